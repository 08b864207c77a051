// rtk's first module on Node (built to dist/cli/node.cjs, required by bin/rtk.cjs): decides the
// route with nothing else loaded (argv.ts), then hands it to the quick start
// (dist/cli/node-quick.cjs), the hook client (dist/cli/node-hook-client.cjs, `rtk hook <agent>`) or the
// full program (dist/cli/main.js), separate files the build writes beside this one.
import { forQuickStart, route } from "../cli/argv";

const decided = route(process.argv.slice(2), (name) => process.env[name]);
if (forQuickStart(decided)) void require("./node-quick.cjs").start(decided);
else if (decided.kind === "hook") void require("./node-hook-client.cjs").start(decided);
else void import("./main.js").then((m) => m.main(decided));
