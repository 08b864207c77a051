/// <reference types="bun-types" />
// `rtk hook <agent>` on Bun (built to dist/cli/bun-hook-client.cjs, required by dist/cli/bun.cjs
// for that route): the hook client (host/cli/hook-client.ts). On Linux, where the socket
// directory is on a tmpfs, it asks through the request files (host/cli/hook-files.ts) with libc's
// synchronous calls (hook-libc.ts: a served call then never turns Bun's event loop, ~1 ms of CPU
// less), reading a file's or a socket's stdin the same way; elsewhere, or where libc cannot be
// had, over Bun's own socket API (~0.3 ms where node:net costs ~6) and Bun's stdin stream, without
// node:fs. It hands over to dist/cli/bun-hook.cjs (hook.ts) when the warm server does not answer.
// The launcher `rtk init` installs (rtk-rewrite.cjs, CommonJS: no turn of the event loop before
// it either) requires this file too and calls `launch`: the same client, libc's calls included.
import type { Route } from "../cli/argv";
import { type ClientRuntime, type Outcome, hookClient, launcherClient } from "../cli/hook-client";
import { exchangeWhenRead, requestId } from "../cli/hook-files";
import type { DirState } from "../cli/hook-wire";
import { mark } from "../cli/timings";
import { bunLibc } from "./hook-libc";
import { cwd, env, envAll, exit, flush, readStdin as readStream, selfCommand, write as queueWrite } from "./process";

/** The directory is this user's alone (0700, owned by us, not a symlink: libc's lstat), else no socket in it is trusted. */
function ownedPrivate(dir: string): boolean | Promise<boolean> {
  return bunLibc()?.ownedPrivate(dir) ?? ownedPrivateByStat(dir);
}

/** Without libc: Bun's stat, which follows a symlink (a server, which lstats, never makes its socket behind one). */
async function ownedPrivateByStat(dir: string): Promise<boolean> {
  try {
    const st = await Bun.file(dir).stat();
    return st.isDirectory() && st.uid === process.getuid() && (st.mode & 0o777) === 0o700;
  } catch {
    return false;
  }
}

/** The tmpfs directory's state (hook-wire.ts's shmDir), as the server's lstat says it. */
function shmState(dir: string): DirState | Promise<DirState> {
  return bunLibc()?.shmState(dir) ?? shmStateByStat(dir);
}

/**
 * Without libc: Bun has no lstat without node:fs (~1.5 ms to load): its stat follows a symlink,
 * so the directory must also be on /dev/shm's own filesystem: one another user planted, a
 * symlink to a folder of ours on a disk, is "other" (as the server's lstat says).
 */
async function shmStateByStat(dir: string): Promise<DirState> {
  const [st, shm] = await Promise.all([Bun.file(dir).stat().catch((err: { code?: string }) => (err?.code === "ENOENT" ? null : undefined)), Bun.file(`${dir.slice(0, dir.lastIndexOf("/"))}/`).stat().catch(() => undefined)]);
  if (shm === undefined || !shm.isDirectory() || st === undefined) return "other";
  if (st === null) return "absent";
  return st.isDirectory() && st.uid === process.getuid() && (st.mode & 0o777) === 0o700 && st.dev === shm.dev ? "private" : "other";
}

const absent = (code: string | undefined): Outcome => ({ fallback: code === "ENOENT" || code === "ECONNREFUSED" ? "absent" : "other" });

/** stdin: a file's or a socket's whole payload at once through libc, else (or the rest) Bun's stream. */
async function readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void> {
  const first = bunLibc()?.readStdinAtOnce() ?? null;
  if (first !== null && first.bytes.length > 0) onChunk(first.bytes);
  if (first?.whole) return;
  return readStream(onChunk);
}

let queueing = false;

