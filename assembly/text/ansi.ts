// Streaming removal of terminal escape sequences.
//
// Recognises the same sequences as the `strip-ansi` npm package (its oracle in the tests):
// CSI (ESC [ or C1 U+009B, parameters, intermediates, final byte), OSC (ESC ] or U+009D,
// payload, BEL or ST), control strings (DCS/SOS/PM/APC, ESC k titles: payload then ST),
// Linux console palette codes, and two-byte or intermediate escapes. C1 controls are read
// in their UTF-8 form (0xC2 0x80..0x9F).
//
// Works on bytes across chunk boundaries: a sequence that may still complete is held back
// until the next chunk or the end of the stream. Anything that is not a complete sequence is
// kept byte for byte, so no text is lost and valid UTF-8 stays valid. A held sequence longer
// than MAX_PENDING bytes is given up on and kept as text, which bounds memory on an
// unterminated string.

import { ByteBuffer } from "../abi/buffers";
import { eightOf, zeroBytes } from "../abi/swar";

const ESC: u8 = 0x1b;
const BEL: u8 = 0x07;
const MAX_PENDING: i32 = 64 * 1024;

// Result of matching at an introducer: a positive length, NO_MATCH, or NEED_MORE.
const NO_MATCH: i32 = 0;
const NEED_MORE: i32 = -1;

@inline function isC1(buf: usize, i: i32, end: i32): i32 {
  // Returns the C1 code (0x80..0x9F) at i, -1 when not a C1 char, -2 when undecidable yet.
  if (load<u8>(buf + <usize>i) != 0xc2) return -1;
  if (i + 1 >= end) return -2;
  const b = load<u8>(buf + <usize>i + 1);
  return b >= 0x80 && b <= 0x9f ? <i32>b : -1;
}

/** Payload of OSC and control strings: stops at CAN, SUB, ESC or a C1 control. */
function scanString(buf: usize, start: i32, end: i32, final: bool, allowBel: bool): i32 {
  let i = start;
  while (i < end) {
    const b = load<u8>(buf + <usize>i);
    if (allowBel && b == BEL) return i + 1 - start;
    if (b == 0x18 || b == 0x1a) return NO_MATCH;
    if (b == ESC) {
      if (i + 1 >= end) return final ? NO_MATCH : NEED_MORE;
      return load<u8>(buf + <usize>i + 1) == 0x5c ? i + 2 - start : NO_MATCH;
    }
    if (b == 0xc2) {
      const c = isC1(buf, i, end);
      if (c == -2) return final ? NO_MATCH : NEED_MORE;
      if (c == 0x9c) return i + 2 - start;
      if (c >= 0) return NO_MATCH;
    }
    i++;
  }
  return final ? NO_MATCH : NEED_MORE;
}

function isHex(b: u8): bool {
  return (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);
}

/** Linux palette: ESC ] (P hex{7} | R) then an optional BEL or ST. `i` is after "ESC ]". */
function matchPalette(buf: usize, i: i32, end: i32, final: bool): i32 {
  if (i >= end) return final ? NO_MATCH : NEED_MORE;
  const b = load<u8>(buf + <usize>i);
  let j = i;
  if (b == 0x52) {
    j = i + 1;
  } else if (b == 0x50) {
    for (let k = 1; k <= 7; k++) {
      if (i + k >= end) return final ? NO_MATCH : NEED_MORE;
      if (!isHex(load<u8>(buf + <usize>(i + k)))) return NO_MATCH;
    }
    j = i + 8;
  } else {
    return NO_MATCH;
  }
  // Optional terminator, taken when present.
  if (j >= end) return final ? j : NEED_MORE;
  const t = load<u8>(buf + <usize>j);
  if (t == BEL) return j + 1;
  if (t == ESC) {
    if (j + 1 >= end) return final ? j : NEED_MORE;
    return load<u8>(buf + <usize>j + 1) == 0x5c ? j + 2 : j;
  }
  if (t == 0xc2) {
    if (j + 1 >= end) return final ? j : NEED_MORE;
    return load<u8>(buf + <usize>j + 1) == 0x9c ? j + 2 : j;
  }
  return j;
}

