// paratest (the phpunit filter of filters/php.toml: ParaTest prints PHPUnit's report under its own
// banner) on its constructed fixtures (ParaTest cannot be installed here: fixtures/paratest/README.md
// names the sources of the format), through the session the fixture's own command plans to.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "paratest/fail", filter: "phpunit", exit: 1, keep: ["1) Tests\\Feature\\CatalogTest::testFindBySku\nError: Call to undefined method App\\Catalog::findBySku()", "/app/tests/Feature/CatalogTest.php:22", "1) Tests\\Feature\\CartTest::testMemberDiscount\nFailed asserting that 45.5 is identical to 36.4.", "/app/tests/Feature/CartTest.php:27", "ERRORS!", "Tests: 12, Assertions: 19, Errors: 1, Failures: 1."], drop: ["ParaTest v7.4.3 upon PHPUnit 10.5.20", "Processes:     4", "Runtime:       PHP 8.2.15", "Configuration: /app/phpunit.xml", ".......F.E..", "Time: 00:00.412"], min: 25 },
  { fixture: "paratest/pass", filter: "phpunit", exit: 0, keep: ["OK (12 tests, 21 assertions)"], drop: ["ParaTest v7.4.3", "Processes:     2", "12 / 12 (100%)", "Memory: 12.00 MB"], min: 55 },
];

describeLanguageCases(CASES);

describeHookForms([
  [["vendor/bin/paratest"], "phpunit"],
  [["vendor/bin/paratest", "--processes", "2"], "phpunit"],
]);
