// The store on Deno 2: node:sqlite (Deno implements it; imported on first use) and Deno's own
// file system calls.
import { type DirEntry, type FileInfo, type PreparingDatabase, type StoreDriver, wrapPreparingDatabase } from "../cli/store";

// The slice of Deno's file API used here (host/deno/globals.d.ts declares the rest).
interface DenoFs {
  readDirSync(path: string): Iterable<{ name: string; isFile: boolean }>;
  statSync(path: string): { size: number; mtime: Date | null; mode: number | null; isDirectory: boolean };
  openSync(path: string, options: { create?: boolean; append?: boolean; mode?: number }): { close(): void };
  mkdirSync(path: string, options?: { recursive?: boolean; mode?: number }): void;
  writeFileSync(path: string, data: Uint8Array, options?: { mode?: number; createNew?: boolean }): void;
  renameSync(from: string, to: string): void;
  removeSync(path: string): void;
  chmodSync(path: string, mode: number): void;
  pid: number;
  errors: { NotFound: new () => Error };
}
const fs = Deno as unknown as DenoFs;

function listDir(path: string): DirEntry[] {
  const entries: DirEntry[] = [];
  try {
    for (const e of fs.readDirSync(path)) {
      if (!e.isFile) continue;
      const info = fileInfo(`${path}/${e.name}`);
      if (info) entries.push({ name: e.name, size: info.size, mtimeMs: info.mtimeMs });
    }
  } catch {
    // a missing directory has no files
  }
  return entries;
}

function listNames(path: string): string[] {
  const names: string[] = [];
  try {
    for (const e of fs.readDirSync(path)) if (e.isFile) names.push(e.name);
  } catch {
    // a missing directory has no files
  }
  return names;
}

function fileInfo(path: string): FileInfo | null {
  try {
    const st = fs.statSync(path);
    return { size: st.size, mtimeMs: st.mtime?.getTime() ?? 0, mode: (st.mode ?? 0) & 0o777, isDirectory: st.isDirectory };
  } catch {
    return null;
  }
}

/** Deno implements node:sqlite from 2.2 on. */
function sqliteAvailable(): boolean {
  const [major, minor] = (Deno as unknown as { version: { deno: string } }).version.deno.split(".").map(Number);
  return major > 2 || (major === 2 && minor >= 2);
}

export const store: StoreDriver = {
  sqlite: "node:sqlite",
  sqliteAvailable,
  async openDatabase(path) {
    const mod = await import("node:sqlite").catch(() => null);
    if (mod === null) return null;
    return wrapPreparingDatabase(new (mod as unknown as { DatabaseSync: new (p: string) => PreparingDatabase }).DatabaseSync(path));
  },
  listDir,
  listNames,
  fileInfo,
  touchPrivate(path) {
    fs.openSync(path, { create: true, append: true, mode: 0o600 }).close();
  },
  makePrivateDir(path) {
    fs.mkdirSync(path, { recursive: true, mode: 0o700 });
  },
  writePrivate(path, bytes) {
    const tmp = `${path}.${fs.pid}.tmp`;
    fs.writeFileSync(tmp, bytes, { mode: 0o600 });
    fs.renameSync(tmp, path);
  },
  async writeNewPrivate(path, bytes) {
    fs.writeFileSync(path, bytes, { mode: 0o600, createNew: true });
  },
  rename: (from, to) => fs.renameSync(from, to),
  remove(path) {
    try {
      fs.removeSync(path);
    } catch (err) {
      if (!(err instanceof fs.errors.NotFound)) throw err;
    }
  },
  async removeAsync(path) {
    this.remove(path);
  },
  chmod: (path, mode) => fs.chmodSync(path, mode),
};
