// The quick start on Bun (built to dist/cli/bun-quick.cjs, loaded by dist/cli/bun.cjs when it can
// answer): this runtime's adapter and runtime (files, SQLite, directories); the full program (dist/cli/main.js) takes over
// when it cannot.
import { quickStart } from "../cli/quick-start";
import { adapter, runtime } from "./index";

void quickStart(adapter, runtime, new URL("./main.js", import.meta.url));
