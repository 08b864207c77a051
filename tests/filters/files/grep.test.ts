// rtk grep on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { asRun, type Filtered, fixture } from "../../helpers/fixtures";

describe("grep and rg", () => {
  /** The user's search of fixture `path` as rtk runs it: its planned twin through the plan's session. */
  function searched(path: string): Filtered & { exitCode: number } {
    const ran = asRun(path);
    return filtered(ran.spec, ran.path);
  }

  it.each(["grep/rn-many", "rg/n-many"])("%s: every match as the user's own command prints it, path and line number whole", (path) => {
    const f = searched(path);
    // rg searches with several threads: its files come in another order from one run to the
    // next, so the user's own lines are those of the twin (the NUL rtk asked for back to `:`).
    const twin = asRun(path).path;
    const user = fixture(twin).stdout.toString().replaceAll("\0", ":").replace(/\n$/, "").split("\n");
    // grep's order is the directory's: the user's own grep printed exactly these lines.
    if (path.startsWith("grep/")) expect(user.join("\n")).toBe(fixture(path).stdout.toString().replace(/\n$/, ""));
    const out = f.out.replace(/\n$/, "").split("\n");
    expect(out).toHaveLength(user.length);
    let cut = 0;
    for (const [i, l] of user.entries()) {
      // Only a match whose text passes 200 characters is shortened: the window of it around the
      // match, its path and line number whole, each cut marked with `…`.
      if (out[i] === l) continue;
      expect(out[i].includes("…") && out[i].split("…").every((piece) => l.includes(piece)), l).toBe(true);
      expect(out[i]).toContain("export function");
      expect(out[i].slice(0, l.indexOf(":", l.indexOf(":") + 1) + 1)).toBe(l.slice(0, l.indexOf(":", l.indexOf(":") + 1) + 1));
      cut++;
    }
    expect(cut).toBeGreaterThan(0);
    expect(f.out).toMatch(/^(?:\.\/|src\/)core\/errors\.ts:322:export function flattenError<T>\(error: \$ZodError<T>\): _FlattenedError<T>;$/m);
    expect(f.cut).toBe(true);
  });

  it("a long line is cut around its match when the match lies beyond the cut, and the run is cut", () => {
    const g = searched("grep/long-line");
    expect(g.out).toMatch(/^core\/json-schema-processors\.ts:212:….*NaN and Infinity have no keyword form\.$/m);
    // Indentation is text: kept.
    expect(g.out).toContain("core/compile.ts:1126:  // Runtime z.number() rejects NaN and ±Infinity. Number.isFinite covers both.\n");
    expect(g.cut).toBe(true);
    const r = searched("rg/long-lines");
    const lines = r.out.split("\n").filter((l) => /^src\/core\/\S+:\d+:/.test(l));
    expect(lines.length).toBe(195);
    // Every shown match line shows the match; no text is longer than 200 characters.
    for (const l of lines) {
      expect(l.toLowerCase(), l).toContain("never");
      expect(l.replace(/^\S+?:\d+:/, "").length).toBeLessThanOrEqual(200);
    }
    expect(r.cut).toBe(true);
  });

  it("context lines and grep's `--` stay beside their match", () => {
    const f = searched("rg/context");
    expect(f.out).toMatch(/^src\/cli\/command\.js-10-const \{ Option, DualOptions \} = require\('\.\/option\.js'\);\nsrc\/cli\/command\.js:11:const \{ suggestSimilar \}/m);
    expect(f.out).toMatch(/^--$/m);
    expect(f.out).toMatch(/^src\/cli\/suggestSimilar\.js-55-\nsrc\/cli\/suggestSimilar\.js:56:function suggestSimilar/m);
    const g = searched("grep/context");
    expect(g.out).toMatch(/^command\.js-10-const \{ Option, DualOptions \} = require\('\.\/option\.js'\);\ncommand\.js:11:const \{ suggestSimilar \} = require\('\.\/suggestSimilar'\);$/m);
    expect(g.out).toMatch(/^--$/m);
  });

  it("exit codes 1 (no match) and 2 (error) are the engine's, errors kept", () => {
    for (const path of ["grep/none", "rg/none"]) {
      const none = searched(path);
      expect(none.exitCode, path).toBe(1);
      expect(none.text, path).toBe("");
    }
    for (const path of ["grep/error", "rg/error"]) {
      const e = searched(path);
      expect(e.exitCode, path).toBe(2);
      expect(e.err, path).toContain("no-such-dir: No such file or directory");
    }
  });
});
