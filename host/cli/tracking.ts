// The tracking database: one row per rtk run in `commands` (the reference schema plus the
// figures honest accounting needs), fallbacks in `parse_failures`. Runs do not open it: they
// leave a pending file (journal.ts), and whoever opens the database folds those in first, in one
// transaction; `run_key` (the pending file's name, unique) makes a fold that was interrupted
// between its commit and its clean-up harmless to repeat. WAL + a busy timeout let several
// readers fold at once; the file is owner-only; rows older than `history_days` are pruned on
// every fold. A corrupted file is moved aside and replaced with a warning.

import type { Adapter, Runtime, SqlDatabase } from "../runtime/contract";
import { CONFIG_FILE_LIMIT } from "../runtime/regular-file";
import type { RtkConfig } from "./config";
import { databasePath, type JournalEntry, noticeNoSqlite, parseEntry, pendingDir, PENDING_SUFFIX, type RunRecord, type Warn, YOUNG_MS } from "./journal";
import { sqlErrorKind } from "../runtime/sqlite";

export type { RunRecord, Warn } from "./journal";
export { databasePath } from "./journal";

const SCHEMA_VERSION = 2;

/** A pending run file holds two command lines, each as long as the user's: room for long ones. */
const PENDING_FILE_LIMIT = 16 * CONFIG_FILE_LIMIT;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS commands (
  id INTEGER PRIMARY KEY,
  timestamp TEXT NOT NULL,
  original_cmd TEXT NOT NULL,
  rtk_cmd TEXT NOT NULL,
  project_path TEXT NOT NULL DEFAULT '',
  input_tokens INTEGER NOT NULL,
  output_tokens INTEGER NOT NULL,
  saved_tokens INTEGER NOT NULL,
  savings_pct REAL NOT NULL,
  exec_time_ms INTEGER DEFAULT 0
);
CREATE INDEX IF NOT EXISTS idx_timestamp ON commands(timestamp);
CREATE TABLE IF NOT EXISTS parse_failures (
  id INTEGER PRIMARY KEY,
  timestamp TEXT NOT NULL,
  raw_command TEXT NOT NULL,
  error_message TEXT NOT NULL,
  fallback_succeeded INTEGER NOT NULL
);
`;

// Added to the reference's `commands` (also to an RTK database opened here).
const EXTRA_COLUMNS: [string, string][] = [
  ["exec_time_ms", "INTEGER DEFAULT 0"],
  ["project_path", "TEXT NOT NULL DEFAULT ''"],
  ["raw_bytes", "INTEGER NOT NULL DEFAULT 0"],
  ["output_bytes", "INTEGER NOT NULL DEFAULT 0"],
  ["cut", "INTEGER NOT NULL DEFAULT 0"],
  ["exit_code", "INTEGER NOT NULL DEFAULT 0"],
  ["mode", "TEXT NOT NULL DEFAULT ''"],
  ["recall_id", "TEXT"],
  ["run_key", "TEXT"],
];

function dirOf(path: string): string {
  const i = path.lastIndexOf("/");
  return i <= 0 ? (i === 0 ? "/" : ".") : path.slice(0, i);
}

function configure(db: SqlDatabase): void {
  // The busy timeout first: switching to WAL and creating tables wait for other writers.
  db.exec("PRAGMA busy_timeout = 10000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  const version = db.all<{ user_version: number }>("PRAGMA user_version")[0]?.user_version ?? 0;
  if (version >= SCHEMA_VERSION) return;
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(SCHEMA);
    const have = new Set(db.all<{ name: string }>("PRAGMA table_info(commands)").map((c) => c.name));
    for (const [name, type] of EXTRA_COLUMNS) if (!have.has(name)) db.exec(`ALTER TABLE commands ADD COLUMN ${name} ${type}`);
    db.exec("CREATE UNIQUE INDEX IF NOT EXISTS idx_run_key ON commands(run_key)");
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    db.exec("COMMIT");
  } catch (err) {
    db.exec("ROLLBACK");
    throw err;
  }
}

export class Tracker {
  private constructor(
    readonly db: SqlDatabase,
    readonly path: string,
    private readonly runtime: Runtime,
  ) {}

  /** For openTracker: a configured connection. */
  static wrap(db: SqlDatabase, path: string, runtime: Runtime): Tracker {
    return new Tracker(db, path, runtime);
  }

  /**
   * Moves the pending runs into the database (oldest first, one transaction), prunes rows older
   * than `historyDays`, then removes the files. A file that is not a journal entry is removed
   * with a warning, unless it is young enough to be still being written (left for a later
   * fold); one another reader removed meanwhile is skipped.
   */
  fold(adapter: Adapter, historyDays: number, warn: Warn, now = Date.now()): number {
    const dir = pendingDir(this.path);
    const files = this.runtime.fs
      .listDir(dir)
      .filter((e) => e.name.endsWith(PENDING_SUFFIX))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (files.length === 0) return 0;
    const entries: [string, JournalEntry][] = [];
    const unreadable: string[] = [];
    for (const { name, mtimeMs } of files) {
      // Read as a file rtk does not control: a FIFO or a device here would hang every fold.
      const read = adapter.readRegularFile(`${dir}/${name}`, { limit: PENDING_FILE_LIMIT });
      if (read.kind === "missing") continue;
      const entry = read.kind === "file" ? parseEntry(read.bytes) : null;
      if (entry === null && now - mtimeMs >= YOUNG_MS) unreadable.push(name);
      else if (entry !== null) entries.push([name, entry]);
    }
    let added = 0;
    this.db.exec("BEGIN IMMEDIATE");
    try {
      for (const [key, e] of entries) added += this.insert(e.run, new Date(e.time), key, e.failure?.message ?? null, e.failure?.fallbackSucceeded ?? false);
      this.prune(historyDays, new Date());
      this.db.exec("COMMIT");
    } catch (err) {
      this.db.exec("ROLLBACK");
      throw err;
    }
    for (const [key] of entries) this.runtime.fs.remove(`${dir}/${key}`);
    for (const name of unreadable) this.runtime.fs.remove(`${dir}/${name}`);
    if (unreadable.length > 0) warn(`[rtk] ${unreadable.length} unreadable pending run file(s) in ${dir} dropped`);
    return added;
  }

  /** Records one run now and prunes rows older than `historyDays` (0 keeps everything). */
  record(r: RunRecord, historyDays: number, now = new Date()): void {
    this.db.exec("BEGIN IMMEDIATE");
    try {
      this.insert(r, now, null, null, false);
      this.prune(historyDays, now);
      this.db.exec("COMMIT");
    } catch (err) {
      this.db.exec("ROLLBACK");
      throw err;
    }
  }

  /** Inserts a run (and its fallback note); 0 when a row with the same key is already in. */
  private insert(r: RunRecord, time: Date, key: string | null, failure: string | null, fallbackSucceeded: boolean): number {
    const saved = r.inputTokens - r.outputTokens;
    const pct = r.inputTokens > 0 ? (saved / r.inputTokens) * 100 : 0;
    const changed = this.db.run(
      `INSERT OR IGNORE INTO commands (timestamp, original_cmd, rtk_cmd, project_path, input_tokens, output_tokens, saved_tokens,
         savings_pct, exec_time_ms, raw_bytes, output_bytes, cut, exit_code, mode, recall_id, run_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        time.toISOString(), r.originalCmd, r.rtkCmd, r.projectPath, r.inputTokens, r.outputTokens, saved, pct,
        Math.round(r.execTimeMs), r.rawBytes, r.outputBytes, r.cut ? 1 : 0, r.exitCode, r.mode, r.recallId, key,
      ],
    );
    if (changed > 0 && failure !== null) this.recordFailure(r.originalCmd, failure, fallbackSucceeded, time);
    return changed;
  }

  /** A command rtk could not handle and ran raw instead. */
  recordFailure(rawCommand: string, message: string, fallbackSucceeded: boolean, now = new Date()): void {
    this.db.run("INSERT INTO parse_failures (timestamp, raw_command, error_message, fallback_succeeded) VALUES (?, ?, ?, ?)", [
      now.toISOString(), rawCommand, message, fallbackSucceeded ? 1 : 0,
    ]);
  }

  private prune(historyDays: number, now: Date): void {
    if (historyDays <= 0) return;
    const cutoff = new Date(now.getTime() - historyDays * 86_400_000).toISOString();
    this.db.run("DELETE FROM commands WHERE timestamp < ?", [cutoff]);
    this.db.run("DELETE FROM parse_failures WHERE timestamp < ?", [cutoff]);
  }

  close(): void {
    try {
      this.db.close();
    } catch {
      // closing is best effort
    }
  }
}

