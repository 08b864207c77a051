// psql (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold (tests/helpers/cases.ts). Result sets (tests/helpers/result-sets.ts): every row of every
// table in the raw output is in the filtered output, cell by cell, in order, with its rule,
// borders and padding gone and its cells joined by a tab; a value's `|`, spaces and NULL stay.
// psql's exit codes are its own (1 error, 2 no connection, 3 a script stopped by ON_ERROR_STOP).
import { type Case, describeLeftAlone, describePlannedCases } from "../../helpers/cases";
import { describeExitCodes, describeResultSets } from "../../helpers/result-sets";

const SPEC = "filter:builtin:psql";

const CASES: Case[] = [
  { fixture: "psql/select-customers", spec: SPEC, keep: ["id\tname\temail\tcountry\n", "30\tCustomer 30\tcustomer30@example.test\tNL\n", "(30 rows)"], drop: ["----+-------------+", "  1 | Customer 01"], min: 19 },
  { fixture: "psql/list-databases", spec: SPEC, keep: ["List of databases", "shop\tpostgres\tUTF8", "(4 rows)"], drop: ["-----------+----------+"], min: 50 },
  { fixture: "psql/describe-table", spec: SPEC, keep: ['Table "public.orders"', "Column\tType\tDefault\nevery row: Collation=, Nullable=not null\n", "status\ttext\t'open'::text", '"orders_status_idx" btree (status)', "REFERENCES customers(id)"], drop: ["-------------+---------+", "| not null |"], min: 35 },
  { fixture: "psql/list-tables", spec: SPEC, keep: ["Name\nevery row: Schema=public, Type=table, Owner=postgres\ncustomers\norders\nproducts\n(3 rows)"], drop: ["--------+-----------+"], min: 50 },
  { fixture: "psql/list-tables-verbose", spec: SPEC, keep: ["every row: Schema=public, Type=table, Owner=postgres, Persistence=permanent, Access method=heap, Size=16 kB, Description=\ncustomers\norders\nproducts\n(3 rows)"], drop: ["--------+-----------+"], min: 60 },
  { fixture: "psql/select-join", spec: SPEC, keep: ["id\tname\ttitle\tquantity\tstatus\n", '2\tCustomer 03\t27" monitor\t3\tshipped\n', "(25 rows)"], drop: ["----+-------------+"], min: 38 },
  { fixture: "psql/select-wide", spec: SPEC, keep: ["id\tcust\tname\temail\tcountry\tsku\ttitle\tprice\tqty\tstatus\tclosed\tnote\n", "3\t4\tCustomer 04\tcustomer4@example.test\tDE\tHD-004\tUSB-C hub\t39.99\t1\topen\t\t\n", "7\t8\tCustomer 08\tcustomer8@example.test\tDE\tHD-004\t\t\t2\tpaid\tpaid\t\n", "\tgift+\n\t\t\t\t\t\t\t\t\t\t\twrap\n", "(25 rows)"], drop: ["----+------+", "  1 |    2 | Customer 02"], min: 40 },
  { fixture: "psql/select-wide-border2", spec: SPEC, keep: ["id\tcust\tname\temail\tcountry\tsku\ttitle\tprice\tqty\tstatus\tclosed\tnote\n", "25\t26\tCustomer 26\tcustomer26@example.test\tNL\tMS-002\tWireless mouse\t24.50\t2\tpaid\tpaid\t\n", "(25 rows)"], drop: ["+----+------+", "| id | cust |"], min: 45 },
  { fixture: "psql/select-wide-border0", spec: SPEC, keep: ["id\tcust\tname\temail\tcountry\tsku\ttitle\tprice\tqty\tstatus\tclosed\tnote\n", "25\t26\tCustomer 26\tcustomer26@example.test\tNL\tMS-002\tWireless mouse\t24.50\t2\tpaid\tpaid\t\n", "(25 rows)"], drop: ["-- ---- -----------", " 1    2 Customer 02"], min: 28 },
  { fixture: "psql/select-cells", spec: SPEC, keep: ["id\tbar\tspaced\tmulti\n1\ta | b\t lead\t\n2\ttab     here\tx|y\tz\n3\t\t\tone  +\n\t\t\ttwo  +\n\t\t\tthree\n(3 rows)"], drop: ["----+--------------+"], min: 55 },
  { fixture: "psql/select-cells-border2", spec: SPEC, keep: ["id\tbar\tspaced\tmulti\n1\ta | b\t lead\t\n2\ttab     here\tx|y\tz\n3\t\t\tone  +\n\t\t\ttwo  +\n\t\t\tthree\n(3 rows)"], drop: ["+----+--------------+"], min: 65 },
  { fixture: "psql/expanded", spec: SPEC, keep: ["-[ RECORD 1 ]\nsku | HD-004\ntitle | USB-C hub\nprice | 39.99\nstock | 0\n"], drop: ["-[ RECORD 1 ]-----", "sku   | HD-004"], min: 15 },
  { fixture: "psql/expanded-cells", spec: SPEC, keep: ["bar | a | b\nspaced |  lead\nmulti | \n", "bar | tab     here\nspaced | x|y\n", "multi | one         +\n| two         +\n| three"], drop: ["-[ RECORD 1 ]-----", "spaced | x|y\nmulti  | z"], min: 20 },
  { fixture: "psql/script", spec: SPEC, keep: ["HD-004\tUSB-C hub\t0", "(2 rows)", 'ERROR:  column "total" does not exist\nLINE 1: SELECT total FROM orders;\n               ^'], drop: ["--------+-------------+-------"] },
  { fixture: "psql/script-stop", spec: SPEC, keep: ["customers\n30\n(1 row)", 'ERROR:  column "total" does not exist\nLINE 1: SELECT total FROM orders;\n               ^'], drop: ["-----------", "        30"] },
  { fixture: "psql/syntax-error", spec: SPEC, keep: ['ERROR:  syntax error at or near "SELEC"\nLINE 1: SELEC * FROM orders\n        ^'], nothingGoes: "the error, its LINE and caret are all facts" },
  // Unseen shapes (stop 34): \d+ with its indexes and references, a DO block's notices before its error, a foreign-key violation, EXPLAIN ANALYZE.
  { fixture: "psql/describe-verbose", spec: "filter:builtin:psql", keep: ['Table "public.customers"', "every row: Collation=, Nullable=not null, Compression=, Stats target=, Description=", "id\tinteger\tnextval('customers_id_seq'::regclass)\tplain", "country\tcharacter(2)\t'DE'::bpchar\textended", '"customers_email_key" UNIQUE CONSTRAINT, btree (email)', 'TABLE "orders" CONSTRAINT "orders_customer_id_fkey" FOREIGN KEY (customer_id) REFERENCES customers(id)', "Access method: heap"], drop: ["------------+"], min: 40 },
  { fixture: "psql/raise-error", spec: "filter:builtin:psql", keep: ["NOTICE:  checking 13 open orders", "WARNING:  products without stock: 1", "ERROR:  refusing to close the month", "DETAIL:  orders still open", "HINT:  ship or cancel them first", "CONTEXT:  PL/pgSQL function inline_code_block line 1 at RAISE"], nothingGoes: "the server's notice, warning and error with its detail, hint and context" },
  { fixture: "psql/foreign-key-error", spec: "filter:builtin:psql", keep: ['ERROR:  insert or update on table "orders" violates foreign key constraint "orders_customer_id_fkey"', 'DETAIL:  Key (customer_id)=(999) is not present in table "customers".'], nothingGoes: "the error and its detail" },
  { fixture: "psql/explain-analyze", spec: "filter:builtin:psql", keep: ["QUERY PLAN", " HashAggregate  (cost=49.51..51.51 rows=200 width=20) (actual time=", "         Hash Cond: (o.customer_id = c.id)", "               ->  Seq Scan on customers c  (cost=0.00..17.00 rows=700 width=16)", " Execution Time: "], drop: ["-------------------"] },
];

describePlannedCases(CASES);

describeResultSets("psql", SPEC, ["psql/select-customers", "psql/select-join", "psql/select-wide", "psql/select-wide-border2", "psql/select-wide-border0", "psql/select-cells", "psql/select-cells-border2", "psql/list-databases", "psql/describe-table"], { fixture: "psql/select-cells", values: ["1", "a | b", " lead", ""] });

// 1: an error; 2: no connection; 3: a script stopped by ON_ERROR_STOP.
describeExitCodes("psql", { "psql/missing-table": 1, "psql/syntax-error": 1, "psql/no-server": 2, "psql/script-stop": 3, "psql/select-wide": 0 }, {
  title: "rtk psql to a closed port exits 2 with psql's error",
  args: ["psql", "-h", "127.0.0.1", "-p", "1", "-c", "SELECT 1"],
  code: 2,
  says: ['connection to server at "127.0.0.1", port 1 failed'],
});

describeLeftAlone([
  ["psql -d shop", "raw"],
  ["psql -d shop -c 'SELECT 1'", SPEC],
  ["psql -d shop -A -c 'SELECT 1'", "raw"],
]);
