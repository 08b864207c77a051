// String helpers: surrogate-safe cuts, words, paths, numbers, locations, groups.
import { basename, dirname, Groups, indentOf, isBlank, locationEnd, numberAt, plural, trim, trimStart, whole, words } from "../text";

describe("text helpers", () => {
  it("never splits a surrogate pair", () => {
    expect(whole("a\u{1F600}b", 2, 4)).toBe("b");
    expect(whole("a\u{1F600}b", 0, 2)).toBe("a");
    expect(whole("a\u{1F600}b", 1, 3)).toBe("\u{1F600}");
  });
  it("trims, splits words and measures indentation", () => {
    expect(trim("  x y \t")).toBe("x y");
    expect(trimStart(" \tx ")).toBe("x ");
    expect(words("  a \t bb  c ").join("|")).toBe("a|bb|c");
    expect(indentOf("\t  x")).toBe(3);
    expect(isBlank(" \t ")).toBe(true);
    expect(isBlank(" x")).toBe(false);
  });
  it("splits paths", () => {
    expect(dirname("src/cli/a.js")).toBe("src/cli");
    expect(dirname("a.js")).toBe("");
    expect(basename("src/cli/a.js")).toBe("a.js");
    expect(basename("/opt/venv/bin/pytest")).toBe("pytest");
    expect(basename("pytest")).toBe("pytest");
  });
  it("counts with the right noun", () => {
    expect(plural(1, "file", "files")).toBe("1 file");
    expect(plural(0, "file", "files")).toBe("0 files");
    expect(plural(3000000000, "byte", "bytes")).toBe("3000000000 bytes");
  });
  it("reads numbers and file:line:col locations", () => {
    expect(numberAt("ab 42x", 3)).toBe(42);
    expect(numberAt("ab", 0)).toBe(-1);
    expect(locationEnd("src/a.c:12:3: error: x")).toBe(12);
    expect(locationEnd("src/a.py:7: error")).toBe(10);
    expect(locationEnd("no location here")).toBe(-1);
  });
  it("groups strings by key in first-seen order", () => {
    const g = new Groups();
    g.add("b", "1");
    g.add("a", "2");
    g.add("b", "3");
    expect(g.size).toBe(2);
    expect(g.keys.join(",")).toBe("b,a");
    expect(g.items[0].join(",")).toBe("1,3");
  });
});
