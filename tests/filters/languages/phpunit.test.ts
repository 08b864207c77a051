// phpunit (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "php/phpunit/fail", filter: "phpunit", exit: 2, keep: ["1) CartTest::testUnknownSku\nUndefined array key \"Z9\"", "/tmp/fx/php/shop/src/Cart.php:29", "1) CartTest::testTotal", "Failed asserting that 252 is identical to 500.", "/tmp/fx/php/shop/tests/CartTest.php:18", "-    'b' => 2\n+    'b' => 3", "ERRORS!", "Tests: 5, Assertions: 3, Errors: 1, Failures: 2, Incomplete: 1."], drop: ["PHPUnit 9.6.7 by Sebastian Bergmann and contributors.", ".FEFI", "Time: 00:00.060, Memory: 6.00 MB", "@@ @@"], min: 25 },
  // A workspace (project/mono): the app's suite and its path package's suite in one run.
  { fixture: "php/phpunit/workspace-fail", filter: "phpunit", exit: 1, keep: ["1) CheckoutTest::testTotalCountsQuantities\nFailed asserting that 350 is identical to 600.\n/tmp/fx/php/mono-test/app/tests/CheckoutTest.php:14", "2) CheckoutTest::testFreeShippingAbove50\nFailed asserting that 495 is identical to 0.\n/tmp/fx/php/mono-test/app/tests/CheckoutTest.php:24", "FAILURES!\nTests: 5, Assertions: 5, Failures: 2."], drop: ["PHPUnit 9.6.7 by Sebastian Bergmann and contributors.", "F.F..", "Time: 00:00.040"], min: 30 },
  { fixture: "php/phpunit/workspace-pass", filter: "phpunit", exit: 0, keep: ["OK (5 tests, 5 assertions)"], drop: ["PHPUnit 9.6.7", ".....", "Time: "], min: 85 },
  { fixture: "php/phpunit/workspace-pass-testdox", filter: "phpunit", exit: 0, keep: ["Checkout\nMoney\nOK (5 tests, 5 assertions)"], drop: ["PHPUnit 9.6.7", " ✔ Total counts quantities", " ✔ Times", "Time: "], min: 75 },
  { fixture: "php/phpunit/pass-filter", filter: "phpunit", exit: 0, keep: ["OK (1 test, 1 assertion)"], drop: ["PHPUnit 9.6.7", "Time: "], min: 80 },
  // --testdox: each failed test's row with its message, diff and locations; the passing row, the
  // banner and the timing go.
  { fixture: "php/phpunit/fail-testdox", filter: "phpunit", exit: 2, keep: ["Cart\n ✘ Total", " ✘ Total\n   │ price times quantity\n   │ Failed asserting that 252 is identical to 500.\n   │ /tmp/fx/php/shop/tests/CartTest.php:18", "   │ /tmp/fx/php/shop/src/Cart.php:29\n   │ /tmp/fx/php/shop/tests/CartTest.php:23", "   │ -    'b' => 2\n   │ +    'b' => 3", " ∅ Later", "Tests: 5, Assertions: 3, Errors: 1, Failures: 2, Incomplete: 1."], drop: [" ✔ Empty total", "PHPUnit 9.6.7", "Time: 00:00.035"], min: 20 },
  { fixture: "php/phpunit/stop-on-failure", filter: "phpunit", exit: 1, keep: ["There was 1 failure:\n1) CartTest::testTotal\nprice times quantity\nFailed asserting that 252 is identical to 500.\n/tmp/fx/php/shop/tests/CartTest.php:18\nFAILURES!\nTests: 2, Assertions: 2, Failures: 1.\n"], drop: ["PHPUnit 9.6.7 by Sebastian Bergmann and contributors.", "Time: 00:00.002, Memory: 6.00 MB"], min: 30 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "php/phpunit/no-tests", filter: "phpunit", exit: 0, keep: ["No tests executed!\n"], drop: ["PHPUnit 9.6.7 by Sebastian Bergmann and contributors."], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["vendor/bin/phpunit", "--filter", "Cart"], "phpunit"],
    [["php", "vendor/bin/phpunit"], "phpunit"],
  ],
);
