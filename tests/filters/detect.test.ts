// Output detection for script runners: a known runner is recognised and captured; unknown
// output is handed on (declarative detection, else raw) as soon as the decision is made, so a
// long-running script is not held back.
import { describe, expect, it } from "vitest";
import { core, fixture, runSession, specFor } from "../helpers/fixtures";

const enc = new TextEncoder();
const dec = new TextDecoder();

describe("dev:detect", () => {
  it("streams unknown output once it has seen enough of it, and keeps it byte for byte", () => {
    const s = core().openSession("dev:detect");
    let text = "";
    const sink = (_: number, b: Uint8Array) => (text += dec.decode(b));
    const line = (i: number) => `server listening, request ${i} served in 3ms\n`;
    for (let i = 0; i < 150; i++) s.push(1, enc.encode(line(i)), sink);
    expect(text).toBe("");
    for (let i = 150; i < 300; i++) s.push(1, enc.encode(line(i)), sink);
    expect(text.length).toBeGreaterThan(0);
    s.end(0, sink);
    let all = "";
    for (let i = 0; i < 300; i++) all += line(i);
    expect(text).toBe(all);
  });

  it("keeps capturing when the first lines name a known runner", () => {
    const s = core().openSession("dev:detect");
    let text = "";
    const sink = (_: number, b: Uint8Array) => (text += dec.decode(b));
    s.push(1, enc.encode("\n RUN  v4.1.12 /tmp/p\n\n"), sink);
    for (let i = 0; i < 300; i++) s.push(1, enc.encode(` ✓ test/gen${i}.test.js (20 tests) 6ms\n`), sink);
    expect(text).toBe("");
    s.push(1, enc.encode("\n Test Files  300 passed (300)\n      Tests  6000 passed (6000)\n   Duration  4.2s\n"), sink);
    s.end(0, sink);
    expect(text).toBe("vitest: 6000 passed (6000); files 300 passed (300) in 4.2s\n");
  });

  it("writes a short unknown output unchanged", () => {
    const s = core().openSession("dev:detect");
    let text = "";
    const sink = (_: number, b: Uint8Array) => (text += dec.decode(b));
    s.push(1, enc.encode("hello\n"), sink);
    s.push(2, enc.encode("warn\n"), sink);
    s.end(3, sink);
    expect(text).toBe("hello\nwarn\n");
  });
});

