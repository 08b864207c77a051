// `rtk hook <agent>` on Bun in-process (built to dist/cli/bun-hook.cjs, required by the hook
// client, dist/cli/bun-hook-client.cjs, when no warm server answered, or when the server is off):
// the hook runs before every shell command an agent issues, so it is one CommonJS file with
// everything it needs, not the full program's ES module graph (dozens of modules to resolve and
// link per call). The warm hook server (host/node/hook-server.ts, which Bun runs too) is this
// same file, started as `rtk hook serve`.
import type { Route } from "../cli/argv";
import { hookMain } from "../cli/commands/hook";
import { folderOf } from "../cli/hook-wire";
import type { Fallback } from "../cli/hook-client";
import { serveHooks, startHookServer } from "../node/hook-server";
import { adapter } from "./index";
import { bunDetachedSpawn } from "./spawn";

/** Called by the hook client with the route, and what it did before the server failed to answer. */
export function start(route: Extract<Route, { kind: "hook" }>, fallback?: Fallback): Promise<void> {
  const place = fallback?.startServer ?? null;
  return hookMain(fallback ? { ...adapter, readStdin: fallback.readStdin } : adapter, route.agent, {
    spentMs: fallback?.spentMs,
    afterAnswer: place === null ? undefined : () => startHookServer(adapter, place, bunDetachedSpawn),
  });
}

/** `rtk hook serve`: the warm hook server, started by a hook client. */
export function serve(): Promise<void> {
  return serveHooks(adapter, folderOf(import.meta.url));
}
