// The vitest side of the filter suites: the shape of a filter case (a fixture, the session that
// filters it, what must survive and what must go), the one function that checks a filtered output
// against it, and the suites that run a table of cases and prove the checks reject a filter that
// prints nothing and one that changes nothing. Every tests/filters/<family>/<command>.test.ts
// table goes through describeCases (code filters), describePlannedCases (infrastructure TOML
// filters, whose fixture's own command must plan to the filter) or describeLanguageCases.
import stripAnsi from "strip-ansi";
import { describe, expect, it } from "vitest";
import { commandArgv } from "../../bindings/command";
import { core, type Filtered, type Fixture, filterOfSpec, fixture, fixtureArgv, runSession } from "./fixtures";

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
 * Fixture `path` through session `spec`, with its exit code. `neverLonger` (the default) asserts
 * the promise that the output is never longer than the raw; the env listing is the exception
 * (masking a secret may not shorten it).
 */
export function filtered(spec: string, path: string, neverLonger = true): Filtered & { exitCode: number } {
  const fx = fixture(path);
  const f = runSession(spec, fx);
  if (neverLonger) expect(f.tokens).toBeLessThanOrEqual(f.rawTokens);
  return { ...f, exitCode: fx.exitCode };
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

/** The session the fixture's own command plans to, as the CLI would run it. */
export function plannedSession(cmd: string): string {
  return core().plan(commandArgv(core().core, cmd.replace(/^cd \S+ && /, ""))).session;
}

/** describeCases, and each case's fixture command plans to the case's session. */
export function describePlannedCases(cases: Case[]): void {
  describeCases(cases, (c, fx) => {
    it("is the filter its command plans to", () => {
      expect(plannedSession(fx.cmd)).toBe(c.spec);
    });
  });
}

/** A case of the language ecosystems' declarative filters (issue 22). */
export interface LanguageCase {
  fixture: string;
  /** The declarative filter the fixture's own command must plan to. */
  filter: string;
  exit: number;
  keep: string[];
  /** In the raw output (escape sequences aside) and not in the filtered one. */
  drop: string[];
  /** Minimum savings in percent. */
  min: number;
}

/** What is wrong with `text` as the filtered output of language case `c`: stricter than problems(), every case must save. */
export function languageProblems(c: LanguageCase, raw: string, text: string): string[] {
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

/**
 * The suite for a table of language cases: each fixture's own command plans to its filter with
 * the user's program and arguments, the output keeps and drops what the case says and saves its
 * minimum; then proof the checks reject a filter that prints nothing and one that changes nothing.
 */
export function describeLanguageCases(cases: LanguageCase[]): void {
  describe.each(cases)("$fixture through $filter", (c) => {
    const fx = fixture(c.fixture);
    const plan = core().plan(fixtureArgv(c.fixture));

    it("is planned to its filter, with the user's own program and arguments", () => {
      expect(filterOfSpec(plan.session)).toBe(`filter:builtin:${c.filter}`);
      expect(plan.argv).toEqual(fixtureArgv(c.fixture));
      expect(fx.exitCode).toBe(c.exit);
    });

    it("keeps what the agent needs, drops the noise, saves what it states", () => {
      expect(languageProblems(c, fx.raw, runSession(plan.session, fx).text)).toEqual([]);
    });
  });

  describe("the checks reject a broken filter", () => {
    it("every case fails a filter that prints nothing, and one that changes nothing", () => {
      const empty = cases.filter((c) => languageProblems(c, fixture(c.fixture).raw, "").length === 0);
      const same = cases.filter((c) => languageProblems(c, fixture(c.fixture).raw, fixture(c.fixture).raw).length === 0);
      expect([...empty, ...same].map((c) => c.fixture)).toEqual([]);
    });
  });
}

/**
 * Each argv plans to `filter:builtin:<filter>` and runs unchanged (the hook form keeps the user's
 * program); each of `userFormats` (a format the user chose) runs unchanged and unfiltered.
 */
export function describeHookForms(forms: [string[], string][], userFormats: string[][] = []): void {
  describe("hook forms keep the program: each command form plans to its filter, unchanged", () => {
    if (forms.length > 0) {
      it.each(forms)("%j -> %s", (argv, filter) => {
        const p = core().plan(argv);
        expect(filterOfSpec(p.session)).toBe(`filter:builtin:${filter}`);
        expect(p.argv).toEqual(argv);
      });
    }

    if (userFormats.length > 0) {
      it("a format the user chose turns the filter off", () => {
        for (const argv of userFormats) {
          const p = core().plan(argv);
          expect(p.mode, argv.join(" ")).toBe("passthrough");
          expect(p.argv).toEqual(argv);
        }
      });
    }
  });
}

/** Each command line plans to the session given (raw: left alone). */
export function describeLeftAlone(forms: [string, string][]): void {
  describe("interactive and formatted forms are left alone", () => {
    it.each(forms)("%s plans to %s", (cmd, session) => {
      expect(plannedSession(cmd)).toBe(session);
    });
  });
}

/** A fixture of a tool whose every printed line is a fact (one `path:line:col: message` per error). */
export interface FactOnlyCase {
  fixture: string;
  filter: string;
  exit: number;
}

/**
 * The suite for tools that print only facts (sqlc, buf, protoc): each fixture's own command plans
 * to its filter unchanged, every non-blank line of the raw output comes back as printed and in
 * order, and a run that printed nothing prints nothing (never longer than the raw output).
 */
export function describeFactOnlyCases(cases: FactOnlyCase[]): void {
  describe.each(cases)("$fixture through $filter", (c) => {
    const fx = fixture(c.fixture);
    const plan = core().plan(fixtureArgv(c.fixture));
    const text = runSession(plan.session, fx).text;
    const lines = stripAnsi(fx.raw).split("\n").filter((l) => l.trim() !== "");

    it("is planned to its filter, with the user's own program and arguments", () => {
      expect(filterOfSpec(plan.session)).toBe(`filter:builtin:${c.filter}`);
      expect(plan.argv).toEqual(fixtureArgv(c.fixture));
      expect(fx.exitCode).toBe(c.exit);
    });

    it("keeps every line as printed, and prints nothing when nothing was printed", () => {
      expect(text).toBe(lines.length === 0 ? "" : `${lines.join("\n")}\n`);
    });
  });
}
