// A filter session: the bytes of one command run go in as they arrive, filtered bytes come out.
//
// Every session answers the same three calls: push(stream, bytes), end(exitCode), and the
// output records they leave behind. Output is framed so the host can route each piece to
// the right stream without parsing it: [stream u8][length u32 LE][bytes], repeated.

import { ByteBuffer } from "../abi/buffers";
import { Cuts } from "./cuts";

export const STDOUT: u8 = 1;
export const STDERR: u8 = 2;

export class SessionOutput {
  readonly buf: ByteBuffer;

  /** `capacity`: what it holds before it grows (the host's one output: 64 KiB; a task's: little, there are many). */
  constructor(capacity: i32 = 64 * 1024) {
    this.buf = new ByteBuffer(capacity);
  }

  /** Starts a record and returns the offset of its length field, to be patched by `close`. */
  open(stream: u8): i32 {
    this.buf.pushByte(stream);
    const at = this.buf.length;
    this.buf.pushU32(0);
    return at;
  }

  close(at: i32): void {
    const len = this.buf.length - at - 4;
    if (len == 0) {
      // Drop an empty record entirely.
      this.buf.length = at - 1;
      return;
    }
    store<u32>(this.buf.ptr + <usize>at, <u32>len);
  }

  write(stream: u8, src: usize, len: i32): void {
    if (len <= 0) return;
    this.buf.pushByte(stream);
    this.buf.pushU32(<u32>len);
    this.buf.pushBytes(src, len);
  }

  writeString(stream: u8, s: string): void {
    const at = this.open(stream);
    this.buf.pushString(s);
    this.close(at);
  }
}

/**
 * What a session held when its input passed the capture bound (session/spill.ts), in the order it
 * is to be shown: pieces of its buffers, each shown through the session's `spillForm` (`held`) or,
 * for input that arrived after the spill, its `passRaw`.
 */
export class SpillQueue {
  readonly streams: u8[] = [];
  readonly bufs: ByteBuffer[] = [];
  readonly froms: i32[] = [];
  readonly tos: i32[] = [];
  readonly heldFlags: bool[] = [];
  private at: i32 = 0;

  /** Queues bytes [from, to) of `buf` (to -1: its end) on `stream`; the buffer must not change after. */
  add(stream: u8, buf: ByteBuffer, held: bool = true, from: i32 = 0, to: i32 = -1): void {
    if (to < 0) to = buf.length;
    if (to <= from) return;
    this.streams.push(stream);
    this.bufs.push(buf);
    this.froms.push(from);
    this.tos.push(to);
    this.heldFlags.push(held);
  }

  /** Queues a copy of `len` bytes at `src`: input that must wait behind what is queued. */
  addCopy(stream: u8, src: usize, len: i32): void {
    const b = new ByteBuffer(len);
    b.pushBytes(src, len);
    this.add(stream, b, false);
  }

  @inline get empty(): bool {
    return this.at >= this.bufs.length;
  }

  /**
   * Shows up to `budget` bytes of what is queued through `s` (all of it when budget < 0), freeing
   * each piece once shown. Returns false when the queue was already empty.
   */
  drain(s: Session, out: SessionOutput, budget: i32): bool {
    if (this.empty) return false;
    while (!this.empty && budget != 0) {
      const i = this.at;
      const buf = unchecked(this.bufs[i]);
      const from = unchecked(this.froms[i]);
      const to = unchecked(this.tos[i]);
      let n = to - from;
      if (budget > 0 && n > budget) n = budget;
      const stream = unchecked(this.streams[i]);
      if (unchecked(this.heldFlags[i])) s.spillForm(stream, buf.ptr + <usize>from, n, out);
      else s.passRaw(stream, buf.ptr + <usize>from, n, out);
      if (budget > 0) budget -= n;
      if (from + n < to) unchecked((this.froms[i] = from + n));
      else {
        // Shown: the buffer goes (a spill of a big capture frees its memory piece by piece).
        unchecked((this.bufs[i] = EMPTY_BUFFER));
        this.at++;
      }
    }
    return true;
  }
}

const EMPTY_BUFFER = new ByteBuffer(16);

/**
 * What output detection (detect.ts) already made of a run it held whole, handed to the session it
 * chose so the work is not done twice: a filter's own form of it (sdk/run.ts: the cleaned lines
 * its sniffers read, which its renderer reads too).
 */
