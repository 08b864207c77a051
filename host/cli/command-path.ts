// `rtk <command>`: which core plans and filters it. The build makes, beside the full core, small
// command cores of one family each (assembly/cores/) and a table of the command words each one
// claims (__RTK_CORE_ROUTES__; the route names the core, argv.ts). A claimed word goes to its command core first, which compiles
// in a fraction of the full core's time; whatever that core cannot run itself comes back as a
// "defer" plan and goes to the full core, as does every command while user or project filters
// (which may take any command) are in use. A command no command core claims goes to the full core
// with the built-in filters (dist/filters.bin) from the quick start too, as does one its command
// core deferred (kept as deferred, so the next run of that line compiles no command core), and so do trusted user and
// project filters that this build compiled before (filter-cache.ts): the full program's module
// graph (ES modules, the configuration parser, the TOML compiler) loads only when the quick start
// cannot run it. A command core's plan is kept (plan-cache.ts): the next run of the same command
// line starts the child first and compiles the core while it runs.

import { Core } from "../../bindings/core";
import { redactCommand } from "../../bindings/recall";
import { type Plan, plan as planCore } from "../../bindings/plan";
import type { Adapter, Runtime } from "../runtime/contract";
import type { Route } from "./argv";
import type { LoadedConfig } from "./config";
import { hasLocalFilters, loadBuiltinFilters, loadKeptLocalFilters, tomlDisabled, warn } from "./filter-tiers";
import { configureCore, executePlan, type RunCore, runEnv, type RunOptions, tomlBypassed } from "./runner";
import { deferPlan, keepPlan, keptPlan, planKey } from "./plan-cache";
import { mark } from "./timings";

/** The command core of the declarative filters alone (assembly/cores/toml.ts): it runs with the built-in filters loaded. */
const TOML_CORE = "toml";

interface Planned {
  core: RunCore;
  plan: Plan;
  original: Plan;
  warnings: string[];
}

/**
 * The plan of command core `name`, or of the full core with the built-in filters when `name` is
 * null, and with the trusted user and project filters' kept compiled forms when `local` gives the
 * runtime to find them (with the warnings their loading prints); "defer" when a command core
 * defers; null when the core cannot be loaded or cannot plan, or when a trusted filter file has no kept form
 * (the full program then does: the full core, compiling that file, or a raw run it records as a
 * fallback).
 */
async function planInCore(adapter: Adapter, name: string | null, argv: readonly string[], config: LoadedConfig, local: Runtime | null): Promise<Planned | "defer" | null> {
  const bytes = adapter.readFile(new URL(name === null ? "../rtk.wasm" : `../cores/${name}.wasm`, import.meta.url));
  if (bytes === null) return null;
  try {
    // Compiled synchronously: runtimes compile lazily then, function by function as called.
    // Compiling ahead asynchronously on the first module (tried) compiles everything on
    // background threads, and on two cores made runs no faster and cost more CPU.
    const core = new Core(new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>));
    mark("wasm");
    let warnings: string[] = [];
    if (name === null || name === TOML_CORE) {
      loadBuiltinFilters({ core }, adapter, false, argv);
      if (local !== null) {
        const kept = await loadKeptLocalFilters(core, adapter, local);
        if (kept === null) return null;
        warnings = kept;
      }
      mark("filters");
    }
    configureCore({ core }, adapter, config.config);
    const plan = planCore(core, argv);
    mark("plan");
    if (plan.mode === "defer") return name === null ? null : "defer";
    return { core: { core }, plan: tomlBypassed(adapter, plan, argv), original: plan, warnings };
  } catch {
    // A broken core costs the full program's start, nothing else.
    return null;
  }
}

/**
 * Runs `rtk <argv...>` on the command core `name` (the one that claims it: the route says which),
 * or on the full core when `name` is null. Null, before anything was run or printed, when it
 * cannot: the caller goes to the full program's path (runArgv).
 */
