// `rtk <command>` through a loaded core: loads the configuration and the runtime's store, plans
// (falling back to a raw run when the core cannot), then hands the plan to the runner.

import { type Plan, plan as planCore } from "../../bindings/plan";
import type { Adapter } from "../runtime/contract";
import { loadConfig } from "./config";
import { configureCore, executePlan, type RunCore, type RunEnv, runEnv, type RunOptions, type RunResult, runUnplanned, tomlBypassed } from "./runner";
import { loadRuntime } from "../runtime/detect";

export { supervise, type RunCore, type RunEnv, type RunOptions, type RunResult } from "./runner";

/** The configuration (its problems told on stderr, once) and the store of this runtime. */
export async function loadRunEnv(adapter: Adapter): Promise<RunEnv> {
  const runtime = await loadRuntime();
  return runEnv(adapter, runtime, await loadConfig(adapter, runtime.paths.configDir()));
}

/** Plans and runs `rtk <argv...>`. */
export async function runCommand(rtk: RunCore, adapter: Adapter, argv: readonly string[], options: RunOptions = {}, loaded?: RunEnv): Promise<number> {
  // Recorded as typed, not as planned (a filter may add flags to the argv it executes).
  options = { original: argv.join(" "), ...options };
  const env = loaded ?? (await loadRunEnv(adapter));
  configureCore(rtk, adapter, env.config);
  let plan: Plan;
  try {
    plan = planCore(rtk.core, argv);
  } catch (err) {
    // The core could not plan: run the command raw and keep a note for `rtk gain --failures`.
    return runUnplanned(rtk, adapter, env, argv, (err as Error).message, options);
  }
  return (await executePlan(rtk, adapter, env, tomlBypassed(adapter, plan, argv), options)).exitCode;
}

/** Runs a plan: output first, then recall and tracking. */
export async function runPlan(rtk: RunCore, adapter: Adapter, plan: Plan, options: RunOptions = {}): Promise<RunResult> {
  const env = await loadRunEnv(adapter);
  configureCore(rtk, adapter, env.config);
  return executePlan(rtk, adapter, env, plan, options);
}
