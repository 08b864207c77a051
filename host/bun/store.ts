/// <reference types="bun-types" />
// The store on Bun: bun:sqlite (built in, imported on first use) and Bun's node:fs.
import type { SqlDatabase, SqlValue, StoreDriver } from "../cli/store";
// Bun implements node:fs natively: the file half is the Node one.
import { chmod, fileInfo, listDir, makePrivateDir, remove, rename, touchPrivate, writePrivate } from "../node/store";

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
  fileInfo,
  touchPrivate,
  makePrivateDir,
  writePrivate,
  rename,
  remove,
  chmod,
};
