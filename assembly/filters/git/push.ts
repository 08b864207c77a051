// git push, streamed: a long push stays live. Lines are handled as they arrive:
//   - progress (`Enumerating objects`, `Writing objects: 40% ...`, `remote: Resolving deltas`,
//     any `\r` update) is dropped;
//   - the `To <remote>` line and successful ref updates are held: on success they become the
//     one-line `ok <src> -> <dst> a..b` form at the end;
//   - hints are held: advice on success, part of the error on failure;
//   - a rejected ref (` ! [rejected] ...`) goes out at once, after its held `To` line;
//   - everything else (errors, the remote's own messages) goes out at once, on its own stream.
// On failure whatever was held follows in arrival order, so the error is complete.

import { ByteBuffer } from "../../abi/buffers";
import { Session, SessionOutput, STDOUT } from "../../session/session";
import { AnsiStripper } from "../../text/ansi";
import { refUpdate } from "./result";

const PROGRESS = ["Enumerating objects", "Counting objects", "Compressing objects", "Writing objects", "Delta compression", "Total ", "Resolving deltas", "Receiving objects"];

function isProgress(s: string): bool {
  const t = s.startsWith("remote: ") ? s.substring(8) : s;
  for (let i = 0; i < PROGRESS.length; i++) if (t.startsWith(PROGRESS[i])) return true;
  return false;
}

const HELD_TO: u8 = 1;
const HELD_UPDATE: u8 = 2;
const HELD_OTHER: u8 = 3;

class Held {
  constructor(readonly stream: u8, readonly text: string, readonly kind: u8, readonly update: string) {}
}

export class GitPushSession extends Session {
  private readonly pendingOut: ByteBuffer = new ByteBuffer(256);
  private readonly pendingErr: ByteBuffer = new ByteBuffer(256);
  private held: Held[] = [];
  private upToDate: bool = false;
  private tracking: string = "";
  // A remote's messages may be coloured (forge hooks): lines are read without escapes.
  private readonly outStrip: AnsiStripper = new AnsiStripper();
  private readonly errStrip: AnsiStripper = new AnsiStripper();
  private readonly plain: ByteBuffer = new ByteBuffer(256);

  push(stream: u8, raw: usize, rawLen: i32, out: SessionOutput): void {
    const pending = stream == STDOUT ? this.pendingOut : this.pendingErr;
    this.plain.clear();
    (stream == STDOUT ? this.outStrip : this.errStrip).push(raw, rawLen, this.plain);
    const src = this.plain.ptr;
    const len = this.plain.length;
    let from = 0;
    for (let k = 0; k < len; k++) {
      const b = load<u8>(src + <usize>k);
      if (b != 0x0a && b != 0x0d) continue;
      pending.pushBytes(src + <usize>from, k - from);
      // A line ended by `\r` is a progress update that the next one overwrites.
      if (b == 0x0a) this.line(stream, pending.toString(), out);
      pending.length = 0;
      from = k + 1;
    }
    pending.pushBytes(src + <usize>from, len - from);
  }

  end(exitCode: i32, out: SessionOutput): void {
    // An unfinished escape at the very end is text: it joins the last line.
    this.plain.clear();
    this.outStrip.finish(this.plain);
    this.pendingOut.pushBytes(this.plain.ptr, this.plain.length);
    this.plain.clear();
    this.errStrip.finish(this.plain);
    this.pendingErr.pushBytes(this.plain.ptr, this.plain.length);
    if (this.pendingOut.length > 0) this.line(STDOUT, this.pendingOut.toString(), out);
    if (this.pendingErr.length > 0) this.line(2, this.pendingErr.toString(), out);
    this.pendingOut.length = 0;
    this.pendingErr.length = 0;
    if (exitCode != 0) {
      for (let i = 0; i < this.held.length; i++) out.writeString(this.held[i].stream, this.held[i].text + "\n");
      this.held = [];
      return;
    }
    let first = true;
    for (let i = 0; i < this.held.length; i++) {
      const h = this.held[i];
      if (h.kind != HELD_UPDATE) continue;
      out.writeString(STDOUT, "ok " + h.update + (first ? this.tracking : "") + "\n");
      first = false;
    }
    if (first && this.upToDate) out.writeString(STDOUT, "ok up to date\n");
    this.held = [];
  }

  private line(stream: u8, s: string, out: SessionOutput): void {
    // The remote pads its lines with spaces (to blank out a progress line it overwrote).
    if (s.startsWith("remote:")) s = s.trimEnd();
    if (s.length == 0 || s == "remote:" || s == "remote: " || isProgress(s)) return;
    if (s.startsWith("To ")) {
      this.held.push(new Held(stream, s, HELD_TO, ""));
      return;
    }
    if (s == "Everything up-to-date") {
      this.upToDate = true;
      this.held.push(new Held(stream, s, HELD_OTHER, ""));
      return;
    }
    if (s.startsWith("branch '") && s.indexOf(" set up to track ") > 0) {
      const a = s.indexOf("track '") + 7;
      const b = s.indexOf("'", a);
      this.tracking = " tracking " + (b > a ? s.substring(a, b) : s.substring(a));
      this.held.push(new Held(stream, s, HELD_OTHER, ""));
      return;
    }
    if (s.startsWith("hint:")) {
      this.held.push(new Held(stream, s, HELD_OTHER, ""));
      return;
    }
    const t = s.trimStart();
    if (t.startsWith("! ")) {
      // A rejected ref: an error now. Its `To` line goes first so the remote is named.
      this.flushTo(out);
      out.writeString(stream, s + "\n");
      return;
    }
    const u = refUpdate(s);
    if (u.length > 0) {
      this.held.push(new Held(stream, s, HELD_UPDATE, u));
      return;
    }
    out.writeString(stream, s + "\n");
  }

  /** Writes the held `To` lines now (they name the remote of an error that follows). */
  private flushTo(out: SessionOutput): void {
    const keep: Held[] = [];
    for (let i = 0; i < this.held.length; i++) {
      const h = this.held[i];
      if (h.kind == HELD_TO) out.writeString(h.stream, h.text + "\n");
      else keep.push(h);
    }
    this.held = keep;
  }
}
