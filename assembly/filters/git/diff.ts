// Diff compaction, shared by git diff/show/stash show -p, `rtk diff` and `gh pr diff`.
//
// Per file: one header `path (+a/-b)` with what kind of change it is (new, renamed, mode,
// binary); hunk headers kept whole (they carry the line numbers and the enclosing function);
// changed lines kept (with the "\ No newline at end of file" marker that follows one);
// context cut to the one line that leads into a run of changes. A new file's
// lines are shown like any others; a deleted file is one line `deleted: path (-N lines)`, its
// content left out. Changed lines beyond a per-hunk, a per-file and a total cap are counted, not
// shown; whatever is left out marks the run cut (the host offers the raw output back).
// A `commit <sha>` header (git show) becomes `<short sha> <subject>`, the `Merge:` line and the
// body. Hunks are followed by their header counts, so a removed line that starts with `--` is
// never mistaken for a file header.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { DIFF_MAX_FILE_LINES, DIFF_MAX_HUNK_LINES, DIFF_MAX_TOTAL_LINES, MAX_LINE } from "../sdk/limits";
import { pushLine, trim } from "../sdk/text";
import { Cuts } from "../../session/cuts";
import { shortStat } from "./stat";
import { PlainCaptureSession } from "./plain";

/** Body lines of a commit message shown by git show before the rest is counted. */
const SHOW_MAX_BODY_LINES: i32 = 12;

function isHex(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66);
}

/** True for `commit <40 hex>` at the start of the line. */
export function isCommitLine(lines: Lines, i: i32): bool {
  if (!lines.startsWith(i, "commit ") || lines.len(i) < 47) return false;
  for (let k = 7; k < 47; k++) if (!isHex(<i32>lines.byteAt(i, k))) return false;
  return true;
}

/** Reads the number at `k` in `s`; returns [value, next index]. */
function readInt(s: string, k: i32): i32[] {
  let v = 0;
  while (k < s.length) {
    const c = s.charCodeAt(k);
    if (c < 0x30 || c > 0x39) break;
    v = v * 10 + (c - 0x30);
    k++;
  }
  return [v, k];
}

export class DiffCompactor {
  totalShown: i32 = 0;
  files: i32 = 0;

  // The file being collected.
  private name: string = "";
  private tags: string = "";
  private plus: i32 = 0;
  private minus: i32 = 0;
  private shown: i32 = 0;
  private hidden: i32 = 0;
  private body: ByteBuffer = new ByteBuffer(1024);
  private open: bool = false;
  private combined: bool = false;

  /** `keepBars`: stat lines keep their +/- bars (git diff --stat: the user asked for them). */
  constructor(readonly lines: Lines, readonly out: ByteBuffer, readonly keepBars: bool = false, readonly cuts: Cuts = new Cuts()) {}

  /** Compacts lines [from, to). */
  run(from: i32, to: i32): void {
    const L = this.lines;
    let i = from;
    while (i < to) {
      if (L.startsWith(i, "diff --git ") || L.startsWith(i, "diff --cc ") || L.startsWith(i, "diff --combined ")) {
        this.flush();
        const d = L.str(i);
        this.combined = isCombinedDiffLine(d);
        this.begin(fileFromDiffLine(d));
        i++;
        continue;
      }
      if (L.startsWith(i, "@@")) {
        if (!this.open) this.begin("");
        i = this.hunk(i, to);
        continue;
      }
      if (L.startsWith(i, "--- ") && i + 1 < to && L.startsWith(i + 1, "+++ ")) {
        // File names; a plain unified diff (no `diff --git` line) starts its file here.
        const newName = labelName(L.strFrom(i + 1, 4));
        const oldName = labelName(L.strFrom(i, 4));
        if (!this.open || (this.name.length == 0 && this.plus + this.minus == 0)) {
          this.flush();
          this.begin(newName == "/dev/null" ? oldName : newName);
        }
        if (oldName == "/dev/null") this.tag("new");
        else if (newName == "/dev/null") this.tag("deleted");
        i += 2;
        continue;
      }
      if (this.open && this.headerLine(i)) {
        i++;
        continue;
      }
      if (isCommitLine(L, i)) {
        this.flush();
        i = this.commitHeader(i, to);
        continue;
      }
      if (L.startsWith(i, "diff ") && L.len(i) > 5) {
        // `diff -u a b` as printed by diff -r: a new file follows.
        this.flush();
        i++;
        continue;
      }
      // Anything else (stat lines, text around a patch) is kept, stat lines without their bars.
      this.flush();
      if (!L.isBlank(i)) {
        this.out.pushString(this.cuts.shorten(statLine(L.str(i), this.keepBars), MAX_LINE));
        this.out.pushByte(0x0a);
      }
      i++;
    }
    this.flush();
  }

