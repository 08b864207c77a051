// golangci-lint (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

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
