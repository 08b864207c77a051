// oc (OpenShift's CLI) through the kubectl filters, on constructed fixtures (fixtures/oc/README.md:
// oc cannot run here; its get/describe/apply/delete/rollout/logs are kubectl's own commands, so the
// cases are kubectl's real output under oc's command line): each plans to the kubectl filter named
// here, keeps the facts and drops the padding like kubectl's; the OpenShift-only errors against
// plain Kubernetes stay whole; `oc project` and the interactive forms are left as typed.
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "oc/get-pods", spec: "filter:builtin:kubectl-get", keep: ["catalog-799b7679f9-9zd5b  0/1  CrashLoopBackOff  7 (64s ago)  64s", "orders-f59d6f5c4-xhdc4  0/1  Pending  0  64s", "recommend-59865dd648-84jqx  0/1  ImagePullBackOff  0  64s", "payments-54b4cd4c9-947z7"], drop: ["NAME                         READY"], min: 50 },
  { fixture: "oc/describe-deployment", spec: "filter:builtin:kubectl-describe", keep: ["Name:  payments", "Available  True  MinimumReplicasAvailable", "NewReplicaSet:  payments-54b4cd4c9 (4/4 replicas created)"], drop: ["OldReplicaSets:  <none>"] },
  { fixture: "oc/apply", spec: "filter:builtin:kubectl-apply", keep: ["configmap/notify-config created", "deployment.apps/orders configured"], drop: ["last-applied-configuration annotation"], min: 50 },
  { fixture: "oc/rollout-status", spec: "filter:builtin:kubectl-apply", keep: ['deployment "payments" successfully rolled out'], nothingGoes: "kubectl's one line" },
  { fixture: "oc/delete-missing", spec: "filter:builtin:kubectl-apply", keep: ['Error from server (NotFound): pods "nope" not found'], nothingGoes: "one error line" },
  { fixture: "oc/logs-missing", spec: "filter:builtin:container-logs", keep: ['error: error from server (NotFound): pods "nope" not found in namespace "shop"'], nothingGoes: "one error line" },
  { fixture: "oc/get-routes", spec: "filter:builtin:kubectl-get", keep: ['error: the server doesn\'t have a resource type "routes"'], nothingGoes: "an OpenShift-only type against plain Kubernetes: one error line" },
  { fixture: "oc/get-deploymentconfigs", spec: "filter:builtin:kubectl-get", keep: ['error: the server doesn\'t have a resource type "dc"'], nothingGoes: "an OpenShift-only type against plain Kubernetes: one error line" },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["oc project shop", "raw"],
  ["oc status", "raw"],
  ["oc rsh web-1", "raw"],
  ["oc exec -it web-1 -- sh", "raw"],
  ["oc logs -f web-1", "raw"],
  ["oc get pods -w", "raw"],
]);
