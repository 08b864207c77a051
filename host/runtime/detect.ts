// Which runtime rtk runs in, decided once by feature detection, and the loaders of its modules:
// the adapter, and what the bookkeeping after a run needs (files, SQLite, directories). Each
// runtime's modules are imported only here and by that runtime's own entry files
// (host/<runtime>/cli.ts, quick.ts).
import type { Adapter, Runtime, RuntimeName } from "./contract";

/** The runtime we are in: Deno and Bun announce themselves; anything else is taken for Node. */
export function runtimeName(): RuntimeName {
  const g = globalThis as { Deno?: { version?: unknown }; Bun?: { version?: unknown } };
  return g.Deno?.version ? "deno" : g.Bun?.version ? "bun" : "node";
}

/** The adapter of the runtime we are in. */
export async function loadAdapter(): Promise<Adapter> {
  const name = runtimeName();
  return name === "deno" ? (await import("../deno/index")).adapter : name === "bun" ? (await import("../bun/index")).adapter : (await import("../node/index")).adapter;
}

/** The files, SQLite and directories of the runtime we are in (index.ts beside its adapter). */
export async function loadRuntime(): Promise<Runtime> {
  const name = runtimeName();
  return name === "deno" ? (await import("../deno/index")).runtime : name === "bun" ? (await import("../bun/index")).runtime : (await import("../node/index")).runtime;
}
