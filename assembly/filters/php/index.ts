// The PHP family: phpstan's JSON report (phpstan.ts). phpstan's table and raw formats, and every
// other PHP tool, are declarative (filters/php.toml), whose phpstan row rewrites this form too.
import { basename, Plan } from "../../plan/plan";
import { devPlan, Named } from "../command";
import { flagValue } from "../sdk/args";
import { declareTool } from "../tool";
import { Lines } from "../sdk/lines";
import { renderPhpstanJson } from "./phpstan";

function isPhpstan(word: string): bool {
  const b = basename(word);
  return b == "phpstan" || b == "phpstan.phar";
}

/**
 * `phpstan analyse ... --error-format=json|prettyJson` (`vendor/bin/phpstan`, `phpstan.phar`).
 * `php vendor/bin/phpstan ...` is not claimed (the word `php` stays the declarative filters'):
 * filters/php.toml's phpstan filter passes its document through, dropping stderr's progress.
 */
function planPhpstan(argv: string[], at: i32): Plan | null {
  const tool = at;
  if (!isPhpstan(argv[at])) return null;
  if (tool + 1 >= argv.length || (argv[tool + 1] != "analyse" && argv[tool + 1] != "analyze")) return null;
  for (let i = tool + 2; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a == "--help" || a == "-h" || a == "--version" || a == "-V" || a == "--debug" || a == "-b" || a.startsWith("--generate-baseline")) return null;
  }
  const format = flagValue(argv, tool + 2, "--error-format", "");
  if (format === null || (format != "json" && format != "prettyJson")) return null;
  return devPlan(argv, "dev:phpstan-json", "phpstan JSON: each error as path:line: message [identifier], the verdict");
}

function sniffPhpstan(L: Lines): string {
  for (let i = 0; i < L.count && i < 3; i++) {
    if (L.isBlank(i)) continue;
    return L.startsWith(i, "{\"totals\":{\"errors\":") ? "phpstan-json" : "";
  }
  return "";
}

declareTool({
  name: "phpstan",
  words: ["phpstan", "phpstan.phar"],
  named: Named.Program,
  precedence: 60,
  plan: planPhpstan,
  renderers: [{ name: "phpstan-json", render: renderPhpstanJson }],
  sniffer: sniffPhpstan,
  rewrite: [],
});
