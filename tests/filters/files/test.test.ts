// rtk test on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";

describe("rtk test", () => {
  it("test keeps failures with their assertion and the counts, once each", () => {
    const n = filtered("generic:test", "err/node-test");
    expect(n.out).toContain("✖ adds strings");
    expect(n.out).toContain("'12' !== 3");
    expect(n.out).toContain("math.test.mjs:5:35");
    expect(n.out).toMatch(/^ℹ fail 2$/m);
    expect(n.out).not.toContain("✔ adds 1 and 1");
    expect(n.out.match(/✖ adds strings/g)).toHaveLength(1);
    expect(n.out).not.toContain("node:internal");
    expect(n.savings).toBeGreaterThanOrEqual(60);
    const p = filtered("generic:test", "err/python-unittest");
    expect(p.out).toContain("AssertionError: 2.5 != 2");
    expect(p.out).toContain("FAILED (failures=1)");
    expect(p.out).toContain("Ran 26 tests");
    expect(p.out).not.toContain("test_ok_3");
    expect(p.savings).toBeGreaterThanOrEqual(60);
  });

  it("test on node --test (TAP) drops passing tests and their durations, keeps the deep-equal diff whole", () => {
    const f = filtered("generic:test", "err/node-test-tap");
    expect(f.out).toMatch(/^not ok 21 - sum of a pair$/m);
    expect(f.out).toMatch(/^not ok 22 - shape of a box$/m);
    expect(f.out).toMatch(/^ {4}\+ {5}2$/m);
    expect(f.out).toMatch(/^ {4}- {5}3$/m);
    expect(f.out).toContain("expected: 3");
    expect(f.out).toContain("actual: 2");
    expect(f.out).toMatch(/^# fail 2$/m);
    expect(f.out).toMatch(/^# pass 20$/m);
    expect(f.out).not.toContain("duration_ms");
    expect(f.out).not.toContain("# skipped 0");
    expect(f.out).not.toContain("sum of 3 ones");
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  // Reports whose first line repeats while the place or detail under it differs
  // (fixtures/err/make-blocks.sh): each is its own report and stays whole.
  const count = (text: string, part: string) => text.split(part).length - 1;

  it("test on node --test (spec) prints each failure once, with its report rather than its name alone", () => {
    const f = filtered("generic:test", "err/node-test-asserts-spec");
    expect(count(f.out, "✖ sum of a pair")).toBe(1);
    expect(count(f.out, "✖ shape of a box")).toBe(1);
    expect(f.out).toContain("2 !== 3");
    expect(f.out).toMatch(/^ {2}\+ {5}2$/m);
    expect(f.out).toMatch(/^ {2}- {5}3$/m);
    expect(f.out).toContain("values.test.mjs:12:10");
    expect(f.out).toContain("values.test.mjs:16:10");
    expect(f.out).toMatch(/^ℹ fail 2$/m);
    expect(f.out).not.toContain("✔");
    expect(f.out).not.toContain("ℹ cancelled 0");
    expect(f.out).not.toContain("node:internal");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  it("a report past the block cap says how much it left out and keeps the test's own frame", () => {
    const f = filtered("generic:test", "err/node-test-long-diff");
    expect(f.out).toContain("✖ table rows");
    expect(f.out).toMatch(/^ {2}\+ {5}value: 2$/m);
    expect(f.out).toMatch(/^ {2}- {5}value: 3$/m);
    expect(f.out).toMatch(/^ {2}\.\.\. \d+ more lines$/m);
    expect(f.out).toContain("long.test.mjs:10:10");
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(80);
  });

  it("past the total cap, whole reports are counted where they were; the run's counts still print", () => {
    const f = filtered("generic:test", "err/pytest-many");
    expect(f.exitCode).toBe(1);
    expect(f.out).toMatch(/^___ test_scale\[1\] ___$/m);
    expect(f.out).toContain("E       assert 3 == (1 * 2)");
    expect(f.out).toMatch(/^\.\.\. \d+ more blocks \(\d+ lines\)$/m);
    expect(f.out).toMatch(/^=== 79 failed, 1 passed in [\d.]+s ===$/m);
    expect(f.out.split("\n").length).toBeLessThan(230);
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(75);
  });

  it("test on pytest keeps each failure's name, failing line, E lines and location; drops the quoted source", () => {
    const f = filtered("generic:test", "err/pytest-asserts");
    expect(f.exitCode).toBe(1);
    for (const name of ["test_list_matches", "test_key_a", "test_parse_int"]) expect(f.out).toMatch(new RegExp(`^___ ${name} ___$`, "m"));
    expect(f.out).toContain(">       assert x == [1, 2, 4]\n");
    expect(f.out).toContain("E       assert [1, 2, 3] == [1, 2, 4]\n");
    expect(f.out).toContain("E         At index 2 diff: 3 != 4\n");
    expect(f.out).toContain('>       assert data["a"] == 2, "a should be 2"\n');
    expect(f.out).toContain("E       AssertionError: a should be 2\n");
    expect(f.out).toContain("E       assert 1 == 2\n");
    expect(f.out).toContain("E       ValueError: invalid literal for int() with base 10: 'twelve'\n");
    for (const at of ["test_values.py:19: AssertionError", "test_values.py:24: AssertionError", "test_values.py:29: ValueError"]) expect(f.out).toContain(at);
    expect(f.out).toContain("3 failed, 12 passed");
    expect(f.out).not.toContain("def test_list_matches");
    expect(f.out).not.toContain("platform linux");
    expect(f.out).not.toContain("............FFF");
    expect(f.savings).toBeGreaterThanOrEqual(55);
    // err: the same reports (each failing test is an error to fix).
    const e = filtered("generic:err", "err/pytest-asserts");
    for (const name of ["test_list_matches", "test_key_a", "test_parse_int"]) expect(e.out).toMatch(new RegExp(`^___ ${name} ___$`, "m"));
    expect(e.out).toContain("E       assert 1 == 2\n");
    expect(e.out).toContain(">       assert x == [1, 2, 4]\n");
    // Every traceback form of pytest's own fixture keeps its failing lines.
    const d = filtered("generic:test", "pytest/fail/default");
    expect(d.out).toContain('>       assert area(7, 7) == 48, "area of a 7x7 square"');
    expect(d.out).toContain(">       return int(w), int(h)");
    expect(d.out).toContain("shapes/__init__.py:14: ValueError");
    expect(d.out).not.toMatch(/\[\s*\d+%\]$/m);
    const s = filtered("generic:test", "pytest/fail/short-tb");
    expect(s.out).toContain("tests/test_shapes.py:11: in test_perimeter");
    expect(s.out).toContain("E   assert 9 == 14");
  });

  it("other runners' own fixtures: panic messages, vitest's diff, a recursion's frames once, no passing tests", () => {
    // cargo: the panic message sits on the line after `panicked at ...:`, unindented.
    const c = filtered("generic:test", "cargo/test/fail");
    expect(c.out).toContain("panicked at src/lib.rs:45:9:\nthe shape registry is empty\n");
    expect(c.out).toContain('panicked at src/lib.rs:34:43:\ncalled `Result::unwrap()` on an `Err` value: "invalid digit found in string"\n');
    expect(c.out).toContain("assertion `left == right` failed\n  left: 10\n right: 9\n");
    // stderr's build lines do not join the last report of stdout.
    expect(c.out).not.toContain("Compiling");
    expect(c.out).not.toContain("Running unittests");
    // vitest: the expected/received diff sits unindented under the assertion.
    const v = filtered("generic:err", "vitest/fail");
    expect(v.out).toContain("AssertionError: expected -6 to be 6 // Object.is equality\n- Expected\n+ Received\n- 6\n+ -6\n ❯ test/shapes.test.js:6:58\n");
    expect(v.out).toContain('-   "kind": "square",\n+   "kind": "rectangle",');
    expect(v.out).not.toMatch(/✓ multiplies/);
    expect(v.out).not.toContain("Duration");
    // A recursion: the same frame once, with a count.
    const r = filtered("generic:err", "node-stack/deep-recursion");
    expect(r.out).toContain("Error: cannot resolve node 40");
    expect(r.out).toContain("recurse.js:3:26");
    expect(count(r.out, "recurse.js:4:10")).toBe(1);
    expect(r.out).toMatch(/^ {2}\.\.\. the same line \d+ more times$/m);
    expect(r.savings).toBeGreaterThanOrEqual(60);
  });

  it("go test and tsc: every failure at its own line stays; colours go", () => {
    const g = filtered("generic:test", "err/go-test-same");
    expect(g.out).toContain("--- FAIL: TestAddSmall");
    expect(g.out).toContain("calc_test.go:15: got 3, want 2");
    expect(g.out).toContain("--- FAIL: TestAddLarge");
    expect(g.out).toContain("calc_test.go:21: got 301, want 300");
    for (const spec of ["generic:err", "generic:test"]) {
      const t = filtered(spec, "err/tsc-same");
      for (const at of ["src/names.ts(1,14)", "src/names.ts(2,14)", "src/values.ts(1,14)", "src/values.ts(2,14)", "src/values.ts(8,32)"]) expect(t.out, spec).toContain(at);
    }
    const p = filtered("generic:err", "err/tsc-same-pretty");
    expect(p.exitCode).toBe(2);
    for (const at of ["src/names.ts:1:14", "src/names.ts:2:14", "src/values.ts:1:14", "src/values.ts:2:14", "src/values.ts:8:32"]) expect(p.out).toContain(at);
    expect(p.out).toContain("Found 5 errors in 2 files.");
    expect(p.out).not.toContain("\x1b[");
    expect(p.savings).toBeGreaterThanOrEqual(50);
  });
});
