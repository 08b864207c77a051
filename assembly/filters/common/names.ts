// File names said compactly: an extension that several names share is said once (`src/*.ts:` then
// the stems, or the shell's brace form `{a,b,c}.test.ts`), so a listing keeps every name while
// each one costs only what tells it apart. Used by the tree and wc filters.

/**
 * The extension of a base name, from its first dot (`.test.ts` of `a.test.ts`, `.d.ts` of
 * `index.d.ts`), or "" when it has none, starts with its only dot (`.gitignore`), holds a space,
 * or is too long to be an extension (a dotted version, a sentence).
 */
export function extensionOf(name: string): string {
  // Names holding a space or brace-expansion characters are said whole, so a group reads back.
  for (let k = 0; k < name.length; k++) {
    const c = name.charCodeAt(k);
    if (c == 0x20 || c == 0x2f || c == 0x2c || c == 0x7b || c == 0x7d || c == 0x5b) return "";
  }
  const at = name.indexOf(".", 1);
  if (at < 0 || at == name.length - 1) return "";
  const ext = name.substring(at);
  if (ext.length > 12) return "";
  // Every part a short run of letters and digits that is not only digits (`.min.js`, not `.1.2`).
  let part = 0;
  let letters = 0;
  for (let k = 1; k < ext.length; k++) {
    const c = ext.charCodeAt(k);
    if (c == 0x2e) {
      if (part == 0 || letters == 0) return "";
      part = 0;
      letters = 0;
      continue;
    }
    const letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
    const digit = c >= 0x30 && c <= 0x39;
    if (!letter && !digit && c != 0x5f && c != 0x2d) return "";
    if (letter) letters++;
    part++;
  }
  return part > 0 && letters > 0 ? ext : "";
}

/** The last dotted part of an extension (`.ts` of `.test.ts`). */
export function lastExtension(ext: string): string {
  const at = ext.lastIndexOf(".");
  return at > 0 ? ext.substring(at) : ext;
}

/**
 * The extension every name ends with, "" when they do not all share one. The longest shared one
 * from each name's first dot (`.test.ts`), else the last part (`.ts` for `a.ts` and `b.test.ts`).
 */
export function sharedExtension(names: string[]): string {
  if (names.length == 0) return "";
  let ext = extensionOf(names[0]);
  if (ext.length == 0) return "";
  for (let i = 1; i < names.length; i++) {
    const e = extensionOf(names[i]);
    if (e.length == 0) return "";
    if (e == ext) continue;
    // Fall back to the longest dotted tail both share.
    ext = sharedTail(ext, e);
    if (ext.length == 0) return "";
  }
  return ext;
}

/** The longest tail of `a` and `b` that starts with a dot and both end with ("" if none). */
function sharedTail(a: string, b: string): string {
  let best = "";
  let k = a.length - 1;
  while (k >= 0) {
    if (a.charCodeAt(k) == 0x2e) {
      const t = a.substring(k);
      if (b.endsWith(t) && (b.length == t.length || b.charCodeAt(b.length - t.length) == 0x2e)) best = t;
      else break;
    }
    k--;
  }
  return best;
}

/**
 * Groups `names` by extension, keeping their order within a group: the groups worth a header
 * (at least `min` names, the header costing less than the extension repeated) come first,
 * in the order of their first name; every other name is left in `rest`, whole.
 * Returns the groups' extensions; `members[g]` holds the stems of group g.
 */
export class ExtensionGroups {
  exts: string[] = [];
  members: string[][] = [];
  rest: string[] = [];
  /** Each name's extension to the group it joins ("" for none). */
  private merged: Map<string, string> = new Map<string, string>();

  /** The extension of the group `name` joins, "" when it stays whole. */
  groupOf(name: string): string {
    const e = extensionOf(name);
    return e.length > 0 && this.merged.has(e) ? this.merged.get(e) : "";
  }

  constructor(names: string[], min: i32 = 3) {
    const byExt = new Map<string, string[]>();
    const order: string[] = [];
    for (let i = 0; i < names.length; i++) {
      const e = extensionOf(names[i]);
      if (e.length == 0) continue;
      if (!byExt.has(e)) {
        byExt.set(e, []);
        order.push(e);
      }
      byExt.get(e).push(names[i]);
    }
    // Extensions too rare to group on their own join their last part (`a.config.ts` with `.ts`).
    const merged = new Map<string, string>();
    for (let i = 0; i < order.length; i++) {
      const e = order[i];
      if (byExt.get(e).length >= min) {
        merged.set(e, e);
        continue;
      }
      const last = lastExtension(e);
      let count = 0;
      for (let j = 0; j < order.length; j++) if (lastExtension(order[j]) == last && byExt.get(order[j]).length < min) count += byExt.get(order[j]).length;
      if (byExt.has(last) && byExt.get(last).length >= min) count += byExt.get(last).length;
      merged.set(e, count >= min ? last : "");
    }
    this.merged = merged;
    const index = new Map<string, i32>();
    for (let i = 0; i < names.length; i++) {
      const n = names[i];
      const e = extensionOf(n);
      const g = e.length > 0 ? merged.get(e) : "";
      if (g.length == 0) {
        this.rest.push(n);
        continue;
      }
      if (!index.has(g)) {
        index.set(g, this.exts.length);
        this.exts.push(g);
        this.members.push([]);
      }
      this.members[index.get(g)].push(n.substring(0, n.length - g.length));
    }
  }
}

/**
 * `names` separated by two spaces, each extension group written once in the shell's brace form
 * where its first name stands: `{checks,coerce,index}.ts  README.md  {a,b,c}.test.ts`. Groups
 * with the very same stems (a build's `.js`, `.d.ts`, `.js.map` of each module) share one brace:
 * `{index,util}{.d.ts,.js,.js.map}`, which the shell reads back as every pair.
 */
export function bracedList(names: string[]): string {
  const g = new ExtensionGroups(names);
  const stems: string[] = [];
  for (let k = 0; k < g.exts.length; k++) stems.push(g.members[k].join(","));
  const written = new Set<string>();
  let s = "";
  for (let i = 0; i < names.length; i++) {
    const ext = g.groupOf(names[i]);
    if (ext.length > 0 && written.has(ext)) continue;
    if (s.length > 0) s += "  ";
    if (ext.length == 0) {
      s += names[i];
      continue;
    }
    let k = 0;
    while (g.exts[k] != ext) k++;
    const same: string[] = [];
    for (let j = 0; j < g.exts.length; j++) {
      if (stems[j] != stems[k] || written.has(g.exts[j])) continue;
      same.push(g.exts[j]);
      written.add(g.exts[j]);
    }
    s += "{" + stems[k] + "}" + (same.length == 1 ? ext : "{" + same.join(",") + "}");
  }
  return s;
}
