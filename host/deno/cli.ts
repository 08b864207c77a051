// rtk's first module on Deno (built to dist/cli/start.js, imported statically by bin/rtk.js):
// the quick start itself. It decides the route (argv.ts), answers --version and runs a command;
// any other route it hands to the full program (dist/cli/main.js) before loading more. Unlike
// Node and Bun there is no separate first module: each module Deno imports costs it ~2.5 ms, more
// than parsing the quick start on a run that does not use it. The build wraps it in `if (globalThis.Deno)` so
// that Node and Bun, starting bin/rtk.js, pass on to their own first module (scripts/build.mjs).
import { route } from "../cli/argv";
import type { Fallback } from "../cli/hook-client";
import { quickStart } from "../cli/quick-start";
import { denoHookClient } from "./hook-client";
import { adapter, runtime } from "./index";

const MAIN = new URL("./main.js", import.meta.url);

try {
  const decided = route(adapter.args(), adapter.env);
  // `rtk hook <agent>`: the warm server of this install first (hook-client.ts), else the full program's hook with what the client read.
  if (decided.kind === "hook") {
    const inProcess = (fallback?: Fallback) => void import(MAIN.href).then((m) => m.main(decided, fallback));
    await denoHookClient(decided, inProcess);
  } else await quickStart(adapter, runtime, decided, MAIN);
} catch (err) {
  // A permission rtk was not given (Deno's message names the flag): say which ones rtk needs.
  const message = (err as Error).message;
  const permission = /run again with the --allow-\w+ flag/.test(message);
  const hint = permission ? "\nrtk on Deno needs --allow-read --allow-write --allow-run --allow-env (see the README)" : "";
  adapter.write(2, new TextEncoder().encode(`rtk: ${message}${hint}\n`));
  adapter.exit(permission ? 2 : 1);
}
