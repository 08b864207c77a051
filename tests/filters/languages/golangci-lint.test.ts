// golangci-lint (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";
import { core } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "golangci-lint/run/all-linters", filter: "golangci-lint", exit: 1, keep: ["inventory/stock.go:20:27: Error return value of `(*encoding/json.Decoder).Decode` is not checked (errcheck)", "inventory/stock.go:33:22: printf: fmt.Sprintf format %d has arg it.SKU of wrong type string (govet)", "inventory/stock.go:9:6: exported: exported type Item should have comment or be unexported (revive)", "9 issues:", "* revive: 6"], drop: ["\tjson.NewDecoder(f).Decode(&items)"], min: 25 },
  { fixture: "golangci-lint/run/compile-error", filter: "golangci-lint", exit: 1, keep: ["inventory/broken.go:3:28: undefined: undefinedName (typecheck)", "1 issues:"], drop: ["package inventory\n"], min: 10 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["golangci-lint", "run", "./..."], "golangci-lint"],
  ],
  [
    ["golangci-lint", "run", "--output.json.path=report.json"],
    ["golangci-lint", "run", "--out-format", "checkstyle"],
    ["golangci-lint", "run", "--output.checkstyle.path=stdout"],
  ],
);

// The JSON report on stdout (real captures: v2.15.0 `--output.json.path=stdout`, which prints its
// text summary after the document, and v1.64.8 `--out-format json`, the document alone; a single
// module and a go.work workspace, failing and clean) is read as data by the code filter
// golangci-lint-json: each issue as the text format prints it, `path:line:col: text (linter)`.
const JSON_CASES = [
  {
    path: "golangci-lint/run/json",
    exit: 1,
    keep: [
      "inventory/stock.go:20:27: Error return value of `(*encoding/json.Decoder).Decode` is not checked (errcheck)",
      "inventory/stock.go:38:14: Error return value of `os.WriteFile` is not checked (errcheck)",
      "inventory/stock.go:33:22: printf: fmt.Sprintf format %d has arg it.SKU of wrong type string (govet)",
      "3 issues:\n* errcheck: 2\n* govet: 1\n",
      "enabled linters: errcheck, govet, ineffassign, staticcheck, typecheck, unused",
    ],
    left: "3 source lines, 116 linters not enabled left out",
  },
  {
    path: "golangci-lint/run/json-workspace",
    exit: 1,
    keep: [
      "money.go:1:1: package-comments: should have a package comment (revive) [warning]",
      "money.go:12:5: SA6005: should use strings.EqualFold instead (staticcheck)",
      "5 issues:\n* revive: 4\n* staticcheck: 1\n",
    ],
    left: "5 source lines, 1 suggested fix, 115 linters not enabled left out",
  },
  {
    path: "golangci-lint/run/json-workspace-root",
    exit: 1,
    keep: [
      "api/handler.go:14:9: Error return value of `w.Write` is not checked (errcheck)",
      "api/handler.go:8:14: ST1005: error strings should not end with punctuation or newlines (staticcheck)",
      "core/money.go:12:5: SA6005: should use strings.EqualFold instead (staticcheck)",
      "3 issues:\n* errcheck: 1\n* staticcheck: 2\n",
    ],
    left: "3 source lines, 1 suggested fix, 116 linters not enabled left out",
  },
  { path: "golangci-lint/run/json-clean", exit: 0, keep: ["0 issues.", "enabled linters: errcheck, govet"], left: "116 linters not enabled left out" },
  { path: "golangci-lint/run/json-workspace-clean", exit: 0, keep: ["0 issues.", "enabled linters: errcheck, typecheck"], left: "120 linters not enabled left out" },
  {
    path: "golangci-lint/run/v1-json",
    exit: 1,
    keep: [
      "inventory/stock.go:20:27: Error return value of `(*encoding/json.Decoder).Decode` is not checked (errcheck)",
      "inventory/stock.go:33:9: printf: fmt.Sprintf format %d has arg it.SKU of wrong type string (govet)",
      "golangci-lint: 3 issues",
      "enabled linters: errcheck, gosimple, govet",
    ],
    left: "3 source lines, 117 linters not enabled left out",
  },
  {
    path: "golangci-lint/run/v1-json-workspace",
    exit: 1,
    keep: ["api/handler.go:14:9: Error return value of `w.Write` is not checked (errcheck)", "core/money.go:12:5: SA6005: should use strings.EqualFold instead (staticcheck)", "golangci-lint: 2 issues"],
    left: "2 source lines, 1 suggested fix, 117 linters not enabled left out",
  },
  { path: "golangci-lint/run/v1-json-clean", exit: 0, keep: ["golangci-lint: no issues"], left: "117 linters not enabled left out" },
  { path: "golangci-lint/run/v1-json-workspace-clean", exit: 0, keep: ["golangci-lint: no issues", "enabled linters: errcheck, typecheck"], left: "122 linters not enabled left out" },
];

