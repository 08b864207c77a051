// rtk's first module on Bun (built to dist/cli/bun.cjs, required by bin/rtk.cjs): decides the
// route with nothing else loaded (argv.ts), then hands it to the quick start
// (dist/cli/bun-quick.cjs), the hook client (dist/cli/bun-hook-client.cjs, `rtk hook <agent>`) or the
// full program (dist/cli/main.js), separate files the build writes beside this one; CommonJS,
// because a require() costs Bun a few tenths of a millisecond and an import() ~1.5.
import { forQuickStart, route } from "../cli/argv";

const decided = route(process.argv.slice(2), (name) => process.env[name]);
// A command waits on its child in Bun's event loop, and the first time Bun's loop waits it runs a
// full garbage collection of the whole heap (with the GC timer off too; once a process). Here,
// a turn before the quick start is loaded, it marks ~150 KB of live objects, not the ~380 KB of
// the loaded quick start, the core and its session: ~0.6-0.9 ms less CPU a command (measured;
// `--version` and the hook client never wait in the loop, so they take no turn).
if (decided.kind === "command") setImmediate(() => void require("./bun-quick.cjs").start(decided));
else if (forQuickStart(decided)) void require("./bun-quick.cjs").start(decided);
else if (decided.kind === "hook") void require("./bun-hook-client.cjs").start(decided);
else void import("./main.js").then((m) => m.main(decided));
