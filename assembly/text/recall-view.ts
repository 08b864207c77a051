// Views of a saved raw output for `rtk recall`: its last N lines, or the lines a regex matches,
// numbered. Byte-based and linear; the text is never decoded.

import { ByteBuffer } from "../abi/buffers";
import { Regex } from "../regex/index";

/** Appends the last `n` lines of src (a final newline does not start an extra, empty line). */
export function tailLinesBytes(src: usize, len: i32, n: i32, out: ByteBuffer): void {
  if (n <= 0 || len <= 0) return;
  let end = len;
  if (load<u8>(src + <usize>(end - 1)) == 0x0a) end--;
  let seen = 0;
  let start = end;
  while (start > 0) {
    if (load<u8>(src + <usize>(start - 1)) == 0x0a) {
      seen++;
      if (seen == n) break;
    }
    start--;
  }
  out.pushBytes(src + <usize>start, len - start);
}

/**
 * Appends "LINE:text\n" for every line of src in which `re` matches (the core's linear-time
 * engine, Rust regex syntax). Returns the number of matching lines.
 */
export function grepLinesBytes(src: usize, len: i32, re: Regex, out: ByteBuffer): i32 {
  let matches = 0;
  let lineStart = 0;
  let lineNo: i64 = 1;
  while (lineStart < len) {
    let lineEnd = lineStart;
    while (lineEnd < len && load<u8>(src + <usize>lineEnd) != 0x0a) lineEnd++;
    if (re.isMatch(src + <usize>lineStart, lineEnd - lineStart)) {
      matches++;
      out.pushDecimal(lineNo);
      out.pushByte(0x3a);
      out.pushBytes(src + <usize>lineStart, lineEnd - lineStart);
      out.pushByte(0x0a);
    }
    lineStart = lineEnd + 1;
    lineNo++;
  }
  return matches;
}
