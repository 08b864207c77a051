// kubectl (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { describe, expect, it } from "vitest";
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

const CASES: Case[] = [
  { fixture: "kubectl/get-pods", spec: "filter:builtin:kubectl-get", keep: ["0/1  CrashLoopBackOff  7 (10m ago) (x2): catalog-799b7679f9-kvbnw, search-6fb5f8cf6c-6sbzw", "orders-f59d6f5c4-scmfn  0/1  Pending", "recommend-59865dd648-rtlqs  0/1  ImagePullBackOff", "every row: AGE=10m"], drop: ["NAME                         READY"], min: 55 },
  { fixture: "kubectl/get-pods-all", spec: "filter:builtin:kubectl-get", keep: ["web  1/1  Running  0 (x3): frontend-98bdcb8d4-qbsqw, frontend-98bdcb8d4-v4rp6, frontend-98bdcb8d4-x9rbc", "shop  orders-f59d6f5c4-scmfn  0/1  Pending  0"], drop: ["web         frontend-98bdcb8d4-qbsqw"], min: 59 },
  { fixture: "kubectl/get-pods-all-wide", spec: "filter:builtin:kubectl-get", keep: ["frontend-98bdcb8d4-qbsqw 10.244.2.18 node-2", "shop  orders-f59d6f5c4-scmfn  0/1  Pending  0  <none>  <none>"], drop: ["<none>           <none>"], min: 58 },
  { fixture: "kubectl/get-nodes", spec: "filter:builtin:kubectl-get", keep: ["node-1  Ready  <none>  10m  v1.37.2  172.18.0.2  <none>  Debian GNU/Linux 13 (trixie)  6.12.48+deb13-amd64 (amd64)  containerd://2.1.4"], drop: ["node-1   Ready    <none>"] },
  { fixture: "kubectl/get-services", spec: "filter:builtin:kubectl-get", keep: ["orders  ClusterIP  10.96.128.236  <none>  80/TCP  10m"], drop: ["orders     ClusterIP"] },
  { fixture: "kubectl/get-missing", spec: "filter:builtin:kubectl-get", keep: ['Error from server (NotFound): pods "nope" not found'], nothingGoes: "one error line" },
  { fixture: "kubectl/no-server", spec: "filter:builtin:kubectl-get", keep: ["(x5)", "The connection to the server 127.0.0.1:1 was refused"], drop: ["09:10:59.349939"], min: 70 },
  { fixture: "kubectl/describe-pod", spec: "filter:builtin:kubectl-describe", keep: ["Reason:  CrashLoopBackOff", "Exit Code:  1", "Restart Count:  7", "Warning  BackOff  10m (x31 over 10m)  kubelet  Back-off restarting failed container app in pod catalog-799b7679f9-kvbnw_shop(e2a35093-aaa8-4c12-964d-7c7f4cc1ba2f)", "Image ID:  registry.example.test/catalog@sha256:"], drop: ["Annotations:      <none>", "  ----     ------", "kube-api-access-b8hxv:", "ConfigMapName:", "/var/run/secrets/kubernetes.io/serviceaccount", "Mounts:", "Volumes:"], min: 30 },
  { fixture: "kubectl/describe-pending", spec: "filter:builtin:kubectl-describe", keep: ["Status:  Pending", "cpu:  1500m", "Warning  FailedScheduling  10m (x2 over 10m)  default-scheduler  0/3 nodes are available: 3 Insufficient cpu. preemption: 0/3 nodes are available: 3 No preemption victims found for incoming pod.", "PodScheduled  False"], drop: ["Node:             <none>", "Host Port:  0/TCP", "TokenExpirationSeconds:"] },
  { fixture: "kubectl/describe-deployment", spec: "filter:builtin:kubectl-describe", keep: ["Replicas:  7 desired | 7 updated | 7 total | 6 available | 1 unavailable", "Progressing  False  ProgressDeadlineExceeded", "NewReplicaSet:  orders-f59d6f5c4 (7/7 replicas created)"], drop: ["OldReplicaSets:  <none>", "Mounts:        <none>"] },
  { fixture: "kubectl/logs", spec: "filter:builtin:container-logs", keep: ["GET /healthz 200", "ERROR charge failed order=A-1042", "ERROR charge failed order=A-1043", "WARN  retrying webhook delivery attempt=3"], drop: ["2026-11-27T08:01:02.014Z INFO  GET /healthz"], min: 80 },
  { fixture: "kubectl/apply", spec: "filter:builtin:kubectl-apply", keep: ["configmap/notify-config created", "deployment.apps/notify created", "service/notify created", "deployment.apps/orders configured"], drop: ["last-applied-configuration annotation"], min: 60 },
  { fixture: "kubectl/apply-unchanged", spec: "filter:builtin:kubectl-apply", keep: ["configmap/notify-config unchanged", "deployment.apps/orders unchanged"], nothingGoes: "one line per object" },
  { fixture: "kubectl/delete", spec: "filter:builtin:kubectl-apply", keep: ['pod "search-6fb5f8cf6c-fstwr" deleted'], nothingGoes: "one line per object" },
  { fixture: "kubectl/delete-missing", spec: "filter:builtin:kubectl-apply", keep: ['Error from server (NotFound): pods "nope" not found'], nothingGoes: "one error line" },
  { fixture: "kubectl/rollout-restart", spec: "filter:builtin:kubectl-apply", keep: ["deployment.apps/payments restarted"], nothingGoes: "one line per object" },
  { fixture: "kubectl/rollout-undo", spec: "filter:builtin:kubectl-apply", keep: ["deployment.apps/payments rolled back"], nothingGoes: "one line per object" },
  { fixture: "kubectl/rollout-history", spec: "filter:builtin:kubectl-apply", keep: ["deployment.apps/payments\nREVISION  CHANGE-CAUSE\n1  <none>\n2  <none>\n"], drop: ["1         <none>"] },
  { fixture: "kubectl/top-no-metrics", spec: "filter:builtin:kubectl-get", keep: ["error: Metrics API not available"], nothingGoes: "one error line" },
  { fixture: "kubectl/describe-missing", spec: "filter:builtin:kubectl-describe", keep: ['Error from server (NotFound): pods "nope" not found'], nothingGoes: "one error line" },
  { fixture: "kubectl/logs-missing", spec: "filter:builtin:container-logs", keep: ['error: error from server (NotFound): pods "nope" not found in namespace "shop"'], nothingGoes: "one error line" },
  { fixture: "kubectl/apply-invalid", spec: "filter:builtin:kubectl-apply", keep: ['Error from server (BadRequest): error when creating "invalid.yaml": ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal number into Go struct field ConfigMap.data of type string'], nothingGoes: "one error line" },
  { fixture: "kubectl/events-none", spec: "filter:builtin:kubectl-events", keep: ["No events found in shop namespace."], nothingGoes: "kubectl's one line" },
  { fixture: "kubectl/rollout-timeout", spec: "filter:builtin:kubectl-apply", keep: ['error: deployment "orders" exceeded its progress deadline'], nothingGoes: "one error line" },
];

