import type { Command } from "commander";
import type { Context } from "../context";
import { runPlan } from "../run";

/** `rtk pipe`: filters stdin instead of a child's output. */
export function pipeCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("pipe")
    .description("filter stdin")
    .option("--strip-ansi", "remove terminal escape sequences")
    .action(async (opts: { stripAnsi?: boolean }) => {
      const { rtk, adapter } = context();
      const session = opts.stripAnsi ? "strip-ansi" : "raw";
      const plan = { mode: "stream" as const, input: "stdin" as const, argv: [], files: [], env: [], session, label: "rtk pipe", reason: "pipe" };
      setExit((await runPlan(rtk, adapter, plan)).exitCode);
    });
}
