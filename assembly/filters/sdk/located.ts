// Diagnostics that each name one location (type checkers: mypy, tsc), written so that every
// location stays exactly as the tool printed it, on its own line. The one saving allowed on
// the lines themselves: a message the tool printed at several locations is written once, at the
// place of its first occurrence, with every whole location under it.

/** One diagnostic: the line as printed, its location part, its message part, and lines that belong to it. */
export class Located {
  extra: string[] = [];
  constructor(public line: string, public location: string, public message: string) {}

  /** A line that is no diagnostic (a tool's progress or summary line): written where it was. */
  static plain(line: string): Located {
    return new Located(line, "", "");
  }
}

/** A message printed at this many locations or more is written once. */
const MIN_REPEAT = 2;

/**
 * Writes the diagnostics in order. A message with lines of its own (an elaboration, a related
 * location) is never grouped; the others, when their message repeats, become
 * `message (N locations):` and the locations, each indented on its own line.
 */
export function writeLocated(items: Located[], out: string[]): void {
  const count = new Map<string, i32>();
  for (let i = 0; i < items.length; i++) {
    const it = unchecked(items[i]);
    if (it.extra.length > 0 || it.location.length == 0) continue;
    count.set(it.message, count.has(it.message) ? count.get(it.message) + 1 : 1);
  }
  const written = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const it = unchecked(items[i]);
    const n = it.extra.length == 0 && it.location.length > 0 && count.has(it.message) ? count.get(it.message) : 1;
    if (n < MIN_REPEAT) {
      out.push(it.line);
      for (let k = 0; k < it.extra.length; k++) out.push(unchecked(it.extra[k]));
      continue;
    }
    if (written.has(it.message)) continue;
    written.add(it.message);
    out.push(it.message + " (" + n.toString() + " locations):");
    for (let k = i; k < items.length; k++) {
      const o = unchecked(items[k]);
      if (o.extra.length == 0 && o.location.length > 0 && o.message == it.message) out.push("  " + o.location);
    }
  }
}
