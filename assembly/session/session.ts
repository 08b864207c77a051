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
  readonly buf: ByteBuffer = new ByteBuffer(64 * 1024);

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
