// rtk's first module on Node (built to dist/cli/node.cjs, required by bin/rtk.cjs): reads argv
// with nothing loaded, then starts either the quick start (dist/cli/node-quick.cjs) or the full
// program (dist/cli/main.js). Both are separate files the build writes beside this one.
import { forQuickStart } from "../cli/argv";

if (forQuickStart(process.argv.slice(2), (name) => process.env[name])) require("./node-quick.cjs");
else void import("./main.js");
