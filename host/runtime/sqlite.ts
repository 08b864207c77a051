// SQLite as the runtimes give it: node:sqlite's DatabaseSync (Node, Deno) and bun:sqlite's
// Database have the same prepare/run/all shape, wrapped here once into SqlDatabase; and the
// sorting of their errors, whose codes and names differ between drivers.
import type { SqlDatabase, SqlValue } from "./contract";

/** The shape of node:sqlite's DatabaseSync and bun:sqlite's Database that rtk uses. */
export interface PreparingDatabase {
  exec(sql: string): unknown;
  prepare(sql: string): { run(...params: SqlValue[]): { changes: number | bigint }; all(...params: SqlValue[]): unknown[] };
  close(): void;
}

/** Wraps a connection, caching prepared statements by SQL text. */
export function wrapPreparingDatabase(db: PreparingDatabase): SqlDatabase {
  const statements = new Map<string, ReturnType<PreparingDatabase["prepare"]>>();
  const prepared = (sql: string) => {
    let st = statements.get(sql);
    if (!st) statements.set(sql, (st = db.prepare(sql)));
    return st;
  };
  return {
    exec: (sql) => void db.exec(sql),
    run: (sql, params = []) => Number(prepared(sql).run(...params).changes),
    all: <T>(sql: string, params: readonly SqlValue[] = []) => prepared(sql).all(...params) as T[],
    close: () => db.close(),
  };
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
