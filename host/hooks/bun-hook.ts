/// <reference types="bun-types" />
// What a launcher of an earlier `rtk init` (rtk-rewrite.mjs, hook version 2: an ES module)
// imports on Bun (bundled to dist/hooks/bun-hook.mjs). Today's launcher (rtk-rewrite.cjs)
// requires the hook client itself, dist/cli/bun-hook-client.cjs (host/bun/hook-client.ts's
// launch): this hands an earlier launcher's call to that same client, so it keeps answering,
// byte for byte, until `rtk init` runs again (which replaces it, and reports it outdated till then).

/** Called by an earlier launcher: answers one hook call and exits 0, whatever happened. */
export function runHook(agent: string, launcherUrl: string): Promise<void> {
  return import.meta.require("../cli/bun-hook-client.cjs").launch(agent, Bun.fileURLToPath(launcherUrl));
}
