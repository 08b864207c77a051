// The store on Node: node:sqlite (Node >= 22.5) and node:fs. node:sqlite is imported on first
// use only, and its ExperimentalWarning is dropped (it is the one warning rtk would print).
import { nodeFs } from "./fs";
import { type DirEntry, type FileInfo, type PreparingDatabase, type StoreDriver, wrapPreparingDatabase } from "../cli/store";

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

export function listDir(path: string): DirEntry[] {
  let names: string[];
  try {
    names = nodeFs().readdirSync(path);
  } catch {
    return [];
  }
  const entries: DirEntry[] = [];
  for (const name of names) {
    try {
      const st = nodeFs().statSync(`${path}/${name}`);
      if (st.isFile()) entries.push({ name, size: st.size, mtimeMs: st.mtimeMs });
    } catch {
      // removed meanwhile
    }
  }
  return entries;
}

export function listNames(path: string): string[] {
  try {
    return nodeFs()
      .readdirSync(path, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

export function fileInfo(path: string): FileInfo | null {
  try {
    const st = nodeFs().statSync(path);
    return { size: st.size, mtimeMs: st.mtimeMs, mode: st.mode & 0o777, isDirectory: st.isDirectory() };
  } catch {
    return null;
  }
}

export function touchPrivate(path: string): void {
  nodeFs().closeSync(nodeFs().openSync(path, "a", 0o600));
}

export function makePrivateDir(path: string): void {
  nodeFs().mkdirSync(path, { recursive: true, mode: 0o700 });
}

export function writePrivate(path: string, bytes: Uint8Array): void {
  const tmp = `${path}.${process.pid}.tmp`;
  nodeFs().writeFileSync(tmp, bytes, { mode: 0o600 });
  nodeFs().renameSync(tmp, path);
}

export async function writeNewPrivate(path: string, bytes: Uint8Array): Promise<void> {
  nodeFs().writeFileSync(path, bytes, { mode: 0o600, flag: "wx" });
}

export async function removeAsync(path: string): Promise<void> {
  remove(path);
}

export function rename(from: string, to: string): void {
  nodeFs().renameSync(from, to);
}

export function remove(path: string): void {
  nodeFs().rmSync(path, { force: true });
}

export function chmod(path: string, mode: number): void {
  nodeFs().chmodSync(path, mode);
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
  listDir,
  listNames,
  fileInfo,
  touchPrivate,
  makePrivateDir,
  writePrivate,
  writeNewPrivate,
  rename,
  remove,
  removeAsync,
  chmod,
};
