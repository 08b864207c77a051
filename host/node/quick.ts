// The quick start on Node (built to dist/cli/node-quick.cjs, loaded by dist/cli/node.cjs when it can
// answer): this runtime's adapter and store; the full program (dist/cli/main.js) takes over
// when it cannot.
import { quickStart } from "../cli/quick-start";
import { adapter } from "./index";
import * as paths from "./paths";
import { store } from "./store";

void quickStart(adapter, { store, paths }, new URL("./main.js", import.meta.url));
