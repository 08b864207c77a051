// psalm (filters/php.toml) on constructed fixtures (fixtures/php-quality/README.md: Packagist is
// unreachable here): every issue with its `file:line:col`, type and link, and the counts survive;
// the code snippet under each issue, the progress blocks, rules, timings, the --show-info advice,
// the words around the fix command (its count and flags stay) and blank lines go; exit code 2 kept.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "php-quality/psalm-errors", filter: "psalm", exit: 2, keep: ["ERROR: UndefinedVariable - src/Cart.php:12:16 - Cannot find referenced variable $quantity (see https://psalm.dev/024)\nERROR: InvalidReturnType", "ERROR: InvalidReturnType - src/Cart.php:20:30 - The declared return type 'int' for App\\Cart::label is incorrect, got 'string' (see https://psalm.dev/011)", "ERROR: PossiblyNullReference - src/Checkout.php:41:29", "3 errors found", "5 other issues found.", "Psalm can automatically fix 1 of these issues.\n--alter --issues=InvalidReturnType --dry-run\n"], drop: ["Run Psalm again with", "to see what it can fix.", "Scanning files...", "60 / 84 (71%)", "Checks took 2.14 seconds", "Psalm was able to infer types", "return $quantity * $this->price;", "public function label(): int", "--show-info=true"], min: 50 },
  { fixture: "php-quality/psalm-clean", filter: "psalm", exit: 0, keep: ["No errors found!", "5 other issues found."], drop: ["Analyzing files...", "Target PHP version: 8.2"], min: 50 },
];

describeLanguageCases(CASES);

describeHookForms([[["vendor/bin/psalm", "--no-cache"], "psalm"], [["psalm"], "psalm"]], [["psalm", "--output-format=json"], ["psalm", "--alter", "--issues=all"]]);
