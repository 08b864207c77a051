// helm (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { describe, expect, it } from "vitest";
import { type Case, describePlannedCases } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

const CASES: Case[] = [
  { fixture: "helm/lint", spec: "filter:builtin:helm-lint", keep: ["1 chart(s) linted, 0 chart(s) failed"], drop: ["[INFO] Chart.yaml: icon is recommended"] },
  { fixture: "helm/lint-errors", spec: "filter:builtin:helm-lint", keep: ["[ERROR] templates/: parse error at (orders/templates/configmap.yaml:2)", "Error: 1 chart(s) linted, 1 chart(s) failed"], drop: ["[INFO]"] },
  { fixture: "helm/template-errors", spec: "filter:builtin:helm-template", keep: ["Error: parse error at (orders/templates/configmap.yaml:2)"], drop: ["Use --debug flag"] },
  { fixture: "helm/template", spec: "filter:builtin:helm-template", keep: ["# Source: orders/templates/deployment.yaml", "kind: Deployment"], nothingGoes: "the manifests are what helm template is for: kept whole" },
  { fixture: "helm/install-unreachable", spec: "filter:builtin:helm-release", keep: ["Error: INSTALLATION FAILED: Kubernetes cluster unreachable"], nothingGoes: "one error line" },
  { fixture: "helm/upgrade-unreachable", spec: "filter:builtin:helm-release", keep: ["Error: Kubernetes cluster unreachable: Get \"http://localhost:8080/version\""], nothingGoes: "one error line" },
  { fixture: "helm/status-unreachable", spec: "filter:builtin:helm-release", keep: ["Error: Kubernetes cluster unreachable: Get \"http://localhost:8080/version\""], nothingGoes: "one error line" },
  // Against a real API server (fixtures/helm/README.md).
  { fixture: "helm/install", spec: "filter:builtin:helm-release", keep: ["NAME: orders", "LAST DEPLOYED: Sat Nov 28 00:51:57 2026", "NAMESPACE: store", "STATUS: deployed", "REVISION: 1"], drop: ["NOTES:", "port-forward $POD_NAME"], min: 75 },
  { fixture: "helm/upgrade", spec: "filter:builtin:helm-release", keep: ['Release "orders" has been upgraded. Happy Helming!', "NAMESPACE: store", "STATUS: deployed", "REVISION: 2"], drop: ["NOTES:", "export POD_NAME"], min: 70 },
  { fixture: "helm/upgrade-install", spec: "filter:builtin:helm-release", keep: ['Release "payments" does not exist. Installing it now.', "NAME: payments", "STATUS: deployed", "REVISION: 1"], drop: ["NOTES:"], min: 70 },
  { fixture: "helm/status", spec: "filter:builtin:helm-release", keep: ["NAME: orders", "STATUS: deployed", "REVISION: 2"], drop: ["NOTES:"], min: 75 },
  { fixture: "helm/rollback", spec: "filter:builtin:helm-release", keep: ["Rollback was a success! Happy Helming!"], nothingGoes: "one line of facts" },
  { fixture: "helm/uninstall", spec: "filter:builtin:helm-release", keep: ['release "payments" uninstalled'], nothingGoes: "one line of facts" },
  { fixture: "helm/install-exists", spec: "filter:builtin:helm-release", keep: ["Error: INSTALLATION FAILED: cannot re-use a name that is still in use"], nothingGoes: "one error line" },
  { fixture: "helm/install-conflict", spec: "filter:builtin:helm-release", keep: ['Error: INSTALLATION FAILED: Unable to continue with install: Service "orders" in namespace "shop" exists and cannot be imported into the current release'], nothingGoes: "one error line" },
  { fixture: "helm/install-template-error", spec: "filter:builtin:helm-release", keep: ["Error: INSTALLATION FAILED: parse error at (orders/templates/configmap.yaml:2): unclosed action started at orders/templates/configmap.yaml:1"], nothingGoes: "one error line" },
  { fixture: "helm/install-wait-timeout", spec: "filter:builtin:helm-release", keep: ["Error: INSTALLATION FAILED: context deadline exceeded"], nothingGoes: "one error line" },
  { fixture: "helm/upgrade-missing", spec: "filter:builtin:helm-release", keep: ['Error: UPGRADE FAILED: "missing" has no deployed releases'], nothingGoes: "one error line" },
  { fixture: "helm/status-missing", spec: "filter:builtin:helm-release", keep: ["Error: release: not found"], nothingGoes: "one error line" },
  { fixture: "helm/uninstall-missing", spec: "filter:builtin:helm-release", keep: ["Error: uninstall: Release not loaded: nope: release: not found"], nothingGoes: "one error line" },
  { fixture: "helm/list", spec: "filter:builtin:helm-list", keep: ["every row: NAMESPACE=store, CHART=orders-0.1.0, APP VERSION=1.16.0", "ledger  1  2026-11-28 00:52:15.885022262 +0000 UTC  failed", "orders  2  2026-11-28 00:52:01.847415829 +0000 UTC  deployed"], drop: ["NAME     \tNAMESPACE"], min: 45 },
  { fixture: "helm/history", spec: "filter:builtin:helm-list", keep: ["1  Sat Nov 28 00:51:57 2026  superseded  orders-0.1.0  1.16.0  Install complete", "2  Sat Nov 28 00:52:01 2026  deployed  orders-0.1.0  1.16.0  Upgrade complete"], drop: ["REVISION\tUPDATED "] },
  // More offline shapes (fixtures/helm/make-more.sh): two charts in one lint, one failing; a `required` value left empty.
  { fixture: "helm/lint-two-charts", spec: "filter:builtin:helm-lint", keep: ["==> Linting ./orders", "==> Linting ./settings", '[ERROR] templates/: template: settings/templates/configmap.yaml:6:68: executing "settings/templates/configmap.yaml" at <.Values.config.databaseUrl>: nil pointer evaluating interface {}.databaseUrl', "Error: 2 chart(s) linted, 1 chart(s) failed"], drop: ["[INFO] Chart.yaml: icon is recommended"] },
  { fixture: "helm/template-required", spec: "filter:builtin:helm-template", keep: ["Error: execution error at (required/templates/configmap.yaml:6:19): config.databaseUrl is required"], drop: ["Use --debug flag to render out invalid YAML"] },
];