  private begin(name: string): void {
    this.open = true;
    this.name = name;
    this.tags = "";
    this.plus = 0;
    this.minus = 0;
    this.shown = 0;
    this.hidden = 0;
    this.body.clear();
  }

  private tag(t: string): void {
    if (this.tags == t || this.tags.endsWith(", " + t) || this.tags.startsWith(t + ",")) return;
    this.tags = this.tags.length == 0 ? t : this.tags + ", " + t;
  }

  /** Extended header lines of git diffs. */
  private headerLine(i: i32): bool {
    const L = this.lines;
    if (L.startsWith(i, "index ") || L.startsWith(i, "similarity index") || L.startsWith(i, "dissimilarity index")) return true;
    if (L.startsWith(i, "new file mode")) {
      this.tag("new");
      return true;
    }
    if (L.startsWith(i, "deleted file mode")) {
      this.tag("deleted");
      return true;
    }
    if (L.startsWith(i, "rename from ")) {
      this.tag("renamed from " + L.strFrom(i, 12));
      return true;
    }
    if (L.startsWith(i, "copy from ")) {
      this.tag("copied from " + L.strFrom(i, 10));
      return true;
    }
    if (L.startsWith(i, "rename to ") || L.startsWith(i, "copy to ")) return true;
    if (L.startsWith(i, "old mode ")) {
      this.tag("mode " + L.strFrom(i, 9));
      return true;
    }
    if (L.startsWith(i, "new mode ")) {
      this.tags += " -> " + L.strFrom(i, 9);
      return true;
    }
    if (L.startsWith(i, "Binary files ") || L.startsWith(i, "GIT binary patch")) {
      this.tag("binary");
      return true;
    }
    return false;
  }

  /** One hunk from its header at `i`; returns the index after it. */
  private hunk(i: i32, to: i32): i32 {
    const L = this.lines;
    const header = L.str(i);
    let oldLeft = 1;
    let newLeft = 1;
    let counted = false;
    if (header.startsWith("@@ -")) {
      let r = readInt(header, 4);
      oldLeft = 1;
      let k = r[1];
      if (k < header.length && header.charCodeAt(k) == 0x2c) {
        r = readInt(header, k + 1);
        oldLeft = r[0];
        k = r[1];
      }
      const p = header.indexOf(" +", k);
      if (p > 0) {
        r = readInt(header, p + 2);
        newLeft = 1;
        k = r[1];
        if (k < header.length && header.charCodeAt(k) == 0x2c) newLeft = readInt(header, k + 1)[0];
        counted = true;
      }
    }
    this.body.pushString(this.cuts.shorten(header, MAX_LINE));
    this.body.pushByte(0x0a);
    const start = i + 1;
    let end = start;
    // Find the end of the hunk: by its counts when known, else by the line prefixes.
    while (end < to) {
      if (counted && oldLeft <= 0 && newLeft <= 0) {
        // A "\ No newline" marker may still follow.
        if (L.len(end) > 0 && L.byteAt(end, 0) == 0x5c) {
          end++;
          continue;
        }
        break;
      }
      const n = L.len(end);
      const b = n > 0 ? L.byteAt(end, 0) : <u8>0x20;
      if (b == 0x2b) newLeft--;
      else if (b == 0x2d) oldLeft--;
      else if (b == 0x20 || n == 0) {
        oldLeft--;
        newLeft--;
      } else if (b == 0x5c) {
        // "\ No newline at end of file"
      } else if (!counted && isChange(L, end, this.combined)) {
        // combined diff columns
      } else break;
      end++;
    }
    let hunkShown = 0;
    // Whether the line before was shown: a "\ No newline at end of file" marker says that line
    // has no newline (a file that lost or gained its last one), so it stays with it.
    let shownLast = false;
    for (let k = start; k < end; k++) {
      const change = isChange(L, k, this.combined);
      if (change) {
        if (L.byteAt(k, 0) == 0x2b || (L.len(k) > 1 && L.byteAt(k, 1) == 0x2b)) this.plus++;
        else this.minus++;
      }
      let keep = change;
      if (!keep && L.len(k) > 0 && L.byteAt(k, 0) == 0x5c) {
        if (shownLast) {
          this.body.pushString(L.str(k));
          L.endTo(k, this.body);
        }
        continue;
      }
      shownLast = false;
      // One context line leads into each run of changes; the rest of the context goes.
      if (!keep) keep = k + 1 < end && isChange(L, k + 1, this.combined);
      if (!keep) continue;
      if (hunkShown >= DIFF_MAX_HUNK_LINES || this.shown >= DIFF_MAX_FILE_LINES || this.totalShown >= DIFF_MAX_TOTAL_LINES) {
        if (change) this.hidden++;
        continue;
      }
      shownLast = true;
      hunkShown++;
      // The line as the diff has it: a CRLF file's `\r` stays (its bytes are the change).
      this.body.pushString(this.cuts.shorten(L.str(k), MAX_LINE));
      L.endTo(k, this.body);
      this.shown++;
      this.totalShown++;
    }
    return end;
  }

