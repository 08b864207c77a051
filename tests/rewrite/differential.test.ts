// The differential test of issue 16: real command lines run in a scratch git repository twice,
// as the agent typed them and as the hook rewrites them (`rtk rewrite` of the built CLI, then
// `bash -c`/`sh -c` with that runtime's rtk first on PATH). Everything that is not the agent's
// own screen must come out byte for byte the same: the files the line writes (redirect
// targets, `tee`, what pipe consumers and `$(..)` values were written to), the repository's
// state and the exit code. The screen (stdout and stderr) may differ only where an rtk stage
// prints to it, alone or through display-only stages (`| head`, `| tail`, `| cat`, `| less`).
// In Node, Bun and Deno; the original lines run once, without rtk.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRtk } from "../helpers/core";
import { RUNTIMES, runCli, sandboxEnv } from "../helpers/cli";

interface Case {
  line: string;
  /** The shell that runs it: bash unless the line is plain POSIX sh. */
  shell?: "sh";
}

// Each pipe consumer, each redirect form, groups, substitutions, wrappers, env prefixes,
// `&&`/`||`/`;`, multi-line. Files the lines write are compared; `echo $? > rc` keeps an
// inner exit code.
const CASES: Case[] = [
  // consumers that compute: the producer must stay raw
  { line: "git log | grep -c Author" },
  { line: "ls -la | grep -c '^d'" },
  { line: "grep -rn TODO src | wc -l" },
  { line: "git log | wc -l", shell: "sh" },
  { line: "git log --oneline | awk '{print $1}'" },
  { line: "git log | sed -n 2p" },
  { line: "git log --format=%an | sort | uniq -c" },
  { line: "git log --oneline | cut -c1-7" },
  { line: "git log --format=%h | xargs -n1 git show --stat --format=%s" },
  { line: "git diff | tee diff.txt > /dev/null" },
  { line: "git diff | diff - old.txt > d.txt; echo $? > rc.txt" },
  { line: "git log | python3 -c 'import sys; print(len(sys.stdin.read()))'" },
  { line: "count() { wc -c; }; git log | count" },
  { line: "git log --oneline | while read h s; do echo \"$h\"; done" },
  { line: "git status | { read first; echo \"$first\"; }" },
  { line: "git log | (head -1)" },
  { line: "make fail 2>&1 | grep -c error" },
  { line: "git diff | cat -A" },
  { line: "git log | tail -f -n 2 | wc -l" }, // -f is ignored on a pipe, but tail is no display stage then
  { line: "ls src | grep ts" },
  { line: "find . -name '*.ts' | sort" },
  { line: "git log --oneline | grep -v zzz | wc -l" },
  { line: "cat notes.txt | grep error | wc -l" },
  { line: "diff old.txt notes.txt | grep -c '^>'" },
  { line: "wc -l src/a.ts src/b.ts | sort -n" },
  { line: "git log --oneline |& wc -l" },
  { line: "git log --oneline 2>&1 | grep -c ." },
  { line: "make all 2>&1 | tail -2 | wc -l" },
  { line: "git log | head -2 | wc -l" },
  // display-only consumers: the producer may be rewritten
  { line: "make 2>&1 | head -50" },
  { line: "git log | head -5" },
  { line: "git log | tail -3" },
  { line: "git status | cat" },
  { line: "git log | head -c 100" },
  { line: "git log | less" },
  { line: "git status --short | cat -n" },
  { line: "find . -name '*.ts' | head" },
  { line: "grep -rn TODO src | head -3" },
  { line: "git log | head -n 3 >&2" },
  // head reads to the end: git cannot die of SIGPIPE (with `head -1` it may, raw or not)
  { line: "git log --oneline | head -20; echo \"${PIPESTATUS[0]}\" > ps.txt" },
  { line: "set -o pipefail; git log | head -1; echo $? > rc.txt" },
  { line: "git log | head > top.txt" },
  { line: "git log | grep Author | head -2 > authors.txt" },
  { line: "ls -la | less > l.txt" },
  // redirects
  { line: "git diff > fix.patch && git apply -R --check fix.patch && echo applies > ok.txt" },
  { line: "git log >> log.txt", shell: "sh" },
  { line: "git status &> st.txt" },
  { line: "git status >& st.txt" },
  { line: "git log 2>&1 > out.txt" },
  { line: "make fail 2> err.txt; echo $? > rc.txt" },
  { line: "make > build.txt 2>&1" },
  { line: "git diff >/dev/null; echo done" },
  { line: "git diff 2>/dev/null" },
  { line: "git status 2>&1" },
  { line: "git diff 1>&2" },
  { line: "ls >| listing.txt" },
  { line: "exec > exec.txt; git status; ls" },
  { line: "diff <(git log --oneline) <(git log --oneline HEAD~1) > d.txt; echo $? > rc.txt" },
  { line: "grep TODO <<< \"$(cat src/a.ts)\" > here.txt" },
  { line: "grep -n TODO < src/a.ts" },
  // groups and compound commands
  { line: "{ git status; ls; } > group.txt", shell: "sh" },
  { line: "(git log --oneline; git diff) > sub.txt" },
  { line: "for f in src/a.ts src/b.ts; do grep -n TODO \"$f\"; done > loop.txt" },
  { line: "if true; then git log --oneline; fi > if.txt" },
  { line: "{ git status; git log -1; } 2>&1" },
  // substitutions
  { line: "echo \"$(git log -1 --format=%s)\" > subject.txt" },
  { line: "n=$(git log --oneline | wc -l); echo \"$n\" > n.txt", shell: "sh" },
  { line: "echo `git rev-parse --abbrev-ref HEAD` > branch.txt" },
  { line: "git show $(git rev-parse HEAD~1) --stat > show.txt" },
  { line: "test \"$(git status --porcelain | wc -l)\" -gt 0 && echo dirty > dirty.txt" },
  { line: "wc -l <(git ls-files)" },
  // wrappers, env prefixes, other programs running commands
  { line: "timeout 10 git log | grep -c Author" },
  { line: "env LC_ALL=C git log | wc -l" },
  { line: "nice -n 5 ls -la | grep -c ts" },
  { line: "GIT_PAGER=cat git log --oneline | head -2" },
  { line: "A=1 B=2 git log --oneline | head -1" },
  { line: "timeout 10 make fail; echo $? > rc.txt" },
  { line: "cat list | xargs -n1 git rev-parse > revs.txt" },
  { line: "find . -name '*.ts' -exec grep -l TODO {} + | sort" },
  { line: "sh -c 'git status' | wc -l" },
  { line: "eval \"git log --oneline\" | wc -l" },
  // && || ; multi-line, background
  { line: "git status && ls -la | wc -l" },
  { line: "git diff --quiet || git diff --stat > stat.txt" },
  { line: "make; make fail; echo $? > rc.txt" },
  { line: "make fail || echo failed > f.txt", shell: "sh" },
  { line: "git status\ngit log --oneline | wc -l > n.txt\nls src | sort" },
  { line: "cd src && ls | wc -l", shell: "sh" },
  { line: "grep -rn TODO src > todo.txt; wc -l < todo.txt" },
  { line: "head -3 notes.txt > h.txt; cat notes.txt | head -3" },
  { line: "git log --oneline & wait" },
];

