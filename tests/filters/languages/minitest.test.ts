// minitest (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "ruby/minitest/rake-fail", filter: "minitest", exit: 1, keep: ["CartTest#test_total [/tmp/fx/ruby/shop/test/cart_test.rb:15]:", "Expected: 500\n  Actual: 252", "CartTest#test_find_unknown:", "/tmp/fx/ruby/shop/lib/cart.rb:18:in `find'", "4 runs, 2 assertions, 1 failures, 1 errors, 1 skips", "NoMethodError: undefined method `fetch' for nil:NilClass\n    /tmp/fx/ruby/shop/lib/cart.rb:18:in `find'\n"], drop: ["# Running:", "rake aborted!", "(See full trace by running task with --trace)", "    @items.find { |i| i[:sku] == sku }.fetch(:price)\n", "^^^^^^"], min: 48 },
  { fixture: "ruby/minitest/verbose", filter: "minitest", exit: 1, keep: ["  1) Error:\nCartTest#test_find_unknown:", "test/cart_test.rb:19:in `test_find_unknown'", "CartTest#test_total [test/cart_test.rb:15]:", "CartTest#test_skipped [test/cart_test.rb:23]:\nneeds a database", "4 runs, 2 assertions, 1 failures, 1 errors, 1 skips"], drop: ["CartTest#test_total = 0.00 s = F", "CartTest#test_skipped = 0.00 s = S", "# Running:", "    @items.find { |i| i[:sku] == sku }.fetch(:price)\n"], min: 45 },
  // The monorepo's rake test over both gems (project/monorepo, its own gems under gems/): the
  // frames in gems/orders are the user's code and stay; rake's trailer goes.
  { fixture: "ruby/minitest/monorepo-fail", filter: "minitest", exit: 1, keep: ["OrderTest#test_unknown_line [/tmp/fx/ruby/monorepo/gems/orders/test/order_test.rb:15]:", "[KeyError] exception expected, not\nClass: <NoMethodError>\nMessage: <\"undefined method `fetch' for nil:NilClass\">\n/tmp/fx/ruby/monorepo/gems/orders/lib/orders.rb:27:in `line'", "/tmp/fx/ruby/monorepo/gems/orders/lib/orders.rb:27:in `line'", "PricingTest#test_format [/tmp/fx/ruby/monorepo/gems/pricing/test/pricing_test.rb:10]:", "Expected: 1200\n  Actual: 602", "6 runs, 5 assertions, 3 failures, 0 errors, 1 skips"], drop: ["Run options: --seed", "SFF.F.", "Finished in", "rake aborted!", "Tasks: TOP => test", "You have skipped tests.", "---Backtrace---", "---------------", "@lines.find", "^^^^^^"], min: 35 },
  // ruby -Ilib on the test file: the error with its user frames (error_highlight's code frame gone),
  // the failure, the counts; the --verbose hint goes.
  { fixture: "ruby/minitest/ruby-fail", filter: "minitest", exit: 1, keep: ["  1) Error:\nCartTest#test_find_unknown:\nNoMethodError: undefined method `fetch' for nil:NilClass\n    /tmp/fx/ruby/shop/lib/cart.rb:18:in `find'\n    test/cart_test.rb:19:in `test_find_unknown'", "CartTest#test_total [test/cart_test.rb:15]:\nExpected: 500\n  Actual: 252", "4 runs, 2 assertions, 1 failures, 1 errors, 1 skips"], drop: ["Run options:", "# Running:", "    @items.find { |i| i[:sku] == sku }.fetch(:price)\n", "You have skipped tests."], min: 40 },
  { fixture: "ruby/minitest/rake-pass-one", filter: "minitest", exit: 0, keep: ["1 runs, 1 assertions, 0 failures, 0 errors, 0 skips"], drop: ["Run options: -ntest_empty --seed 41359", "# Running:"], min: 60 },
  { fixture: "ruby/minitest/rake-suite-pass", filter: "minitest", exit: 0, keep: ["22 runs, 23 assertions, 0 failures, 0 errors, 1 skips"], drop: ["...............S......", "Run options: --seed", "Finished in", "You have skipped tests."], min: 75 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "ruby/minitest/pass-one", filter: "minitest", exit: 0, keep: ["1 runs, 1 assertions, 0 failures, 0 errors, 0 skips\n"], drop: ["Run options: -n test_empty --seed 49171","# Running:"], min: 67 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["bin/rails", "test"], "minitest"],
    [["bundle", "exec", "rake", "test"], "minitest"],
  ],
);
