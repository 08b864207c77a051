// grep -rn / rg -n output grouped by file: a count line (naming the directory every file sits in,
// said once), then per file `path:` (with its match count when a cap hides some) and its lines as
// `line:text` (`line-text` for context, `--` between two context groups of one file), leading
// indentation and over-long text cut (at 80 characters, around the pattern when the plan passed
// its literal part and the match lies beyond the cut: `…text…`). Caps per file and in total
// (limits.grep_*); what they leave out is counted and the run is marked cut. Lines of any other
// shape (binary file notices, messages) are kept.
//
// The plan asks for line numbers and for a NUL after each file name (`path\0NN:text`), so a name
// holding `:12:` reads back whole. Text without NULs (`rtk pipe -f grep`) is read as
// `path:NN:text`, the first `:digits:` ending the path. When the command named one file, grep and
// rg print its lines bare (`NN:text`), as the user's own command does, and so does the filter.

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

/** The end of the line number that starts at byte `from` (the `:` or `-` after it), or -1. */
function numberEnd(L: Lines, i: i32, from: i32): i32 {
  const n = L.len(i);
  let k = from;
  while (k < n && L.byteAt(i, k) >= 0x30 && L.byteAt(i, k) <= 0x39) k++;
  if (k == from || k >= n) return -1;
  const b = L.byteAt(i, k);
  return b == 0x3a || b == 0x2d ? k : -1;
}

/** The path of the lines of a single named file (printed without one); no real path is empty. */
const SINGLE = "";
/** Stands in a file's lines where grep printed `--` between two context groups. */
const GROUP_BREAK = "--";

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
  /**
   * `pattern`: the literal part of the search pattern ("" when not known). `single`: the command
   * named one file, so grep and rg print its lines without a file name (`12:text`), as the user's
   * own command does; they are shown without a file header. `addedNumbers`: the plan asked for
   * line numbers the user did not, so the user's own output has none.
   */
  constructor(pattern: string = "", readonly single: bool = false, readonly addedNumbers: bool = false) {
    super();
    this.lit = asciiLower(pattern);
  }

  /**
   * What the user's command prints: the captured lines with the NUL after a file name back to
   * grep's `:` (`-` for context) and, when the plan added them, the line numbers taken out.
   */
  userForm(raw: ByteBuffer, own: ByteBuffer): bool {
    const p = raw.ptr;
    const n = raw.length;
    let s = 0;
    while (s < n) {
      let e = s;
      while (e < n && load<u8>(p + <usize>e) != 0x0a) e++;
      // The line is [s, e); its NUL after the file name, if any.
      let nul = -1;
      for (let k = s; k < e; k++) {
        if (load<u8>(p + <usize>k) == 0) {
          nul = k;
          break;
        }
      }
      const numFrom = nul > s ? nul + 1 : this.single ? s : -1;
      let numEnd = numFrom;
      while (numFrom >= 0 && numEnd < e && load<u8>(p + <usize>numEnd) >= 0x30 && load<u8>(p + <usize>numEnd) <= 0x39) numEnd++;
      const sep: u8 = numFrom >= 0 && numEnd > numFrom && numEnd < e ? load<u8>(p + <usize>numEnd) : 0;
      if (sep == 0x3a || sep == 0x2d) {
        if (nul > s) {
          own.pushBytes(p + <usize>s, nul - s);
          own.pushByte(sep);
        }
        if (!this.addedNumbers) own.pushBytes(p + <usize>numFrom, numEnd + 1 - numFrom);
        own.pushBytes(p + <usize>(numEnd + 1), e - numEnd - 1);
      } else own.pushBytes(p + <usize>s, e - s);
      if (e < n) own.pushByte(0x0a);
      s = e + 1;
    }
    return true;
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    const files: FileMatches[] = [];
    const other: string[] = [];
    let current: FileMatches | null = null;
    let total = 0;
    // A `--` line (between context groups) was met since the last line read.
    let groupBreak = false;
    for (let i = 0; i < L.count; i++) {
      if (isSeparator(L, i)) {
        groupBreak = true;
        continue;
      }
      // Where the line number starts, and the path it belongs to.
      let numAt = -1;
      let path = "";
      const nul = L.indexOf(i, 0);
      if (nul > 0 && numberEnd(L, i, nul + 1) > 0) {
        // `path\0NN:text`: the plan asked for a NUL after the file name, so any name reads back.
        numAt = nul + 1;
        path = decodeUtf8(L.buf.ptr + <usize>L.start(i), nul);
      } else if (this.single && numberEnd(L, i, 0) > 0) {
        numAt = 0;
        path = SINGLE;
      } else {
        // Text without NULs (`rtk pipe -f grep`): `path:12:text`, `path-12-text` for context.
        let c = pathEnd(L, i, 0x3a, 0);
        if (c < 0) {
          // A context line: of the current file, or (before a file's first match) of the file
          // whose match comes next in this group.
          let owner = current !== null ? (current as FileMatches).path : "";
          if (owner.length == 0 || !isContextOf(L, i, owner)) {
            owner = nextMatchPath(L, i + 1);
            if (owner.length == 0 || !isContextOf(L, i, owner)) owner = "";
          }
          if (owner.length > 0) c = owner.length;
        }
        if (c >= 0) {
          numAt = c + 1;
          path = decodeUtf8(L.buf.ptr + <usize>L.start(i), c);
        }
      }
      if (numAt < 0) {
        other.push(truncate(L.str(i), MAX_TEXT));
        continue;
      }
      const sepAt = numberEnd(L, i, numAt);
      const context = L.byteAt(i, sepAt) == 0x2d;
      if (current === null || (current as FileMatches).path != path) {
        current = new FileMatches(path);
        files.push(current as FileMatches);
      } else if (groupBreak && (current as FileMatches).entries > 0 && (current as FileMatches).entries < GREP_MAX_PER_FILE) {
        // Another context group of the same file: said with grep's own `--`.
        (current as FileMatches).lines.push(GROUP_BREAK);
      }
      groupBreak = false;
      const f = current as FileMatches;
      if (!context) {
        f.matches++;
        total++;
      }
      f.entries++;
      if (f.entries > GREP_MAX_PER_FILE) continue;
      const num = decodeUtf8(L.buf.ptr + <usize>(L.start(i) + numAt), sepAt - numAt);
      const text = cutAround(trim(L.strFrom(i, sepAt + 1)), this.lit);
      // grep's own `12:text` (`12-text` for context), the path said once above.
      f.lines.push(num + (context ? "-" : ":") + text);
    }
    // The lines of the one file the user named: as grep prints them, without a header.
    const bare = files.length == 1 && files[0].path == SINGLE;
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
    if (files.length > 0 && !bare) {
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
      if (!bare) {
        out.pushString(f.shownPath.substring(prefix.length));
        // The file's match count when not all its lines can be shown.
        const room = GREP_MAX_RESULTS - shownTotal;
        if (f.entries > GREP_MAX_PER_FILE || f.entries > room) {
          out.pushString(" (");
          out.pushDecimal(f.matches);
          out.pushString(")");
        }
        out.pushString(":\n");
      }
      let shown = 0;
      for (let j = 0; j < f.lines.length; j++) {
        if (shown >= GREP_MAX_PER_FILE || shownTotal >= GREP_MAX_RESULTS) break;
        const line = f.lines[j];
        if (line != GROUP_BREAK) {
          shown++;
          shownTotal++;
        }
        out.pushString(line);
        out.pushByte(0x0a);
      }
      if (f.entries > shown) {
        out.pushString("+");
        out.pushDecimal(f.entries - shown);
        out.pushString(" more\n");
        this.capped = true;
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