describePlannedCases(CASES);

describe("kubectl rollout status", () => {
  it("a wait repeated while nothing changed is one line with its count; every new count keeps its line (fixtures/kubectl/rollout-status)", () => {
    const fx = fixture("kubectl/rollout-status");
    const r = runSession("filter:builtin:kubectl-apply", fx);
    const wait = 'Waiting for deployment "payments" rollout to finish: ';
    expect(r.out).toBe(
      [
        `${wait}1 out of 4 new replicas have been updated...`,
        `${wait}2 out of 4 new replicas have been updated... (x4)`,
        `${wait}3 out of 4 new replicas have been updated... (x4)`,
        `${wait}1 old replicas are pending termination... (x5)`,
        `${wait}3 of 4 updated replicas are available...`,
        'deployment "payments" successfully rolled out',
        "",
      ].join("\n"),
    );
    // Each distinct line of the raw output is there.
    for (const line of new Set(fx.raw.split("\n").filter(Boolean))) expect(r.out).toContain(line);
    expect(fx.exitCode).toBe(0);
    expect(r.savings).toBeGreaterThanOrEqual(60);
  });
});

describe("kubectl describe", () => {
  it.each(["kubectl/describe-pod", "kubectl/describe-pending", "kubectl/describe-deployment"])("%s: the conditions and the events come right after the Name line, every other line in kubectl's order", (path) => {
    const fx = fixture(path);
    const r = runSession("filter:builtin:kubectl-describe", fx);
    const lines = r.out.split("\n");
    expect(lines[0]).toMatch(/^Name:  \S/);
    // The blocks moved up, in kubectl's order (Conditions before Events), then Namespace.
    const heads = lines.filter((l) => /^\S[^:]*:/.test(l)).map((l) => l.slice(0, l.indexOf(":")));
    expect(heads.slice(0, 4)).toEqual(["Name", "Conditions", "Events", "Namespace"]);
    // Every kept line of the events block sits under its header, before Namespace.
    const events = lines.indexOf("Events:");
    const namespace = lines.findIndex((l) => l.startsWith("Namespace:"));
    const rows = fx.raw.split("\n").filter((l) => /^  (?:Normal|Warning) /.test(l));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const at = lines.indexOf(row.replace(/(\S) {3,}/g, "$1  ").replace(/ +$/, ""));
      expect(at, row).toBeGreaterThan(events);
      expect(at, row).toBeLessThan(namespace);
    }
    expect(fx.exitCode).toBe(0);
  });
});

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

