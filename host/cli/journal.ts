// The run journal: how a run is recorded without opening SQLite. Each run writes one small
// owner-only JSON file into `<history.db>.pending/` under a name of its own (concurrent runs
// never share a file; on Bun it is written in place, so a reader may meet it incomplete for a
// moment and leaves a young unreadable file for a later fold: YOUNG_MS). Readers
// of the history (`rtk gain`, and now and then a run itself) fold the pending files into
// history.db in one transaction (tracking.ts). Opening SQLite, creating the schema and
// committing cost more than the rest of a short command's run; a file write costs a few
// system calls.

import type { Adapter, Runtime } from "../runtime/contract";
import { smallFileBytes } from "../runtime/regular-file";
import { isNoSpace, noSpaceMessage, writeRecord } from "./records";
import type { RtkConfig } from "./config";

export interface RunRecord {
  /** The command as the user typed it. */
  originalCmd: string;
  /** The label from the plan (`rtk git status`, `rtk:passthrough git tag`). */
  rtkCmd: string;
  projectPath: string;
  /** Tokens of the raw output the core saw (stdout + stderr, each byte once). */
  inputTokens: number;
  /** Tokens of what rtk printed, hint lines included. */
  outputTokens: number;
  execTimeMs: number;
  rawBytes: number;
  outputBytes: number;
  /** The filter left something out (a recall entry was offered). */
  cut: boolean;
  exitCode: number;
  /** passthrough | stream | capture | fallback. Passthrough runs are not seen by rtk: 0 tokens. */
  mode: string;
  recallId: string | null;
}

/** A command rtk could not handle and ran raw instead (`rtk gain --failures`). */
export interface FailureRecord {
  message: string;
  fallbackSucceeded: boolean;
}

/** One pending file. `time` is when the run ended (ISO 8601, UTC). */
export interface JournalEntry {
  v: 1;
  time: string;
  run: RunRecord;
  failure: FailureRecord | null;
}

export type Warn = (message: string) => void;

export function databasePath(config: RtkConfig, runtime: Runtime): string {
  return config.tracking.database_path || `${runtime.paths.dataDir()}/history.db`;
}

export function pendingDir(dbPath: string): string {
  return `${dbPath}.pending`;
}

/** Pending files end in this; anything else in the folder (a temporary file) is not one yet. */
export const PENDING_SUFFIX = ".run.json";

/** A pending file this young that does not parse may still be being written: left for later. */
export const YOUNG_MS = 60_000;

let sequence = 0;

/** A name that sorts by time and is unique across processes. */
function entryName(now: Date): string {
  const rand = Math.floor(Math.random() * 0x100000000).toString(16).padStart(8, "0");
  return `${now.getTime().toString().padStart(15, "0")}-${rand}-${sequence++}${PENDING_SUFFIX}`;
}

/**
 * Writes the run's pending file. Returns false (after one warning) when it cannot be written:
 * the output is already delivered, so a read-only or full disk only loses this record.
 */
export async function appendRun(
  runtime: Runtime,
  config: RtkConfig,
  run: RunRecord,
  failure: FailureRecord | null,
  warn: Warn,
  now = new Date(),
): Promise<boolean> {
  const dir = pendingDir(databasePath(config, runtime));
  const entry: JournalEntry = { v: 1, time: now.toISOString(), run, failure };
  try {
    await writeRecord(runtime, dir, entryName(now), new TextEncoder().encode(JSON.stringify(entry)));
    return true;
  } catch (err) {
    warn(isNoSpace(err) ? noSpaceMessage(dir, "run not recorded") : `[rtk] run not recorded: cannot write ${dir}: ${(err as Error).message}`);
    return false;
  }
}

/** Why tracking is off in this runtime (no SQLite), told once a day through a stamp file. */
export function noticeNoSqlite(adapter: Adapter, runtime: Runtime, warn: Warn): void {
  const dir = runtime.paths.dataDir();
  const stamp = `${dir}/.no-sqlite-notice`;
  const today = new Date().toISOString().slice(0, 10);
  const seen = smallFileBytes(adapter.readRegularFile, stamp);
  if (seen !== null && new TextDecoder().decode(seen) === today) return;
  warn(
    `[rtk] tracking is off: ${adapter.runtime} ${adapter.runtimeVersion} has no SQLite (Node >= 22.13, Bun or Deno >= 2.2 do); filtering still works. (shown once a day)`,
  );
  try {
    runtime.fs.makeDir(dir, 0o700);
    runtime.fs.writePrivate(stamp, new TextEncoder().encode(today));
  } catch {
    // an unwritable data dir: the notice may show again, the output is unaffected
  }
}

/** Parses a pending file; null when it is not a journal entry this version understands. */
export function parseEntry(bytes: Uint8Array): JournalEntry | null {
  try {
    const e = JSON.parse(new TextDecoder().decode(bytes)) as JournalEntry;
    if (e?.v !== 1 || typeof e.time !== "string" || typeof e.run !== "object" || e.run === null) return null;
    if (typeof e.run.originalCmd !== "string" || typeof e.run.rtkCmd !== "string") return null;
    return e;
  } catch {
    return null;
  }
}
