// Argument checks: flags with attached values, short clusters, values, and where options end.
import { flagValue, hasFlag, hasShort, parseCount } from "../args";

describe("args", () => {
  it("finds flags, short clusters and values, and stops at --", () => {
    const argv = ["grep", "-rn", "--max-count=3", "-e", "x", "--", "-c"];
    expect(hasFlag(argv, 1, ["--max-count"])).toBe(true);
    expect(hasFlag(argv, 1, ["-c"])).toBe(false);
    expect(hasShort(argv, 1, "n")).toBe(true);
    expect(hasShort(argv, 1, "c")).toBe(false);
    expect(flagValue(argv, 1, "--max-count", "")).toBe("3");
    expect(flagValue(argv, 1, "", "-e")).toBe("x");
    expect(parseCount("42")).toBe(42);
    expect(parseCount("4x")).toBe(-1);
  });
  it("reads a value attached to a short flag, and no longer word that merely starts with one", () => {
    expect(hasFlag(["eslint", "-f=json"], 1, ["-f"])).toBe(true);
    expect(hasFlag(["eslint", "--format-x"], 1, ["--format"])).toBe(false);
    expect(hasFlag(["tsc", "--watchx"], 1, ["--watch"])).toBe(false);
  });
  it("stops where the caller's options end (go test's -args)", () => {
    const argv = ["go", "test", "./...", "-args", "-json"];
    expect(hasFlag(argv, 2, ["-json", "--json"], ["-args", "--args"])).toBe(false);
    // go's flags take one dash or two; "--" is no end for go test's own reading.
    expect(hasFlag(["go", "test", "--", "--json"], 2, ["-json", "--json"], ["-args", "--args"])).toBe(true);
    expect(hasFlag(["go", "test", "-bench=."], 2, ["-bench", "--bench"], ["-args"])).toBe(true);
  });
});
