// The one line model of the code filters: an index of the lines of a captured buffer, offsets
// only, so a filter looks at bytes and decodes to a string only the lines it keeps or parses. A
// line excludes its `\n` and one trailing `\r`; a final `\n` adds no empty line. Parsers that
// work on strings (the build, test and lint renderers) read the lazy string view, `strings()`:
// every line decoded once, on first use. `splitLines` is the same rule for text that is already
// a string (a JSON string value holding lines).
//
// The splitting is the declarative pipeline's (pipeline/lines.ts: same rules, its SWAR
// `findNewline`), so both read a line the same way. The two stay separate types on purpose: the
// pipeline streams chunk by chunk into a sink and keeps nothing but the unfinished line, while a
// code filter decides at the end and needs random access to every line of the whole capture
// (look back, look ahead, compare two lines). Making the pipeline build this index would add an
// allocation per line to its hot path; making the filters stream would cost them their look-around.
// Blank also differs on purpose: the pipeline's `isBlank` is the reference's Unicode whitespace
// rule, this one is spaces and tabs (what the tools' output uses).

import { ByteBuffer } from "../../abi/buffers";
import { findNewline } from "../../pipeline/lines";
import { decodeUtf8 } from "../../text/utf8";

export class Lines {
  readonly starts: i32[] = [];
  readonly ends: i32[] = [];
  // The string view, built on first use.
  private view: string[] | null = null;

  constructor(readonly buf: ByteBuffer) {
    const p = buf.ptr;
    const n = buf.length;
    let start = 0;
    let i = 0;
    while ((i = findNewline(p, i, n)) < n) {
      this.add(start, i);
      start = ++i;
    }
    if (start < n) this.add(start, n);
  }

  /** Every line as a string, for parsers that want `string[]`: decoded once, on first use. */
  strings(): string[] {
    if (this.view === null) {
      const n = this.count;
      const r = new Array<string>(n);
      for (let i = 0; i < n; i++) unchecked((r[i] = this.str(i)));
      this.view = r;
    }
    return this.view!;
  }

  private add(s: i32, e: i32): void {
    if (e > s && load<u8>(this.buf.ptr + <usize>(e - 1)) == 0x0d) e--;
    this.starts.push(s);
    this.ends.push(e);
  }

  @inline get count(): i32 {
    return this.starts.length;
  }

  @inline start(i: i32): i32 {
    return unchecked(this.starts[i]);
  }

  @inline end(i: i32): i32 {
    return unchecked(this.ends[i]);
  }

  @inline len(i: i32): i32 {
    return this.end(i) - this.start(i);
  }

  @inline byteAt(i: i32, k: i32): u8 {
    return load<u8>(this.buf.ptr + <usize>(this.start(i) + k));
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
  startsWith(i: i32, lit: string): bool {
    return bytesStartWith(this.buf.ptr + <usize>this.start(i), this.len(i), lit);
  }

  isBlank(i: i32): bool {
    for (let k = 0; k < this.len(i); k++) {
      const b = this.byteAt(i, k);
      if (b != 0x20 && b != 0x09) return false;
    }
    return true;
  }

  /** Offset of the first `b` in the line at or after `from`, or -1. */
  indexOf(i: i32, b: u8, from: i32 = 0): i32 {
    for (let k = from; k < this.len(i); k++) if (this.byteAt(i, k) == b) return k;
    return -1;
  }

  /** Count of leading spaces and tabs. */
  indent(i: i32): i32 {
    let k = 0;
    while (k < this.len(i)) {
      const b = this.byteAt(i, k);
      if (b != 0x20 && b != 0x09) break;
      k++;
    }
    return k;
  }

  /** Copies the line and a `\n` to `out`. */
  copyTo(i: i32, out: ByteBuffer): void {
    out.pushBytes(this.buf.ptr + <usize>this.start(i), this.len(i));
    out.pushByte(0x0a);
  }

  /** True when lines a and b hold the same bytes. */
  same(a: i32, b: i32): bool {
    const n = this.len(a);
    if (n != this.len(b)) return false;
    return memory.compare(this.buf.ptr + <usize>this.start(a), this.buf.ptr + <usize>this.start(b), n) == 0;
  }
}

export function bytesStartWith(p: usize, len: i32, lit: string): bool {
  const n = lit.length;
  if (len < n) return false;
  for (let k = 0; k < n; k++) {
    if (<i32>load<u8>(p + <usize>k) != lit.charCodeAt(k)) return false;
  }
  return true;
}

/** Offset of the first occurrence of the ASCII literal `lit` in the `len` bytes at `p`, or -1. */
export function bytesIndexOf(p: usize, len: i32, lit: string): i32 {
  const m = lit.length;
  if (m == 0) return 0;
  const first = <u8>lit.charCodeAt(0);
  for (let k = 0; k + m <= len; k++) {
    if (load<u8>(p + <usize>k) == first && bytesStartWith(p + <usize>k, len - k, lit)) return k;
  }
  return -1;
}

/** True when the line contains the ASCII literal `lit`. */
export function lineContains(lines: Lines, i: i32, lit: string): bool {
  return bytesIndexOf(lines.buf.ptr + <usize>lines.start(i), lines.len(i), lit) >= 0;
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
