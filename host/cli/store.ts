// What rtk persists through: a SQLite database (tracking) and a directory of owner-only files
// (recall). Each runtime folder implements it in store.ts (bun:sqlite on Bun, node:sqlite on
// Node >= 22.5 and Deno 2); the modules are loaded only after the command's output is written.

export type SqlValue = string | number | bigint | null;

/** A SQLite connection. Statements are prepared once per SQL text and reused. */
export interface SqlDatabase {
  /** Runs one or more statements without parameters. */
  exec(sql: string): void;
  /** Runs one statement; returns the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): number;
  all<T>(sql: string, params?: readonly SqlValue[]): T[];
  close(): void;
}

/** The shape of node:sqlite's DatabaseSync (Node and Deno). */
export interface PreparingDatabase {
  exec(sql: string): void;
  prepare(sql: string): { run(...params: SqlValue[]): { changes: number | bigint }; all(...params: SqlValue[]): unknown[] };
  close(): void;
}

/** Wraps a node:sqlite connection, caching prepared statements by SQL text. */
export function wrapPreparingDatabase(db: PreparingDatabase): SqlDatabase {
  const statements = new Map<string, ReturnType<PreparingDatabase["prepare"]>>();
  const prepared = (sql: string) => {
    let st = statements.get(sql);
    if (!st) statements.set(sql, (st = db.prepare(sql)));
    return st;
  };
  return {
    exec: (sql) => db.exec(sql),
    run: (sql, params = []) => Number(prepared(sql).run(...params).changes),
    all: <T>(sql: string, params: readonly SqlValue[] = []) => prepared(sql).all(...params) as T[],
    close: () => db.close(),
  };
}

export interface DirEntry {
  name: string;
  size: number;
  mtimeMs: number;
}

export interface FileInfo {
  size: number;
  mtimeMs: number;
  /** Permission bits (e.g. 0o600). */
  mode: number;
  isDirectory: boolean;
}

export interface StoreDriver {
  /** The SQLite library this runtime uses (when it has it). */
  readonly sqlite: string;
  /** Whether this runtime has SQLite, answered without loading it. */
  sqliteAvailable(): boolean;
  /** Opens (creating) the database. Null when this runtime has no SQLite; throws on open errors. */
  openDatabase(path: string): Promise<SqlDatabase | null>;
  /** The regular files in a directory; empty when it does not exist. */
  listDir(path: string): DirEntry[];
  /** The names of the regular files in a directory, without reading each one's size and times. */
  listNames(path: string): string[];
  fileInfo(path: string): FileInfo | null;
  /** Creates the file owner-only (0600) when missing, without touching its content. */
  touchPrivate(path: string): void;
  /** Creates the directory (and parents); a directory it creates is owner-only (0700). */
  makePrivateDir(path: string): void;
  /** Writes the whole file owner-only (0600): to a temporary name first, then renamed over. */
  writePrivate(path: string, bytes: Uint8Array): void;
  /**
   * Creates a new owner-only file holding `bytes` in a directory that exists (else it throws),
   * for a name no other writer uses (a run's record, a recall entry). Written in place, without
   * writePrivate's temporary name and rename (one call fewer in every run; on Bun renaming needs
   * node:fs, a third of a short run to load), so a reader may for a moment find it incomplete:
   * readers of these files allow for that.
   */
  writeNewPrivate(path: string, bytes: Uint8Array): Promise<void>;
  rename(from: string, to: string): void;
  /** Removes a file; one already gone is not an error. */
  remove(path: string): void;
  /** The same, asynchronously: on Bun without node:fs (a cut run rotating recall needs it). */
  removeAsync(path: string): Promise<void>;
  chmod(path: string, mode: number): void;
}

export interface RuntimePaths {
  homeDir(): string;
  configDir(): string;
  dataDir(): string;
  /** The canonical absolute path (symlinks resolved), or null when it cannot be resolved. */
  realPath(path: string): string | null;
}

export interface Runtime {
  store: StoreDriver;
  paths: RuntimePaths;
}

let loaded: Promise<Runtime> | null = null;

/** The store and paths of the runtime we are in, by feature detection, loaded once. */
export function loadRuntime(): Promise<Runtime> {
  const g = globalThis as { Deno?: { version?: unknown }; Bun?: { version?: unknown } };
  loaded ??= g.Deno?.version
    ? Promise.all([import("../deno/store"), import("../deno/paths")]).then(([s, p]) => ({ store: s.store, paths: p }))
    : g.Bun?.version
      ? Promise.all([import("../bun/store"), import("../bun/paths")]).then(([s, p]) => ({ store: s.store, paths: p }))
      : Promise.all([import("../node/store"), import("../node/paths")]).then(([s, p]) => ({ store: s.store, paths: p }));
  return loaded;
}

export type SqlErrorKind = "corrupt" | "busy" | "readonly" | "cantopen" | "other";

/** Sorts a driver error by SQLite result code (names and numbers differ between drivers). */
export function sqlErrorKind(err: unknown): SqlErrorKind {
  const e = err as { code?: unknown; errcode?: unknown; errno?: unknown; message?: unknown };
  const code = typeof e.errcode === "number" ? e.errcode : typeof e.errno === "number" ? e.errno : -1;
  const name = typeof e.code === "string" ? e.code : "";
  const primary = code >= 0 ? code & 0xff : -1;
  const message = String(e.message ?? "");
  if (primary === 11 || primary === 26 || name.startsWith("SQLITE_CORRUPT") || name.startsWith("SQLITE_NOTADB")) return "corrupt";
  if (message.includes("file is not a database") || message.includes("disk image is malformed")) return "corrupt";
  if (primary === 5 || primary === 6 || name.startsWith("SQLITE_BUSY") || name.startsWith("SQLITE_LOCKED")) return "busy";
  if (primary === 8 || name.startsWith("SQLITE_READONLY") || message.includes("readonly database")) return "readonly";
  if (primary === 14 || name.startsWith("SQLITE_CANTOPEN") || message.includes("unable to open")) return "cantopen";
  return "other";
}
