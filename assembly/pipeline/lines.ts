// Byte-level line helpers with the reference's exact semantics (rtk-behaviour.md 4.2a).

import { ByteBuffer } from "../abi/buffers";
import { countChars } from "../text/tokens";
import { utf8SequenceLength } from "../abi/utf8";
import { findByte, HIGHS, zeroBytes } from "../abi/swar";

/** Receives one line: bytes without the `\n` and without one trailing `\r`. */
export abstract class LineSink {
  abstract line(src: usize, len: i32): void;

  /**
   * A line a splitter that tells (LineSplitter.tellsPlain) found ASCII without an ESC
   * (isPlainAscii): as any line, unless the sink reads such a line faster.
   */
  plainLine(src: usize, len: i32): void {
    this.line(src, len);
  }
}

const NEWLINES: u64 = 0x0a0a0a0a0a0a0a0a;

/** Index of the first `\n` in [from, len), or `len`; eight bytes at a time (SWAR). */
export function findNewline(src: usize, from: i32, len: i32): i32 {
  let i = from;
  while (i + 8 <= len) {
    const found = zeroBytes(load<u64>(src + <usize>i) ^ NEWLINES);
    if (found != 0) return i + <i32>(ctz(found) >> 3);
    i += 8;
  }
  while (i < len && load<u8>(src + <usize>i) != 0x0a) i++;
  return i;
}

/**
 * Splits a byte stream into lines across chunk boundaries: split on `\n`, drop one trailing
 * `\r` per line, and a final `\n` adds no empty line ("" is zero lines, "\n" one empty line).
 * Only the unfinished last line is held between chunks.
 */
export class LineSplitter {
  private partial: ByteBuffer;
  private open: bool = false;
  /**
   * Whether lines go to the sink's plainLine when they are ASCII without an ESC, told in the
   * pass that finds their end (a pipeline's input: it asks every line that first).
   */
  tellsPlain: bool = false;
  /** Whether the bytes the last scan read are plain (ASCII, no ESC); the held line's, while one is held. */
  private plain: bool = true;
  private partialPlain: bool = true;

  /** `capacity`: what the held line starts with (it grows with a longer one). */
  constructor(capacity: i32 = 1024) {
    this.partial = new ByteBuffer(capacity);
  }

  push(src: usize, len: i32, sink: LineSink): void {
    if (this.tellsPlain) this.pushTelling(src, len, sink);
    else this.pushLines(src, len, sink);
  }

  /**
   * Index of the first `\n` in [from, len), or `len`, eight bytes at a time; `plain` is left
   * saying whether the bytes before it are ASCII without an ESC (isPlainAscii of them).
   */
  private scan(src: usize, from: i32, len: i32): i32 {
    let i = from;
    let odd: u64 = 0;
    while (i + 8 <= len) {
      const w = load<u64>(src + <usize>i);
      const nl = zeroBytes(w ^ NEWLINES);
      // High bits exact; the lowest ESC flag is exact, so a flag below the newline is a true ESC.
      const bad = notPlainBytes(w);
      if (nl != 0) {
        const low = nl & (~nl + 1);
        this.plain = (odd | (bad & (low - 1))) == 0;
        return i + <i32>(ctz(nl) >> 3);
      }
      odd |= bad;
      i += 8;
    }
    let plain = odd == 0;
    while (i < len) {
      const c = load<u8>(src + <usize>i);
      if (c == 0x0a) break;
      if (c >= 0x80 || c == 0x1b) plain = false;
      i++;
    }
    this.plain = plain;
    return i;
  }

  private pushTelling(src: usize, len: i32, sink: LineSink): void {
    let start = 0;
    let i = 0;
    while ((i = this.scan(src, i, len)) < len) {
      if (this.open) {
        this.partial.pushBytes(src + <usize>start, i - start);
        this.emitTold(this.partial.ptr, this.partial.length, this.partialPlain && this.plain, sink);
        this.partial.clear();
        this.open = false;
      } else {
        this.emitTold(src + <usize>start, i - start, this.plain, sink);
      }
      start = ++i;
    }
    if (start < len) {
      this.partialPlain = this.open ? this.partialPlain && this.plain : this.plain;
      this.partial.pushBytes(src + <usize>start, len - start);
      this.open = true;
    }
  }

