// git status in its long human form (the host runs git with LC_ALL=C) without its hints, every
// path on its own line, whole, as git printed it, after the letter `git status -s` gives it:
//   branch: main...origin/main (ahead 1, behind 2)       or  branch: (detached at 9ef85e1)
//   state: rebasing conflict/left onto ff2f847            when an operation is in progress
//   conflicts (1):
//   UU src/a.js
//   staged (2):
//   A src/new.ts
//   R src/old.ts -> src/new.ts
//   untracked (1):
//   NOTES.md
// The long form is parsed rather than porcelain because only it reports an operation in progress.
// Hint lines ("  (use ...)") are dropped; a line the parser does not know is kept as it is.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { STATUS_MAX_FILES, STATUS_MAX_UNTRACKED } from "../sdk/limits";
import { pushLine, trim } from "../sdk/text";
import { Cuts } from "../../session/cuts";
import { PlainCaptureSession } from "./plain";

const NONE = 0;
const STAGED = 1;
const MODIFIED = 2;
const UNTRACKED = 3;
const CONFLICTS = 4;
const IGNORED = 5;

function kindLetter(kind: string): string {
  if (kind == "new file") return "A";
  if (kind == "modified") return "M";
  if (kind == "deleted") return "D";
  if (kind == "renamed") return "R";
  if (kind == "copied") return "C";
  if (kind == "typechange") return "T";
  if (kind == "both modified") return "UU";
  if (kind == "both added") return "AA";
  if (kind == "both deleted") return "DD";
  if (kind == "added by us") return "AU";
  if (kind == "added by them") return "UA";
  if (kind == "deleted by us") return "DU";
  if (kind == "deleted by them") return "UD";
  return kind;
}

/** Text between the first pair of single quotes, or "". */
function quoted(s: string, nth: i32 = 0): string {
  let at = 0;
  for (let k = 0; k <= nth; k++) {
    const a = s.indexOf("'", at);
    if (a < 0) return "";
    const b = s.indexOf("'", a + 1);
    if (b < 0) return "";
    if (k == nth) return s.substring(a + 1, b);
    at = b + 1;
  }
  return "";
}

/** The number after " by " in "... by 3 commits." */
function countAfterBy(s: string): string {
  const k = s.lastIndexOf(" by ");
  if (k < 0) return "?";
  const rest = s.substring(k + 4);
  const sp = rest.indexOf(" ");
  return sp < 0 ? rest : rest.substring(0, sp);
}

export class StatusReport {
  branch: string = "";
  upstream: string = "";
  tracking: string = "";
  state: string = "";
  clean: bool = false;
  staged: CappedList = new CappedList(STATUS_MAX_FILES);
  modified: CappedList = new CappedList(STATUS_MAX_FILES);
  untracked: CappedList = new CappedList(STATUS_MAX_UNTRACKED);
  conflicts: CappedList = new CappedList(STATUS_MAX_FILES);
  ignored: CappedList = new CappedList(STATUS_MAX_UNTRACKED);
  other: string[] = [];

  /** Reads the long-format lines [from, to). Returns false when nothing looked like git status. */
  parse(lines: Lines, from: i32, to: i32): bool {
    let section = NONE;
    let known = false;
    for (let i = from; i < to; i++) {
      // Entries and hints are told apart by their first bytes, so the many lines of a large
      // status are decoded only when a group shows them.
      const n = lines.len(i);
      if (n == 0) continue;
      if (lines.byteAt(i, 0) == 0x09) {
        this.entry(section, lines, i);
        continue;
      }
      if (lines.startsWith(i, "  (") || lines.startsWith(i, "   ")) continue; // hints and rebase todo lines
      const s = lines.str(i);
      known = true;
      if (s.startsWith("On branch ")) this.branch = s.substring(10);
      else if (s.startsWith("HEAD detached at ")) this.branch = "(detached at " + s.substring(17) + ")";
      else if (s.startsWith("HEAD detached from ")) this.branch = "(detached from " + s.substring(19) + ")";
      else if (s == "Not currently on any branch.") this.branch = "(no branch)";
      else if (s.startsWith("Your branch is up to date with ")) this.upstream = quoted(s);
      else if (s.startsWith("Your branch is ahead of ")) {
        this.upstream = quoted(s);
        this.tracking = "ahead " + countAfterBy(s);
      } else if (s.startsWith("Your branch is behind ")) {
        this.upstream = quoted(s);
        const c = s.indexOf(", and can");
        this.tracking = "behind " + countAfterBy(c < 0 ? s : s.substring(0, c));
      } else if (s.startsWith("Your branch and ")) {
        this.upstream = quoted(s);
      } else if (s.startsWith("and have ") && s.indexOf(" different commits") > 0) {
        const w = s.split(" ");
        if (w.length > 4) this.tracking = "ahead " + w[2] + ", behind " + w[4];
      } else if (s.startsWith("Your branch is based on ")) {
        this.upstream = quoted(s);
        this.tracking = "upstream gone";
      } else if (s == "Changes to be committed:") section = STAGED;
      else if (s == "Changes not staged for commit:") section = MODIFIED;
      else if (s == "Untracked files:") section = UNTRACKED;
      else if (s == "Unmerged paths:") section = CONFLICTS;
      else if (s == "Ignored files:") section = IGNORED;
      else if (s.startsWith("nothing to commit")) this.clean = s.indexOf("working tree clean") >= 0;
      else if (s.startsWith("nothing added to commit") || s.startsWith("no changes added to commit")) continue;
      else if (s.startsWith("It took ") || s.startsWith("Last command") || s.startsWith("Next command") || s.startsWith("No commands remaining")) continue;
      else if (s == "You have unmerged paths.") this.addState("merging (conflicts)");
      else if (s == "All conflicts fixed but you are still merging.") this.addState("merging (conflicts fixed)");
      else if (s.startsWith("interactive rebase in progress") || s.startsWith("rebase in progress")) {
        if (this.state.indexOf("rebasing") < 0) this.addState("rebasing" + (s.indexOf("; onto ") > 0 ? " onto " + s.substring(s.indexOf("; onto ") + 7) : ""));
      } else if (s.startsWith("You are currently rebasing branch ")) {
        this.state = "";
        this.addState("rebasing " + quoted(s, 0) + " onto " + quoted(s, 1));
      } else if (s.startsWith("You are currently rebasing")) {
        if (this.state.indexOf("rebasing") < 0) this.addState("rebasing");
      } else if (s.startsWith("You are currently cherry-picking commit ")) this.addState("cherry-picking " + trimDot(s.substring(40)));
      else if (s.startsWith("You are currently reverting commit ")) this.addState("reverting " + trimDot(s.substring(35)));
      else if (s.startsWith("You are currently bisecting")) this.addState("bisecting");
      else if (s.startsWith("You are currently editing a commit") || s.startsWith("You are currently splitting a commit")) this.addState(trimDot(s.substring(18)));
      else if (s.startsWith("You are in the middle of an am session")) this.addState("am session");
      else if (s.startsWith("Cherry-pick currently in progress") || s.startsWith("Revert currently in progress")) this.addState(trimDot(s));
      else this.other.push(s);
    }
    return known || this.staged.total + this.modified.total + this.untracked.total > 0;
  }

