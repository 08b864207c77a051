// The one base of the code filters that decide at the end: both streams are captured (each in its
// own buffer, with a table of the order the chunks arrived in), the filter renders a compact form
// at exit, and the never-worse guard shows the raw output instead whenever the filter cannot
// read it or the compact form would not be shorter (counted in characters, as the token estimate
// is). The raw output is shown as it came: chunk by chunk, each on its stream, in arrival order.
//
// A render that leaves something out says so through `this.cuts` (session/cuts.ts); the run is
// marked cut (the host keeps the raw output for `rtk recall` and prints the hint) only when the
// compact form is what the agent gets. A session that sets `recallOnFailure` is marked cut on
// every failing run as well: its compact form of a failure leaves out traces and frames.
//
// Past the capture bound (session/spill.ts) the held chunks are shown raw, in the same order.

import { ByteBuffer, resultBuffer } from "../../abi/buffers";
import { Session, SessionOutput, SpillQueue, STDERR, STDOUT } from "../../session/session";
import { countChars } from "../../text/tokens";

/** The longest unfinished line the user's-form conversion waits for before showing it as it came. */
const SPILL_LINE_MAX: i32 = 1024 * 1024;

/** A restarted session keeps its buffers up to this size (a task runner's tasks are mostly small). */
const RESTART_MAX_BYTES: i32 = 64 * 1024;

/** The empty input and output userFormChanges asks a session's userForm with. */
const FORM_PROBE_IN = new ByteBuffer(16);
const FORM_PROBE_OUT = new ByteBuffer(16);

