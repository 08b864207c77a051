// End to end in Node, Bun and Deno: `rtk pipe` offers the code filters as well as the declarative
// ones (by name, or by detecting the output), and `rtk <js tool>` runs exactly what was typed:
// the tool on PATH, or the runner the user named, whatever lockfile the project has (stand-ins
// replay real fixtures and record how they were called).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES, runCli } from "../helpers/cli";
import { fixture } from "../helpers/fixtures";

/** What a user pipes: the tool's stdout then its stderr (`2>&1`). */
const piped = (path: string) => {
  const fx = fixture(path);
  return Buffer.concat([fx.stdout, fx.stderr]);
};

const scratch = mkdtempSync(join(tmpdir(), "rtk-pipe-pm-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const bin = join(scratch, "bin");
mkdirSync(bin);

/** A stand-in for `name` that records its argv in <name>.argv and replays fixtures/<case>. */
function standIn(name: string, fixtureCase: string): void {
  const dir = join(ROOT, "fixtures", fixtureCase);
  const script = `#!/bin/sh\necho "$0 $*" > "${bin}/${name}.argv"\ncat "${dir}/stdout.txt"\ncat "${dir}/stderr.txt" >&2\nexit $(cat "${dir}/exit_code")\n`;
  writeFileSync(join(bin, name), script);
  chmodSync(join(bin, name), 0o755);
}
standIn("npx", "pm-scripts/npx-tsc-errors");
standIn("pnpm", "pm-scripts/pnpm-exec-tsc-errors");
standIn("yarn", "prettier/yarn-exec-check-dirty");
standIn("bunx", "pm-scripts/bunx-tsc-errors");
standIn("tsc", "pm-scripts/npx-tsc-errors");

/** A project directory holding the given lockfiles (empty files: only their names count). */
function project(name: string, lockfiles: string[]): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const f of lockfiles) writeFileSync(join(dir, f), "");
  return dir;
}
const dirs = {
  none: project("plain", []),
  pnpm: project("pnpm", ["pnpm-lock.yaml"]),
  yarn: project("yarn", ["yarn.lock"]),
  bun: project("bun", ["bun.lockb", "yarn.lock"]),
};
const env = { PATH: `${bin}:${process.env.PATH}`, XDG_DATA_HOME: join(scratch, "data"), XDG_CONFIG_HOME: join(scratch, "config") };
const calledAs = (name: string) => readFileSync(join(bin, `${name}.argv`), "utf8").trim().replace(`${bin}/`, "");

