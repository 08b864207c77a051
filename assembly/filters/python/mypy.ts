// mypy: errors grouped by file, in file order, each as `line: message [code]`; notes stay with
// the error they explain. With --pretty, wrapped messages are joined back and the source
// excerpt with its carets goes (the line number is kept). The "Found N errors" line leads.

import { ByteBuffer } from "../../abi/buffers";
import { registerRenderer, Run } from "../toolkit/session";
import { Groups, indentOf, isBlank, pushLine } from "../toolkit/text";

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

/** A grouped item `13: note: ...` (not an error). */
function isNote(item: string): bool {
  const k = item.indexOf(": ");
  return k >= 0 && item.substring(k + 2).startsWith("note:");
}

function renderMypy(run: Run, out: ByteBuffer): bool {
  const groups = new Groups();
  const other: string[] = [];
  let found = "";
  let lastFile = "";
  let errors = 0;
  for (let i = 0; i < run.lines.length; i++) {
    const l = unchecked(run.lines[i]);
    if (l.startsWith("Found ") && l.includes(" error")) {
      found = l;
      continue;
    }
    if (l.startsWith("Success: ")) {
      found = l;
      continue;
    }
    const d = splitDiagnostic(l);
    if (d !== null) {
      lastFile = d[0];
      let msg = d[2];
      if (msg.startsWith("error: ")) {
        msg = msg.substring(7);
        errors++;
      }
      groups.add(lastFile, d[1] + ": " + msg);
      continue;
    }
    if (isBlank(l)) continue;
    if (lastFile.length > 0 && indentOf(l) < 4 && groups.size > 0) {
      // --pretty wraps a long message: the continuation starts at column 0, or at column 1
      // when the break fell just before the ` [code]` (source excerpts are indented 4+).
      const items = groups.items[groups.size - 1];
      const cont = l.trim();
      items[items.length - 1] = items[items.length - 1].trimEnd() + (cont.startsWith("[") ? "  " : " ") + cont;
      continue;
    }
    if (lastFile.length > 0 && indentOf(l) > 0) continue; // --pretty source excerpt and carets
    other.push(l);
  }
  if (groups.size == 0) {
    if (found.length == 0) return false;
    pushLine(out, "mypy: " + found);
    for (let i = 0; i < other.length; i++) pushLine(out, unchecked(other[i]));
    return true;
  }
  pushLine(out, "mypy: " + (found.length > 0 ? found : errors.toString() + " errors"));
  for (let g = 0; g < groups.size; g++) {
    const items = unchecked(groups.items[g]);
    // The count is of errors; notes explain the error before them.
    let n = 0;
    for (let k = 0; k < items.length; k++) if (!isNote(unchecked(items[k]))) n++;
    pushLine(out, unchecked(groups.keys[g]) + " (" + n.toString() + ")");
    for (let k = 0; k < items.length; k++) pushLine(out, "  " + unchecked(items[k]));
  }
  for (let i = 0; i < other.length; i++) pushLine(out, unchecked(other[i]));
  return true;
}

registerRenderer("mypy", renderMypy);
