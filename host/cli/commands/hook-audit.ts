import type { Command } from "commander";
import type { Context, SetExit } from "../context";

/** `rtk hook-audit`: what the hook decided, from its opt-in log (RTK_HOOK_AUDIT=1). */
export function hookAuditCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("hook-audit")
    .description("what the agent hook decided (rewritten, left as is), from its log: enable with RTK_HOOK_AUDIT=1")
    .option("-s, --since <days>", "only the last days (0: all)", "7")
    .option("-f, --format <format>", "text or json", "text")
    .action(async (flags: { since: string; format: string }) => {
      const { adapter } = context();
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const { parseDays } = await import("../scope-flags");
      const since = parseDays(flags.since);
      if (since === null) return (err(`rtk hook-audit: --since must be a number of days (got '${flags.since}')`), setExit(2));
      if (flags.format !== "text" && flags.format !== "json") return (err(`rtk hook-audit: --format must be text or json (got '${flags.format}')`), setExit(2));
      const [{ auditFile, auditReport, auditText }, { loadRuntime }] = await Promise.all([import("../hook-audit"), import("../../runtime/detect")]);
      const file = auditFile(adapter, (await loadRuntime()).paths.dataDir());
      const report = await auditReport(adapter, file, since);
      if (report === null) {
        err(`rtk hook-audit: no audit log at ${file}: the hook writes it only with RTK_HOOK_AUDIT=1 set in the agent's environment`);
        return setExit(1);
      }
      adapter.write(1, new TextEncoder().encode(flags.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : auditText(report)));
      setExit(0);
    });
}
