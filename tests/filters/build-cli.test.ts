// End to end in Node, Bun and Deno: `rtk <tool> ...` runs a stand-in for the tool that replays a
// real fixture (its stdout, stderr and exit code), so the whole path is exercised: plan (with
// the injected -json for go test, output detection for npm test), spawn, session, exit code.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES, runCli } from "../helpers/cli";
import { fixture } from "../helpers/fixtures";

const bin = mkdtempSync(join(tmpdir(), "rtk-build-tools-"));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** Installs a stand-in named `name` that replays fixtures/<case> and records its argv. */
function standIn(name: string, fixtureCase: string): void {
  const dir = join(ROOT, "fixtures", fixtureCase);
  const script = `#!/bin/sh\necho "$0 $*" > "${bin}/${name}.argv"\ncat "${dir}/stdout.txt"\ncat "${dir}/stderr.txt" >&2\nexit $(cat "${dir}/exit_code")\n`;
  writeFileSync(join(bin, name), script);
  chmodSync(join(bin, name), 0o755);
}

mkdirSync(bin, { recursive: true });
standIn("pytest", "pytest/fail/default");
standIn("cargo", "cargo/test/fail");
standIn("go", "go/test/fail-json");
standIn("npm", "pm-scripts/npm-test-vitest-fail");
standIn("tsc", "tsc/errors-pretty");
standIn("jest", "jest/big-pass");
standIn("make", "make/gcc-errors");

// Runs happen in the stand-ins' directory: a JS tool named directly runs through npx, which
// would find this repository's own node_modules/.bin before PATH.
// Own data and config directories: runs record history and keep raw output for `rtk recall`.
const env = { PATH: `${bin}:${process.env.PATH}`, XDG_DATA_HOME: join(bin, "data"), XDG_CONFIG_HOME: join(bin, "config") };

describe.each(RUNTIMES)("build and test tools under $name", (runtime) => {
  it("pytest: failures with their assertions and locations, pytest's exit code", () => {
    const fx = fixture("pytest/fail/default");
    const r = runCli(runtime, ["pytest"], { env, cwd: bin });
    expect(r.code).toBe(1);
    expect(r.out).toContain("pytest: 5 failed, 3 passed");
    expect(r.out).toContain("assert 9 == 14");
    expect(r.out).toContain("tests/test_shapes.py:11: AssertionError");
    expect(r.out).not.toContain("platform linux");
    expect(r.out.length).toBeLessThan(fx.raw.length);
  });

  it("cargo test: failing tests with the panic location", () => {
    const r = runCli(runtime, ["cargo", "test"], { env, cwd: bin });
    expect(r.code).toBe(101);
    expect(r.out).toContain("cargo test: 3 failed, 2 passed, 1 ignored");
    expect(r.out).toContain("panicked at src/lib.rs:24:9");
    expect(r.out).not.toContain("Compiling shapes");
    // The compacted failure keeps the full output one command away.
    expect(r.out + r.err).toMatch(/rtk recall [0-9a-f]+/);
  });

  it("go test: -json is added, failures come out in the human shape", () => {
    const r = runCli(runtime, ["go", "test", "./..."], { env, cwd: bin });
    expect(r.code).toBe(1);
    expect(r.out).toContain("--- FAIL: TestPerimeter");
    expect(r.out).toContain("Perimeter(2, 5) = 9, want 14");
    expect(r.out).not.toContain('"Action"');
    const argv = runCli(runtime, ["proxy", "cat", join(bin, "go.argv")]).out.trim();
    expect(argv.endsWith("go test -json ./...")).toBe(true);
  });

  it("npm test: the runner inside is recognised by its output", () => {
    const r = runCli(runtime, ["npm", "test"], { env, cwd: bin });
    expect(r.code).toBe(1);
    expect(r.out).toContain("vitest: 4 failed | 3 passed | 1 skipped (8)");
    expect(r.out).toContain("test/shapes.test.js:6:58");
    expect(r.out).not.toContain("> fx-vitest@1.0.0 test");
  });

  it("tsc --pretty: every error with its whole location, no colour codes or excerpts", () => {
    const r = runCli(runtime, ["tsc", "--pretty"], { env, cwd: bin });
    expect(r.code).toBe(1);
    expect(r.out).toContain("src/cli.ts:3:24 - error TS2591: Cannot find name 'process'.");
    expect(r.out).toContain("  src/report.ts:5:9\n");
    expect(r.out).toContain("Found 9 errors in 2 files.");
    expect(r.out).not.toContain("\u001b[");
    expect(r.out).not.toContain("~~~~");
    expect(r.out + r.err).toMatch(/\[full output: rtk recall [0-9a-f]+\]/);
  });

  it("jest: a passing suite of 400 tests is one line", () => {
    const fx = fixture("jest/big-pass");
    const r = runCli(runtime, ["jest", "--ci"], { env, cwd: bin });
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n")).toHaveLength(1);
    expect(r.out).toContain("400 passed");
    expect(r.out.length).toBeLessThan(fx.raw.length * 0.2);
  });

  it("make: gcc diagnostics keep their location and message, the code frame goes", () => {
    const r = runCli(runtime, ["make"], { env, cwd: bin });
    expect(r.code).toBe(2);
    expect(r.out).toContain("shapes.c:10:21: error: ‘height’ undeclared");
    expect(r.out).not.toContain("   10 |     return 2 * (w + height);");
    expect(r.out).toContain("make: *** [Makefile:9: shapes.o] Error 1");
    expect(r.out + r.err).toMatch(/\[full output: rtk recall [0-9a-f]+\]/);
  });
});
