// tsc, ESLint and Biome headers, and the test runners' noise.
import { parseBiomeHeader, stylishParts, parseTscHeader } from "../lint";
import { isFrameNoise, isTapeStyle, notRun } from "../runners";
import { Lines } from "../../sdk/lines";

describe("JS runner noise", () => {
  it("drops code frames and dependency frames, keeps user frames", () => {
    expect(isFrameNoise("      4| group(\"area\", () => {")).toBe(true);
    expect(isFrameNoise("    > 5 |   it(\"x\")")).toBe(true);
    expect(isFrameNoise("       |                  ^")).toBe(true);
    expect(isFrameNoise("      at _getError (../../js/node_modules/jest-circus/build/x.js:1:1)")).toBe(true);
    expect(isFrameNoise("      at Object.toBe (test/shapes.test.js:5:58)")).toBe(false);
    expect(isFrameNoise("Expected: 6")).toBe(false);
  });
  it("counts what vitest's totals hold beyond its counts: what never ran", () => {
    expect(notRun("1 failed | 1 passed (6)")).toBe(4);
    expect(notRun("4 failed | 3 passed | 1 skipped (8)")).toBe(0);
    expect(notRun("1 failed (3)")).toBe(2);
    expect(notRun("no tests")).toBe(0);
  });
});

describe("tsc, eslint and biome lines", () => {
  it("parses tsc headers, plain and --pretty, keeping the location as printed", () => {
    const p = parseTscHeader("src/cli.ts(3,24): error TS2591: Cannot find name 'process'.");
    expect(p![0]).toBe("src/cli.ts(3,24)");
    expect(p![1]).toBe("error TS2591: Cannot find name 'process'.");
    const q = parseTscHeader("src/cli.ts:4:22 - error TS2345: Argument of type 'number'.");
    expect(q![0]).toBe("src/cli.ts:4:22");
    expect(q![1]).toBe("error TS2345: Argument of type 'number'.");
    expect(parseTscHeader("Found 9 errors in 2 files.") === null).toBe(true);
  });
  it("parses ESLint stylish rows with and without a rule", () => {
    const r = stylishParts("   1:10  error    'readFileSync' is defined but never used  no-unused-vars");
    expect(r![0]).toBe("1:10");
    expect(r![1]).toBe("error");
    expect(r![3]).toBe("no-unused-vars");
    const p = stylishParts("  14:1  error  Parsing error: Unexpected token");
    expect(p![3]).toBe("");
    expect(p![2]).toBe("Parsing error: Unexpected token");
  });
  it("parses Biome headers", () => {
    const h = parseBiomeHeader("src/report.js:9:9 lint/correctness/noUnusedVariables  FIXABLE  ━━━━━━━━");
    expect(h![0]).toBe("src/report.js");
    expect(h![1]).toBe("9:9");
    expect(h![2]).toBe("lint/correctness/noUnusedVariables");
    expect(parseBiomeHeader("check ━━━━━━━━━━")![2]).toBe("");
  });
});

describe("TAP producers", () => {
  it("tells tape's TAP (no ` - `, no `# Subtest:`) from node --test's", () => {
    expect(isTapeStyle(Lines.ofText("TAP version 13\n# nums\nok 1 should be equal\nnot ok 2 should be deeply equivalent\n"))).toBe(true);
    expect(isTapeStyle(Lines.ofText("TAP version 13\n# Subtest: math\n    ok 1 - adds\nok 1 - math\n"))).toBe(false);
    expect(isTapeStyle(Lines.ofText("TAP version 13\nnot ok 1 - test/a.test.js\n"))).toBe(false);
    expect(isTapeStyle(Lines.ofText("TAP version 13\n1..0\n"))).toBe(false);
  });
});
