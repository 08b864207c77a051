// rtk's own commands. Each module adds its subcommand to the program; add one line per command
// here and its name to ../meta.ts so `rtk <name>` is never run as a child process.
import type { Command } from "commander";
import type { Context, SetExit } from "../context";
import { configCommand } from "./config";
import { gainCommand } from "./gain";
import { hookCommand } from "./hook";
import { initCommand } from "./init";
import { pipeCommand } from "./pipe";
import { playgroundCommand } from "./playground";
import { proxyCommand } from "./proxy";
import { recallCommand } from "./recall";
import { rewriteCommand } from "./rewrite";
import { runCommandCommand } from "./run";
import { verifyCommand } from "./verify";
import { filtersCommand } from "./filters";
import { trustCommand } from "./trust";
import { whichCommand } from "./which";
import { discoverCommand } from "./discover";
import { sessionCommand } from "./session";
import { telemetryCommand } from "./telemetry";
import { learnCommand } from "./learn";
import { hookAuditCommand } from "./hook-audit";
import { ccEconomicsCommand } from "./cc-economics";

export type Register = (program: Command, context: () => Context, setExit: SetExit) => void;

export const COMMANDS: Register[] = [proxyCommand, pipeCommand, initCommand, verifyCommand];
COMMANDS.push(gainCommand, recallCommand, configCommand, runCommandCommand);
COMMANDS.push(rewriteCommand);
COMMANDS.push(hookCommand);
COMMANDS.push(trustCommand, filtersCommand, whichCommand);
COMMANDS.push(playgroundCommand);
COMMANDS.push(discoverCommand, sessionCommand, learnCommand, ccEconomicsCommand, hookAuditCommand, telemetryCommand);