  private addState(s: string): void {
    this.state = this.state.length == 0 ? s : this.state + "; " + s;
  }

  private entry(section: i32, lines: Lines, i: i32): void {
    const list = section == UNTRACKED ? this.untracked
      : section == IGNORED ? this.ignored
      : section == STAGED ? this.staged
      : section == CONFLICTS ? this.conflicts
      : this.modified;
    if (!list.wants()) return;
    const s = lines.strFrom(i, 1);
    if (section == UNTRACKED || section == IGNORED) {
      list.add(s);
      return;
    }
    const c = s.indexOf(":");
    let item = s;
    if (c > 0) item = kindLetter(s.substring(0, c)) + " " + trim(s.substring(c + 1));
    list.add(item);
  }

  /** Writes the compact form; what a cap leaves out goes through `cuts`. */
  write(out: ByteBuffer, cuts: Cuts): void {
    if (this.branch.length > 0) {
      out.pushString("branch: ");
      out.pushString(this.branch);
      if (this.upstream.length > 0) {
        out.pushString("...");
        out.pushString(this.upstream);
      }
      if (this.tracking.length > 0) {
        out.pushString(" (");
        out.pushString(this.tracking);
        out.pushString(")");
      }
      out.pushByte(0x0a);
    }
    if (this.state.length > 0) pushLine(out, "state: " + this.state);
    for (let i = 0; i < this.other.length; i++) pushLine(out, this.other[i]);
    writeGroup(out, cuts, "conflicts", this.conflicts);
    writeGroup(out, cuts, "staged", this.staged);
    writeGroup(out, cuts, "modified", this.modified);
    writeGroup(out, cuts, "untracked", this.untracked);
    writeGroup(out, cuts, "ignored", this.ignored);
    if (this.clean) pushLine(out, "clean");
  }
}

/**
 * The entries of one group: all of them counted, only the first `cap` kept (the rest would be
 * cut anyway), so a status of a million untracked files holds a thousand strings, not a million.
 */
export class CappedList {
  items: string[] = [];
  total: i32 = 0;
  constructor(readonly cap: i32) {}

  /** Counts one entry; true when it is among the shown ones and should be added. */
  wants(): bool {
    this.total++;
    return this.items.length < this.cap;
  }

  add(s: string): void {
    this.items.push(s);
  }
}

/** `label (n):`, then one entry per line, its path whole as git printed it. */
function writeGroup(out: ByteBuffer, cuts: Cuts, label: string, group: CappedList): void {
  if (group.total == 0) return;
  pushLine(out, label + " (" + group.total.toString() + "):");
  cuts.writeList(out, group.items, group.cap, "", group.total);
}

function trimDot(s: string): string {
  return s.endsWith(".") ? s.substring(0, s.length - 1) : s;
}

/** `git status` (long form). A failed status (not a repository, bad flag) is shown whole. */
export class GitStatusSession extends PlainCaptureSession {
  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    const lines = new Lines(this.rawOut);
    const r = new StatusReport();
    if (exitCode != 0 || !r.parse(lines, 0, lines.count)) {
      return false;
    }
    r.write(out, this.cuts);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}
