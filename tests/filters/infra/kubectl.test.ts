// kubectl (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "kubectl/get-pods", spec: "filter:builtin:kubectl-get", keep: ["0/1  CrashLoopBackOff  7 (2m ago) (x2): catalog-7d9f8b6c5-r14x, search-7d9f8b6c5-s15x", "orders-7d9f8b6c5-t16x  0/1  Pending", "ImagePullBackOff", "every row: AGE=60m"], drop: ["NAME                      READY"], min: 54 },
  { fixture: "kubectl/get-pods-all", spec: "filter:builtin:kubectl-get", keep: ["kube-system  kube-proxy-9vtmz  1/1  Running  1 (3d ago)  9d", "shop  orders-7d9f8b6c5-t16x  0/1  Pending  0  60m"], drop: ["kube-system   coredns-76f75df574-2xk9p"], min: 60 },
  { fixture: "kubectl/get-pods-all-wide", spec: "filter:builtin:kubectl-get", keep: ["etcd-node-1 172.18.0.2 node-1", "shop  orders-7d9f8b6c5-t16x  0/1  Pending  0  60m  <none>  <none>"], drop: ["<none>           <none>"], min: 60 },
  { fixture: "kubectl/no-server", spec: "filter:builtin:kubectl-get", keep: ["(x5)", "The connection to the server 127.0.0.1:1 was refused"], drop: ["09:10:59.349939"], min: 70 },
  { fixture: "kubectl/describe-pod", spec: "filter:builtin:kubectl-describe", keep: ["Reason:  CrashLoopBackOff", "Exit Code:  1", "Restart Count:  7", "Back-off restarting failed container app in pod catalog-7d9f8b6c5-r14x"], drop: ["Container ID:", "Annotations:      <none>", "  ----     ------"] },
  { fixture: "kubectl/logs", spec: "filter:builtin:container-logs", keep: ["GET /healthz 200", "ERROR charge failed order=A-1042", "ERROR charge failed order=A-1043", "WARN  retrying webhook delivery attempt=3"], drop: ["2026-11-27T08:01:02.014Z INFO  GET /healthz"], min: 80 },
  { fixture: "kubectl/apply", spec: "filter:builtin:kubectl-apply", keep: ["configmap/notify-config created", "deployment.apps/orders configured"], drop: ["last-applied-configuration annotation"], min: 60 },
  { fixture: "kubectl/rollout-timeout", spec: "filter:builtin:kubectl-apply", keep: ["5 of 6 updated replicas are available", "error: timed out waiting for the condition"], nothingGoes: "one wait line and the error" },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["kubectl get pods -o json", "filter:builtin:kubectl-get-json"],
  ["kubectl get pod web -o yaml", "filter:builtin:kubectl-get-yaml"],
  ["kubectl --context prod get pods -o wide", "filter:builtin:kubectl-get"],
  // apply -o json|yaml prints the server's objects: routed (by the flag's value) to the get filters.
  ["kubectl apply -f k.yaml -o yaml", "filter:builtin:kubectl-get-yaml"],
  ["kubectl apply -f k.yaml --output=json", "filter:builtin:kubectl-get-json"],
  ["kubectl apply -f k.yaml -o name", "raw"],
  ["kubectl create deployment web --image=nginx --dry-run=client -o yaml", "raw"],
  ["kubectl exec -it web -- sh", "raw"],
  ["kubectl logs --follow web-1", "raw"],
]);
