// git filters on real fixtures (fixtures/git, made by fixtures/git/make-repos.sh): the facts an
// agent needs survive, git's advice and noise go, exit codes are git's, output never grows.
import { describe, expect, it } from "vitest";
import { core, fixture, plan, runSession, type Filtered } from "./fixture";

function filtered(spec: string, path: string): Filtered & { exitCode: number } {
  const fx = fixture(path);
  const f = runSession(spec, fx);
  // Never longer than raw, whatever the case.
  expect(f.tokens).toBeLessThanOrEqual(f.rawTokens);
  return { ...f, exitCode: fx.exitCode };
}

describe("git plans", () => {
  it("reads global options and picks the subcommand's session", () => {
    const p = plan(["git", "-C", "repo", "-c", "core.abbrev=12", "--no-pager", "status"]);
    expect(p.session).toBe("git-status");
    expect(p.mode).toBe("capture");
    expect(p.argv).toEqual(["git", "-c", "color.ui=false", "-C", "repo", "-c", "core.abbrev=12", "--no-pager", "status"]);
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
      ["git", "diff", "--stat"],
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
  it("dirty tree: branch with ahead/behind, staged/modified/untracked groups", () => {
    const f = filtered("git-status", "git/status/dirty");
    expect(f.out).toMatch(/^branch: main\.\.\.origin\/main \(ahead 1, behind 1\)$/m);
    expect(f.out).toMatch(/^staged \(4\): .*D scripts\/socket\.go/m);
    expect(f.out).toMatch(/^staged .*A added\.ts/m);
    expect(f.out).toContain("R src/schema/util.ts -> src/schema/utilities.ts");
    expect(f.out).toMatch(/^modified \(3\): .*argument\.js.*option\.js.*D suggestSimilar\.js/m);
    expect(f.out).toMatch(/^untracked \(2\): NOTES\.md, tmp\/$/m);
    expect(f.out).not.toContain("(use ");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  it("caps long groups and marks the run as cut", () => {
    const f = filtered("git-status", "git/status/many-untracked-all");
    expect(f.out).toMatch(/^untracked \(34\): .*, \+24 more$/m);
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(60);
    const many = filtered("git-status", "git/status/many");
    expect(many.out).toMatch(/^modified \(14\): /m);
    expect(many.savings).toBeGreaterThanOrEqual(60);
  });

  it("shows an operation in progress: rebase and merge with their conflicts", () => {
    const r = filtered("git-status", "git/status/rebase-conflict");
    expect(r.out).toMatch(/^state: rebasing conflict\/left onto [0-9a-f]{7}$/m);
    expect(r.out).toMatch(/^conflicts \(1\): src\/cli\/option\.js$/m);
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
  it("one line per commit: short hash and subject, bodies and headers gone", () => {
    const f = filtered("git-log", "git/log/plain");
    const lines = f.out.trimEnd().split("\n");
    expect(lines).toHaveLength(27);
    for (const l of lines) expect(l).toMatch(/^[0-9a-f]{7} \S/);
    expect(f.out).toContain("Wrap returns and annotate the parser");
    expect(f.out).not.toMatch(/Author:|Date:|Second body line/);
    expect(f.savings).toBeGreaterThanOrEqual(80);
  });

  it("honours -n and keeps the --graph drawing of forks", () => {
    const n = filtered("git-log:all", "git/log/n5");
    expect(n.out.trimEnd().split("\n")).toHaveLength(5);
    const g = filtered("git-log", "git/log/graph-all");
    expect(g.out).toMatch(/^\* [0-9a-f]{7} Wrap returns/m);
    expect(g.out).toMatch(/^\| \* [0-9a-f]{7} Note the remote workflow in main\.go$/m);
    expect(g.out).toMatch(/^\|\/$/m);
    expect(g.savings).toBeGreaterThanOrEqual(80);
  });

  it("without a count git stops one commit past the cap; the user's own count is left alone", () => {
    const at = (argv: string[]) => plan(argv).argv;
    expect(at(["git", "log"])).toEqual(["git", "-c", "color.ui=false", "log", "--max-count=51"]);
    expect(at(["git", "-C", "repo", "log", "--graph", "--all", "--", "src"])).toEqual(["git", "-c", "color.ui=false", "-C", "repo", "log", "--max-count=51", "--graph", "--all", "--", "src"]);
    for (const argv of [["git", "log", "-n", "200"], ["git", "log", "-n200"], ["git", "log", "-7"], ["git", "log", "--max-count=80"], ["git", "log", "--max-count", "80"]]) {
      expect(plan(argv).argv, argv.join(" ")).toEqual(["git", "-c", "color.ui=false"].concat(argv.slice(1)));
      expect(plan(argv).session).toBe("git-log:all");
    }
    // git's real output under that limit (60 commits in the repository, 51 read).
    const f = filtered("git-log", "git/log/long-limited");
    const lines = f.out.trimEnd().split("\n");
    expect(lines).toHaveLength(51);
    expect(lines[0]).toMatch(/^[0-9a-f]{7} Record entry 60 in the changelog$/);
    expect(lines[49]).toMatch(/^[0-9a-f]{7} Record entry 11 in the changelog$/);
    expect(f.out).not.toContain("Record entry 10 ");
    expect(lines[50]).toBe("... more commits (newest 50 shown; pass -n N for more)");
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
    expect(f.out).toMatch(/^scripts\/socket\.go \(\+0\/-97\) \[deleted\]$/m);
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

  it("show: the commit as one line, then the compact diff or the stat", () => {
    const s = filtered("git-show", "git/show/head");
    expect(s.out).toMatch(/^[0-9a-f]{7} Wrap returns and annotate the parser$/m);
    expect(s.out).not.toMatch(/^Author:/m);
    expect(s.savings).toBeGreaterThanOrEqual(70);
    const st = filtered("git-show", "git/show/head-stat");
    expect(st.out).toContain("src/cli/command.js | 1514");
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
    expect(f.out).toContain("modified (1): src/cli/help.js");
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

  it("a plain branch listing becomes current / local / remote", () => {
    const f = filtered("git-result:branch", "git/branch/list");
    expect(f.out).toContain("* main");
    expect(f.out).toContain("topic/alpha");
  });
});
