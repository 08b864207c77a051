// rtk's first module on Node (built to dist/cli/node.cjs, required by bin/rtk.cjs): reads argv
// with nothing loaded, then starts either the quick start (dist/cli/node-quick.cjs) or the full
// program (dist/cli/main.js). Both are separate files the build writes beside this one.
// For a command the quick start runs, the command core starts compiling first (core-preload).
import { isVersionRequest, quickCommandCore } from "../cli/argv";
import { commandCoreUrl, preloadCommandCore } from "../cli/core-preload";

const argv = process.argv.slice(2);
const core = quickCommandCore(argv, (name) => process.env[name]);
if (core !== null) {
  const url = commandCoreUrl(core, import.meta.url);
  preloadCommandCore(core, () => (require("node:fs") as typeof import("node:fs")).readFileSync(url));
}
if (core !== null || isVersionRequest(argv)) require("./node-quick.cjs");
else void import("./main.js");
