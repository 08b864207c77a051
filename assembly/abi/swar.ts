// Eight bytes at a time (SWAR: a u64 read as eight bytes). The byte scans of every layer (the
// regex prefilter and DFA, escape sequences, lines, token counts) are built from these, so the
// borrow rule below is stated and relied on in one place.

export const ONES: u64 = 0x0101010101010101;
export const HIGHS: u64 = 0x8080808080808080;

/** Eight copies of byte `b`, to compare eight bytes at once. */
@inline export function eightOf(b: u8): u64 {
  return ONES * <u64>b;
}

/**
 * The bytes of `x` that are zero, flagged by their high bit: the lowest flag is exact (a borrow
 * only runs upward from a true zero), so `ctz(flags) >> 3` is the first zero byte. A flag above
 * the lowest may be false: a caller that needs every flag exact checks each one.
 */
@inline export function zeroBytes(x: u64): u64 {
  return (x - ONES) & ~x & HIGHS;
}

/**
 * How many of the eight bytes of `w` continue a UTF-8 character (10xxxxxx): `w & ~(w << 1)`
 * leaves bit 7 standing exactly where bit 7 is set and bit 6 clear (the shift moves each byte's
 * bit 6 onto its own bit 7).
 */
@inline export function continuationBytes(w: u64): i64 {
  return <i64>popcnt<u64>(w & ~(w << 1) & HIGHS);
}

/** Index of the first byte `b` in [from, len) at `src`, or `len`. */
export function findByte(src: usize, from: i32, len: i32, b: u8): i32 {
  const bs = eightOf(b);
  let i = from;
  while (i + 8 <= len) {
    const found = zeroBytes(load<u64>(src + <usize>i) ^ bs);
    if (found != 0) return i + <i32>(ctz(found) >> 3);
    i += 8;
  }
  while (i < len && load<u8>(src + <usize>i) != b) i++;
  return i;
}
