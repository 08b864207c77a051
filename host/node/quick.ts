// The quick start on Node (built to dist/cli/node-quick.cjs, loaded by dist/cli/node.cjs when it can
// answer): this runtime's adapter and runtime (files, SQLite, directories); the full program (dist/cli/main.js) takes over
// when it cannot.
import { quickStart } from "../cli/quick-start";
import { adapter, runtime } from "./index";

void quickStart(adapter, runtime, new URL("./main.js", import.meta.url));
