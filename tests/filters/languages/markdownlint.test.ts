// markdownlint (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes (a rule's description is said once, each finding keeping its location,
// code, detail and context), the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "markdownlint/lint/issues", filter: "markdownlint", exit: 1, keep: ["docs/guide.md:4:1 MD018 No space after hash on atx style heading [Context: \"#Setup\"]", "README.md:11:81 MD013 Line length [Expected: 80; Actual: 113]", "README.md:2:34 MD009 Trailing spaces", "docs/guide.md:9 MD012 Multiple consecutive blank lines [Expected: 1; Actual: 2]\ndocs/guide.md:10 MD012 [Expected: 1; Actual: 3]\n", "README.md:3 MD022 [Expected: 1; Actual: 0; Above] [Context: \"## Install\"]"], drop: ["MD018/no-missing-space-atx", "MD013/line-length", "README.md:3 MD022/blanks-around-headings Headings should be surrounded"], min: 28 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["markdownlint", "docs"], "markdownlint"],
  ],
);