export class Prepared {}

export abstract class Session {
  /** Set by a session that left out part of the input the agent may need (a capped list, elided
   *  lines): the host then saves the raw output for `rtk recall` and prints a hint. */
  cut: bool = false;
  /** What the filter cuts and how it says so (cuts.ts); its id is the one the host reserved. */
  readonly cuts: Cuts = new Cuts();
  /** The run's exit code when the session found its input invalid (`rtk json` on bad JSON), set
   *  where the child itself succeeded; -1 keeps the child's. */
  exitOverride: i32 = -1;
  // Counted by the session exports, for `sessionStats`: what went in and what came out.
  bytesIn: i64 = 0;
  bytesOut: i64 = 0;
  charsIn: i64 = 0;
  charsOut: i64 = 0;

  /** Set once the input passed the capture bound: the session shows its output raw (spill.ts). */
  spilled: SpillQueue | null = null;
  /** Set by a session that needs no more input (its output is decided): the host may stop reading. */
  done: bool = false;
  /** The last stderr byte fed was a newline (or none came): where spill.ts may start its note. */
  stderrEndsLine: bool = true;

  /** This session's own fields as a new session has them, for a subclass that is used again (DetectSession.reset). */
  protected resetSession(): void {
    this.cut = false;
    const c = this.cuts;
    c.id = "";
    c.cut = false;
    c.rawBytes = 0;
    c.seen = 0;
    this.exitOverride = -1;
    this.bytesIn = 0;
    this.bytesOut = 0;
    this.charsIn = 0;
    this.charsOut = 0;
    this.spilled = null;
    this.done = false;
    this.stderrEndsLine = true;
  }

  /**
   * Input bytes held back to decide at the end (a capture), which the capture bound limits; 0 for
   * a session that streams (it holds only what its stages need).
   */
  heldBytes(): i64 {
    return 0;
  }

  /**
   * Called once, when the input passes the capture bound: queues what the session holds, in the
   * order the raw output shows it, and forgets it. Everything after comes through `passRaw`.
   */
  spill(queue: SpillQueue): void {}

  /** After a spill: held bytes as the user's own command would have printed them. */
  spillForm(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    out.write(stream, src, len);
  }

  /** After a spill: a chunk of new input, shown raw (in the same form as the held bytes). */
  passRaw(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    this.spillForm(stream, src, len, out);
  }

  /** After a spill: the input ended; writes what spillForm/passRaw still hold (a partial line). */
  endRaw(out: SessionOutput): void {}

  /**
   * Called by output detection, before it replays the whole run it held to this session: what
   * detection made of that run, for a session that can use it instead of making it again. Kept
   * only by a session that checks, at its end, that it was given exactly that run.
   */
  adopt(prepared: Prepared): void {}

  /**
   * Called by output detection instead of replaying a whole run of one stream it held: takes
   * `held` as that input, without a copy (no one writes to it after), and returns true; false
   * (the default) to be given it by `push`. Asked only before any input, after the run ended.
   */
  takeHeld(stream: u8, held: ByteBuffer): bool {
    return false;
  }

  /**
   * Makes this ended session a new one of its spec again, its buffers kept, and returns true;
   * false (the default) when it cannot be used again. Output detection asks it of the session a
   * task runner's last task chose, when the next task chooses the same spec.
   */
  restart(): bool {
    return false;
  }

  /** Receives a chunk of the child's stdout (STDOUT) or stderr (STDERR). */
  abstract push(stream: u8, src: usize, len: i32, out: SessionOutput): void;
  /** The child has exited (exit code, or 128+n for a signal); flush everything held back. */
  abstract end(exitCode: i32, out: SessionOutput): void;

  /**
   * Writes to `out` the output the user's own command would have printed, given `raw`, what the
   * plan's command printed, and returns true; false when they are the same (the plan added no
   * flag that changes the output). Used by the never-worse guard and for the raw output saved
   * for recall (grep's `--null`, ls's `-p`).
   */
  userForm(raw: ByteBuffer, out: ByteBuffer): bool {
    return false;
  }
}

/** Raw passthrough: bytes out exactly as they came in, on the stream they came on. */
export class RawSession extends Session {
  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    out.write(stream, src, len);
  }
  end(exitCode: i32, out: SessionOutput): void {}
}