// More shapes from the real cluster (fixtures/kubectl/make-more.sh).
describe("kubectl: get all, describe node / failed job, logs with no kubelet", () => {
  it("get all: every object of every kind keeps its name and its row's cells; each kind's header stays", () => {
    const fx = fixture("kubectl/get-all");
    const r = runSession("filter:builtin:kubectl-get", fx);
    const lines = fx.raw.split("\n").filter((l) => l.trim() !== "");
    const headers = lines.filter((l) => l.startsWith("NAME "));
    expect(headers.length).toBe(5);
    for (const h of headers) expect(r.out).toContain(h.replace(/ {2,}/g, "  "));
    for (const l of lines.filter((x) => !x.startsWith("NAME "))) {
      const [name, ...cells] = l.split(/ {2,}/);
      expect(r.out).toContain(name);
      // A row alone keeps every cell; a grouped pod's shared cells are its group's.
      const own = r.out.split("\n").find((o) => o.startsWith(`${name}  `));
      if (own !== undefined) expect(own).toBe([name, ...cells].join("  "));
    }
    expect(r.out).toContain("job.batch/report  Failed  0/1");
    expect(r.savings).toBeGreaterThan(35);
  });

  it("describe node: the conditions first, every address, capacity and pod row kept", () => {
    const fx = fixture("kubectl/describe-node");
    const r = runSession("filter:builtin:kubectl-describe", fx);
    const first = r.out.split("\n").slice(0, 3).join("\n");
    expect(first).toContain("Name:  node-1\nConditions:");
    for (const l of fx.raw.split("\n").filter((x) => /^ {2}(?:shop|web) /.test(x))) expect(r.out).toContain(l.trim().replace(/ {2,}/g, "  "));
    for (const k of ["InternalIP:  172.18.0.2", "Ready  True", "Kubelet Version:  v1.37.2", "cpu  3300m (82%)  0 (0%)", "Non-terminated Pods:  (8 in total)"]) expect(r.out).toContain(k);
  });

  it("describe a failed job: its warning event comes first, its pod statuses and limits stay", () => {
    const fx = fixture("kubectl/describe-job-failed");
    const r = runSession("filter:builtin:kubectl-describe", fx);
    expect(r.out.split("\n")[1]).toBe("Events:");
    for (const k of ["Warning  BackoffLimitExceeded", "Job has reached the specified backoff limit", "Pods Statuses:  0 Active (0 Ready) / 0 Succeeded / 1 Failed", "Backoff Limit:  0", "Image:  registry.example.test/tools:1.0.0"]) expect(r.out).toContain(k);
  });

  it("logs of a pod whose node has no kubelet: the pod kubectl chose and the server's error stay, exit 1", () => {
    const fx = fixture("kubectl/logs-no-kubelet");
    expect(fx.exitCode).toBe(1);
    const r = runSession("filter:builtin:container-logs", fx);
    expect(r.text).toBe(fx.raw);
    expect(r.text).toMatch(/^Found 7 pods, using pod\/orders-\S+\nError from server: Get "https:\/\/node-\d:10250\/containerLogs\/shop\//);
  });
});
