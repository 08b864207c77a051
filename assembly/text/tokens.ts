// Token estimate used for every savings figure: ceil(chars / 4), as the reference does,
// where chars counts Unicode scalar values (UTF-8 bytes that do not continue a character).

export function countChars(src: usize, len: i32): i64 {
  let n: i64 = 0;
  for (let i = 0; i < len; i++) {
    if ((load<u8>(src + <usize>i) & 0xc0) != 0x80) n++;
  }
  return n;
}

export function estimateTokensBytes(src: usize, len: i32): i64 {
  return (countChars(src, len) + 3) / 4;
}
