import type { Command } from "commander";
import type { Context } from "../context";

/** `rtk verify`: checks what rtk installed. Today: the integrity of the agent hooks. */
export function verifyCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("verify")
    .description("check rtk's installation: agent hooks verified, tampered, missing or outdated")
    .action(async () => {
      const { adapter } = context();
      const { reportHookIntegrity } = await import("../integrity");
      const hooks = await reportHookIntegrity(adapter);
      adapter.write(1, new TextEncoder().encode(`${hooks.lines.join("\n")}\n`));
      if (hooks.failed) setExit(1);
    });
}
