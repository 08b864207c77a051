import type { Command } from "commander";
import type { Context, SetExit } from "../context";

interface SessionFlags {
  project?: string;
  limit: string;
  all?: boolean;
  since: string;
  format: string;
}

/** `rtk session`: per agent session, the share of the commands rtk filters that went through it. */
export function sessionCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("session")
    .description("rtk adoption per agent session: commands through rtk vs commands rtk could have filtered")
    .option("-p, --project <text>", "only projects whose path contains text")
    .option("-l, --limit <n>", "sessions shown", "10")
    .option("-a, --all", "every project (default: the current directory's)")
    .option("-s, --since <days>", "only the last days (0: all)", "30")
    .option("-f, --format <format>", "text or json", "text")
    .action(async (flags: SessionFlags) => {
      const { adapter, rtk } = context();
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const { parseDays, parseLimit, scanSessions } = await import("../session-scan");
      const since = parseDays(flags.since);
      const limit = parseLimit(flags.limit);
      if (since === null) return (err(`rtk session: --since must be a number of days (got '${flags.since}')`), setExit(2));
      if (limit === null) return (err(`rtk session: --limit must be a positive number (got '${flags.limit}')`), setExit(2));
      if (flags.format !== "text" && flags.format !== "json") return (err(`rtk session: --format must be text or json (got '${flags.format}')`), setExit(2));
      const { DiscoverCollector, sessionText } = await import("../discover");
      const collector = new DiscoverCollector(rtk);
      const scan = await scanSessions(adapter, { sinceDays: since, all: flags.all === true, project: flags.project }, { onCall: (c) => collector.add(c) });
      const rows = collector.sessionRows();
      const out = flags.format === "json" ? `${JSON.stringify({ scope: scan.scope, sessions: rows.slice(0, limit) }, null, 2)}\n` : sessionText(rows, scan.scope, limit);
      adapter.write(1, new TextEncoder().encode(out));
      setExit(0);
    });
}
