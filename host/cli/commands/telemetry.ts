import type { Command } from "commander";
import type { Context, SetExit } from "../context";

const NOTHING_LEAVES =
  "rtk has no network code: nothing it records leaves this machine, whatever this setting says.\n" +
  "Consent is kept only as a local record; no usage data is collected for sending, and nothing is sent.\n";

/** The local opt-in record: `<data dir>/telemetry.json`. */
interface TelemetryRecord {
  v: 1;
  consent_given: boolean;
  consent_date: string;
}

/** `rtk telemetry status|enable|disable|forget`: the local opt-in record, and nothing else. */
export function telemetryCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("telemetry")
    .description("the local telemetry opt-in record (status|enable|disable|forget); rtk sends nothing anywhere")
    .argument("<action>", "status, enable, disable or forget")
    .action(async (action: string) => {
      const { adapter } = context();
      const encoder = new TextEncoder();
      const out = (s: string) => adapter.write(1, encoder.encode(s));
      const err = (s: string) => adapter.write(2, encoder.encode(`${s}\n`));
      if (!["status", "enable", "disable", "forget"].includes(action)) {
        err(`rtk telemetry: unknown action '${action}' (status, enable, disable or forget)`);
        return setExit(2);
      }
      const [{ loadRuntime }, { loadConfig }] = await Promise.all([import("../../runtime/detect"), import("../config")]);
      const runtime = await loadRuntime();
      const loaded = await loadConfig(adapter, runtime.paths.configDir());
      const path = `${runtime.paths.dataDir()}/telemetry.json`;
      const read = (): TelemetryRecord | null => {
        const bytes = adapter.readFile(path);
        if (bytes === null) return null;
        try {
          const r = JSON.parse(new TextDecoder().decode(bytes)) as TelemetryRecord;
          return typeof r.consent_given === "boolean" ? r : null;
        } catch {
          return null;
        }
      };
      const blockedByEnv = adapter.env("RTK_TELEMETRY_DISABLED") === "1";
      const write = (consent: boolean) => {
        const record: TelemetryRecord = { v: 1, consent_given: consent, consent_date: new Date().toISOString() };
        runtime.fs.makeDir(runtime.paths.dataDir(), 0o700);
        runtime.fs.writePrivate(path, encoder.encode(`${JSON.stringify(record)}\n`));
      };
      if (action === "enable") {
        if (blockedByEnv) {
          err("rtk telemetry: RTK_TELEMETRY_DISABLED=1 is set: consent not recorded");
          return setExit(1);
        }
        write(true);
        out(`Consent recorded in ${path}.\n${NOTHING_LEAVES}`);
      } else if (action === "disable") {
        write(false);
        out(`Consent withdrawn (recorded in ${path}).\n${NOTHING_LEAVES}`);
      } else if (action === "forget") {
        const had = adapter.fileInfo(path) !== null;
        runtime.fs.remove(path);
        out(had ? `Removed ${path}: rtk keeps no telemetry record now.\n` : `No telemetry record to remove (${path}).\n`);
        out(NOTHING_LEAVES);
      } else {
        const record = read();
        const t = loaded.config.telemetry;
        const fromConfig = t.enabled && t.consent_given;
        const consent = !blockedByEnv && (record !== null ? record.consent_given : fromConfig);
        const source = blockedByEnv ? "RTK_TELEMETRY_DISABLED=1" : record !== null ? `${path} (${record.consent_date})` : loaded.exists ? `${loaded.path} [telemetry]` : "default (no record)";
        out(`Telemetry consent: ${consent ? "given" : "not given"}\nSource:            ${source}\nData sent:         none, ever\n${NOTHING_LEAVES}`);
      }
      setExit(0);
    });
}
