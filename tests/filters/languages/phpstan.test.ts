// phpstan (a declarative filter of the language ecosystems, filters/php.toml) on its constructed
// fixtures (PHPStan cannot run here: fixtures/phpstan/README.md), through the session the
// fixture's own command plans to: each file's head, every error row with its line and message
// and the verdict survive verbatim, the progress, the note and the rulers go, the output is never
// longer than the raw output; a format the user chose (JSON, raw, checkstyle) is left alone.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "phpstan/analyse-errors", filter: "phpstan", exit: 1, keep: ["  Line   src/Cart.php\n  18     Method Shop\\Cart::total() should return int but returns float.", "  29     Access to an undefined property Shop\\Cart::$itemz.\n  Line   src/Money.php", "  12     Undefined variable: $cents", " [ERROR] Found 4 errors"], drop: ["Note: Using configuration file /src/shop/phpstan.neon.", " 3/3 [▓▓▓▓", " ------ ------", "💡 Learn more: https://phpstan.org/blog/solving-phpstan-access-to-undefined-property"], min: 70 },
  { fixture: "phpstan/analyse-ok", filter: "phpstan", exit: 0, keep: [" [OK] No errors"], drop: ["Note: Using configuration file", " 0/3 [░░░"], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["vendor/bin/phpstan", "analyse", "src"], "phpstan"],
    [["php", "vendor/bin/phpstan", "analyze", "-l", "8", "src"], "phpstan"],
    [["phpstan.phar", "analyse"], "phpstan"],
  ],
  [["vendor/bin/phpstan", "analyse", "--error-format=json", "src"], ["vendor/bin/phpstan", "analyse", "--error-format", "raw"], ["vendor/bin/phpstan", "analyse", "--generate-baseline"]],
);
