import type { Adapter } from "./adapter";

/** Picks the adapter of the runtime we are in, by feature detection, once. */
export async function loadAdapter(): Promise<Adapter> {
  const g = globalThis as { Deno?: { version?: unknown }; Bun?: { version?: unknown } };
  if (g.Deno?.version) return (await import("../deno/index")).adapter;
  if (g.Bun?.version) return (await import("../bun/index")).adapter;
  return (await import("../node/index")).adapter;
}
