// `rtk hook <agent>` on Node (built to dist/cli/node-hook-client.cjs, required by
// dist/cli/node.cjs for that route): asks the warm hook server of this very build and install
// (host/node/hook-server.ts) over its unix socket, and prints its answer. It loads node:net and
// nothing of rtk's decision: no wasm, no rules, no TOML. When no server answers within 200 ms
// (hook-wire.ts replyBoundMs: none there, a stale socket, a refusal, a malformed reply, a hung server), the
// hook answers in-process exactly as without a server (dist/cli/node-hook.cjs, handed the stdin
// bytes read so far and the time spent), then starts a server for the next call when none was there.
import type * as NodeNet from "node:net";
import type { Route } from "../cli/argv";
import { decodeReply, encodeRequest, folderOf, replyBoundMs, serverKey, serverOff, type SocketPlace, socketPlace } from "../cli/hook-wire";
import { mark, startTimings, timingsLine } from "../cli/timings";
import { nodeFs } from "./fs";
import { readPayloadStdin } from "./payload-stdin";
import { env, exit, write } from "./process";

declare const __RTK_BUILD__: string;

/** What the in-process hook (node-hook.cjs's start) is handed when the server did not answer. */
export interface Fallback {
  readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void>;
  spentMs: number;
  /** Where to start a server once the answer is out; null: one is there (slow or refusing), or none may be. */
  startServer: SocketPlace | null;
}

/** stdin read once, from the start: the bytes go to the server, or are replayed to the in-process hook. */
function teeStdin() {
  const chunks: Uint8Array[] = [];
  let listener: ((bytes: Uint8Array) => void) | null = null;
  const done = readPayloadStdin((bytes) => {
    chunks.push(bytes);
    listener?.(bytes);
  });
  return {
    done,
    chunks,
    replay(onChunk: (bytes: Uint8Array) => void): Promise<void> {
      for (const c of chunks) onChunk(c);
      listener = onChunk;
      return done;
    },
  };
}

/** The directory is this user's alone (0700, owned by us): else no socket in it is trusted. */
function ownedPrivate(dir: string): boolean {
  try {
    const st = nodeFs().statSync(dir);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 0o777) === 0o700;
  } catch {
    return false;
  }
}

type Outcome = { reply: Uint8Array } | { fallback: "absent" | "other" };

/** Sends the request once stdin is read; the whole reply, or why there is none, within the bound. */
function ask(place: SocketPlace, agent: string, stdin: ReturnType<typeof teeStdin>): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (o: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(o);
    };
    const timer = setTimeout(() => settle({ fallback: "other" }), replyBoundMs(env));
    const net = process.getBuiltinModule("node:net") as typeof NodeNet;
    const socket = net.createConnection(place.socket);
    const got: Uint8Array[] = [];
    socket.on("error", (err: NodeJS.ErrnoException) => settle({ fallback: err.code === "ENOENT" || err.code === "ECONNREFUSED" ? "absent" : "other" }));
    socket.on("data", (b: Uint8Array) => {
      got.push(b);
      // The reply says how long it is: taken as soon as it is whole.
      const whole = Buffer.concat(got);
      if (decodeReply(whole) !== null) settle({ reply: whole });
    });
    socket.on("end", () => settle(got.length === 0 ? { fallback: "other" } : { reply: Buffer.concat(got) }));
    socket.on("connect", () => {
      mark("connect");
      stdin.done.then(
        () => {
          if (settled) return;
          const payload = Buffer.concat(stdin.chunks);
          socket.write(encodeRequest({ key: place.key, agent, cwd: process.cwd(), env: { ...process.env } as Record<string, string>, self: [process.execPath, ...process.execArgv, process.argv[1]], payload }));
          mark("ask");
        },
        () => settle({ fallback: "other" }),
      );
    });
  });
}

function inProcess(route: Extract<Route, { kind: "hook" }>, fallback?: Fallback): void {
  void require("./node-hook.cjs").start(route, fallback);
}

/** Called by the first module (cli.ts) with the route it decided. */
export async function start(route: Extract<Route, { kind: "hook" }>): Promise<void> {
  if (route.agent === "serve") return void require("./node-hook.cjs").serve();
  const begun = performance.now();
  const place = serverOff(env, process.platform) === null ? socketPlace(env, serverKey(__RTK_BUILD__, process.execPath, folderOf(import.meta.url))) : null;
  if (place === null) return inProcess(route);
  startTimings(env);
  const stdin = teeStdin();
  const outcome: Outcome = ownedPrivate(place.dir) ? await ask(place, route.agent, stdin) : { fallback: "absent" };
  const reply = "reply" in outcome ? decodeReply(outcome.reply) : null;
  if (reply === null) {
    const startServer = "fallback" in outcome && outcome.fallback === "absent" ? place : null;
    return inProcess(route, { readStdin: (onChunk) => stdin.replay(onChunk), spentMs: performance.now() - begun, startServer });
  }
  write(1, reply.stdout);
  write(2, reply.stderr);
  mark("server");
  const timings = timingsLine();
  if (timings) write(2, new TextEncoder().encode(timings));
  exit(reply.code);
}
