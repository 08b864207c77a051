// git log in its default (medium) format, with or without --graph, as one line per commit:
//   <graph> <short sha>[ (refs)] <subject>
// Author, date and body lines are dropped; graph lines that only continue a column are dropped,
// those that fork or merge columns (`|\`, `|/`) are kept. Lines that are not part of a medium
// format entry (--oneline output, for instance) are kept as they are. Without -n, at most
// LOG_MAX_COMMITS (common/limits) commits are shown and the run is marked cut; the plan then
// runs git with --max-count=LOG_MAX_COMMITS+1 so a long history is never read whole.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { MAX_LINE } from "../common/limits";
import { truncate } from "../common/text";
import { CaptureSession } from "../common/capture";

const OUTSIDE = 0;
const HEADER = 1;
const SUBJECT = 2;
const BODY = 3;

/** Length of the --graph prefix: columns drawn with `* | / \ _` and spaces. */
function graphPrefix(L: Lines, i: i32): i32 {
  let k = 0;
  const n = L.len(i);
  while (k < n) {
    const b = L.byteAt(i, k);
    if (b == 0x2a || b == 0x7c || b == 0x2f || b == 0x5c || b == 0x5f || b == 0x20) k++;
    else break;
  }
  return k;
}

function isHexByte(b: u8): bool {
  return (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66);
}

/** True for `commit <hex>` starting at byte `at`. */
function commitAt(L: Lines, i: i32, at: i32): bool {
  if (L.len(i) < at + 14) return false;
  if (L.byteAt(i, at) != 0x63) return false;
  const n = L.len(i);
  const p = L.buf.ptr + <usize>(L.start(i) + at);
  const lit = "commit ";
  for (let k = 0; k < 7; k++) if (<i32>load<u8>(p + <usize>k) != lit.charCodeAt(k)) return false;
  let h = 0;
  while (at + 7 + h < n && isHexByte(L.byteAt(i, at + 7 + h))) h++;
  return h >= 7;
}

function forks(L: Lines, i: i32, g: i32): bool {
  for (let k = 0; k < g; k++) {
    const b = L.byteAt(i, k);
    if (b == 0x2f || b == 0x5c) return true;
  }
  return false;
}

function rtrimLen(L: Lines, i: i32, g: i32): i32 {
  while (g > 0 && L.byteAt(i, g - 1) == 0x20) g--;
  return g;
}

export class GitLogSession extends CaptureSession {
  /** `limited`: the plan ran git with --max-count=cap+1, so git's output stops there. */
  constructor(readonly cap: i32, readonly limited: bool = false) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    if (exitCode != 0) {
      out.pushBytes(this.rawOut.ptr, this.rawOut.length);
      err.pushBytes(this.rawErr.ptr, this.rawErr.length);
      return;
    }
    const L = new Lines(this.rawOut);
    let state = OUTSIDE;
    let head = "";
    let shown = 0;
    let hidden = 0;
    for (let i = 0; i < L.count; i++) {
      const g = graphPrefix(L, i);
      if (commitAt(L, i, g)) {
        if (state == HEADER || state == SUBJECT) shown += this.emit(out, head, "");
        const line = L.str(i);
        const sha = line.substring(g + 7);
        const sp = sha.indexOf(" ");
        head = line.substring(0, g) + sha.substring(0, 7) + (sp > 0 ? sha.substring(sp) : "");
        if (this.cap > 0 && shown >= this.cap) {
          hidden++;
          state = BODY;
          head = "";
          continue;
        }
        state = HEADER;
        continue;
      }
      if (g > 0 && g < L.len(i) && forks(L, i, g)) {
        // A header or message line drawn beside a fork or merge of columns: keep the drawing.
        out.pushBytes(L.buf.ptr + <usize>L.start(i), rtrimLen(L, i, g));
        out.pushByte(0x0a);
      }
      if (state == HEADER) {
        if (g == L.len(i)) state = SUBJECT;
        continue;
      }
      if (state == SUBJECT) {
        if (g == L.len(i)) continue;
        shown += this.emit(out, head, L.strFrom(i, g));
        state = BODY;
        continue;
      }
      if (g == L.len(i)) {
        // A graph-only line: keep forks and merges, drop plain continuations.
        if (state == BODY && head.length == 0 && hidden > 0) continue;
        if (L.indexOf(i, 0x2f) >= 0 || L.indexOf(i, 0x5c) >= 0) L.copyTo(i, out);
        continue;
      }
      if (state == BODY) continue;
      out.pushString(truncate(L.str(i), MAX_LINE));
      out.pushByte(0x0a);
    }
    if (state == HEADER || state == SUBJECT) this.emit(out, head, "");
    if (hidden > 0) {
      // Under the injected limit git stopped one commit past the cap: how many more exist is
      // not known, only that some do.
      if (this.limited) {
        out.pushString("... more commits (newest ");
        out.pushDecimal(this.cap);
        out.pushString(" shown; pass -n N for more)\n");
      } else {
        out.pushString("... +");
        out.pushDecimal(hidden);
        out.pushString(" more commits\n");
      }
      this.capped = true;
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }

  private emit(out: ByteBuffer, head: string, subject: string): i32 {
    if (head.length == 0) return 0;
    out.pushString(head);
    out.pushByte(0x20);
    out.pushString(truncate(subject, MAX_LINE));
    out.pushByte(0x0a);
    return 1;
  }
}
