import type { Command } from "commander";
import type { Context } from "../context";
import { runPlan } from "../run";

/** `rtk proxy <cmd...>`: runs the command unfiltered, streaming its output. */
export function proxyCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("proxy")
    .description("run a command unfiltered, streaming its output, and record it")
    .argument("<command...>", "the command and its arguments")
    .passThroughOptions()
    .allowUnknownOption()
    .action(async (command: string[]) => {
      const { rtk, adapter } = context();
      setExit((await runPlan(rtk, adapter, rtk.plan(["proxy", ...command]))).exitCode);
    });
}
