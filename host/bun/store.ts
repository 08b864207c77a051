/// <reference types="bun-types" />
// The store on Bun: bun:sqlite (built in, imported on first use); files through Bun's node:fs
// (the Node functions, which load it on first use), except new files, which Bun.write creates
// without it.
import type { DirEntry, SqlDatabase, SqlValue, StoreDriver } from "../cli/store";
import { chmod, fileInfo, makePrivateDir, remove, rename, touchPrivate, writePrivate } from "../node/store";

/**
 * The regular files of a directory, listed by Bun.Glob (and measured through Bun.file by
 * listDir): a cut run lists the recall folder to rotate it, and node:fs would cost that run
 * ~3 ms to load.
 */
function listNames(path: string): string[] {
  try {
    return [...new Bun.Glob("*").scanSync({ cwd: path, onlyFiles: true, dot: true, followSymlinks: false })];
  } catch {
    return [];
  }
}

function listDir(path: string): DirEntry[] {
  return listNames(path).map((name) => {
    const file = Bun.file(`${path}/${name}`);
    return { name, size: file.size, mtimeMs: file.lastModified };
  });
}

/**
 * Bun.write ignores its `mode` option for a new file: the umask makes it owner-only instead.
 * Nothing else runs meanwhile (records are written after the command's output and its child).
 */
async function writeNewPrivate(path: string, bytes: Uint8Array): Promise<void> {
  // Bun.write has no exclusive create: a name taken is refused here, as elsewhere by the open.
  if (await Bun.file(path).exists()) throw Object.assign(new Error(`EEXIST: file already exists, open '${path}'`), { code: "EEXIST" });
  const umask = process.umask(0o077);
  try {
    await Bun.write(path, bytes, { createPath: false });
  } finally {
    process.umask(umask);
  }
}

export const store: StoreDriver = {
  sqlite: "bun:sqlite",
  sqliteAvailable: () => true,
  async openDatabase(path): Promise<SqlDatabase> {
    const { Database } = await import("bun:sqlite");
    const db = new Database(path, { create: true });
    const statements = new Map<string, ReturnType<typeof db.prepare>>();
    const prepared = (sql: string) => {
      let st = statements.get(sql);
      if (!st) statements.set(sql, (st = db.prepare(sql)));
      return st;
    };
    return {
      exec: (sql) => void db.exec(sql),
      run: (sql, params: readonly SqlValue[] = []) => Number(prepared(sql).run(...(params as SqlValue[])).changes),
      all: <T>(sql: string, params: readonly SqlValue[] = []) => prepared(sql).all(...(params as SqlValue[])) as T[],
      close: () => db.close(),
    };
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
  async removeAsync(path) {
    try {
      await Bun.file(path).delete();
    } catch (err) {
      if ((err as { code?: string }).code !== "ENOENT") throw err;
    }
  },
  chmod,
};
