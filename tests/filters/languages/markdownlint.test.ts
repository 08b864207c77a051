// markdownlint (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "markdownlint/lint/issues", filter: "markdownlint", exit: 1, keep: ["docs/guide.md:4:1 MD018 No space after hash on atx style heading [Context: \"#Setup\"]", "README.md:11:81 MD013 Line length [Expected: 80; Actual: 113]", "README.md:2:34 MD009 Trailing spaces"], drop: ["MD018/no-missing-space-atx", "MD013/line-length"], min: 15 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["markdownlint", "docs"], "markdownlint"],
  ],
);
