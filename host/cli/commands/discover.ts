import type { Command } from "commander";
import type { Context, SetExit } from "../context";
import { parseLimit, readScope, scopeFlags, type ScopeFlags } from "../scope-flags";

/** `rtk discover`: shell commands the agents ran without rtk, and what rtk would have saved. */
export function discoverCommand(program: Command, context: () => Context, setExit: SetExit): void {
  scopeFlags(program.command("discover"), "30")
    .description("find commands agents ran without rtk (Claude Code, Codex sessions) and the tokens rtk would have saved")
    .option("-l, --limit <n>", "rows per section", "15")
    .action(async (flags: ScopeFlags & { limit: string }) => {
      const { adapter, rtk } = context();
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const { scanSessions } = await import("../session-scan");
      const scope = readScope("discover", flags, err);
      if (scope === null) return setExit(2);
      const limit = parseLimit(flags.limit);
      if (limit === null) return (err(`rtk discover: --limit must be a positive number (got '${flags.limit}')`), setExit(2));
      const { DiscoverCollector, discoverText } = await import("../discover");
      const collector = new DiscoverCollector(rtk);
      const scan = await scanSessions(adapter, scope, { onCall: (c) => collector.add(c) });
      const report = collector.report(scan, scope.sinceDays, limit);
      adapter.write(1, new TextEncoder().encode(flags.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : discoverText(report)));
      for (const path of scan.unreadable) err(`[rtk] cannot read ${path}`);
      setExit(0);
    });
}
