// sqlite3 (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts survive, the noise goes, the output is never longer than the
// raw output, and the savings hold (tests/helpers/cases.ts). Result sets
// (tests/helpers/result-sets.ts): every row of a -column, -box, -table or -markdown table is in
// the filtered output cell by cell, in order, its rules, box drawing and padding gone, cells
// joined by a tab, NULL (an empty cell) in its place; records parted by sqlite3 (a value with a
// line break) stay parted by an empty line. List mode is one `|` per cell already: nothing goes.
// Exit code 1 is sqlite3's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Case, describeLeftAlone, describePlannedCases } from "../../helpers/cases";
import { RUNTIMES, runCli } from "../../helpers/cli";
import { fixture, runSession } from "../../helpers/fixtures";
import { needs } from "../../helpers/programs";
import { joinedRows, rawResultSets } from "../../helpers/result-sets";

const SPEC = "filter:builtin:sqlite3";
const WIDE_HEADER = "id\tcust\tname\temail\tcountry\tsku\tqty\tstatus\tclosed\tnote\n";

const CASES: Case[] = [
  { fixture: "sqlite3/select-box", spec: SPEC, keep: ["status\torders\titems\nopen\t13\t13\npaid\t14\t28\nshipped\t13\t39"], drop: ["┌─────────┬", "│ open    │"], min: 70 },
  { fixture: "sqlite3/select-column", spec: SPEC, keep: ["id\tname\temail\tcountry\n1\tCustomer 01\tcustomer1@example.test\tFR\n"], drop: ["--  -----------", "1   Customer 01  customer1"], min: 20 },
  { fixture: "sqlite3/select-wide-column", spec: SPEC, keep: [WIDE_HEADER, "7\t8\t\t\t\tSKU-3\t2\tpaid\tpaid\t\n\n", "10\t11\tCustomer 11\tcustomer11@example.test\tUS\tSKU-2\t2\tpaid\tpaid\tgift\n\t\t\t\t\t\t\t\t\twrap\n"], drop: ["--  ----  -----------"], min: 38 },
  { fixture: "sqlite3/select-wide-box", spec: SPEC, keep: [WIDE_HEADER, "10\t11\tCustomer 11\tcustomer11@example.test\tUS\tSKU-2\t2\tpaid\tpaid\tgift\n\t\t\t\t\t\t\t\t\twrap\n"], drop: ["├────┼──────┼", "│ 1  │ 2    │"], min: 70 },
  { fixture: "sqlite3/select-wide-table", spec: SPEC, keep: [WIDE_HEADER, "25\t26\tCustomer 26\tcustomer26@example.test\tNL\tSKU-1\t2\tpaid\tpaid\t"], drop: ["+----+------+", "| 1  | 2    |"], min: 70 },
  { fixture: "sqlite3/select-wide-markdown", spec: SPEC, keep: [WIDE_HEADER, "20\t21\tCustomer 21\tcustomer21@example.test\tFR\tSKU-0\t3\tshipped\tshipped\tgift\n\t\t\t\t\t\t\t\t\twrap\n"], drop: ["|----|------|", "| 1  | 2    |"], min: 45 },
  { fixture: "sqlite3/select-cells-box", spec: SPEC, keep: ["id\tbar\tspaced\tmulti\n1\ta | b\t lead\t\n\n2\ttab     here\tx|y\tz\n\n3\t\t\tone\n\t\t\ttwo"], drop: ["│ 1  │ a | b"], min: 75 },
  { fixture: "sqlite3/select-cells-column", spec: SPEC, keep: ["id\tbar\tspaced\tmulti\n1\ta | b\t lead\t\n\n2\ttab     here\tx|y\tz\n\n3\t\t\tone\n\t\t\ttwo"], drop: ["--  ------------"], min: 55 },
  { fixture: "sqlite3/select", spec: SPEC, keep: ["1|Customer 01|customer1@example.test|FR\n"], nothingGoes: "list mode: one | per cell, every cell a value" },
  { fixture: "sqlite3/select-wide-header", spec: SPEC, keep: ["id|cust|name|email|country|sku|qty|status|closed|note\n", "10|11|Customer 11|customer11@example.test|US|SKU-2|2|paid|paid|gift\nwrap\n"], nothingGoes: "list mode: one | per cell, every cell a value" },
  { fixture: "sqlite3/error", spec: SPEC, keep: ["Error: in prepare, no such column: total\n  SELECT total FROM orders\n         ^--- error here"], nothingGoes: "the error and its caret context are all facts" },
  { fixture: "sqlite3/parse-error", spec: SPEC, keep: ['Error: in prepare, near "SELEC": syntax error\n  SELEC * FROM orders\n  ^--- error here'], nothingGoes: "the error and its caret context are all facts" },
];

describePlannedCases(CASES);

describe("sqlite3 result sets keep every row's values, cell by cell", () => {
  it.each(["sqlite3/select-column", "sqlite3/select-box", "sqlite3/select-wide-column", "sqlite3/select-wide-box", "sqlite3/select-wide-table", "sqlite3/select-wide-markdown", "sqlite3/select-cells-box", "sqlite3/select-cells-column"])("%s", (path) => {
    const fx = fixture(path);
    const sets = rawResultSets(fx.raw);
    expect(sets.length).toBe(1);
    const text = runSession(SPEC, fx).text;
    const { header, rows } = sets[0];
    expect(rows.length).toBeGreaterThan(2);
    expect(joinedRows(text, header, rows.length).rows).toEqual(rows);
  });

  it("keeps a value's leading space and a bar inside a cell in that cell", () => {
    const text = runSession(SPEC, fixture("sqlite3/select-cells-box")).text;
    expect(text.split("\n")[1].split("\t")).toEqual(["1", "a | b", " lead", ""]);
  });
});

describe("sqlite3's exit code is kept", () => {
  it("1 for an error", () => {
    expect(fixture("sqlite3/error").exitCode).toBe(1);
    expect(fixture("sqlite3/parse-error").exitCode).toBe(1);
    expect(fixture("sqlite3/select-wide-box").exitCode).toBe(0);
  });

  for (const runtime of RUNTIMES.slice(0, 1)) {
    needs("sqlite3").it(`${runtime.name}: rtk sqlite3 with an SQL error exits 1 with sqlite3's error and caret`, () => {
      const dir = mkdtempSync(join(tmpdir(), "rtk-sqlite3-"));
      try {
        const r = runCli(runtime, ["sqlite3", join(dir, "t.db"), "SELEC 1"], { cwd: dir });
        expect(r.code).toBe(1);
        expect(r.out + r.err).toContain('Error: in prepare, near "SELEC": syntax error');
        expect(r.out + r.err).toContain("^--- error here");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

describeLeftAlone([
  ["sqlite3 shop.db", "raw"],
  ["sqlite3 -box shop.db 'SELECT 1'", SPEC],
]);
