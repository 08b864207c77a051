// pint (filters/php.toml) on constructed fixtures (fixtures/php-quality/README.md): the verdict
// with its counts and each file with its fixers survive; progress symbols, the preset rule, the
// dot leader and padding go; exit code 1 with --test kept.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "php-quality/pint-test", filter: "pint", exit: 1, keep: ["FAIL 25 files, 2 style issues", "⨯ app/Http/Controllers/CartController.php no_unused_imports, single_quote", "⨯ app/Models/Order.php ordered_imports, class_attributes_separation"], drop: ["✓✓✓⨯✓✓", "──── Laravel", "......"], min: 40 },
  { fixture: "php-quality/pint-pass", filter: "pint", exit: 0, keep: ["PASS 25 files"], drop: ["✓✓✓✓✓✓", "──── Laravel"], min: 60 },
];

describeLanguageCases(CASES);

describeHookForms([[["vendor/bin/pint", "--test"], "pint"], [["pint", "app/Models"], "pint"]], [["pint", "--test", "--format", "json"], ["pint", "-v"]]);