describePlannedCases(CASES);

describe("helm on a real cluster", () => {
  it("install, upgrade and status keep release, namespace, status and revision; the chart's NOTES go as a cut (the run's recall hint names the full output)", () => {
    for (const path of ["helm/install", "helm/upgrade", "helm/upgrade-install", "helm/status"]) {
      const fx = fixture(path);
      const r = runSession("filter:builtin:helm-release", fx);
      expect(fx.exitCode).toBe(0);
      for (const field of ["NAME", "LAST DEPLOYED", "NAMESPACE", "STATUS", "REVISION"]) {
        const line = fx.raw.split("\n").find((l) => l.startsWith(`${field}: `)) as string;
        expect(r.out.split("\n"), `${path} ${field}`).toContain(line);
      }
      expect(r.out).not.toContain("NOTES:");
      expect(r.cut, path).toBe(true);
    }
  });

  it("list: 20 releases; the 18 deployed at revision 1 are one line, each with its UPDATED time; the failed one and the upgraded one keep their rows", () => {
    const fx = fixture("helm/list");
    const r = runSession("filter:builtin:helm-list", fx);
    const releases = fx.raw.split("\n").slice(1).filter(Boolean).map((l) => l.split("\t").map((c) => c.trim()));
    expect(releases.length).toBe(20);
    const grouped = releases.filter((c) => c[2] === "1" && c[4] === "deployed");
    expect(grouped.length).toBe(18);
    expect(r.out).toContain(`1  deployed (x18): ${grouped.map((c) => `${c[0]} ${c[3]}`).join(", ")}\n`);
    for (const [name] of releases) expect(r.out).toContain(name);
  });
});
