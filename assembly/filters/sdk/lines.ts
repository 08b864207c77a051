// The one line model of the code filters: an index of the lines of a captured buffer, offsets
// only, so a filter looks at bytes and decodes to a string only the lines it keeps or parses. A
// line excludes its `\n` and one trailing `\r`; a final `\n` adds no empty line. The `\r` is
// still in the buffer: a filter that writes a file's line as the raw has it (a diff, a grep match)
// ends it with `endTo`, which puts it back (a CRLF file's lines are its bytes). Parsers that
// work on strings (the build, test and lint renderers) get the same lines as strings from
// `lineStrings`, decoded straight from the bytes (an offset index they would not read costs a
// run of that size several percent). `splitLines` is the same rule for text that is already a
// string (a JSON string value holding lines).
//
// The splitting is the declarative pipeline's (pipeline/lines.ts: same rules, its SWAR
// `findNewline`), so both read a line the same way. The two stay separate types on purpose: the
// pipeline streams chunk by chunk into a sink and keeps nothing but the unfinished line, while a
// code filter decides at the end and needs random access to every line of the whole capture
// (look back, look ahead, compare two lines). Making the pipeline build this index would add an
// allocation per line to its hot path; making the filters stream would cost them their look-around.
// Blank also differs on purpose: the pipeline's `isBlank` is the reference's Unicode whitespace
// rule, this one is spaces and tabs (what the tools' output uses).

import { ByteBuffer, countNewlines } from "../../abi/buffers";
import { findNewline } from "../../pipeline/lines";
import { eightOf, findByte, zeroBytes } from "../../abi/swar";
import { decodeUtf8 } from "../../abi/utf8";

export class Lines {
  /**
   * Line i's start at 2i, its end at 2i + 1: one allocation per index (a task runner's run makes
   * one for each task's output), sized once from a count of the newlines, never grown.
   */
  private spans: StaticArray<i32>;
  /** The line count (only this class changes it): every loop over the lines asks it. */
  private n: i32;

  /** `newlines`: the count of `\n` in `buf` when the caller knows it (output detection counted them as they came), else -1. */
  constructor(readonly buf: ByteBuffer, newlines: i32 = -1) {
    const index = new LineIndex(new StaticArray<i32>(((newlines >= 0 ? newlines : countNewlines(buf.ptr, buf.length)) + 1) << 1));
    eachLine<LineIndex>(buf.ptr, buf.length, index);
    this.spans = index.spans;
    this.n = index.count;
  }

  /** The lines of text that is already a string (a byte rule asked of one line, as a sniffer has it). */
  static ofText(text: string): Lines {
    const buf = new ByteBuffer(text.length * 3 + 16);
    buf.pushString(text);
    return new Lines(buf);
  }

  @inline get count(): i32 {
    return this.n;
  }

  // Read in place (the arrays never grow once built): every byte question asks these.
  @inline start(i: i32): i32 {
    return load<i32>(changetype<usize>(this.spans) + (<usize>i << 3));
  }

  @inline end(i: i32): i32 {
    return load<i32>(changetype<usize>(this.spans) + (<usize>i << 3), 4);
  }

  @inline len(i: i32): i32 {
    return this.end(i) - this.start(i);
  }

  @inline byteAt(i: i32, k: i32): u8 {
    return load<u8>(this.buf.ptr + <usize>(this.start(i) + k));
  }

  /** Where line i's bytes start in memory (valid until the buffer grows). */
  @inline at(i: i32): usize {
    return this.buf.ptr + <usize>this.start(i);
  }

  str(i: i32): string {
    return decodeUtf8(this.buf.ptr + <usize>this.start(i), this.len(i));
  }

  /** The line from byte `from` on, decoded. */
  strFrom(i: i32, from: i32): string {
    const l = this.len(i);
    if (from >= l) return "";
    return decodeUtf8(this.buf.ptr + <usize>(this.start(i) + from), l - from);
  }

  /** True when the line begins with the ASCII literal `lit`. */
  @inline startsWith(i: i32, lit: string): bool {
    return bytesStartWith(this.buf.ptr + <usize>this.start(i), this.len(i), lit);
  }

  @inline isBlank(i: i32): bool {
    return this.indent(i) == this.len(i);
  }

  /** Offset of the first `b` in the line at or after `from`, or -1. */
  indexOf(i: i32, b: u8, from: i32 = 0): i32 {
    const n = this.len(i);
    if (from < 0 || from >= n) return from < 0 ? scanByte(this.at(i), from, n, b) : -1;
    // Eight bytes at a time (a sniffer asks it of every line it reads).
    const k = findByte(this.at(i), from, n, b);
    return k < n ? k : -1;
  }

