// The fidelity harness over every real fixture (harness.ts, docs/filters.md "The five rules"):
// each fixture's facts, found in its raw output by its tool family's recognisers, are in the
// filtered output verbatim (or left out of a capped list that says so and points to recall); no
// location in the output that the raw output does not hold byte for byte; the family's noise gone.
// A new fixture is checked by the same rules without a line added here.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { asRun, core } from "../helpers/fixtures";
import { FIXTURES, loadCorpus } from "../library/corpus";
import { type FixtureRun, fixtures, RECALL_ID, runFixture, savings, type Verdict, verdict } from "./harness";
import { familyOf } from "./recognisers";

const rtk = core();
const all = fixtures(rtk);
const runs = all.map(({ fixture, session }) => {
  const run = runFixture(rtk, fixture, session);
  return { fixture, run, verdict: verdict(rtk, run, fixture) };
});

/** What a failure says: the first few missing facts, foreign locations and noise lines. */
function problems(run: FixtureRun, v: Verdict): string[] {
  return [
    ...v.missing.slice(0, 5).map((f) => `missing ${f.cls}: ${f.text}`),
    ...v.foreignLocations.slice(0, 5).map((l) => `location not in the raw output: ${l}`),
    ...v.noise.slice(0, 3).map((l) => `noise kept: ${l}`),
    ...(v.missing.length > 5 ? [`... ${v.missing.length - 5} more missing (${run.session})`] : []),
  ];
}

describe("fidelity harness", () => {
  it("runs every filter on real fixtures of every family", () => {
    expect(runs.length).toBeGreaterThan(300);
    const families = new Set(runs.map((r) => r.run.family.name));
    for (const f of ["compilers", "linters", "test runners", "grep/rg", "ls", "find", "tree", "git status", "git log", "gh", "infra"]) expect(families).toContain(f);
    // Most fixtures have facts to check: the recognisers see what the tools print.
    expect(runs.reduce((n, r) => n + r.verdict.facts.length, 0)).toBeGreaterThan(5000);
  });

  it("checks each command as rtk runs it today: every as-run twin is its user's planned argv, read with the user's session", () => {
    const ids = new Set(all.map((f) => f.fixture.id));
    const checked = new Map(all.map((f) => [f.fixture.id, f.session]));
    const users = loadCorpus().map((c) => c.id).filter((id) => id.includes("/as-run-")).map((id) => id.replace("/as-run-", "/"));
    const paired = users.filter((id) => existsSync(join(FIXTURES, id, "cmd")));
    expect(paired).toEqual(expect.arrayContaining(["grep/rn-many", "rg/n-many", "ls/plain"]));
    for (const user of paired) {
      // asRun throws when the twin is not today's planned argv (re-capture it with its script).
      const { spec, path } = asRun(user);
      expect(path).toBe(user.replace(/([^/]+)$/, "as-run-$1"));
      expect(checked.get(path), path).toBe(spec);
      expect(ids.has(user), user).toBe(false);
    }
  });

  it("a sqlfluff lint run's rule codes are facts; the rows of a file a fix or format run then reports FIXED are not", () => {
    const codes = (id: string) => {
      const raw = runs.find((r) => r.fixture.id === id)!.run.raw.split("\n");
      return familyOf("filter:builtin:sqlfluff").facts(raw).filter((f) => f.cls === "code").map((f) => f.text);
    };
    expect(codes("sqlfluff/lint/findings")).toEqual(["LT09", "LT01", "LT01", "CP01", "LT01", "LT01", "LT01"]);
    expect(codes("sqlfluff/fix/findings")).toEqual([]);
    expect(codes("sqlfluff/format/warehouse")).toEqual([]);
  });

  for (const { fixture, run, verdict: v } of runs) {
    it(`${fixture.id} (${run.session}): every fact kept, locations whole, noise gone, ${savings(run.rawTokens, run.tokens)} % saved`, () => {
      expect(problems(run, v)).toEqual([]);
      // A fact left out of a capped list is only ever one the output names and points to.
      if (v.recalled.length > 0) expect(run.output).toContain(`rtk recall ${RECALL_ID}`);
    });
  }
});
