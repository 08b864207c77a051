// oxlint (filters/oxlint.toml) on real fixtures (fixtures/oxlint): each finding keeps its rule,
// message, `,-[path:line:col]` and labels; the count stays; code frames, help and timing go.
import { describe, expect, it } from "vitest";
import { describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "oxlint/lint/findings", filter: "oxlint", exit: 0, keep: ["  ! eslint(no-unused-vars): Identifier 'fs' is imported but never used.\n   ,-[src/cart.js:1:8]\n", "`-- 'unused' is declared here", "  ! eslint(use-isnan): Checking equality with NaN will always return false\n    ,-[src/cart.js:18:27]\n", "Found 4 warnings and 0 errors."], drop: ["help: Remove the debugger statement", " 6 |     if (it.price == null) debugger;", "Finished in"], min: 50 },
  { fixture: "oxlint/lint/deny-warnings", filter: "oxlint", exit: 1, keep: ["  ! eslint(no-debugger): `debugger` statement is not allowed\n   ,-[src/cart.js:6:27]\n", "Found 4 warnings and 0 errors."], drop: ["help: Consider removing this import."], min: 50 },
  { fixture: "oxlint/lint/monorepo", filter: "oxlint", exit: 0, keep: ["  ! eslint(no-cond-assign): Expected a conditional expression and instead saw an assignment\n   ,-[packages/api/src/server.ts:3:17]\n", "   ,-[packages/api/src/server.ts:6:12]", "Found 3 warnings and 0 errors."], drop: [" 3 |   if (body.kind = \"ping\") return \"pong\";", "help: Update the condition"], min: 50 },
  { fixture: "oxlint/lint/clean", filter: "oxlint", exit: 0, keep: ["Found 0 warnings and 0 errors."], drop: ["Finished in"], min: 40 },
  // The monorepo with the react and jsx-a11y plugins on: each plugin's rule id, message, location
  // and labels stay; the source excerpt and help lines go.
  { fixture: "oxlint/lint/monorepo-plugins", filter: "oxlint", exit: 0, keep: ["  ! react(jsx-key): Missing \"key\" prop for element in iterator.\n   ,-[packages/web/src/app.jsx:4:14]\n", "`-- Element generated here.", "  ! jsx-a11y(alt-text): Missing `alt` attribute.\n   ,-[packages/web/src/app.jsx:5:7]", "   ,-[packages/api/src/server.ts:6:12]", "Found 5 warnings and 0 errors."], drop: ["Finished in"], min: 55 },
]);

describe("oxlint: the package runners and the user's own format", () => {
  it("npx/pnpm exec forms plan to the filter with the argv unchanged; --format runs raw", () => {
    for (const argv of [["npx", "oxlint", "src"], ["pnpm", "exec", "oxlint"], ["node_modules/.bin/oxlint", "."]]) {
      const plan = core().plan(argv);
      expect(plan.session, argv.join(" ")).toBe("filter:builtin:oxlint");
      expect(plan.argv).toEqual(argv);
    }
    const json = core().plan(["oxlint", "--format", "json"]);
    expect(json.mode).toBe("passthrough");
  });
});