// One detection chain behind every command that names no filter: the code filters' sniffers
// first, then the declarative filters' detect_output. `dev:detect` (a script that ends) and
// `filter-detect` (a runner that may not) differ only in how long they hold the output.
describe("one detection chain for both kinds of filter", () => {
  const detected = [
    ["cargo/test/fail", "dev:cargo-test"],
    ["pytest/fail/default", "dev:pytest"],
    ["vitest/fail", "dev:vitest"],
    ["jest/fail", "dev:jest"],
    ["go/test/fail", "dev:go-test"],
    ["tsc/errors", "dev:tsc"],
    ["eslint/errors", "dev:eslint"],
    ["mypy/errors-pretty", "dev:mypy"],
    ["make/gcc-errors", "dev:make"],
    ["pm-scripts/npm-test-vitest-fail", "dev:vitest"],
    ["pm-scripts/make-test-pytest-fail", "dev:pytest"],
    ["yamllint/problems", "filter:builtin:yamllint"],
    ["next/build-ok", "filter:builtin:next-build"],
    ["next/build-errors", "filter:builtin:next-build"],
    // Linters a recipe runs (`just lint`, `task check`, `make lint`): issue 22.
    ["ruff/format/check", "filter:builtin:ruff-format"],
    ["golangci-lint/run/issues", "filter:builtin:golangci-lint"],
    ["pyright/errors", "filter:builtin:pyright"],
    ["sqlfluff/lint/findings", "filter:builtin:sqlfluff"],
  ] as const;

  it.each(detected)("%s: dev:detect and filter-detect both give what %s gives", (path, spec) => {
    const fx = fixture(path);
    const direct = runSession(spec, fx).text;
    expect(direct).not.toBe(fx.raw);
    expect(runSession("dev:detect", fx).text).toBe(direct);
    expect(runSession("filter-detect", fx).text).toBe(direct);
  });

  it("a task runner no filter names (hatch, mise, npm run dev) gets the chain, and a code filter recognises its output", () => {
    // `tox` and `nox` have declarative filters (filters/tox.toml, filters/nox.toml), `just` and
    // `task` the code filters' detection as `make` does (assembly/filters/runners.ts): issue 22.
    for (const line of ["hatch run test", "mise run test", "npm run dev", "uv run pytest-wrapper"]) {
      expect(specFor(line.split(" ")), line).toBe("filter-detect");
    }
    expect(specFor(["just", "test"])).toBe("dev:detect");
    // Recorded as an rtk run, not a TOML one: RTK_NO_TOML leaves the code filters' detection on.
    expect(core().plan(["hatch", "run", "test"]).label).toBe("rtk hatch run test");
    const fx = fixture("pytest/fail/default");
    const r = runSession("filter-detect", fx);
    expect(r.out).toContain("pytest: 5 failed, 3 passed");
    expect(r.out).toContain("tests/test_shapes.py:11: AssertionError");
    expect(r.out).not.toContain("platform linux");
  });

  it("make goes through the same chain; what nothing claims gets make's build view", () => {
    expect(specFor(["make", "test"])).toBe("dev:detect:make");
    for (const path of ["make/gcc-ok", "make/gcc-errors", "make/clang-errors", "make/gcc-link-error", "make/no-target", "make/gcc-up-to-date", "pm-scripts/make-test-go-fail"]) {
      const fx = fixture(path);
      expect(runSession("dev:detect:make", fx).text, path).toBe(runSession("dev:make", fx).text);
    }
    const pytest = fixture("pm-scripts/make-test-pytest-fail");
    expect(runSession("dev:detect:make", pytest).text).toBe(runSession("dev:pytest", pytest).text);
    // A declarative filter's detect_output is asked under make too (yamllint under `make lint`).
    const yaml = fixture("yamllint/problems");
    expect(runSession("dev:detect:make", yaml).text).toBe(runSession("filter:builtin:yamllint", yaml).text);
    expect(runSession("dev:make", yaml).text).not.toBe(runSession("filter:builtin:yamllint", yaml).text);
  });

  it("yamllint's rows are not taken for ESLint's: the declarative yamllint filter gets them", () => {
    const fx = fixture("yamllint/problems");
    const r = runSession("dev:detect", fx);
    expect(r.out).not.toContain("eslint:");
    expect(r.out).toContain("config.yaml\n  1:1 warning missing document start");
  });

  it("yarn exec's failure block is not part of the tool's output (vitest through yarn exec)", () => {
    const fx = fixture("pm-scripts/yarn-exec-vitest-fail");
    const r = runSession("dev:detect", fx);
    expect(r.out).toContain("vitest: 4 failed | 3 passed | 1 skipped (8)");
    expect(r.out).toContain("Test timed out in 100ms");
    for (const line of ["yarn exec v1.22.22", "error Command failed.", "Exit code: 1", "Command: vitest", "Arguments: run", "Directory: /tmp/fx", "Output:"]) {
      expect(r.text, line).not.toContain(line);
    }
  });

  it("yarn exec's banner and closing lines are not part of the tool's output", () => {
    const fx = fixture("pm-scripts/yarn-exec-tsc-errors");
    const r = runSession("dev:detect", fx);
    expect(r.text).toBe(runSession("dev:tsc", fx).text);
    expect(r.out).toContain("src/report.ts(15,26): error TS2304: Cannot find name 'Size'.");
    expect(r.text).not.toContain("yarn exec v1.22.22");
    expect(r.text).not.toContain("info Visit");
  });
});
