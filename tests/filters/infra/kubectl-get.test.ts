// kubectl get on real output of kubectl against a real API server on loopback (fixtures/kubectl/README.md):
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
    const pods = rows(fx);
    expect(pods.length).toBe(22);
    const ages = new Set(pods.map((c) => c[4]));
    expect(ages.size).toBe(1);
    expect(lines[0]).toBe("NAME  READY  STATUS  RESTARTS");
    expect(lines[1]).toBe(`every row: AGE=${[...ages][0]}`);
    const ready = pods.filter((c) => c[1] === "1/1" && c[2] === "Running" && c[3] === "0").map((c) => c[0]);
    expect(ready.length).toBe(15);
    expect(lines).toContain(`1/1  Running  0 (x15): ${ready.join(", ")}`);
    const crashing = pods.filter((c) => c[2] === "CrashLoopBackOff");
    expect(crashing.length).toBe(2);
    expect(lines).toContain(`0/1  CrashLoopBackOff  ${crashing[0][3]} (x2): ${crashing.map((c) => c[0]).join(", ")}`);
    // Each pod alone in its state keeps its row, every cell but the age.
    for (const status of ["Pending", "ImagePullBackOff", "Completed", "Error"]) {
      const [name, readyCell, , restarts] = pods.find((c) => c[2] === status) as string[];
      expect(lines).toContain(`${name}  ${readyCell}  ${status}  ${restarts}`);
    }
    const restarted = pods.find((c) => c[2] === "Running" && c[3] !== "0") as string[];
    expect(lines).toContain(`${restarted[0]}  1/1  Running  ${restarted[3]}`);
    // Every pod's name and status is in the output.
    for (const [name, , status] of pods) expect(lines.some((l) => l.includes(name) && l.includes(status)), name).toBe(true);
    expect(r.savings).toBeGreaterThanOrEqual(55);
  });

  it("get pods -o wide: each grouped pod keeps its IP and node next to its name; <none> columns are said once", () => {
    const fx = fixture("kubectl/get-pods-wide");
    const r = runSession("filter:builtin:kubectl-get", fx);
    const age = rows(fx)[0][4];
    expect(r.out).toContain(`NAME  READY  STATUS  RESTARTS  IP  NODE\nevery row: AGE=${age}, NOMINATED NODE=<none>, READINESS GATES=<none>\n`);
    for (const [name, ready, status, restarts, , ip, node] of rows(fx)) {
      if (ready === "1/1" && status === "Running" && restarts === "0") expect(r.out).toContain(`${name} ${ip} ${node}`);
      else expect(r.out).toMatch(new RegExp(`${name}(?:  ${ready}  ${status}  ${restarts.replace(/[()]/g, "\\$&")}  ${ip}  ${node}\\n| ${ip} ${node}[,\\n])`));
    }
    // The pending pod has no IP and no node: `<none>` stays in its row.
    expect(r.out).toMatch(/^orders-\S+  0\/1  Pending  0  <none>  <none>$/m);
    expect(r.savings).toBeGreaterThanOrEqual(55);
  });

  it("get pods -A: each group names its namespace once; pods of both namespaces keep their names", () => {
    const fx = fixture("kubectl/get-pods-all");
    const r = runSession("filter:builtin:kubectl-get", fx);
    const web = rows(fx).filter((c) => c[0] === "web").map((c) => c[1]);
    expect(web.length).toBe(3);
    expect(r.out).toContain(`web  1/1  Running  0 (x3): ${web.join(", ")}\n`);
    const shopReady = rows(fx).filter((c) => c[0] === "shop" && c[2] === "1/1" && c[4] === "0").map((c) => c[1]);
    expect(r.out).toContain(`shop  1/1  Running  0 (x15): ${shopReady.join(", ")}\n`);
    expect(r.out.match(/^web /gm)?.length).toBe(1);
    for (const [, name] of rows(fx)) expect(r.out).toContain(name);
    // 25 pods: just under the 60 % for tables (the names are most of what is left).
    expect(r.savings).toBeGreaterThanOrEqual(59);
  });

  it("get pods -A -o wide: 25 pods in two namespaces, every name, IP and node kept", () => {
    const fx = fixture("kubectl/get-pods-all-wide");
    const r = runSession("filter:builtin:kubectl-get", fx);
    expect(r.out).toContain("NOMINATED NODE=<none>, READINESS GATES=<none>\n");
    for (const [, name, , , , , ip, node] of rows(fx)) expect(r.out).toMatch(new RegExp(`${name}(?: ${ip} ${node}|  .*  ${ip}  ${node})`));
    expect(r.savings).toBeGreaterThanOrEqual(58);
  });

  it("tables other than pods keep every row (deployments)", () => {
    const fx = fixture("kubectl/get-deployments");
    const r = runSession("filter:builtin:kubectl-get", fx);
    for (const l of fx.raw.split("\n").filter(Boolean)) expect(r.out).toContain(l.replace(/ {3,}/g, "  ").trimEnd());
  });
});
