#!/usr/bin/env node
// Starts the quick start built for the runtime this runs in (dist/cli/{node,bun,deno}.js); it
// hands over to the full program when it cannot answer alone.
if (globalThis.Deno) await import("../dist/cli/deno.js");
else if (globalThis.Bun) await import("../dist/cli/bun.js");
else {
  // Keep compiled bytecode of the bundles between runs (Node >= 22.1).
  const { enableCompileCache } = await import("node:module");
  enableCompileCache?.();
  await import("../dist/cli/node.js");
}
