// sqlite3 (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts survive, the noise goes, the output is never longer than the
// raw output, and the savings hold (tests/helpers/cases.ts). Result sets
// (tests/helpers/result-sets.ts): every row of a -column, -box, -table or -markdown table is in
// the filtered output cell by cell, in order, its rules, box drawing and padding gone, cells
// joined by a tab, NULL (an empty cell) in its place; records parted by sqlite3 (a value with a
// line break) stay parted by an empty line. List mode is one `|` per cell already: nothing goes.
// Exit code 1 is sqlite3's.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Case, describeLeftAlone, describePlannedCases } from "../../helpers/cases";
import { describeExitCodes, describeResultSets } from "../../helpers/result-sets";

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

describeResultSets("sqlite3", SPEC, ["sqlite3/select-column", "sqlite3/select-box", "sqlite3/select-wide-column", "sqlite3/select-wide-box", "sqlite3/select-wide-table", "sqlite3/select-wide-markdown", "sqlite3/select-cells-box", "sqlite3/select-cells-column"], { fixture: "sqlite3/select-cells-box", values: ["1", "a | b", " lead", ""] });

describeExitCodes("sqlite3", { "sqlite3/error": 1, "sqlite3/parse-error": 1, "sqlite3/select-wide-box": 0 }, {
  title: "rtk sqlite3 with an SQL error exits 1 with sqlite3's error and caret",
  args: ["sqlite3", "{dir}/t.db", "SELEC 1"],
  code: 1,
  says: ['Error: in prepare, near "SELEC": syntax error', "^--- error here"],
  cwd: () => mkdtempSync(join(tmpdir(), "rtk-sqlite3-")),
});

describeLeftAlone([
  ["sqlite3 shop.db", "raw"],
  ["sqlite3 -box shop.db 'SELECT 1'", SPEC],
]);
