#!/usr/bin/env node
// The npm bin (npx rtk, bunx rtk): starts the quick start built for the runtime this runs in,
// which hands over to the full program when it cannot answer alone. CommonJS, so that require()
// of the CommonJS quick start skips the ES module loader (about 5 ms of every start on Node; on
// Bun each import() costs ~1.5 ms where a require() costs a few tenths).
// Deno takes bin/rtk.js instead: a CommonJS file would start Deno's Node layer.
if (globalThis.Deno) import("../dist/cli/start.js");
else if (globalThis.Bun) require("../dist/cli/bun.cjs");
else {
  // Keep compiled bytecode of the bundles between runs (Node >= 22.1). Not for `rtk hook`: its
  // client (a few KB) gains less than the cache costs (~0.5 ms of CPU); it turns the cache on
  // itself before loading the in-process hook (host/node/hook-client.ts).
  if (process.argv[2] !== "hook") require("node:module").enableCompileCache?.();
  require("../dist/cli/node.cjs");
}
