import type { Command } from "commander";
import type { Context, SetExit } from "../context";

interface GainFlags {
  project?: boolean;
  graph?: boolean;
  history?: boolean;
  daily?: boolean;
  weekly?: boolean;
  monthly?: boolean;
  all?: boolean;
  format: string;
  failures?: boolean;
  reset?: boolean;
  yes?: boolean;
  confirm?: boolean;
  quota?: boolean;
  tier: string;
  recalls?: boolean;
}

/** `rtk gain`: the savings report from the tracking database. */
export function gainCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("gain")
    .description("show the tokens rtk saved (from the tracking database)")
    .option("-p, --project", "only runs in the current directory or below")
    .option("-g, --graph", "bar graph of the last 30 days")
    .option("-H, --history", "the 10 most recent runs")
    .option("-d, --daily", "every day")
    .option("-w, --weekly", "Sunday-Saturday weeks")
    .option("-m, --monthly", "calendar months")
    .option("-a, --all", "daily, weekly and monthly")
    .option("-f, --format <format>", "text, json or csv", "text")
    .option("-F, --failures", "commands rtk could not handle and ran raw")
    .option("--reset", "delete the recorded runs (with --yes)")
    .option("-y, --yes", "confirm --reset")
    .option("--confirm", "same as --yes")
    .option("-q, --quota", "monthly quota estimate for a subscription tier (with -t)")
    .option("-t, --tier <tier>", "pro, 5x or 20x (with --quota)", "20x")
    .option("--recalls", "recall per filter family: cut, saved, read back")
    .action(async (flags: GainFlags) => {
      const { adapter } = context();
      const out = (s: string) => adapter.write(1, new TextEncoder().encode(s));
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      if (!["text", "json", "csv"].includes(flags.format)) {
        err(`rtk gain: --format must be text, json or csv (got '${flags.format}')`);
        return setExit(2);
      }
      const [{ loadConfig }, { openTracker }, gain, { loadRuntime }] = await Promise.all([
        import("../config"), import("../tracking"), import("../gain"), import("../../runtime/detect"),
      ]);
      const runtime = await loadRuntime();
      const { recallReads } = await import("../recall");
      const loaded = await loadConfig(adapter, runtime.paths.configDir());
      for (const e of loaded.errors) err(`[rtk] config: ${e}`);
      // The reference's nag, silenced by suppress_hook_warning / RTK_SUPPRESS_HOOK_WARNING=1.
      if (!loaded.config.suppress_hook_warning) {
        const { anyAgentHasRtk } = await import("../init/run");
        if (!anyAgentHasRtk(adapter)) err("[warn] No hook installed — run `rtk init -g` for automatic token savings");
      }
      if (!["pro", "5x", "20x"].includes(flags.tier)) {
        err(`rtk gain: --tier must be pro, 5x or 20x (got '${flags.tier}')`);
        return setExit(2);
      }
      if (flags.tier !== "20x" && !flags.quota) {
        err("rtk gain: --tier needs --quota");
        return setExit(2);
      }
      if (flags.reset && !flags.yes && !flags.confirm) {
        err("rtk gain --reset deletes every recorded run: add --yes to confirm");
        return setExit(1);
      }
      let failed = false;
      const tracker = await openTracker(adapter, runtime, loaded.config, (m) => {
        failed = true;
        err(m);
      });
      const project = flags.project ? adapter.cwd() : undefined;
      if (tracker === null) {
        if (!failed) err(`rtk gain: no tracking database: ${adapter.runtime} ${adapter.runtimeVersion} has no SQLite (use Node >= 22.13, Bun or Deno >= 2.2)`);
        return setExit(1);
      }
      function options() {
        return {
          project,
          graph: flags.graph,
          history: flags.history,
          daily: flags.daily || flags.all,
          weekly: flags.weekly || flags.all,
          monthly: flags.monthly || flags.all,
          format: flags.format as "text" | "json" | "csv",
          failures: flags.failures,
          quota: flags.quota ? (flags.tier as "pro" | "5x" | "20x") : undefined,
          recalls: flags.recalls,
          recallReads: flags.recalls ? recallReads(runtime) : undefined,
          colors: loaded.config.display.colors && adapter.isTTY(1) && !adapter.env("NO_COLOR"),
        };
      }
      try {
        if (flags.reset) {
          gain.resetGain(tracker.db, project);
          out("Token savings stats reset to zero.\n");
        } else out(gain.gainReport(tracker.db, options()));
      } finally {
        tracker.close();
      }
      setExit(0);
    });
}