describe("the JSON report on stdout, read as data (golangci-lint-json)", () => {
  it.each(JSON_CASES)("$path", ({ path, exit, keep, left }) => {
    const fx = fixture(path);
    expect(fx.exitCode).toBe(exit);
    const p = plan(fixtureArgv(path));
    expect(p.session).toBe("dev:golangci-lint-json");
    expect(p.argv).toEqual(fixtureArgv(path));
    const r = runSession(p.session, fx, 1000, "0123456789ab");
    for (const k of keep) expect(r.text).toContain(k);
    // The document, the source lines and the linters not enabled go; the cut names its recall id.
    expect(r.text).not.toContain('{"Issues"');
    expect(r.text).not.toContain("SourceLines");
    expect(r.text).not.toContain("arangolint");
    expect(r.text).toContain(`[${left}: rtk recall 0123456789ab]`);
    expect(r.cut).toBe(true);
    expect(r.savings).toBeGreaterThanOrEqual(exit === 0 ? 90 : 80);
    // Each issue of the document has its line, in the text format's form.
    const doc = JSON.parse(fx.stdout.toString().split("\n")[0]) as { Issues: { FromLinter: string; Text: string; Pos: { Filename: string; Line: number; Column: number } }[] };
    for (const i of doc.Issues) expect(r.text).toContain(`${i.Pos.Filename}:${i.Pos.Line}:${i.Pos.Column}: ${i.Text} (${i.FromLinter})`);
  });

  it("the same output whatever the chunk size", () => {
    const fx = fixture("golangci-lint/run/json-workspace-root");
    const whole = runSession("dev:golangci-lint-json", fx, 1 << 20).text;
    expect(runSession("dev:golangci-lint-json", fx, 7).text).toBe(whole);
  });

  it("the other forms of JSON on stdout plan to it; JSON to a file, help and other outputs do not", () => {
    for (const argv of [
      ["golangci-lint", "run", "--output.json.path", "stdout", "./..."],
      ["golangci-lint", "--color", "never", "run", "--out-format=json"],
      ["/root/go/bin/golangci-lint", "run", "--out-format", "json", "./..."],
    ]) {
      expect(plan(argv).session, argv.join(" ")).toBe("dev:golangci-lint-json");
      expect(plan(argv).argv).toEqual(argv);
    }
    for (const argv of [
      ["golangci-lint", "run", "--output.json.path=report.json"],
      ["golangci-lint", "run", "--out-format", "checkstyle"],
      ["golangci-lint", "run", "--output.json.path=stdout", "--help"],
    ]) expect(plan(argv).mode, argv.join(" ")).toBe("passthrough");
  });

  it("output detection knows the document under a task runner (make lint)", () => {
    const fx = fixture("golangci-lint/run/json");
    const viaDetect = runSession("dev:detect", fx).text;
    expect(viaDetect).toContain("inventory/stock.go:38:14: Error return value of `os.WriteFile` is not checked (errcheck)");
    expect(viaDetect).not.toContain('{"Issues"');
  });

  it("hooks rewrite the JSON forms, and leave JSON to a file as typed", () => {
    const r = core();
    expect(r.rewrite("golangci-lint run --output.json.path=stdout ./...").command).toBe("rtk golangci-lint run --output.json.path=stdout ./...");
    expect(r.rewrite("golangci-lint run --out-format json ./...").command).toBe("rtk golangci-lint run --out-format json ./...");
    expect(r.rewrite("golangci-lint run --output.json.path=report.json ./...").command ?? null).toBeNull();
  });

  it("a document it cannot read shows the raw output", () => {
    const fx = { ...fixture("golangci-lint/run/json"), stdout: Buffer.from('{"Issues":[{"FromLinter":"x"}]}\n') };
    const r = runSession("dev:golangci-lint-json", fx as ReturnType<typeof fixture>);
    expect(r.text).toContain('{"Issues":[{"FromLinter":"x"}]}');
  });
});
