// RTK_TIMINGS=1 (host/cli/timings.ts): a command run on its command core ends with one stderr
// line of wall milliseconds per phase and one of CPU milliseconds for the same phases, in every
// runtime, after the command's own output, which stays as it was; off, neither line is printed.
// A command no declared command takes runs on the TOML core from the quick start, which marks the
// built-in filters' load as a phase of its own. A command line whose plan its core gave before
// (host/cli/plan-cache.ts) starts the child first and compiles the core while it runs: its phases
// say so. Only the lines' shape is asserted: the figures are the benchmarks' business (bench/startup).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "../helpers/cli";

const PHASES = ["start", "config", "wasm", "plan", "child", "filter", "record"];
const KEPT_PLAN_PHASES = ["start", "config", "plan", "spawn", "wasm", "child", "filter", "record"];

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A data directory of its own: no plan kept by an earlier run. */
function freshData(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "rtk-timings-"));
  dirs.push(dir);
  return { XDG_DATA_HOME: dir };
}

function phases(stderr: string, label: string): Record<string, number> | null {
  const line = stderr.split("\n").find((l) => l.startsWith(`[rtk] timings ${label}: `));
  if (line === undefined) return null;
  const words = line.slice(`[rtk] timings ${label}: `.length).split(" ");
  const out: Record<string, number> = {};
  for (let i = 0; i + 1 < words.length; i += 2) out[words[i]] = Number(words[i + 1]);
  return out;
}

describe.each(RUNTIMES)("RTK_TIMINGS in $name", (runtime) => {
  it("prints the wall and the CPU time of each phase of a command, the first run and the next", () => {
    const env = { RTK_TIMINGS: "1", ...freshData() };
    for (const expected of [PHASES, KEPT_PLAN_PHASES]) {
      const r = runCli(runtime, ["proxy", "echo", "hi"], { env });
      expect(r.code).toBe(0);
      expect(r.out).toBe("hi\n");
      const wall = phases(r.err, "ms");
      const cpu = phases(r.err, "cpu ms");
      expect(Object.keys(wall ?? {})).toEqual([...expected, "total"]);
      expect(Object.keys(cpu ?? {})).toEqual([...expected, "total"]);
      for (const clock of [wall!, cpu!]) {
        for (const p of expected) expect([p, Number.isFinite(clock[p]) && clock[p] >= 0]).toEqual([p, true]);
        // `total` is where the last phase ended: every phase's time summed.
        expect(Math.abs(expected.reduce((n, p) => n + clock[p], 0) - clock.total)).toBeLessThan(0.05);
      }
      // The runtime's own start is CPU time too: the first phase cannot be empty.
      expect(cpu!.start).toBeGreaterThan(0);
    }
  });

  it("runs a command no declared command takes in the quick start, on the TOML core with the built-in filters", () => {
    // `true` has no filter: its plan inherits the terminal, so no filter phase is marked; its
    // child's run is a phase of its own, not the record's. Had the full program run it, no
    // timings line would be printed at all.
    const r = runCli(runtime, ["true"], { env: { RTK_TIMINGS: "1", ...freshData() } });
    expect(r.code).toBe(0);
    expect(Object.keys(phases(r.err, "cpu ms") ?? {})).toEqual(["start", "config", "wasm", "filters", "plan", "child", "record", "total"]);
  });

  it("prints nothing of the kind when off", () => {
    const r = runCli(runtime, ["proxy", "echo", "hi"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("hi\n");
    expect(r.err).not.toContain("[rtk] timings");
  });
});
