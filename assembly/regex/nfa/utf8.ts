// Splits a range of Unicode scalar values into sequences of byte ranges whose concatenation
// matches exactly the UTF-8 encodings of that range (so automata never match a partial or
// invalid code point, and never a surrogate).

/** Appends sequences to `out`: each is [len, lo0, hi0, lo1, hi1, ...] flattened. */
export function utf8Sequences(lo: u32, hi: u32, out: Array<Array<i32>>): void {
  // Surrogates have no UTF-8 encoding.
  if (lo <= 0xdfff && hi >= 0xd800) {
    if (lo < 0xd800) utf8Sequences(lo, 0xd7ff, out);
    if (hi > 0xdfff) utf8Sequences(0xe000, hi, out);
    return;
  }
  split(lo, hi, out);
}

function maxForLen(n: i32): u32 {
  return n == 1 ? 0x7f : n == 2 ? 0x7ff : n == 3 ? 0xffff : 0x10ffff;
}

function encLen(c: u32): i32 {
  return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

function split(lo: u32, hi: u32, out: Array<Array<i32>>): void {
  if (lo > hi) return;
  // Same encoded length first.
  const n = encLen(lo);
  if (encLen(hi) != n) {
    const m = maxForLen(n);
    split(lo, m, out);
    split(m + 1, hi, out);
    return;
  }
  if (n == 1) {
    out.push([<i32>lo, <i32>hi]);
    return;
  }
  // Split so that every continuation position is either a full 80-BF range or shares a prefix.
  for (let i = 1; i < n; i++) {
    const m: u32 = (1 << (6 * i)) - 1; // low bits covered by i continuation bytes
    if ((lo & ~m) != (hi & ~m)) {
      if ((lo & m) != 0) {
        split(lo, lo | m, out);
        split((lo | m) + 1, hi, out);
        return;
      }
      if ((hi & m) != m) {
        split(lo, (hi & ~m) - 1, out);
        split(hi & ~m, hi, out);
        return;
      }
    }
  }
  const a = encode(lo);
  const b = encode(hi);
  const seq = new Array<i32>();
  for (let i = 0; i < n; i++) {
    seq.push(a[i]);
    seq.push(b[i]);
  }
  out.push(seq);
}

function encode(c: u32): Array<i32> {
  if (c < 0x80) return [<i32>c];
  if (c < 0x800) return [<i32>(0xc0 | (c >> 6)), <i32>(0x80 | (c & 0x3f))];
  if (c < 0x10000) return [<i32>(0xe0 | (c >> 12)), <i32>(0x80 | ((c >> 6) & 0x3f)), <i32>(0x80 | (c & 0x3f))];
  return [<i32>(0xf0 | (c >> 18)), <i32>(0x80 | ((c >> 12) & 0x3f)), <i32>(0x80 | ((c >> 6) & 0x3f)), <i32>(0x80 | (c & 0x3f))];
}

/** Writes the UTF-8 encoding of `c` into `out` (cleared first). */
export function encodeUtf8(c: u32, out: Array<i32>): void {
  out.length = 0;
  const e = encode(c);
  for (let i = 0; i < e.length; i++) out.push(e[i]);
}
