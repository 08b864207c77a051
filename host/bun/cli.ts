// rtk's first module on Bun (built to dist/cli/bun.js): reads argv with nothing loaded, then
// starts either the quick start (dist/cli/bun-quick.js) or the full program (dist/cli/main.js).
// Both are separate files the build writes beside this one.
import { forQuickStart } from "../cli/argv";

if (forQuickStart(process.argv.slice(2), (name) => process.env[name])) await import("./bun-quick.js");
else await import("./main.js");
