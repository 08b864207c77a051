// rtk's entry point. `rtk <command> [args]` for a command that is not one of rtk's own goes
// straight to the runner without loading the option parser; everything else goes through
// the commander program in ./program.

import { loadAdapter } from "./runtime";
import { loadCore, VERSION } from "./context";
import { runPlan } from "./run";
import { isMetaCommand } from "./meta";

/** A command to run (not one of rtk's own, or `proxy <cmd>`), with no rtk flags to parse. */
function isFastPath(argv: string[]): boolean {
  if (argv.length === 0 || argv[0].startsWith("-")) return false;
  if (argv[0] === "proxy") return argv.length > 1 && !argv[1].startsWith("-");
  return !isMetaCommand(argv[0]);
}

async function main(): Promise<void> {
  const adapter = await loadAdapter();
  const argv = adapter.args();
  let code: number;
  try {
    if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
      adapter.write(1, new TextEncoder().encode(`rtk ${VERSION}\n`));
      code = 0;
    } else if (isFastPath(argv)) {
      const rtk = loadCore(adapter);
      code = (await runPlan(rtk, adapter, rtk.plan(argv))).exitCode;
    } else {
      const { runProgram } = await import("./program-loader");
      code = await runProgram(adapter, argv);
    }
  } catch (err) {
    adapter.write(2, new TextEncoder().encode(`Error: ${(err as Error).message}\n`));
    code = 1;
  }
  adapter.exit(code);
}

void main();
