// Reliability: many rtk processes recording at once, and killing rtk mid-run.
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { type Home, makeHome, startCli, waitFor } from "../helpers/home";

/** The process exists, running or as a zombie (a zombie keeps its /proc entry). */
function exists(pid: number): boolean {
  try {
    readFileSync(`/proc/${pid}/stat`, "utf8");
    return true;
  } catch {
    return false;
  }
}

describe.each(RUNTIMES)("reliability under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  it("16 concurrent rtk processes lose no row", async () => {
    const runs = Array.from({ length: 16 }, (_, i) => startCli(runtime, ["proxy", "sh", "-c", `echo run ${i}`], home.env, home.dir));
    const results = await Promise.all(runs.map((r) => r.done));
    for (const [i, r] of results.entries()) {
      expect(r.code).toBe(0);
      expect(runs[i].stdout()).toBe(`run ${i}\n`);
      expect(runs[i].stderr()).toBe("");
    }
    const rows = home.rows<{ original_cmd: string }>();
    expect(rows).toHaveLength(16);
    expect(new Set(rows.map((r) => r.original_cmd)).size).toBe(16);
  });

  it.each([
    ["SIGTERM", 143, ["proxy"]],
    ["SIGINT", 130, ["proxy"]],
    ["SIGTERM", 143, []],
  ] as const)("on %s rtk stops its child (%s), keeps the printed output, leaves no zombie (%j)", async (signal, code, prefix) => {
    const run = startCli(runtime, [...prefix, "sh", "-c", "echo started $$; exec sleep 30"], home.env, home.dir);
    await waitFor(() => run.stdout().includes("started"));
    const pid = Number(/started (\d+)/.exec(run.stdout())![1]);
    expect(exists(pid)).toBe(true);
    run.child.kill(signal);
    const res = await run.done;
    expect(res.code).toBe(code);
    expect(run.stdout()).toBe(`started ${pid}\n`);
    await waitFor(() => !exists(pid), 5000);
  });
});
