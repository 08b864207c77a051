// ruff (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { core, fixture, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "ruff/check/findings", filter: "ruff-check", exit: 1, keep: ["F841 Local variable `count` is assigned to but never used\n --> inventory/report.py:6:5\n", "F821 Undefined name `missing_name`", "inventory/report.py:7:57", "B006 Do not use mutable data structures", "  --> inventory/stock.py:11:30", "E722 Do not use bare `except`", "Found 15 errors.", "[*] 8 fixable with `--fix`"], drop: ["help: Remove unused import", "note: This is an unsafe fix", "  |        ^^", "1 + import os"], min: 70 },
  { fixture: "ruff/check/workspace", filter: "ruff-check", exit: 1, keep: ["SIM201", "packages/api/src/api/handlers.py:7:8", "N802 Function name `isValid` should be lowercase", "packages/core/src/core/models.py:9:9", "Found 8 errors."], drop: ["help: Replace with `!=` operator", "10 +         return self.qty > 0"], min: 70 },
  { fixture: "ruff/check/syntax-error", filter: "ruff-check", exit: 1, keep: ["invalid-syntax: Expected `)`, found newline\n --> broken.py:1:14\n", "broken.py:2:15", "Found 3 errors."], drop: ["1 | def broken(x:"], min: 45 },
  { fixture: "ruff/format/check", filter: "ruff-format", exit: 1, keep: ["unformatted: File would be reformatted\n --> inventory/pricing.py:1:11\n", "1 file would be reformatted, 3 files already formatted"], drop: ["1 + def price(sku, qty, table):"], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms(
  [],
  [
    ["ruff", "check", "--output-format=json", "."],
  ],
);

// Under a task runner (`npm run lint`, `just lint`, a tox environment) no filter matches the command
// line: ruff's output reaches its filter through output detection (detect_output), as it would
// through `rtk ruff check`. Output of other tools with a ` --> ` line (rustc) is not taken.
describe("ruff check's output is recognised under a task runner", () => {
  it.each(["ruff/check/findings", "ruff/check/workspace", "ruff/check/syntax-error"])("%s", (name) => {
    const fx = fixture(name);
    const detected = runSession("dev:detect", fx);
    const direct = runSession(core().plan(["ruff", "check", "."]).session, fx);
    expect(detected.text).toBe(direct.text);
    expect(detected.text).not.toContain("help: ");
  });

  it("leaves cargo's errors to cargo's filter", () => {
    const fx = fixture("cargo/build/errors");
    expect(runSession("dev:detect", fx).text).toBe(runSession(core().plan(["cargo", "build"]).session, fx).text);
  });
});
