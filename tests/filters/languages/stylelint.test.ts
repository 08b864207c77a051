// stylelint (filters/stylelint.toml) on real fixtures (fixtures/stylelint): each file header and
// each `line:col ✖ message rule` row stay (padding out), the count and the fixable note stay.
import { describe, expect, it } from "vitest";
import { describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "stylelint/lint/findings", filter: "stylelint", exit: 2, keep: ["src/app.css\n  1:1 ✖ Expected class selector \".Cart\" to be kebab-case selector-class-pattern\n", "  1:9 ✖ Unknown property \"colr\" property-no-unknown", "  7:1 ✖ Duplicate selector \".cart-item\", first used at line 2 no-duplicate-selectors", "✖ 5 problems (5 errors, 0 warnings)", "2 errors potentially fixable with the \"--fix\" option."], drop: ["  1:9   ✖  Unknown property \"colr\"      "], min: 20 },
  { fixture: "stylelint/lint/monorepo", filter: "stylelint", exit: 2, keep: ["packages/admin/styles/table.css\n  2:31 ✖ Expected \"rgba\" to be \"rgb\" color-function-alias-notation\n", "packages/web/styles/home.css\n  2:1 ✖ Expected class selector \".hero__title\" to be kebab-case selector-class-pattern\n", "✖ 7 problems (7 errors, 0 warnings)"], drop: ["  3:1   ✖  Invalid position for @import rule        no-invalid-position-at-import-rule"], min: 10 },
  { fixture: "stylelint/lint/fix", filter: "stylelint", exit: 2, keep: ["  3:1 ✖ Invalid position for @import rule no-invalid-position-at-import-rule", "✖ 3 problems (3 errors, 0 warnings)"], drop: ["  2:14  ✖  Too many declarations, maximum 1"], min: 8 },
]);

describe("stylelint: package runners and the user's formatter", () => {
  it("npx forms plan to the filter with the argv unchanged; -f json runs raw", () => {
    const argv = ["npx", "stylelint", "src/**/*.css"];
    expect(core().plan(argv).session).toBe("filter:builtin:stylelint");
    expect(core().plan(argv).argv).toEqual(argv);
    expect(core().plan(["stylelint", "-f", "json", "a.css"]).mode).toBe("passthrough");
  });
});
