// How rtk runs a git command line: git's global options (-C, -c, --git-dir, --work-tree,
// --no-pager, ...) read and kept, the subcommand's session picked, git run with LC_ALL=C (the
// parsers read git's English messages) and colours off. Output formats the user chose that are
// already compact (-s, --porcelain, --name-only, --numstat, --format, -p and --stat for log) pass
// through untouched, as does every subcommand not modelled here. Shared by the git family
// (index.ts) and the git status core's declaration (status-command.ts), so both plan alike.

import { Plan } from "../../plan/plan";
import { SpecWriter } from "../../session/spec";
import { hasFlag } from "../sdk/args";
import { LOG_MAX_COMMITS } from "../sdk/limits";

const GLOBAL_WITH_VALUE = ["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--super-prefix", "--config-env"];
const GLOBAL_FLAGS = ["--no-pager", "-P", "--paginate", "-p", "--no-optional-locks", "--bare", "--literal-pathspecs", "--glob-pathspecs", "--noglob-pathspecs", "--icase-pathspecs", "--no-replace-objects"];
const RESULT_SUBS = ["add", "commit", "push", "pull", "fetch", "branch", "stash", "worktree", "checkout", "switch"];

// Every colour switch git 2.39 documents (`git help config`, color.*): color.ui is only the
// default, each of the others overrides it when set to `always`.
const COLOUR_KEYS = ["ui", "status", "diff", "branch", "grep", "interactive", "showBranch", "advice", "push", "remote", "transport"];
const COLOUR_OFF = colourOff();

function colourOff(): string[] {
  const r: string[] = [];
  for (let i = 0; i < COLOUR_KEYS.length; i++) {
    r.push("-c");
    r.push("color." + COLOUR_KEYS[i] + "=false");
  }
  return r;
}

const STATUS_RAW = ["-s", "--short", "--porcelain", "-z", "--null"];
const LOG_RAW = ["-p", "-u", "--patch", "--stat", "--numstat", "--shortstat", "--name-only", "--name-status", "--raw", "--format", "--pretty", "--summary", "--dirstat", "-L", "--oneline", "--check"];
// With --stat, formats that are not a plain diffstat: the output passes through.
const DIFF_STAT_RAW = ["-p", "-u", "--patch", "--numstat", "--shortstat", "--name-only", "--name-status", "--raw", "--summary", "--dirstat", "--check", "-z", "--quiet", "--exit-code", "--word-diff", "--color-words", "--compact-summary", "--patch-with-stat"];
const DIFF_RAW = ["--stat", "--numstat", "--shortstat", "--name-only", "--name-status", "--raw", "--summary", "--dirstat", "--check", "-z", "--quiet", "--exit-code", "--word-diff", "--color-words", "--compact-summary"];

function contains(list: string[], a: string): bool {
  for (let i = 0; i < list.length; i++) if (unchecked(list[i]) == a) return true;
  return false;
}

/** Index of the subcommand after git's global options, or argv.length. */
function subcommandIndex(argv: string[]): i32 {
  let i = 1;
  while (i < argv.length) {
    const a = unchecked(argv[i]);
    if (contains(GLOBAL_WITH_VALUE, a)) {
      i += 2;
      continue;
    }
    if (contains(GLOBAL_FLAGS, a) || a.startsWith("--git-dir=") || a.startsWith("--work-tree=") || a.startsWith("--namespace=") || a.startsWith("--config-env=")) {
      i++;
      continue;
    }
    break;
  }
  return i;
}

