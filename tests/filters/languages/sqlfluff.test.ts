// sqlfluff lint/fix/format (filters/sqlfluff.toml) on real fixtures (fixtures/sqlfluff): each
// file header, violation (line, position, rule code, message and rule name) and fix stays; only
// padding, the banner and the "All Finished!" trailer go. A fix or format run that exits 0 fixed
// every violation: its files' FIXED lines and the count stay, the fixed rows go (a cut).
import { describe, expect, it } from "vitest";
import { describeLanguageCases } from "../../helpers/cases";
import { core, fixture, runSession } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "sqlfluff/lint/findings", filter: "sqlfluff", exit: 1, keep: ["== [orders.sql] FAIL", "L:1 | P:22 | LT01 | Unexpected whitespace before comma ','. [layout.spacing]", "L:2 | P:1 | CP01 | Keywords must be consistently lower case.\n  | [capitalisation.keywords]", "L:4 | P:13 | LT01 |"], drop: ["All Finished!", "L:   1 | P:  22 | LT01"], min: 15 },
  { fixture: "sqlfluff/lint/warehouse", filter: "sqlfluff", exit: 1, keep: ["== [models/marts/revenue.sql] FAIL", "L:2 | P:1 | LT05 | Line is too long (118 > 80). [layout.long_lines]", "== [models/staging/stg_orders.sql] FAIL", "L:2 | P:17 | AL01 | Implicit/explicit aliasing of table. [aliasing.table]"], drop: ["All Finished!"], min: 15 },
  { fixture: "sqlfluff/lint/parse-error", filter: "sqlfluff", exit: 1, keep: ["L:1 | P:29 | PRS | Couldn't find closing bracket for opening bracket.", "WARNING: Parsing errors found and dialect is set to 'ansi'."], drop: ["All Finished!"], min: 5 },
  { fixture: "sqlfluff/fix/findings", filter: "sqlfluff", exit: 0, keep: ["== [orders.sql] FIXED\n7 fixable linting violations found"], drop: ["==== finding fixable violations ====", "== [orders.sql] FAIL", "| LT01 |", "[layout.spacing]"], min: 85 },
  { fixture: "sqlfluff/format/warehouse", filter: "sqlfluff", exit: 0, keep: ["== [models/marts/revenue.sql] FIXED\n== [models/staging/stg_orders.sql] FIXED\n6 fixable linting violations found"], drop: ["==== finding fixable violations ====", "== [models/marts/revenue.sql] FAIL", "| LT05 |", "[capitalisation.keywords]"], min: 85 },
  { fixture: "sqlfluff/lint/warehouse-marts", filter: "sqlfluff", exit: 1, keep: ["== [models/marts/revenue.sql] FAIL\nL:2 | P:1 | LT05 | Line is too long (118 > 80). [layout.long_lines]\n"], drop: ["All Finished!"], min: 15 },
]);

describe("sqlfluff: the user's own format runs raw", () => {
  it("--format json/yaml/github-annotation is passthrough; other subcommands are not this filter's", () => {
    for (const argv of [["sqlfluff", "lint", "--format", "json", "models"], ["sqlfluff", "lint", "-f", "yaml"]]) {
      const plan = core().plan(argv);
      expect(plan.mode, argv.join(" ")).toBe("passthrough");
      expect(plan.argv).toEqual(argv);
    }
    expect(core().plan(["sqlfluff", "parse", "a.sql"]).session).not.toBe("filter:builtin:sqlfluff");
  });
});

describe("sqlfluff: a clean run and a fix run", () => {
  it("a clean lint prints sqlfluff's own trailer (its summary line would be longer), and exits 0", () => {
    const fx = fixture("sqlfluff/lint/clean");
    const r = runSession("filter:builtin:sqlfluff", fx);
    expect(fx.exitCode).toBe(0);
    expect(r.text).toBe("All Finished!\n");
    expect(r.tokens).toBeLessThanOrEqual(r.rawTokens);
  });

  it("a fix run that dropped the fixed rows is marked cut (its raw output is kept for recall)", () => {
    expect(runSession("filter:builtin:sqlfluff", fixture("sqlfluff/fix/findings")).cut).toBe(true);
  });
});
