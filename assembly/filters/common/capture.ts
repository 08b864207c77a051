// The base of the code filters that decide at the end: both streams are captured, the filter
// renders a compact form, and the never-worse guard prints the raw output instead whenever the
// compact form would not be shorter (counted in characters, as the token estimate is).

import { ByteBuffer } from "../../abi/buffers";
import { Session, SessionOutput, STDERR, STDOUT } from "../../session/session";
import { countChars } from "../../text/tokens";

export abstract class CaptureSession extends Session {
  protected readonly rawOut: ByteBuffer = new ByteBuffer(4096);
  protected readonly rawErr: ByteBuffer = new ByteBuffer(1024);
  /** Set by render when it left out lines the agent may want: the host offers the raw output. */
  protected capped: bool = false;

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    (stream == STDERR ? this.rawErr : this.rawOut).pushBytes(src, len);
  }

  end(exitCode: i32, out: SessionOutput): void {
    const fo = new ByteBuffer(1024);
    const fe = new ByteBuffer(256);
    this.render(exitCode, fo, fe);
    const raw = countChars(this.rawOut.ptr, this.rawOut.length) + countChars(this.rawErr.ptr, this.rawErr.length);
    const kept = countChars(fo.ptr, fo.length) + countChars(fe.ptr, fe.length);
    if (kept >= raw) {
      out.write(STDOUT, this.rawOut.ptr, this.rawOut.length);
      out.write(STDERR, this.rawErr.ptr, this.rawErr.length);
      return;
    }
    out.write(STDOUT, fo.ptr, fo.length);
    out.write(STDERR, fe.ptr, fe.length);
    if (this.capped) this.markCut();
  }

  /** Tells the host that something was left out (see Session.cut). */
  protected markCut(): void {
    this.cut = true;
  }

  /** Writes the compact form of rawOut/rawErr to `out`/`err`. */
  abstract render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void;
}
