// Views of a saved raw output for `rtk recall`: its last N lines, or the lines that contain a
// literal pattern, numbered. Byte-based and linear; the text is never decoded.

import { ByteBuffer } from "../abi/buffers";

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

function matchesAt(src: usize, i: i32, pat: usize, patLen: i32): bool {
  for (let k = 0; k < patLen; k++) {
    if (load<u8>(src + <usize>(i + k)) != load<u8>(pat + <usize>k)) return false;
  }
  return true;
}

/**
 * Appends "LINE:text\n" for every line of src that contains the pattern (an empty pattern
 * matches every line). Returns the number of matching lines.
 */
export function grepLinesBytes(src: usize, len: i32, pat: usize, patLen: i32, out: ByteBuffer): i32 {
  let matches = 0;
  let lineStart = 0;
  let lineNo: i64 = 1;
  while (lineStart < len) {
    let lineEnd = lineStart;
    while (lineEnd < len && load<u8>(src + <usize>lineEnd) != 0x0a) lineEnd++;
    let found = patLen == 0;
    for (let i = lineStart; !found && i + patLen <= lineEnd; i++) found = matchesAt(src, i, pat, patLen);
    if (found) {
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
