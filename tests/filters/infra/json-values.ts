// The scalar values of a JSON document a compact form must keep: every non-empty string, number
// and bool outside the members the filter drops.
export function scalarValues(doc: unknown, drop: string[] = [], out: string[] = []): string[] {
  if (Array.isArray(doc)) for (const v of doc) scalarValues(v, drop, out);
  else if (doc !== null && typeof doc === "object") {
    for (const [k, v] of Object.entries(doc)) if (!drop.includes(k)) scalarValues(v, drop, out);
  } else if (doc !== null && doc !== "") out.push(String(doc));
  return out;
}