function sessionFor(sub: string, argv: string[], from: i32): string {
  if (sub == "status") return hasFlag(argv, from, STATUS_RAW) || hasPrefixArg(argv, from, "--porcelain") ? "" : "git-status";
  if (sub == "log") {
    if (hasFlag(argv, from, LOG_RAW) || hasPrefixArg(argv, from, "--pretty=") || hasPrefixArg(argv, from, "--format=")) return "";
    return hasCount(argv, from) ? "git-log:all" : "git-log";
  }
  if (sub == "diff") {
    // --stat alone: the same stat without its alignment padding (every file, count and bar kept).
    if (hasFlag(argv, from, ["--stat"]) && !hasFlag(argv, from, DIFF_STAT_RAW)) return "git-diff:stat";
    return hasFlag(argv, from, DIFF_RAW) ? "" : "git-diff";
  }
  if (sub == "show") {
    // `git show rev:path` prints a file; leave it whole.
    for (let i = from; i < argv.length; i++) if (!argv[i].startsWith("-") && argv[i].indexOf(":") > 0) return "";
    if (hasFlag(argv, from, ["--name-only", "--name-status", "--raw", "-z", "--word-diff"])) return "";
    // --stat alone asked for the stat, bars and all, as `git diff --stat` did.
    return hasFlag(argv, from, ["--stat"]) && !hasFlag(argv, from, DIFF_STAT_RAW) ? "git-show:stat" : "git-show";
  }
  if (sub == "stash" && from < argv.length && argv[from] == "show" && hasFlag(argv, from, ["-p", "--patch", "-u"])) return "git-diff";
  if (contains(RESULT_SUBS, sub)) return interactive(sub, argv, from) ? "" : new SpecWriter("git-result").last(sub).toString();
  return "";
}

/**
 * Forms that talk to the user (`add -p`, `commit` with no message, `--edit`): they need the
 * terminal, so they pass through.
 */
function interactive(sub: string, argv: string[], from: i32): bool {
  if (hasFlag(argv, from, ["-p", "--patch", "-i", "--interactive", "-e", "--edit"])) return true;
  if (sub != "commit") return false;
  const given = hasFlag(argv, from, ["-m", "--message", "-F", "--file", "-C", "--reuse-message", "--no-edit", "--fixup", "--squash", "--allow-empty-message"]);
  if (given) return false;
  // "-am" style clusters carry the message flag too.
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    if (a.length > 1 && a.charCodeAt(0) == 0x2d && a.charCodeAt(1) != 0x2d && a.indexOf("m") > 0) return false;
  }
  return true;
}

function hasPrefixArg(argv: string[], from: i32, prefix: string): bool {
  for (let i = from; i < argv.length; i++) if (argv[i].startsWith(prefix)) return true;
  return false;
}

/** -n N, -N, --max-count: the user chose how many commits. */
function hasCount(argv: string[], from: i32): bool {
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") return false;
    if (a == "-n" || a.startsWith("--max-count") || (a.startsWith("-n") && a.length > 2)) return true;
    if (a.length > 1 && a.charCodeAt(0) == 0x2d && a.charCodeAt(1) >= 0x30 && a.charCodeAt(1) <= 0x39) return true;
  }
  return false;
}

export function planGit(argv: string[], _at: i32): Plan | null {
  if (argv.length < 2) return null;
  const at = subcommandIndex(argv);
  if (at >= argv.length) return null;
  const sub = argv[at];
  const spec = sessionFor(sub, argv, at + 1);
  if (spec.length == 0) return null;
  const p = new Plan();
  p.mode = spec == "git-result:push" ? "stream" : "capture";
  // Colours off, after the user's own global options (of git's `-c`, the last one wins), so a
  // `color.status=always` in their config or a `-c color.ui=always` of theirs cannot colour
  // what the parsers read. The sessions strip escapes as well, for colour that still gets
  // through (`--color=always` after the subcommand, say).
  p.argv = ["git"].concat(argv.slice(1, at)).concat(COLOUR_OFF).concat(argv.slice(at, at + 1));
  if (spec == "git-log") {
    // No count of the user's: git stops after one commit more than is shown (the filter then
    // knows more exist) instead of walking the whole history. Right after the subcommand, so it
    // lands before any `--` and pathspecs; the user's argv is otherwise unchanged.
    p.argv.push("--max-count=" + (LOG_MAX_COMMITS + 1).toString());
  }
  p.argv = p.argv.concat(argv.slice(at + 1));
  p.env = ["LC_ALL", "C"];
  p.session = spec;
  p.label = "rtk git " + sub;
  p.reason = "git " + sub + ": " + spec;
  return p;
}