const rtk = loadRtk();
let root = "";
let template = "";
let home = "";
const original = new Map<string, Outcome>();

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  /** Every file outside .git (path -> content), and the repository's HEAD, status and stashes. */
  state: Record<string, string>;
}

const FIXED_ENV = {
  LC_ALL: "C",
  TZ: "UTC",
  NO_COLOR: "1",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_PAGER: "cat",
  PAGER: "cat",
  DENO_NO_UPDATE_CHECK: "1",
};

function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  const res = spawnSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, ...FIXED_ENV, HOME: home, ...env } });
  if (res.status !== 0) throw new Error(`git ${args.join(" ")}: ${res.stderr}`);
  return res.stdout;
}

/** A small project: sources with TODOs, notes, a Makefile that passes and one that fails, five commits by two authors, uncommitted changes. */
function makeTemplate(dir: string): void {
  mkdirSync(join(dir, "src", "sub"), { recursive: true });
  const write = (path: string, text: string) => writeFileSync(join(dir, path), text);
  git(dir, ["init", "-q", "-b", "main"]);
  git(dir, ["config", "user.name", "Ann Author"]);
  git(dir, ["config", "user.email", "ann@example.com"]);
  const commit = (n: number, message: string, author: string) =>
    git(dir, ["-c", `user.name=${author}`, "commit", "-q", "-m", message], {
      GIT_AUTHOR_DATE: `2024-01-0${n}T12:00:00Z`,
      GIT_COMMITTER_DATE: `2024-01-0${n}T12:00:00Z`,
    });
  write("README.md", "# demo\n\nA small project for the rewrite differential test.\n");
  write("Makefile", "all:\n\t@echo building\n\t@for i in 1 2 3; do echo \"step $$i\"; done\n\nfail:\n\t@echo compiling\n\t@echo 'src/a.ts:3: error: broken' >&2\n\t@exit 2\n");
  git(dir, ["add", "."]);
  commit(1, "add readme and Makefile", "Ann Author");
  write("src/a.ts", "export const a = 1;\n// TODO: name this\nexport function f() {\n  return a; // TODO: check\n}\n");
  write("src/b.ts", "import { a } from './a';\n// TODO: remove\nexport const b = a + 1;\n");
  git(dir, ["add", "."]);
  commit(2, "add sources", "Bob Builder");
  write("src/sub/c.ts", "export const c = 3;\n");
  write("notes.txt", Array.from({ length: 30 }, (_, i) => (i % 7 === 3 ? `line ${i}: error in step ${i}` : `line ${i}: ok`)).join("\n") + "\n");
  git(dir, ["add", "."]);
  commit(3, "add notes and c", "Ann Author");
  write("old.txt", "line 0: ok\nline 1: ok\nsomething else\n");
  write("list", "HEAD\nHEAD~1\nHEAD~2\n");
  git(dir, ["add", "."]);
  commit(4, "add old.txt and list", "Bob Builder");
  write("src/b.ts", "import { a } from './a';\n// TODO: remove\nexport const b = a + 2;\n");
  git(dir, ["add", "."]);
  commit(5, "fix b", "Ann Author");
  // Uncommitted: a change to a.ts and an untracked file.
  write("src/a.ts", "export const a = 2;\n// TODO: name this\nexport function f() {\n  return a; // TODO: check\n}\n");
  write("new.txt", "untracked\n");
}

