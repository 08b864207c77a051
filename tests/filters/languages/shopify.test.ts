// shopify theme (filters/shopify.toml) on real fixtures (fixtures/shopify: @shopify/cli 4.8.2,
// Theme Check run locally; no store reachable): each message comes out of the CLI's box with its
// kind, and every offense keeps its file, severity, check, message, line number and source line;
// the summary and every error stay; the box frame, padding, blank lines and the CLI's generic
// way out of a missing flag (specify it, or run in a terminal) go.
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";

const frame = "╰──────────────────────────────────────────────────────────────────────────────╯";

describeLanguageCases([
  { fixture: "shopify/theme-check/issues", filter: "shopify-theme", exit: 1, keep: ["sections/hero.liquid\n", "[error]: MissingTemplate\n'snippets/price.liquid' does not exist\n2  {% render 'price', product: product %}\n", "[error]: UnknownFilter\nUnknown filter 'nonexistent_filter' used.\n3  {{ product.title | upcase | nonexistent_filter }}\n", "[warning]: UnusedAssign", "[warning]: DeprecatedFilter\nDeprecated filter 'img_url', consider using 'image_url'.\n", "5 files inspected with 5 total offenses found across 1 files.\n3 errors.\n2 warnings."], drop: [frame, "╭─ info ──"], min: 75 },
  { fixture: "shopify/theme-check/clean", filter: "shopify-theme", exit: 0, keep: ["success:\nTheme Check Summary.\n5 files inspected with no offenses found."], drop: [frame], min: 85 },
  { fixture: "shopify/theme-push/no-theme-flag", filter: "shopify-theme", exit: 1, keep: ["error:\nFlag not specified:\n--theme or --development or --live or --unpublished\n", "This flag is required in non-interactive terminal environments, such as a\nCI environment, or when piping input from another process.\n"], drop: [frame, "To resolve this", "an interactive environment such as your local terminal."], min: 75 },
  { fixture: "shopify/theme-push/development-no-login", filter: "shopify-theme", exit: 1, keep: ["request to https://accounts.shopify.com/oauth/device_authorization failed,\n reason: getaddrinfo ENOTFOUND accounts.shopify.com"], drop: [frame], min: 70 },
]);

describeHookForms(
  [
    [["shopify", "theme", "check", "--path", "."], "shopify-theme"],
    [["npx", "shopify", "theme", "push", "--development"], "shopify-theme"],
  ],
  [["shopify", "theme", "check", "--output", "json"]],
);
