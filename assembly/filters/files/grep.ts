// grep -rn / rg -n output (`path:line:text`, context lines `path-line-text`, `--` separators)
// grouped by file: a count line (naming the directory every file sits in, said once), then per
// file `path:` (with its match count when a cap hides some) and its lines as `line:text`,
// leading indentation and over-long text cut (at 80 characters, around the pattern when the plan
// passed its literal part and the match lies beyond the cut: `…text…`). Caps per file and in total (limits.grep_*); what
// they leave out is counted and the run is marked cut. Lines of any other shape (binary file
// notices, messages) are kept. The host always asks for line numbers and file names, so every
// match has the same shape.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { GREP_MAX_PER_FILE, GREP_MAX_RESULTS } from "../common/limits";
import { trim, truncate, whole } from "../common/text";
import { CaptureSession } from "../common/capture";
import { decodeUtf8 } from "../../text/utf8";

const MAX_TEXT: i32 = 80;
/** Where a long line was cut: one character, not three. */
const CUT = "…";

class FileMatches {
  // Only the lines that can be shown are kept; `entries` counts them all.
  lines: string[] = [];
  entries: i32 = 0;
  matches: i32 = 0;
  shownPath: string;
  constructor(readonly path: string) {
    // "./src/a.ts" is "src/a.ts" to the reader.
    this.shownPath = path.startsWith("./") ? path.substring(2) : path;
  }
}

/** Index of the `:` that ends the path in `path:123:text` (or `-` for context), or -1. */
function pathEnd(L: Lines, i: i32, sep: u8, from: i32): i32 {
  const n = L.len(i);
  for (let c = from; c < n; c++) {
    if (L.byteAt(i, c) != sep) continue;
    let k = c + 1;
    while (k < n && L.byteAt(i, k) >= 0x30 && L.byteAt(i, k) <= 0x39) k++;
    if (k > c + 1 && k < n && L.byteAt(i, k) == sep) return c;
  }
  return -1;
}

/** `s` with ASCII letters lowered (same length, so offsets stay valid). */
function asciiLower(s: string): string {
  let r = "";
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    r += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c + 0x20 : c);
  }
  return r;
}

/**
 * `text` cut to MAX_TEXT characters. When the pattern's literal part (`lit`, lowered) is found
 * beyond the cut, the kept window is moved so it shows, a third of the way in: `...x...`.
 */
export function cutAround(text: string, lit: string): string {
  if (text.length <= MAX_TEXT) return text;
  const at = lit.length > 0 ? asciiLower(text).indexOf(lit) : -1;
  if (at < 0 || at + lit.length <= MAX_TEXT - 3) return whole(text, 0, MAX_TEXT - 3) + CUT;
  const room = MAX_TEXT - 6;
  let start = at - room / 3;
  let end = start + room;
  if (end >= text.length) {
    end = text.length;
    start = end - (MAX_TEXT - 3);
    return CUT + whole(text, start, end);
  }
  return CUT + whole(text, start, end) + CUT;
}

/** A `--` line between context groups. */
function isSeparator(L: Lines, i: i32): bool {
  return L.len(i) == 2 && L.byteAt(i, 0) == 0x2d && L.byteAt(i, 1) == 0x2d;
}

/** Line `i` is `path-12-text`: a context line of `path`. */
function isContextOf(L: Lines, i: i32, path: string): bool {
  return L.startsWith(i, path) && pathEnd(L, i, 0x2d, path.length) == path.length;
}

/** The path of the next match line from `i` within the same context group, "" if none. */
function nextMatchPath(L: Lines, i: i32): string {
  for (let j = i; j < L.count; j++) {
    if (isSeparator(L, j)) return "";
    const c = pathEnd(L, j, 0x3a, 0);
    if (c >= 0) return decodeUtf8(L.buf.ptr + <usize>L.start(j), c);
  }
  return "";
}

