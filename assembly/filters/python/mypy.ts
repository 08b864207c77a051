// mypy: every diagnostic stays as mypy printed it (`path:line[:col]: error: message  [code]`),
// in mypy's order; notes stay under the error they explain, a note repeated after every error of
// a kind (docs links, the same advice) only the first time; a message mypy printed at several
// locations is written once with each whole location under it. With --pretty, wrapped messages
// are joined back and the source excerpt with its carets goes. The "Found N errors" line ends it.
// The lines are read as bytes where they lie; only a wrapped message is joined as text.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { Run } from "../sdk/run";
import { LocatedList } from "../sdk/located";
import { isDigit } from "../sdk/text";
import { trimWhitespace } from "../../text/trim";

/** Where line `i` is `path:line[:col]: severity: message`: the end of its location (`path:line[:col]`), or -1. */
function diagnosticAt(L: Lines, i: i32): i32 {
  const n = L.len(i);
  const a = L.indexOf(i, 0x3a);
  if (a <= 0 || L.byteAt(i, 0) == 0x20) return -1;
  let b = a + 1;
  while (b < n && isDigit(L.byteAt(i, b))) b++;
  if (b == a + 1 || b >= n || L.byteAt(i, b) != 0x3a) return -1;
  let c = b;
  if (c + 1 < n && isDigit(L.byteAt(i, c + 1))) {
    c = b + 1;
    while (c < n && isDigit(L.byteAt(i, c))) c++;
    if (c >= n || L.byteAt(i, c) != 0x3a) c = b;
  }
  const m = messageAt(L, i, c);
  if (!(L.startsWithAt(i, m, "error:") || L.startsWithAt(i, m, "note:") || L.startsWithAt(i, m, "warning:"))) return -1;
  return c;
}

/** Where the severity and message start after a location ending at `c`: past the colon and white space. */
function messageAt(L: Lines, i: i32, c: i32): i32 {
  let m = c + 1;
  while (m < L.len(i) && isWhiteSpace(L.byteAt(i, m))) m++;
  return m;
}

@inline function isWhiteSpace(b: u8): bool {
  return b == 0x20 || (b >= 0x09 && b <= 0x0d);
}

/** `path:line[:col]: severity: message` -> [path, "line[:col]", rest] or null. */
export function splitDiagnostic(line: string): string[] | null {
  // A sniffer asks this of every line: one that names no severity is turned away before any copy.
  if (!line.includes("error:") && !line.includes("note:") && !line.includes("warning:")) return null;
  const L = Lines.ofText(line);
  const c = L.count == 0 ? -1 : diagnosticAt(L, 0);
  if (c < 0) return null;
  const a = L.indexOf(0, 0x3a);
  return [L.strRange(0, 0, a), L.strRange(0, a + 1, c), L.strFrom(0, messageAt(L, 0, c))];
}

export function renderMypy(run: Run, out: ByteBuffer): bool {
  const L = run.text;
  const items = new LocatedList(L);
  const other: i32[] = [];
  const notesShown = new Set<string>();
  let found = -1;
  // The diagnostic a --pretty continuation joins (its last note's line when lastIsNote), or -1.
  let last = -1;
  let lastIsNote = false;
  // Whether the line before was a diagnostic or its continuation: only then can a line continue it.
  let wrapping = false;
  for (let i = 0; i < L.count; i++) {
    if ((L.startsWith(i, "Found ") && L.contains(i, " error")) || L.startsWith(i, "Success: ")) {
      found = i;
      continue;
    }
    const c = diagnosticAt(L, i);
    const continues = wrapping;
    wrapping = c >= 0;
    if (c >= 0) {
      const m = messageAt(L, i, c);
      if (L.startsWithAt(i, m, "note:") && last >= 0 && items.sameLocation(last, i, c)) {
        // A note explains the diagnostic above it; the same advice after every error of a
        // kind (a docs link, "Use -> None ...") is shown once.
        lastIsNote = true;
        const note = L.strFrom(i, m);
        if (notesShown.has(note)) continue;
        notesShown.add(note);
        items.addExtra(i);
        continue;
      }
      items.add(i, c, m);
      last = items.count - 1;
      lastIsNote = false;
      continue;
    }
    if (L.isBlank(i)) continue;
    if (last >= 0 && continues && L.indent(i) < 4) {
      wrapping = true;
      // --pretty wraps a long message: the continuation starts at column 0, or at column 1
      // when the break fell just before the ` [code]` (source excerpts are indented 4+).
      const cont = trimWhitespace(L.str(i));
      const sep = cont.startsWith("[") ? "  " : " ";
      if (lastIsNote && items.extraCount(last) > 0) items.joinLastExtra(last, items.lastExtra(last).trimEnd() + sep + cont);
      else if (!lastIsNote) items.join(last, items.text(last).trimEnd() + sep + cont);
      continue;
    }
    if (last >= 0 && L.indent(i) > 0) {
      // --pretty's source excerpt and carets.
      continue;
    }
    other.push(i);
  }
  if (items.count == 0 && found < 0) return false;
  items.write(out);
  for (let k = 0; k < other.length; k++) L.copyTo(unchecked(other[k]), out);
  if (found >= 0) L.copyTo(found, out);
  return true;
}
