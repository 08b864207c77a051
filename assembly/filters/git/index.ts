// The git family: the git command (its planning: plan.ts) and its sessions: status, log, diff
// and show, and the one-line results of add, commit, push, pull, fetch, branch, stash, worktree,
// checkout and switch.

import { END, PRODUCER, row } from "../../rewrite/rules";
import { Session } from "../../session/session";
import { SpecReader } from "../../session/spec";
import { declareCommand } from "../command";
import { DiffSession } from "./diff";
import { GitLogSession } from "./log";
import { planGit } from "./plan";
import { GitPushSession } from "./push";
import { GitResultSession } from "./result";
import { GitStatusSession } from "./status";
import { LOG_MAX_COMMITS } from "../sdk/limits";

declareCommand({
  name: "git",
  words: ["git"],
  precedence: 10,
  plan: planGit,
  sessions: [
    { kind: "git-status", open: (_o: SpecReader): Session | null => new GitStatusSession() },
    // git-log: at most LOG_MAX_COMMITS (rtk asked git for one more); git-log:all: the user chose how many.
    { kind: "git-log", open: (o: SpecReader): Session | null => (o.str() == "all" ? new GitLogSession(0) : new GitLogSession(LOG_MAX_COMMITS, true)) },
    // git-diff:stat: a --stat alone, padding dropped.
    { kind: "git-diff", open: (o: SpecReader): Session | null => (o.str() == "stat" ? new DiffSession(false, true, true) : new DiffSession(false)) },
    // git-show:stat: a --stat alone, the commit's header and its stat with their bars.
    { kind: "git-show", open: (o: SpecReader): Session | null => (o.str() == "stat" ? new DiffSession(false, true, true) : new DiffSession(false)) },
    // push streams (a long push stays live): git-result:push is its own session.
    { kind: "git-result", open: (o: SpecReader): Session | null => {
      const sub = o.last();
      return sub == "push" ? new GitPushSession() : new GitResultSession(sub);
    } },
  ],
  // For `git log | rtk pipe -f git-log` (uncapped: rtk did not choose how many commits git printed).
  pipe: [
    { name: "git-log", spec: "git-log:all" },
    { name: "git-diff", spec: "git-diff" },
  ],
  // Only git: yadm (git for dotfiles) has no filter here, and `rtk yadm` would only pass it through.
  rewrite: [
    row(10, "^git[ \\t\\n]+(status|log|diff|show|add|commit|checkout|push|pull|branch|fetch|stash|worktree)" + END, "rtk git", "Git", 70, PRODUCER, "git status")
      .sub("diff=80 show=80 add=59 commit=59"),
  ],
});
