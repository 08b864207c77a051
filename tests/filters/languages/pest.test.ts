// pest and php artisan test (Collision's printer, the pest filter of filters/php.toml) on their
// constructed fixtures (Pest and Laravel cannot be installed here: fixtures/pest/README.md and
// fixtures/artisan/README.md name the sources of the format), through the session the fixture's
// own command plans to: what the agent needs survives verbatim, the documented noise goes (a
// failed test is named once, by its FAILED block), each
// case saves at least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "pest/fail", filter: "pest", exit: 1, keep: ["   FAILED  Tests\\Feature\\CartTest > it applies the member discount\n", "  Failed asserting that 45.5 is identical to 36.4.", "  at tests/Feature/CartTest.php:27\n", "it finds a product by sku           Error", "  Call to undefined method App\\Catalog::findBySku()", "  at tests/Feature/CartTest.php:31", "  - it ships free above 50 → free shipping is not decided yet", "  Tests:    2 failed, 1 skipped, 5 passed (7 assertions)"], drop: ["   PASS  Tests\\Unit\\PriceTest", "  ✓ it formats prices", "────", "  ➜  27▕     expect($cart->total())->toBe(36.40);", "     24▕     $cart = new Cart(member: true);", "vendor/pestphp/pest/src/Factories/TestCaseMethodFactory.php:151", "  Duration: 0.18s", "   FAIL  Tests\\Feature\\CartTest", "  ⨯ it applies the member discount", "it applies the member discount              ", "  1   tests/Feature/CartTest.php:27", "  1   tests/Feature/CartTest.php:31"], min: 70 },
  { fixture: "pest/pass", filter: "pest", exit: 0, keep: ["  Tests:    1 skipped, 7 passed (9 assertions)", "  - it ships free above 50 → free shipping is not decided yet"], drop: ["   PASS  Tests\\Feature\\CartTest", "  ✓ it adds a product", "  Duration: 0.16s"], min: 50 },
  { fixture: "artisan/test-fail", filter: "pest", exit: 1, keep: ["   FAILED  Tests\\Feature\\ProductControllerTest > store validates the price", "  Session is missing expected key [errors].\nFailed asserting that false is true.", "  at tests/Feature/ProductControllerTest.php:41\n", "  Tests:    1 failed, 3 passed (9 assertions)"], drop: ["  ✓ index lists products", "  ➜  41▕         $response->assertSessionHasErrors('price');", "  Duration: 0.31s", "  ⨯ store validates the price", "   FAIL  Tests\\Feature\\ProductControllerTest", "  1   tests/Feature/ProductControllerTest.php:41"], min: 70 },
  { fixture: "artisan/test-pass", filter: "pest", exit: 0, keep: ["  Tests:    4 passed (10 assertions)"], drop: ["   PASS  Tests\\Unit\\ExampleTest", "  ✓ show returns a product", "  Duration: 0.29s"], min: 85 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["vendor/bin/pest"], "pest"],
    [["php", "vendor/bin/pest", "--filter", "cart"], "pest"],
    [["./vendor/bin/pest", "--parallel"], "pest"],
    [["php", "artisan", "test"], "pest"],
    [["php", "artisan", "test", "--filter", "ProductControllerTest"], "pest"],
  ],
  [["vendor/bin/pest", "--teamcity"], ["php", "artisan", "test", "--list-tests"]],
);
