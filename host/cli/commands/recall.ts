import type { Command } from "commander";
import type { Context, SetExit } from "../context";

interface RecallFlags {
  full?: boolean;
  tail?: string;
  grep?: string;
  list?: boolean;
}

/** Lines shown by default: enough for most failures, `--full` for the rest. */
const DEFAULT_TAIL = 200;

/** `rtk recall <id>`: the raw output rtk saved when it cut something or a command failed. */
export function recallCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("recall")
    .description("show the raw output saved for a run ([full output: rtk recall <id>])")
    .argument("[id]", "the id from the hint line")
    .option("--full", "the whole saved output")
    .option("--tail <n>", "the last N lines")
    .option("--grep <regex>", "only the lines the regex (Rust syntax) matches, numbered")
    .option("--list", "the saved outputs, newest first")
    .action(async (id: string | undefined, flags: RecallFlags) => {
      const { adapter, rtk } = context();
      const out = (b: Uint8Array | string) => adapter.write(1, typeof b === "string" ? new TextEncoder().encode(b) : b);
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const [{ loadConfig }, recall, { loadRuntime }, views] = await Promise.all([
        import("../config"), import("../recall"), import("../../runtime/detect"), import("../../../bindings/recall"),
      ]);
      const runtime = await loadRuntime();
      const { config, errors } = await loadConfig(adapter, runtime.paths.configDir());
      for (const e of errors) err(`[rtk] config: ${e}`);
      const read = (p: string) => adapter.readFile(p);

      if (flags.list) {
        const entries = recall.listRecall(read, config, runtime);
        if (entries.length === 0) out("No saved outputs.\n");
        for (const e of entries) {
          out(`${e.id}  ${e.time.slice(0, 16).replace("T", " ")}  exit ${String(e.exitCode).padEnd(3)} ${String(e.rawBytes).padStart(9)} B  ${e.command}\n`);
        }
        return setExit(0);
      }
      if (!id) {
        err("rtk recall: give the id from the hint line, or --list");
        return setExit(2);
      }
      if (!recall.isRecallId(id)) {
        err(`rtk recall: '${id}' is not a recall id (12 hex digits, see rtk recall --list)`);
        return setExit(2);
      }
      const entry = recall.readRecall(read, config, runtime, id);
      if (entry === null) {
        err(`rtk recall: no saved output ${id} (it may have been rotated out; see rtk recall --list)`);
        return setExit(1);
      }
      // For `rtk gain --recalls`: which cut outputs were read back.
      await recall.noteRecallRead(runtime, id);
      if (flags.grep !== undefined) {
        const pattern = flags.grep;
        let hits: Uint8Array;
        try {
          hits = views.grepLines(rtk.core, entry.body, pattern);
        } catch (e) {
          if (!(e instanceof views.RecallPatternError)) throw e;
          err(`rtk recall: --grep: ${e.message}`);
          return setExit(2);
        }
        out(hits);
        return setExit(hits.length > 0 ? 0 : 1);
      }
      if (flags.full) {
        out(entry.body);
        return setExit(0);
      }
      const n = flags.tail === undefined ? DEFAULT_TAIL : Number(flags.tail);
      if (!Number.isInteger(n) || n < 0) {
        err(`rtk recall: --tail takes a number of lines (got '${flags.tail}')`);
        return setExit(2);
      }
      const tail = views.tailLines(rtk.core, entry.body, n);
      out(tail);
      if (flags.tail === undefined && tail.length < entry.body.length) err(`[rtk] showing the last ${n} lines: rtk recall ${id} --full for all`);
      setExit(0);
    });
}
