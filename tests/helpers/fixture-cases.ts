// One check for a filter on a real fixture, shared by the per-command suites of
// tests/filters/<family>/: the fixture's own command plans to the filter with the user's argv
// unchanged, the exit code is the captured one, what the agent needs survives verbatim, the
// documented noise goes, and the output is shorter than the raw output by at least `min` percent.
import stripAnsi from "strip-ansi";
import { describe, expect, it } from "vitest";
import { core, fixture, fixtureArgv, runSession } from "./fixtures";

export interface FixtureCase {
  fixture: string;
  /** The declarative filter the fixture's own command must plan to. */
  filter: string;
  exit: number;
  /** Verbatim in the filtered output. */
  keep: string[];
  /** In the raw output (escape sequences aside) and not in the filtered one. */
  drop: string[];
  /** Minimum savings in percent. */
  min: number;
}

/** What is wrong with `text` as the filtered output of case `c` on `raw`; empty when nothing is. */
export function caseProblems(c: FixtureCase, raw: string, text: string): string[] {
  const found: string[] = [];
  if (c.keep.length === 0) found.push("the case keeps nothing: an empty output would pass");
  for (const k of c.keep) if (!text.includes(k)) found.push(`lost ${JSON.stringify(k)}`);
  const plain = stripAnsi(raw);
  for (const d of c.drop) {
    if (!plain.includes(d)) found.push(`drop ${JSON.stringify(d)} is not in the raw output: the check could not fail`);
    else if (text.includes(d)) found.push(`kept the noise ${JSON.stringify(d)}`);
  }
  const tokens = core().estimateTokens(text);
  const rawTokens = core().estimateTokens(raw);
  if (tokens >= rawTokens) found.push(`not shorter than the raw output (${tokens} >= ${rawTokens} tokens)`);
  const savings = rawTokens === 0 ? 0 : (1 - tokens / rawTokens) * 100;
  if (savings < c.min) found.push(`saved ${savings.toFixed(1)} %, under ${c.min} %`);
  return found;
}

/** The suite for `cases`: each planned and filtered as above, and the checks shown able to fail. */
export function describeFixtureCases(cases: FixtureCase[]): void {
  describe.each(cases)("$fixture through $filter", (c) => {
    it("is planned to its filter, with the user's own program and arguments", () => {
      const plan = core().plan(fixtureArgv(c.fixture));
      expect(plan.session).toBe(`filter:builtin:${c.filter}`);
      expect(plan.argv).toEqual(fixtureArgv(c.fixture));
      expect(fixture(c.fixture).exitCode).toBe(c.exit);
    });

    it("keeps what the agent needs, drops the noise, saves what it states", () => {
      const fx = fixture(c.fixture);
      expect(caseProblems(c, fx.raw, runSession(core().plan(fixtureArgv(c.fixture)).session, fx).text)).toEqual([]);
    });
  });

  it("every case fails a filter that prints nothing, and one that changes nothing", () => {
    const weak = cases.filter((c) => caseProblems(c, fixture(c.fixture).raw, "").length === 0 || caseProblems(c, fixture(c.fixture).raw, fixture(c.fixture).raw).length === 0);
    expect(weak.map((c) => c.fixture)).toEqual([]);
  });
}
