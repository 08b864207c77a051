#!/usr/bin/env node
// The ES module entry, for `deno run ... bin/rtk.js` (CommonJS would start Deno's Node layer,
// about 17 ms) and any runtime: starts the quick start built for the runtime this runs in. The
// npm bin is bin/rtk.cjs, quicker on Node.
if (globalThis.Deno) await import("../dist/cli/deno.js");
else if (globalThis.Bun) await import("../dist/cli/bun.cjs");
else {
  const { enableCompileCache } = await import("node:module");
  enableCompileCache?.();
  await import("../dist/cli/node.cjs");
}