  /** Offset of the last `b` in the line before `before`, or -1. */
  lastIndexOf(i: i32, b: u8, before: i32): i32 {
    const p = this.at(i);
    for (let k = before - 1; k >= 0; k--) if (load<u8>(p + <usize>k) == b) return k;
    return -1;
  }

  /** Count of leading spaces and tabs. */
  @inline indent(i: i32): i32 {
    // In place: most byte rules ask it of every line.
    const p = this.at(i);
    const n = this.len(i);
    let k = 0;
    while (k < n && isSpaceByte(load<u8>(p + <usize>k))) k++;
    return k;
  }

  /** Copies the line and a `\n` to `out`. */
  copyTo(i: i32, out: ByteBuffer): void {
    out.pushBytes(this.buf.ptr + <usize>this.start(i), this.len(i));
    out.pushByte(0x0a);
  }

  /**
   * Whether line i ended in `\r\n` in the captured bytes (the `\r` the splitting rule left out
   * of the line): the byte right after the line is that `\r`, else it is the `\n` or the end.
   * A filter that writes a line of content (a diff's, a match's) as the raw has it ends it with
   * `endTo`, so a CRLF file's lines keep their bytes.
   */
  @inline hadCr(i: i32): bool {
    const e = this.end(i);
    return e < this.buf.length && load<u8>(this.buf.ptr + <usize>e) == 0x0d;
  }

  /** Writes the end of line i as the raw had it: `\r\n` when it ended so, else `\n`. */
  @inline endTo(i: i32, out: ByteBuffer): void {
    if (this.hadCr(i)) out.pushByte(0x0d);
    out.pushByte(0x0a);
  }

  /** Keeps the lines whose flag is set, in order: the same bytes, fewer lines. */
  retain(keep: StaticArray<bool>): void {
    let w = 0;
    for (let i = 0; i < this.count; i++) {
      if (!unchecked(keep[i])) continue;
      const spans = changetype<usize>(this.spans);
      store<u64>(spans + (<usize>w << 3), load<u64>(spans + (<usize>i << 3)));
      w++;
    }
    this.n = w;
  }

  /** True when the line ends with the ASCII literal `lit`. */
  endsWith(i: i32, lit: string): bool {
    const n = lit.length;
    return this.len(i) >= n && bytesStartWith(this.buf.ptr + <usize>(this.end(i) - n), n, lit);
  }

  /** Offset in the line of the ASCII literal `lit` at or after `from`, or -1. */
  find(i: i32, lit: string, from: i32 = 0): i32 {
    if (from > this.len(i)) return -1;
    const k = bytesIndexOf(this.buf.ptr + <usize>(this.start(i) + from), this.len(i) - from, lit);
    return k < 0 ? -1 : from + k;
  }

  /**
   * False when no line can contain the ASCII literal `lit`: the bytes the lines are read from
   * (all of them, lines left out by retain too) hold none. A sniffer whose every sign holds a
   * literal asks this first: one pass over the bytes, no line's tests.
   */
  mayContain(lit: string): bool {
    return bytesIndexOf(this.buf.ptr, this.buf.length, lit) >= 0;
  }

  /** False when no line can hold the byte `b` (mayContain's rule for one byte, eight bytes at a time). */
  mayHoldByte(b: u8): bool {
    return findByte(this.buf.ptr, 0, this.buf.length, b) < this.buf.length;
  }

  /** True when the line contains the ASCII literal `lit`. */
  @inline contains(i: i32, lit: string): bool {
    return this.find(i, lit) >= 0;
  }

  /**
   * True when the line holds one of the ASCII `words` right before a colon (`error:`): one pass
   * over its colons instead of one search of the whole line per word.
   */
  wordBeforeColon(i: i32, words: string[]): bool {
    for (let k = this.indexOf(i, 0x3a); k >= 0; k = this.indexOf(i, 0x3a, k + 1)) {
      for (let w = 0; w < words.length; w++) {
        const word = unchecked(words[w]);
        if (k >= word.length && this.startsWithAt(i, k - word.length, word)) return true;
      }
    }
    return false;
  }

  /** True when the line is exactly the ASCII literal `lit`. */
  @inline is(i: i32, lit: string): bool {
    return this.len(i) == lit.length && this.startsWith(i, lit);
  }

  /** True when the line holds the ASCII literal `lit` at offset `at`. */
  startsWithAt(i: i32, at: i32, lit: string): bool {
    return at <= this.len(i) && bytesStartWith(this.buf.ptr + <usize>(this.start(i) + at), this.len(i) - at, lit);
  }

