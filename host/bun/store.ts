/// <reference types="bun-types" />
// The store on Bun: bun:sqlite, built in, imported on first use.
import type { StoreDriver } from "../runtime/contract";
import { wrapPreparingDatabase } from "../runtime/sqlite";

export const store: StoreDriver = {
  sqlite: "bun:sqlite",
  sqliteAvailable: () => true,
  async openDatabase(path) {
    const { Database } = await import("bun:sqlite");
    return wrapPreparingDatabase(new Database(path, { create: true }));
  },
};
