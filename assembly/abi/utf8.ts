// UTF-8 decoding and encoding that gives back every byte it was given.
//
// The core works on bytes, but code filters decode the few lines they keep or parse into strings
// and encode them again on output. AssemblyScript's `String.UTF8` trusts its input: a lead byte
// swallows the next bytes whatever they are (`caf\xe9 latin1` came back as `caf\xe9\xa0\xacatin1`,
// `x\xffyz` as `x`). Output from real tools is not always valid UTF-8 (latin-1 logs, binary junk,
// a sequence cut at a chunk's end), and rtk promises those bytes back unchanged.
//
// So decoding checks every sequence as Unicode defines a well-formed one (no overlong forms, no
// encoded surrogates, nothing above U+10FFFF, continuation bytes checked one by one) and turns
// each byte of an ill-formed part into a lone low surrogate U+DC80..U+DCFF (the byte's value
// plus 0xDC00, the "surrogate escape" scheme). Decoding never makes a lone surrogate any other
// way, so encoding turns exactly those back into the original byte: decode then encode is the
// identity on any bytes. Other lone surrogates (only a string cut inside a pair can hold one)
// encode as U+FFFD rather than as the ill-formed three bytes of WTF-8.

/**
 * Length (1..4) of the well-formed UTF-8 sequence at byte `i` of `src[0..len)`, or the negated
 * length (at least 1) of its maximal ill-formed subpart: the longest prefix of a well-formed
 * sequence that stops being one (Unicode's definition, the unit Rust's `from_utf8_lossy`
 * replaces by one U+FFFD). A sequence cut by `len` is ill-formed here: a caller reading a stream
 * holds such a tail back until the next chunk.
 */
export function utf8SequenceLength(src: usize, i: i32, len: i32): i32 {
  const b = load<u8>(src + <usize>i);
  if (b < 0x80) return 1;
  let n = 0;
  let lo: u8 = 0x80;
  let hi: u8 = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) n = 2;
  else if (b >= 0xe0 && b <= 0xef) {
    n = 3;
    if (b == 0xe0) lo = 0xa0; // below: an overlong form
    else if (b == 0xed) hi = 0x9f; // above: a UTF-16 surrogate
  } else if (b >= 0xf0 && b <= 0xf4) {
    n = 4;
    if (b == 0xf0) lo = 0x90; // below: an overlong form
    else if (b == 0xf4) hi = 0x8f; // above: past U+10FFFF
  } else return -1; // a continuation byte, C0/C1 (overlong two-byte forms), F5..FF
  for (let k = 1; k < n; k++) {
    if (i + k >= len) return -k;
    const c = load<u8>(src + <usize>(i + k));
    if (k == 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return -k;
  }
  return n;
}

/** True when the `len` bytes at `src` are well-formed UTF-8. */
export function isUtf8(src: usize, len: i32): bool {
  let i = 0;
  while (i < len) {
    const n = utf8SequenceLength(src, i, len);
    if (n <= 0) return false;
    i += n;
  }
  return true;
}

/** The `len` bytes at `src` as a string; ill-formed bytes become U+DC80..U+DCFF (see above). */
export function decodeUtf8(src: usize, len: i32): string {
  if (len <= 0) return "";
  // One UTF-16 unit per byte at most: every sequence of n bytes gives at most n units.
  const str = changetype<usize>(__new(<usize>len << 1, idof<String>()));
  let o = str;
  let i = 0;
  while (i < len) {
    const b0 = <u32>load<u8>(src + <usize>i);
    if (b0 < 0x80) {
      store<u16>(o, <u16>b0);
      o += 2;
      i++;
      continue;
    }
    const n = utf8SequenceLength(src, i, len);
    if (n < 0) {
      for (let k = 0; k < -n; k++) {
        store<u16>(o, <u16>(0xdc00 | <u32>load<u8>(src + <usize>(i + k))));
        o += 2;
      }
      i -= n;
      continue;
    }
    const b1 = <u32>load<u8>(src + <usize>(i + 1)) & 0x3f;
    if (n == 2) {
      store<u16>(o, <u16>(((b0 & 0x1f) << 6) | b1));
      o += 2;
    } else if (n == 3) {
      const b2 = <u32>load<u8>(src + <usize>(i + 2)) & 0x3f;
      store<u16>(o, <u16>(((b0 & 0x0f) << 12) | (b1 << 6) | b2));
      o += 2;
    } else {
      const b2 = <u32>load<u8>(src + <usize>(i + 2)) & 0x3f;
      const b3 = <u32>load<u8>(src + <usize>(i + 3)) & 0x3f;
      const cp = (((b0 & 0x07) << 18) | (b1 << 12) | (b2 << 6) | b3) - 0x10000;
      store<u16>(o, <u16>(0xd800 | (cp >> 10)));
      store<u16>(o + 2, <u16>(0xdc00 | (cp & 0x3ff)));
      o += 4;
    }
    i += n;
  }
  return changetype<string>(__renew(str, o - str));
}

