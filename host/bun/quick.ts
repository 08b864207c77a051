// The quick start on Bun (built to dist/cli/bun-quick.cjs, loaded by dist/cli/bun.cjs when it can
// answer): this runtime's adapter and store; the full program (dist/cli/main.js) takes over
// when it cannot.
import { quickStart } from "../cli/quick-start";
import { adapter } from "./index";
import * as paths from "./paths";
import { store } from "./store";

void quickStart(adapter, { store, paths }, new URL("./main.js", import.meta.url));
