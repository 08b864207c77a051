// sf, the Salesforce CLI: filters/sf.toml on fixtures/sf. The deploys are replayed through the
// CLI's own output code from constructed responses (no org answers here); the no-org errors are
// real runs. Component failures, test failures with their stack traces, the test counts, the
// deployed files and the final status with its deploy id survive verbatim; the stage block sf
// redraws on every poll, its box borders and padding go; exit codes stay.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "sf/deploy-start/component-errors", filter: "sf-deploy", exit: 1, keep: ["Component Failures [2]\nType | Name | Problem | Line:Column\nApexClass | Cart | Variable does not exist: discount (7:24) | 7:24\nApexClass | Order | Method does not exist or incorrect signature: void place(Cart) from the type Order (12:9) | 12:9\n", " Status: Failed\n Deploy ID: 0AfWs00000Rtk7xKAB\n Target Org: dev@shop-acme.example"], drop: ["Deploying v62.0 metadata to dev@shop-acme.example using the v62.0 SOAP API.", "Waiting for the org to respond", "Status: In Progress", "Elapsed Time:", "Components: 5/7 (71%)", "┌───────────┬", "│ ApexClass │"], min: 90 },
  { fixture: "sf/deploy-start/test-failures", filter: "sf-deploy", exit: 1, keep: ["Test Failures [2]\n• OrderTest.placeRejectsEmptyCart\n  message: System.NullPointerException: Attempt to de-reference a null object\n  stacktrace:\n    Class.Order.place: line 27, column 1\n    Class.OrderTest.placeRejectsEmptyCart: line 31, column 1\n• CartTest.totalAppliesTax\n  message: System.AssertException: Assertion Failed: Expected: 108.00, Actual: 100.00\n  stacktrace:\n    Class.CartTest.totalAppliesTax: line 21, column 1\n", "Test Results Summary\nPassing: 4\nFailing: 2\nTotal: 6\nTime: 1874.0\n", " Status: Failed\n Deploy ID: 0AfWs00000Rtk7xKAB"], drop: ["Successful: 4/6 (67%)", "Running Tests", "Status: Pending"], min: 85 },
  // Two package directories: every deployed file with its path, what every row shares said once.
  { fixture: "sf/deploy-start/ok", filter: "sf-deploy", exit: 0, keep: ["Deployed Source\nName | Path\nevery row: State=Changed, Type=ApexClass\nMoney | core/main/default/classes/Money.cls\n", "PriceBook | force-app/main/default/classes/PriceBook.cls-meta.xml", " Status: Succeeded\n Deploy ID: 0AfWs00000Rtk7xKAB\n Target Org: dev@shop-acme.example"], drop: ["Running Tests - Skipped", "Status: In Progress", "└─────────┴", "│ Changed │"], min: 85 },
];

describeLanguageCases(CASES);

// With CI set (`env CI=true sf ...`, as a CI job runs it; a hook rewrites it to `env CI=true rtk sf ...`), sf writes
// the stage block once, line by line, and Apex test failures as they come under Running Tests.
describe("sf in CI: the stage list and progress go, the failures, counts and final block stay", () => {
  const cases: { path: string; exit: number; keep: string[]; drop: string[]; min: number }[] = [
    { path: "sf/deploy-start/ci-test-failures", exit: 1, keep: ["   • OrderTest.placeRejectsEmptyCart\n     message: System.NullPointerException: Attempt to de-reference a null object\n     stacktrace:\n       Class.Order.place: line 27, column 1\n    Class.OrderTest.placeRejectsEmptyCart: line 31, column 1\n", "   • CartTest.totalAppliesTax\n     message: System.AssertException: Assertion Failed: Expected: 108.00, Actual: 100.00\n", "Test Results Summary\nPassing: 4\nFailing: 2\nTotal: 6\n", "Status: Failed\nDeploy ID: 0AfWs00000Rtk7xKAB\nTarget Org: dev@shop-acme.example"], drop: ["Stages:", "1. Preparing", "▶ Running Tests…", "   Successful: 2/6 (33%)", "Elapsed time:", "Deploying v62.0 metadata"], min: 55 },
    { path: "sf/deploy-start/ci-ok", exit: 0, keep: ["Deployed Source\n State    Name       Type       Path\n Changed  Money      ApexClass  core/main/default/classes/Money.cls\n", " Changed  PriceBook  ApexClass  force-app/main/default/classes/PriceBook.cls-meta.xml\n", "Status: Succeeded\nDeploy ID: 0AfWs00000Rtk7xKAB\nTarget Org: dev@shop-acme.example"], drop: ["Stages:", "✔ Done", "Running Tests - Skipped", "-----------------------"], min: 40 },
  ];
  it.each(cases)("$path", ({ path, exit, keep, drop, min }) => {
    const fx = fixture(path);
    expect(fx.exitCode).toBe(exit);
    expect(fx.cmd).toContain(" && env CI=true sf project deploy start");
    const r = runSession("filter:builtin:sf-deploy", fx);
    for (const k of keep) expect(r.text).toContain(k);
    for (const d of drop) {
      expect(fx.raw.replace(/\u001b\[[0-9;]*m/g, "")).toContain(d);
      expect(r.text).not.toContain(d);
    }
    expect(r.text.split("\n").filter((l) => l === "Status: Failed" || l === "Status: Succeeded")).toHaveLength(1);
    expect(r.savings).toBeGreaterThanOrEqual(min);
  });
});

describe("sf's own errors and formats", () => {
  it("with no org the error sf prints on stderr comes through whole, exit 1", () => {
    for (const path of ["sf/deploy-start/no-org", "sf/deploy-validate/no-org"]) {
      const fx = fixture(path);
      expect(plan(fixtureArgv(path)).session).toBe("filter:builtin:sf-deploy");
      const r = runSession(plan(fixtureArgv(path)).session, fx);
      expect(fx.exitCode).toBe(1);
      expect(r.err).toBe(fx.stderr.toString());
      expect(r.err).toContain("Error (NoDefaultEnvError): No default environment found. Use -o or --target-org to specify an environment.");
    }
  });

  it("--json is the user's format: the document runs raw", () => {
    expect(plan(fixtureArgv("sf/deploy-start/no-org-json")).session).toBe("raw");
  });

  it("commands other than deploy are not this filter's (project generate, convert source)", () => {
    for (const path of ["sf/project-generate", "sf/convert-source"]) expect(plan(fixtureArgv(path)).session).toBe("raw");
  });
});

describeHookForms(
  [
    [["sf", "project", "deploy", "start", "--target-org", "ci", "--test-level", "RunLocalTests"], "sf-deploy"],
    [["sf", "project", "deploy", "validate", "-o", "ci"], "sf-deploy"],
    [["sf", "project", "deploy", "report", "--job-id", "0AfWs00000Rtk7xKAB"], "sf-deploy"],
  ],
  [["sf", "project", "deploy", "start", "--json"]],
);
