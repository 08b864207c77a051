// rustc diagnostics, compacted to their facts.
//
// A rustc diagnostic is a header (`error[E0308]: mismatched types`), its primary location
// (`--> src/lib.rs:9:5`), a code frame with caret art and labels, then `= note:` / `= help:`
// lines and `help:` / `note:` sub-diagnostics with frames of their own. What stays: the header,
// every `-->` and `:::` location as rustc printed it, the primary label (the text after `^^^`),
// each note and help that says something of its own, and a suggestion's new code (the lines it
// adds or changes). What goes: source lines, caret and underline art, secondary labels, the
// notes that only say a lint is on by default, clippy's "for further information visit" link,
// and a diagnostic printed twice (cargo repeats a lib's warnings for its test target).

import { indentOf, isBlank, isDigit, locationEnd, trim, trimStart } from "../sdk/text";

/** A diagnostic header: `error: ...`, `error[E0308]: ...`, `warning: ...`. */
export function isDiagnosticHeader(line: string): bool {
  return line.startsWith("error:") || line.startsWith("error[") || line.startsWith("warning:") || line.startsWith("warning[");
}

/**
 * The column of the `|` (or `+`, `-`, `~` in a diff-style suggestion) that ends a code-frame
 * gutter (`  |`, `12 |`, `12 + x`), or -1 when the line is not part of a frame.
 */
function gutterEnd(line: string): i32 {
  let i = indentOf(line);
  while (i < line.length && isDigit(line.charCodeAt(i))) i++;
  while (i < line.length && line.charCodeAt(i) == 0x20) i++;
  if (i >= line.length) return -1;
  const c = line.charCodeAt(i);
  if (c != 0x7c && c != 0x2b && c != 0x2d && c != 0x7e) return -1;
  // `|` alone, or followed by a space: `+`, `-`, `~` only after a line number.
  if (c != 0x7c && !isDigit(line.charCodeAt(indentOf(line)))) return -1;
  if (i + 1 < line.length && line.charCodeAt(i + 1) != 0x20) return -1;
  return i;
}

/** Whether a gutter line carries a line number (`12 | code`): a source or suggestion line. */
function numbered(line: string): bool {
  return isDigit(line.charCodeAt(indentOf(line)));
}

/** Characters of caret and underline art under a source line. */
function isArt(c: i32): bool {
  return c == 0x20 || c == 0x5e || c == 0x2d || c == 0x7c || c == 0x5f || c == 0x2f || c == 0x5c || c == 0x7e || c == 0x2b;
}

/** Where the label of an unnumbered frame line starts (after the art), or the line's length. */
function labelStart(line: string, at: i32): i32 {
  let i = at + 1;
  while (i < line.length && isArt(line.charCodeAt(i))) i++;
  return i;
}

/** The last art character before `end` that is not a space, or 0. */
function lastMark(line: string, at: i32, end: i32): i32 {
  for (let i = end - 1; i > at; i--) if (line.charCodeAt(i) != 0x20) return line.charCodeAt(i);
  return 0;
}

/** The column of the first `^` in the art, or -1. */
function caretColumn(line: string, at: i32, end: i32): i32 {
  for (let i = at + 1; i < end; i++) if (line.charCodeAt(i) == 0x5e) return i;
  return -1;
}

/** `= note:` / `= help:` lines that say nothing about this diagnostic. */
function isBoilerplateNote(t: string): bool {
  if (t.startsWith("= help: for further information visit ")) return true;
  if (t.startsWith("= note: `#[") && t.endsWith(" on by default")) return true;
  // "`-D warnings` implied by `-D clippy::all`" and friends.
  if (t.startsWith("= note: `-D ") && t.includes("` implied by `")) return true;
  return false;
}

/** Lines rustc prints after the diagnostics to point at `rustc --explain`. */
export function isExplainPointer(l: string): bool {
  return l.startsWith("Some errors have detailed explanations: ") || l.startsWith("For more information about this error, try `rustc --explain") || l.startsWith("For more information about an error, try `rustc --explain");
}

