// The base of the code filters that decide at the end: both streams are captured, the filter
// renders a compact form, and the never-worse guard prints the raw output instead whenever the
// compact form would not be shorter (counted in characters, as the token estimate is). A render
// that leaves something out says so through `this.cuts` (session/cuts.ts); the run is marked cut
// only when the compact form is what the agent gets.

import { ByteBuffer } from "../../abi/buffers";
import { Session, SessionOutput, STDERR, STDOUT } from "../../session/session";
import { countChars } from "../../text/tokens";

export abstract class CaptureSession extends Session {
  protected readonly rawOut: ByteBuffer = new ByteBuffer(4096);
  protected readonly rawErr: ByteBuffer = new ByteBuffer(1024);
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

  /** Tells the host that something was left out (see Session.cut). */
  protected markCut(): void {
    this.cut = true;
  }

  /** Writes the compact form of rawOut/rawErr to `out`/`err`. */
  abstract render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void;
}
