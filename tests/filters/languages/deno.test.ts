// deno test / lint / check (filters/deno.toml) on real fixtures (fixtures/deno): failing tests keep
// their `name => ./path:line:col`, error, message and user frames, lint findings their rule and
// location, type errors their TS code, message and location; counts and verdicts stay.
import { describe, expect, it } from "vitest";
import { describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "deno/test/fail", filter: "deno-test", exit: 1, keep: ["total multiplies price and quantity => ./cart_test.ts:9:6\nerror: AssertionError: Values are not equal.\n    [Actual] 150\n    [Expected] 350\n", "    at label (file:///tmp/fx/deno/single/cart.ts:20:15)", "    at file:///tmp/fx/deno/single/cart_test.ts:32:3", "throws on a bad sku => ./cart_test.ts:31:6", " FAILURES \nFAILED | 5 passed | 3 failed | 1 ignored"], drop: ["running 7 tests from ./cart_test.ts", "label upper-cases the sku ... ok", "discounts ... ignored", "total multiplies price and quantity ... FAILED", " FAILURES \n\ntotal multiplies price and quantity => ./cart_test.ts:9:6", "  return item.sku.toUpperCase();", "  throw new AssertionError(\"Expected function to throw.\");", " ERRORS ", "error: Test failed"], min: 52 },
  { fixture: "deno/test/fail-colour", filter: "deno-test", exit: 1, keep: ["find of an unknown sku has a label => ./cart_test.ts:21:6\nerror: TypeError: Cannot read properties of undefined (reading 'sku')\n", "FAILED | 5 passed | 3 failed | 1 ignored"], drop: ["Check cart_test.ts", "one item ... ok"], min: 50 },
  { fixture: "deno/test/workspace-fail", filter: "deno-test", exit: 1, keep: ["handler adds one => ./packages/api/mod_test.ts:3:6\nerror: Error: handler({ n: 1 }) was 2\n", "    at file:///tmp/fx/deno/workspace/packages/core/mod_test.ts:8:39", " FAILURES \nFAILED | 14 passed | 2 failed"], drop: ["Check packages/api/mod_test.ts", "running 14 tests from ./packages/core/mod_test.ts", "add 11 ... ok", " FAILURES \n\nhandler adds one => ./packages/api/mod_test.ts:3:6", "  if (ratio(1, 0) !== Infinity) throw new Error(", " ERRORS "], min: 69 },
  { fixture: "deno/test/filter", filter: "deno-test", exit: 1, keep: ["handler adds one => ./packages/api/mod_test.ts:3:6", "FAILED | 13 passed | 1 failed | 2 filtered out"], drop: ["add 0 ... ok", "  if (handler({ n: 1 }) !== \"3\")", " ERRORS "], min: 70 },
  { fixture: "deno/test/pass", filter: "deno-test", exit: 0, keep: ["ok | 2 passed | 0 failed"], drop: ["running 2 tests from ./pass_test.ts", "one item ... ok", "Check pass_test.ts"], min: 75 },
  { fixture: "deno/lint/findings", filter: "deno-lint", exit: 1, keep: ["error[no-unused-vars]: `unused` is never used\n  --> /tmp/fx/deno/single/cart.ts:19:9\n", "Found 1 problem", "Checked 5 files"], drop: ["= hint: If this is intentional", "docs: https://docs.deno.com/lint/rules/no-unused-vars", "19 |   const unused = 1;"], min: 55 },
  { fixture: "deno/lint/workspace", filter: "deno-lint", exit: 1, keep: ["error[no-var]: `var` keyword is not allowed.\n --> /tmp/fx/deno/workspace/packages/api/mod.ts:4:3\n", "error[require-await]: Async function 'later' has no 'await' expression or 'await using' declaration.\n --> /tmp/fx/deno/workspace/packages/api/mod.ts:8:8\n", "Found 2 problems"], drop: ["4 |   var out = add(req.n, 1);", "= hint: Remove 'async' keyword"], min: 50 },
  { fixture: "deno/check/errors", filter: "deno-check", exit: 1, keep: ["TS2322 [ERROR]: Type 'number' is not assignable to type 'string'.\n    at file:///tmp/fx/deno/single/broken.ts:3:7\n", "TS2552 [ERROR]: Cannot find name 'totl'. Did you mean 'total'?", "    at file:///tmp/fx/deno/single/broken.ts:6:10", "Found 3 errors."], drop: ["error: Type checking failed.", "Check broken.ts", "         ~~~~", "const n: string = total([]);", "  return totl([]);"], min: 25 },
  { fixture: "deno/check/workspace-ok", filter: "deno-check", exit: 0, keep: ["deno check: ok"], drop: ["Check packages/api/mod.ts"], min: 85 },
]);

describe("deno: forms that stay the user's own", () => {
  it("a reporter or JSON the user chose runs raw; --compact lint output is already one line a finding", () => {
    for (const argv of [["deno", "test", "--reporter=junit"], ["deno", "test", "--junit-path=r.xml"], ["deno", "lint", "--json"]]) {
      const plan = core().plan(argv);
      expect(plan.mode, argv.join(" ")).toBe("passthrough");
      expect(plan.argv).toEqual(argv);
    }
    expect(core().plan(["deno", "lint", "--compact"]).session).toBe("filter:builtin:deno-lint");
    expect(core().plan(["deno", "fmt"]).session).not.toMatch(/deno-/);
  });
});
