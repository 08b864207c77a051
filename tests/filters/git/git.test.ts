// git filters on real fixtures (fixtures/git, made by fixtures/git/make-repos.sh): the facts an
// agent needs survive, git's advice and noise go, exit codes are git's, output never grows.
import { describe, expect, it } from "vitest";
import { setLimits } from "../../../bindings/limits";
import { filtered } from "../../helpers/cases";
import { core, fixture, plan } from "../../helpers/fixtures";

// The colour switches the plan puts right before the subcommand (after the user's own options).
const OFF = ["ui", "status", "diff", "branch", "grep", "interactive", "showBranch", "advice", "push", "remote", "transport"].flatMap((k) => ["-c", `color.${k}=false`]);
const ESC = "\x1b";

describe("git plans", () => {
  it("reads global options and picks the subcommand's session", () => {
    const p = plan(["git", "-C", "repo", "-c", "core.abbrev=12", "--no-pager", "status"]);
    expect(p.session).toBe("git-status");
    expect(p.mode).toBe("capture");
    expect(p.argv).toEqual(["git", "-C", "repo", "-c", "core.abbrev=12", "--no-pager", ...OFF, "status"]);
    expect(p.env).toEqual(["LC_ALL", "C"]);
    expect(p.label).toBe("rtk git status");
    expect(plan(["git", "--git-dir=repo/.git", "--work-tree=repo", "log", "-n", "3"]).session).toBe("git-log:all");
    expect(plan(["git", "log"]).session).toBe("git-log");
    expect(plan(["git", "diff", "--cached"]).session).toBe("git-diff");
    expect(plan(["git", "diff", "--staged"]).session).toBe("git-diff");
    expect(plan(["git", "show", "HEAD"]).session).toBe("git-show");
    expect(plan(["git", "stash", "show", "-p"]).session).toBe("git-diff");
    for (const sub of ["add", "push", "pull", "fetch", "branch", "stash", "worktree", "checkout"]) {
      expect(plan(["git", sub]).session).toBe(`git-result:${sub}`);
    }
    expect(plan(["git", "commit", "-m", "msg"]).session).toBe("git-result:commit");
    expect(plan(["git", "commit", "-am", "msg"]).session).toBe("git-result:commit");
    expect(plan(["git", "commit", "--amend", "--no-edit"]).session).toBe("git-result:commit");
  });

  it("passes through formats the user chose and subcommands it does not model", () => {
    for (const argv of [
      ["git", "status", "-s"],
      ["git", "status", "--porcelain=v2"],
      ["git", "log", "--oneline"],
      ["git", "log", "-p"],
      ["git", "log", "--stat"],
      ["git", "log", "--format=%H"],
      ["git", "diff", "--stat", "-p"],
      ["git", "diff", "--stat", "--numstat"],
      ["git", "diff", "--name-only"],
      ["git", "show", "HEAD:src/a.js"],
      ["git", "rebase", "main"],
      ["git", "tag", "-l"],
      ["git", "commit"],
      ["git", "commit", "--amend"],
      ["git", "add", "-p"],
      ["git", "checkout", "--patch", "src/a.js"],
      ["git"],
    ]) {
      const p = plan(argv);
      expect(p.mode, argv.join(" ")).toBe("passthrough");
      expect(p.argv).toEqual(argv);
    }
  });
});

