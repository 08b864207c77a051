// golangci-lint (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { fixture, fixtureArgv, plan } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "golangci-lint/run/all-linters", filter: "golangci-lint", exit: 1, keep: ["inventory/stock.go:20:27: Error return value of `(*encoding/json.Decoder).Decode` is not checked (errcheck)", "inventory/stock.go:33:22: printf: fmt.Sprintf format %d has arg it.SKU of wrong type string (govet)", "inventory/stock.go:9:6: exported: exported type Item should have comment or be unexported (revive)", "9 issues:", "* revive: 6"], drop: ["\tjson.NewDecoder(f).Decode(&items)"], min: 25 },
  { fixture: "golangci-lint/run/compile-error", filter: "golangci-lint", exit: 1, keep: ["inventory/broken.go:3:28: undefined: undefinedName (typecheck)", "1 issues:"], drop: ["package inventory\n"], min: 10 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["golangci-lint", "run", "./..."], "golangci-lint"],
  ],
  [
    ["golangci-lint", "run", "--output.json.path=stdout"],
  ],
);

// The JSON report on stdout (real v2.15.0 captures: issues, a workspace module, a clean run) runs
// raw: golangci-lint prints its text summary (`3 issues:`, `0 issues.`) after the document, and the
// TOML `json` stage passes a document followed by text as it came (docs/coverage-languages.md).
describe("the JSON report the user asked for runs raw, as golangci-lint printed it", () => {
  it.each([["golangci-lint/run/json", 1], ["golangci-lint/run/json-workspace", 1], ["golangci-lint/run/json-clean", 0]] as const)("%s (exit %i)", (path, exit) => {
    const fx = fixture(path);
    expect(fx.exitCode).toBe(exit);
    expect(fx.stdout.toString()).toMatch(/^\{"Issues":\[.*\],"Report":\{"Linters":\[.*\]\}\}\n\d+ issues[.:]\n/);
    const p = plan(fixtureArgv(path));
    expect(p.mode).toBe("passthrough");
    expect(p.argv).toEqual(fixtureArgv(path));
  });
});
