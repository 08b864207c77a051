// phpstan (a declarative filter of the language ecosystems, filters/php.toml) on its constructed
// fixtures (PHPStan cannot run here: fixtures/phpstan/README.md), through the session the
// fixture's own command plans to: each file's head, every error row with its line and message
// and the verdict survive verbatim, the progress, the note and the rulers go, the output is never
// longer than the raw output; `raw` goes through the same filter; JSON (`json`, `prettyJson`) is
// read by the code filter phpstan-json; another format the user chose (checkstyle) is left alone.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { core, fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "phpstan/analyse-errors", filter: "phpstan", exit: 1, keep: ["  Line   src/Cart.php\n  18     Method Shop\\Cart::total() should return int but returns float.", "  29     Access to an undefined property Shop\\Cart::$itemz.\n  Line   src/Money.php", "  12     Undefined variable: $cents", " [ERROR] Found 4 errors"], drop: ["Note: Using configuration file /src/shop/phpstan.neon.", " 3/3 [▓▓▓▓", " ------ ------", "💡 Learn more: https://phpstan.org/blog/solving-phpstan-access-to-undefined-property"], min: 70 },
  { fixture: "phpstan/analyse-ok", filter: "phpstan", exit: 0, keep: [" [OK] No errors"], drop: ["Note: Using configuration file", " 0/3 [░░░"], min: 70 },
  { fixture: "phpstan/analyse-workspace", filter: "phpstan", exit: 1, keep: ["  Line   packages/billing/src/Invoice.php\n  21     Cannot call method format() on DateTimeImmutable|null.\n         🪪  method.nonObject", "         💡 See: https://phpstan.org/blog/solving-phpstan-no-value-type-specified-in-iterable-type", "  Line   packages/catalog/src/Product.php", "  27     Parameter #1 $string of function strtoupper expects string, string|null given.", " [ERROR] Found 5 errors"], drop: ["Note: Using configuration file /src/mono/phpstan.neon.", " 6/6 [▓▓▓▓", " ------ ------"], min: 40 },
  { fixture: "phpstan/analyse-raw-workspace", filter: "phpstan", exit: 1, keep: ["/src/mono/packages/billing/src/Invoice.php:21:Cannot call method format() on DateTimeImmutable|null.", "/src/mono/packages/catalog/src/Product.php:27:Parameter #1 $string of function strtoupper expects string, string|null given."], drop: ["Note: Using configuration file /src/mono/phpstan.neon.", " 6/6 [▓▓▓▓"], min: 15 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["vendor/bin/phpstan", "analyse", "src"], "phpstan"],
    [["php", "vendor/bin/phpstan", "analyze", "-l", "8", "src"], "phpstan"],
    [["phpstan.phar", "analyse"], "phpstan"],
  ],
  [["vendor/bin/phpstan", "analyse", "--error-format=checkstyle", "src"], ["vendor/bin/phpstan", "analyse", "--error-format", "junit"], ["vendor/bin/phpstan", "analyse", "--generate-baseline"]],
);

// JSON (constructed in PHPStan 2.1's JsonErrorFormatter format: fixtures/phpstan/README.md), read as
// data by the code filter phpstan-json: each message as `path:line: message [identifier]`, the
// tip under it, the verdict in the table format's words; the document, the progress and the note go.
const JSON_CASES = [
  {
    path: "phpstan/analyse-json-errors",
    exit: 1,
    keep: ["/src/shop/src/Cart.php:18: Method Shop\\Cart::total() should return int but returns float. [return.type]", "/src/shop/src/Cart.php:29: Access to an undefined property Shop\\Cart::$itemz. [property.notFound]", "/src/shop/src/Money.php:7: Parameter #1 $amount of function round expects float|int, string given. [argument.type]", "/src/shop/src/Money.php:12: Undefined variable: $cents [variable.undefined]", " [ERROR] Found 4 errors\n"],
    cut: "[1 'Learn more' link to phpstan.org left out: rtk recall 0123456789ab]",
    min: 35,
  },
  { path: "phpstan/analyse-json-ok", exit: 0, keep: [" [OK] No errors"], cut: "", min: 85 },
  {
    path: "phpstan/analyse-json-workspace",
    exit: 1,
    keep: ["/src/mono/packages/billing/src/Invoice.php:21: Cannot call method format() on DateTimeImmutable|null. [method.nonObject]", "/src/mono/packages/billing/src/Invoice.php:34: Method Mono\\Billing\\Invoice::lines() return type has no value type specified in iterable type array. [missingType.iterableValue]\n  💡 See: https://phpstan.org/blog/solving-phpstan-no-value-type-specified-in-iterable-type", "/src/mono/packages/catalog/src/Product.php:27: Parameter #1 $string of function strtoupper expects string, string|null given. [argument.type]", " [ERROR] Found 5 errors\n"],
    cut: "",
    min: 25,
  },
  { path: "phpstan/analyse-prettyjson-workspace", exit: 1, keep: ["/src/mono/packages/billing/src/Invoice.php:40: Property Mono\\Billing\\Invoice::$paidAt (DateTimeImmutable) does not accept DateTimeImmutable|false. [assign.propertyType]", " [ERROR] Found 5 errors\n"], cut: "", min: 50 },
];

