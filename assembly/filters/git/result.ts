// One-line results for git's state-changing subcommands (add, commit, pull, fetch, branch,
// stash, worktree, checkout, switch). A failed command is shown whole: the agent needs the error
// and git's advice. On success, known messages become `ok ...` and git's advice is dropped; a line
// this code does not know is kept as it is, so nothing new is ever hidden.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { LIST_MAX_ENTRIES, MAX_LINE } from "../sdk/limits";
import { pushLine, trim, words } from "../sdk/text";
import { PlainCaptureSession } from "./plain";
import { StatusReport } from "./status";
import { shortStat } from "./stat";

function between(s: string, a: string, b: string): string {
  const i = s.indexOf(a);
  if (i < 0) return "";
  const j = s.indexOf(b, i + a.length);
  return j < 0 ? s.substring(i + a.length) : s.substring(i + a.length, j);
}

function isStatSummary(s: string): bool {
  return s.indexOf(" changed") > 0 && (s.indexOf(" file changed") > 0 || s.indexOf(" files changed") > 0);
}

/** A ref update line of push/fetch: "   a..b  main -> main", " * [new branch] x -> y". */
export function refUpdate(s: string): string {
  if (s.indexOf(" -> ") < 0) return "";
  const t = trim(s);
  if (t.length < 3) return "";
  const flag = t.charCodeAt(0);
  if (flag == 0x2a || flag == 0x2b || flag == 0x2d || flag == 0x3d || flag == 0x21) {
    // "* [new branch]  main -> x", "+ a...b main -> main (forced update)"
    const w = trim(t.substring(1));
    if (w.startsWith("[")) {
      const close = w.indexOf("]");
      const what = w.substring(1, close);
      return trim(w.substring(close + 1)) + " (" + what + ")";
    }
    const sp = w.indexOf(" ");
    return trim(w.substring(sp + 1)) + " " + w.substring(0, sp);
  }
  const sp = t.indexOf(" ");
  if (sp < 0 || t.indexOf("..") < 0) return "";
  return trim(t.substring(sp + 1)) + " " + t.substring(0, sp);
}

