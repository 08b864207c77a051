// nx (filters/nx.toml) on real fixtures (fixtures/nx): a passing run is nx's verdict, the run
// duration and the cache line; a failing one keeps the failing test with its location, message and
// expected/actual, the counts, each failing task's header, the verdict and the failed-task list,
// and drops the banner, succeeded tasks, script echoes, TAP bookkeeping and npm's lifecycle lines.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const cartFailure = [
  "> nx run @shop/cart:test\n",
  "not ok 2 - counts units, not lines",
  "  location: '/tmp/fx/nx/monorepo/packages/cart/test/cart.test.mjs:7:1'",
  "    Expected values to be strictly equal:",
  "    2 !== 3",
  "  expected: 3\n  actual: 2",
  "    TestContext.<anonymous> (file:///tmp/fx/nx/monorepo/packages/cart/test/cart.test.mjs:7:46)",
  "# fail 1",
  "Failed tasks:\n- @shop/cart:test",
];
const failureNoise = ["ok 1 - sums line totals", "> node --test", "npm error Lifecycle script `test` failed with error:", "    Test.runInAsyncScope (node:async_hooks:214:14)", "  Critical path:"];

describeLanguageCases([
  { fixture: "nx/run-many/build-miss", filter: "nx", exit: 0, keep: [" NX   Successfully ran target build for 2 projects", "  Cache:             0/2 hit (0%)"], drop: [" NX   Running target build for 2 projects:", "- @shop/price", "Output of 2 successful tasks were not shown."], min: 70 },
  { fixture: "nx/run-many/build-hit", filter: "nx", exit: 0, keep: [" NX   Successfully ran target build for 2 projects", "  Cache:             2/2 hit (100%)"], drop: ["✔  nx run @shop/price:build  [local cache]", "Nx read the output from the cache instead of running the command for 2 out of 2 tasks."], min: 75 },
  { fixture: "nx/run/single-pass", filter: "nx", exit: 0, keep: [" NX   Successfully ran target test for project @shop/price and 1 task it depends on", "  Cache:             2/2 hit (100%)"], drop: ["ok 2 - formats cents", "copied src/index.mjs -> dist/index.mjs"], min: 80 },
  { fixture: "nx/run/npx-test", filter: "nx", exit: 0, keep: [" NX   Successfully ran target test", "  Cache:             Skipped (--skip-nx-cache)"], drop: ["ok 1 - formats whole dollars", "> node build.mjs"], min: 80 },
  { fixture: "nx/run-many/test-fail", filter: "nx", exit: 1, keep: [...cartFailure, " NX   Running targets test, lint for 2 projects and 2 tasks they depend on failed"], drop: [...failureNoise, "✔  nx run @shop/price:test"], min: 70 },
  { fixture: "nx/run/test-fail", filter: "nx", exit: 1, keep: [...cartFailure, " NX   Running target test for project @shop/cart and 2 tasks it depend"], drop: [...failureNoise, "Hint: run the command with --verbose"], min: 70 },
]);

describeHookForms([
  [["npx", "nx", "run-many", "-t", "build"], "nx"],
  [["pnpm", "exec", "nx", "affected", "-t", "test"], "nx"],
  [["nx", "test", "web"], "nx"],
  [["yarn", "nx", "run", "web:build"], "nx"],
]);

describe("nx: its own commands and the graph run raw", () => {
  it("nx graph, nx generate and --graph are not filtered", () => {
    expect(core().plan(["nx", "graph"]).session).not.toBe("filter:builtin:nx");
    expect(core().plan(["nx", "generate", "@nx/js:lib", "util"]).session).not.toBe("filter:builtin:nx");
    expect(core().plan(["nx", "run-many", "-t", "build", "--graph"]).mode).toBe("passthrough");
  });
});
