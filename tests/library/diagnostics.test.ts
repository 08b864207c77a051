// Ordinary bad input on the filter path never throws: when the core cannot run the filter (an
// unknown session, a trap half-way), the rest of the output is delivered raw and a diagnostic
// says why.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Core } from "../../bindings/core";
import { createRtkSync } from "../../bindings/index";
import { filterOutput, openStream, type OutputDeps } from "../../bindings/output";
import { ROOT } from "../helpers/cli";

const rtk = createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
const passthrough = rtk.plan(["some-unknown-tool"]);

/** The real core, except that `sessionPush` traps from its `n`th call on. */
function trappingCore(n: number): Core {
  const core = createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm"))).core;
  let calls = 0;
  const exports = { ...core.exports };
  exports.sessionPush = (h: number, s: number, len: number) => {
    if (++calls >= n) throw new WebAssembly.RuntimeError("unreachable");
    return core.exports.sessionPush(h, s, len);
  };
  return Object.assign(Object.create(core) as Core, { exports });
}

describe("the filter path degrades to raw output", () => {
  it("an unknown filter session: raw output and a diagnostic", () => {
    const deps: OutputDeps = { core: rtk.core, planFor: () => ({ ...passthrough, mode: "stream", session: "no-such-session" }) };
    const r = filterOutput(deps, { command: ["x"], stdout: "a\n", stderr: "b\n", exitCode: 1 });
    expect(r.text).toBe("a\nb\n");
    expect(r.stdout).toBe("a\n");
    expect(r.stderr).toBe("b\n");
    expect(r.diagnostics).toEqual([{ level: "warning", message: expect.stringContaining('cannot open filter session "no-such-session"') }]);
    // The figures the CLI records for a fallback (bindings/engine.ts figures()): the core's
    // estimate of the raw output, in = out, nothing cut.
    const raw = rtk.estimateTokens("a\nb\n");
    expect(raw).toBeGreaterThan(0);
    expect(r).toMatchObject({ tokensIn: raw, tokensOut: raw, cut: false });
  });

  it("a core trap half-way: what came out stays, the rest is raw, nothing thrown", () => {
    const core = trappingCore(2);
    const deps: OutputDeps = { core, planFor: () => ({ ...passthrough, mode: "stream", session: "raw" }) };
    const s = openStream(deps, { command: ["x"] });
    const first = new TextDecoder().decode(s.push("one\n"));
    const second = new TextDecoder().decode(s.push("two\n"));
    const third = new TextDecoder().decode(s.push("three\n"));
    const end = s.end(0);
    expect(first + second + third).toBe("one\ntwo\nthree\n");
    expect(end.diagnostics).toHaveLength(1);
    expect(end.diagnostics[0].message).toContain("filter failed, passing the rest through raw");
    // A streamed run keeps no raw output to estimate: no figures.
    expect(end).toMatchObject({ tokensIn: 0, tokensOut: 0, cut: false });
  });
});
