// The store on Deno 2: node:sqlite, which Deno implements from 2.2 on, imported on first use.
import type { StoreDriver } from "../runtime/contract";
import { type PreparingDatabase, wrapPreparingDatabase } from "../runtime/sqlite";

function sqliteAvailable(): boolean {
  const [major, minor] = Deno.version.deno.split(".").map(Number);
  return major > 2 || (major === 2 && minor >= 2);
}

export const store: StoreDriver = {
  sqlite: "node:sqlite",
  sqliteAvailable,
  async openDatabase(path) {
    const mod: { DatabaseSync: new (path: string) => PreparingDatabase } | null = await import("node:sqlite").catch(() => null);
    return mod === null ? null : wrapPreparingDatabase(new mod.DatabaseSync(path));
  },
};