export class GitResultSession extends PlainCaptureSession {
  constructor(readonly sub: string) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    if (exitCode != 0) {
      return false;
    }
    // git writes progress and results to stderr for push, fetch, pull and checkout: read both.
    const all = new ByteBuffer(this.rawOut.length + this.rawErr.length + 1);
    all.pushBytes(this.rawOut.ptr, this.rawOut.length);
    if (all.length > 0 && all.byteAt(all.length - 1) != 0x0a) all.pushByte(0x0a);
    all.pushBytes(this.rawErr.ptr, this.rawErr.length);
    const L = new Lines(all);
    const sub = this.sub;
    if (sub == "commit") this.commit(L, out);
    else if (sub == "push" || sub == "fetch") this.refs(L, out, sub == "push" ? "ok" : "ok fetched");
    else if (sub == "pull") this.pull(L, out);
    else if (sub == "branch") this.branch(L, out);
    else if (sub == "stash") this.stash(L, out);
    else if (sub == "checkout" || sub == "switch") this.checkout(L, out);
    else if (sub == "worktree") this.worktree(L, out);
    else if (sub == "add") this.add(L, out);
    else this.generic(L, 0, L.count, out);
    return true;
  }

  /**
   * `add -v` / `add -n` list what is (or would be) added and removed: the user asked for that
   * list, so every path stays, whole, one per line under its verb. Other lines (warnings) are kept.
   */
  private add(L: Lines, out: ByteBuffer): void {
    const added: string[] = [];
    const removed: string[] = [];
    for (let i = 0; i < L.count; i++) {
      const s = L.str(i);
      if (s.startsWith("add '") && s.endsWith("'")) added.push(s.substring(5, s.length - 1));
      else if (s.startsWith("remove '") && s.endsWith("'")) removed.push(s.substring(8, s.length - 1));
      else if (!L.isBlank(i) && !s.startsWith("hint: ")) pushLine(out, this.cuts.shorten(s, MAX_LINE));
    }
    this.paths(out, "add", added);
    this.paths(out, "remove", removed);
  }

  /** `verb (n):`, then the paths one per line. */
  private paths(out: ByteBuffer, verb: string, paths: string[]): void {
    if (paths.length == 0) return;
    pushLine(out, verb + " (" + paths.length.toString() + "):");
    this.cuts.writeList(out, paths, LIST_MAX_ENTRIES);
  }

  /** Keeps lines that are not git advice, trimmed of alignment runs. */
  private generic(L: Lines, from: i32, to: i32, out: ByteBuffer): void {
    for (let i = from; i < to; i++) {
      if (L.isBlank(i) || L.startsWith(i, "hint: ") || L.startsWith(i, "  (use ")) continue;
      pushLine(out, this.cuts.shorten(squeeze(L.str(i)), MAX_LINE));
    }
  }

  private commit(L: Lines, out: ByteBuffer): void {
    let head = "";
    let stat = "";
    for (let i = 0; i < L.count; i++) {
      const s = L.str(i);
      if (head.length == 0 && s.startsWith("[") && s.indexOf("] ") > 0) {
        const w = words(s.substring(1, s.indexOf("] ")));
        // "[main 188747e]" or "[main (root-commit) 188747e]"
        head = w.length > 0 ? w[w.length - 1] + " " + w[0] : "";
        continue;
      }
      if (isStatSummary(s)) {
        stat = shortStat(s);
        continue;
      }
      if (s.startsWith(" create mode ") || s.startsWith(" delete mode ") || s.startsWith(" rename ") || s.startsWith(" mode change ") || s.startsWith(" copy ")) continue;
      if (s.startsWith(" Date: ") || s.startsWith(" Author: ") || s.startsWith(" Committer: ")) continue;
      if (!L.isBlank(i)) pushLine(out, s);
    }
    pushLine(out, "ok " + head + (stat.length > 0 ? " (" + stat + ")" : ""));
  }

  private refs(L: Lines, out: ByteBuffer, okWord: string): void {
    const updates: string[] = [];
    let upToDate = false;
    let tracking = "";
    for (let i = 0; i < L.count; i++) {
      const s = L.str(i);
      if (L.isBlank(i) || s.startsWith("To ") || s.startsWith("From ")) continue;
      if (s == "Everything up-to-date") {
        upToDate = true;
        continue;
      }
      if (s.startsWith("branch '") && s.indexOf(" set up to track ") > 0) {
        tracking = " tracking " + between(s, "track '", "'");
        continue;
      }
      if (s == "remote: " || s == "remote:") continue;
      const u = refUpdate(s);
      if (u.length > 0) {
        updates.push(u);
        continue;
      }
      pushLine(out, this.cuts.shorten(s, MAX_LINE));
    }
    if (updates.length == 0) {
      if (upToDate) pushLine(out, "ok up to date");
      return;
    }
    if (okWord == "ok") {
      for (let i = 0; i < updates.length; i++) pushLine(out, "ok " + updates[i] + (i == 0 ? tracking : ""));
      return;
    }
    out.pushString(okWord);
    out.pushString(" (");
    out.pushDecimal(updates.length);
    out.pushString(updates.length == 1 ? " ref): " : " refs): ");
    for (let i = 0; i < updates.length && i < 10; i++) {
      if (i > 0) out.pushString(", ");
      out.pushString(updates[i]);
    }
    if (updates.length > 10) out.pushString(", ...");
    out.pushByte(0x0a);
  }

  private pull(L: Lines, out: ByteBuffer): void {
    let what = "";
    let stat = "";
    for (let i = 0; i < L.count; i++) {
      const s = L.str(i);
      if (L.isBlank(i) || s.startsWith("From ") || s.startsWith(" * branch ") || refUpdate(s).length > 0) continue;
      if (s == "Already up to date." || s == "Already up-to-date.") what = "up to date";
      else if (s.startsWith("Updating ")) what = "fast-forward " + s.substring(9);
      else if (s == "Fast-forward") continue;
      else if (s.startsWith("Merge made by ")) what = "merged";
      else if (s.startsWith("Successfully rebased")) what = "rebased";
      else if (isStatSummary(s)) stat = shortStat(s);
      else if (s.startsWith(" ") && s.indexOf(" | ") > 0) continue; // per-file stat
      else if (s.startsWith(" create mode ") || s.startsWith(" delete mode ") || s.startsWith(" rename ") || s.startsWith(" mode change ")) continue;
      else pushLine(out, this.cuts.shorten(s, MAX_LINE));
    }
    pushLine(out, "ok " + (what.length > 0 ? what : "pulled") + (stat.length > 0 ? " (" + stat + ")" : ""));
  }

  private branch(L: Lines, out: ByteBuffer): void {
    // A plain listing: "* main" / "  topic" / "  remotes/origin/main".
    let plain = L.count > 0;
    for (let i = 0; i < L.count && plain; i++) {
      const n = L.len(i);
      const b0 = n > 0 ? L.byteAt(i, 0) : <u8>0;
      if (n < 3 || (b0 != 0x2a && b0 != 0x20 && b0 != 0x2b) || L.byteAt(i, 1) != 0x20 || L.indexOf(i, 0x20, 2) >= 0) plain = false;
    }
    if (!plain) {
      for (let i = 0; i < L.count; i++) {
        const s = L.str(i);
        if (s.startsWith("Deleted branch ")) pushLine(out, "ok deleted " + s.substring(15, s.indexOf(" (was") > 0 ? s.indexOf(" (was") : s.length));
        else if (!L.isBlank(i)) pushLine(out, this.cuts.shorten(squeeze(s), MAX_LINE));
      }
      return;
    }
    let current = "";
    const local: string[] = [];
    const remote: string[] = [];
    for (let i = 0; i < L.count; i++) {
      const name = L.strFrom(i, 2);
      if (L.byteAt(i, 0) == 0x2a) current = name;
      else if (name.startsWith("remotes/")) remote.push(name.substring(8));
      else local.push(name);
    }
    if (current.length > 0) pushLine(out, "* " + current);
    if (local.length > 0) pushLine(out, "local: " + local.join(", "));
    if (remote.length > 0) pushLine(out, "remote: " + remote.join(", "));
  }

  private stash(L: Lines, out: ByteBuffer): void {
    // pop/apply print the status of the tree, then "Dropped refs/stash@{0} (sha)".
    for (let i = 0; i < L.count; i++) {
      const s = L.str(i);
      if (s.startsWith("Saved working directory and index state ")) pushLine(out, "ok stashed: " + s.substring(40));
      else if (s.startsWith("Dropped ")) {
        const ref = s.substring(8, s.indexOf(" (") > 0 ? s.indexOf(" (") : s.length);
        pushLine(out, "ok dropped " + (ref.startsWith("refs/") ? ref.substring(5) : ref));
      } else if (s.startsWith("On branch ") || s.startsWith("HEAD detached ")) {
        let j = i;
        while (j < L.count && !L.startsWith(j, "Dropped ")) j++;
        const r = new StatusReport();
        r.parse(L, i, j);
        r.branch = "";
        r.write(out, this.cuts);
        i = j - 1;
      } else if (s.startsWith("stash@{")) pushLine(out, this.cuts.shorten(s, MAX_LINE));
      else if (!L.isBlank(i) && !s.startsWith("  (use ")) pushLine(out, this.cuts.shorten(squeeze(s), MAX_LINE));
    }
  }

  private worktree(L: Lines, out: ByteBuffer): void {
    // "Preparing worktree" comes on stderr, after "HEAD is now at" on stdout.
    let preparing = "";
    for (let i = 0; i < L.count; i++) {
      if (L.startsWith(i, "Preparing worktree (")) preparing = L.str(i).substring(20, L.len(i) - 1);
    }
    for (let i = 0; i < L.count; i++) {
      const s = L.str(i);
      if (s.startsWith("Preparing worktree (")) continue;
      else if (s.startsWith("HEAD is now at ")) pushLine(out, "ok worktree" + (preparing.length > 0 ? " (" + preparing + ")" : "") + " at " + s.substring(15));
      else if (!L.isBlank(i)) pushLine(out, this.cuts.shorten(squeeze(s), MAX_LINE));
    }
  }

  private checkout(L: Lines, out: ByteBuffer): void {
    let result = "";
    let tracking = "";
    const changed: string[] = [];
    let advice = false;
    for (let i = 0; i < L.count; i++) {
      const s = L.str(i);
      if (L.isBlank(i)) continue;
      if (s.startsWith("Switched to branch '")) result = "ok " + between(s, "'", "'");
      else if (s.startsWith("Switched to a new branch '")) result = "ok new branch " + between(s, "'", "'");
      else if (s.startsWith("Switched to and reset branch '")) result = "ok reset branch " + between(s, "'", "'");
      else if (s.startsWith("Already on '")) result = "ok already on " + between(s, "'", "'");
      else if (s.startsWith("HEAD is now at ")) result = "ok detached HEAD at " + s.substring(15);
      else if (s.startsWith("Previous HEAD position was ")) continue;
      else if (s.startsWith("Note: switching to ") || s.startsWith("Note: checking out ")) advice = true;
      else if (s.startsWith("Your branch is ahead of ")) tracking = " (ahead " + between(s, " by ", " ") + ")";
      else if (s.startsWith("Your branch is behind ")) tracking = " (behind " + between(s, " by ", " ") + ")";
      else if (s.startsWith("Your branch is up to date") || s.startsWith("  (use ") || s.startsWith("Your branch and ") || s.startsWith("and have ")) continue;
      else if (s.startsWith("Updated ") && s.indexOf(" path") > 0) result = "ok " + s;
      else if (L.len(i) > 2 && L.byteAt(i, 1) == 0x09) changed.push(s.substring(0, 1) + " " + s.substring(2));
      else if (advice) continue; // the detached-HEAD advice paragraph
      else pushLine(out, this.cuts.shorten(s, MAX_LINE));
    }
    if (result.length > 0) pushLine(out, result + tracking);
    if (changed.length > 0) {
      pushLine(out, "local changes (" + changed.length.toString() + "):");
      this.cuts.writeList(out, changed, LIST_MAX_ENTRIES);
    }
  }
}

/** Collapses runs of spaces (column alignment) to one. */
function squeeze(s: string): string {
  let r = "";
  let prevSpace = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const sp = s.charCodeAt(i) == 0x20;
    if (sp && prevSpace) {
      r += s.substring(start, i);
      start = i + 1;
    }
    prevSpace = sp;
  }
  return r + s.substring(start);
}