  /**
   * `commit <sha>`, its header and message (git show): `<short> <subject>`, the `Merge:` parents
   * line of a merge, then the body indented, without blank lines and bounded (show is about one
   * commit, so its message is kept, unlike log's). Author and dates go.
   */
  private commitHeader(i: i32, to: i32): i32 {
    const L = this.lines;
    const line = L.str(i);
    let head = line.substring(7, 14);
    if (line.length > 47) head += line.substring(47);
    let subject = "";
    let merge = "";
    const body: string[] = [];
    let more = 0;
    let k = i + 1;
    while (k < to) {
      if (L.startsWith(k, "    ")) {
        if (subject.length == 0) subject = L.strFrom(k, 4);
        else if (!L.isBlank(k)) {
          if (body.length < SHOW_MAX_BODY_LINES) body.push(this.cuts.shorten(trim(L.strFrom(k, 4)), MAX_LINE));
          else more++;
        }
        k++;
        continue;
      }
      if (L.startsWith(k, "Merge:")) {
        merge = L.str(k);
        k++;
        continue;
      }
      if (L.isBlank(k) || L.startsWith(k, "Author:") || L.startsWith(k, "Date:") || L.startsWith(k, "Commit:") || L.startsWith(k, "AuthorDate:") || L.startsWith(k, "CommitDate:")) {
        k++;
        continue;
      }
      break;
    }
    const o = this.out;
    o.pushString(head);
    o.pushString(" ");
    o.pushString(this.cuts.shorten(subject, MAX_LINE));
    o.pushByte(0x0a);
    if (merge.length > 0) pushLine(o, merge);
    for (let b = 0; b < body.length; b++) pushLine(o, "  " + body[b]);
    if (more > 0) pushLine(o, "  ... " + this.cuts.omitted("+" + more.toString() + (more == 1 ? " more message line" : " more message lines")));
    return k;
  }

