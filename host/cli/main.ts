// rtk's entry point. `rtk <command> [args]` for a command that is not one of rtk's own goes
// straight to the runner without loading the option parser; everything else goes through
// the commander program in ./program.

import { loadAdapter } from "./runtime";
import { loadCore } from "./context";
import { runPlan } from "./run";
import { isMetaCommand } from "./meta";

async function main(): Promise<void> {
  const adapter = await loadAdapter();
  const argv = adapter.args();
  let code: number;
  try {
    if (argv.length > 0 && !argv[0].startsWith("-") && !isMetaCommand(argv[0])) {
      const rtk = loadCore(adapter);
      code = (await runPlan(rtk, adapter, rtk.plan(argv))).exitCode;
    } else {
      const { runProgram } = await import("./program");
      code = await runProgram(adapter, argv);
    }
  } catch (err) {
    adapter.write(2, new TextEncoder().encode(`Error: ${(err as Error).message}\n`));
    code = 1;
  }
  adapter.exit(code);
}

void main();