  /** True when the line begins with `bytes` (UTF-8: a literal that is not ASCII, encoded once by the caller). */
  @inline startsWithUtf8(i: i32, bytes: ArrayBuffer): bool {
    return this.startsWithUtf8At(i, 0, bytes);
  }

  /** True when the line holds `bytes` (UTF-8, encoded once by the caller) at offset `at`. */
  startsWithUtf8At(i: i32, at: i32, bytes: ArrayBuffer): bool {
    const n = bytes.byteLength;
    return at + n <= this.len(i) && memory.compare(this.at(i) + <usize>at, changetype<usize>(bytes), n) == 0;
  }

  /** Offset of the first `bytes` (UTF-8, encoded once by the caller) in the line, or -1. */
  findUtf8(i: i32, bytes: ArrayBuffer): i32 {
    const n = bytes.byteLength;
    if (n == 0) return 0;
    const first = load<u8>(changetype<usize>(bytes));
    const p = this.at(i);
    for (let k = 0; k + n <= this.len(i); k++) {
      if (load<u8>(p + <usize>k) == first && memory.compare(p + <usize>k, changetype<usize>(bytes), n) == 0) return k;
    }
    return -1;
  }

  /** Offset of the last ASCII literal `lit` lying wholly in [from, to) of the line, or -1. */
  findLast(i: i32, lit: string, from: i32, to: i32): i32 {
    for (let k = to - lit.length; k >= from; k--) {
      if (bytesStartWith(this.buf.ptr + <usize>(this.start(i) + k), to - k, lit)) return k;
    }
    return -1;
  }

  /** The first offset in [from, to) of the line that is not a space or tab (`to` when none). */
  skipSpaces(i: i32, from: i32, to: i32): i32 {
    const p = this.at(i);
    let k = from;
    while (k < to && isSpaceByte(load<u8>(p + <usize>k))) k++;
    return k;
  }

  /** The end of [from, to) of the line with trailing spaces and tabs left out. */
  trimmedEnd(i: i32, from: i32, to: i32): i32 {
    const p = this.at(i);
    let k = to;
    while (k > from && isSpaceByte(load<u8>(p + <usize>(k - 1)))) k--;
    return k;
  }

  /** Copies bytes [from, to) of the line to `out`. */
  copyRange(i: i32, from: i32, to: i32, out: ByteBuffer): void {
    out.pushBytes(this.at(i) + <usize>from, to - from);
  }

  /** Copies the line without its leading and trailing spaces and tabs, and a `\n`, to `out`. */
  copyTrimmedTo(i: i32, out: ByteBuffer): void {
    const a = this.indent(i);
    this.copyRange(i, a, this.trimmedEnd(i, a, this.len(i)), out);
    out.pushByte(0x0a);
  }

  /** The line without its leading and trailing spaces and tabs, decoded (`trim(str(i))` in one string). */
  trimmed(i: i32): string {
    const a = this.indent(i);
    return this.strRange(i, a, this.trimmedEnd(i, a, this.len(i)));
  }

  /** Bytes [from, to) of the line, decoded. */
  strRange(i: i32, from: i32, to: i32): string {
    return to > from ? decodeUtf8(this.buf.ptr + <usize>(this.start(i) + from), to - from) : "";
  }

  /** Length in UTF-16 units (a string's length) of bytes [from, to) of the line: a character past U+FFFF counts two. */
  utf16Length(i: i32, from: i32, to: i32): i32 {
    let n = 0;
    for (let k = from; k < to; k++) {
      const b = this.byteAt(i, k);
      if ((b & 0xc0) != 0x80) n++;
      if (b >= 0xf0) n++;
    }
    return n;
  }

  /** True when lines a and b hold the same bytes. */
  same(a: i32, b: i32): bool {
    const n = this.len(a);
    if (n != this.len(b)) return false;
    return memory.compare(this.buf.ptr + <usize>this.start(a), this.buf.ptr + <usize>this.start(b), n) == 0;
  }
}

/**
 * The lines of `buf` as strings, by the same rule as Lines, decoded straight from the bytes (no
 * offset index): for parsers that want `string[]` and ask no byte questions.
 */
export function lineStrings(buf: ByteBuffer): string[] {
  const decoder = new LineDecoder(buf.ptr, new Array<string>(countNewlines(buf.ptr, buf.length) + 1));
  eachLine<LineDecoder>(buf.ptr, buf.length, decoder);
  decoder.lines.length = decoder.count;
  return decoder.lines;
}