/** CSI body after the introducer: [0x30-0x3F]* [0x20-0x2F]* [0x40-0x7E]. Returns body length. */
function matchCsiBody(buf: usize, i: i32, end: i32, final: bool): i32 {
  let j = i;
  while (j < end) {
    const b = load<u8>(buf + <usize>j);
    if (b >= 0x30 && b <= 0x3f) j++;
    else break;
  }
  while (j < end) {
    const b = load<u8>(buf + <usize>j);
    if (b >= 0x20 && b <= 0x2f) j++;
    else break;
  }
  if (j >= end) return final ? NO_MATCH : NEED_MORE;
  const f = load<u8>(buf + <usize>j);
  return f >= 0x40 && f <= 0x7e ? j + 1 - i : NO_MATCH;
}

/** Second byte of a two-byte escape: [0-9A-PR-TZcf-oq-uy=><~|}]. */
function isEscapeFinal(b: u8): bool {
  if (b >= 0x30 && b <= 0x39) return true;
  if (b >= 0x41 && b <= 0x50) return true;
  if (b >= 0x52 && b <= 0x54) return true;
  if (b == 0x5a || b == 0x63) return true;
  if (b >= 0x66 && b <= 0x6f) return true;
  if (b >= 0x71 && b <= 0x75) return true;
  return b == 0x79 || b == 0x3d || b == 0x3e || b == 0x3c || b == 0x7e || b == 0x7c || b == 0x7d;
}

/**
 * Length of the escape sequence starting at `i` (an ESC or 0xC2 byte), NO_MATCH, or NEED_MORE
 * when the bytes so far could still become a sequence.
 */
export function matchSequence(buf: usize, i: i32, end: i32, final: bool): i32 {
  const b0 = load<u8>(buf + <usize>i);
  if (b0 == 0xc2) {
    const c = isC1(buf, i, end);
    if (c == -2) return final ? NO_MATCH : NEED_MORE;
    if (c == 0x9d) {
      const n = scanString(buf, i + 2, end, final, true);
      return n > 0 ? n + 2 : n;
    }
    if (c == 0x90 || c == 0x98 || c == 0x9e || c == 0x9f) {
      const n = scanString(buf, i + 2, end, final, false);
      return n > 0 ? n + 2 : n;
    }
    if (c == 0x9b) {
      const n = matchCsiBody(buf, i + 2, end, final);
      return n > 0 ? n + 2 : n;
    }
    return NO_MATCH;
  }
  // b0 == ESC
  if (i + 1 >= end) return final ? NO_MATCH : NEED_MORE;
  const b1 = load<u8>(buf + <usize>i + 1);
  if (b1 == 0x5d) {
    // ']': palette first, then OSC.
    const p = matchPalette(buf, i + 2, end, final);
    if (p == NEED_MORE) return NEED_MORE;
    if (p > 0) return p - i;
    const n = scanString(buf, i + 2, end, final, true);
    return n > 0 ? n + 2 : n;
  }
  if (b1 == 0x50 || b1 == 0x58 || b1 == 0x5e || b1 == 0x5f || b1 == 0x6b) {
    // DCS, SOS, PM, APC, title: a control string; failing that, 'P' and 'X' are also two-byte escapes.
    const n = scanString(buf, i + 2, end, final, false);
    if (n == NEED_MORE) return NEED_MORE;
    if (n > 0) return n + 2;
    return isEscapeFinal(b1) ? 2 : NO_MATCH;
  }
  if (b1 == 0x5b) {
    const n = matchCsiBody(buf, i + 2, end, final);
    return n > 0 ? n + 2 : n;
  }
  if (b1 >= 0x20 && b1 <= 0x2f) {
    let j = i + 2;
    while (j < end) {
      const b = load<u8>(buf + <usize>j);
      if (b >= 0x20 && b <= 0x2f) j++;
      else break;
    }
    if (j >= end) return final ? NO_MATCH : NEED_MORE;
    const f = load<u8>(buf + <usize>j);
    return f >= 0x30 && f <= 0x7e ? j + 1 - i : NO_MATCH;
  }
  return isEscapeFinal(b1) ? 2 : NO_MATCH;
}

