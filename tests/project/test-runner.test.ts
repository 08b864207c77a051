// `npm test` itself: its closing summary counts what did not run and why, a suite that fails to
// load counts as failed, and dist/ is rebuilt when it no longer matches the sources.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ES modules of the build scripts, without types
import { sourceHashes, staleness, writeStamp } from "../../scripts/build-stamp.mjs";
// @ts-expect-error: as above
import { summarize } from "../../scripts/test-summary.mjs";

const test = (title: string, status: string, ancestors: string[] = []) => ({ title, status, ancestorTitles: ancestors });
const file = (name: string, status: string, tests: ReturnType<typeof test>[], message = "") => ({ name: `/r/${name}`, status, message, assertionResults: tests });
const report = (files: ReturnType<typeof file>[]) => {
  const all = files.flatMap((f) => f.assertionResults);
  const n = (s: string[]) => all.filter((t) => s.includes(t.status)).length;
  return { numPassedTests: n(["passed"]), numFailedTests: n(["failed"]), numPendingTests: n(["pending", "skipped"]), numTodoTests: n(["todo"]), testResults: files };
};

describe("the closing summary", () => {
  it("counts skipped tests and names why, grouped by reason and file", () => {
    const r = report([
      file("tests/a.test.ts", "passed", [test("one", "passed"), test("pings [skipped: ping not installed (apt-get install iputils-ping)]", "skipped")]),
      file("tests/b.test.ts", "passed", [test("draws", "skipped", ["the playground [skipped: /usr/bin/chromium not installed (apt-get install chromium)]"]), test("pans", "skipped", ["the playground [skipped: /usr/bin/chromium not installed (apt-get install chromium)]"])]),
      file("tests/c.test.ts", "passed", [test("later", "todo")]),
    ]);
    const s = summarize(r, "/r", 0);
    expect([s.passed, s.failed, s.skipped]).toEqual([1, 0, 4]);
    expect(s.lines).toEqual([
      "Skipped:",
      "  1 test: ping not installed (apt-get install iputils-ping): tests/a.test.ts (1)",
      "  2 tests: /usr/bin/chromium not installed (apt-get install chromium): tests/b.test.ts (2)",
      "  1 test: no reason given: tests/c.test.ts (1)",
    ]);
  });

  it("counts a suite that fails to load as a failure, and names it", () => {
    const r = report([file("tests/a.test.ts", "passed", [test("one", "passed")]), file("tests/broken.test.ts", "failed", [], "Error: boom at load\n    at x")]);
    const s = summarize(r, "/r", 1);
    expect([s.passed, s.failed]).toEqual([1, 1]);
    expect(s.lines).toEqual(["Failed outside their tests, did not load or a hook failed (each counted as a failure):", "  tests/broken.test.ts: Error: boom at load"]);
  });

  it("fails a run that left no report, or exited non-zero with nothing counted", () => {
    expect(summarize(null, "/r", 1).failed).toBe(1);
    expect(summarize(report([file("tests/a.test.ts", "passed", [test("one", "passed")])]), "/r", 1).failed).toBe(1);
    expect(summarize(report([file("tests/a.test.ts", "passed", [test("one", "passed")])]), "/r", 0).failed).toBe(0);
  });
});

describe("dist/ against the sources", () => {
  const dir = mkdtempSync(join(tmpdir(), "rtk-stamp-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it("is stale before a build, fresh after, and names what changed and which part to rebuild", () => {
    put("assembly/index.ts", "export const a = 1;\n");
    put("host/cli/main.ts", "main();\n");
    put("fixtures/x/stdout.txt", "out\n");
    expect(staleness(dir)).toMatchObject({ part: "wasm", reason: "dist/ has no record of its sources (never built here)" });
    writeStamp(dir, sourceHashes(dir), { jsOnly: false });
    expect(staleness(dir)).toBeNull();
    put("host/cli/main.ts", "main(2);\n");
    expect(staleness(dir)).toMatchObject({ part: "js", changed: ["host/cli/main.ts"] });
    put("assembly/index.ts", "export const a = 2;\n");
    expect(staleness(dir)).toMatchObject({ part: "wasm", changed: ["assembly/index.ts", "host/cli/main.ts"] });
    // A --js-only build leaves the wasm as it was: still stale for the core's sources.
    writeStamp(dir, sourceHashes(dir), { jsOnly: true });
    expect(staleness(dir)).toMatchObject({ part: "wasm", changed: ["assembly/index.ts"] });
    rmSync(join(dir, "fixtures", "x"), { recursive: true });
    expect(staleness(dir)?.changed).toEqual(["assembly/index.ts", "fixtures/x/stdout.txt"]);
  });
});
