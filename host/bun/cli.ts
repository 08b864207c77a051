// rtk's first module on Bun (built to dist/cli/bun.cjs, required by bin/rtk.cjs): decides the
// route with nothing else loaded (argv.ts), then hands it to the quick start
// (dist/cli/bun-quick.cjs), the hook client (dist/cli/bun-hook-client.cjs, `rtk hook <agent>`) or the
// full program (dist/cli/main.js), separate files the build writes beside this one; CommonJS,
// because a require() costs Bun a few tenths of a millisecond and an import() ~1.5.
import { forQuickStart, route } from "../cli/argv";

const decided = route(process.argv.slice(2), (name) => process.env[name]);
if (forQuickStart(decided)) void require("./bun-quick.cjs").start(decided);
else if (decided.kind === "hook") void require("./bun-hook-client.cjs").start(decided);
else void import("./main.js").then((m) => m.main(decided));
