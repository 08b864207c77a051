// The quick start on Bun (built to dist/cli/bun-quick.cjs, loaded by dist/cli/bun.cjs for a
// route it can answer) with this runtime's adapter and runtime (files, SQLite, directories); the
// full program (dist/cli/main.js) takes over when it cannot.
import type { Route } from "../cli/argv";
import { quickStart } from "../cli/quick-start";
import { adapter, runtime } from "./index";

/** Called by the first module (cli.ts) with the route it decided. */
export function start(route: Route): Promise<void> {
  return quickStart(adapter, runtime, route, new URL("./main.js", import.meta.url));
}
