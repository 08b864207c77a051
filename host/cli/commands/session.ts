import type { Command } from "commander";
import type { Context, SetExit } from "../context";
import { parseLimit, readScope, scopeFlags, type ScopeFlags } from "../scope-flags";

/** `rtk session`: per agent session, the share of the commands rtk filters that went through it. */
export function sessionCommand(program: Command, context: () => Context, setExit: SetExit): void {
  scopeFlags(program.command("session"), "30")
    .description("rtk adoption per agent session: commands through rtk vs commands rtk could have filtered")
    .option("-l, --limit <n>", "sessions shown", "10")
    .action(async (flags: ScopeFlags & { limit: string }) => {
      const { adapter, rtk } = context();
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const { scanSessions } = await import("../session-scan");
      const scope = readScope("session", flags, err);
      if (scope === null) return setExit(2);
      const limit = parseLimit(flags.limit);
      if (limit === null) return (err(`rtk session: --limit must be a positive number (got '${flags.limit}')`), setExit(2));
      const { DiscoverCollector, sessionText } = await import("../discover");
      const collector = new DiscoverCollector(rtk);
      const scan = await scanSessions(adapter, scope, { onCall: (c) => collector.add(c) });
      const rows = collector.sessionRows();
      const out = flags.format === "json" ? `${JSON.stringify({ scope: scan.scope, sessions: rows.slice(0, limit) }, null, 2)}\n` : sessionText(rows, scan.scope, limit);
      adapter.write(1, new TextEncoder().encode(out));
      setExit(0);
    });
}