/** The UTF-16 unit at `k` of `s` (0 <= k < s.length), read in place: charCodeAt is a call per unit, with a bounds check. */
@inline export function unitOf(s: string, k: i32): u32 {
  return <u32>load<u16>(changetype<usize>(s) + (<usize>k << 1));
}

/** Bytes `encodeUtf8Unsafe` writes for `s`. */
export function utf8ByteLength(s: string): i32 {
  const n = s.length;
  let bytes = 0;
  for (let k = 0; k < n; k++) {
    const c = unitOf(s, k);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && k + 1 < n && (unitOf(s, k + 1) & 0xfc00) == 0xdc00) {
      bytes += 4;
      k++;
    } else if (c >= 0xdc80 && c <= 0xdcff) bytes += 1; // an escaped byte
    else bytes += 3; // the rest, U+FFFD for another lone surrogate included
  }
  return bytes;
}

/** Writes `s` as UTF-8 at `dst` (room for `utf8ByteLength(s)` bytes); returns the bytes written. */
export function encodeUtf8Unsafe(s: string, dst: usize): i32 {
  const n = s.length;
  let o = dst;
  for (let k = 0; k < n; k++) {
    let c = unitOf(s, k);
    if (c < 0x80) {
      store<u8>(o++, <u8>c);
      continue;
    }
    if (c < 0x800) {
      store<u8>(o, <u8>(0xc0 | (c >> 6)));
      store<u8>(o + 1, <u8>(0x80 | (c & 0x3f)));
      o += 2;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = k + 1 < n ? unitOf(s, k + 1) : 0;
      if (c <= 0xdbff && (d & 0xfc00) == 0xdc00) {
        const cp = 0x10000 + (((c & 0x3ff) << 10) | (d & 0x3ff));
        store<u8>(o, <u8>(0xf0 | (cp >> 18)));
        store<u8>(o + 1, <u8>(0x80 | ((cp >> 12) & 0x3f)));
        store<u8>(o + 2, <u8>(0x80 | ((cp >> 6) & 0x3f)));
        store<u8>(o + 3, <u8>(0x80 | (cp & 0x3f)));
        o += 4;
        k++;
        continue;
      }
      if (c >= 0xdc80 && c <= 0xdcff) {
        store<u8>(o++, <u8>(c & 0xff)); // the byte decodeUtf8 could not read
        continue;
      }
      c = 0xfffd;
    }
    store<u8>(o, <u8>(0xe0 | (c >> 12)));
    store<u8>(o + 1, <u8>(0x80 | ((c >> 6) & 0x3f)));
    store<u8>(o + 2, <u8>(0x80 | (c & 0x3f)));
    o += 3;
  }
  return <i32>(o - dst);
}

/** `s` as UTF-8 bytes in a fresh buffer (escaped bytes restored). */
export function encodeUtf8(s: string): ArrayBuffer {
  const buf = new ArrayBuffer(utf8ByteLength(s));
  encodeUtf8Unsafe(s, changetype<usize>(buf));
  return buf;
}

/**
 * `at`, moved back to the start of the well-formed sequence it falls inside, if any: a cut there
 * splits no character. Ill-formed bytes are single units, so a run of stray continuation bytes
 * never moves the cut further than the three bytes a character can reach back.
 */
export function utf8BoundaryBefore(src: usize, len: i32, at: i32): i32 {
  if (at <= 0 || at >= len) return at;
  const lim = at - 3 < 0 ? 0 : at - 3;
  for (let i = at - 1; i >= lim; i--) {
    const b = load<u8>(src + <usize>i);
    if ((b & 0xc0) == 0x80) continue;
    const n = utf8SequenceLength(src, i, len);
    return n > 0 && i + n > at ? i : at;
  }
  return at;
}
