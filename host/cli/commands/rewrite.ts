import type { Command } from "commander";
import type { Adapter } from "../../runtime/contract";
import type { Context } from "../context";
import { deadlineMessage, hookTimeoutMs, never, startDeadline } from "../hooks/index";

const enc = new TextEncoder();

/**
 * Prints the rtk form of the command line `words` (joined by spaces) and returns the exit code:
 * 0 allow, 1 nothing to rewrite, 2 deny (nothing printed), 3 ask or no permission rule.
 * Also the fast path of `rtk rewrite` (host/cli/main.ts), without the option parser. Agent hooks
 * run it before every command: past the hook deadline (hooks/index.ts) it exits 1 at once,
 * nothing to rewrite, so the command runs unchanged. `context` loads the core when first called.
 */
export async function runRewrite(adapter: Adapter, context: () => Context, words: string[]): Promise<number> {
  if (words.length === 0) return 1;
  const ms = hookTimeoutMs((name) => adapter.env(name));
  const deadline = startDeadline(ms, () => {
    adapter.write(2, enc.encode(deadlineMessage("rewrite", ms)));
    void adapter.flush().finally(() => adapter.exit(1));
  });
  // Trusted user and project filters make their commands rewritable too.
  const { decideRewrite, prepareRewrite } = await import("../rewrite-decision");
  const ctx = context();
  await prepareRewrite(ctx);
  const { exitCode, command } = decideRewrite(ctx, words.join(" "));
  // Claimed, the clock no longer answers; not claimed, it already has (and exits).
  if (!deadline.claim()) return never();
  if (command !== null && exitCode !== 2) adapter.write(1, enc.encode(`${command}\n`));
  return exitCode;
}

/**
 * `rtk rewrite "<cmd>"` (or several arguments, joined by spaces): prints the command's rtk form
 * and exits 0 allow, 1 nothing to rewrite, 2 deny, 3 ask (or no permission rule matched).
 * `--rules` prints the rule table as JSON instead.
 */
export function rewriteCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("rewrite")
    .description("print a command line's rtk form (exit 0 allow, 1 nothing to rewrite, 2 deny, 3 ask)")
    .argument("[command...]", "the command line, quoted as one argument or as several")
    .option("--rules", "print the rewrite rule table as JSON")
    .option("--rtk-command <command>", "what to put before a rewritten command instead of `rtk` (an rtk the caller's shell finds)")
    .passThroughOptions()
    .allowUnknownOption()
    .action(async (words: string[], opts: { rules?: boolean; rtkCommand?: string }) => {
      const ctx = context();
      if (opts.rtkCommand) ctx.rtkCommand = opts.rtkCommand;
      if (opts.rules) {
        const { withCompiler } = await import("../context");
        ctx.adapter.write(1, enc.encode(`${JSON.stringify(withCompiler(ctx).rewriteRules(), null, 2)}\n`));
        return;
      }
      setExit(await runRewrite(ctx.adapter, context, words));
    });
}
