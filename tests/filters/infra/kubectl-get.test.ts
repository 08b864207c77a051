// kubectl get on real output of kubectl against the stand-in API server (fixtures/kubectl/README.md):
// ready Running pods that share restarts and age are one line with every name; any other pod
// keeps its whole row; nothing of a row is lost.
import { describe, expect, it } from "vitest";
import { fixture, runSession } from "../../helpers/fixtures";

describe("kubectl get", () => {
  it("get pods: the ready Running pods are one line naming each of them; the others keep their rows", () => {
    const fx = fixture("kubectl/get-pods");
    const r = runSession("filter:builtin:kubectl-get", fx);
    const rows = fx.raw.split("\n").slice(1).filter(Boolean);
    const ready = rows.filter((l) => /^\S+ +1\/1 +Running +0 +60m$/.test(l)).map((l) => l.split(/ +/)[0]);
    expect(ready.length).toBe(15);
    expect(r.out).toContain(`1/1  Running  0  60m (x15): ${ready.join(", ")}\n`);
    for (const l of rows.filter((l) => !/ 1\/1 +Running +0 /.test(l))) expect(r.out).toContain(`${l.replace(/ {3,}/g, "  ")}\n`);
    expect(r.out.split("\n").filter(Boolean).length).toBe(1 + 1 + rows.length - ready.length);
    expect(r.savings).toBeGreaterThanOrEqual(45);
  });

  it("get pods -o wide: each grouped pod keeps its IP and node next to its name", () => {
    const fx = fixture("kubectl/get-pods-wide");
    const r = runSession("filter:builtin:kubectl-get", fx);
    for (const l of fx.raw.split("\n").slice(1).filter((l) => / 1\/1 +Running +0 /.test(l))) {
      const [name, , , , , ip, node] = l.split(/ +/);
      expect(r.out).toContain(`${name} ${ip} ${node} `);
    }
    expect(r.savings).toBeGreaterThan(r.rawTokens > 0 ? 40 : 0);
  });

  it("tables other than pods keep every row (deployments)", () => {
    const fx = fixture("kubectl/get-deployments");
    const r = runSession("filter:builtin:kubectl-get", fx);
    for (const l of fx.raw.split("\n").filter(Boolean)) expect(r.out).toContain(l.replace(/ {3,}/g, "  ").trimEnd());
  });
});
