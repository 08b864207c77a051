// helm (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "helm/lint", spec: "filter:builtin:helm-lint", keep: ["1 chart(s) linted, 0 chart(s) failed"], drop: ["[INFO] Chart.yaml: icon is recommended"] },
  { fixture: "helm/lint-errors", spec: "filter:builtin:helm-lint", keep: ["[ERROR] templates/: parse error at (orders/templates/configmap.yaml:2)", "Error: 1 chart(s) linted, 1 chart(s) failed"], drop: ["[INFO]"] },
  { fixture: "helm/template-errors", spec: "filter:builtin:helm-template", keep: ["Error: parse error at (orders/templates/configmap.yaml:2)"], drop: ["Use --debug flag"] },
  { fixture: "helm/template", spec: "filter:builtin:helm-template", keep: ["# Source: orders/templates/deployment.yaml", "kind: Deployment"], nothingGoes: "the manifests are what helm template is for: kept whole" },
  { fixture: "helm/install-unreachable", spec: "filter:builtin:helm-release", keep: ["Error: INSTALLATION FAILED: Kubernetes cluster unreachable"], nothingGoes: "one error line" },
  { fixture: "helm/upgrade-unreachable", spec: "filter:builtin:helm-release", keep: ["Error: Kubernetes cluster unreachable: Get \"http://localhost:8080/version\""], nothingGoes: "one error line" },
  { fixture: "helm/status-unreachable", spec: "filter:builtin:helm-release", keep: ["Error: Kubernetes cluster unreachable: Get \"http://localhost:8080/version\""], nothingGoes: "one error line" },
];

describePlannedCases(CASES);
