// Field test of the TypeScript and JS filters on versions and shapes they had not seen before:
// TypeScript 6 over referenced projects, ESLint 10 with typescript-eslint, unicorn, n and
// @stylistic, vitest 5 and jest 30 with snapshot failures, a failing hook, an unhandled rejection
// and a suite that does not load (fixtures/ts-field/make-fixtures.sh). Each case asserts what a
// defect found there lost or kept, so it cannot come back.
import { describe, expect, it } from "vitest";
import { fixture, runSession } from "../helpers/fixtures";

describe("vitest 5, snapshots, a failing hook and an unhandled rejection (vitest/field-v5-snapshots)", () => {
  const r = runSession("dev:vitest", fixture("vitest/field-v5-snapshots"));

  it("drops vitest 5's todo mark with the rest of the per-test lines (the count says it)", () => {
    expect(r.text).not.toContain("□");
    expect(r.text).not.toContain("write the rounding tests");
    expect(r.text).toContain("vitest: 10 failed | 12 passed | 2 skipped | 1 todo (25); files 2 failed (2); snapshots 2 failed; unhandled 1 error in 497ms\n");
  });

  it("keeps every failing test, its diff and location, the failed hook and the unhandled error", () => {
    for (const l of [
      " FAIL  tests/money.test.ts > money > format › nested > formats 3 in 日本円 → 3 円",
      " FAIL  tests/more.test.ts > a suite with a hook that fails",
      " FAIL  tests/more.test.ts > generated case #8 with spaces & \"quotes\"",
      "Error: Snapshot `money > matches the stored snapshot 1` mismatched",
      '+   "note": "changed",',
      "Caused by: Error: network down: ECONNREFUSED 127.0.0.1:6379",
      "TypeError: cannot read properties of undefined (reading 'id')",
      " ❯ tests/money.test.ts:48:25",
      " ❯ tests/more.test.ts:5:11",
    ]) expect(r.text).toContain(l);
    expect(r.text).not.toContain("node_modules/vitest");
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });
});

describe("jest 30 (jest/field-j30-snapshots)", () => {
  it("keeps each failure by its full name, the snapshot diff, the suite that did not load", () => {
    const r = runSession("dev:jest", fixture("jest/field-j30-snapshots"));
    expect(r.text).toContain("jest: 11 failed, 1 skipped, 1 todo, 11 passed, 24 total; suites 3 failed, 3 total; snapshots 1 failed, 1 total in 1.359 s");
    for (const l of ["● money › format › nested › formats 3 in 日本円 → 3 円", "● async failures › times out", "Snapshot name: `money matches the stored snapshot 1`", "Cannot find module './does-not-exist' from '__tests__/broken.test.js'", "at Object.require (__tests__/broken.test.js:1:17)", "● generated case #8 with spaces & \"quotes\""]) expect(r.text).toContain(l);
  });
});

describe("tsc 6 over project references, ESLint 10 with plugins (tsc/field-*, eslint/field-*)", () => {
  it("tsc -b: every error of both projects, a unicode path byte for byte", () => {
    const r = runSession("dev:tsc", fixture("tsc/field-build-refs"));
    for (const l of ["packages/core/src/index.ts(16,24): error TS2322", "packages/app/src/sub dir/naïve ünicode.ts(1,14)", "packages/app/src/sub dir/naïve ünicode.ts(3,10): error TS2532: Object is possibly 'undefined'.", "exactOptionalPropertyTypes: true", "    Type 'undefined' is not assignable to type 'string'."]) expect(r.text).toContain(l);
  });

  it("tsc --pretty: the related location in the referenced project's declarations stays with its error", () => {
    const r = runSession("dev:tsc", fixture("tsc/field-app-pretty"));
    expect(r.text).toContain("packages/app/src/main.ts:10:27 - error TS2322: Type '\"GBP\"' is not assignable to type '\"EUR\" | \"USD\"'.\n  packages/core/dist/index.d.ts:3:5\n");
    expect(r.text).toContain("Found 9 errors in 3 files.");
  });

  it("ESLint with plugins: every row with its file, the parse errors of files outside the project, the totals", () => {
    const r = runSession("dev:eslint", fixture("eslint/field-plugins"));
    expect(r.text).toContain("/tmp/fx/field9/ts-field/p/packages/app/src/sub dir/naïve ünicode.ts:3:28 error Extra semicolon [@stylistic/semi]");
    expect(r.text).toContain("tests/more.test.ts:0:0 error Parsing error: /tmp/fx/field9/ts-field/p/tests/more.test.ts was not found by the project service.");
    expect(r.text).toContain("✖ 47 problems (47 errors, 0 warnings)");
  });

  it("ESLint's crash report (a plugin that cannot load under Node 20) is passed whole", () => {
    const fx = fixture("eslint/field-crash-node20");
    expect(runSession("dev:eslint", fx).text).toBe(fx.raw);
  });
});
