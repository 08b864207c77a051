// What the launcher `rtk init` installs imports on Node (bundled to dist/hooks/node-hook.mjs): the
// hook client (host/cli/hook-client.ts with Node's transport, host/node/hook-client.ts) asks the
// warm hook server of this install first, as `rtk hook <agent>` does, with the launcher's path in
// the request so the server answers as this in-process hook does (host/hooks/run-hook.ts's
// launcherAnswer); when it does not answer (or may not be used: RTK_HOOK_SERVER=0, CI, Windows),
// the in-process hook (dist/hooks/node-hook-run.mjs, imported only then) answers, and starts a
// server when none was there. Loads no wasm, no rules, no TOML on the served path.
import { fileURLToPath } from "node:url";
import { hookClient } from "../cli/hook-client";
import { nodeClientBase } from "../node/hook-client";

/** The in-process hook, a module of its own beside this one (a variable: the bundler leaves it to the runtime). */
const IN_PROCESS = "./node-hook-run.mjs";

/** Called by the launcher: answers one hook call and exits 0, whatever happened. */
export async function runHook(agent: string, launcherUrl: string): Promise<void> {
  // dist/hooks/node-hook.mjs -> the package's bin/rtk.cjs, run by this same node.
  const self = [process.execPath, fileURLToPath(new URL("../../bin/rtk.cjs", import.meta.url))];
  await hookClient(
    { kind: "hook", agent },
    {
      ...nodeClientBase,
      selfCommand: () => self,
      // The server is named by the install's dist/cli folder, as the CLI's client names it.
      moduleUrl: new URL("../cli/node-hook-client.cjs", import.meta.url).href,
      launcher: fileURLToPath(launcherUrl),
      inProcess: (_route, fallback) => {
        // Node's compile cache for the in-process hook's ~100 KB module (as the CLI's in-process
        // hook has it): ~2 ms of CPU less per call, more than this module's own import costs. Off
        // on the served path, which compiles nothing of size.
        (process.getBuiltinModule?.("node:module") as { enableCompileCache?: () => unknown } | undefined)?.enableCompileCache?.();
        void import(IN_PROCESS).then((m) => m.runHookInProcess(agent, launcherUrl, fallback));
      },
      serve: () => {},
    },
  );
}
