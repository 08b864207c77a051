// mysql / mariadb (a declarative filter, filters/*.toml) on its real fixtures: each fixture's
// command plans to the filter named here, the facts survive, the noise goes, the output is never
// longer than the raw output, and the savings hold (tests/helpers/cases.ts). Result sets
// (tests/helpers/result-sets.ts): every row of every -t table is in the filtered output cell by
// cell, in order, borders and padding gone, cells joined by a tab, NULL as mysql prints it. A row
// broken by a value's line break stays as printed; a table with a tab in a cell stays whole. The
// batch output (-e without -t) is one tab per cell already: nothing goes. Exit code 1 is mysql's.
import { describe, expect, it } from "vitest";
import { type Case, describeLeftAlone, describePlannedCases } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";
import { describeExitCodes, describeResultSets } from "../../helpers/result-sets";

const SPEC = "filter:builtin:mysql";

const CASES: Case[] = [
  { fixture: "mysql/select-table", spec: SPEC, keep: ["id\tname\temail\tcountry\n", "30\tCustomer 30\tcustomer30@example.test\tNL\n"], drop: ["+----+-------------+", "|  1 | Customer 01"], min: 34 },
  { fixture: "mysql/aggregate-table", spec: SPEC, keep: ["status\tCOUNT(*)\tSUM(quantity)\nopen\t13\t13\npaid\t14\t28\nshipped\t13\t39"], drop: ["+---------+----------+"], min: 70 },
  { fixture: "mysql/select-two-tables", spec: SPEC, keep: ["status\tn\nopen\t13\npaid\t14\nshipped\t13\ncountry\tn\nDE\t7\nFR\t8\nNL\t8\nUS\t7"], drop: ["+---------+----+"], min: 70 },
  { fixture: "mysql/describe-table", spec: SPEC, keep: ["Field\tType\tKey\tDefault\nevery row: Null=NO, Extra=\nid\tint(11)\tPRI\tNULL\n", "status\tvarchar(10)\t\topen"], drop: ["+-------------+-------------+"], min: 65 },
  { fixture: "mysql/select-wide-table", spec: SPEC, keep: ["id\tcust\tname\temail\tcountry\tsku\tqty\tstatus\tclosed\tnote\n", "7\t8\tNULL\tNULL\tNULL\tHD-004\t2\tpaid\tpaid\tNULL\n", "| 10 |   11 | Customer 11 | customer11@example.test | US      | MN-003 |   2 | paid    | paid    | gift\nwrap |\n11\t12\t"], drop: ["+----+------+", "|  1 |    2 | Customer 02"], min: 40 },
  { fixture: "mysql/select-cells-table", spec: SPEC, keep: ["|  2 | tab\there | x|y    | z       |", "|  1 | a | b    |  lead  | NULL    |"], drop: ["+----+----------+"] },
  { fixture: "mysql/select-wide-vertical", spec: SPEC, keep: ["*** 7. row ***\nid: 7\ncust: 8\nname: NULL\n", "note: gift\nwrap\n"], drop: ["*************************** 1. row", "     id: 1"], min: 30 },
  { fixture: "mysql/select-vertical-g", spec: SPEC, keep: ["*** 3. row ***\nid: 3\nname: Customer 03\nemail: customer3@example.test\ncountry: US"], drop: ["*************************** 1. row", "  email: customer1"], min: 40 },
  { fixture: "mysql/select", spec: SPEC, keep: ["id\tname\temail\tcountry\n1\tCustomer 01\tcustomer1@example.test\tFR\n"], nothingGoes: "tab-separated batch output: one tab per cell, every cell a value" },
  { fixture: "mysql/select-wide", spec: SPEC, keep: ["10\t11\tCustomer 11\tcustomer11@example.test\tUS\tMN-003\t2\tpaid\tpaid\tgift\\nwrap\n"], nothingGoes: "tab-separated batch output: one tab per cell, every cell a value" },
  { fixture: "mysql/syntax-error", spec: SPEC, keep: ["ERROR 1064 (42000) at line 1", "SELEC * FROM orders"], drop: ["--------------"] },
  { fixture: "mysql/missing-table", spec: SPEC, keep: ["ERROR 1146 (42S02) at line 1: Table 'shop.invoices' doesn't exist"], drop: ["--------------"] },
];

describePlannedCases(CASES);

describeResultSets("mysql -t", SPEC, ["mysql/select-table", "mysql/aggregate-table", "mysql/describe-table", "mysql/select-two-tables"]);

describe("mysql -t with a value's line break", () => {
  it("keeps the rows of a table broken by a value's line break: fitting rows joined, the broken one as printed", () => {
    const fx = fixture("mysql/select-wide-table");
    const text = runSession(SPEC, fx).text;
    const printed = fx.raw.split("\n").filter((l) => /^\|\s+\d+ \|/.test(l));
    expect(printed.length).toBe(25);
    for (const line of printed) {
      const cells = line.split(" | ").map((c) => c.replace(/^\|/, "").trim());
      if (line.endsWith("|")) expect(text).toContain(`${cells.slice(0, -1).join("\t")}\t${cells.at(-1)!.replace(/\s*\|$/, "")}\n`);
      else expect(text).toContain(`${line}\n`);
    }
  });
});

describeExitCodes("mysql", { "mysql/syntax-error": 1, "mysql/missing-table": 1, "mysql/no-server": 1, "mysql/select-wide-table": 0 }, {
  title: "rtk mysql to a closed port exits 1 with mysql's error",
  args: ["mysql", "-h", "127.0.0.1", "-P", "1", "-u", "root", "-e", "SELECT 1"],
  code: 1,
  says: ["ERROR 2002 (HY000)"],
});

describeLeftAlone([
  ["mysql -h db shop", "raw"],
  ["mysql shop -e 'SELECT 1'", SPEC],
  ["mysql shop -X -e 'SELECT 1'", "raw"],
]);
