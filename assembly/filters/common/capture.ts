// The base of the code filters that decide at the end: both streams are captured, the filter
// renders a compact form, and the never-worse guard prints the raw output instead whenever the
// compact form would not be shorter (counted in characters, as the token estimate is). A render
// that leaves something out says so through `this.cuts` (session/cuts.ts); the run is marked cut
// only when the compact form is what the agent gets.

import { ByteBuffer } from "../../abi/buffers";
import { Session, SessionOutput, SpillQueue, STDERR, STDOUT } from "../../session/session";
import { countChars } from "../../text/tokens";

/** The longest unfinished line spillForm waits for before showing it as it came. */
const SPILL_LINE_MAX: i32 = 1024 * 1024;

export abstract class CaptureSession extends Session {
  protected rawOut: ByteBuffer = new ByteBuffer(4096);
  protected rawErr: ByteBuffer = new ByteBuffer(1024);
  // After a spill (session/spill.ts): whether the user's own form differs from the plan's (-1
  // not asked yet), and the unfinished line it waits for.
  private userFormDiffers: i32 = -1;
  private formTail: ByteBuffer | null = null;
  /** Set by render when the raw output must never be shown (it holds secrets the render masked). */
  protected mustFilter: bool = false;

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    (stream == STDERR ? this.rawErr : this.rawOut).pushBytes(src, len);
  }

  end(exitCode: i32, out: SessionOutput): void {
    const fo = new ByteBuffer(1024);
    const fe = new ByteBuffer(256);
    this.cuts.rawBytes = <i64>(this.rawOut.length + this.rawErr.length);
    this.render(exitCode, fo, fe);
    const own = this.userOutput();
    const raw = countChars(own.ptr, own.length) + countChars(this.rawErr.ptr, this.rawErr.length);
    const kept = countChars(fo.ptr, fo.length) + countChars(fe.ptr, fe.length);
    if (kept >= raw && !this.mustFilter) {
      out.write(STDOUT, own.ptr, own.length);
      out.write(STDERR, this.rawErr.ptr, this.rawErr.length);
      return;
    }
    out.write(STDOUT, fo.ptr, fo.length);
    out.write(STDERR, fe.ptr, fe.length);
    if (this.cuts.cut) this.markCut();
  }

  /**
   * The stdout the user's own command prints: what the guard compares with and falls back to.
   * The captured one, unless the plan added flags that change it (grep's line numbers, a NUL
   * after file names): then the session's userForm takes them out again.
   */
  private userOutput(): ByteBuffer {
    const own = new ByteBuffer(this.rawOut.length);
    return this.userForm(this.rawOut, own) ? own : this.rawOut;
  }

  heldBytes(): i64 {
    return <i64>this.rawOut.length + this.rawErr.length;
  }

  /** stdout then stderr, as the never-worse fallback shows them. */
  spill(queue: SpillQueue): void {
    queue.add(STDOUT, this.rawOut);
    queue.add(STDERR, this.rawErr);
    this.rawOut = new ByteBuffer(16);
    this.rawErr = new ByteBuffer(16);
  }

  /** stdout in the user's own form (userForm), converted line by line as the lines complete. */
  spillForm(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    if (this.userFormDiffers < 0) this.userFormDiffers = this.userForm(new ByteBuffer(16), new ByteBuffer(16)) ? 1 : 0;
    if (stream == STDERR || this.userFormDiffers == 0) {
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

  /** Tells the host that something was left out (see Session.cut). */
  protected markCut(): void {
    this.cut = true;
  }

  /** Writes the compact form of rawOut/rawErr to `out`/`err`. */
  abstract render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void;
}
