// psql (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "psql/select-customers", spec: "filter:builtin:psql", keep: ["id | name | email | country", "30 | Customer 30 | customer30@example.test | NL", "(30 rows)"], drop: ["----+-------------+"] },
  { fixture: "psql/list-databases", spec: "filter:builtin:psql", keep: ["List of databases", "shop | postgres | UTF8", "(4 rows)"], drop: ["-----------+----------+"], min: 40 },
  { fixture: "psql/describe-table", spec: "filter:builtin:psql", keep: ['Table "public.orders"', "Column | Type | Default\nevery row: Collation=, Nullable=not null\n", "status | text | 'open'::text", '"orders_status_idx" btree (status)', "REFERENCES customers(id)"], drop: ["-------------+---------+", "| not null |"] },
  { fixture: "psql/list-tables", spec: "filter:builtin:psql", keep: ["Name\nevery row: Schema=public, Type=table, Owner=postgres\ncustomers\norders\nproducts\n(3 rows)"], drop: ["--------+-----------+"], min: 50 },
  { fixture: "psql/select-join", spec: "filter:builtin:psql", keep: ["id | name | title | quantity | status", '2 | Customer 03 | 27" monitor | 3 | shipped', "(25 rows)"], drop: ["----+-------------+"], min: 25 },
  { fixture: "psql/script", spec: "filter:builtin:psql", keep: ["HD-004 | USB-C hub | 0", "(2 rows)", 'ERROR:  column "total" does not exist'], drop: ["--------+-------------+-------"] },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["psql -d shop", "raw"],
  ["psql -d shop -c 'SELECT 1'", "filter:builtin:psql"],
]);
