// Fuzz of the permission gate with bash as the oracle (issue 17): generated lines with rule
// sets go through the gate; every line it answers allow runs under bash with only logging
// stubs on PATH (gate-oracle.ts), and nothing bash runs may fall outside what the rules allow.
// 10,000 lines by default (seeded); RTK_GATE_FUZZ_LINES=200000 (and RTK_GATE_FUZZ_SEED) for a
// longer run.
import { afterAll, describe, expect, it } from "vitest";
import { loadRtk, prng } from "../helpers/core";
import { BashOracle, type OracleCase, PAYLOAD_ENV, ruleMatches } from "./gate-oracle";
import { COMMANDS, generateLine, pick, PROFILES, WRAPPER_COMMANDS } from "./gate-lines";

const rtk = loadRtk();
const LINES = Number(process.env.RTK_GATE_FUZZ_LINES ?? 10_000);
const SEED = Number(process.env.RTK_GATE_FUZZ_SEED ?? 1717);

const oracle = new BashOracle(COMMANDS, { wrappers: WRAPPER_COMMANDS });
afterAll(() => oracle.dispose());

const verdict = (line: string, rules: OracleCase["rules"]) => rtk.rewrite(line, { permissions: rules }).verdict;

describe("the oracle", () => {
  it("matches rules as Claude Code documents them", () => {
    expect(ruleMatches("Bash(git push:*)", "git push")).toBe(true);
    expect(ruleMatches("Bash(git push:*)", "git  push  --force")).toBe(true);
    expect(ruleMatches("Bash(git push:*)", "git pushx")).toBe(false);
    expect(ruleMatches("Bash(git * main)", "git log main")).toBe(true);
    expect(ruleMatches("Bash(git * main)", "git main")).toBe(false);
    expect(ruleMatches("Bash(*)", "anything")).toBe(true);
    expect(ruleMatches("Bash(cat .env)", "cat .env.bak")).toBe(false);
  });

  it("catches what the gate used to allow: bash runs the payload", async () => {
    const rules = { allow: ["Bash(git status:*)"], ask: [], deny: [] };
    const found = await oracle.check([
      { line: "git status ${x@P}", rules },
      { line: "git status $((i))", rules },
      { line: "GIT_PAGER=evil git status", rules },
      { line: `PATH=${oracle.evilDir} git status`, rules },
      { line: "git status; eval 'git status'", rules },
      { line: "git status > made.txt", rules },
      { line: "IFS=/; git status", rules },
      { line: "git() { :; }; git status", rules },
      { line: "git status; [[ $i -eq 1 ]]", rules },
      { line: "f=1; git status", rules },
      { line: "git status; test -v \"$i\"", rules: { ...rules, allow: ["Bash(git status:*)", "Bash(test:*)"] } },
      { line: "git status; echo hi", rules },
      { line: "git status", rules },
    ]);
    const lines = new Set(found.map((v) => v.line));
    expect(lines.has("git status ${x@P}"), JSON.stringify(found)).toBe(true);
    expect(lines.has("git status $((i))")).toBe(true);
    expect(lines.has("GIT_PAGER=evil git status")).toBe(true);
    expect(lines.has(`PATH=${oracle.evilDir} git status`)).toBe(true);
    expect(lines.has("git status; eval 'git status'")).toBe(true);
    expect(lines.has("git status > made.txt")).toBe(true);
    expect(lines.has("IFS=/; git status")).toBe(true);
    expect(lines.has("git() { :; }; git status")).toBe(true);
    expect(lines.has("git status; [[ $i -eq 1 ]]")).toBe(true);
    expect(lines.has("git status; test -v \"$i\"")).toBe(true);
    // A builtin is a command like any other: echo is not allowed here.
    expect(lines.has("git status; echo hi")).toBe(true);
    // A shell-local variable and a plain allowed command are fine.
    expect(lines.has("f=1; git status")).toBe(false);
    expect(lines.has("git status")).toBe(false);
    expect(Object.keys(PAYLOAD_ENV)).toContain("x");
  });
});

describe("the gate against bash", () => {
  it(`${LINES} generated lines: nothing bash runs for an allowed line falls outside the rules`, async () => {
    const r = prng(SEED);
    const allowed: OracleCase[] = [];
    const verdicts = { allow: 0, ask: 0, deny: 0, default: 0 };
    for (let n = 0; n < LINES; n++) {
      const rules = pick(r, PROFILES);
      const line = generateLine(r);
      const v = verdict(line, rules);
      verdicts[v]++;
      if (v === "allow") allowed.push({ line, rules });
    }
    const runBefore = oracle.linesRun;
    const loggedBefore = oracle.commandsLogged;
    const builtinsBefore = oracle.builtinsTraced;
    const violations = await oracle.check(allowed);
    expect(violations.slice(0, 20)).toEqual([]);
    // The fuzz must exercise both sides: a good share of lines allowed and run, others refused.
    expect(verdicts.allow).toBeGreaterThan(LINES / 10);
    expect(verdicts.deny + verdicts.ask + verdicts.default).toBeGreaterThan(LINES / 10);
    expect(oracle.linesRun - runBefore).toBe(allowed.length);
    expect(oracle.commandsLogged - loggedBefore).toBeGreaterThan(allowed.length / 2);
    expect(oracle.builtinsTraced - builtinsBefore).toBeGreaterThan(allowed.length / 10);
  }, Math.max(120_000, LINES * 20));
});
