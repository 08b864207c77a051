// `rtk hook <agent>` on Node (built to dist/cli/node-hook.cjs, required by dist/cli/node.cjs for
// that route): the hook runs before every shell command an agent issues, so it is one CommonJS
// file with everything it needs, not the full program's ES module graph (dozens of modules to
// resolve and link per call). Its payload is read without `process.stdin` (payload-stdin.ts).
import type { Route } from "../cli/argv";
import { hookMain } from "../cli/commands/hook";
import { adapter } from "./index";
import { readPayloadStdin } from "./payload-stdin";

/** Called by the first module (cli.ts) with the route it decided. */
export function start(route: Extract<Route, { kind: "hook" }>): Promise<void> {
  return hookMain({ ...adapter, readStdin: readPayloadStdin }, route.agent);
}
