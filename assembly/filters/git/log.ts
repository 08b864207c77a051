// git log in its default (medium) format, with or without --graph, as one line per commit with
// the fields git printed for it (author and date, said once after the subject, word for word),
// a merge's parents and the first line of its body (the reference keeps it), indented under it:
//   <graph> <short sha>[ (refs)] <subject> (<author>, <date>)
//   <graph>   Merge: <parents>
//   <graph>   <first body line>
// The rest of the body is left out and the run marked cut (the raw log is kept for
// `rtk recall`); the full hash is said by its first 7 digits, as --oneline does; graph lines that only continue a
// column are dropped, those that fork, merge or cross columns (`|\`, `|/`, `|/|`) are kept, in
// their place: git draws them beside the header lines, before the subject is known, so they are
// held until the commit's line is written and follow it, as in `git log --graph --oneline`.
// Lines that are not part of a medium format entry (--oneline output, for instance) are kept.
// Without -n, at most LOG_MAX_COMMITS (sdk/limits) commits are shown and the run is marked
// cut; the plan then runs git with --max-count=LOG_MAX_COMMITS+1 so a long history is never read whole.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { MAX_LINE } from "../sdk/limits";
import { trim } from "../sdk/text";
import { PlainCaptureSession } from "./plain";

// Where the current commit's entry is: before its subject, after it (its first body line still
// to come), or past that.
const HEADER = 1;
const SUBJECT = 2;
const DONE = 3;

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

/** True when bytes [0, g) draw a fork, merge or crossing of columns: `/`, `\\` or `_`. */
function forks(L: Lines, i: i32, g: i32): bool {
  for (let k = 0; k < g; k++) {
    const b = L.byteAt(i, k);
    if (b == 0x2f || b == 0x5c || b == 0x5f) return true;
  }
  return false;
}

function rtrimLen(L: Lines, i: i32, g: i32): i32 {
  while (g > 0 && L.byteAt(i, g - 1) == 0x20) g--;
  return g;
}

export class GitLogSession extends PlainCaptureSession {
  // The commit being read: its line without the subject, its graph width (where `Author:` starts;
  // -1 until seen), whether its line went out, and the connector lines met before that.
  private head: string = "";
  private width: i32 = -1;
  private phase: i32 = 0;
  private emitted: bool = false;
  private readonly pending: ByteBuffer = new ByteBuffer(64);
  // The current commit's header fields, as git printed them.
  private author: string = "";
  private date: string = "";
  private merge: string = "";
  private shown: i32 = 0;

  /** `limited`: the plan ran git with --max-count=cap+1, so git's output stops there. */
  constructor(readonly cap: i32, readonly limited: bool = false) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    if (exitCode != 0) {
      return false;
    }
    const L = new Lines(this.rawOut);
    let hidden = 0;
    for (let i = 0; i < L.count; i++) {
      const n = L.len(i);
      const g = graphPrefix(L, i);
      if (commitAt(L, i, g)) {
        this.finish(out, "");
        if (this.cap > 0 && this.shown >= this.cap) {
          hidden++;
          continue;
        }
        const line = L.str(i);
        const sha = line.substring(g + 7);
        const sp = sha.indexOf(" ");
        this.head = line.substring(0, g) + sha.substring(0, 7) + (sp > 0 ? sha.substring(sp) : "");
        this.width = -1;
        this.phase = HEADER;
        continue;
      }
      if (hidden > 0) continue; // past the cap: nothing more is shown
      if (this.phase == 0) {
        // Not inside a medium-format entry (--oneline output given to `rtk pipe`, say): graph
        // lines that only continue a column go, forks and text stay.
        if (g == n) {
          if (forks(L, i, g)) L.copyTo(i, out);
          continue;
        }
        out.pushString(this.cuts.shorten(L.str(i), MAX_LINE));
        out.pushByte(0x0a);
        continue;
      }
      // The first header line (Merge:/Author:) starts where the graph of this entry ends.
      if (this.width < 0 && g < n) this.width = g;
      const w = this.width;
      const graph = w >= 0 && w < g ? w : g;
      // Message lines are indented by four spaces past the graph.
      const text = w >= 0 && g >= w + 4 && g < n ? L.strFrom(i, w + 4) : "";
      const fork = forks(L, i, graph);
      if (this.phase == HEADER) {
        if (g < n && text.length == 0) this.header(L.strFrom(i, g));
        if (text.length > 0) {
          this.finish(out, text);
          this.phase = SUBJECT;
          if (fork) this.pushGraph(L, i, graph, out);
        } else if (fork) this.pushGraph(L, i, graph, this.pending);
        continue;
      }
      if (this.phase == SUBJECT && text.length > 0) {
        // The first body line, under the commit's line (the reference keeps it).
        out.pushBytes(L.buf.ptr + <usize>L.start(i), w);
        out.pushString("  ");
        out.pushString(this.cuts.shorten(trim(text), MAX_LINE));
        out.pushByte(0x0a);
        this.phase = DONE;
        continue;
      }
      // The rest of a message: in the raw log kept for recall.
      if (text.length > 0) this.cuts.cut = true;
      if (fork) this.pushGraph(L, i, graph, out);
    }
    this.finish(out, "");
    if (hidden > 0) {
      // Under the injected limit git stopped one commit past the cap: how many more exist is
      // not known, only that some do.
      if (this.limited) out.pushString("... more commits (newest " + this.cap.toString() + " shown; pass -n N for more)");
      else out.pushString("... " + this.cuts.omitted("+" + hidden.toString() + " more commits"));
      out.pushByte(0x0a);
      this.cuts.cut = true;
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }

