// `rtk <command>`: which core plans and filters it. The build makes, beside the full core, small
// command cores of one family each (assembly/cores/) and a table of the command words each one
// claims (__RTK_CORE_ROUTES__; the route names the core, argv.ts). A claimed word goes to its command core first, which compiles
// in a fraction of the full core's time; whatever that core cannot run itself comes back as a
// "defer" plan and goes to the full core, as does every command while user or project filters
// (which may take any command) are in use.

import { Core } from "../../bindings/core";
import { type Plan, plan as planCore } from "../../bindings/plan";
import type { Adapter, Runtime } from "../runtime/contract";
import type { Route } from "./argv";
import type { LoadedConfig } from "./config";
import { hasLocalFilters } from "./filter-tiers";
import { configureCore, executePlan, type RunCore, runEnv, type RunOptions } from "./runner";
import { mark } from "./timings";

/** The command core's plan, or null when it defers (or cannot be loaded): the full core plans. */
function planInCommandCore(adapter: Adapter, name: string, argv: readonly string[], config: LoadedConfig, options: RunOptions): { core: RunCore; plan: Plan } | null {
  const bytes = adapter.readFile(new URL(`../cores/${name}.wasm`, import.meta.url));
  if (bytes === null) return null;
  try {
    // Compiled synchronously: runtimes compile lazily then, function by function as called.
    // Compiling ahead asynchronously on the first module (tried) compiles everything on
    // background threads, and on two cores made runs no faster and cost more CPU.
    const core = new Core(new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>));
    mark("wasm");
    configureCore({ core }, adapter, config.config);
    const plan = planCore(core, argv);
    mark("plan");
    return plan.mode === "defer" ? null : { core: { core }, plan };
  } catch {
    // A broken command core costs the full core's start, nothing else.
    return null;
  }
}

/**
 * Runs `rtk <argv...>` on the command core `name` (the one that claims it: the route says which).
 * Null, before anything was run or printed, when it cannot: the caller goes to the full core.
 */
export async function runOnCommandCore(adapter: Adapter, runtime: Runtime, config: LoadedConfig, name: string, argv: readonly string[], options: RunOptions): Promise<number | null> {
  if (hasLocalFilters(adapter, runtime.paths.configDir())) return null;
  const planned = planInCommandCore(adapter, name, argv, config, options);
  if (planned === null) return null;
  const env = runEnv(adapter, runtime, config);
  return (await executePlan(planned.core, adapter, env, planned.plan, { original: argv.join(" "), ...options })).exitCode;
}

/** A command route from the full program: its command core when one takes it, else the full core. */
export async function runArgv(adapter: Adapter, route: Extract<Route, { kind: "command" }>): Promise<number> {
  const { argv } = route;
  const options: RunOptions = { verbose: route.verbose };
  const [{ loadConfig }, { loadRuntime }, { runCommand }] = await Promise.all([import("./config"), import("../runtime/detect"), import("./run")]);
  const runtime = await loadRuntime();
  const loaded = await loadConfig(adapter, runtime.paths.configDir());
  const code = route.core === null ? null : await runOnCommandCore(adapter, runtime, loaded, route.core, argv, options);
  if (code !== null) return code;
  const [{ loadCore }, { loadLocalFilters }] = await Promise.all([import("./context"), import("./filter-tiers")]);
  const rtk = loadCore(adapter);
  await loadLocalFilters(rtk, adapter);
  return runCommand(rtk, adapter, argv, options, runEnv(adapter, runtime, loaded));
}
