// turbo run (filters/turbo.toml) on real fixtures (fixtures/turbo): a passing run is one line per
// task (cache hit or miss, the cache key dropped) and the summary; a failing run keeps the failing
// test with its location, message and expected/actual, the counts, `Failed:` and turbo's ERROR
// lines, and drops script echoes, TAP bookkeeping, passing tests and npm's lifecycle lines.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const banner = ["   • Packages in scope: @shop/cart, @shop/price", "   • Remote caching disabled"];
const cartFailure = [
  "@shop/cart:test: not ok 2 - counts units, not lines",
  "@shop/cart:test:   location: '/tmp/fx/turbo/monorepo/packages/cart/test/cart.test.mjs:7:1'",
  "@shop/cart:test:     2 !== 3",
  "@shop/cart:test:   expected: 3\n@shop/cart:test:   actual: 2",
  "@shop/cart:test:     TestContext.<anonymous> (file:///tmp/fx/turbo/monorepo/packages/cart/test/cart.test.mjs:7:46)",
  "@shop/cart:test: # fail 1",
  "Failed:    @shop/cart#test",
  "@shop/cart#test:  ERROR  command (/tmp/fx/turbo/monorepo/packages/cart) /usr/bin/npm run test exited (1)",
  " ERROR  run failed: command  exited (1)",
];
const failureNoise = ["@shop/price:test: ok 1 - formats whole dollars", "@shop/cart:test: > node --test", "@shop/cart:test: npm error Lifecycle script `test` failed with error:", "    Test.runInAsyncScope (node:async_hooks:214:14)", "@shop/cart:test:   duration_ms: "];

describeLanguageCases([
  { fixture: "turbo/run/build-miss", filter: "turbo", exit: 0, keep: ["@shop/price:build: cache miss\n", "@shop/cart:build: cache miss\n", " Tasks:    2 successful, 2 total", "Cached:    0 cached, 2 total"], drop: [...banner, "@shop/price:build: copied src/index.mjs -> dist/index.mjs", "executing "], min: 80 },
  { fixture: "turbo/run/build-hit", filter: "turbo", exit: 0, keep: ["@shop/price:build: cache hit\n", "@shop/cart:build: cache hit\n", "Cached:    2 cached, 2 total", "  Time:    38ms >>> FULL TURBO"], drop: [...banner, "@shop/cart:build: build finished", "replaying logs b4100459be563942"], min: 80 },
  { fixture: "turbo/run/single-package", filter: "turbo", exit: 0, keep: ["@shop/price:test: cache hit\n", " Tasks:    2 successful, 2 total"], drop: ["@shop/price:test: ok 2 - formats cents", "   • Packages in scope: @shop/price"], min: 85 },
  { fixture: "turbo/run/lint-npx", filter: "turbo", exit: 0, keep: ["@shop/cart:lint: cache hit\n", "@shop/price:lint: cache hit\n", "Cached:    2 cached, 2 total"], drop: ["@shop/cart:lint: > node --check src/index.mjs"], min: 70 },
  { fixture: "turbo/run/test-fail", filter: "turbo", exit: 1, keep: [...cartFailure, " Tasks:    2 successful, 4 total"], drop: failureNoise, min: 70 },
  { fixture: "turbo/run/test-continue", filter: "turbo", exit: 1, keep: [...cartFailure, "@shop/cart#test:  WARNING  command finished with error, but continuing...", " Tasks:    5 successful, 6 total"], drop: failureNoise, min: 70 },
]);

describeHookForms([
  [["npx", "turbo", "run", "build"], "turbo"],
  [["pnpm", "exec", "turbo", "test", "--filter=web"], "turbo"],
  [["turbo", "run", "e2e"], "turbo"],
  [["bunx", "turbo", "lint"], "turbo"],
]);

describe("turbo: its own commands and plans run raw", () => {
  it("turbo prune, turbo watch and --dry are not filtered", () => {
    expect(core().plan(["turbo", "prune", "web"]).session).not.toBe("filter:builtin:turbo");
    expect(core().plan(["turbo", "watch", "dev"]).session).not.toBe("filter:builtin:turbo");
    expect(core().plan(["turbo", "run", "build", "--dry"]).mode).toBe("passthrough");
  });
});
