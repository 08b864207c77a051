// mysql (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "mysql/select-table", spec: "filter:builtin:mysql", keep: ["id | name | email | country", "30 | Customer 30 | customer30@example.test | NL"], drop: ["+----+-------------+"] },
  { fixture: "mysql/syntax-error", spec: "filter:builtin:mysql", keep: ["ERROR 1064 (42000) at line 1", "SELEC * FROM orders"], drop: ["--------------"] },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["mysql -h db shop", "raw"],
  ["mysql shop -e 'SELECT 1'", "filter:builtin:mysql"],
]);