  private emitTold(src: usize, len: i32, plain: bool, sink: LineSink): void {
    if (len > 0 && load<u8>(src + <usize>(len - 1)) == 0x0d) len--;
    if (plain) sink.plainLine(src, len);
    else sink.line(src, len);
  }

  private pushLines(src: usize, len: i32, sink: LineSink): void {
    let start = 0;
    let i = 0;
    while ((i = findNewline(src, i, len)) < len) {
      if (this.open) {
        this.partial.pushBytes(src + <usize>start, i - start);
        this.emit(this.partial.ptr, this.partial.length, sink);
        this.partial.clear();
        this.open = false;
      } else {
        this.emit(src + <usize>start, i - start, sink);
      }
      start = ++i;
    }
    if (start < len) {
      this.partial.pushBytes(src + <usize>start, len - start);
      this.open = true;
    }
  }

  /** Emits the last line when the input did not end with `\n`. */
  finish(sink: LineSink): void {
    if (this.open) {
      if (this.tellsPlain) this.emitTold(this.partial.ptr, this.partial.length, this.partialPlain, sink);
      else this.emit(this.partial.ptr, this.partial.length, sink);
    }
    this.partial.clear();
    this.open = false;
  }

  private emit(src: usize, len: i32, sink: LineSink): void {
    if (len > 0 && load<u8>(src + <usize>(len - 1)) == 0x0d) len--;
    sink.line(src, len);
  }
}

@inline function isCsiParam(b: u8): bool {
  return (b >= 0x30 && b <= 0x39) || b == 0x3b;
}

@inline function isAsciiLetter(b: u8): bool {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
}

/**
 * The reference's `strip_ansi`: removes ESC `[` digits-and-semicolons letter, nothing else
 * (`ESC[?25l`, OSC and charset escapes stay). Appends the result to `out`.
 */
/** Whether stripCsi would take anything out of the line (an ESC `[` params letter in it). */
export function hasCsi(src: usize, len: i32): bool {
  // Most lines hold no ESC at all: that is asked eight bytes at a time first.
  const from = findByte(src, 0, len, 0x1b);
  for (let i = from; i + 2 < len; i++) {
    if (load<u8>(src + <usize>i) != 0x1b || load<u8>(src + <usize>i + 1) != 0x5b) continue;
    let j = i + 2;
    while (j < len && isCsiParam(load<u8>(src + <usize>j))) j++;
    if (j < len && isAsciiLetter(load<u8>(src + <usize>j))) return true;
  }
  return false;
}

export function stripCsi(src: usize, len: i32, out: ByteBuffer): void {
  let copied = 0;
  for (let i = 0; i + 2 < len; i++) {
    if (load<u8>(src + <usize>i) != 0x1b || load<u8>(src + <usize>i + 1) != 0x5b) continue;
    let j = i + 2;
    while (j < len && isCsiParam(load<u8>(src + <usize>j))) j++;
    if (j < len && isAsciiLetter(load<u8>(src + <usize>j))) {
      out.pushBytes(src + <usize>copied, i - copied);
      copied = j + 1;
      i = j;
    }
  }
  out.pushBytes(src + <usize>copied, len - copied);
}

/** Byte offset of the start of character `k` (or `len` when the line has fewer). */
export function charOffset(src: usize, len: i32, k: i32): i32 {
  let n = 0;
  for (let i = 0; i < len; i++) {
    if ((load<u8>(src + <usize>i) & 0xc0) != 0x80) {
      if (n == k) return i;
      n++;
    }
  }
  return len;
}

/**
 * `truncate_lines_at = n`: a line longer than n characters becomes its first n-3 characters
 * plus `...`; when n < 3 it becomes `...`. Returns false (nothing written) when the line fits.
 */
export function truncateLine(src: usize, len: i32, n: i32, out: ByteBuffer): bool {
  if (len <= n || countChars(src, len) <= <i64>n) return false;
  if (n >= 3) out.pushBytes(src, charOffset(src, len, n - 3));
  out.pushString("...");
  return true;
}

