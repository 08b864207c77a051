// The git sessions read git's text without terminal escapes. The plan already turns every git
// colour key off, but colour can still come through (a `--color=always` of the user's, a key this
// git version does not know, an alias, a remote's coloured messages): the parsers below would then
// see `\e[31mmodified` instead of `modified`. So every captured chunk goes through the core's ANSI
// stripper first; the never-worse guard then compares against the stripped text.

import { ByteBuffer } from "../../abi/buffers";
import { SessionOutput, STDERR, STDOUT } from "../../session/session";
import { AnsiStripper } from "../../text/ansi";
import { CaptureSession } from "../sdk/capture";

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
    const held = this.held(stream);
    const before = held.length;
    (stream == STDERR ? this.errStrip : this.outStrip).push(src, len, held);
    this.arrived(stream, held.length - before);
  }

  /** After a spill the rest goes through the same stripping as what was held. */
  passRaw(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    if (!this.strip) {
      super.passRaw(stream, src, len, out);
      return;
    }
    const plain = new ByteBuffer(len + 16);
    (stream == STDERR ? this.errStrip : this.outStrip).push(src, len, plain);
    this.spillForm(stream, plain.ptr, plain.length, out);
  }

  endRaw(out: SessionOutput): void {
    if (this.strip) {
      const rest = new ByteBuffer(64);
      this.outStrip.finish(rest);
      this.spillForm(STDOUT, rest.ptr, rest.length, out);
      rest.clear();
      this.errStrip.finish(rest);
      this.spillForm(STDERR, rest.ptr, rest.length, out);
    }
    super.endRaw(out);
  }

  end(exitCode: i32, out: SessionOutput): void {
    if (this.strip) {
      this.finishStrip(STDOUT, this.outStrip);
      this.finishStrip(STDERR, this.errStrip);
    }
    super.end(exitCode, out);
  }

  private finishStrip(stream: u8, strip: AnsiStripper): void {
    const held = this.held(stream);
    const before = held.length;
    strip.finish(held);
    this.arrived(stream, held.length - before);
  }
}

