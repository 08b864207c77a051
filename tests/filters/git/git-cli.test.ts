// git filters end to end: the built CLI in Node, Bun and Deno runs real git in a scratch
// repository, prints the compact form and exits with git's code.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "../../helpers/cli";

let repo = "";
const env = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1", GIT_AUTHOR_NAME: "T", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "T", GIT_COMMITTER_EMAIL: "t@example.com" };
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env: { ...process.env, ...env } });

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "rtk-git-e2e-"));
  git("init", "-q", "-b", "main");
  for (let i = 1; i <= 4; i++) {
    writeFileSync(join(repo, `f${i}.txt`), Array.from({ length: 40 }, (_, k) => `line ${k} of file ${i}`).join("\n") + "\n");
    git("add", ".");
    git("commit", "-q", "-m", `Add file ${i}`, "-m", `Body of commit ${i}.\nA second body line that the log filter drops.`);
  }
  writeFileSync(join(repo, "f1.txt"), Array.from({ length: 40 }, (_, k) => `line ${k} of file one, edited`).join("\n") + "\n");
  writeFileSync(join(repo, "new.txt"), "new\n");
  git("add", "new.txt");
  writeFileSync(join(repo, "untracked.txt"), "u\n");
});

// A second repository whose own config forces colour on for status, diff and branch.
let colourRepo = "";
beforeAll(() => {
  colourRepo = mkdtempSync(join(tmpdir(), "rtk-git-colour-"));
  const c = (...args: string[]) => execFileSync("git", args, { cwd: colourRepo, env: { ...process.env, ...env } });
  c("init", "-q", "-b", "main");
  c("config", "color.status", "always");
  c("config", "color.diff", "always");
  c("config", "color.branch", "always");
  writeFileSync(join(colourRepo, "a.txt"), Array.from({ length: 30 }, (_, k) => `row ${k}`).join("\n") + "\n");
  c("add", ".");
  c("commit", "-q", "-m", "Start");
  writeFileSync(join(colourRepo, "a.txt"), Array.from({ length: 30 }, (_, k) => (k === 15 ? "row fifteen" : `row ${k}`)).join("\n") + "\n");
  writeFileSync(join(colourRepo, "u.txt"), "u\n");
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(colourRepo, { recursive: true, force: true });
});

describe.each(RUNTIMES)("rtk git under $name", (runtime) => {
  const rtk = (args: string[]) => runCli(runtime, args, { cwd: repo, env });

  it("status: groups and branch, exit 0", () => {
    const r = rtk(["git", "status"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("branch: main\nstaged (1):\nA new.txt\nmodified (1):\nM f1.txt\nuntracked (1):\nuntracked.txt\n");
  });

  it("log -n 2 with -C: one line per commit", () => {
    const r = runCli(runtime, ["git", "-C", repo, "log", "-n", "2"], { env });
    expect(r.code).toBe(0);
    // Author and date as git printed them, after the subject.
    expect(r.out).toMatch(/^[0-9a-f]{7} Add file 4 \(T <t@example\.com>, .+\)\n  Body of commit 4\.\n[0-9a-f]{7} Add file 3 \(T <t@example\.com>, .+\)\n  Body of commit 3\.\n$/);
  });

  it("colour forced on by the user's config or their own -c never reaches the parsers", () => {
    const c = (...args: string[]) => execFileSync("git", args, { cwd: colourRepo, env: { ...process.env, ...env } }).toString();
    expect(c("status")).toContain("\x1b[");
    expect(c("diff")).toContain("\x1b[");
    const run = (args: string[]) => runCli(runtime, args, { cwd: colourRepo, env });
    const st = run(["git", "status"]);
    expect(st.code).toBe(0);
    expect(st.out).toBe("branch: main\nmodified (1):\nM a.txt\nuntracked (1):\nu.txt\n");
    const d = run(["git", "diff"]);
    expect(d.code).toBe(0);
    expect(d.out).not.toContain("\x1b");
    expect(d.out).toBe("a.txt (+1/-1)\n@@ -13,7 +13,7 @@ row 11\n row 14\n-row 15\n+row fifteen\n");
    const lg = run(["git", "-c", "color.ui=always", "log", "-n", "1", "--color=always"]);
    expect(lg.code).toBe(0);
    expect(lg.out).toMatch(/^[0-9a-f]{7} Start \(T <t@example\.com>, .+\)\n$/);
    const br = run(["git", "-c", "color.branch=always", "branch"]);
    expect(br.out).toBe("* main\n");
  });

  it("diff: compact, smaller than git's own", () => {
    const raw = git("diff").toString();
    const r = rtk(["git", "diff"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^f1\.txt \(\+40\/-40\)$/m);
    expect(r.out.length).toBeLessThan(raw.length);
  });

  it("errors and passthrough keep git's exit code and text", () => {
    const bad = rtk(["git", "log", "no-such-rev"]);
    expect(bad.code).toBe(128);
    expect(bad.err).toContain("unknown revision");
    const tag = rtk(["git", "rev-parse", "--abbrev-ref", "HEAD"]);
    expect(tag.code).toBe(0);
    expect(tag.out).toBe("main\n");
    const outside = runCli(runtime, ["git", "status"], { cwd: tmpdir(), env: { ...env, GIT_CEILING_DIRECTORIES: tmpdir() } });
    expect(outside.code).toBe(128);
    expect(outside.err).toContain("not a git repository");
  });
});
