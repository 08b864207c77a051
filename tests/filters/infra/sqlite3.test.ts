// sqlite3 (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "sqlite3/select-box", spec: "filter:builtin:sqlite3", keep: ["status | orders | items", "open | 13 | 13"], drop: ["┌─────────┬"], min: 50 },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["sqlite3 shop.db", "raw"],
]);
