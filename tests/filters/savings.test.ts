// Savings per command on the real fixtures, with the core's token estimate (ceil(chars/4)):
// the table in the closing note comes from here (`npx vitest run tests/filters/savings`).
// Each row also holds the floor this filter must keep on its fixture; rows whose reference
// figure is below 60 % (or has none) carry the floor this filter reaches, so a regression shows.
// Lists that are what their command is for (find, grep's matches, a plain or recursive ls) save
// only where there is noise (docs/filters.md, the five rules): their figures are in the fidelity
// bench (`npm run bench fidelity`), beside the facts they keep.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixture, fixtureCases, runSession } from "../helpers/fixtures";
import { savingsBelowReasons } from "../helpers/savings-below";

const ROWS: [string, string, string, number][] = [
  ["git status (dirty)", "git-status", "git/status/dirty", 60],
  ["git status (34 untracked, -uall: every path on its line)", "git-status", "git/status/many-untracked-all", 38],
  ["git status (rebase conflict)", "git-status", "git/status/rebase-conflict", 60],
  ["git log (author, date and the first body line kept)", "git-log", "git/log/plain", 40],
  ["git log --graph --all", "git-log", "git/log/graph-all", 42],
  ["git log --graph (three merges)", "git-log:all", "git/log/graph-merges", 40],
  ["git log (60 commits, --max-count=51 injected)", "git-log", "git/log/long-limited", 34],
  ["git diff (unstaged)", "git-diff", "git/diff/unstaged", 50],
  ["git diff --cached", "git-diff", "git/diff/cached", 60],
  ["git diff (big commit)", "git-diff", "git/diff/big-last-commit", 80],
  ["git show", "git-show", "git/show/head", 80],
  ["git diff --stat", "git-diff:stat", "git/diff/stat", 15],
  ["git status (color.status=always)", "git-status", "git/status/colour", 60],
  ["git diff (color.diff=always)", "git-diff", "git/diff/colour", 60],
  ["git commit", "git-result:commit", "git/commit/ok", 60],
  ["git push", "git-result:push", "git/push/ok", 40],
  ["git push --progress (remote messages)", "git-result:push", "git/push/remote-messages", 95],
  ["git pull (fast-forward)", "git-result:pull", "git/pull/fast-forward", 60],
  ["git stash pop", "git-result:stash", "git/stash/pop", 80],
  ["git checkout main", "git-result:checkout", "git/checkout/main", 80],
  ["gh pr list (30)", "gh:pr-list", "gh/pr-list/thirty", 65],
  ["gh issue list (30, titles whole)", "gh:issue-list", "gh/issue-list/thirty", 41],
  ["gh run list (20)", "gh:run-list", "gh/run-list/twenty", 75],
  ["gh pr view", "gh:view", "gh/pr-view/with-template", 30],
  ["gh issue view", "gh:view", "gh/issue-view/code-and-badges", 45],
  ["gh run view", "gh:run-view", "gh/run-view/failed-job", 60],
  ["gh pr checks", "gh:checks", "gh/pr-checks/one-failing", 60],
  ["gh pr diff", "git-diff", "gh/pr-diff/git-diff", 80],
  ["ls -la (every field, padding gone)", "ls", "ls/as-run-long-all", 7],
  ["tree", "tree", "tree/plain", 27],
  ["tree (a package: @as-pect/cli)", "tree", "tree/package-aspect-cli", 48],
  ["tree node_modules/commander", "tree", "tree/package-commander", 25],
  ["rg -n never src/core (long lines cut)", "grep1:never", "rg/as-run-long-lines", 8],
  ["read (minimal, TypeScript)", "read:minimal:-1:-1:0:util.ts", "read/cat-util.ts", 24],
  ["read (minimal, JavaScript)", "read:minimal:-1:-1:0:help.js", "read/cat-help.js", 34],
  ["read (aggressive, TypeScript)", "read:aggressive:-1:-1:0:util.ts", "read/cat-util.ts", 60],
  ["read (aggressive, Python)", "read:aggressive:-1:-1:0:decoder.py", "read/cat-decoder.py", 60],
  ["read (aggressive, Rust)", "read:aggressive:-1:-1:0:main.rs", "read/cat-main.rs", 60],
  ["read (aggressive, Go)", "read:aggressive:-1:-1:0:proxy.go", "read/cat-proxy.go", 60],
  ["read (aggressive, 3 files)", "read:aggressive:-1:-1:0:", "read/as-run-two", 60],
  ["read --max-lines 20 -n", "read:none:20:-1:1:help.js", "read/cat-help.js", 60],
  ["read (binary)", "read:none:-1:-1:0:true.bin", "read/cat-binary", 90],
  ["diff (unified)", "diff-files", "diff/unified", 60],
  ["wc (6 files)", "wc:lwc:0", "wc/files", 19],
  ["wc -l src/core/*.ts", "wc:l:0", "wc/lines-deep", 10],
  ["wc -l node_modules/commander/lib/*.js", "wc:l:0", "wc/lines-node-modules", 6],
  ["wc -l src/*/*.ts (3 directories)", "wc:l:0", "wc/lines-dirs", 11],
  ["wc (one file)", "wc:lwc:1", "wc/one-file", 40],
  ["wc -l (one file)", "wc:l:1", "wc/one-file-lines", 60],
  ["wc < file", "wc:lwc:0", "wc/stdin", 20],
  ["json (package-lock)", "json:5:0", "json/cat-lock", 60],
  ["json --depth 2 --keys-only", "json:2:1", "json/cat-lock", 90],
  ["env", "env:0:", "env/typical", 10],
  ["log (npm debug log)", "log", "log/cat-npm", 75],
  ["log (retry loop)", "log", "log/cat-retry", 80],
  ["log (alternatives.log)", "log", "log/cat-alternatives", 75],
  ["deps (package.json)", "deps", "deps/as-run-node", 80],
  ["deps (Cargo.toml)", "deps", "deps/as-run-rust", 64],
  ["deps (Cargo.toml from the Rust docs)", "deps", "deps/as-run-rust-real", 69],
  ["tree -L 3 (a package with its own node_modules)", "tree", "tree/nm-nested", 36],
  ["ls -R (a project with node_modules)", "ls:Rp", "ls/as-run-recursive-nm", 38],
  ["grep -rn (a file name holding :NN:)", "grep1:ERROR", "grep/as-run-colon-name", 0],
  ["json (findmnt -J, arrays of differing objects)", "json:5:0", "json/cat-findmnt", 90],
  ["env (secrets by name word and value shape)", "env:0:", "env/secret-shapes", 30],
  ["deps (Gemfile with groups)", "deps", "deps/as-run-ruby", 50],
  ["deps (go.mod with replace)", "deps", "deps/as-run-go-replace", 5],
  ["err (make + gcc)", "generic:err", "err/make-gcc", 60],
  ["test (node --test)", "generic:test", "err/node-test", 60],
  ["test (python unittest)", "generic:test", "err/python-unittest", 60],
  ["summary (node --test)", "generic:summary", "err/node-test", 80],
  ["err (cargo build, the same error twice)", "generic:err", "err/cargo-build-same", 10],
  ["err (node --test, TAP)", "generic:err", "err/node-test-tap", 70],
  ["err (tsc --pretty)", "generic:err", "err/tsc-same-pretty", 55],
  ["test (node --test, TAP)", "generic:test", "err/node-test-tap", 70],
  ["test (node --test, spec)", "generic:test", "err/node-test-asserts-spec", 60],
  ["test (node --test, long diff)", "generic:test", "err/node-test-long-diff", 85],
  ["test (pytest)", "generic:test", "err/pytest-asserts", 55],
  ["test (pytest, 79 failures)", "generic:test", "err/pytest-many", 75],
  ["test (pytest, pytest's own fixture)", "generic:test", "pytest/fail/default", 45],
];