/** The one splitting rule: `sink.line(start, end)` for every line of the `n` bytes at `p`. */
@inline function eachLine<T>(p: usize, n: i32, sink: T): void {
  let start = 0;
  let i = 0;
  while ((i = findNewline(p, i, n)) < n) {
    sink.line(start, lineEnd(p, start, i));
    start = ++i;
  }
  if (start < n) sink.line(start, lineEnd(p, start, n));
}

class LineIndex {
  count: i32 = 0;
  constructor(readonly spans: StaticArray<i32>) {}

  @inline line(s: i32, e: i32): void {
    const at = changetype<usize>(this.spans) + (<usize>this.count << 3);
    store<i32>(at, s);
    store<i32>(at, e, 4);
    this.count++;
  }
}

class LineDecoder {
  count: i32 = 0;
  constructor(readonly p: usize, readonly lines: string[]) {}

  @inline line(s: i32, e: i32): void {
    unchecked((this.lines[this.count] = decodeUtf8(this.p + <usize>s, e - s)));
    this.count++;
  }
}

@inline function isSpaceByte(b: u8): bool {
  return b == 0x20 || b == 0x09;
}

/** The end of the line [s, e) without one trailing `\r`. */
@inline function lineEnd(p: usize, s: i32, e: i32): i32 {
  return e > s && load<u8>(p + <usize>(e - 1)) == 0x0d ? e - 1 : e;
}

/** How many lines `buf` holds by Lines' rule (a final `\n` adds no empty line), without indexing them. */
export function lineCount(buf: ByteBuffer): i32 {
  const n = buf.length;
  return countNewlines(buf.ptr, n) + (n > 0 && buf.byteAt(n - 1) != 0x0a ? 1 : 0);
}

export function bytesStartWith(p: usize, len: i32, lit: string): bool {
  const n = lit.length;
  if (len < n) return false;
  // The literal's UTF-16 units read in place (charCodeAt is a call per byte).
  const q = changetype<usize>(lit);
  for (let k = 0; k < n; k++) {
    if (<u32>load<u8>(p + <usize>k) != <u32>load<u16>(q + (<usize>k << 1))) return false;
  }
  return true;
}

/** Offset of the first occurrence of the ASCII literal `lit` in the `len` bytes at `p`, or -1. */
export function bytesIndexOf(p: usize, len: i32, lit: string): i32 {
  const m = lit.length;
  if (m == 0) return 0;
  const q = changetype<usize>(lit);
  const first = <u32>load<u16>(q);
  // The last byte asked second: a first byte such as a space is met at every word.
  const last = <u32>load<u16>(q + (<usize>(m - 1) << 1));
  let k = 0;
  if (first < 0x100 && last < 0x100) {
    // Eight starts at a time (SWAR): the flags of the starts where the first byte is and the last
    // byte is m - 1 further on; each flagged start is then compared whole, lowest first (a flag
    // above a true one may be false, none is missed).
    const f = eightOf(<u8>first);
    const l = eightOf(<u8>last);
    const tail = <usize>(m - 1);
    for (; k + m + 7 <= len; k += 8) {
      const at = p + <usize>k;
      let found = zeroBytes(load<u64>(at) ^ f) & zeroBytes(load<u64>(at + tail) ^ l);
      while (found != 0) {
        const s = k + <i32>(ctz(found) >> 3);
        if (litAt(p + <usize>s, q, m)) return s;
        found &= found - 1;
      }
    }
  }
  for (; k + m <= len; k++) {
    if (<u32>load<u8>(p + <usize>k) != first || <u32>load<u8>(p + <usize>(k + m - 1)) != last) continue;
    if (litAt(p + <usize>k, q, m)) return k;
  }
  return -1;
}

/** Whether the `m` bytes at `p` are the UTF-16 units at `q` (the literal's, each a byte). */
@inline function litAt(p: usize, q: usize, m: i32): bool {
  let j = 0;
  while (j < m && <u32>load<u8>(p + <usize>j) == <u32>load<u16>(q + (<usize>j << 1))) j++;
  return j == m;
}

/** Offset of the first `b` in [from, n) at `p`, or -1, a byte at a time (a `from` before the line reads from there, as Lines.indexOf always did). */
function scanByte(p: usize, from: i32, n: i32, b: u8): i32 {
  for (let k = from; k < n; k++) if (load<u8>(p + <usize>k) == b) return k;
  return -1;
}


/** Splits decoded text by the same rule as Lines: `\n`, one `\r` before it dropped, no empty last line. */
export function splitLines(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) != 0x0a) continue;
    let e = i;
    if (e > start && text.charCodeAt(e - 1) == 0x0d) e--;
    out.push(text.substring(start, e));
    start = i + 1;
  }
  if (start < n) out.push(text.substring(start));
  return out;
}
