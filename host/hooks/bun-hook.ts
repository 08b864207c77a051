/// <reference types="bun-types" />
// What the launcher `rtk init` installs imports on Bun (bundled to dist/hooks/bun-hook.mjs): the
// hook client (host/cli/hook-client.ts with Bun's socket, host/bun/hook-client.ts) asks the warm
// hook server of this install first, as `rtk hook <agent>` does, with the launcher's path in the
// request so the server answers as this in-process hook does (host/hooks/run-hook.ts's
// launcherAnswer); when it does not answer (or may not be used: RTK_HOOK_SERVER=0, CI, Windows),
// the in-process hook (dist/hooks/bun-hook-run.mjs, imported only then) answers, and starts a
// server when none was there. Loads no wasm, no rules, no TOML on the served path.
import { hookClient } from "../cli/hook-client";
import { bunClientBase } from "../bun/hook-client";

/** The in-process hook, a module of its own beside this one (a variable: the bundler leaves it to the runtime). */
const IN_PROCESS = "./bun-hook-run.mjs";

/** Called by the launcher: answers one hook call and exits 0, whatever happened. */
export async function runHook(agent: string, launcherUrl: string): Promise<void> {
  // dist/hooks/bun-hook.mjs -> the package's bin/rtk.cjs, run by this same bun.
  const self = [process.execPath, Bun.fileURLToPath(new URL("../../bin/rtk.cjs", import.meta.url))];
  await hookClient(
    { kind: "hook", agent },
    {
      ...bunClientBase,
      selfCommand: () => self,
      // The server is named by the install's dist/cli folder, as the CLI's client names it.
      moduleUrl: new URL("../cli/bun-hook-client.cjs", import.meta.url).href,
      launcher: Bun.fileURLToPath(launcherUrl),
      inProcess: (_route, fallback) => void import(IN_PROCESS).then((m) => m.runHookInProcess(agent, launcherUrl, fallback)),
      serve: () => {},
    },
  );
}
