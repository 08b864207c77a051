// rtk's first module on Bun (built to dist/cli/bun.cjs, required by bin/rtk.cjs): reads argv with
// nothing loaded, then starts either the quick start (dist/cli/bun-quick.cjs) or the full
// program (dist/cli/main.js). Both are separate files the build writes beside this one;
// CommonJS, because a require() costs Bun a few tenths of a millisecond and an import() ~1.5.
import { forQuickStart } from "../cli/argv";

if (forQuickStart(process.argv.slice(2), (name) => process.env[name])) require("./bun-quick.cjs");
else void import("./main.js");
