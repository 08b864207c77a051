// The byte exchange between the host and the core.
//
// The host never sees AssemblyScript objects. It asks for an input area of N bytes
// (`inputReserve`), writes UTF-8 or raw bytes into it, then calls an export with the length.
// Results are left in one output area that the host reads through `outputPtr`/`outputLen`
// before its next call. Both areas are reused across calls, so a steady stream of calls
// allocates nothing once they have grown to the largest chunk seen.

import { decodeUtf8, encodeUtf8Unsafe, utf8ByteLength } from "./utf8";

let input: StaticArray<u8> = new StaticArray<u8>(64 * 1024);

/**
 * The largest buffer the core makes (the runtime's largest block): lengths and offsets are i32
 * everywhere, and the capture bound (session/spill.ts) keeps what a session holds well below it.
 */
export const MAX_BUFFER: i64 = (1 << 30) - 16;

/** Appends up to this many bytes a word at a time (ByteBuffer.pushBytes) rather than by memory.copy. */
const SMALL_COPY: i32 = 64;

/** Copies `len` bytes forwards, eight at a time, then one at a time (the ranges do not overlap). */
@inline function copySmall(dst: usize, src: usize, len: i32): void {
  let i = 0;
  for (; i + 8 <= len; i += 8) store<u64>(dst + <usize>i, load<u64>(src + <usize>i));
  for (; i < len; i++) store<u8>(dst + <usize>i, load<u8>(src + <usize>i));
}
/**
 * From this capacity on a buffer grows by half instead of doubling, and each growth runs a full
 * collection. The copy it outgrew is garbage at once, but the incremental collector would not
 * free it before the next growth, and the allocator would take fresh memory for every copy
 * (a 16 MiB capture left 256 MiB of wasm memory). Freed at once, the outgrown copies lie next
 * to each other and, grown by less than the golden ratio, soon add up to a block the next
 * growth fits in (64 MiB for that capture; the memory never shrinks, so this is its peak).
 */
const LARGE_BUFFER: i64 = 1 << 20;

/**
 * The capacity to grow `size` to (doubling, by half once large) so it holds `need` bytes, counted
 * in i64 so it cannot wrap; past MAX_BUFFER it traps with a message, and the host shows the raw
 * output instead.
 */
function grownSize(size: i64, need: i64): i32 {
  if (need > MAX_BUFFER) abort("buffer over 1 GiB");
  while (size < need) size = size < LARGE_BUFFER ? size << 1 : size + (size >> 1);
  return <i32>(size > MAX_BUFFER ? MAX_BUFFER : size);
}

/** Returns a pointer to at least `len` writable bytes. The pointer is valid until the next call. */
export function reserveInput(len: i32): usize {
  if (len > input.length) input = new StaticArray<u8>(grownSize(input.length, len));
  return changetype<usize>(input);
}

export function inputPtr(): usize {
  return changetype<usize>(input);
}

/**
 * The input area as it is, handed over to a caller that keeps it (a rules file the core reads
 * from for the whole process, not copied); the next input gets a new area.
 */
export function takeInput(): StaticArray<u8> {
  const taken = input;
  input = new StaticArray<u8>(64 * 1024);
  return taken;
}

/**
 * A buffer for what a renderer makes of a run of `runBytes` bytes: its growths collect only once
 * it holds a quarter of that (ByteBuffer.collectFrom).
 */
export function resultBuffer(capacity: i32, runBytes: i64, reuse: ByteBuffer | null = null): ByteBuffer {
  // `reuse`: an earlier result's buffer, emptied (a session that renders run after run).
  let b: ByteBuffer;
  if (reuse !== null) {
    b = reuse;
    b.clear();
  } else b = new ByteBuffer(capacity);
  const from = runBytes >> 2;
  b.collectFrom = from > LARGE_BUFFER ? from : LARGE_BUFFER;
  return b;
}

/** A growable byte buffer with cheap appends, used for every output the core produces. */
export class ByteBuffer {
  data: StaticArray<u8>;
  length: i32 = 0;
  /** `data`'s length, kept beside it (only this class replaces `data`): every push asks it. */
  private cap: i32;
  /**
   * From what capacity on a growth runs a full collection (LARGE_BUFFER; see there): right for a
   * buffer that holds a capture while little else is alive. A renderer's result grows while the
   * run it reads is alive as objects (its lines as strings, in proportion to the input): each
   * collection marks all of them, and a run 64 times larger took twice as long per byte. Its
   * result collects only once it is large beside the run (resultBuffer), so a run pays a few
   * collections whatever its size, and the outgrown copies before are the collector's ordinary
   * garbage.
   */
  collectFrom: i64 = LARGE_BUFFER;

