import { AnsiStripper } from "../text/ansi";
import { Session, SessionOutput, STDOUT } from "./session";

/** Removes escape sequences from each stream independently, streaming. */
export class StripAnsiSession extends Session {
  private out: AnsiStripper = new AnsiStripper();
  private err: AnsiStripper = new AnsiStripper();

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    const at = out.open(stream);
    (stream == STDOUT ? this.out : this.err).push(src, len, out.buf);
    out.close(at);
  }

  end(exitCode: i32, out: SessionOutput): void {
    let at = out.open(STDOUT);
    this.out.finish(out.buf);
    out.close(at);
    at = out.open(2);
    this.err.finish(out.buf);
    out.close(at);
  }
}