export async function runOnCommandCore(adapter: Adapter, runtime: Runtime, config: LoadedConfig, name: string | null, argv: readonly string[], options: RunOptions): Promise<number | null> {
  // User or project filter files may take any command: the full core runs it, with them.
  const local = hasLocalFilters(adapter, runtime.paths.configDir());
  // The TOML core's plans depend on its filters too: the build's built-ins, unless RTK_NO_TOML
  // leaves them out (such a plan is not kept).
  const key = name !== null && !local && !(name === TOML_CORE && tomlDisabled(adapter)) ? planKey(name, argv, config.config) : null;
  let deferred = false;
  if (name !== null && key !== null) {
    const code = await runKeptPlan(adapter, runtime, config, name, key, argv, options);
    if (code === "defer") deferred = true;
    else if (code !== null) return code;
  }
  let planned: Planned | "defer" | null = deferred ? "defer" : await planInCore(adapter, local ? null : name, argv, config, local ? runtime : null);
  if (planned === "defer") {
    // What the command core cannot run is the full core's, here as for a word no core claims;
    // the deferral is kept, so the next run of this line goes to the full core at once.
    planned = await planInCore(adapter, null, argv, config, null);
    if (planned === "defer" || planned === null) return null;
    const code = await runPlanned(adapter, runtime, config, planned, argv, options);
    if (!deferred && name !== null && key !== null) await keepPlan(runtime, name, key, deferPlan(argv), {});
    return code;
  }
  if (planned === null) return null;
  const code = await runPlanned(adapter, runtime, config, planned, argv, options);
  // After the output and the run's record: the core's own plan (not what RTK_NO_TOML made of it),
  // and the core's redaction of the command lines a run records (runner.ts, afterOutput).
  if (name !== null && key !== null) {
    const redacted = redactions(planned.core, [planned.plan.label, planned.original.label, options.original ?? argv.join(" ")]);
    if (redacted !== null) await keepPlan(runtime, name, key, planned.original, redacted);
  }
  return code;
}

/** Each text with what the core makes of it when it redacts a command line; null when the core cannot now. */
function redactions(rtk: RunCore, texts: string[]): Record<string, string> | null {
  try {
    return Object.fromEntries(texts.map((text) => [text, redactCommand(rtk.core, text)]));
  } catch {
    return null;
  }
}

/** Runs a plan a core gave, with the warnings its filters' loading printed. */
async function runPlanned(adapter: Adapter, runtime: Runtime, config: LoadedConfig, planned: Planned, argv: readonly string[], options: RunOptions): Promise<number> {
  for (const w of planned.warnings) warn(adapter, w);
  const env = runEnv(adapter, runtime, config);
  return (await executePlan(planned.core, adapter, env, planned.plan, { original: argv.join(" "), ...options })).exitCode;
}

/**
 * Runs `argv` on the plan command core `name` gave for the same key before (plan-cache.ts),
 * starting the child before the core is compiled; "defer", before anything ran, when the core
 * deferred it; null, before anything ran, when no plan is kept for it or the core's file cannot
 * be read.
 */
async function runKeptPlan(adapter: Adapter, runtime: Runtime, config: LoadedConfig, name: string, key: string, argv: readonly string[], options: RunOptions): Promise<number | "defer" | null> {
  const kept = keptPlan(adapter, runtime, name, key);
  if (kept === null) return null;
  if (kept.plan.mode === "defer") return "defer";
  const bytes = adapter.readFile(new URL(`../cores/${name}.wasm`, import.meta.url));
  if (bytes === null) return null;
  mark("plan");
  const load = () => {
    try {
      const core = new Core(new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>));
      // The TOML core's sessions are its built-in filters'.
      if (name === TOML_CORE) loadBuiltinFilters({ core }, adapter, false, argv);
      configureCore({ core }, adapter, config.config);
      mark("wasm");
      return { core };
    } catch {
      return null;
    }
  };
  const env = runEnv(adapter, runtime, config);
  return (await executePlan(load, adapter, env, tomlBypassed(adapter, kept.plan, argv), { original: argv.join(" "), ...options, redacted: kept.redacted })).exitCode;
}

/**
 * A command route from the full program: its command core when one takes it, else the full core
 * with every filter file (the TOML core's words too: the full program has loaded what it needs
 * to read and report the user and project filter files, as it always did for them).
 */
export async function runArgv(adapter: Adapter, route: Extract<Route, { kind: "command" }>): Promise<number> {
  const { argv } = route;
  const options: RunOptions = { verbose: route.verbose, skipEnv: route.skipEnv };
  const [{ loadConfig }, { loadRuntime }, { runCommand }] = await Promise.all([import("./config"), import("../runtime/detect"), import("./run")]);
  const runtime = await loadRuntime();
  const loaded = await loadConfig(adapter, runtime.paths.configDir());
  const code = route.core === null || route.core === TOML_CORE ? null : await runOnCommandCore(adapter, runtime, loaded, route.core, argv, options);
  if (code !== null) return code;
  const [{ loadCore }, { loadLocalFilters }] = await Promise.all([import("./context"), import("./filter-tiers")]);
  const rtk = loadCore(adapter);
  await loadLocalFilters(rtk, adapter);
  return runCommand(rtk, adapter, argv, options, runEnv(adapter, runtime, loaded));
}
