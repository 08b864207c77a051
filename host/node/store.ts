// The store on Node: node:sqlite (Node >= 22.5), imported on first use only; its
// ExperimentalWarning is dropped (it is the one warning rtk would print).
import type { StoreDriver } from "../runtime/contract";
import { type PreparingDatabase, wrapPreparingDatabase } from "../runtime/sqlite";

function silenceSqliteWarning(): void {
  const original = process.emitWarning;
  process.emitWarning = function (warning: string | Error, ...rest: unknown[]) {
    const message = typeof warning === "string" ? warning : warning.message;
    const type = typeof rest[0] === "string" ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    if ((type === "ExperimentalWarning" || (warning as Error).name === "ExperimentalWarning") && message.includes("SQLite")) return;
    return (original as (...a: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
}

type SqliteModule = { DatabaseSync: new (path: string) => PreparingDatabase };
let sqlite: Promise<SqliteModule | null> | null = null;

function loadSqlite(): Promise<SqliteModule | null> {
  if (sqlite === null) silenceSqliteWarning();
  sqlite ??= import("node:sqlite").then((m) => m as unknown as SqliteModule, () => null);
  return sqlite;
}

/** node:sqlite is there without a flag from Node 22.13 and 23.4 (22.5-22.12 need --experimental-sqlite). */
function sqliteAvailable(): boolean {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major > 23 || (major === 23 && minor >= 4) || (major === 22 && minor >= 13)) return true;
  const flags = `${process.execArgv.join(" ")} ${process.env.NODE_OPTIONS ?? ""}`;
  return major === 22 && minor >= 5 && flags.includes("--experimental-sqlite");
}

export const store: StoreDriver = {
  sqlite: "node:sqlite",
  sqliteAvailable,
  async openDatabase(path) {
    const mod = await loadSqlite();
    if (mod === null) return null;
    return wrapPreparingDatabase(new mod.DatabaseSync(path));
  },
};