  private flush(): void {
    if (!this.open) return;
    this.open = false;
    this.files++;
    const o = this.out;
    if (this.tags.indexOf("deleted") >= 0 && this.tags.indexOf("deleted") == this.tags.lastIndexOf("deleted") && this.plus == 0) {
      // The content of a deleted file is not worth reading: one line says what went and how
      // much (the recall hint, from the cut, gives the lines back).
      o.pushString("deleted: ");
      o.pushString(this.name.length > 0 ? this.name : "(diff)");
      if (this.minus > 0) {
        o.pushString(" (-");
        o.pushDecimal(this.minus);
        o.pushString(this.minus == 1 ? " line" : " lines");
        o.pushString(this.cuts.omitted(""));
        o.pushString(")");
      }
      const others = this.tags == "deleted" ? "" : this.tags.replace("deleted, ", "").replace(", deleted", "");
      if (others.length > 0) {
        o.pushString(" [");
        o.pushString(others);
        o.pushString("]");
      }
      o.pushByte(0x0a);
      return;
    }
    o.pushString(this.name.length > 0 ? this.name : "(diff)");
    o.pushString(" (+");
    o.pushDecimal(this.plus);
    o.pushString("/-");
    o.pushDecimal(this.minus);
    o.pushString(")");
    if (this.tags.length > 0) {
      o.pushString(" [");
      o.pushString(this.tags);
      o.pushString("]");
    }
    o.pushByte(0x0a);
    o.pushBytes(this.body.ptr, this.body.length);
    if (this.hidden > 0) pushLine(o, "  ... " + this.cuts.omitted("+" + this.hidden.toString() + " more changed lines"));
  }
}

/**
 * A change line: `+`/`-` in the first column, or, in a combined diff (`diff --cc`), in the
 * second. In a two-way diff a context line may itself start with "+" after its leading space.
 */
function isChange(L: Lines, k: i32, combined: bool): bool {
  const n = L.len(k);
  if (n == 0) return false;
  const b = L.byteAt(k, 0);
  if (b == 0x2b || b == 0x2d) return true;
  if (combined && b == 0x20 && n > 1) {
    const c = L.byteAt(k, 1);
    return c == 0x2b || c == 0x2d;
  }
  return false;
}

function isCombinedDiffLine(s: string): bool {
  return s.startsWith("diff --cc ") || s.startsWith("diff --combined ");
}

/**
 * " path  | 12 +++--" -> "path | 12" (or "path | 12 +++--" with `keepBars`);
 * " 2 files changed, 3 insertions(+)" -> "2 files changed +3".
 */
function statLine(s: string, keepBars: bool): string {
  if (!s.startsWith(" ")) return s;
  const bar = s.indexOf(" | ");
  if (bar > 0) {
    let e = s.length;
    if (!keepBars) while (e > bar && (s.charCodeAt(e - 1) == 0x2b || s.charCodeAt(e - 1) == 0x2d)) e--;
    return trim(s.substring(0, bar)) + " | " + trim(s.substring(bar + 3, e));
  }
  if (s.indexOf(" changed") > 0 && (s.indexOf(" file changed") > 0 || s.indexOf(" files changed") > 0)) return shortStat(s);
  return s;
}

/** `diff --git a/x b/y` -> y; `diff --cc x` -> x. */
function fileFromDiffLine(s: string): string {
  if (s.startsWith("diff --cc ")) return s.substring(10);
  if (s.startsWith("diff --combined ")) return s.substring(16);
  const k = s.lastIndexOf(" b/");
  if (k > 0) return s.substring(k + 3);
  return s.substring(11);
}

/** A `---`/`+++` label: drops a tab and timestamp and the a/ b/ prefix. */
function labelName(s: string): string {
  const t = s.indexOf("\t");
  if (t >= 0) s = s.substring(0, t);
  if (s.startsWith("a/") || s.startsWith("b/")) s = s.substring(2);
  return s;
}

/** git diff, git show, stash show -p, rtk diff, gh pr diff. Errors are shown whole. */
export class DiffSession extends PlainCaptureSession {
  /** `diffExit`: exit 1 means "files differ" (diff(1)). `strip`: drop terminal escapes first (git's output; not files compared by `rtk diff`, whose bytes are content). */
  constructor(readonly diffExit: bool = false, strip: bool = true, readonly keepBars: bool = false) {
    super(strip);
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    // `diff` exits 1 when the files differ: that is a result, not an error.
    const failed = this.diffExit ? exitCode > 1 : exitCode != 0;
    if (failed) {
      return false;
    }
    const lines = new Lines(this.rawOut);
    new DiffCompactor(lines, out, this.keepBars, this.cuts).run(0, lines.count);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}
