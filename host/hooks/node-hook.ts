// What a launcher of an earlier `rtk init` (rtk-rewrite.mjs, hook version 2: an ES module)
// imports on Node (bundled to dist/hooks/node-hook.mjs). Today's launcher (rtk-rewrite.cjs)
// requires the hook client itself, dist/cli/node-hook-client.cjs (host/node/hook-client.ts's
// launch): this hands an earlier launcher's call to that same client, so it keeps answering,
// byte for byte, until `rtk init` runs again (which replaces it, and reports it outdated till then).
import { fileURLToPath } from "node:url";

/** Called by an earlier launcher: answers one hook call and exits 0, whatever happened. */
export function runHook(agent: string, launcherUrl: string): Promise<void> {
  const { createRequire } = process.getBuiltinModule("node:module") as typeof import("node:module");
  return createRequire(import.meta.url)("../cli/node-hook-client.cjs").launch(agent, fileURLToPath(launcherUrl));
}