/** The compact form of one diagnostic block (header first, blank lines already split off). */
function compactBlock(block: string[]): string[] {
  const out: string[] = [unchecked(block[0])];
  // Inside a `help:` sub-diagnostic, the frame shows the suggested code: its new lines stay.
  let inHelp = false;
  // Inside an `= note:` with lines wrapped under it.
  let inNote = false;
  // The column of a primary span whose label hangs below it, or -1.
  let hangingAt = -1;
  for (let i = 1; i < block.length; i++) {
    const l = unchecked(block[i]);
    const t = trim(l);
    if (t.startsWith("--> ") || t.startsWith("::: ")) {
      out.push(l);
      inNote = false;
      continue;
    }
    const g = gutterEnd(l);
    if (g >= 0) {
      inNote = false;
      if (numbered(l)) {
        const mark = l.charCodeAt(g);
        // Diff-style suggestion: `12 + new code` / `12 ~ changed code` stay, `12 - old` goes.
        if (inHelp && (mark == 0x2b || mark == 0x7e)) out.push(l);
        // Inline suggestion: the source line as it would read, marked by a `+++` line under it.
        else if (inHelp && mark == 0x7c && i + 1 < block.length && insertionMarks(unchecked(block[i + 1]))) out.push(l);
        continue;
      }
      // The primary label follows the `^` run; when labels overlap, rustc hangs it on a later
      // line under the first caret (`|` art, then the text at the caret's column).
      const start = labelStart(l, g);
      const caret = caretColumn(l, g, start);
      if (caret >= 0) {
        if (start < l.length && lastMark(l, g, start) == 0x5e) {
          out.push("  ^ " + l.substring(start));
          hangingAt = -1;
        } else hangingAt = caret;
      } else if (hangingAt >= 0 && start == hangingAt && start < l.length) {
        out.push("  ^ " + l.substring(start));
        hangingAt = -1;
      }
      continue;
    }
    if (t.startsWith("= ")) {
      inNote = !isBoilerplateNote(t);
      if (inNote) out.push(l);
      continue;
    }
    if (inNote && indentOf(l) > 0 && !isBlank(l)) {
      // The wrapped lines of a note (`found type ...` under `= note: expected ...`).
      out.push(l);
      continue;
    }
    inNote = false;
    if (l.startsWith("help:") || l.startsWith("note:") || l.startsWith("suggestion:")) {
      inHelp = l.startsWith("help:") || l.startsWith("suggestion:");
      out.push(l);
      continue;
    }
    if (isBlank(l) || l == "...") continue;
    // Anything else rustc printed (a wrapped header, text we do not know): kept.
    out.push(l);
  }
  return out;
}

/** The marker line under an inline suggestion: only `+` (and spaces) after the gutter. */
function insertionMarks(line: string): bool {
  const g = gutterEnd(line);
  if (g < 0 || numbered(line)) return false;
  let plus = false;
  for (let i = g + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c == 0x2b) plus = true;
    else if (c != 0x20 && c != 0x7e) return false;
  }
  return plus;
}

/** Whether a line belongs to the diagnostic above it (frame, location, note, help). */
function continuesBlock(l: string): bool {
  if (isBlank(l)) return false;
  if (isDiagnosticHeader(l)) return false;
  const t = trimStart(l);
  if (t.startsWith("--> ") || t.startsWith("::: ") || t.startsWith("= ")) return true;
  if (gutterEnd(l) >= 0) return true;
  // Lines a frame skips over.
  if (l == "...") return true;
  if (l.startsWith("help:") || l.startsWith("note:") || l.startsWith("suggestion:")) return true;
  // Wrapped note text is indented.
  return indentOf(l) > 0;
}

/** A compact diagnostic that is its header and one location, nothing else: it can share its header. */
function isBare(block: string[]): bool {
  return block.length == 2 && trim(unchecked(block[1])).startsWith("--> ");
}

/**
 * Compacts every rustc diagnostic in `lines` (cargo's status lines already gone) and the blank
 * line after it; other lines pass as they are. A diagnostic printed twice goes; one that is only
 * a header and a location, with the same header as others (a deprecation at five call sites), is
 * written once, where it first appeared, with every location under it. What goes is the
 * documented noise of a diagnostic (docs/filters.md rule 4), not a cut: nothing to name.
 */
