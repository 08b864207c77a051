// dbt (filters/dbt.toml) on real fixtures (fixtures/dbt): failures keep each FAIL/SKIP row, the
// failure with its file, the database or compilation error, the SQL line, the compiled-code path
// and the Done counts (an ERROR row goes: the closing summary's Failure line says the same, as
// does the caret under the SQL line); the banner, START/OK/PASS rows, clock prefixes and dot
// padding and the Finished line (a timing) go. A passing run is the verdict and the counts.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const banner = ["Running with dbt=1.10.23", "This version of dbt is deprecated", "Registered adapter: duckdb=1.10.1", "Concurrency: 1 threads (target='dev')"];
const testFailures = [
  "FAIL 1 not_null_stg_orders_customer_id [FAIL 1 in ",
  "Failure in test not_null_stg_orders_customer_id (models/schema.yml)\n  Got 1 result, configured to fail if != 0\n  compiled code at target/compiled/shop/models/schema.yml/not_null_stg_orders_customer_id.sql",
  "Failure in test unique_stg_orders_order_id (models/schema.yml)",
  "Completed with 2 errors, 0 partial successes, and 0 warnings:",
];

describeLanguageCases([
  { fixture: "dbt/build/clean", filter: "dbt", exit: 0, keep: ["Completed successfully", "Done. PASS=9 WARN=0 ERROR=0 SKIP=0 NO-OP=0 TOTAL=9"], drop: [...banner, "START sql view model main.stg_orders", "OK created sql view model main.stg_orders"], min: 90 },
  { fixture: "dbt/run/clean", filter: "dbt", exit: 0, keep: ["Completed successfully\nDone. PASS=2 WARN=0 ERROR=0 SKIP=0 NO-OP=0 TOTAL=2"], drop: [...banner, "Finished running 2 view models in 0 hours 0 minutes and 2.36 seconds (2.36s)."], min: 85 },
  { fixture: "dbt/run/select", filter: "dbt", exit: 0, keep: ["Done. PASS=1 WARN=0 ERROR=0 SKIP=0 NO-OP=0 TOTAL=1"], drop: banner, min: 80 },
  { fixture: "dbt/test/clean", filter: "dbt", exit: 0, keep: ["Done. PASS=6 WARN=0 ERROR=0 SKIP=0 NO-OP=0 TOTAL=6"], drop: ["PASS accepted_values_stg_orders_status__shipped__pending__cancelled", "Finished running 6 data tests"], min: 90 },
  { fixture: "dbt/seed/shop", filter: "dbt", exit: 0, keep: ["Done. PASS=1 "], drop: ["OK loaded seed file main.raw_orders", "Finished running 1 seed"], min: 85 },
  { fixture: "dbt/compile/inline", filter: "dbt", exit: 0, keep: ["Compiled inline node is:\nselect order_id from \"shop\".\"main\".\"stg_orders\" where amount > 20"], drop: banner, min: 80 },
  { fixture: "dbt/deps/local-package", filter: "dbt", exit: 0, keep: ["Installing ../utils", "Installed from <local @ ../utils>"], drop: banner.slice(0, 2), min: 70 },
  { fixture: "dbt/test/failures", filter: "dbt", exit: 1, keep: [...testFailures, "Done. PASS=4 WARN=0 ERROR=2 SKIP=0 NO-OP=0 TOTAL=6"], drop: [...banner, "PASS not_null_stg_orders_order_id"], min: 70 },
  { fixture: "dbt/build/failures", filter: "dbt", exit: 1, keep: [...testFailures, "8 of 12 SKIP relation main.customers [SKIP]", "Done. PASS=5 WARN=0 ERROR=2 SKIP=5 NO-OP=0 TOTAL=12"], drop: [...banner, "OK loaded seed file main.raw_orders"], min: 70 },
  {
    fixture: "dbt/run/model-error",
    filter: "dbt",
    exit: 1,
    keep: [
      "Completed with 2 errors, 0 partial successes, and 0 warnings:\nFailure in model customers (models/marts/customers.sql)\n",
      'Failure in model customers (models/marts/customers.sql)\n  Runtime Error in model customers (models/marts/customers.sql)\n  Binder Error: Referenced column "ammount" not found in FROM clause!\n  Candidate bindings: "amount", "status"',
      "  LINE 5:     select customer_id, sum(ammount) as lifetime_value\n  compiled code at",
      "Failure in model revenue_cents (models/marts/revenue_cents.sql)\n",
      "  compiled code at target/compiled/shop/models/marts/customers.sql",
      "  Compilation Error in model revenue_cents (models/marts/revenue_cents.sql)\n  'cents' is undefined.",
      "Done. PASS=3 WARN=0 ERROR=2 SKIP=0 NO-OP=0 TOTAL=5",
    ],
    // Each ERROR row is said again by the closing summary's "Failure in model <name> (<path>)".
    drop: [...banner, "START sql view model main.customers", "3 of 5 ERROR creating sql view model main.customers", "Finished running 5 view models in", "^^^^^^^", "Check for typos and/or install package dependencies"],
    min: 75,
  },
  // The advice dbt appends to an undefined Jinja name goes; the name and the model stay.
  { fixture: "dbt/compile/shop", filter: "dbt", exit: 2, keep: ["Encountered an error:\nRuntime Error\n  Compilation Error in model revenue_cents (models/marts/revenue_cents.sql)\n    'cents' is undefined.\n"], drop: [...banner, "This can happen when calling a macro that does not exist."], min: 80 },
]);

describeHookForms([
  [["dbt", "build", "--select", "orders"], "dbt"],
  [["dbt", "test", "--select", "stg_orders"], "dbt"],
  [["dbt", "compile"], "dbt"],
]);

describe("dbt: commands that are not runs, and JSON logs, run raw", () => {
  it("dbt docs serve, dbt debug and --log-format json are not filtered", () => {
    expect(core().plan(["dbt", "docs", "serve"]).session).not.toBe("filter:builtin:dbt");
    expect(core().plan(["dbt", "debug"]).session).not.toBe("filter:builtin:dbt");
    expect(core().plan(["dbt", "run", "--log-format", "json"]).mode).toBe("passthrough");
  });
});
