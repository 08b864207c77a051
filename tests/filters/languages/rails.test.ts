// rails test (Rails' minitest runner, through the minitest filter of filters/ruby.toml) on real
// captures of a Rails 6.1 app (fixtures/rails): what the agent needs survives verbatim, the
// documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program (bin/rails or rails) and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "rails/test-fail", filter: "minitest", exit: 1, keep: ["ProductTest#test_rounds_the_taxed_price_to_cents [/tmp/fx/rails/shop/test/models/product_test.rb:17]:\nExpected: 49.15\n  Actual: 0.4914e2", "rails test test/models/product_test.rb:16", "ProductTest#test_refuses_a_negative_discount [/tmp/fx/rails/shop/test/models/product_test.rb:21]:\nArgumentError expected but nothing was raised.", "CartTest#test_finds_a_product_by_sku:\nNoMethodError: undefined method `find_by_sku!' for Product:Class\n    test/models/cart_test.rb:18:in `block in <class:CartTest>'", "rails test test/models/cart_test.rb:17", "9 runs, 7 assertions, 2 failures, 1 errors, 1 skips"], drop: ["Run options: --seed", "# Running:", "Finished in ", "You have skipped tests. Run with --verbose for details."], min: 20 },
  { fixture: "rails/rails-test-fail", filter: "minitest", exit: 1, keep: ["ProductTest#test_refuses_a_negative_discount", "NoMethodError: undefined method `find_by_sku!' for Product:Class", "9 runs, 7 assertions, 2 failures, 1 errors, 1 skips"], drop: ["Run options: --seed", "Finished in "], min: 20 },
  { fixture: "rails/test-verbose", filter: "minitest", exit: 1, keep: ["Skipped:\nCartTest#test_ships_free_above_50 [/tmp/fx/rails/shop/test/models/cart_test.rb:14]:\nfree shipping is not decided yet", "rails test test/models/cart_test.rb:13", "CartTest#test_finds_a_product_by_sku:", "test/models/cart_test.rb:18:in `block in <class:CartTest>'", "4 runs, 2 assertions, 0 failures, 1 errors, 1 skips"], drop: ["CartTest#test_sums_the_products = ", "CartTest#test_ships_free_above_50 = ", "Run options: -v --seed"], min: 35 },
  { fixture: "rails/test-file-line", filter: "minitest", exit: 0, keep: ["1 runs, 1 assertions, 0 failures, 0 errors, 0 skips"], drop: ["Run options: --seed", "# Running:", "Finished in "], min: 60 },
  { fixture: "rails/test-pass", filter: "minitest", exit: 0, keep: ["1 runs, 1 assertions, 0 failures, 0 errors, 0 skips"], drop: ["Run options: -n /cheapest/", "Finished in "], min: 60 },
];

describeLanguageCases(CASES);

describeHookForms([
  [["rails", "test"], "minitest"],
  [["bin/rails", "test", "test/models/product_test.rb:4"], "minitest"],
  [["bundle", "exec", "rails", "test", "-v"], "minitest"],
]);
