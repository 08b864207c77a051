// The option parser for rtk's own commands and global flags.
import { Command, CommanderError } from "commander";
import type { Adapter } from "../runtime/contract";
import { type Context, loadCore, VERSION } from "./context";
import { loadLocalFilters } from "./filter-tiers";
import { runCommand } from "./run";
import { COMMANDS } from "./commands/index";
import { leadingFlags, ownCommandRequest } from "./argv";
import { ownCommandHelp, ownCommandLines } from "./own-commands";

const encoder = new TextEncoder();

// The commands the core filters itself (they run on the fast path, not as commander commands,
// so commander cannot list them).
const FILTERED_COMMANDS = `
Filtered commands (rtk <command> [args...]; anything else runs through a declarative filter or unfiltered):
${ownCommandLines()}
  diff A [B|-]      condensed diff of two files (or a diff on stdin)
  wc ARGS...        counts without padding
  ls, tree, find    every entry whole, one per line; noise directories' contents counted
  grep, rg          every match whole (path:line:text), long texts cut with a recall hint
  git SUB...        status, log, diff, show compact; add/commit/push/pull/... as one ok line
  gh SUB...         pr/issue/run lists and views, pr checks, pr diff compact
`;

export async function runProgram(adapter: Adapter, argv: string[]): Promise<number> {
  let ctx: Context | null = null;
  const context = (): Context => (ctx ??= { adapter, rtk: loadCore(adapter) });
  let exitCode = 0;

  const rest = leadingFlags(argv)?.rest ?? [];
  const own = ownCommandRequest(rest);
  if (own !== null) {
    if (own === "usage") adapter.write(2, encoder.encode(`rtk ${rest[0]}: no command given\n`));
    adapter.write(own === "help" ? 1 : 2, encoder.encode(ownCommandHelp(rest[0])));
    return own === "help" ? 0 : 2;
  }

  const program = new Command("rtk")
    .description("Runs a command and prints only what matters of its output, for LLM coding agents.")
    .usage("[options] <command> [args...]")
    .version(`rtk ${VERSION}`, "-V, --version", "print the version")
    .option("-v, --verbose", "more detail on stderr (repeat: -vv, -vvv)", (_v: string, n: number) => n + 1, 0)
    .option("--skip-env", "run the command with SKIP_ENV_VALIDATION=1 (Next.js, tsc, lint and prisma projects skip their env checks)")
    .enablePositionalOptions()
    .passThroughOptions()
    .argument("[command...]", "the command to run, filtered")
    .allowExcessArguments()
    .addHelpText("after", FILTERED_COMMANDS)
    .configureOutput({
      writeOut: (s) => adapter.write(1, encoder.encode(s)),
      writeErr: (s) => adapter.write(2, encoder.encode(s)),
    })
    .exitOverride()
    .action(async (command: string[]) => {
      if (command.length === 0) {
        program.outputHelp();
        return;
      }
      const { rtk } = context();
      await loadLocalFilters(rtk, adapter);
      const opts = program.opts<{ verbose: number; skipEnv?: boolean }>();
      exitCode = await runCommand(rtk, adapter, command, { verbose: opts.verbose, skipEnv: Boolean(opts.skipEnv) });
    });

  for (const register of COMMANDS) register(program, context, (code) => (exitCode = code));

  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === "commander.helpDisplayed" || err.code === "commander.version" || err.code === "commander.help") return 0;
      return 2;
    }
    throw err;
  }
  return exitCode;
}
