// rtk err on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";

describe("rtk err", () => {
  it("err keeps the error with its source excerpt, drops warnings", () => {
    const f = filtered("generic:err", "err/make-gcc");
    expect(f.exitCode).toBe(2);
    expect(f.out).toContain("calc.c:5:18: error: 'totl' undeclared");
    expect(f.out).toContain("    5 |   printf(\"%d\\n\", totl);");
    expect(f.out).toContain("make: *** [Makefile:3: calc] Error 1");
    expect(f.out).not.toContain("warning:");
    expect(f.savings).toBeGreaterThanOrEqual(60);
    const py = filtered("generic:err", "err/python-traceback");
    expect(py.out).toContain("FileNotFoundError: [Errno 2] No such file or directory: 'missing-config.json'");
    expect(py.out).toContain('File "/tmp/rtk-fx/files/errproj/boom.py", line 7');
    expect(py.out).not.toContain("loading batch");
  });

  // Reports whose first line repeats while the place or detail under it differs
  // (fixtures/err/make-blocks.sh): each is its own report and stays whole.
  const count = (text: string, part: string) => text.split(part).length - 1;

  it("err keeps every compiler error whose first line repeats, with its own location and excerpt", () => {
    const f = filtered("generic:err", "err/cargo-build-same");
    expect(f.exitCode).toBe(101);
    expect(count(f.out, "error[E0308]: mismatched types")).toBe(2);
    expect(f.out).toContain(" --> src/main.rs:1:17\n");
    expect(f.out).toContain(" --> src/main.rs:2:17\n");
    expect(f.out).toContain('1 | fn a() -> u32 { "x" }');
    expect(f.out).toContain('2 | fn b() -> u32 { "y" }');
    expect(count(f.out, "expected `u32`, found `&str`")).toBe(2);
    expect(f.out).toContain("error: could not compile `same-errors`");
    // A crate named "same-errors" reports nothing.
    expect(f.out).not.toContain("Compiling");
    expect(f.tokens).toBeLessThan(f.rawTokens);
  });

  it("err on node --test (TAP) keeps both failures: names, locations, messages, the whole diff", () => {
    const f = filtered("generic:err", "err/node-test-tap");
    expect(f.exitCode).toBe(1);
    expect(f.out).toMatch(/^not ok 21 - sum of a pair$/m);
    expect(f.out).toMatch(/^not ok 22 - shape of a box$/m);
    expect(f.out).toContain("values.test.mjs:11:1");
    expect(f.out).toContain("values.test.mjs:15:1");
    expect(f.out).toContain("values.test.mjs:12:10");
    expect(f.out).toContain("values.test.mjs:16:10");
    expect(f.out).toContain("2 !== 3");
    expect(f.out).toMatch(/^ {4}\+ {5}2$/m);
    expect(f.out).toMatch(/^ {4}- {5}3$/m);
    expect(f.out).not.toMatch(/^ok \d+/m);
    expect(f.out).not.toContain("duration_ms");
    expect(f.out).not.toContain("node:internal");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });
});
