// The full program (dist/cli/main.js), started by the first module of a run (host/<runtime>/cli.ts)
// for what the quick start does not take. `rtk [-v...] <command> [args]` for a
// command that is not one of rtk's own goes straight to the runner without loading the option
// parser (a command core when one claims it, else the full core); everything else goes through
// the commander program in ./program. With RTK_DISABLED=1 the command runs raw, without even
// loading the core.

// Only argv parsing is loaded up front: `--version` answers from the runtime's process module,
// and each path imports what it needs (the runner and the bindings only on a command's path).

import type { Context } from "./context";
import { loadAdapter, loadEarly } from "../runtime/detect";
import { isFastPath, isVersionRequest, leadingFlags } from "./argv";

declare const __RTK_VERSION__: string;
const VERSION: string = typeof __RTK_VERSION__ === "string" ? __RTK_VERSION__ : "0.0.0-dev";

async function main(): Promise<void> {
  const early = await loadEarly();
  const argv = early.args();
  const fast = leadingFlags(argv);
  if (isVersionRequest(argv)) {
    early.write(1, new TextEncoder().encode(`rtk ${VERSION}\n`));
    await early.flush();
    early.exit(0);
  }
  const onCommandPath = fast !== null && isFastPath(fast.rest);
  const disabled = onCommandPath && early.env("RTK_DISABLED") === "1" && fast.rest[0] !== "proxy";
  const adapter = await loadAdapter();
  let code: number;
  try {
    if (fast && onCommandPath) {
      if (disabled) {
        const { supervise } = await import("./run");
        code = await supervise(adapter, fast.rest, () => adapter.spawnInherit({ argv: fast.rest }));
      } else {
        const { runArgv } = await import("./command-path");
        code = await runArgv(adapter, fast.rest, { verbose: fast.verbose });
      }
    } else if (argv[0] === "hook" && argv.length === 2 && argv[1] !== "check" && !argv[1].startsWith("-")) {
      // `rtk hook <agent>` runs before every command an agent issues: no option parser either.
      const { runHookAgent } = await import("./commands/hook");
      code = await runHookAgent(adapter, argv[1]);
    } else if (argv[0] === "rewrite" && argv.length > 1 && !argv[1].startsWith("-")) {
      // Agent hooks run `rtk rewrite` before every command: no option parser on this path.
      const [{ runRewrite }, { loadRewriteCore }] = await Promise.all([import("./commands/rewrite"), import("./context")]);
      let ctx: Context | null = null;
      code = await runRewrite(adapter, () => (ctx ??= { adapter, rtk: loadRewriteCore(adapter) }), argv.slice(1));
    } else {
      const { runProgram } = await import("./program-loader");
      code = await runProgram(adapter, argv);
    }
  } catch (err) {
    adapter.write(2, new TextEncoder().encode(`Error: ${(err as Error).message}\n`));
    code = 1;
  }
  await adapter.flush();
  adapter.exit(code);
}

void main();
