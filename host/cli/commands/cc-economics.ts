import type { Command } from "commander";
import type { Context, SetExit } from "../context";

interface EconomicsFlags {
  daily?: boolean;
  weekly?: boolean;
  monthly?: boolean;
  all?: boolean;
  since: string;
  format: string;
}

/** `rtk cc-economics`: Claude Code spend (its own usage records) beside rtk's savings. */
export function ccEconomicsCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("cc-economics")
    .description("Claude Code spend from its own usage records, priced per model, beside the tokens rtk saved")
    .option("-d, --daily", "every day")
    .option("-w, --weekly", "Sunday-Saturday weeks")
    .option("-m, --monthly", "calendar months")
    .option("-a, --all", "daily, weekly and monthly")
    .option("-s, --since <days>", "only the last days (0: all)", "0")
    .option("-f, --format <format>", "text, json or csv", "text")
    .action(async (flags: EconomicsFlags) => {
      const { adapter } = context();
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const [{ parseDays }, { scanSessions }] = await Promise.all([import("../scope-flags"), import("../session-scan")]);
      const since = parseDays(flags.since);
      if (since === null) return (err(`rtk cc-economics: --since must be a number of days (got '${flags.since}')`), setExit(2));
      if (!["text", "json", "csv"].includes(flags.format)) return (err(`rtk cc-economics: --format must be text, json or csv (got '${flags.format}')`), setExit(2));
      const kinds = (["daily", "weekly", "monthly"] as const).filter((k) => flags[k] || flags.all);
      const [{ Economics, economicsCsv, economicsText }, { loadConfig }, { openTracker }, { dailyStats }, { loadRuntime }] = await Promise.all([
        import("../cc-economics"), import("../config"), import("../tracking"), import("../gain"), import("../../runtime/detect"),
      ]);
      const economics = new Economics();
      // Spend is the account's: every project's sessions.
      const scan = await scanSessions(adapter, { sinceDays: since, all: true }, { onUsage: (u) => u.agent === "claude" && economics.addUsage(u) });
      const runtime = await loadRuntime();
      const loaded = await loadConfig(adapter, runtime.paths.configDir());
      const tracker = await openTracker(adapter, runtime, loaded.config, (m) => err(m));
      if (tracker !== null) {
        const from = since > 0 ? new Date(Date.now() - since * 86_400_000).toISOString().slice(0, 10) : "";
        try {
          for (const d of dailyStats(tracker.db)) if (d.date >= from) economics.addSaved(d.date, d.saved_tokens);
        } finally {
          tracker.close();
        }
      }
      let out: string;
      if (flags.format === "json") {
        const body: Record<string, unknown> = { scope: scan.scope, summary: economics.rows("total")[0] ?? null, models: Object.fromEntries(economics.models) };
        for (const k of kinds) body[k] = economics.rows(k);
        out = `${JSON.stringify(body, null, 2)}\n`;
      } else if (flags.format === "csv") out = economicsCsv(economics, kinds[0] ?? "daily");
      else out = economicsText(economics, kinds, scan.scope);
      adapter.write(1, new TextEncoder().encode(out));
      setExit(0);
    });
}
