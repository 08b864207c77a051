// rtk tree on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { fixture } from "../../helpers/fixtures";

describe("tree", () => {
  it("drawing becomes indentation, every entry on its own line, summary kept", () => {
    const f = filtered("tree", "tree/plain");
    expect(f.out).toMatch(/^cli\/\n {2}argument\.js\n {2}command\.js\n/m);
    expect(f.out).not.toMatch(/\|--|`--/);
    expect(f.out).toMatch(/^\d+ directories, \d+ files$/m);
    expect(f.savings).toBeGreaterThanOrEqual(25);
    // Too small to be kept for recall: a noise directory's contents are shown, not hidden.
    const small = filtered("tree", "tree/L2");
    expect(small.out).toContain("node_modules/\n  commander\n");
    expect(small.cut).toBe(false);
  });

  it("every file and directory of a real package is named whole, on its own line at its depth", () => {
    for (const [path, saved] of [["tree/package-aspect-cli", 25], ["tree/package-commander", 25], ["tree/plain", 25]] as const) {
      const f = filtered("tree", path);
      expect(f.out).not.toMatch(/\|--|`--/);
      expect(f.savings, path).toBeGreaterThanOrEqual(saved);
      const shown = f.out.split("\n");
      let hiddenBelow = -1;
      let checked = 0;
      for (const line of fixture(path).raw.split("\n")) {
        const m = /^((?:[|` ]   )*)[|`]-- (.*)$/.exec(line);
        if (!m) continue;
        const depth = m[1].length / 4;
        if (hiddenBelow >= 0 && depth > hiddenBelow) continue;
        hiddenBelow = m[2] === "node_modules" ? depth : -1;
        const indent = "  ".repeat(depth);
        expect(shown.includes(indent + m[2]) || shown.includes(`${indent + m[2]}/`), `${path}: ${m[2]}`).toBe(true);
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
    }
  });

  it("reads the box-drawing form too (a UTF-8 locale) the same way", () => {
    expect(filtered("tree", "tree/utf8-L2").out).toBe(filtered("tree", "tree/L2").out);
  });
});
