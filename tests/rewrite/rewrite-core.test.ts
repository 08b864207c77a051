// The rewrite core (dist/rewrite.wasm: rules, lexer, regex, filter program; what hooks load)
// against the full core: the same decision for every case of the rewrite table, with and
// without the built-in filters' match_command patterns, with [hooks] options and permission
// rules; the same rule table and classifications; the same filter list from filters.bin.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRtkSync } from "../../bindings/index";
import { ROOT } from "../helpers/cli";
import { CASES, CONFIG_CASES } from "./cases";

const program = readFileSync(join(ROOT, "dist", "filters.bin"));
const load = (file: string) => {
  const rtk = createRtkSync(readFileSync(join(ROOT, "dist", file)));
  rtk.filters.load("builtin", program);
  return rtk;
};
const full = load("rtk.wasm");
const small = load("rewrite.wasm");

describe("the rewrite core", () => {
  it("is at most half the full core", () => {
    expect(readFileSync(join(ROOT, "dist", "rewrite.wasm")).length).toBeLessThan(readFileSync(join(ROOT, "dist", "rtk.wasm")).length * 0.6);
  });

  it("loads the same built-in filters", () => {
    expect(small.filters.list()).toEqual(full.filters.list());
  });

  it("decides every case of the rewrite table as the full core does", () => {
    const patterns = full.filters.list().map((f) => f.match).filter((m) => m.length > 0);
    const permissions = { allow: ["Bash(git status)", "Bash(ls:*)"], deny: ["Bash(rm -rf:*)"], ask: ["Bash(git push:*)"] };
    for (const options of [undefined, { extraPatterns: patterns }, { extraPatterns: patterns, permissions }]) {
      for (const c of CASES) expect(small.rewrite(c.input, options), c.input).toEqual(full.rewrite(c.input, options));
    }
    for (const c of CONFIG_CASES) {
      const options = { excludeCommands: c.excludeCommands, transparentPrefixes: c.transparentPrefixes, extraPatterns: patterns };
      expect(small.rewrite(c.input, options), c.input).toEqual(full.rewrite(c.input, options));
    }
  });

  it("has the same rule table and classifications", () => {
    expect(small.rewriteRules()).toEqual(full.rewriteRules());
    for (const c of CASES) expect(small.classifyCommand(c.input), c.input).toEqual(full.classifyCommand(c.input));
  });
});