  /** A header line of the entry (`Author: `, `Date:   `, `Merge: `): its value is kept. */
  private header(s: string): void {
    if (s.startsWith("Author: ")) this.author = trim(s.substring(8));
    else if (s.startsWith("Date:")) this.date = trim(s.substring(5));
    else if (s.startsWith("Merge: ")) this.merge = trim(s.substring(7));
  }

  /** The graph part of line i, without its trailing spaces, as a line of its own. */
  private pushGraph(L: Lines, i: i32, g: i32, to: ByteBuffer): void {
    to.pushBytes(L.buf.ptr + <usize>L.start(i), rtrimLen(L, i, g));
    to.pushByte(0x0a);
  }

  /**
   * Writes the current commit's line (once) with `subject`, then the connector lines met before
   * it, so every fork and merge stays below its commit as git drew it.
   */
  private finish(out: ByteBuffer, subject: string): void {
    if (this.phase == 0 || this.emitted) {
      if (subject.length == 0) this.reset();
      return;
    }
    out.pushString(this.head);
    if (subject.length > 0) {
      out.pushByte(0x20);
      out.pushString(this.cuts.shorten(subject, MAX_LINE));
    }
    if (this.author.length > 0 || this.date.length > 0) {
      out.pushString(" (");
      out.pushString(this.author);
      if (this.author.length > 0 && this.date.length > 0) out.pushString(", ");
      out.pushString(this.date);
      out.pushString(")");
    }
    out.pushByte(0x0a);
    if (this.merge.length > 0) {
      out.pushString(this.graphOfHead());
      out.pushString("  Merge: ");
      out.pushString(this.merge);
      out.pushByte(0x0a);
    }
    out.pushBytes(this.pending.ptr, this.pending.length);
    this.pending.clear();
    this.shown++;
    this.emitted = true;
    if (subject.length == 0) this.reset();
  }

  private reset(): void {
    this.phase = 0;
    this.emitted = false;
    this.head = "";
    this.author = "";
    this.date = "";
    this.merge = "";
    this.pending.clear();
  }

  /** The graph columns of the commit's line with its `*` as a plain column (what continues under it), as its body lines start. */
  private graphOfHead(): string {
    let k = 0;
    while (k < this.head.length) {
      const c = this.head.charCodeAt(k);
      if (c != 0x2a && c != 0x7c && c != 0x2f && c != 0x5c && c != 0x5f && c != 0x20) break;
      k++;
    }
    const g = this.head.substring(0, k).replaceAll("*", "|").trimEnd();
    return g.length > 0 ? g + " " : "";
  }
}