describe("savings on the fixtures", () => {
  it("every filter keeps its floor and never outgrows the raw output", () => {
    const table = ["| command | fixture | raw tokens | rtk tokens | savings |", "|---|---|---:|---:|---:|"];
    for (const [label, spec, path, floor] of ROWS) {
      const f = runSession(spec, fixture(path));
      table.push(`| ${label} | ${path} | ${f.rawTokens} | ${f.tokens} | ${f.savings}% |`);
      expect(f.tokens, label).toBeLessThanOrEqual(f.rawTokens);
      expect(f.savings, label).toBeGreaterThanOrEqual(floor);
    }
    console.log(table.join("\n"));
  });
});

describe("docs/savings-below.tsv (why a fixture stays under its target)", () => {
  it("parses, is sorted and names only fixtures that exist", () => {
    const reasons = savingsBelowReasons();
    const cases = new Set(fixtureCases());
    const paths = [...reasons.keys()];
    expect(paths.filter((p) => !cases.has(p))).toEqual([]);
    expect(paths).toEqual([...paths].sort());
  });

  it("rejects a line with no reason, naming the file and line", () => {
    const dir = mkdtempSync(join(tmpdir(), "rtk-savings-below-"));
    const file = join(dir, "below.tsv");
    writeFileSync(file, "# comment\ngit/status/dirty\tthe paths are the facts\nping/ok\n");
    expect(() => savingsBelowReasons(file)).toThrow(`${file}:3: expected`);
  });
});
