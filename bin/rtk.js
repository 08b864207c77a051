#!/usr/bin/env node
// The ES module entry, for `deno run ... bin/rtk.js` (CommonJS would start Deno's Node layer,
// about 17 ms) and any runtime. A static import: Deno loads it with this file, where an import()
// would cost it a module graph load of its own (~3 ms of every run). dist/cli/start.js is Deno's
// quick start; on Node and Bun it hands over to their CommonJS first module (the npm bin,
// bin/rtk.cjs, requires that directly: quicker on Node).
import "../dist/cli/start.js";
