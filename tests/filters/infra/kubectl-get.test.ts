// kubectl get on real output of kubectl against the stand-in API server (fixtures/kubectl/README.md):
// pods that share namespace, readiness, status, restarts and age are one line with every name; a
// column with one value on every row is said once; any other pod keeps its row; nothing of a row
// is lost, and no status is hidden.
import { describe, expect, it } from "vitest";
import { type Fixture, fixture, runSession } from "../../helpers/fixtures";

/** The cells of each row of a kubectl table (cells are separated by two or more spaces). */
function rows(fx: Fixture): string[][] {
  return fx.stdout
    .toString()
    .split("\n")
    .slice(1)
    .filter(Boolean)
    .map((l) => l.trim().split(/ {2,}/));
}

describe("kubectl get", () => {
  it("get pods: the age every pod shares is said once; pods in one state are one line naming each; a pod alone in its state keeps its row", () => {
    const fx = fixture("kubectl/get-pods");
    const r = runSession("filter:builtin:kubectl-get", fx);
    const lines = r.out.split("\n").filter(Boolean);
    expect(lines[0]).toBe("NAME  READY  STATUS  RESTARTS");
    expect(lines[1]).toBe("every row: AGE=60m");
    const ready = rows(fx).filter((c) => c[1] === "1/1" && c[2] === "Running" && c[3] === "0").map((c) => c[0]);
    expect(ready.length).toBe(15);
    expect(lines).toContain(`1/1  Running  0 (x15): ${ready.join(", ")}`);
    expect(lines).toContain("0/1  CrashLoopBackOff  7 (2m ago) (x2): catalog-7d9f8b6c5-r14x, search-7d9f8b6c5-s15x");
    for (const row of ["search-7d9f8b6c5-d03x  1/1  Running  1 (2m ago)", "orders-7d9f8b6c5-t16x  0/1  Pending  0", "payments-7d9f8b6c5-v17x  0/1  ImagePullBackOff  0", "catalog-7d9f8b6c5-w18x  0/1  Completed  0", "search-7d9f8b6c5-x19x  0/1  Error  0"]) {
      expect(lines).toContain(row);
    }
    // Every pod's name and status is in the output.
    for (const [name, , status] of rows(fx)) expect(lines.some((l) => l.includes(name) && l.includes(status)), name).toBe(true);
    expect(r.savings).toBeGreaterThanOrEqual(54);
  });

  it("get pods -o wide: each grouped pod keeps its IP and node next to its name; <none> columns are said once", () => {
    const fx = fixture("kubectl/get-pods-wide");
    const r = runSession("filter:builtin:kubectl-get", fx);
    expect(r.out).toContain("NAME  READY  STATUS  RESTARTS  IP  NODE\nevery row: AGE=60m, NOMINATED NODE=<none>, READINESS GATES=<none>\n");
    for (const [name, ready, status, restarts, , ip, node] of rows(fx)) {
      if (ready === "1/1" && status === "Running" && restarts === "0") expect(r.out).toContain(`${name} ${ip} ${node}`);
      else expect(r.out).toMatch(new RegExp(`${name}(?:  ${ready}  ${status}  ${restarts.replace(/[()]/g, "\\$&")}  ${ip}  ${node}\\n| ${ip} ${node}[,\\n])`));
    }
    expect(r.savings).toBeGreaterThanOrEqual(55);
  });

  it("get pods -A: each group names its namespace once; the kube-system pod that restarted keeps its row", () => {
    const fx = fixture("kubectl/get-pods-all");
    const r = runSession("filter:builtin:kubectl-get", fx);
    const system = rows(fx).filter((c) => c[0] === "kube-system" && c[4] === "0").map((c) => c[1]);
    expect(system.length).toBe(12);
    expect(r.out).toContain(`kube-system  1/1  Running  0  9d (x12): ${system.join(", ")}\n`);
    expect(r.out).toContain("kube-system  kube-proxy-9vtmz  1/1  Running  1 (3d ago)  9d\n");
    expect(r.out).toContain("shop  0/1  CrashLoopBackOff  7 (2m ago)  60m (x2): catalog-7d9f8b6c5-r14x, search-7d9f8b6c5-s15x\n");
    expect(r.out.match(/^kube-system /gm)?.length).toBe(2);
    for (const [, name] of rows(fx)) expect(r.out).toContain(name);
    expect(r.savings).toBeGreaterThanOrEqual(60);
  });

  it("get pods -A -o wide: 35 pods in two namespaces save at least 60 %, every name, IP and node kept", () => {
    const fx = fixture("kubectl/get-pods-all-wide");
    const r = runSession("filter:builtin:kubectl-get", fx);
    expect(r.out).toContain("every row: NOMINATED NODE=<none>, READINESS GATES=<none>\n");
    for (const [, name, , , , , ip, node] of rows(fx)) expect(r.out).toMatch(new RegExp(`${name}(?: ${ip} ${node}|  .*  ${ip}  ${node})`));
    expect(r.savings).toBeGreaterThanOrEqual(60);
  });

  it("events: warnings come first, each with its count and first/last age; events of one type, reason and age are one line keeping every object and message", () => {
    const fx = fixture("kubectl/events");
    expect(fx.exitCode).toBe(0);
    const r = runSession("filter:builtin:kubectl-get", fx);
    const lines = r.out.split("\n").filter(Boolean);
    expect(lines[0]).toBe("LAST SEEN  TYPE  REASON  OBJECT  MESSAGE");
    const events = rows(fx);
    const warnings = events.filter((c) => c[1] === "Warning");
    expect(warnings.length).toBe(4);
    // The warnings, in kubectl's order, right under the header, each whole: `12m (x31 over 70m)` kept.
    expect(lines.slice(1, 5)).toEqual(warnings.map((c) => c.join("  ")));
    for (const reason of ["Scheduled", "Pulled"]) {
      const group = events.filter((c) => c[0] === "70m" && c[1] === "Normal" && c[2] === reason);
      expect(group.length).toBe(22);
      expect(lines).toContain(`70m  Normal  ${reason} (x22): ${group.map((c) => `${c[3]} ${c[4]}`).join(", ")}`);
    }
    expect(lines.length).toBe(7);
    // Every object and message stays verbatim; the padding and the repeated age, type and reason go.
    for (const [, , , object, message] of events) expect(r.out.includes(`${object} ${message}`) || r.out.includes(`${object}  ${message}\n`), object).toBe(true);
    expect(r.out).not.toContain("70m                  Normal    Scheduled");
    expect(r.savings).toBeGreaterThanOrEqual(31);
  });

  it("tables other than pods keep every row (deployments)", () => {
    const fx = fixture("kubectl/get-deployments");
    const r = runSession("filter:builtin:kubectl-get", fx);
    for (const l of fx.raw.split("\n").filter(Boolean)) expect(r.out).toContain(l.replace(/ {3,}/g, "  ").trimEnd());
  });
});
