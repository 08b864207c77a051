// turbo run (filters/turbo.toml) on real fixtures (fixtures/turbo): the tasks stage splits the run
// by turbo's `pkg:task: ` prefix and shows each task through the filter of the tool that ran in it
// (node --test here) under its prefix, one task after the other. A passing run is turbo's Tasks and
// Cached counts (each task's cache line counted there) and any warning; a failing run keeps the failing
// test with its location, message, expected/actual and counts under `@shop/cart:test: `, each
// replayed task as its cache line alone, `Failed:` and turbo's ERROR lines, and drops script
// echoes, TAP bookkeeping, passing tests, replayed build logs and npm's lifecycle lines.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core, fixture, runSession } from "../../helpers/fixtures";

const banner = ["   • Packages in scope: @shop/cart, @shop/price", "   • Remote caching disabled"];
const cartFailure = [
  "@shop/cart:test: node --test: 1 failed, 1 passed (2 tests)",
  "@shop/cart:test: ✖ counts units, not lines (/tmp/fx/turbo/monorepo/packages/cart/test/cart.test.mjs:7:1)\n",
  "@shop/cart:test:       Expected values to be strictly equal:\n@shop/cart:test:       2 !== 3\n",
  "@shop/cart:test:     expected: 3\n@shop/cart:test:     actual: 2\n",
  "@shop/cart:test:       TestContext.<anonymous> (file:///tmp/fx/turbo/monorepo/packages/cart/test/cart.test.mjs:7:46)\n",
  "@shop/price:build: cache hit\n",
  "@shop/cart:build: cache hit\n",
  "Failed: @shop/cart#test",
  "@shop/cart#test:  ERROR  command (/tmp/fx/turbo/monorepo/packages/cart) /usr/bin/npm run test exited (1)",
  " ERROR  run failed: command  exited (1)",
];
const failureNoise = [
  "@shop/price:test: ok 1 - formats whole dollars", "@shop/cart:test: > node --test", "@shop/cart:test: npm error Lifecycle script `test` failed with error:",
  "    Test.runInAsyncScope (node:async_hooks:214:14)", "@shop/cart:test:   duration_ms: ", "@shop/cart:test: # cancelled 0", "@shop/cart:build: copied src/index.mjs -> dist/index.mjs",
  "replaying logs", "@shop/cart:test: npm error code 1",
];

describeLanguageCases([
  { fixture: "turbo/run/build-miss", filter: "turbo", exit: 0, keep: ["Tasks: 2 successful, 2 total", "Cached: 0 cached, 2 total"], drop: [...banner, "@shop/price:build: copied src/index.mjs -> dist/index.mjs", "executing ", "@shop/price:build: cache miss", "@shop/cart:build: cache miss"], min: 92 },
  { fixture: "turbo/run/build-hit", filter: "turbo", exit: 0, keep: ["Tasks: 2 successful, 2 total", "Cached: 2 cached, 2 total"], drop: [...banner, "@shop/cart:build: build finished", "replaying logs b4100459be563942", ">>> FULL TURBO", "@shop/price:build: cache hit"], min: 92 },
  { fixture: "turbo/run/single-package", filter: "turbo", exit: 0, keep: ["Tasks: 2 successful, 2 total", "Cached: 2 cached, 2 total"], drop: ["@shop/price:test: ok 2 - formats cents", "   • Packages in scope: @shop/price", "@shop/price:test: cache hit"], min: 95 },
  { fixture: "turbo/run/lint-npx", filter: "turbo", exit: 0, keep: ["Tasks: 2 successful, 2 total", "Cached: 2 cached, 2 total"], drop: ["@shop/cart:lint: > node --check src/index.mjs", "@shop/cart:lint: cache hit", "@shop/price:lint: cache hit"], min: 90 },
  // six packages (fixtures/turbo/project/wide): the passing tasks are the counts, web's budget warning stays under its prefix
  { fixture: "turbo/run/wide-build-miss", filter: "turbo", exit: 0, keep: ["@store/web:build: warning: dist/index.mjs is 89 B, over the 64 B budget", "Tasks: 6 successful, 6 total", "Cached: 0 cached, 6 total"], drop: ["@store/money:build: cache miss", "@store/checkout:build: copied src/index.mjs -> dist/index.mjs", "   • Packages in scope: "], min: 93 },
  { fixture: "turbo/run/wide-test-pass", filter: "turbo", exit: 0, keep: ["@store/web:build: warning: dist/index.mjs is 89 B, over the 64 B budget", "Tasks: 12 successful, 12 total", "Cached: 6 cached, 12 total"], drop: ["@store/tax:test: cache miss", "@store/web:build: cache hit", "@store/cart:test: ok 1 - cart adds every item", "@store/price:test: # pass 2"], min: 98 },
  { fixture: "turbo/run/wide-test-hit", filter: "turbo", exit: 0, keep: ["@store/web:build: warning: dist/index.mjs is 89 B, over the 64 B budget", "Tasks: 12 successful, 12 total", "Cached: 12 cached, 12 total"], drop: ["@store/web:test: cache hit", "@store/money:test: # duration_ms ", ">>> FULL TURBO"], min: 98 },
  { fixture: "turbo/run/test-fail", filter: "turbo", exit: 1, keep: [...cartFailure, "Tasks: 2 successful, 4 total"], drop: failureNoise, min: 76 },
  { fixture: "turbo/run/test-continue", filter: "turbo", exit: 1, keep: [...cartFailure, "@shop/cart#test:  WARNING  command finished with error, but continuing...", "Tasks: 5 successful, 6 total"], drop: failureNoise, min: 76 },
]);

describe("turbo: each task through the filter of its tool, under its prefix", () => {
  const { text } = runSession("filter:builtin:turbo", fixture("turbo/run/test-continue"));
  const lines = text.split("\n");

  it("writes the interleaved tasks one after the other, in the order they began, each line under its own prefix", () => {
    const firsts = ["@shop/price:build:", "@shop/price:lint:", "@shop/cart:lint:", "@shop/price:test:", "@shop/cart:build:", "@shop/cart:test:"].map((p) => lines.findIndex((l) => l.startsWith(`${p} `)));
    expect(firsts.every((at, i) => at >= 0 && (i === 0 || at > firsts[i - 1]))).toBe(true);
    const cart = lines.filter((l) => l.startsWith("@shop/cart:test: "));
    const from = lines.indexOf(cart[0]);
    expect(lines.slice(from, from + cart.length)).toEqual(cart);
  });

  it("renders the passing test task as node --test's one line and a cache miss with no output as its cache line", () => {
    expect(lines.filter((l) => l.startsWith("@shop/price:test: "))).toEqual(["@shop/price:test: cache miss", "@shop/price:test: node --test: 2 passed (2 tests) in 717.693658ms"]);
    expect(lines.filter((l) => l.startsWith("@shop/price:lint: "))).toEqual(["@shop/price:lint: cache miss"]);
  });
});

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
