// The decide-only core (dist/decide.wasm, assembly/cores/decide/): the rewrite core built without
// the pattern compiler, answering from the build's automata (dist/rewrite-rules.bin). Every case
// of the rewrite table gets the full core's answer, as a host gets it (host/cli/context.ts): the
// decide-only core's own, or, where it says it needed a compiled pattern (rewriteNeedsCompiler),
// the rewrite core's. Only what truly needs the compiler is handed on (a `^regex` exclude entry, a
// row whose `except` list needs capture group 1, a user's match_command), and the core holds no
// function that compiles a pattern.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRtkSync, type RewriteOptions, type Rtk } from "../../bindings/index";
import { ROOT } from "../helpers/cli";
import { CASES, CONFIG_CASES } from "./cases";

const dist = (file: string) => readFileSync(join(ROOT, "dist", file));
const prebuilt = dist("rewrite-rules.bin");
const decideModule = new WebAssembly.Module(dist("decide.wasm"));

const full = createRtkSync(dist("rtk.wasm"));
full.filters.load("builtin", dist("filters.bin"));
const patterns = full.filters.list().map((f) => f.match).filter((m) => m.length > 0);

function takes(rtk: Rtk): number {
  return rtk.core.call(() => rtk.core.exports.rewriteUsePrebuilt(rtk.core.input(prebuilt)));
}

function needsCompiler(rtk: Rtk): boolean {
  return rtk.core.call(() => rtk.core.exports.rewriteNeedsCompiler()) === 1;
}

/** A fresh decide-only core with the build's rule sets (a process's worth: what it flags stays flagged). */
function freshDecide(): Rtk {
  const rtk = createRtkSync(decideModule);
  if (takes(rtk) !== 1) throw new Error("the decide-only core refused dist/rewrite-rules.bin");
  return rtk;
}

describe("the decide-only core", () => {
  const permissions = { allow: ["Bash(git status)", "Bash(ls:*)"], deny: ["Bash(rm -rf:*)"], ask: ["Bash(git push:*)"] };
  const calls: [string, RewriteOptions][] = [
    ...CASES.map((c): [string, RewriteOptions] => [c.input, { extraPatterns: patterns, permissions }]),
    ...CONFIG_CASES.map((c): [string, RewriteOptions] => [c.input, { excludeCommands: c.excludeCommands, transparentPrefixes: c.transparentPrefixes, extraPatterns: patterns }]),
  ];
  /** The lines of calls without a `^regex` exclude entry that the decide-only core handed on. */
  const handedOn: string[] = [];
  let answered: { line: string }[] | null = null;
  // Each line as a host answers it: the decide-only core (a fresh one once it flagged, as a new
  // process would have), the rewrite core where it hands on.
  const answers = () => {
    if (answered) return answered;
    let decide = freshDecide();
    const compiling = createRtkSync(dist("rewrite.wasm"));
    takes(compiling);
    answered = calls.map(([line, options]) => {
      const res = decide.rewrite(line, options);
      if (!needsCompiler(decide)) return { line, ...res };
      if (!options.excludeCommands?.some((e) => e.startsWith("^"))) handedOn.push(line);
      decide = freshDecide();
      return { line, ...compiling.rewrite(line, options) };
    });
    return answered;
  };

  it("exports the hook's entry points and nothing that compiles a pattern", () => {
    const names = WebAssembly.Module.exports(decideModule).map((e) => e.name);
    expect(names).toContain("rewrite");
    expect(names).toContain("rewriteUsePrebuilt");
    for (const compiling of ["regexCompile", "regexSetCompile", "filtersLoad", "rewriteRules", "rewriteClassify"]) expect(names).not.toContain(compiling);
    // Smaller than the rewrite core: the parser and the NFA compiler are not in it.
    expect(dist("decide.wasm").length).toBeLessThan(dist("rewrite.wasm").length);
  });

  it("decides every case of the rewrite table as the full core does (handing on what needs a compiled pattern)", () => {
    expect(answers()).toEqual(calls.map(([line, options]) => ({ line, ...full.rewrite(line, options) })));
  }, 300_000);

  it("answers most lines itself: only `^regex` exclude entries, rows with an `except` list and route values are handed on", () => {
    answers();
    expect(handedOn.length).toBeGreaterThan(0);
    expect(handedOn.length).toBeLessThan(calls.length / 10);
    // What it hands on without a `^regex` exclude entry: lines a row with an `except` list
    // takes, and lines giving a value to the flag of a row's route that runs raw.
    const programs = full
      .rewriteRules()
      .filter((r) => r.except.length > 0 || r.routes.some((route) => route.raw && route.value !== ""))
      // The program: the pattern's first word, or (a pattern that starts with a runner group) the example's.
      .flatMap((r) => [/^\^([a-z][\w-]*)/.exec(r.pattern)?.[1], r.example.split(" ").find((w) => !["npx", "pnpx", "bunx"].includes(w))])
      .filter((p): p is string => p !== undefined && /^[a-z][\w-]*$/.test(p));
    expect(programs.length).toBeGreaterThan(0);
    for (const line of handedOn) expect(programs.some((p) => new RegExp(`(^|[^\\w-])${p}([^\\w-]|$)`).test(line)), line).toBe(true);
    expect(handedOn).not.toContain("git status");
    expect(handedOn).not.toContain("ls -la");
  });

  it("hands on a user's own match_command (it would compile) and answers the line like the full core then", () => {
    const rtk = freshDecide();
    const options = { extraPatterns: [...patterns, "^frobnicate(?:[ \\t]|$)"] };
    rtk.rewrite("frobnicate --all", options);
    expect(needsCompiler(rtk)).toBe(true);
    expect(full.rewrite("frobnicate --all", options).command).toBe("rtk frobnicate --all");
  });

  it("refuses a rules file made for another table, as the rewrite core does", () => {
    const rtk = createRtkSync(decideModule);
    const other = new Uint8Array(prebuilt);
    other[4] ^= 0xff; // the table digest
    expect(rtk.core.call(() => rtk.core.exports.rewriteUsePrebuilt(rtk.core.input(other)))).toBe(0);
  });
});