function snapshot(dir: string): Record<string, string> {
  const state: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== ".git") walk(p);
      } else state[relative(dir, p)] = readFileSync(p).toString("latin1");
    }
  };
  walk(dir);
  state["<git HEAD>"] = git(dir, ["rev-parse", "HEAD"]);
  state["<git status>"] = git(dir, ["status", "--porcelain=v1", "-uall"]);
  state["<git stash>"] = git(dir, ["stash", "list"]);
  return state;
}

let runs = 0;
/** Runs `line` in a fresh copy of the project, with `binDir` first on PATH when given. */
function runLine(c: Case, line: string, binDir: string | null): Outcome {
  const dir = join(root, `run-${runs++}`);
  cpSync(template, dir, { recursive: true });
  const res = spawnSync(c.shell ?? "bash", ["-c", line], {
    cwd: dir,
    input: "",
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...sandboxEnv(), ...FIXED_ENV, HOME: home, PATH: binDir ? `${binDir}:${process.env.PATH}` : process.env.PATH },
  });
  const out = { code: res.status ?? -1, stdout: String(res.stdout), stderr: String(res.stderr), state: snapshot(dir) };
  rmSync(dir, { recursive: true, force: true });
  return out;
}

const DISPLAY = new Set(["head", "tail", "cat", "less", "more"]);

