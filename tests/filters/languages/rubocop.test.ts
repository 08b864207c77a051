// rubocop (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  // A cop's message is said once: the first Style/StringLiterals offense keeps it, the next ones
  // keep their location, severity, tag and cop.
  { fixture: "ruby/rubocop/offenses", filter: "rubocop", exit: 1, keep: ["lib/cart.rb:1:1: C: Style/Documentation: Missing top-level documentation comment for class Cart.", "Gemfile:5:1: C: [Correctable] Bundler/OrderedGems:", "Gemfile:1:8: C: [Correctable] Style/StringLiterals: Prefer single-quoted strings when you don't need string interpolation or special symbols.\nGemfile:3:5: C: [Correctable] Style/StringLiterals\nGemfile:4:5: C: [Correctable] Style/StringLiterals\n", "offenses detected"], drop: ["Inspecting 6 files", "    ^^^^^^\n", "Gemfile:3:5: C: [Correctable] Style/StringLiterals: Prefer"], min: 55 },
  { fixture: "ruby/rubocop/few", filter: "rubocop", exit: 1, keep: ["Rakefile:1:9: C: [Correctable] Style/StringLiterals: Prefer single-quoted strings", "Rakefile:4:13: C: [Correctable] Style/StringLiterals\nRakefile:5:27: C: [Correctable] Style/StringLiterals\n", "1 file inspected, 4 offenses detected, 4 offenses autocorrectable"], drop: ["Inspecting 1 file", "require \"rake/testtask\""], min: 45 },
  { fixture: "ruby/rubocop/bundle-exec", filter: "rubocop", exit: 1, keep: ["lib/cart.rb:9:22: C: [Correctable] Style/HashSyntax: Omit the hash value.\nlib/cart.rb:9:34: C: [Correctable] Style/HashSyntax\nlib/cart.rb:9:46: C: [Correctable] Style/HashSyntax\n", "lib/cart.rb:22:12: C: [Correctable] Style/ZeroLengthPredicate: Use empty? instead of length == 0.", "2 files inspected, 9 offenses detected, 8 offenses autocorrectable"], drop: ["Inspecting 2 files", "    @items << { sku: sku, price: price, qty: qty }"], min: 35 },
  { fixture: "ruby/rubocop/autocorrect", filter: "rubocop", exit: 1, keep: ["lib/cart.rb:9:22: C: [Corrected] Style/HashSyntax: Omit the hash value.\nlib/cart.rb:9:34: C: [Corrected] Style/HashSyntax\n", "5 offenses corrected, 3 more offenses can be corrected with `rubocop -A`"], drop: ["Inspecting 2 files"], min: 35 },
  // A monorepo (project/monorepo: gems/pricing and gems/orders under one config): each offense of
  // every gem with its path, each cop's message once.
  { fixture: "ruby/rubocop/monorepo", filter: "rubocop", exit: 1, keep: ["gems/orders/lib/orders.rb:14:22: C: [Correctable] Style/HashSyntax: Omit the hash value.\ngems/orders/lib/orders.rb:14:34: C: [Correctable] Style/HashSyntax\n", "gems/orders/test/order_test.rb:4:1: C: Style/Documentation: Missing top-level documentation comment for class OrderTest.", "gems/pricing/spec/pricing_spec.rb:", "8 files inspected, 54 offenses detected, 52 offenses autocorrectable"], drop: ["Inspecting 8 files", "CCCCC.CC", "    @lines << { sku: sku, cents: cents, qty: qty }", "gems/orders/spec/order_spec.rb:1:9: C: [Correctable] Style/StringLiterals: Prefer"], min: 60 },
  { fixture: "ruby/rubocop/monorepo-clean", filter: "rubocop", exit: 0, keep: ["1 file inspected, no offenses detected"], drop: ["Inspecting 1 file"], min: 30 },
  { fixture: "ruby/rubocop/suite-clean", filter: "rubocop", exit: 0, keep: ["13 files inspected, no offenses detected"], drop: ["Inspecting 13 files", "............."], min: 40 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "ruby/rubocop/clean", filter: "rubocop", exit: 0, keep: ["1 file inspected, no offenses detected\n"], drop: ["Inspecting 1 file"], min: 30 },
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