/** Rust's `char::is_whitespace` for the code point starting at `i`; returns its byte length or 0. */
function whitespaceAt(src: usize, i: i32, len: i32): i32 {
  const b = load<u8>(src + <usize>i);
  if (b == 0x20 || (b >= 0x09 && b <= 0x0d)) return 1;
  if (b == 0xc2 && i + 1 < len) {
    const c = load<u8>(src + <usize>i + 1);
    return c == 0x85 || c == 0xa0 ? 2 : 0;
  }
  if (b == 0xe1 && i + 2 < len) {
    return load<u8>(src + <usize>i + 1) == 0x9a && load<u8>(src + <usize>i + 2) == 0x80 ? 3 : 0;
  }
  if (b == 0xe2 && i + 2 < len) {
    const c = load<u8>(src + <usize>i + 1);
    const d = load<u8>(src + <usize>i + 2);
    if (c == 0x80 && ((d >= 0x80 && d <= 0x8a) || d == 0xa8 || d == 0xa9 || d == 0xaf)) return 3;
    if (c == 0x81 && d == 0x9f) return 3;
    return 0;
  }
  if (b == 0xe3 && i + 2 < len) {
    return load<u8>(src + <usize>i + 1) == 0x80 && load<u8>(src + <usize>i + 2) == 0x80 ? 3 : 0;
  }
  return 0;
}

/** True when the bytes are empty or only whitespace (what `str::trim().is_empty()` says). */
export function isBlank(src: usize, len: i32): bool {
  let i = 0;
  while (i < len) {
    const w = whitespaceAt(src, i, len);
    if (w == 0) return false;
    i += w;
  }
  return true;
}

/** Appends `s` (a byte slice) to a list kept as one buffer plus offsets; used by windows and sections. */
export class LineList {
  bytes: ByteBuffer = new ByteBuffer(256);
  ends: i32[] = [];

  get count(): i32 {
    return this.ends.length;
  }

  add(src: usize, len: i32): void {
    this.bytes.pushBytes(src, len);
    this.ends.push(this.bytes.length);
  }

  start(i: i32): i32 {
    return i == 0 ? 0 : unchecked(this.ends[i - 1]);
  }

  ptr(i: i32): usize {
    return this.bytes.ptr + <usize>this.start(i);
  }

  len(i: i32): i32 {
    return unchecked(this.ends[i]) - this.start(i);
  }

  clear(): void {
    this.bytes.clear();
    this.ends.length = 0;
  }
}

const ESCAPES: u64 = 0x1b1b1b1b1b1b1b1b;

/** The bytes of `w` that are not ASCII, or may be ESC (zeroBytes' rule: the lowest ESC flag is exact), flagged by their high bit. */
@inline function notPlainBytes(w: u64): u64 {
  return (w & HIGHS) | zeroBytes(w ^ ESCAPES);
}

/**
 * Whether the bytes are all ASCII and hold no ESC (most lines): then they are valid UTF-8 and
 * hold no escape sequence, asked in one pass eight bytes at a time. False says only that one of
 * the two may not hold (isValidUtf8, hasCsi tell).
 */
export function isPlainAscii(src: usize, len: i32): bool {
  let i = 0;
  for (; i + 8 <= len; i += 8) {
    const w = load<u64>(src + <usize>i);
    if (notPlainBytes(w) != 0) return false;
  }
  for (; i < len; i++) {
    const c = load<u8>(src + <usize>i);
    if (c >= 0x80 || c == 0x1b) return false;
  }
  return true;
}

/** Whether the bytes are valid UTF-8 (ASCII checked eight bytes at a time). */
export function isValidUtf8(src: usize, len: i32): bool {
  let i = 0;
  while (i < len) {
    if (i + 8 <= len && (load<u64>(src + <usize>i) & HIGHS) == 0) {
      i += 8;
      continue;
    }
    const n = utf8SequenceLength(src, i, len);
    if (n <= 0) return false;
    i += n;
  }
  return true;
}

/** Appends the bytes with every maximal invalid subpart replaced by U+FFFD. */
export function lossyUtf8(src: usize, len: i32, out: ByteBuffer): void {
  let i = 0;
  let copied = 0;
  while (i < len) {
    const n = utf8SequenceLength(src, i, len);
    if (n > 0) {
      i += n;
      continue;
    }
    out.pushBytes(src + <usize>copied, i - copied);
    out.pushByte(0xef);
    out.pushByte(0xbf);
    out.pushByte(0xbd);
    i -= n;
    copied = i;
  }
  out.pushBytes(src + <usize>copied, len - copied);
}
