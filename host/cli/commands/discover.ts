import type { Command } from "commander";
import type { Context, SetExit } from "../context";

interface DiscoverFlags {
  project?: string;
  limit: string;
  all?: boolean;
  since: string;
  format: string;
}

/** `rtk discover`: shell commands the agents ran without rtk, and what rtk would have saved. */
export function discoverCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("discover")
    .description("find commands agents ran without rtk (Claude Code, Codex sessions) and the tokens rtk would have saved")
    .option("-p, --project <text>", "only projects whose path contains text")
    .option("-l, --limit <n>", "rows per section", "15")
    .option("-a, --all", "every project (default: the current directory's)")
    .option("-s, --since <days>", "only the last days (0: all)", "30")
    .option("-f, --format <format>", "text or json", "text")
    .action(async (flags: DiscoverFlags) => {
      const { adapter, rtk } = context();
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const { parseDays, parseLimit, scanSessions } = await import("../session-scan");
      const since = parseDays(flags.since);
      const limit = parseLimit(flags.limit);
      if (since === null) return (err(`rtk discover: --since must be a number of days (got '${flags.since}')`), setExit(2));
      if (limit === null) return (err(`rtk discover: --limit must be a positive number (got '${flags.limit}')`), setExit(2));
      if (flags.format !== "text" && flags.format !== "json") return (err(`rtk discover: --format must be text or json (got '${flags.format}')`), setExit(2));
      const { DiscoverCollector, discoverText } = await import("../discover");
      const collector = new DiscoverCollector(rtk);
      const scan = await scanSessions(adapter, { sinceDays: since, all: flags.all === true, project: flags.project }, { onCall: (c) => collector.add(c) });
      const report = collector.report(scan, since, limit);
      const out = flags.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : discoverText(report);
      adapter.write(1, new TextEncoder().encode(out));
      for (const path of scan.unreadable) err(`[rtk] cannot read ${path}`);
      setExit(0);
    });
}
