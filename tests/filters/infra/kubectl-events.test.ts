// kubectl events and kubectl get events (filters/kubectl.toml, kubectl-events) on real output of a
// real control plane (fixtures/kubectl/README.md): every Warning keeps its row, object, count and
// message verbatim, before any Normal event; Normal events that differ only in the names Kubernetes
// generates, their ages or the node a pod went to are one line, the first event as printed, its
// first..last age and `(+N similar)`, so every event is still counted; the rest is a cut.
import { describe, expect, it } from "vitest";
import { describeLeftAlone, plannedSession } from "../../helpers/cases";
import { type Fixture, fixture, runSession } from "../../helpers/fixtures";

const SPEC = "filter:builtin:kubectl-events";

/** The cells of each row of kubectl's event table (cells are separated by two or more spaces). */
function rows(fx: Fixture): string[][] {
  return fx.stdout.toString().split("\n").slice(1).filter(Boolean).map((l) => l.trim().split(/ {2,}/));
}

/** The events a line of the output stands for: 1, or 1 + N for `(+N similar)`. */
function represented(line: string): number {
  const m = / \(\+(\d+) similar(?:: rtk recall \w+)?\)$/.exec(line);
  return m ? 1 + Number(m[1]) : 1;
}

describe.each([
  ["kubectl/events", 64, 8],
  ["kubectl/get-events", 62, 8],
])("%s", (path, min, warnings) => {
  const fx = fixture(path);
  const r = runSession(SPEC, fx);
  const lines = r.out.split("\n").filter(Boolean);
  const events = rows(fx);

  it("is the filter its command plans to, keeps the exit code, and saves at least the target", () => {
    expect(plannedSession(fx.cmd)).toBe(SPEC);
    expect(fx.exitCode).toBe(0);
    expect(r.savings).toBeGreaterThanOrEqual(min);
    expect(r.tokens).toBeLessThan(r.rawTokens);
  });

  it("keeps every Warning row whole (padding squeezed), all of them before the first Normal event", () => {
    const raw = fx.stdout.toString().split("\n").filter((l) => /^\S.*? {2,}Warning {2,}/.test(l));
    expect(raw.length).toBe(warnings);
    for (const l of raw) expect(lines).toContain(l.replace(/(\S) {3,}/g, "$1  ").trimEnd());
    const firstNormal = lines.findIndex((l) => / {2}Normal {2}/.test(l));
    expect(firstNormal).toBe(1 + warnings);
    expect(lines.slice(firstNormal).some((l) => l.includes("  Warning  "))).toBe(false);
  });

  it("counts every event: the lines and their (+N similar) add up to the raw rows", () => {
    expect(lines[0]).toBe("LAST SEEN  TYPE  REASON  OBJECT  MESSAGE");
    expect(lines.slice(1).reduce((n, l) => n + represented(l), 0)).toBe(events.length);
  });

  it("keeps every Normal reason, and one line per replica set or job whose pods repeat a lifecycle event", () => {
    for (const reason of new Set(events.filter((c) => c[1] === "Normal").map((c) => c[2]))) {
      expect(lines.some((l) => l.includes(`  Normal  ${reason}  `)), reason).toBe(true);
    }
    // The pods' Started events of one replica set are one line each: kubectl printed one per pod.
    const started = lines.filter((l) => /  Normal  Started  \S+\/orders-\w+-\w+  Started container app \(\+\d+ similar/.test(l));
    expect(started.length).toBe(1);
    expect(r.out).not.toContain("Normal    Started");
  });
});

describe("kubectl events: what the hook and the plan take", () => {
  it("plans events and get events (and oc's) to kubectl-events, other tables to kubectl-get", () => {
    expect(plannedSession("kubectl events")).toBe(SPEC);
    expect(plannedSession("kubectl get events -A")).toBe(SPEC);
    expect(plannedSession("kubectl -n shop get ev")).toBe(SPEC);
    expect(plannedSession("oc get events --field-selector type=Warning")).toBe(SPEC);
    expect(plannedSession("kubectl events --for pod/web-1")).toBe(SPEC);
    expect(plannedSession("kubectl get pods")).toBe("filter:builtin:kubectl-get");
  });
});

describeLeftAlone([
  ["kubectl events -w", "raw"],
  ["kubectl get events -o json", "filter:builtin:kubectl-get-json"],
  ["kubectl get events -o jsonpath={.items}", "raw"],
]);
