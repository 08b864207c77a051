// The full program (dist/cli/main.js): `main(route)`, called by the first module of a run
// (host/<runtime>/cli.ts) or by the quick start with the route they decided (argv.ts), for what
// the quick start does not take. A command goes straight to the runner without loading the
// option parser (its command core when one claims it, else the full core); with RTK_DISABLED=1
// it runs raw, without even loading the core; `rtk hook <agent>` and `rtk rewrite` skip the
// option parser too; everything else goes through the commander program in ./program. Each path
// imports what it needs.

import type { Route } from "./argv";
import type { Fallback } from "./hook-client";
import type { Context } from "./context";
import { loadAdapter } from "../runtime/detect";

declare const __RTK_VERSION__: string;
const VERSION: string = typeof __RTK_VERSION__ === "string" ? __RTK_VERSION__ : "0.0.0-dev";

/** `fallback`: on Deno, a hook call the warm server did not answer (host/deno/hook-client.ts): the stdin its client read and the time it spent. */
export async function main(route: Route, fallback?: Fallback): Promise<void> {
  const adapter = await loadAdapter();
  let code: number;
  try {
    switch (route.kind) {
      case "version":
        adapter.write(1, new TextEncoder().encode(`rtk ${VERSION}\n`));
        code = 0;
        break;
      case "raw": {
        const { supervise } = await import("./run");
        code = await supervise(adapter, route.argv, () => adapter.spawnInherit({ argv: route.argv }));
        break;
      }
      case "command": {
        const { runArgv } = await import("./command-path");
        code = await runArgv(adapter, route);
        break;
      }
      case "hook": {
        // Answers, flushes and exits itself (on Node and Bun the first module starts it directly).
        const { hookMain } = await import("./commands/hook");
        return await hookMain(fallback ? { ...adapter, readStdin: fallback.readStdin } : adapter, route.agent, { spentMs: fallback?.spentMs });
      }
      case "rewrite": {
        const [{ runRewrite }, { loadRewriteCore }] = await Promise.all([import("./commands/rewrite"), import("./context")]);
        let ctx: Context | null = null;
        code = await runRewrite(adapter, () => (ctx ??= { adapter, rtk: loadRewriteCore(adapter) }), route.args);
        break;
      }
      case "program": {
        const { runProgram } = await import("./program-loader");
        code = await runProgram(adapter, route.argv);
        break;
      }
    }
  } catch (err) {
    adapter.write(2, new TextEncoder().encode(`Error: ${(err as Error).message}\n`));
    code = 1;
  }
  await adapter.flush();
  adapter.exit(code);
}