/** Output: libc's write where it can, else (and once a write fell short, everything after) Bun's queue, which `flush` waits for. */
function write(fd: 1 | 2, bytes: Uint8Array): void {
  const wrote = queueing ? 0 : (bunLibc()?.write(fd, bytes) ?? 0);
  if (wrote === bytes.length) return;
  queueing = true;
  queueWrite(fd, bytes.subarray(wrote));
}

/** Through the request files where the directory is on a tmpfs and libc is there, else the socket. */
const exchange: ClientRuntime["exchange"] = (place, request, whole, boundMs) => {
  const libc = place.files ? bunLibc() : null;
  return libc !== null ? exchangeWhenRead(libc.files, place, request, whole, boundMs, requestId(process.pid)) : exchangeBySocket(place, request, whole, boundMs);
};

const exchangeBySocket: ClientRuntime["exchange"] = (place, request, whole, boundMs) =>
  new Promise<Outcome>((resolve) => {
    const socketPath = place.socket;
    let settled = false;
    let open: { end(): void } | null = null;
    let pending: Uint8Array = new Uint8Array(0);
    const got: Uint8Array[] = [];
    const settle = (o: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      open?.end();
      resolve(o);
    };
    const ended = () => settle(got.length === 0 ? { fallback: "other" } : { reply: Buffer.concat(got) });
    const timer = setTimeout(() => settle({ fallback: "other" }), boundMs);
    Bun.connect({
      unix: socketPath,
      socket: {
        open(socket) {
          open = socket;
          mark("connect");
          void request.then((bytes) => {
            if (bytes === null) return settle({ fallback: "other" });
            // What the socket did not take now goes out as it drains.
            if (!settled) pending = bytes.subarray(Math.max(socket.write(bytes), 0));
          });
        },
        drain(socket) {
          if (pending.length > 0) pending = pending.subarray(Math.max(socket.write(pending), 0));
        },
        data(_socket, bytes) {
          got.push(bytes.slice());
          // The reply says how long it is: taken as soon as it is whole.
          const all = Buffer.concat(got);
          if (whole(all)) settle({ reply: all });
        },
        end: ended,
        close: ended,
        error: () => settle({ fallback: "other" }),
        connectError: (_socket, err) => settle(absent((err as { code?: string }).code)),
      },
    }).catch((err: { code?: string }) => settle(absent(err?.code)));
  });

/** Bun's client but for what it is and where it hands over: libc's calls where they can be had, else Bun's socket and streams. */
const bunClientBase = {
  env, envAll, cwd, flush, exit, write, exchange, ownedPrivate, shmState, readStdin,
  platform: process.platform,
  execPath: process.execPath,
} satisfies Partial<ClientRuntime>;

/** Called by the first module (cli.ts, CommonJS: no turn of the event loop before this runs) with the route it decided. */
export function start(route: Extract<Route, { kind: "hook" }>): Promise<void> {
  return hookClient(route, {
    ...bunClientBase,
    selfCommand,
    moduleUrl: import.meta.url,
    inProcess: (r, fallback) => void require("./bun-hook.cjs").start(r, fallback),
    serve: () => void require("./bun-hook.cjs").serve(),
  });
}

/**
 * Called by the launcher `rtk init` installs (rtk-rewrite.cjs: host/cli/init/content.ts), which
 * requires this file, for agent `agent`: the same client as `rtk hook <agent>`'s (a CommonJS
 * entry, so no turn of the event loop: libc's request files), with the launcher's path in the
 * request (the server answers as the in-process hook does: host/hooks/run-hook.ts's
 * launcherAnswer), and the launcher's in-process hook (dist/hooks/bun-hook-run.mjs) when no
 * server answers.
 */
export function launch(agent: string, launcher: string): Promise<void> {
  return launcherClient(agent, launcher, { ...bunClientBase, moduleUrl: import.meta.url }, {
    toPath: (url) => Bun.fileURLToPath(url),
    toHref: (path) => Bun.pathToFileURL(path).href,
    // A variable: the bundler leaves it to the runtime.
    inProcessModule: "../hooks/bun-hook-run.mjs",
  });
}
