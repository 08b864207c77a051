// kubectl get -o json and -o yaml on real output of kubectl (fixtures/kubectl/README.md): the
// objects as compact data with every value kept; managedFields and last-applied copies gone.
import { describe, expect, it } from "vitest";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";
import { scalarValues } from "./json-values";

describe("kubectl get -o json", () => {
  it("plans to the JSON filter; -o jsonpath and --watch stay raw", () => {
    expect(plan(fixtureArgv("kubectl/get-pods-json")).session).toBe("filter:builtin:kubectl-get-json");
    expect(plan(["kubectl", "get", "pods", "-o", "jsonpath={.items}"]).session).toBe("raw");
    expect(plan(["kubectl", "get", "pods", "-o", "json", "--watch"]).session).toBe("raw");
  });

  it("keeps every value of every pod, one per line, without JSON's punctuation", () => {
    const fx = fixture("kubectl/get-pods-json");
    const r = runSession("filter:builtin:kubectl-get-json", fx);
    const doc = JSON.parse(fx.raw);
    const lines = new Set(r.out.split("\n").map((l) => l.replace(/^[\s-]*(?:[\w./-]+: )?/, "")));
    const missing = scalarValues(doc).filter((v) => !lines.has(v) && !r.out.includes(v));
    expect(missing).toEqual([]);
    for (const pod of doc.items) expect(r.out).toContain(`    name: ${pod.metadata.name}\n`);
    expect(r.out).not.toMatch(/^\s*[{}[\]],?$/m);
    expect(r.out).not.toMatch(/^\s*"[\w.-]+": /m);
    expect(r.savings).toBeGreaterThanOrEqual(55);
  });
});

describe("kubectl get -o yaml", () => {
  it("plans to the YAML filter and keeps kubectl's YAML as printed when it has no managedFields", () => {
    const fx = fixture("kubectl/get-pod-yaml");
    expect(plan(fixtureArgv("kubectl/get-pod-yaml")).session).toBe("filter:builtin:kubectl-get-yaml");
    expect(runSession("filter:builtin:kubectl-get-yaml", fx).out).toBe(fx.raw);
  });
});
