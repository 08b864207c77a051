// Token estimate used for every savings figure: ceil(chars / 4), as the reference does,
// where chars counts Unicode scalar values (UTF-8 bytes that do not continue a character).

const HIGH_BITS: u64 = 0x8080808080808080;

/**
 * Counts the bytes that start a character. Every chunk of every run passes through here, so it
 * works eight bytes a round: a continuation byte is the one with bit 7 set and bit 6 clear, and
 * `w & ~(w << 1)` leaves exactly those bit 7s standing (the shift moves each byte's bit 6 onto
 * its own bit 7).
 */
export function countChars(src: usize, len: i32): i64 {
  let continuation: i64 = 0;
  let i = 0;
  for (; i + 8 <= len; i += 8) {
    const w = load<u64>(src + <usize>i);
    continuation += <i64>popcnt<u64>(w & ~(w << 1) & HIGH_BITS);
  }
  for (; i < len; i++) {
    if ((load<u8>(src + <usize>i) & 0xc0) == 0x80) continuation++;
  }
  return <i64>len - continuation;
}

export function estimateTokensBytes(src: usize, len: i32): i64 {
  return (countChars(src, len) + 3) / 4;
}
