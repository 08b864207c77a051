// The runner with a core still to load (a kept plan, host/cli/plan-cache.ts): the child starts
// first, the core is loaded once it has, and what the child wrote before that reaches the session
// in its order. A core that cannot be loaded leaves the output raw, in its order, with the child's
// exit code and one warning, and the run unrecorded. Driven through a scripted adapter (no process).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Core } from "../../bindings/core";
import { plan as planCore } from "../../bindings/plan";
import { defaultConfig } from "../../host/cli/config";
import { executePlan, type RunCore } from "../../host/cli/runner";
import type { Adapter, Child, Runtime, StreamId } from "../../host/runtime/contract";
import { ROOT } from "../helpers/cli";

type Chunk = [StreamId, string];

/** An adapter whose child writes `early` while it is being spawned, `late` once awaited, then exits with `code`. */
function scripted(early: Chunk[], late: Chunk[], code: number) {
  const written: Chunk[] = [];
  const events: string[] = [];
  const adapter = {
    env: () => undefined,
    envAll: () => ({}),
    cwd: () => "/",
    write: (fd: 1 | 2, bytes: Uint8Array) => void written.push([fd, new TextDecoder().decode(bytes)]),
    flush: async () => {},
    onBrokenPipe: () => {},
    onSignal: () => () => {},
    spawnPiped: (_options: unknown, onChunk: (stream: StreamId, bytes: Uint8Array) => void): Child => {
      events.push("spawn");
      for (const [s, t] of early) onChunk(s, new TextEncoder().encode(t));
      const exited = (async () => {
        await Promise.resolve();
        for (const [s, t] of late) onChunk(s, new TextEncoder().encode(t));
        return code;
      })();
      return { exited, status: exited, kill() {} };
    },
  } as unknown as Adapter;
  return { adapter, written, events };
}

const runtime = {} as Runtime;

function commandCore(name: string): Core {
  return new Core(new WebAssembly.Module(readFileSync(join(ROOT, "dist", "cores", `${name}.wasm`))));
}

describe("executePlan with a core loaded after the spawn", () => {
  it("loads the core once the child has started and filters what came before and after, in order", async () => {
    const plan = planCore(commandCore("git"), ["git", "status"]);
    expect(plan.mode).toBe("capture");
    const early: Chunk[] = [[1, "## main\n"], [2, "warning: early\n"], [1, "?? a.txt\n"]];
    const late: Chunk[] = [[1, "?? b.txt\n"], [2, "warning: late\n"]];
    // The same run with the core handed in: what the session makes of these chunks.
    const eager = scripted(early, late, 3);
    const eagerCore = { core: commandCore("git") };
    expect((await executePlan(eagerCore, eager.adapter, { config: { ...defaultConfig(), tracking: { ...defaultConfig().tracking, enabled: false } }, runtime }, plan)).exitCode).toBe(3);

    const lazy = scripted(early, late, 3);
    const load = (): RunCore => {
      lazy.events.push("load");
      return { core: commandCore("git") };
    };
    const config = { ...defaultConfig(), tracking: { ...defaultConfig().tracking, enabled: false } };
    expect((await executePlan(load, lazy.adapter, { config, runtime }, plan)).exitCode).toBe(3);
    expect(lazy.events).toEqual(["spawn", "load"]);
    expect(lazy.written).toEqual(eager.written);
    expect(lazy.written.length).toBeGreaterThan(0);
  });

  it("shows the output raw, in order, with the child's exit code, when the core cannot be loaded", async () => {
    const plan = planCore(commandCore("git"), ["git", "status"]);
    const run = scripted([[1, "On branch main\n"], [2, "warning: x\n"]], [[1, "nothing to commit\n"]], 1);
    const config = { ...defaultConfig(), tracking: { ...defaultConfig().tracking, enabled: false } };
    expect((await executePlan(() => null, run.adapter, { config, runtime }, plan)).exitCode).toBe(1);
    expect(run.written).toEqual([
      [2, "[rtk] the core could not be loaded: output shown raw, run not recorded\n"],
      [1, "On branch main\n"],
      [2, "warning: x\n"],
      [1, "nothing to commit\n"],
    ]);
  });
});