export abstract class CaptureSession extends Session {
  // Small at first (they grow by doubling): a task runner's stage opens a session per task (or
  // restarts the last one).
  protected rawOut: ByteBuffer = new ByteBuffer(512);
  protected rawErr: ByteBuffer = new ByteBuffer(128);
  // Arrival order: each run of bytes on one stream, as its stream, its offset in that stream's
  // buffer and its length.
  private chunkStreams: u8[] = [];
  private chunkStarts: i32[] = [];
  private chunkLens: i32[] = [];
  // The user's own form of stdout (userForm): whether it differs from the plan's (-1 not asked
  // yet), and the unfinished line the conversion waits for.
  private userFormDiffers: i32 = -1;
  private formTail: ByteBuffer | null = null;
  // The last render's result buffers (end), for the next run's after a restart.
  private resultOut: ByteBuffer | null = null;
  private resultErr: ByteBuffer | null = null;
  // Its own buffers while it reads a run output detection held (takeWhole), for a restart.
  private ownOut: ByteBuffer | null = null;
  private ownErr: ByteBuffer | null = null;
  /** Set by render when the raw output must never be shown (it holds secrets the render masked). */
  protected mustFilter: bool = false;
  /** Mark every failing run cut: the compact form of a failure leaves out traces and frames. */
  protected recallOnFailure: bool = false;

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    this.held(stream).pushBytes(src, len);
    this.arrived(stream, len);
  }

  /** Takes a whole run of one stream as it is held (Session.takeHeld), for a subclass that keeps its input as it came. */
  protected takeWhole(stream: u8, held: ByteBuffer): bool {
    if (this.chunkStreams.length > 0 || held.length == 0) return false;
    // Its own buffer waits for a restart (the held one is its holder's).
    if (stream == STDERR) {
      this.ownErr = this.rawErr;
      this.rawErr = held;
    } else {
      this.ownOut = this.rawOut;
      this.rawOut = held;
    }
    this.arrived(stream, held.length);
    return true;
  }

  /**
   * The capture as a new session has it, its own buffers kept (Session.restart), for a subclass
   * with no state of its own to reset; false when it holds too much to keep (a large run's buffers).
   */
  protected restartCapture(): bool {
    const out = this.ownOut !== null ? this.ownOut! : this.rawOut;
    const err = this.ownErr !== null ? this.ownErr! : this.rawErr;
    if (out.data.length > RESTART_MAX_BYTES || err.data.length > RESTART_MAX_BYTES) return false;
    this.resetSession();
    this.ownOut = null;
    this.ownErr = null;
    out.clear();
    err.clear();
    this.rawOut = out;
    this.rawErr = err;
    this.chunkStreams.length = 0;
    this.chunkStarts.length = 0;
    this.chunkLens.length = 0;
    this.userFormDiffers = -1;
    this.formTail = null;
    this.mustFilter = false;
    return true;
  }

  /** The buffer that holds `stream`'s bytes: a subclass that transforms input writes there, then calls `arrived`. */
  protected held(stream: u8): ByteBuffer {
    return stream == STDERR ? this.rawErr : this.rawOut;
  }

  /** Records that `len` more bytes of `stream` were added to its buffer. */
  protected arrived(stream: u8, len: i32): void {
    if (len <= 0) return;
    const n = this.chunkStreams.length;
    if (n > 0 && unchecked(this.chunkStreams[n - 1]) == stream) unchecked((this.chunkLens[n - 1] += len));
    else {
      this.chunkStreams.push(stream);
      this.chunkStarts.push(this.held(stream).length - len);
      this.chunkLens.push(len);
    }
  }

  /** How many chunks arrived (runs of bytes on one stream); chunk i is `chunkLen(i)` bytes of `held(chunkStream(i))` from `chunkStart(i)`. */
  @inline protected get chunkCount(): i32 {
    return this.chunkStreams.length;
  }

  @inline protected chunkStream(i: i32): u8 {
    return unchecked(this.chunkStreams[i]);
  }

  @inline protected chunkStart(i: i32): i32 {
    return unchecked(this.chunkStarts[i]);
  }

  @inline protected chunkLen(i: i32): i32 {
    return unchecked(this.chunkLens[i]);
  }

  end(exitCode: i32, out: SessionOutput): void {
    const rawBytes = <i64>(this.rawOut.length + this.rawErr.length);
    // The render's results grow while the run it reads is alive (abi/buffers.ts, collectFrom).
    // A restarted session's are the last run's, emptied, when they stayed small (written out below: nothing keeps them).
    const fo = resultBuffer(1024, rawBytes, this.resultOut);
    const fe = resultBuffer(256, rawBytes, this.resultErr);
    this.resultOut = fo.data.length <= RESTART_MAX_BYTES ? fo : null;
    this.resultErr = fe.data.length <= RESTART_MAX_BYTES ? fe : null;
    this.cuts.rawBytes = rawBytes;
    const readable = this.render(exitCode, fo, fe);
    const own = this.userOutput();
    const raw = countChars(own.ptr, own.length) + countChars(this.rawErr.ptr, this.rawErr.length);
    const kept = countChars(fo.ptr, fo.length) + countChars(fe.ptr, fe.length);
    if (!readable || (kept >= raw && !this.mustFilter)) {
      this.writeRaw(own, out);
      return;
    }
    out.write(STDOUT, fo.ptr, fo.length);
    out.write(STDERR, fe.ptr, fe.length);
    if (this.cuts.cut || (this.recallOnFailure && exitCode != 0)) this.cut = true;
  }

  /**
   * The stdout the user's own command prints: what the guard compares with and falls back to.
   * The captured one, unless the plan added flags that change it (grep's line numbers, a NUL
   * after file names): then the session's userForm takes them out again.
   */
  private userOutput(): ByteBuffer {
    if (!this.userFormChanges()) return this.rawOut;
    const own = new ByteBuffer(this.rawOut.length);
    this.userForm(this.rawOut, own);
    return own;
  }

  /** Whether the plan added flags that userForm takes out again (asked once, on no input). */
  private userFormChanges(): bool {
    if (this.userFormDiffers < 0) {
      // Asked of empty buffers shared by every session (a task runner's stage opens one per task).
      FORM_PROBE_IN.clear();
      FORM_PROBE_OUT.clear();
      this.userFormDiffers = this.userForm(FORM_PROBE_IN, FORM_PROBE_OUT) ? 1 : 0;
    }
    return this.userFormDiffers == 1;
  }

  /** The raw output in arrival order, stdout in the user's own form (`own`, already converted). */
  private writeRaw(own: ByteBuffer, out: SessionOutput): void {
    // The user's form of stdout is line by line, so its chunk boundaries are not the captured
    // ones: then stdout goes whole where its first chunk arrived.
    const converted = own !== this.rawOut;
    let firstOut = true;
    for (let i = 0; i < this.chunkCount; i++) {
      const stream = this.chunkStream(i);
      if (stream == STDOUT && converted) {
        if (firstOut) out.write(STDOUT, own.ptr, own.length);
        firstOut = false;
      } else out.write(stream, this.held(stream).ptr + <usize>this.chunkStart(i), this.chunkLen(i));
    }
  }

  heldBytes(): i64 {
    return <i64>this.rawOut.length + this.rawErr.length;
  }

  /** The held chunks in arrival order, each on its stream, as the raw fallback shows them. */
  spill(queue: SpillQueue): void {
    for (let i = 0; i < this.chunkCount; i++) {
      const stream = this.chunkStream(i);
      const from = this.chunkStart(i);
      queue.add(stream, this.held(stream), true, from, from + this.chunkLen(i));
    }
    this.rawOut = new ByteBuffer(16);
    this.rawErr = new ByteBuffer(16);
    this.chunkStreams = [];
    this.chunkStarts = [];
    this.chunkLens = [];
  }

  /** stdout in the user's own form (userForm), converted line by line as the lines complete. */
  spillForm(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    if (stream == STDERR || !this.userFormChanges()) {
      out.write(stream, src, len);
      return;
    }
    if (this.formTail === null) this.formTail = new ByteBuffer(4096);
    const tail = this.formTail!;
    tail.pushBytes(src, len);
    let end = tail.length;
    while (end > 0 && tail.byteAt(end - 1) != 0x0a) end--;
    // A line longer than a slice is shown as it came (converting it would hold it whole).
    if (end == 0 && tail.length > SPILL_LINE_MAX) end = tail.length;
    if (end == 0) return;
    this.writeUserForm(tail.ptr, end, out);
    tail.consume(end);
  }

  endRaw(out: SessionOutput): void {
    const tail = this.formTail;
    if (tail !== null && tail.length > 0) this.writeUserForm(tail.ptr, tail.length, out);
    this.formTail = null;
  }

  private writeUserForm(src: usize, len: i32, out: SessionOutput): void {
    const lines = new ByteBuffer(len);
    lines.pushBytes(src, len);
    const own = new ByteBuffer(len);
    this.userForm(lines, own);
    out.write(STDOUT, own.ptr, own.length);
  }

  /**
   * Writes the compact form of rawOut/rawErr to `out`/`err`; returns false when it cannot read
   * the output (the raw output is shown then).
   */
  abstract render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool;
}