describe.each(RUNTIMES)("rtk pipe and the package manager under $name", (runtime) => {
  it("pipe -f cargo-test: a code filter by name, on piped cargo test output", () => {
    const r = runCli(runtime, ["pipe", "-f", "cargo-test"], { input: piped("cargo/test/fail") });
    expect(r.code).toBe(0);
    expect(r.out).toContain("cargo test: 3 failed, 2 passed, 1 ignored");
    expect(r.out).toContain("panicked at src/lib.rs:24:9");
    expect(r.out).not.toContain("Compiling shapes");
  });

  it("pipe vitest (the name as an argument) and pipe -f vitest < file give the same", () => {
    const input = piped("vitest/fail");
    const byFlag = runCli(runtime, ["pipe", "-f", "vitest"], { input });
    const byArg = runCli(runtime, ["pipe", "vitest"], { input });
    expect(byFlag.out).toContain("vitest: 4 failed | 3 passed | 1 skipped (8)");
    expect(byFlag.out).toContain("expected -6 to be 6");
    expect(byFlag.out).not.toContain("✓ ");
    expect(byArg.out).toBe(byFlag.out);
  });

  it("pipe -f git-log, grep, find, log: the reference's pipe names reach the git and files filters", () => {
    const log = runCli(runtime, ["pipe", "-f", "git-log"], { input: piped("git/log/plain") });
    expect(log.code).toBe(0);
    expect(log.out).toContain("856d2d1 Wrap returns and annotate the parser (Ada Lovelace <ada@example.com>, Thu Nov 16 01:13:20 2023 +0000)");
    expect(log.out).not.toContain("Author:");
    // grep and find print whole locations, one per line: what comes in comes out (long texts cut).
    const grep = runCli(runtime, ["pipe", "-f", "grep"], { input: piped("grep/rn-many") });
    expect(grep.out).toContain("./classic/coerce.ts:5:export function string<T = unknown>(params?: string | core.$ZodStringParams): ZodCoercedString<T> {\n");
    expect(grep.out.split("\n").filter((l) => /^\.\/\S+:\d+:/.test(l))).toHaveLength(491);
    const find = runCli(runtime, ["pipe", "find"], { input: piped("find/type-f") });
    expect(find.out).toBe(piped("find/type-f").toString());
    const retry = runCli(runtime, ["pipe", "-f", "log"], { input: piped("log/cat-retry") });
    expect(retry.out).toContain("retry 1 (x40, numbers vary)");
  });

  it("pipe -f with an unknown name: exit 2, the valid names of both kinds on stderr, the input unchanged on stdout", () => {
    const input = piped("pytest/fail/default");
    const r = runCli(runtime, ["pipe", "-f", "no-such-filter"], { input });
    expect(r.code).toBe(2);
    expect(r.stdout.equals(input)).toBe(true);
    expect(r.err).toContain("no filter named 'no-such-filter'");
    for (const name of ["cargo-test", "pytest", "vitest", "tsc", "prettier", "yamllint"]) expect(r.err).toContain(name);
  });

  it("pipe --list shows the code filters and the declarative ones", () => {
    const r = runCli(runtime, ["pipe", "--list"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^code +cargo-test +built into the core \(dev:cargo-test\)$/m);
    expect(r.out).toMatch(/^code +jest /m);
    expect(r.out).toMatch(/^builtin +prettier +prettier: /m);
  });

  it("pipe with no name detects the output: code filters first, then declarative ones, else unchanged", () => {
    const pytest = runCli(runtime, ["pipe"], { input: piped("pytest/fail/default") });
    expect(pytest.out).toBe(runCli(runtime, ["pipe", "-f", "pytest"], { input: piped("pytest/fail/default") }).out);
    expect(pytest.out).toContain("pytest: 5 failed, 3 passed");
    const yaml = runCli(runtime, ["pipe"], { input: piped("yamllint/problems") });
    expect(yaml.out).toContain("config.yaml\n  1:1 warning missing document start");
    const plain = piped("ls/long");
    const unknown = runCli(runtime, ["pipe"], { input: plain });
    expect(unknown.code).toBe(0);
    expect(unknown.stdout.equals(plain)).toBe(true);
    const raw = runCli(runtime, ["pipe", "--passthrough"], { input: piped("pytest/fail/default") });
    expect(raw.stdout.equals(piped("pytest/fail/default"))).toBe(true);
  });

  it("rtk tsc runs the tsc on PATH and rtk npx/pnpm exec/bunx tsc run that runner, whatever the lockfile", () => {
    for (const [dir, args, tool, argv] of [
      [dirs.pnpm, ["tsc", "--noEmit"], "tsc", "tsc --noEmit"],
      [dirs.none, ["npx", "tsc", "--noEmit"], "npx", "npx tsc --noEmit"],
      [dirs.bun, ["pnpm", "exec", "tsc", "--noEmit"], "pnpm", "pnpm exec tsc --noEmit"],
      [dirs.pnpm, ["bunx", "tsc", "--noEmit"], "bunx", "bunx tsc --noEmit"],
    ] as const) {
      const r = runCli(runtime, [...args], { env, cwd: dir });
      expect(r.code, argv).toBe(1);
      expect(calledAs(tool)).toBe(argv);
      expect(r.out).toContain("src/cli.ts(3,24): error TS2591: Cannot find name 'process'.");
      expect(r.out).toContain("  src/report.ts(5,9)\n");
    }
    const which = runCli(runtime, ["which", "tsc --noEmit"], { env, cwd: dirs.pnpm });
    expect(which.out).toContain("runs: tsc --noEmit");
    for (const line of ["npm test", "make test", "just lint"]) {
      expect(runCli(runtime, ["which", line], { env }).out, line).toContain("filter: decided by output detection (code filters first, then declarative: ");
    }
  });

  it("rtk yarn exec -- prettier --check runs through yarn and keeps the declarative prettier filter", () => {
    const r = runCli(runtime, ["yarn", "exec", "--", "prettier", "--check", "src"], { env, cwd: dirs.yarn });
    expect(r.code).toBe(2);
    expect(calledAs("yarn")).toBe("yarn exec -- prettier --check src");
    expect(r.out).toContain("[warn] src/report.js");
    expect(r.out + r.err).toContain("[error] src/syntax.js: SyntaxError: Unexpected token (2:1)");
    expect(r.out + r.err).not.toContain("Checking formatting...");
    for (const yarnLine of ["yarn exec v1.22.22", "info Visit", "error Command failed.", "Arguments: --check src"]) expect(r.out + r.err).not.toContain(yarnLine);
  });
});
