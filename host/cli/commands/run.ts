import type { Command } from "commander";
import type { Context, SetExit } from "../context";
import { runCommand } from "../run";

/** `rtk run -c '<command string>'` (through `sh -c`) or `rtk run <command...>`. */
export function runCommandCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("run")
    .description("run a command string through sh -c, or a command, and record it")
    .option("-c, --command <string>", "a shell command string")
    .argument("[command...]", "a command and its arguments")
    .passThroughOptions()
    .allowUnknownOption()
    .action(async (command: string[], flags: { command?: string }) => {
      const { rtk, adapter } = context();
      const globals = program.opts<{ verbose: number }>();
      const options = { verbose: globals.verbose };
      if (flags.command !== undefined) {
        if (command.length > 0) {
          adapter.write(2, new TextEncoder().encode("rtk run: give either -c '<command string>' or a command, not both\n"));
          return setExit(2);
        }
        const argv = ["sh", "-c", flags.command];
        return setExit(await runCommand(rtk, adapter, argv, { ...options, original: flags.command, label: `rtk run -c ${flags.command}` }));
      }
      if (command.length === 0) {
        adapter.write(2, new TextEncoder().encode("rtk run: nothing to run (rtk run -c '<command string>')\n"));
        return setExit(2);
      }
      setExit(await runCommand(rtk, adapter, command, options));
    });
}
