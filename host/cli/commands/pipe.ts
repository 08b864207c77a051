import type { Command } from "commander";
import type { Context } from "../context";
import { FilteredOutput } from "../run";

/** `rtk pipe`: filters stdin instead of a child's output. */
export function pipeCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("pipe")
    .description("filter stdin")
    .option("--strip-ansi", "remove terminal escape sequences")
    .action(async (opts: { stripAnsi?: boolean }) => {
      const { rtk, adapter } = context();
      const spec = opts.stripAnsi ? "strip-ansi" : "raw";
      const out = new FilteredOutput(rtk, adapter, spec);
      await adapter.readStdin((bytes) => out.push(1, bytes));
      out.end(0);
      setExit(0);
    });
}
