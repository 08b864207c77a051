/// <reference types="bun-types" />
// `rtk hook <agent>` on Bun (built to dist/cli/bun-hook-client.cjs, required by dist/cli/bun.cjs
// for that route): the Node client's twin (host/node/hook-client.ts says what it does) over
// Bun's own socket API, which costs Bun ~0.3 ms where node:net costs ~6, and without node:fs.
import type { Route } from "../cli/argv";
import { decodeReply, encodeRequest, folderOf, replyBoundMs, serverKey, serverOff, type SocketPlace, socketPlace } from "../cli/hook-wire";
import { mark, startTimings, timingsLine } from "../cli/timings";
import type { Fallback } from "../node/hook-client";
import { env, exit, flush, readStdin, write } from "./process";

declare const __RTK_BUILD__: string;

/** stdin read once, from the start: the bytes go to the server, or are replayed to the in-process hook. */
function teeStdin() {
  const chunks: Uint8Array[] = [];
  let listener: ((bytes: Uint8Array) => void) | null = null;
  const done = readStdin((bytes) => {
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
async function ownedPrivate(dir: string): Promise<boolean> {
  try {
    const st = await Bun.file(dir).stat();
    return st.isDirectory() && st.uid === process.getuid() && (st.mode & 0o777) === 0o700;
  } catch {
    return false;
  }
}

type Outcome = { reply: Uint8Array } | { fallback: "absent" | "other" };

function concat(parts: Uint8Array[]): Uint8Array {
  return Buffer.concat(parts);
}

/** Sends the request once stdin is read; the whole reply, or why there is none, within the bound. */
function ask(place: SocketPlace, agent: string, stdin: ReturnType<typeof teeStdin>): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    let open: { end(): void; write(b: Uint8Array): number } | null = null;
    let pending: Uint8Array = new Uint8Array(0);
    const got: Uint8Array[] = [];
    const settle = (o: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      open?.end();
      resolve(o);
    };
    const timer = setTimeout(() => settle({ fallback: "other" }), replyBoundMs(env));
    Bun.connect({
      unix: place.socket,
      socket: {
        open(socket) {
          open = socket;
          mark("connect");
          stdin.done.then(
            () => {
              if (settled) return;
              const request = encodeRequest({ key: place.key, agent, cwd: process.cwd(), env: { ...process.env } as Record<string, string>, self: [process.execPath, ...process.execArgv, process.argv[1]], payload: concat(stdin.chunks) });
              // What the socket did not take now goes out as it drains.
              pending = request.subarray(Math.max(socket.write(request), 0));
              mark("ask");
            },
            () => settle({ fallback: "other" }),
          );
        },
        drain(socket) {
          if (pending.length === 0) return;
          pending = pending.subarray(Math.max(socket.write(pending), 0));
        },
        data(_socket, bytes) {
          got.push(bytes.slice());
          // The reply says how long it is: taken as soon as it is whole.
          const whole = concat(got);
          if (decodeReply(whole) !== null) settle({ reply: whole });
        },
        end() {
          settle(got.length === 0 ? { fallback: "other" } : { reply: concat(got) });
        },
        close() {
          settle(got.length === 0 ? { fallback: "other" } : { reply: concat(got) });
        },
        error() {
          settle({ fallback: "other" });
        },
        connectError(_socket, err) {
          const code = (err as { code?: string }).code;
          settle({ fallback: code === "ENOENT" || code === "ECONNREFUSED" ? "absent" : "other" });
        },
      },
    }).catch((err: { code?: string }) => settle({ fallback: err?.code === "ENOENT" || err?.code === "ECONNREFUSED" ? "absent" : "other" }));
  });
}

function inProcess(route: Extract<Route, { kind: "hook" }>, fallback?: Fallback): void {
  void require("./bun-hook.cjs").start(route, fallback);
}

/** Called by the first module (cli.ts) with the route it decided. */
export async function start(route: Extract<Route, { kind: "hook" }>): Promise<void> {
  if (route.agent === "serve") return void require("./bun-hook.cjs").serve();
  const begun = performance.now();
  const place = serverOff(env, process.platform) === null ? socketPlace(env, serverKey(__RTK_BUILD__, process.execPath, folderOf(import.meta.url))) : null;
  if (place === null) return inProcess(route);
  startTimings(env);
  const stdin = teeStdin();
  const outcome: Outcome = (await ownedPrivate(place.dir)) ? await ask(place, route.agent, stdin) : { fallback: "absent" };
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
  await flush();
  exit(reply.code);
}
