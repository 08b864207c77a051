// `rtk hook <agent>` on Node (built to dist/cli/node-hook-client.cjs, required by
// dist/cli/node.cjs for that route): the hook client (host/cli/hook-client.ts) over `node:net`
// (~2 ms of CPU to load, the most of what the client costs over Node's start); it hands over to
// dist/cli/node-hook.cjs (hook.ts) when the warm server does not answer, and is `rtk hook serve`'s
// way to that file too.
import type * as NodeNet from "node:net";
import type { Route } from "../cli/argv";
import { type ClientRuntime, type Outcome, hookClient } from "../cli/hook-client";
import { mark } from "../cli/timings";
import { nodeFs } from "./fs";
import { readPayloadStdin } from "./payload-stdin";
import { cwd, env, envAll, exit, flush, selfCommand, write } from "./process";

/** The directory is this user's alone (0700, owned by us): else no socket in it is trusted. */
function ownedPrivate(dir: string): boolean {
  try {
    const st = nodeFs().statSync(dir);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 0o777) === 0o700;
  } catch {
    return false;
  }
}

const exchange: ClientRuntime["exchange"] = (socketPath, request, whole, boundMs) =>
  new Promise<Outcome>((resolve) => {
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

const node: ClientRuntime = {
  env, envAll, cwd, selfCommand, write, flush, exit, exchange, ownedPrivate,
  platform: process.platform,
  execPath: process.execPath,
  moduleUrl: import.meta.url,
  readStdin: readPayloadStdin,
  inProcess: (route, fallback) => void require("./node-hook.cjs").start(route, fallback),
  serve: () => void require("./node-hook.cjs").serve(),
};

/** Called by the first module (cli.ts) with the route it decided. */
export function start(route: Extract<Route, { kind: "hook" }>): Promise<void> {
  return hookClient(route, node);
}
