import type { Command } from "commander";
import type { Context, SetExit } from "../context";
import { parseLimit, readScope, scopeFlags, type ScopeFlags } from "../scope-flags";

interface LearnFlags extends ScopeFlags {
  writeRules?: boolean;
  minConfidence: string;
  minOccurrences: string;
}

/** `rtk learn`: recurring command-line mistakes of the agents and their corrections, optionally as rules. */
export function learnCommand(program: Command, context: () => Context, setExit: SetExit): void {
  scopeFlags(program.command("learn"), "30")
    .description("find command-line mistakes agents repeat and what worked instead; -w writes them as rules for the agent")
    .option("-w, --write-rules", "write .claude/rules/cli-corrections.md in the current directory")
    .option("--min-confidence <x>", "lowest confidence kept (0..1)", "0.6")
    .option("--min-occurrences <n>", "fewest occurrences kept", "1")
    .action(async (flags: LearnFlags) => {
      const { adapter, rtk } = context();
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const { scanSessions } = await import("../session-scan");
      const scope = readScope("learn", flags, err);
      if (scope === null) return setExit(2);
      const minOcc = parseLimit(flags.minOccurrences);
      const minConf = /^(0(\.\d+)?|1(\.0+)?)$/.test(flags.minConfidence) ? Number(flags.minConfidence) : null;
      if (minOcc === null) return (err(`rtk learn: --min-occurrences must be a positive number (got '${flags.minOccurrences}')`), setExit(2));
      if (minConf === null) return (err(`rtk learn: --min-confidence must be a number from 0 to 1 (got '${flags.minConfidence}')`), setExit(2));
      const { LearnCollector, learnText, rulesMarkdown } = await import("../learn");
      const collector = new LearnCollector(rtk);
      const scan = await scanSessions(adapter, scope, { onCall: (c) => collector.add(c) });
      const list = collector.corrections(minConf, minOcc);
      const out = flags.format === "json" ? `${JSON.stringify({ scope: scan.scope, corrections: list }, null, 2)}\n` : learnText(list, scan.scope);
      adapter.write(1, new TextEncoder().encode(out));
      if (flags.writeRules) {
        const dir = `${adapter.cwd()}/.claude/rules`;
        adapter.makeDir(dir);
        adapter.writeFile(`${dir}/cli-corrections.md`, new TextEncoder().encode(rulesMarkdown(list, new Date().toISOString().slice(0, 10))));
        err(`[rtk] wrote ${dir}/cli-corrections.md (${list.length} rules)`);
      }
      setExit(0);
    });
}
