// moon run (filters/moon.toml) on real fixtures (fixtures/moon: moon 2.5.5, a workspace of two
// projects whose tasks run the node test runner and a build script): a passing run is the Tasks
// count (each task's finish line, its time or cache status, counted there); a failing run keeps the failing test's
// location, message, expected/actual and user frame, the counts, moon's error block and the
// summary, without the task hashes, start lines, TAP bookkeeping or passing tests.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "moon/run/single-test", filter: "moon", exit: 0, keep: ["Tasks: 1 completed"], drop: [" Time: 2s 550ms", "▮▮▮▮ core:test (b234055f)", "▮▮▮▮ core:test (2s 100ms", "TAP version 13", "ok 1 - plus adds", "# duration_ms 1168.332532"], min: 93 },
  { fixture: "moon/run/single-test-cached", filter: "moon", exit: 0, keep: ["Tasks: 1 completed (1 cached)"], drop: [" Time: 692ms", "▮▮▮▮ core:test (cached", "core:test | ok 1 - plus adds", "b234055f", "to the moon"], min: 93 },
  { fixture: "moon/run/single-build", filter: "moon", exit: 0, keep: ["Tasks: 1 completed"], drop: ["built dist/money.js", "737225e9", "▮▮▮▮ core:build (628ms"], min: 82 },
  { fixture: "moon/run/multi-build", filter: "moon", exit: 0, keep: ["Tasks: 2 completed (1 cached)"], drop: [" app:build | built dist/checkout.js", "6f03b886", "▮▮▮▮ core:build (cached", "▮▮▮▮ app:build (625ms"], min: 84 },
  { fixture: "moon/run/multi-build-cached", filter: "moon", exit: 0, keep: ["Tasks: 2 completed (2 cached)\n"], drop: ["core:build | built dist/money.js", "to the moon", "▮▮▮▮ app:build (cached", "▮▮▮▮ core:build (cached"], min: 83 },
  { fixture: "moon/run/multi-test-fail", filter: "moon", exit: 1, keep: [" app:test | not ok 1 - total adds every item", " app:test |   location: '/tmp/fx/moon/ws/packages/app/checkout.test.js:4:1'", " app:test |     300 !== 350", " app:test |   expected: 350", " app:test |   actual: 300", " app:test |     TestContext.<anonymous> (/tmp/fx/moon/ws/packages/app/checkout.test.js:4:44)", " app:test | # fail 1", "▮▮▮▮ app:test (2s 25ms)", "  × Task app:test failed to run.", "  ╰─▶ Process node failed: exit code 1"], drop: [" app:test | ok 2 - total of nothing is zero", " app:test |     Test.runInAsyncScope (node:async_hooks:214:14)", " app:test |   duration_ms: 46.823701", "▮▮▮▮ app:test (fc4a544e)"], min: 60 },
]);

describeHookForms([
  [["moon", "run", ":test"], "moon"],
  [["npx", "moon", "run", "app:build", "core:build"], "moon"],
  [["moon", "ci"], "moon"],
], [["moon", "run", "app:dev", "--interactive"]]);

describe("moon: project queries and the setup are not filtered", () => {
  it("moon query, moon project and moon setup are left to the raw output", () => {
    for (const argv of [["moon", "query", "projects"], ["moon", "project", "app"], ["moon", "setup"]]) {
      expect(core().plan(argv).session, argv.join(" ")).not.toBe("filter:builtin:moon");
    }
  });
});