export class GrepSession extends CaptureSession {
  private readonly lit: string;
  /** `pattern`: the literal part of the search pattern ("" when not known). */
  constructor(pattern: string = "") {
    super();
    this.lit = asciiLower(pattern);
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    const files: FileMatches[] = [];
    const other: string[] = [];
    let current: FileMatches | null = null;
    let total = 0;
    for (let i = 0; i < L.count; i++) {
      if (isSeparator(L, i)) continue;
      let c = pathEnd(L, i, 0x3a, 0);
      let context = false;
      if (c < 0) {
        // A context line, "path-12-text": of the current file, or (before a file's first match)
        // of the file whose match comes next in this group.
        let owner = current !== null ? (current as FileMatches).path : "";
        if (owner.length == 0 || !isContextOf(L, i, owner)) {
          owner = nextMatchPath(L, i + 1);
          if (owner.length > 0 && isContextOf(L, i, owner)) {
            current = new FileMatches(owner);
            files.push(current as FileMatches);
          } else owner = "";
        }
        if (owner.length > 0) {
          c = owner.length;
          context = true;
        }
      }
      if (c < 0) {
        other.push(truncate(L.str(i), MAX_TEXT));
        continue;
      }
      const path = decodeUtf8(L.buf.ptr + <usize>L.start(i), c);
      if (current === null || (current as FileMatches).path != path) {
        current = new FileMatches(path);
        files.push(current as FileMatches);
      }
      const f = current as FileMatches;
      if (!context) {
        f.matches++;
        total++;
      }
      f.entries++;
      if (f.lines.length >= GREP_MAX_PER_FILE) continue;
      const rest = L.strFrom(i, c + 1);
      const sep = rest.indexOf(context ? "-" : ":");
      const num = rest.substring(0, sep);
      const text = cutAround(trim(rest.substring(sep + 1)), this.lit);
      // grep's own `12:text` (`12-text` for context), the path said once above.
      f.lines.push(num + (context ? "-" : ":") + text);
    }
    // A directory every file sits in is said once, on the count line.
    let prefix = "";
    for (let k = 0; k < files.length; k++) {
      const p = files[k].shownPath;
      const d = p.substring(0, p.lastIndexOf("/") + 1);
      if (k == 0) prefix = d;
      else {
        let n = 0;
        while (n < prefix.length && n < d.length && prefix.charCodeAt(n) == d.charCodeAt(n)) n++;
        prefix = prefix.substring(0, prefix.substring(0, n).lastIndexOf("/") + 1);
      }
    }
    if (files.length < 2) prefix = "";
    if (files.length > 0) {
      out.pushDecimal(total);
      out.pushString(total == 1 ? " match in " : " matches in ");
      out.pushDecimal(files.length);
      out.pushString(files.length == 1 ? " file" : " files");
      if (prefix.length > 0) {
        out.pushString(" under ");
        out.pushString(prefix);
      }
      out.pushByte(0x0a);
    }
    let shownTotal = 0;
    let hiddenMatches = 0;
    let hiddenFiles = 0;
    for (let k = 0; k < files.length; k++) {
      const f = files[k];
      if (shownTotal >= GREP_MAX_RESULTS) {
        hiddenFiles++;
        hiddenMatches += f.matches;
        continue;
      }
      out.pushString(f.shownPath.substring(prefix.length));
      // The file's match count when not all its lines can be shown.
      const room = GREP_MAX_RESULTS - shownTotal;
      if (f.entries > f.lines.length || f.entries > room) {
        out.pushString(" (");
        out.pushDecimal(f.matches);
        out.pushString(")");
      }
      out.pushString(":\n");
      let shown = 0;
      for (let j = 0; j < f.entries; j++) {
        if (j >= f.lines.length || shown >= GREP_MAX_PER_FILE || shownTotal >= GREP_MAX_RESULTS) {
          out.pushString("+");
          out.pushDecimal(f.entries - j);
          out.pushString(" more\n");
          this.capped = true;
          break;
        }
        out.pushString(f.lines[j]);
        out.pushByte(0x0a);
        shown++;
        shownTotal++;
      }
    }
    if (hiddenFiles > 0) {
      out.pushString("+");
      out.pushDecimal(hiddenMatches);
      out.pushString(" more matches in ");
      out.pushDecimal(hiddenFiles);
      out.pushString(" more files\n");
      this.capped = true;
    }
    for (let k = 0; k < other.length; k++) {
      out.pushString(other[k]);
      out.pushByte(0x0a);
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }
}
