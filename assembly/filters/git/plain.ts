// The git sessions read git's text without terminal escapes. The plan already turns every git
// colour key off, but colour can still come through (a `--color=always` of the user's, a key this
// git version does not know, an alias, a remote's coloured messages): the parsers below would then
// see `\e[31mmodified` instead of `modified`. So every captured chunk goes through the core's ANSI
// stripper first; the never-worse guard then compares against the stripped text.

import { SessionOutput, STDERR } from "../../session/session";
import { AnsiStripper } from "../../text/ansi";
import { CaptureSession } from "../common/capture";

export abstract class PlainCaptureSession extends CaptureSession {
  private readonly outStrip: AnsiStripper = new AnsiStripper();
  private readonly errStrip: AnsiStripper = new AnsiStripper();

  /** `strip` false keeps the bytes as they are (a diff of files, whose content may hold escapes). */
  constructor(readonly strip: bool = true) {
    super();
  }

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    if (!this.strip) {
      super.push(stream, src, len, out);
      return;
    }
    if (stream == STDERR) this.errStrip.push(src, len, this.rawErr);
    else this.outStrip.push(src, len, this.rawOut);
  }

  end(exitCode: i32, out: SessionOutput): void {
    if (this.strip) {
      this.outStrip.finish(this.rawOut);
      this.errStrip.finish(this.rawErr);
    }
    super.end(exitCode, out);
  }
}

