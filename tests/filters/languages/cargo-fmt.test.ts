// cargo-fmt (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "cargo/fmt/check-workspace", filter: "cargo-fmt", exit: 1, keep: ["Diff in /tmp/fx/cargo-extra/workspace/crates/inventory/src/lib.rs:15:"], drop: ["+            items: Vec::new(),"], min: 75 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["cargo", "fmt", "--all", "--", "--check"], "cargo-fmt"],
  ],
);
