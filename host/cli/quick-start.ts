// The quick start: one self-contained file per runtime (dist/cli/{node,bun}-quick.cjs, and on
// Deno the first module itself, dist/cli/start.js) that answers --version and runs a command on
// the command core that claims it, or on the full core with the built-in filters, with nothing
// loaded but what that needs: no option parser, no TOML parser, no SQLite. It acts on the route
// the first module decided (argv.ts); whatever it cannot run (a route that is not its own, a
// command its core defers or cannot plan, a trusted user or project filter file this build has
// not compiled and kept yet, a config.toml not validated since it changed) it hands, before
// anything was run or printed, to the full program
// (dist/cli/main.js) with the same route.

import type { Adapter, Runtime } from "../runtime/contract";
import type { Route } from "./argv";
import { runOnCommandCore } from "./command-path";
import { loadConfigCached } from "./config";
import { mark, startTimings, timingsLine } from "./timings";

declare const __RTK_VERSION__: string;
const VERSION: string = typeof __RTK_VERSION__ === "string" ? __RTK_VERSION__ : "0.0.0-dev";

/** Runs `route`, or hands it to the full program at `fullProgram`. */
export async function quickStart(adapter: Adapter, runtime: Runtime, route: Route, fullProgram: URL): Promise<void> {
  if (route.kind === "version") {
    adapter.write(1, new TextEncoder().encode(`rtk ${VERSION}\n`));
    await adapter.flush();
    adapter.exit(0);
  }
  if (route.kind === "command") {
    startTimings((name) => adapter.env(name));
    // Off the first module's own frame before anything can throw: the first exception a process
    // throws (a config.toml or filters.toml that is absent) makes V8 collect source positions for
    // every frame on the stack, and the first module's top-level code is the whole quick start
    // (Deno's dist/cli/start.js): ~1.3 ms of CPU on Deno while that frame is there, ~0.1 after.
    await null;
    const loaded = loadConfigCached(adapter, runtime);
    mark("config");
    if (loaded !== null) {
      let code: number | null;
      try {
        code = await runOnCommandCore(adapter, runtime, loaded, route.core, route.argv, { verbose: route.verbose, skipEnv: route.skipEnv });
      } catch (err) {
        adapter.write(2, new TextEncoder().encode(`Error: ${(err as Error).message}\n`));
        code = 1;
      }
      if (code !== null) {
        const timings = timingsLine();
        if (timings) adapter.write(2, new TextEncoder().encode(timings));
        await adapter.flush();
        adapter.exit(code);
      }
    }
  }
  const { main } = (await import(fullProgram.href)) as { main(route: Route): Promise<void> };
  await main(route);
}
