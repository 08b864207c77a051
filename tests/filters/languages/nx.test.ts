// nx (filters/nx.toml) on real fixtures (fixtures/nx): the tasks stage splits the run at each
// task's header (`> nx run @shop/cart:test`) and shows the task's output through the filter of the
// tool that ran in it (node --test here) under its header; a cache hit is its header alone. A
// passing run is nx's verdict, the run duration and the cache line; a failing one keeps the failing
// test with its location, message, expected/actual and counts, each task's header, the cache line,
// the verdict and the failed-task list, and drops the banner, succeeded tasks, script echoes, TAP
// bookkeeping, replayed build logs, timings and npm's lifecycle lines. `--output-style=stream`
// (a header per task, its lines behind the project's prefix) goes to nx-stream: the same, each
// project's output under its prefix.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core, fixture, runSession } from "../../helpers/fixtures";

function cartFailure(under: string, root: string): string[] {
  return [
    `${under}node --test: 1 failed, 1 passed (2 tests)`,
    `${under}✖ counts units, not lines (/tmp/fx/nx/${root}/packages/cart/test/cart.test.mjs:7:1)\n`,
    `${under}      Expected values to be strictly equal:\n${under}      2 !== 3\n`,
    `${under}    expected: 3\n${under}    actual: 2\n`,
    `${under}      TestContext.<anonymous> (file:///tmp/fx/nx/${root}/packages/cart/test/cart.test.mjs:7:46)\n`,
    "Failed tasks:\n- @shop/cart:test",
  ];
}
const failureNoise = [
  "ok 1 - sums line totals", "> node --test", "npm error Lifecycle script `test` failed with error:", "    Test.runInAsyncScope (node:async_hooks:214:14)", "  Critical path:",
  "  Run duration:", "# cancelled 0", "  duration_ms: ",
];

describeLanguageCases([
  { fixture: "nx/run-many/build-miss", filter: "nx", exit: 0, keep: [" NX   Successfully ran target build for 2 projects", "  Cache: 0/2 hit (0%)"], drop: [" NX   Running target build for 2 projects:", "- @shop/price", "Output of 2 successful tasks were not shown."], min: 75 },
  { fixture: "nx/run-many/build-hit", filter: "nx", exit: 0, keep: [" NX   Successfully ran target build for 2 projects", "  Cache: 2/2 hit (100%)"], drop: ["✔  nx run @shop/price:build  [local cache]", "Nx read the output from the cache instead of running the command for 2 out of 2 tasks.", "Run duration:"], min: 85 },
  { fixture: "nx/run/single-pass", filter: "nx", exit: 0, keep: [" NX   Successfully ran target test for project @shop/price and 1 task it depends on", "  Cache: 2/2 hit (100%)"], drop: ["ok 2 - formats cents", "copied src/index.mjs -> dist/index.mjs"], min: 85 },
  { fixture: "nx/run/npx-test", filter: "nx", exit: 0, keep: [" NX   Successfully ran target test", "  Cache: Skipped (--skip-nx-cache)"], drop: ["ok 1 - formats whole dollars", "> node build.mjs", "Run duration:"], min: 85 },
  { fixture: "nx/run-many/test-fail", filter: "nx", exit: 1, keep: ["> nx run @shop/cart:test\nnode --test: ", ...cartFailure("", "monorepo"), "  Cache: 2/5 hit (40%)", " NX   Running targets test, lint for 2 projects and 2 tasks they depend on failed"], drop: [...failureNoise, "✔  nx run @shop/price:test"], min: 74 },
  { fixture: "nx/run/test-fail", filter: "nx", exit: 1, keep: ["> nx run @shop/cart:build  [local cache]\n> nx run @shop/cart:test\nnode --test: ", ...cartFailure("", "monorepo"), " NX   Running target test for project @shop/cart and 2 tasks it depend"], drop: [...failureNoise, "Hint: run the command with --verbose", "copied src/index.mjs -> dist/index.mjs"], min: 73 },
  { fixture: "nx/run-many/stream-build", filter: "nx-stream", exit: 0, keep: [" NX   Successfully ran target build for 2 projects", "  Cache: 0/2 hit (0%)"], drop: ["@shop/price: > node build.mjs", "@shop/cart: build finished", "> nx run @shop/cart:build"], min: 85 },
  { fixture: "nx/run-many/stream-fail", filter: "nx-stream", exit: 1, keep: [...cartFailure("@shop/cart: ", "stream"), "@shop/price: node --test: 2 passed (2 tests)", "> nx run @shop/cart:build  [local cache]\n", "  Cache: 2/5 hit (40%)"], drop: [...failureNoise, "@shop/cart: npm error code 1", "copied src/index.mjs -> dist/index.mjs"], min: 75 },
  { fixture: "nx/run-many/stream-replay", filter: "nx-stream", exit: 1, keep: [...cartFailure("@shop/cart: ", "stream"), "> nx run @shop/price:test  [existing outputs match the cache, left as is]\n", "  Cache: 5/5 hit (100%)"], drop: [...failureNoise, "# Subtest: formats cents", "copied src/index.mjs -> dist/index.mjs"], min: 72 },
]);

describe("nx: each task through the filter of its tool, under its header", () => {
  it("a header with no output of its own and a cache hit's header are one line each", () => {
    const lines = runSession("filter:builtin:nx-stream", fixture("nx/run-many/stream-fail")).text.split("\n");
    const headers = lines.filter((l) => l.startsWith("> nx run "));
    expect(headers).toEqual(["> nx run @shop/price:build  [local cache]", "> nx run @shop/cart:build  [local cache]", "> nx run @shop/price:lint", "> nx run @shop/price:test", "> nx run @shop/cart:lint", "> nx run @shop/cart:test"]);
    expect(lines.indexOf(headers[5]) + 1).toBe(lines.indexOf("@shop/price: node --test: 2 passed (2 tests) in 446.782461ms"));
  });

  it("--output-style=stream routes to nx-stream; stream-without-prefixes runs raw", () => {
    expect(core().plan(["nx", "run-many", "-t", "test", "--output-style=stream"]).session).toBe("filter:builtin:nx-stream");
    expect(core().plan(["npx", "nx", "run-many", "-t", "test", "--output-style", "stream"]).session).toBe("filter:builtin:nx-stream");
    expect(core().plan(["nx", "run-many", "-t", "test", "--output-style=static"]).session).toBe("filter:builtin:nx");
    expect(core().plan(["nx", "run-many", "-t", "test", "--output-style=stream-without-prefixes"]).mode).toBe("passthrough");
  });
});

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