  constructor(capacity: i32 = 256) {
    const n = capacity < 16 ? 16 : capacity;
    this.data = new StaticArray<u8>(n);
    this.cap = n;
  }

  @inline get ptr(): usize {
    return changetype<usize>(this.data);
  }

  @inline reserve(extra: i32): void {
    if (<i64>this.length + extra > <i64>this.cap) this.grow(extra);
  }

  private grow(extra: i32): void {
    const need = <i64>this.length + extra;
    if (need <= <i64>this.cap) return;
    const next = new StaticArray<u8>(grownSize(this.cap, need));
    memory.copy(changetype<usize>(next), changetype<usize>(this.data), this.length);
    this.data = next;
    this.cap = next.length;
    if (<i64>next.length >= this.collectFrom) __collect();
  }

  @inline pushByte(b: u8): void {
    if (this.length == this.cap) this.grow(1);
    store<u8>(changetype<usize>(this.data) + <usize>this.length, b);
    this.length++;
  }

  pushBytes(src: usize, len: i32): void {
    if (len <= 0) return;
    this.reserve(len);
    const dst = changetype<usize>(this.data) + <usize>this.length;
    // A line's worth is copied here: the engine's memory.copy is a call, costly next to a few words.
    // (What is appended never overlaps where it goes: the end of this buffer, past its bytes.)
    if (len <= SMALL_COPY) copySmall(dst, src, len);
    else memory.copy(dst, src, len);
    this.length += len;
  }

  /** Appends `s` as UTF-8; bytes a `decodeUtf8` string carries as escapes come back as they were. */
  pushString(s: string): void {
    const len = utf8ByteLength(s);
    this.reserve(len);
    encodeUtf8Unsafe(s, changetype<usize>(this.data) + <usize>this.length);
    this.length += len;
  }

  /** Appends an ASCII literal, a byte per character (no UTF-8 length to measure first). */
  pushAscii(s: string): void {
    const n = s.length;
    this.reserve(n);
    const p = changetype<usize>(this.data) + <usize>this.length;
    const q = changetype<usize>(s);
    for (let k = 0; k < n; k++) store<u8>(p + <usize>k, <u8>load<u16>(q + (<usize>k << 1)));
    this.length += n;
  }

  pushU32(v: u32): void {
    this.reserve(4);
    store<u32>(changetype<usize>(this.data) + <usize>this.length, v);
    this.length += 4;
  }

  pushDecimal(v: i64): void {
    if (v < 0) {
      this.pushByte(0x2d);
      v = -v;
    }
    if (v >= 10) this.pushDecimal(v / 10);
    this.pushByte(<u8>(0x30 + <i32>(v % 10)));
  }

  @inline byteAt(i: i32): u8 {
    return load<u8>(changetype<usize>(this.data) + <usize>i);
  }

  @inline clear(): void {
    this.length = 0;
  }

  /** Drops the first `n` bytes, keeping the rest at the front. */
  consume(n: i32): void {
    if (n <= 0) return;
    if (n >= this.length) {
      this.length = 0;
      return;
    }
    memory.copy(changetype<usize>(this.data), changetype<usize>(this.data) + <usize>n, this.length - n);
    this.length -= n;
  }

  toString(): string {
    return decodeUtf8(changetype<usize>(this.data), this.length);
  }
}

/** The output area of the exported API for calls that build a fresh result. */
export const output = new ByteBuffer(64 * 1024);

// What `outputPtr`/`outputLen` show: `output`, or a buffer an export hands over whole.
let published: ByteBuffer = output;

/** Makes `buf` the output of the current call without copying it. */
export function publish(buf: ByteBuffer): i32 {
  published = buf;
  return buf.length;
}

/** Clears `output` and makes it the output of the current call. */
export function beginOutput(): ByteBuffer {
  output.clear();
  published = output;
  return output;
}

export function publishedPtr(): usize {
  return published.ptr;
}

export function publishedLen(): i32 {
  return published.length;
}

const LOW7: u64 = 0x7f7f7f7f7f7f7f7f;
const NEWLINES: u64 = 0x0a0a0a0a0a0a0a0a;

/** How many `\n` bytes the `len` bytes at `p` hold (eight at a time, exact: no borrow between bytes). */
export function countNewlines(p: usize, len: i32): i32 {
  let count = 0;
  let i = 0;
  for (; i + 8 <= len; i += 8) {
    const x = load<u64>(p + <usize>i) ^ NEWLINES;
    // High bit set exactly in the bytes of x that are zero.
    count += <i32>popcnt<u64>(~(((x & LOW7) + LOW7) | x | LOW7));
  }
  for (; i < len; i++) if (load<u8>(p + <usize>i) == 0x0a) count++;
  return count;
}