/**
 * True when the rewritten line has rtk stages and each prints to the screen alone or through
 * display-only stages: only then may its screen differ from the original's.
 */
function screenMayDiffer(rewritten: string): boolean {
  const bytes = Buffer.from(rewritten);
  const toks = rtk.shellTokens(rewritten);
  const text = (i: number) => bytes.subarray(toks[i].start, toks[i].end).toString();
  let any = false;
  for (let i = 0; i < toks.length; i++) {
    if (toks[i].kind !== "word" || text(i) !== "rtk") continue;
    any = true;
    for (let j = i + 1; j < toks.length; j++) {
      const k = toks[j].kind;
      if (k === "word" || k === "redirect") continue;
      if (k !== "pipe" && k !== "pipe-all") break;
      let n = j + 1;
      while (n < toks.length && toks[n].kind === "word" && /^[A-Za-z_][A-Za-z0-9_]*=/.test(text(n))) n++;
      if (n >= toks.length || toks[n].kind !== "word" || !DISPLAY.has(text(n))) return false;
    }
  }
  return any;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "rtk-differential-"));
  home = join(root, "home");
  mkdirSync(home);
  template = join(root, "template");
  mkdirSync(template);
  makeTemplate(template);
  for (const c of CASES) original.set(c.line, runLine(c, c.line, null));
}, 300_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("differential: a rewritten line does what the original does", () => {
  it("covers at least 60 lines, and the originals really ran (files written, consumers fed)", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CASES.map((c) => c.line)).size).toBe(CASES.length);
    // What issue 16 saw broken: the consumers' answers of the raw producers.
    expect(original.get("git log | grep -c Author")?.stdout).toBe("5\n");
    expect(original.get("ls -la | grep -c '^d'")?.stdout).toBe("4\n");
    expect(original.get("grep -rn TODO src | wc -l")?.stdout).toBe("3\n");
    expect(original.get("git diff > fix.patch && git apply -R --check fix.patch && echo applies > ok.txt")?.state["ok.txt"]).toBe("applies\n");
    expect(original.get("make fail 2> err.txt; echo $? > rc.txt")?.state["rc.txt"]).toBe("2\n");
  });

  describe.each(RUNTIMES)("under $name", (runtime) => {
    it("same files, repository, values and exit codes; the screen differs only after an rtk stage", () => {
      const bin = join(root, `bin-${runtime.name}`);
      mkdirSync(bin, { recursive: true });
      const quote = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;
      writeFileSync(join(bin, "rtk"), `#!/bin/sh\nexec ${runtime.command.map(quote).join(" ")} "$@"\n`);
      chmodSync(join(bin, "rtk"), 0o755);
      const project = join(root, `project-${runtime.name}`);
      mkdirSync(project, { recursive: true });
      let rewritten = 0;
      for (const c of CASES) {
        // The hook's rewrite: the built CLI, in this runtime, with no settings or config.
        const rw = runCli(runtime, ["rewrite", c.line], { cwd: project, env: { HOME: home } });
        expect([1, 3], `${c.line}: ${rw.err}`).toContain(rw.code);
        const command = rw.code === 3 ? rw.out.replace(/\n$/, "") : null;
        expect(command, c.line).toBe(rtk.rewrite(c.line).command);
        if (command === null) continue;
        rewritten++;
        const a = original.get(c.line)!;
        const b = runLine(c, command, bin);
        const label = `${JSON.stringify(c.line)} -> ${JSON.stringify(command)}`;
        expect(b.code, `exit code of ${label}\n${b.stderr}`).toBe(a.code);
        expect(b.state, `files and repository after ${label}`).toEqual(a.state);
        if (!screenMayDiffer(command)) {
          expect(b.stdout, `stdout of ${label}`).toBe(a.stdout);
          expect(b.stderr, `stderr of ${label}`).toBe(a.stderr);
        }
      }
      // The lines that go straight to the agent are rewritten and ran through rtk.
      expect(rewritten).toBeGreaterThanOrEqual(20);
    }, 600_000);
  });
});