export function compactDiagnostics(lines: string[], out: string[]): void {
  // Each entry is a compacted block, or a single passing line.
  const entries: string[][] = [];
  const isBlock: bool[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < lines.length) {
    const l = unchecked(lines[i]);
    // A header followed by its location: a diagnostic ("warning: `x` (lib) generated 2
    // warnings" and "error: could not compile" have none).
    if (!isDiagnosticHeader(l) || i + 1 >= lines.length || !continuesBlock(unchecked(lines[i + 1]))) {
      entries.push([l]);
      isBlock.push(false);
      i++;
      continue;
    }
    const block: string[] = [l];
    i++;
    // A block ends at a blank line that is not inside a frame, or at the next header.
    while (i < lines.length) {
      const n = unchecked(lines[i]);
      if (isDiagnosticHeader(n)) break;
      if (isBlank(n)) {
        // A blank line inside a suggestion frame is followed by more frame.
        if (i + 1 < lines.length && gutterEnd(unchecked(lines[i + 1])) >= 0 && !isDiagnosticHeader(unchecked(lines[i + 1]))) {
          i++;
          continue;
        }
        break;
      }
      if (!continuesBlock(n)) break;
      block.push(n);
      i++;
    }
    // The blank line that closes the block goes with it.
    if (i < lines.length && isBlank(unchecked(lines[i]))) i++;
    const compact = compactBlock(block);
    const key = compact.join("\n");
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(compact);
    isBlock.push(true);
  }
  const bare = new Map<string, i32>();
  for (let k = 0; k < entries.length; k++) {
    const e = unchecked(entries[k]);
    if (!unchecked(isBlock[k]) || !isBare(e)) continue;
    const h = unchecked(e[0]);
    bare.set(h, bare.has(h) ? bare.get(h) + 1 : 1);
  }
  const written = new Set<string>();
  for (let k = 0; k < entries.length; k++) {
    const e = unchecked(entries[k]);
    const h = unchecked(e[0]);
    if (unchecked(isBlock[k]) && isBare(e) && bare.get(h) > 1) {
      if (written.has(h)) continue;
      written.add(h);
      out.push(h);
      for (let j = k; j < entries.length; j++) {
        const o = unchecked(entries[j]);
        if (unchecked(isBlock[j]) && isBare(o) && unchecked(o[0]) == h) out.push(unchecked(o[1]));
      }
      continue;
    }
    for (let j = 0; j < e.length; j++) out.push(unchecked(e[j]));
  }
}

/**
 * Whether a diagnostic block (header first) says more than its header and its locations: a
 * label, a note, a help or a suggested fix of its own, which the compact form keeps.
 */
export function hasAdvice(block: string[]): bool {
  const compact = compactBlock(block);
  for (let i = 1; i < compact.length; i++) {
    const t = trim(unchecked(compact[i]));
    if (!t.startsWith("--> ") && !t.startsWith("::: ")) return true;
  }
  return false;
}

/**
 * `--message-format short` diagnostics (`src/lib.rs:7:20: warning: writing \`&Vec\` ...`): a
 * message that several lines share is written once, where it first appeared, with each location
 * under it the way rustc's long form writes one (` --> src/lib.rs:7:20`), locations byte for
 * byte; a message said once, and every other line, stays as it is. Nothing is lost.
 */
export function groupShortDiagnostics(lines: string[]): string[] {
  const counts = new Map<string, i32>();
  const keys: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const k = shortDiagnosticMessage(unchecked(lines[i]));
    keys.push(k);
    if (k.length > 0) counts.set(k, counts.has(k) ? counts.get(k) + 1 : 1);
  }
  const out: string[] = [];
  const written = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const k = unchecked(keys[i]);
    if (k.length == 0 || counts.get(k) < 2) {
      out.push(unchecked(lines[i]));
      continue;
    }
    if (written.has(k)) continue;
    written.add(k);
    out.push(k);
    for (let j = i; j < lines.length; j++) {
      if (unchecked(keys[j]) != k) continue;
      const l = unchecked(lines[j]);
      out.push(" --> " + l.substring(0, l.length - k.length - 2));
    }
  }
  return out;
}

/** `warning: msg` of a short-form diagnostic line `path:line:col: warning: msg`, or "". */
export function shortDiagnosticMessage(l: string): string {
  const end = locationEnd(l);
  if (end < 0 || !l.startsWith(": ", end)) return "";
  const rest = l.substring(end + 2);
  return isDiagnosticHeader(rest) ? rest : "";
}
