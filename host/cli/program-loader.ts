// Loads the commander program on demand. commander is CommonJS: its bundled require() calls
// look for a global `require` when they run, so one is provided here, on this path only,
// instead of paying for node:module on every start.
import { createRequire } from "node:module";
import type { Adapter } from "../runtime/contract";

export async function runProgram(adapter: Adapter, argv: string[]): Promise<number> {
  const g = globalThis as { require?: unknown };
  g.require ??= createRequire(import.meta.url);
  const program = await import("./program");
  return program.runProgram(adapter, argv);
}
