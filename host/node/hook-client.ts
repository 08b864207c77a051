// `rtk hook <agent>` on Node (built to dist/cli/node-hook-client.cjs, required by
// dist/cli/node.cjs for that route): the hook client (host/cli/hook-client.ts). On Linux, where
// the socket directory is on a tmpfs, it asks through the request files (host/cli/hook-files.ts: a few synchronous file calls), elsewhere over
// `node:net` (~3 ms of CPU to load with its streams and connect, more than the rest of a served
// call); it hands over to dist/cli/node-hook.cjs (hook.ts) when the warm server does not answer,
// and is `rtk hook serve`'s way to that file too.
import type * as NodeNet from "node:net";
import type { Route } from "../cli/argv";
import { type ClientRuntime, type Outcome, hookClient, launcherClient } from "../cli/hook-client";
import { exchangeWhenRead, requestId, serverByCmdline, type SyncFiles } from "../cli/hook-files";
import { mark } from "../cli/timings";
import { nodeFs } from "./fs";
import { nodeShmState, ownedPrivate } from "./private-dir";
import { readPayloadStdin } from "./payload-stdin";
import { cwd, env, envAll, exit, flush, selfCommand, write } from "./process";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Node's synchronous files for the file transport. */
export function nodeSyncFiles(): SyncFiles {
  const fs = nodeFs();
  const readText = (path: string) => {
    try {
      return fs.readFileSync(path, "latin1");
    } catch {
      return null;
    }
  };
  const isServer = serverByCmdline(readText);
  return {
    readText,
    readBytes: (path) => {
      try {
        return fs.readFileSync(path);
      } catch {
        return null;
      }
    },
    exists: (path) => fs.existsSync(path),
    writeNew: (path, bytes) => {
      const fd = fs.openSync(path, "wx", 0o600);
      try {
        let at = 0;
        while (at < bytes.length) at += fs.writeSync(fd, bytes, at, bytes.length - at);
      } finally {
        fs.closeSync(fd);
      }
    },
    rename: (from, to) => fs.renameSync(from, to),
    remove: (path) => {
      try {
        fs.unlinkSync(path);
        return true;
      } catch {
        return false;
      }
    },
    isServer: (pid) => isServer(pid),
    alive: (pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch (err) {
        return (err as NodeJS.ErrnoException).code === "EPERM";
      }
    },
  };
}

const exchangeByFiles: ClientRuntime["exchange"] = (place, request, whole, boundMs) => exchangeWhenRead(nodeSyncFiles(), place, request, whole, boundMs, requestId(process.pid));

const exchangeBySocket: ClientRuntime["exchange"] = (place, request, whole, boundMs) =>
  new Promise<Outcome>((resolve) => {
    const socketPath = place.socket;
    let settled = false;
    const settle = (o: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(o);
    };
    const timer = setTimeout(() => settle({ fallback: "other" }), boundMs);
    const net = process.getBuiltinModule("node:net") as typeof NodeNet;
    const socket = net.createConnection(socketPath);
    const got: Uint8Array[] = [];
    socket.on("error", (err: NodeJS.ErrnoException) => settle({ fallback: err.code === "ENOENT" || err.code === "ECONNREFUSED" ? "absent" : "other" }));
    socket.on("data", (b: Uint8Array) => {
      got.push(b);
      // The reply says how long it is: taken as soon as it is whole.
      const bytes = Buffer.concat(got);
      if (whole(bytes)) settle({ reply: bytes });
    });
    socket.on("end", () => settle(got.length === 0 ? { fallback: "other" } : { reply: Buffer.concat(got) }));
    socket.on("connect", () => {
      mark("connect");
      void request.then((bytes) => (bytes === null ? settle({ fallback: "other" }) : settled || socket.write(bytes)));
    });
  });

/** Node's client but for what it is and where it hands over: the CLI's hook start here, the launcher's in-process hook in host/hooks/node-hook.ts. */
export const nodeClientBase = {
  env, envAll, cwd, write, flush, exit, ownedPrivate, shmState: nodeShmState,
  // Request files only where they are on a tmpfs (hook-wire.ts's socketDir).
  exchange: (place, request, whole, boundMs) => (process.platform === "linux" && place.files ? exchangeByFiles : exchangeBySocket)(place, request, whole, boundMs),
  platform: process.platform,
  execPath: process.execPath,
  readStdin: readPayloadStdin,
} satisfies Partial<ClientRuntime>;

/** The in-process hook (dist/cli/node-hook.cjs), with Node's compile cache on (bin/rtk.cjs leaves it off for the client). */
function inProcessHook(): { start: ClientRuntime["inProcess"]; serve(): void } {
  (process.getBuiltinModule("node:module") as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  return require("./node-hook.cjs");
}

/**
 * Called by the launcher `rtk init` installs (rtk-rewrite.cjs: host/cli/init/content.ts), which
 * requires this file, for agent `agent`: the same client with the launcher's path in the request
 * (the server answers as the in-process hook does: host/hooks/run-hook.ts's launcherAnswer), and
 * the launcher's in-process hook (dist/hooks/node-hook-run.mjs) when no server answers.
 */
export function launch(agent: string, launcher: string): Promise<void> {
  return launcherClient(agent, launcher, { ...nodeClientBase, moduleUrl: import.meta.url }, {
    toPath: fileURLToPath,
    toHref: (path) => pathToFileURL(path).href,
    // A variable: the bundler leaves it to the runtime.
    inProcessModule: "../hooks/node-hook-run.mjs",
    // Node's compile cache for the in-process hook's ~100 KB module, as inProcessHook has it.
    beforeImport: () => (process.getBuiltinModule("node:module") as { enableCompileCache?: () => unknown }).enableCompileCache?.(),
  });
}

/** Called by the first module (cli.ts) with the route it decided. */
export function start(route: Extract<Route, { kind: "hook" }>): Promise<void> {
  return hookClient(route, {
    ...nodeClientBase,
    selfCommand,
    moduleUrl: import.meta.url,
    inProcess: (r, fallback) => void inProcessHook().start(r, fallback),
    serve: () => void inProcessHook().serve(),
  });
}
