// mypy: every diagnostic stays as mypy printed it (`path:line[:col]: error: message  [code]`),
// in mypy's order; notes stay under the error they explain, a note repeated after every error of
// a kind (docs links, the same advice) only the first time; a message mypy printed at several
// locations is written once with each whole location under it. With --pretty, wrapped messages
// are joined back and the source excerpt with its carets goes. The "Found N errors" line ends it.

import { ByteBuffer } from "../../abi/buffers";
import { Run } from "../sdk/run";
import { Located, writeLocated } from "../sdk/located";
import { indentOf, isBlank, pushLine } from "../sdk/text";

/** `path:line[:col]: severity: message` -> [path, "line[:col]", rest] or null. */
export function splitDiagnostic(line: string): string[] | null {
  const a = line.indexOf(":");
  if (a <= 0 || line.charCodeAt(0) == 0x20) return null;
  let b = a + 1;
  while (b < line.length && line.charCodeAt(b) >= 0x30 && line.charCodeAt(b) <= 0x39) b++;
  if (b == a + 1 || b >= line.length || line.charCodeAt(b) != 0x3a) return null;
  let c = b;
  if (c + 1 < line.length && line.charCodeAt(c + 1) >= 0x30 && line.charCodeAt(c + 1) <= 0x39) {
    c = b + 1;
    while (c < line.length && line.charCodeAt(c) >= 0x30 && line.charCodeAt(c) <= 0x39) c++;
    if (c >= line.length || line.charCodeAt(c) != 0x3a) c = b;
  }
  const rest = line.substring(c + 1).trimStart();
  if (!(rest.startsWith("error:") || rest.startsWith("note:") || rest.startsWith("warning:"))) return null;
  return [line.substring(0, a), line.substring(a + 1, c), rest];
}

export function renderMypy(run: Run, out: ByteBuffer): bool {
  const items: Located[] = [];
  const other: string[] = [];
  const notesShown = new Set<string>();
  let found = "";
  // The line a --pretty continuation joins: the last diagnostic's, or its last note's.
  let last: Located | null = null;
  let lastIsNote = false;
  // Whether the line before was a diagnostic or its continuation: only then can a line continue it.
  let wrapping = false;
  for (let i = 0; i < run.lines.length; i++) {
    const l = unchecked(run.lines[i]);
    if ((l.startsWith("Found ") && l.includes(" error")) || l.startsWith("Success: ")) {
      found = l;
      continue;
    }
    const d = splitDiagnostic(l);
    const continues = wrapping;
    wrapping = d !== null;
    if (d !== null) {
      const location = d[1].length > 0 ? d[0] + ":" + d[1] : d[0];
      const message = d[2];
      const prev = last;
      if (message.startsWith("note:") && prev !== null && prev.location == location) {
        // A note explains the diagnostic above it; the same advice after every error of a
        // kind (a docs link, "Use -> None ...") is shown once.
        lastIsNote = true;
        if (notesShown.has(message)) continue;
        notesShown.add(message);
        prev.extra.push(l);
        continue;
      }
      const e = new Located(l, location, message);
      items.push(e);
      last = e;
      lastIsNote = false;
      continue;
    }
    if (isBlank(l)) continue;
    const cur = last;
    if (cur !== null && continues && indentOf(l) < 4) {
      wrapping = true;
      // --pretty wraps a long message: the continuation starts at column 0, or at column 1
      // when the break fell just before the ` [code]` (source excerpts are indented 4+).
      const cont = l.trim();
      const sep = cont.startsWith("[") ? "  " : " ";
      if (lastIsNote && cur.extra.length > 0) cur.extra[cur.extra.length - 1] = cur.extra[cur.extra.length - 1].trimEnd() + sep + cont;
      else if (!lastIsNote) {
        cur.line = cur.line.trimEnd() + sep + cont;
        cur.message = cur.message.trimEnd() + sep + cont;
      }
      continue;
    }
    if (cur !== null && indentOf(l) > 0) {
      // --pretty's source excerpt and carets.
      continue;
    }
    other.push(l);
  }
  if (items.length == 0) {
    if (found.length == 0) return false;
    for (let i = 0; i < other.length; i++) pushLine(out, unchecked(other[i]));
    pushLine(out, found);
    return true;
  }
  const shown: string[] = [];
  writeLocated(items, shown);
  for (let i = 0; i < shown.length; i++) pushLine(out, unchecked(shown[i]));
  for (let i = 0; i < other.length; i++) pushLine(out, unchecked(other[i]));
  if (found.length > 0) pushLine(out, found);
  return true;
}
