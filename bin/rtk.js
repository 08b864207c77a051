#!/usr/bin/env node
// On Node (>= 22.1) keep compiled bytecode of the bundle between runs; Bun and Deno skip this.
if (!globalThis.Bun && !globalThis.Deno) {
  const { enableCompileCache } = await import("node:module");
  enableCompileCache?.();
}
await import("../dist/cli/main.js");
