// rubocop (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "ruby/rubocop/offenses", filter: "rubocop", exit: 1, keep: ["lib/cart.rb:1:1: C: Style/Documentation: Missing top-level documentation comment for class Cart.", "Gemfile:5:1: C: [Correctable] Bundler/OrderedGems:", "offenses detected"], drop: ["Inspecting 6 files", "    ^^^^^^\n"], min: 25 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["bundle", "exec", "rubocop", "lib"], "rubocop"],
  ],
  [
    ["rubocop", "--format", "json"],
  ],
);
