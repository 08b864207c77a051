// rspec (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "ruby/rspec/bundle-exec-fail", filter: "rspec", exit: 1, keep: ["  1) Cart totals price times quantity", "Failure/Error: expect(cart.total).to eq(600)", "       expected: 600\n            got: 353", "# ./spec/cart_spec.rb:12:in", "undefined method `fetch' for nil:NilClass", "# ./lib/cart.rb:18:in `find'", "5 examples, 2 failures, 1 pending", "rspec ./spec/cart_spec.rb:10\n", "rspec ./spec/cart_spec.rb:21\n", "       undefined method `fetch' for nil:NilClass\n     # ./lib/cart.rb:18:in `find'\n", "     Failure/Error: @items.find { |i| i[:sku] == sku }.fetch(:price)\n"], drop: ["rspec ./spec/cart_spec.rb:21 # Cart#find raises for an unknown sku", ".F*.F", "(compared using ==)", "Finished in", "           @items.find { |i| i[:sku] == sku }.fetch(:price)\n", "^^^^^^", "Failures listed here are expected"], min: 30 },
  { fixture: "ruby/rspec/no-such-file", filter: "rspec", exit: 1, keep: ["An error occurred while loading ./spec/nothing_spec.rb.", "cannot load such file -- /tmp/fx/ruby/shop/spec/nothing_spec.rb", "0 examples, 0 failures, 1 error occurred outside of examples"], drop: ["rubygems-integration/all/gems/rspec-core-3.12.0/lib/rspec/core/configuration.rb:2117"], min: 70 },
  // A monorepo whose own gems live under gems/ (project/monorepo): their frames are the user's code
  // and stay (an installed gem's folder carries its version, rspec-core-3.12.0); the pending
  // example, each failure's message and the re-run lines of both gems stay.
  { fixture: "ruby/rspec/monorepo-fail", filter: "rspec", exit: 1, keep: ["     # ./gems/orders/spec/order_spec.rb:26:in `block (2 levels) in <top (required)>'", "     # ./gems/pricing/spec/pricing_spec.rb:23:in `block (2 levels) in <top (required)>'", "     # ./gems/orders/spec/order_spec.rb:12:in", "expected KeyError, got #<NoMethodError: undefined method `fetch' for nil:NilClass\n         # ./gems/orders/lib/orders.rb:27:in `line'", "Pending:\n  1) Order is pending until gift cards exist\n", "       expected: \"$10.50\"\n            got: \"$10.5\"", "10 examples, 3 failures, 1 pending", "rspec ./gems/pricing/spec/pricing_spec.rb:22\n", "rspec ./gems/orders/spec/order_spec.rb:20\n"], drop: ["rspec ./gems/orders/spec/order_spec.rb:20 # Order raises a KeyError for an unknown sku", "..F...F.F*", "(compared using ==)", "Finished in", "Failures listed here are expected", "@lines.find { |l| l[:sku] == sku }.fetch(:qty)", "^^^^^^> with backtrace:"], min: 20 },
  { fixture: "ruby/rspec/monorepo-pass", filter: "rspec", exit: 0, keep: ["2 examples, 0 failures"], drop: ["Run options: include", "Finished in"], min: 85 },
  // Plain rspec (the same run as under bundle exec): the pending example with its reason and frame.
  { fixture: "ruby/rspec/fail", filter: "rspec", exit: 1, keep: ["  1) Cart is pending until discounts exist\n     # discounts\n", "     # ./spec/cart_spec.rb:28:in `block (2 levels) in <top (required)>'", "# ./lib/cart.rb:18:in `find'", "5 examples, 2 failures, 1 pending", "rspec ./spec/cart_spec.rb:21\n"], drop: ["rspec ./spec/cart_spec.rb:10 # Cart totals price times quantity", ".F*.F", "(compared using ==)", "Finished in", "Failures listed here are expected"], min: 30 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "ruby/rspec/pass-one", filter: "rspec", exit: 0, keep: ["1 example, 0 failures\n"], drop: ["Run options: include {:locations=>{\"./spec/cart_spec.rb\"=>[6]}}"], min: 81 },
  { fixture: "ruby/rspec/suite-pass", filter: "rspec", exit: 0, keep: ["  1) Inventory::Item prints its name in a label", "     # labels are not designed yet", "expected: \"TEA-0001 Green tea $8.99\"", "     # ./spec/item_spec.rb:34:in `block (2 levels) in <top (required)>'", "33 examples, 0 failures, 1 pending"], drop: [".....*.....", "Finished in", "(compared using ==)", "Failures listed here are expected"], min: 30 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["bundle", "exec", "rspec", "spec/cart_spec.rb:12"], "rspec"],
  ],
  [
    ["rspec", "--format", "documentation"],
  ],
);
