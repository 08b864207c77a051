// The tracking database: one row per rtk run in `commands` (the reference schema plus the
// figures honest accounting needs), fallbacks in `parse_failures`. Opened after the command's
// output is written. WAL + a busy timeout let many rtk processes record at once; the file is
// owner-only; rows older than `history_days` are pruned on every insert. A corrupted file is
// moved aside and replaced; an unwritable one turns tracking off for the run with one warning.

import type { Adapter } from "./adapter";
import type { RtkConfig } from "./config";
import { loadRuntime, type Runtime, type SqlDatabase, sqlErrorKind } from "./store";

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
  /** passthrough | stream | capture. Passthrough runs are not seen by rtk: 0 tokens either way. */
  mode: string;
  recallId: string | null;
}

const SCHEMA_VERSION = 1;

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
];

export type Warn = (message: string) => void;

export function databasePath(config: RtkConfig, runtime: Runtime): string {
  return config.tracking.database_path || `${runtime.paths.dataDir()}/history.db`;
}

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
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    db.exec("COMMIT");
  } catch (err) {
    db.exec("ROLLBACK");
    throw err;
  }
}

/** Why tracking is off in this runtime (no SQLite), told once a day through a stamp file. */
function noticeNoSqlite(adapter: Adapter, runtime: Runtime, warn: Warn): void {
  const dir = runtime.paths.dataDir();
  const stamp = `${dir}/.no-sqlite-notice`;
  const today = new Date().toISOString().slice(0, 10);
  const seen = adapter.readFile(stamp);
  if (seen !== null && new TextDecoder().decode(seen) === today) return;
  warn(
    `[rtk] tracking is off: ${adapter.runtime} ${adapter.runtimeVersion} has no SQLite (Node >= 22.5, Bun or Deno 2 do); filtering still works. (shown once a day)`,
  );
  try {
    runtime.store.makePrivateDir(dir);
    runtime.store.writePrivate(stamp, new TextEncoder().encode(today));
  } catch {
    // an unwritable data dir: the notice may show again, the output is unaffected
  }
}

export class Tracker {
  private constructor(
    readonly db: SqlDatabase,
    readonly path: string,
  ) {}

  /**
   * Opens the tracking database. Returns null (after at most one warning) when tracking is
   * off, the runtime has no SQLite, or the file cannot be written.
   */
  static async open(adapter: Adapter, config: RtkConfig, warn: Warn): Promise<Tracker | null> {
    const runtime = await loadRuntime();
    const path = databasePath(config, runtime);
    const { store } = runtime;
    try {
      store.makePrivateDir(dirOf(path));
      store.touchPrivate(path);
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
        const info = store.fileInfo(path);
        if (info && (info.mode & 0o077) !== 0) store.chmod(path, 0o600);
        return new Tracker(db, path);
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
            store.rename(path, aside);
            store.remove(`${path}-wal`);
            store.remove(`${path}-shm`);
            store.touchPrivate(path);
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

  /** Records one run and prunes rows older than `historyDays` (0 keeps everything). */
  record(r: RunRecord, historyDays: number, now = new Date()): void {
    const saved = r.inputTokens - r.outputTokens;
    const pct = r.inputTokens > 0 ? (saved / r.inputTokens) * 100 : 0;
    this.db.exec("BEGIN IMMEDIATE");
    try {
      this.db.run(
        `INSERT INTO commands (timestamp, original_cmd, rtk_cmd, project_path, input_tokens, output_tokens, saved_tokens,
           savings_pct, exec_time_ms, raw_bytes, output_bytes, cut, exit_code, mode, recall_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          now.toISOString(), r.originalCmd, r.rtkCmd, r.projectPath, r.inputTokens, r.outputTokens, saved, pct,
          Math.round(r.execTimeMs), r.rawBytes, r.outputBytes, r.cut ? 1 : 0, r.exitCode, r.mode, r.recallId,
        ],
      );
      this.prune(historyDays, now);
      this.db.exec("COMMIT");
    } catch (err) {
      this.db.exec("ROLLBACK");
      throw err;
    }
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
