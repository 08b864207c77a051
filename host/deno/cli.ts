// rtk's first module on Deno (built to dist/cli/start.js, imported statically by bin/rtk.js):
// the quick start itself. It answers --version and runs a command a command core claims; anything
// else it hands to the full program (dist/cli/main.js) before loading more. Unlike Node and Bun
// there is no separate first module: each module Deno imports costs it ~2.5 ms, more than parsing
// the quick start on a run that does not use it. The build wraps it in `if (globalThis.Deno)` so
// that Node and Bun, starting bin/rtk.js, pass on to their own first module (scripts/build.mjs).
import { quickStart } from "../cli/quick-start";
import { adapter } from "./index";
import * as paths from "./paths";
import { store } from "./store";

await quickStart(adapter, { store, paths }, new URL("./main.js", import.meta.url));
