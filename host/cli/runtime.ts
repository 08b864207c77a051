import type { Adapter } from "./adapter";

/** The few adapter functions a start needs before the rest of the adapter is loaded. */
export type EarlyAdapter = Pick<Adapter, "args" | "env" | "write" | "flush" | "exit">;

/**
 * The runtime's process module alone (no spawning, no streams): enough to read argv and answer
 * --version without loading the rest of the adapter. It is the same module the full adapter
 * imports, so nothing is loaded twice.
 */
export async function loadEarly(): Promise<EarlyAdapter> {
  const g = globalThis as { Deno?: { version?: unknown }; Bun?: { version?: unknown } };
  const p = g.Deno?.version ? await import("../deno/process") : g.Bun?.version ? await import("../bun/process") : await import("../node/process");
  return { args: p.args, env: p.env, write: p.write, flush: p.flush, exit: p.exit };
}

/** Picks the adapter of the runtime we are in, by feature detection, once. */
export async function loadAdapter(): Promise<Adapter> {
  const g = globalThis as { Deno?: { version?: unknown }; Bun?: { version?: unknown } };
  if (g.Deno?.version) return (await import("../deno/index")).adapter;
  if (g.Bun?.version) return (await import("../bun/index")).adapter;
  return (await import("../node/index")).adapter;
}
