// The rule sets the build compiles for the rewrite core (dist/rewrite-rules.bin,
// scripts/build-rules.mjs) so that a hook call compiles no pattern: the rewrite core that loads
// them decides every case of the rewrite table, and classifies every case, exactly as the full
// core (which compiles its sets itself); a file made for another rule table is refused and
// changes nothing; the user's and project's own match_command patterns still count after the
// built-in ones the file holds.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRtkSync, type RewriteOptions, type Rtk } from "../../bindings/index";
import { ROOT } from "../helpers/cli";
import { CASES, CONFIG_CASES } from "./cases";

const program = readFileSync(join(ROOT, "dist", "filters.bin"));
const prebuilt = readFileSync(join(ROOT, "dist", "rewrite-rules.bin"));

function load(file: string): Rtk {
  const rtk = createRtkSync(readFileSync(join(ROOT, "dist", file)));
  rtk.filters.load("builtin", program);
  return rtk;
}

function usePrebuilt(rtk: Rtk, bytes: Uint8Array): number {
  return rtk.core.call(() => rtk.core.exports.rewriteUsePrebuilt(rtk.core.input(bytes)));
}

const full = load("rtk.wasm");
const small = load("rewrite.wasm");
const taken = usePrebuilt(small, prebuilt);
const patterns = full.filters.list().map((f) => f.match).filter((m) => m.length > 0);

describe("the rewrite core with the build's compiled rule sets", () => {
  it("takes the file the build wrote for its table", () => {
    expect(taken).toBe(1);
  });

  it("holds the built-in filters' match_command patterns in the order the full core lists them", () => {
    const held = JSON.parse(small.core.call(() => small.core.outputText(small.core.exports.rewritePrebuiltPatterns())));
    expect(held).toEqual(patterns);
  });

  it("decides every case of the rewrite table as the full core does", () => {
    const permissions = { allow: ["Bash(git status)", "Bash(ls:*)"], deny: ["Bash(rm -rf:*)"], ask: ["Bash(git push:*)"] };
    const optionSets: (RewriteOptions | undefined)[] = [undefined, { extraPatterns: patterns }, { extraPatterns: patterns, permissions }];
    const calls: [string, RewriteOptions | undefined][] = [
      ...CASES.flatMap((c) => optionSets.map((o): [string, RewriteOptions | undefined] => [c.input, o])),
      ...CONFIG_CASES.map((c): [string, RewriteOptions] => [c.input, { excludeCommands: c.excludeCommands, transparentPrefixes: c.transparentPrefixes, extraPatterns: patterns }]),
    ];
    const decide = (rtk: Rtk) => calls.map(([line, options]) => ({ line, ...rtk.rewrite(line, options) }));
    expect(decide(small)).toEqual(decide(full));
    // Every case three ways and every config case, in both cores, each call with every built-in
    // filter's pattern: on a loaded two-core machine this runs past the default minute.
  }, 180_000);

  it("classifies every case as the full core does", () => {
    for (const c of CASES) expect(small.classifyCommand(c.input, { extraPatterns: patterns }), c.input).toEqual(full.classifyCommand(c.input, { extraPatterns: patterns }));
  });

  it("still counts a user filter's match_command after the built-in ones, and the later pattern wins", () => {
    const local = [...patterns, "^frobnicate(?:[ \\t]|$)", "^terraform plan --mine"];
    for (const line of ["frobnicate --all", "terraform plan --mine", "terraform plan", "echo hi"]) {
      expect(small.classifyCommand(line, { extraPatterns: local }), line).toEqual(full.classifyCommand(line, { extraPatterns: local }));
      expect(small.rewrite(line, { extraPatterns: local }), line).toEqual(full.rewrite(line, { extraPatterns: local }));
    }
    expect(small.rewrite("frobnicate --all", { extraPatterns: local }).command).toBe("rtk frobnicate --all");
  });

  it("refuses a file made for another rule table, and decides as before", () => {
    const other = load("rewrite.wasm");
    const tampered = new Uint8Array(prebuilt);
    tampered[4] ^= 0xff; // the digest of the table the file was built from
    expect(usePrebuilt(other, tampered)).toBe(0);
    expect(usePrebuilt(other, prebuilt.subarray(0, 12))).toBe(0);
    for (const c of CASES.slice(0, 50)) expect(other.rewrite(c.input, { extraPatterns: patterns }), c.input).toEqual(full.rewrite(c.input, { extraPatterns: patterns }));
  });
});