/**
 * Opens the tracking database and folds the pending runs into it. Returns null (after at most
 * one warning) when tracking is off, the runtime has no SQLite, or the file cannot be written.
 */
export async function openTracker(adapter: Adapter, runtime: Runtime, config: RtkConfig, warn: Warn): Promise<Tracker | null> {
  const path = databasePath(config, runtime);
  const { fs, store } = runtime;
  try {
    fs.makeDir(dirOf(path), 0o700);
    fs.touchPrivate(path);
  } catch (err) {
    warn(`[rtk] tracking off for this run: cannot write ${path}: ${(err as Error).message}`);
    return null;
  }
  for (let attempt = 0; ; attempt++) {
    let db: SqlDatabase | null = null;
    try {
      db = await store.openDatabase(path);
      if (db === null) {
        noticeNoSqlite(adapter, runtime, warn);
        return null;
      }
      configure(db);
      const info = fs.fileInfo(path);
      if (info && (info.mode & 0o077) !== 0) fs.chmod(path, 0o600);
      const tracker = Tracker.wrap(db, path, runtime);
      tracker.fold(adapter, config.tracking.history_days, warn);
      return tracker;
    } catch (err) {
      try {
        db?.close();
      } catch {
        // already unusable
      }
      const kind = sqlErrorKind(err);
      if (kind === "corrupt" && attempt === 0) {
        const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
        try {
          fs.rename(path, aside);
          fs.remove(`${path}-wal`);
          fs.remove(`${path}-shm`);
          fs.touchPrivate(path);
        } catch (moveErr) {
          warn(`[rtk] tracking off for this run: ${path} is corrupted and cannot be moved aside: ${(moveErr as Error).message}`);
          return null;
        }
        warn(`[rtk] ${path} was corrupted: moved aside to ${aside}; starting a new history`);
        continue;
      }
      warn(`[rtk] tracking off for this run: ${path}: ${(err as Error).message}`);
      return null;
    }
  }
}
