// ecs (filters/php.toml) on constructed fixtures (fixtures/php-quality/README.md): each file with
// its diff and applied checkers, and the verdict survive; the progress bar, the diff's begin/end
// rules, the message block's padding, the advice to add --fix and blank lines go; exit code 1 kept.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "php-quality/ecs-check", filter: "ecs", exit: 1, keep: ["1) src/Cart.php\n@@ @@\n <?php\n namespace App;\n-use App\\Unused;", "+    public function total(): int", " * PhpCsFixer\\Fixer\\Import\\NoUnusedImportsFixer", "2) src/Checkout.php", "[WARNING] 2 files are fixable!\n"], drop: ["---------- begin diff ----------", "12/12 [▓▓▓▓", 'Just add "--fix" to console command and rerun to apply.'], min: 50 },
  { fixture: "php-quality/ecs-clean", filter: "ecs", exit: 0, keep: ["[OK] No errors found. Great job - your code is shiny in style!"], drop: ["0/12 [░░░░"], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms([[["vendor/bin/ecs", "check"], "ecs"], [["ecs", "check", "src"], "ecs"]], [["ecs", "check", "--output-format", "json"]]);