describe("git status", () => {
  it("color.status=always in the user's config: escapes stripped, groups read", () => {
    const f = filtered("git-status", "git/status/colour");
    expect(f.out).toBe("branch: main\nstaged (1):\nD m6.txt\nmodified (3):\nM m1.txt\nM m2.txt\nM m3.txt\nuntracked (3):\nnew-a.txt\nnew-b.txt\nnew-c.txt\n");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  it("dirty tree: branch with ahead/behind, then every path whole on its own line, after its letter", () => {
    const f = filtered("git-status", "git/status/dirty");
    expect(f.out).toBe(
      "branch: main...origin/main (ahead 1, behind 1)\n" +
        "staged (4):\nD scripts/socket.go\nA src/schema/added.ts\nM src/schema/errors.ts\nR src/schema/util.ts -> src/schema/utilities.ts\n" +
        "modified (3):\nM src/cli/argument.js\nM src/cli/option.js\nD src/cli/suggestSimilar.js\n" +
        "untracked (2):\nNOTES.md\ntmp/\n",
    );
    expect(f.out).not.toContain("(use ");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  it("a long list is what git status is for: every path listed, nothing cut", () => {
    const f = filtered("git-status", "git/status/many-untracked-all");
    expect(f.out).toMatch(/^untracked \(34\):\nNOTES\.md\ngen\/file1\.txt\n/m);
    const untracked = fixture("git/status/many-untracked-all").stdout.toString().split("Untracked files:")[1].split("\n").filter((l) => l.startsWith("\t"));
    expect(untracked).toHaveLength(34);
    for (const l of untracked) expect(f.out).toContain(`\n${l.slice(1)}\n`);
    expect(f.cut).toBe(false);
    expect(f.savings).toBeGreaterThanOrEqual(35);
    const many = filtered("git-status", "git/status/many");
    expect(many.out).toMatch(/^modified \(14\):\nM scripts\/client\.go$/m);
    expect(many.savings).toBeGreaterThanOrEqual(50);
  });

  it("a cap the user set (limits.status_max_untracked) names what it left out", () => {
    setLimits(core().core, { status_max_untracked: 10 });
    try {
      const f = filtered("git-status", "git/status/many-untracked-all");
      expect(f.out).toMatch(/^gen\/file17\.txt\n\+24 more$/m);
      expect(f.cut).toBe(true);
    } finally {
      setLimits(core().core, { status_max_untracked: 1000 });
    }
  });

  it("shows an operation in progress: rebase and merge with their conflicts", () => {
    const r = filtered("git-status", "git/status/rebase-conflict");
    expect(r.out).toMatch(/^state: rebasing conflict\/left onto [0-9a-f]{7}$/m);
    expect(r.out).toMatch(/^conflicts \(1\):\nUU src\/cli\/option\.js$/m);
    expect(r.out).not.toContain("Last command done");
    expect(r.savings).toBeGreaterThanOrEqual(60);
    const m = filtered("git-status", "git/status/merge-conflict");
    expect(m.out).toMatch(/^state: merging \(conflicts\)$/m);
    expect(m.out).toContain("src/cli/option.js");
    expect(m.savings).toBeGreaterThanOrEqual(60);
  });

  it("detached HEAD shows the sha; a clean tree says so", () => {
    expect(filtered("git-status", "git/status/detached").out).toMatch(/^branch: \(detached at [0-9a-f]{7}\)\nclean\n$/);
    const c = filtered("git-status", "git/status/clean");
    expect(c.out).toBe("branch: main...origin/main\nclean\n");
    expect(c.savings).toBeGreaterThanOrEqual(60);
    expect(filtered("git-status", "git/status/ahead-behind-clean").out).toContain("(ahead 1, behind 1)");
  });

  it("runs the same through -C and --git-dir/--work-tree", () => {
    const c = filtered("git-status", "git/global/C-status");
    expect(c.out).toMatch(/^branch: main\.\.\.origin\//m);
    expect(filtered("git-status", "git/global/git-dir").out).toBe(c.out);
    const log = filtered("git-log:all", "git/global/no-pager-log");
    expect(log.out.trimEnd().split("\n")).toHaveLength(3);
  });

  it("outside a repository the error is kept whole with exit 128", () => {
    const f = filtered("git-status", "git/global/not-a-repo");
    expect(f.exitCode).toBe(128);
    expect(f.err).toContain("fatal: not a git repository");
  });
});

describe("git log", () => {
  it("one line per commit: short hash, subject, author and date as git printed them, then the first body line", () => {
    const f = filtered("git-log", "git/log/plain");
    const lines = f.out.trimEnd().split("\n");
    expect(lines.filter((l) => /^[0-9a-f]{7} \S/.test(l))).toHaveLength(27);
    for (const l of lines) expect(l).toMatch(/^([0-9a-f]{7} \S.* \(Ada Lovelace <ada@example\.com>, \w{3} \w{3} \d+ [\d:]+ \d{4} \+0000\)$|  \S)/);
    expect(f.out).toContain("Wrap returns and annotate the parser");
    expect(f.out).toMatch(/^[0-9a-f]{7} Revise argument\.js header \(step 24\) \(Ada Lovelace <ada@example\.com>, Wed Nov 15 23:13:20 2023 \+0000\)\n  Keeps the provenance line in sync with release 24\.$/m);
    expect(f.out).not.toMatch(/Author:|Date:|Second body line/);
    // The rest of a message is left out: the raw log is kept for recall.
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(40);
  });

  it("keeps the first body line only, for commits that have one", () => {
    const f = filtered("git-log:all", "git/log/bodies");
    expect(f.out).toMatch(/^[0-9a-f]{7} Merge branch 'right' \(.*\)\n  Merge: 72fd929 bba760d\n  Brings in both module five changes\.\n[0-9a-f]{7} Merge branch 'left' \(.*\)\n  Merge: 124f78d 6870089\n/m);
    expect(f.out).not.toContain("Reviewed together with left.");
    expect(f.out).not.toMatch(/Author:|Date:/);
    expect(f.savings).toBeGreaterThanOrEqual(35);
  });

  it("honours -n and keeps the --graph drawing of forks", () => {
    const n = filtered("git-log:all", "git/log/n5");
    expect(n.out.trimEnd().split("\n").filter((l) => /^[0-9a-f]{7} /.test(l))).toHaveLength(5);
    const g = filtered("git-log", "git/log/graph-all");
    expect(g.out).toMatch(/^\* [0-9a-f]{7} Wrap returns/m);
    expect(g.out).toMatch(/^\| \* [0-9a-f]{7} Note the remote workflow in main\.go \(.*\)\n\|\/\n\* [0-9a-f]{7} Revise argument\.js/m);
    expect(g.savings).toBeGreaterThanOrEqual(40);
  });

  // The commits and connector lines of `git log --graph`, body lines left aside: each connector
  // stays right below the commit git drew it under (the field test saw `|\` one commit early).
  // Author and date are said after the subject: left aside here too.
  const shape = (out: string) =>
    out
      .trimEnd()
      .split("\n")
      .filter((l) => !/^[|\\/ ]*  \S/.test(l) || (/[0-9a-f]{7} /.test(l) && !l.includes("  Merge: ")))
      .map((l) => l.replace(/ \(Ada Lovelace <ada@example\.com>, [^)]*\)$/, ""));

  it("--graph without --oneline: forks and merges stay in their place", () => {
    const f = filtered("git-log:all", "git/log/graph-merges");
    expect(shape(f.out)).toEqual([
      "* 46d90a3 Tune module one again",
      "*   8b4bada Merge branch 'right'",
      "|\\",
      "| * bba760d Right: second change to module five",
      "| * fe7f10a Right: first change to module five",
      "* |   72fd929 Merge branch 'left'",
      "|\\ \\",
      "| * | 6870089 Left: second change to module four",
      "| * | 456c2dc Left: first change to module four",
      "| |/",
      "* | 124f78d Main: touch module six between the merges",
      "|/",
      "*   2db1ea4 Merge branch 'feature'",
      "|\\",
      "| * d3b7c17 Feature: finish module two",
      "| * b402b67 Feature: extend module two",
      "* | bccd868 Main: adjust module three while feature is open",
      "|/",
      "* cdcd685 Tune module one",
      "* 3c96a7b Import six modules",
    ]);
    // Body lines sit under their commit, drawn with that row's graph.
    expect(f.out).toContain("*   8b4bada Merge branch 'right' (Ada Lovelace <ada@example.com>, Wed Nov 15 11:13:20 2023 +0000)\n|   Merge: 72fd929 bba760d\n|\\\n| |   Brings in both module five changes.\n");
    expect(f.savings).toBeGreaterThanOrEqual(40);
  });

  it("--graph --date-order: crossing lines (`|/|`) keep their order", () => {
    const f = filtered("git-log:all", "git/log/graph-date-order");
    expect(shape(f.out)).toEqual([
      "* 46d90a3 Tune module one again",
      "*   8b4bada Merge branch 'right'",
      "|\\",
      "* |   72fd929 Merge branch 'left'",
      "|\\ \\",
      "* | | 124f78d Main: touch module six between the merges",
      "| | * bba760d Right: second change to module five",
      "| * | 6870089 Left: second change to module four",
      "| | * fe7f10a Right: first change to module five",
      "| |/",
      "|/|",
      "| * 456c2dc Left: first change to module four",
      "|/",
      "*   2db1ea4 Merge branch 'feature'",
      "|\\",
      "* | bccd868 Main: adjust module three while feature is open",
      "| * d3b7c17 Feature: finish module two",
      "| * b402b67 Feature: extend module two",
      "|/",
      "* cdcd685 Tune module one",
      "* 3c96a7b Import six modules",
    ]);
    const all = filtered("git-log:all", "git/log/graph-merges-all");
    expect(all.out.match(/^[*| ]*[0-9a-f]{7} /gm)).toHaveLength(8);
  });

  it("colour forced on by the user's config is stripped before parsing", () => {
    const f = filtered("git-log", "git/log/colour");
    expect(f.out).not.toContain(ESC);
    expect(f.out.split("\n").filter((l) => /^[0-9a-f]{7} \S/.test(l))).toHaveLength(14);
    expect(f.savings).toBeGreaterThanOrEqual(35);
    const g = filtered("git-log:all", "git/log/graph-colour");
    expect(g.out).not.toContain(ESC);
    expect(shape(g.out).slice(0, 6)).toEqual(shape(filtered("git-log:all", "git/log/graph-merges").out).slice(0, 6));
    expect(g.savings).toBeGreaterThanOrEqual(40);
  });

  it("without a count git stops one commit past the cap; the user's own count is left alone", () => {
    const at = (argv: string[]) => plan(argv).argv;
    expect(at(["git", "log"])).toEqual(["git", ...OFF, "log", "--max-count=51"]);
    expect(at(["git", "-C", "repo", "log", "--graph", "--all", "--", "src"])).toEqual(["git", "-C", "repo", ...OFF, "log", "--max-count=51", "--graph", "--all", "--", "src"]);
    for (const argv of [["git", "log", "-n", "200"], ["git", "log", "-n200"], ["git", "log", "-7"], ["git", "log", "--max-count=80"], ["git", "log", "--max-count", "80"]]) {
      expect(plan(argv).argv, argv.join(" ")).toEqual(["git", ...OFF].concat(argv.slice(1)));
      expect(plan(argv).session).toBe("git-log:all");
    }
    // git's real output under that limit (60 commits in the repository, 51 read).
    const f = filtered("git-log", "git/log/long-limited");
    const lines = f.out.trimEnd().split("\n");
    const commits = lines.filter((l) => /^[0-9a-f]{7} /.test(l));
    expect(commits).toHaveLength(50);
    expect(commits[0]).toMatch(/^[0-9a-f]{7} Record entry 60 in the changelog \(.*\)$/);
    expect(commits[49]).toMatch(/^[0-9a-f]{7} Record entry 11 in the changelog \(.*\)$/);
    expect(f.out).toContain("  Body line of commit 11.\n");
    expect(f.out).not.toContain("Record entry 10 ");
    expect(f.out).not.toContain("commit 10.");
    expect(lines[lines.length - 1]).toBe("... more commits (newest 50 shown; pass -n N for more)");
    expect(f.cut).toBe(true);
  });

  it("a bad revision keeps git's error and exit code", () => {
    const f = filtered("git-log", "git/log/bad-rev");
    expect(f.exitCode).toBe(128);
    expect(f.err).toContain("unknown revision");
  });
});

describe("git diff and show", () => {
  it("per-file headers with counts, hunk headers kept, context reduced", () => {
    const f = filtered("git-diff", "git/diff/unstaged");
    expect(f.out).toMatch(/^src\/cli\/option\.js \(\+51\/-50\)$/m);
    expect(f.out).toMatch(/^scripts\/client\.go \(\+1\/-0\)$/m);
    expect(f.out).toMatch(/^@@ -187,3 \+187,4 @@ func \(c \*Client\) resolveArgs\(\) error \{$/m);
    expect(f.out).not.toMatch(/^index [0-9a-f]/m);
    expect(f.out).not.toMatch(/^diff --git/m);
    expect(f.savings).toBeGreaterThanOrEqual(50);
  });

  it("--cached: new, deleted and renamed files are named", () => {
    const f = filtered("git-diff", "git/diff/cached");
    expect(f.out).toMatch(/^deleted: scripts\/socket\.go \(-97 lines\)$/m);
    expect(f.out).not.toContain("Licensed under the Apache License");
    expect(f.cut).toBe(true);
    expect(f.out).toMatch(/^src\/schema\/added\.ts \(\+1\/-0\) \[new\]$/m);
    expect(f.out).toContain("[renamed from src/schema/util.ts]");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  it("a big diff is capped per hunk and file, with the rest counted and the run cut", () => {
    const f = filtered("git-diff", "git/diff/big-last-commit");
    expect(f.out).toMatch(/^src\/cli\/command\.js \(\+757\/-757\)$/m);
    expect(f.out).toMatch(/^  \.\.\. \+\d+ more changed lines$/m);
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(70);
  });

  it("binary files and conflicted (combined) diffs", () => {
    expect(filtered("git-diff", "git/diff/binary").out).toBe("assets/logo.png (+0/-0) [binary]\n");
    const c = filtered("git-diff", "git/diff/merge-conflict");
    expect(c.out).toMatch(/^src\/cli\/option\.js/m);
    expect(c.out).toContain("++<<<<<<< HEAD");
  });

  it("a deleted file is one line that says so, with its line count", () => {
    const f = filtered("git-diff", "git/diff/cached-deleted");
    expect(f.out).toBe("deleted: m6.txt (-41 lines)\n");
    expect(f.cut).toBe(true);
  });

  it("--stat: every file with its count and bar, the summary, without the padding", () => {
    expect(plan(["git", "diff", "--stat"]).session).toBe("git-diff:stat");
    expect(plan(["git", "diff", "--cached", "--stat=100"]).session).toBe("git-diff:stat");
    const fx = fixture("git/diff/stat");
    const f = filtered("git-diff:stat", "git/diff/stat");
    const files = fx.stdout.toString().split("\n").filter((l) => l.includes(" | "));
    expect(files.length).toBeGreaterThan(10);
    for (const l of files) {
      const [path, rest] = l.split(" | ").map((x) => x.trim());
      expect(f.out).toContain(`${path} | ${rest}\n`);
    }
    expect(f.out).toMatch(/^\d+ files changed \+\d+ -\d+$/m);
    expect(f.savings).toBeGreaterThanOrEqual(15);
    const h = filtered("git-diff:stat", "git/diff/stat-history");
    expect(h.out).toBe("m1.txt | 4 ++--\nm2.txt | 4 ++--\nm3.txt | 4 ++--\n3 files changed +6 -6\n");
  });

  it("colour forced on (color.diff=always) is stripped: the diff is compacted as usual", () => {
    const f = filtered("git-diff", "git/diff/colour");
    expect(f.out).not.toContain(ESC);
    expect(f.out).toMatch(/^m1\.txt \(\+2\/-2\)$/m);
    expect(f.out).toMatch(/^@@ -17,7 \+17,7 @@ module 1 line 16$/m);
    expect(f.out).toContain("\n-module 3 line 20\n+module 3 line twenty\n");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  it("show: a merge keeps its parents line; the message is kept, bounded", () => {
    const m = filtered("git-show", "git/show/merge");
    expect(m.out).toBe("8b4bada Merge branch 'right'\nMerge: 72fd929 bba760d\n  Brings in both module five changes.\n  Reviewed together with left.\n");
    const b = filtered("git-show", "git/show/body");
    expect(b.out).toMatch(/^cdcd685 Tune module one\n  First body line of the tuning commit\.\n  Second body line, which log keeps out\.\nm1\.txt \(\+1\/-0\)\n/);
    expect(b.out).not.toMatch(/Author:|Date:/);
    expect(b.savings).toBeGreaterThanOrEqual(50);
  });

  it("show: the commit as one line, then the compact diff or the stat", () => {
    const s = filtered("git-show", "git/show/head");
    expect(s.out).toMatch(/^[0-9a-f]{7} Wrap returns and annotate the parser$/m);
    expect(s.out).not.toMatch(/^Author:/m);
    expect(s.savings).toBeGreaterThanOrEqual(70);
    // --stat asked for the stat with its bars, as `git diff --stat` keeps them.
    expect(plan(["git", "show", "--stat"]).session).toBe("git-show:stat");
    const st = filtered("git-show:stat", "git/show/head-stat");
    expect(st.out).toMatch(/^src\/cli\/command\.js \| 1514 \++-+$/m);
    expect(st.out).toContain("2 files changed +801 -757");
    expect(filtered("git-show", "git/show/binary").out).toContain("assets/logo.png (+0/-0) [new, binary]");
  });
});

describe("git one-line results", () => {
  const cases: [string, string, RegExp][] = [
    ["commit", "commit/ok", /^ok [0-9a-f]{7} main \(1 file changed \+1\)\n$/],
    ["push", "push/ok", /^ok main -> main [0-9a-f]{7}\.\.[0-9a-f]{7}\n$/],
    ["push", "push/new-branch", /^ok main -> feature\/push-test \(new branch\) tracking origin\/feature\/push-test\n$/],
    ["pull", "pull/fast-forward", /^ok fast-forward [0-9a-f]{7}\.\.[0-9a-f]{7} \(1 file changed \+2\)\n$/],
    ["pull", "pull/merge", /^ok merged \(1 file changed \+1\)\n$/],
    ["pull", "pull/up-to-date", /^ok up to date\n$/],
    ["branch", "branch/delete", /^ok deleted topic\/gamma\n$/],
    ["stash", "stash/push", /^ok stashed: WIP on main: [0-9a-f]{7} Client tweak 2\n$/],
    ["stash", "stash/drop", /^ok dropped stash@\{0\}\n$/],
    ["worktree", "worktree/add", /^ok worktree \(new branch 'wt\/feature'\) at [0-9a-f]{7} Client tweak 2\n$/],
    ["checkout", "checkout/main", /^ok main \(ahead 2\)\n$/],
    ["checkout", "checkout/switch", /^ok topic\/alpha\n$/],
    ["checkout", "checkout/new-branch", /^ok new branch topic\/delta\n$/],
    ["checkout", "checkout/detach", /^ok detached HEAD at [0-9a-f]{7} Add the new schema entry point\n$/],
  ];
  it.each(cases)("%s: %s", (sub, path, expected) => {
    const f = filtered(`git-result:${sub}`, `git/${path}`);
    expect(f.exitCode).toBe(0);
    expect(f.text).toMatch(expected);
  });

  it("push streams: the remote's messages come out as they arrive, progress never, the ok line at exit", () => {
    expect(plan(["git", "push", "origin", "main"]).mode).toBe("stream");
    const fx = fixture("git/push/remote-messages");
    const s = core().openSession("git-result:push");
    const dec = new TextDecoder();
    let seen = "";
    const sink = (_stream: number, bytes: Uint8Array) => {
      seen += dec.decode(bytes);
    };
    // Up to the end of the remote's second message line, in small chunks as a pipe delivers them.
    const upTo = fx.stderr.indexOf("pull/new/feature/stream") + 40;
    for (let at = 0; at < upTo; at += 512) s.push(2, fx.stderr.subarray(at, Math.min(at + 512, upTo)), sink);
    expect(seen).toBe("remote: Create a pull request for 'feature/stream' on the forge by visiting:\nremote:      https://forge.example/ada/repo/pull/new/feature/stream\n");
    s.push(2, fx.stderr.subarray(upTo), sink);
    s.end(fx.exitCode, sink);
    expect(seen).toMatch(/\nok main -> feature\/stream \(new branch\)\n$/);
    expect(seen).not.toMatch(/objects|deltas|\r|To \//);
    expect(filtered("git-result:push", "git/push/remote-messages").savings).toBeGreaterThanOrEqual(95);
  });

  it("a rejected push streams the rejection at once and its hints at exit", () => {
    const fx = fixture("git/push/rejected");
    const s = core().openSession("git-result:push");
    const dec = new TextDecoder();
    let seen = "";
    const sink = (_stream: number, bytes: Uint8Array) => {
      seen += dec.decode(bytes);
    };
    const hints = fx.stderr.indexOf("hint:");
    s.push(2, fx.stderr.subarray(0, hints), sink);
    expect(seen).toBe(fx.stderr.subarray(0, hints).toString());
    s.push(2, fx.stderr.subarray(hints), sink);
    s.end(fx.exitCode, sink);
    expect(seen).toBe(fx.stderr.toString());
  });

  it("stash pop keeps what changed in the tree", () => {
    const f = filtered("git-result:stash", "git/stash/pop");
    expect(f.out).toContain("modified (1):\nM src/cli/help.js\n");
    expect(f.out).toContain("ok dropped stash@{0}");
    expect(f.savings).toBeGreaterThanOrEqual(80);
  });

  it("errors are kept whole with git's exit code", () => {
    for (const [sub, path, code, text] of [
      ["push", "push/rejected", 1, "! [rejected]        main -> main (non-fast-forward)"],
      ["commit", "commit/nothing", 1, "nothing to commit, working tree clean"],
      ["checkout", "checkout/would-overwrite", 1, "Your local changes to the following files would be overwritten by checkout:\n\tsrc/cli/error.js"],
      ["branch", "branch/delete-unmerged", 1, "is not fully merged"],
      ["add", "add/bad-path", 128, "pathspec 'does-not-exist.ts' did not match any files"],
      ["fetch", "fetch/bad-remote", 128, "'nowhere' does not appear to be a git repository"],
      ["stash", "stash/pop-empty", 1, "No stash entries found."],
    ] as const) {
      const fx = fixture(`git/${path}`);
      const f = filtered(`git-result:${sub}`, `git/${path}`);
      expect(f.exitCode).toBe(code);
      expect(f.text).toContain(text);
      expect(f.out + f.err).toBe(fx.stdout.toString() + fx.stderr.toString());
    }
  });

  it("add -v and -n: the list the user asked for, every path whole on its own line", () => {
    const v = filtered("git-result:add", "git/add/verbose");
    expect(v.out).toBe("add (4):\nm1.txt\nnew-a.txt\nnew-b.txt\nnew-c.txt\n");
    const n = filtered("git-result:add", "git/add/dry-run");
    expect(n.out).toBe("add (6):\nm1.txt\nm2.txt\nm3.txt\nnew-a.txt\nnew-b.txt\nnew-c.txt\n");
    expect(n.exitCode).toBe(0);
  });

  it("a plain branch listing becomes current / local / remote", () => {
    const f = filtered("git-result:branch", "git/branch/list");
    expect(f.out).toContain("* main");
    expect(f.out).toContain("topic/alpha");
  });
});
