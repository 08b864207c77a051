// Token estimate used for every savings figure: ceil(chars / 4), as the reference does,
// where chars counts Unicode scalar values (UTF-8 bytes that do not continue a character).

import { continuationBytes } from "../abi/swar";

/**
 * Counts the bytes that start a character. Every chunk of every run passes through here, so it
 * works eight bytes a round (continuationBytes).
 */
export function countChars(src: usize, len: i32): i64 {
  let continuation: i64 = 0;
  let i = 0;
  for (; i + 8 <= len; i += 8) continuation += continuationBytes(load<u64>(src + <usize>i));
  for (; i < len; i++) {
    if ((load<u8>(src + <usize>i) & 0xc0) == 0x80) continuation++;
  }
  return <i64>len - continuation;
}

export function estimateTokensBytes(src: usize, len: i32): i64 {
  return (countChars(src, len) + 3) / 4;
}