const ESCS: u64 = eightOf(ESC);
const C2S: u64 = eightOf(0xc2);

/** The bytes of `w` that may start a sequence (ESC, 0xC2), flagged by their high bit; the lowest flag is exact (zeroBytes). */
@inline export function introducerBytes(w: u64): u64 {
  return zeroBytes(w ^ ESCS) | zeroBytes(w ^ C2S);
}

/** Whether the byte `b` may start a sequence (introducerBytes' rule for one byte). */
@inline export function isIntroducer(b: u8): bool {
  return b == ESC || b == 0xc2;
}

/**
 * The offset of the first byte from `from` that may start a sequence (ESC, or 0xC2 of a C1
 * control), or `len`: eight bytes at a time (the lowest flagged byte of each test is exact, so
 * the lowest of both is the first).
 */
export function findIntroducer(src: usize, from: i32, len: i32): i32 {
  let i = from;
  while (i + 8 <= len) {
    const found = introducerBytes(load<u64>(src + <usize>i));
    if (found != 0) return i + <i32>(ctz(found) >> 3);
    i += 8;
  }
  while (i < len) {
    if (isIntroducer(load<u8>(src + <usize>i))) return i;
    i++;
  }
  return len;
}

/** Strips escape sequences from a byte stream fed in chunks of any size. */
export class AnsiStripper {
  private pending: ByteBuffer = new ByteBuffer(64);

  /** Appends the stripped form of `len` bytes at `src` to `out`. */
  push(src: usize, len: i32, out: ByteBuffer): void {
    if (this.pending.length == 0) {
      const rest = this.scan(src, len, false, out);
      if (rest < len) this.pending.pushBytes(src + <usize>rest, len - rest);
      return;
    }
    this.pending.pushBytes(src, len);
    this.drainPending(false, out);
  }

  /** Flushes what is held back: an incomplete sequence at the end is kept as text. */
  finish(out: ByteBuffer): void {
    if (this.pending.length > 0) this.drainPending(true, out);
  }

  private drainPending(final: bool, out: ByteBuffer): void {
    const p = this.pending;
    const used = this.scan(p.ptr, p.length, final, out);
    p.consume(used);
    if (!final && p.length > MAX_PENDING) {
      // Give up on the held sequence: keep its introducer as text and rescan after it.
      out.pushByte(p.byteAt(0));
      p.consume(1);
      this.drainPending(false, out);
    }
  }

  /** Copies text and drops sequences; returns how many bytes were decided. */
  private scan(buf: usize, len: i32, final: bool, out: ByteBuffer): i32 {
    let i = 0;
    let textStart = 0;
    while ((i = findIntroducer(buf, i, len)) < len) {
      const m = matchSequence(buf, i, len, final);
      if (m == NEED_MORE) {
        out.pushBytes(buf + <usize>textStart, i - textStart);
        return i;
      }
      if (m > 0) {
        out.pushBytes(buf + <usize>textStart, i - textStart);
        i += m;
        textStart = i;
      } else {
        i++;
      }
    }
    out.pushBytes(buf + <usize>textStart, len - textStart);
    return len;
  }
}

/** Whole-buffer form. */
export function stripAnsiBytes(src: usize, len: i32, out: ByteBuffer): void {
  const s = new AnsiStripper();
  s.push(src, len, out);
  s.finish(out);
}
