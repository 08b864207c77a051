#!/usr/bin/env node
// Starts the quick start built for the runtime this runs in; it hands over to the full program
// when it cannot answer alone. This file is CommonJS (bin/package.json) and written so that it
// parses as a script in any runtime: on Node, require() of the CommonJS quick start skips the
// ES module loader, a few milliseconds of every start.
if (globalThis.Deno) import("../dist/cli/deno.js");
else if (globalThis.Bun) import("../dist/cli/bun.js");
else {
  // Keep compiled bytecode of the bundles between runs (Node >= 22.1).
  require("node:module").enableCompileCache?.();
  require("../dist/cli/node.cjs");
}
