// The first module rtk runs: one self-contained file per runtime (dist/cli/{node,bun,deno}.js,
// built from host/<runtime>/cli.ts) that answers --version and runs a command on its command
// core with nothing loaded but what that needs: no option parser, no full core, no TOML parser,
// no SQLite. Everything else (rtk's own commands, a command no command core takes, a
// config.toml not validated since it changed) is handed, before anything was run or printed,
// to the full program (dist/cli/main.js), which starts over from argv.

import type { Adapter } from "../runtime/contract";
import { isVersionRequest, leadingFlags, quickCommandCore } from "./argv";
import { runOnCommandCore } from "./command-path";
import { loadConfigCached } from "./config";
import type { Runtime } from "../runtime/contract";

declare const __RTK_VERSION__: string;
const VERSION: string = typeof __RTK_VERSION__ === "string" ? __RTK_VERSION__ : "0.0.0-dev";

/** Runs rtk, or hands over to the full program at `fullProgram`. */
export async function quickStart(adapter: Adapter, runtime: Runtime, fullProgram: URL): Promise<void> {
  const argv = adapter.args();
  if (isVersionRequest(argv)) {
    adapter.write(1, new TextEncoder().encode(`rtk ${VERSION}\n`));
    await adapter.flush();
    adapter.exit(0);
  }
  // The first module already asked; asked again here, so this module never runs a command line
  // the full program should have (it is also reachable on its own).
  const fast = quickCommandCore(argv, adapter.env) !== null ? leadingFlags(argv) : null;
  if (fast !== null) {
    const loaded = loadConfigCached(adapter, runtime);
    if (loaded !== null) {
      let code: number | null;
      try {
        code = await runOnCommandCore(adapter, runtime, loaded, fast.rest, { verbose: fast.verbose });
      } catch (err) {
        adapter.write(2, new TextEncoder().encode(`Error: ${(err as Error).message}\n`));
        code = 1;
      }
      if (code !== null) {
        await adapter.flush();
        adapter.exit(code);
      }
    }
  }
  await import(fullProgram.href);
}
