// The shape of a filter case (a fixture, the session that filters it, what must survive and what
// must go), the one function that checks a filtered output against it, and the suite that runs a
// table of cases and proves the checks reject a filter that prints nothing and one that changes
// nothing. Shared by fixtures.test.ts and infra.test.ts.
import stripAnsi from "strip-ansi";
import { describe, expect, it } from "vitest";
import { core, type Fixture, fixture, runSession } from "./harness";

export interface CaseBase {
  fixture: string;
  spec: string;
  /** What must survive: at least one, so an empty output fails. */
  keep: string[];
  /** Minimum savings in percent. */
  min?: number;
  /** What must not appear although it is not in the raw output either (a message charged to the wrong file). */
  never?: string[];
}

/**
 * Each case says what must go (`drop`: each item is in the raw output and not in the filtered,
 * so a filter that changes nothing fails), or why nothing goes: `nothingGoes` (every line is a
 * fact) or `raw` (the raw output must come back unchanged: a crash).
 */
export type Case = CaseBase & ({ drop: string[] } | { nothingGoes: string } | { raw: string });

/** What is wrong with `text` as the filtered output of case `c` (raw output `raw`): empty when nothing. */
export function problems(c: Case, raw: string, text: string): string[] {
  const found: string[] = [];
  if (c.keep.length === 0) found.push("the case keeps nothing: an empty output would pass");
  for (const k of c.keep) if (!text.includes(k)) found.push(`lost ${JSON.stringify(k)}`);
  for (const n of c.never ?? []) if (text.includes(n)) found.push(`printed ${JSON.stringify(n)}`);
  // The package manager's warnings (a key of this machine's npmrc npm does not know) are the
  // user's to see: no filter may treat them as noise.
  for (const w of stripAnsi(raw).split("\n")) if (/^npm (?:warn|WARN) /.test(w) && !text.includes(w)) found.push(`dropped npm's warning ${JSON.stringify(w)}`);
  const tokens = core().estimateTokens(text);
  const rawTokens = core().estimateTokens(raw);
  if (tokens > rawTokens) found.push(`longer than the raw output (${tokens} > ${rawTokens} tokens)`);
  if ("drop" in c) {
    if (c.drop.length === 0) found.push("drop is empty: say why nothing goes instead");
    // Noise is looked for in what the filter read, escape sequences aside.
    const plain = stripAnsi(raw);
    for (const d of c.drop) {
      if (!plain.includes(d) && !raw.includes(d)) found.push(`drop ${JSON.stringify(d)} is not in the raw output: the check could not fail`);
      else if (text.includes(d)) found.push(`kept the noise ${JSON.stringify(d)}`);
    }
    if (tokens >= rawTokens) found.push("the raw output has noise, yet nothing was saved");
  }
  if ("raw" in c && text !== raw) found.push("the raw output did not come back unchanged");
  const savings = rawTokens === 0 ? 0 : (1 - tokens / rawTokens) * 100;
  if (c.min !== undefined && savings < c.min) found.push(`saved ${savings.toFixed(1)} %, under ${c.min} %`);
  return found;
}


/**
 * The suite for a table of cases: each case's filtered output checked (and its savings), plus
 * `perCase` checks of a suite's own; then proof that the checks reject a filter that prints
 * nothing and one that changes nothing.
 */
export function describeCases(cases: Case[], perCase?: (c: Case, fx: Fixture) => void): void {
  describe.each(cases)("$fixture through $spec", (c) => {
    const fx = fixture(c.fixture);
    const r = runSession(c.spec, fx);

    perCase?.(c, fx);

    it("keeps what the agent needs, drops the noise, is never longer than the raw output", () => {
      expect(problems(c, fx.raw, r.text)).toEqual([]);
    });

    if (c.min !== undefined) {
      it(`saves at least ${c.min} %`, () => {
        expect(r.savings).toBeGreaterThanOrEqual(c.min!);
      });
    }
  });

  describe("the checks reject a broken filter", () => {
    it("every case fails a filter that prints nothing", () => {
      const passing = cases.filter((c) => problems(c, fixture(c.fixture).raw, "").length === 0);
      expect(passing.map((c) => `${c.fixture} ${c.spec}`)).toEqual([]);
    });

    it("every case with noise fails a filter that changes nothing; the others say why nothing goes", () => {
      const passing = cases.filter((c) => "drop" in c && problems(c, fixture(c.fixture).raw, fixture(c.fixture).raw).length === 0);
      expect(passing.map((c) => `${c.fixture} ${c.spec}`)).toEqual([]);
      for (const c of cases) if (!("drop" in c)) expect(("nothingGoes" in c ? c.nothingGoes : c.raw).length).toBeGreaterThan(10);
    });
  });
}
