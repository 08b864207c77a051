// minitest (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "ruby/minitest/rake-fail", filter: "minitest", exit: 1, keep: ["CartTest#test_total [/tmp/fx/ruby/shop/test/cart_test.rb:15]:", "Expected: 500\n  Actual: 252", "CartTest#test_find_unknown:", "/tmp/fx/ruby/shop/lib/cart.rb:18:in `find'", "4 runs, 2 assertions, 1 failures, 1 errors, 1 skips", "NoMethodError: undefined method `fetch' for nil:NilClass\n    /tmp/fx/ruby/shop/lib/cart.rb:18:in `find'\n"], drop: ["# Running:", "rake aborted!", "(See full trace by running task with --trace)", "    @items.find { |i| i[:sku] == sku }.fetch(:price)\n", "^^^^^^"], min: 48 },
  { fixture: "ruby/minitest/verbose", filter: "minitest", exit: 1, keep: ["  1) Error:\nCartTest#test_find_unknown:", "test/cart_test.rb:19:in `test_find_unknown'", "CartTest#test_total [test/cart_test.rb:15]:", "CartTest#test_skipped [test/cart_test.rb:23]:\nneeds a database", "4 runs, 2 assertions, 1 failures, 1 errors, 1 skips"], drop: ["CartTest#test_total = 0.00 s = F", "CartTest#test_skipped = 0.00 s = S", "# Running:", "    @items.find { |i| i[:sku] == sku }.fetch(:price)\n"], min: 45 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["bin/rails", "test"], "minitest"],
    [["bundle", "exec", "rake", "test"], "minitest"],
  ],
);