describe("phpstan's JSON report, read as data (phpstan-json)", () => {
  it.each(JSON_CASES)("$path", ({ path, exit, keep, cut, min }) => {
    const fx = fixture(path);
    expect(fx.exitCode).toBe(exit);
    const p = plan(fixtureArgv(path));
    expect(p.session).toBe("dev:phpstan-json");
    expect(p.argv).toEqual(fixtureArgv(path));
    const r = runSession(p.session, fx, 1000, "0123456789ab");
    for (const k of keep) expect(r.text).toContain(k);
    for (const gone of ['"totals"', '"ignorable"', "Note: Using configuration file", "[▓▓▓▓", "[░░░░"]) expect(r.text).not.toContain(gone);
    if (cut) expect(r.text).toContain(cut);
    expect(r.savings).toBeGreaterThanOrEqual(min);
    // Every message of the document is there, verbatim, with its file and line.
    const doc = JSON.parse(fx.stdout.toString()) as { files: Record<string, { messages: { message: string; line: number }[] }> | [] };
    for (const [file, f] of Object.entries(doc.files)) for (const m of f.messages) expect(r.text).toContain(`${file}:${m.line}: ${m.message}`);
  });

  it("plans every JSON form to it; php vendor/bin/phpstan stays with the declarative filter; other formats run raw", () => {
    for (const argv of [["phpstan", "analyse", "--error-format", "json"], ["phpstan.phar", "analyze", "--error-format=prettyJson", "src"]]) {
      expect(plan(argv).session, argv.join(" ")).toBe("dev:phpstan-json");
      expect(plan(argv).argv).toEqual(argv);
    }
    expect(plan(["php", "vendor/bin/phpstan", "analyse", "--error-format=json", "src"]).session).toBe("filter:builtin:phpstan");
    expect(plan(["vendor/bin/phpstan", "analyse", "--error-format=json", "--generate-baseline"]).mode).toBe("passthrough");
    expect(plan(["vendor/bin/phpstan", "analyse", "--error-format=github"]).mode).toBe("passthrough");
  });

  it("hooks rewrite the JSON and raw forms and leave checkstyle as typed", () => {
    const r = core();
    expect(r.rewrite("vendor/bin/phpstan analyse --error-format=json src").command).toBe("rtk vendor/bin/phpstan analyse --error-format=json src");
    expect(r.rewrite("vendor/bin/phpstan analyse --error-format=raw src").command).toBe("rtk vendor/bin/phpstan analyse --error-format=raw src");
    expect(r.rewrite("vendor/bin/phpstan analyse --error-format=checkstyle src").command ?? null).toBeNull();
  });

  it("output detection knows the document under a task runner (composer run phpstan)", () => {
    const text = runSession("dev:detect", fixture("phpstan/analyse-json-workspace")).text;
    expect(text).toContain("/src/mono/packages/catalog/src/Product.php:15: Call to an undefined method Mono\\Catalog\\Product::priceCents(). [method.notFound]");
  });

  it("a document it cannot read shows the raw output", () => {
    const fx = { ...fixture("phpstan/analyse-json-errors"), stdout: Buffer.from('{"totals":{"errors":0},"files":{"a.php":7},"errors":[]}') };
    expect(runSession("dev:phpstan-json", fx as ReturnType<typeof fixture>).text).toContain('"files":{"a.php":7}');
  });
});
