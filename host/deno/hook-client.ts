// `rtk hook <agent>` on Deno (in dist/cli/start.js, Deno's first module: an import() would cost
// Deno a module graph load of its own): the hook client (host/cli/hook-client.ts) over the file
// transport (host/cli/hook-files.ts), asking the warm hook server of this build and install
// that a Node or Bun hook client started, under the key any runtime may use (hook-wire.ts's
// ANY_RUNTIME): the decision is the same code, and the one thing an answer names of the runtime,
// the argv that starts rtk (Deno's, with its permission flags), comes with the request. Deno has
// no server of its own and starts none. The files need only the --allow-read and --allow-write
// the install grants: a unix socket would need --allow-net ("unix:<path>"), and /proc (the pid's
// cmdline) --allow-all, so the server's pid file is trusted and dropped when a request is never
// taken. Linux only, like the file transport, in hook-wire.ts's anyRuntimeDir: $XDG_RUNTIME_DIR's
// (a tmpfs), else the data directory's run folder, owner-only (/dev/shm, the other runtimes' tmpfs
// where XDG_RUNTIME_DIR is unset, needs --allow-all here: there the request is on the disk for
// the milliseconds of its answer; see anyRuntimeDir for what it holds); elsewhere the hook answers in-process.
import type { Route } from "../cli/argv";
import { type Fallback, hookClient } from "../cli/hook-client";
import { DENO_FIRST_WAIT_MS, exchangeFiles, requestId, serverPid, type SyncFiles } from "../cli/hook-files";
import { ANY_RUNTIME, type DirState, isWholeJson } from "../cli/hook-wire";
import { cwd, env, envAll, exit, flush, selfCommand, write } from "./process";

/** Whether stdin's first read was the whole payload (`readStdin`): the request is then there without a turn of the event loop. */
let readAtOnce = false;

/**
 * stdin by plain reads: Deno.stdin.readable (the adapter's) costs a hook call ~5 ms of CPU
 * setting up its stream. The first read is synchronous (~1.5 ms of CPU less than Deno's first
 * asynchronous one, and the request then needs no turn of the event loop): every agent writes
 * the whole payload at once, and a first read that is a whole JSON document is all of it, as
 * Node's client takes a socket's (host/node/payload-stdin.ts). Deno tells no file type without
 * --allow-all, so this holds for whatever stdin is but a terminal: an agent that never writes a
 * byte nor closes stdin keeps that read waiting past the deadline, until the agent's own hook
 * timeout (on which every agent lets the command run). The rest, if any, by asynchronous reads.
 */
async function readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void> {
  const buf = new Uint8Array(64 * 1024);
  if (!Deno.stdin.isTerminal()) {
    let n: number | null;
    try {
      n = Deno.stdin.readSync(buf);
    } catch {
      n = 0; // a non-blocking descriptor with nothing yet (WouldBlock): the asynchronous reads wait for it
    }
    if (n === null) return void (readAtOnce = true);
    const bytes = buf.slice(0, n);
    if (n > 0) onChunk(bytes);
    if (n > 0 && isWholeJson(bytes)) return void (readAtOnce = true);
  }
  for (;;) {
    const n = await Deno.stdin.read(buf);
    if (n === null) return;
    onChunk(buf.slice(0, n));
  }
}

const files: SyncFiles = {
  readText: (path) => {
    try {
      return Deno.readTextFileSync(path);
    } catch {
      return null;
    }
  },
  readBytes: (path) => {
    try {
      return Deno.readFileSync(path);
    } catch {
      return null;
    }
  },
  exists: (path) => {
    try {
      Deno.lstatSync(path);
      return true;
    } catch {
      return false;
    }
  },
  // Deno tells its uid only with --allow-sys: a file it just created is owned by it, so the
  // directory is this user's when the two owners are the same (else the request goes at once).
  writeNew: (path, bytes) => {
    Deno.writeFileSync(path, bytes, { createNew: true, mode: 0o600 });
    if (Deno.statSync(path).uid !== Deno.statSync(path.slice(0, path.lastIndexOf("/"))).uid) {
      Deno.removeSync(path);
      throw new Error("the socket directory is not this user's");
    }
  },
  rename: (from, to) => Deno.renameSync(from, to),
  remove: (path) => {
    try {
      Deno.removeSync(path);
      return true;
    } catch {
      return false;
    }
  },
  // Neither can be told without --allow-all (/proc) or a signal sent: the pid file is trusted.
  alive: () => true,
  isServer: () => null,
};

const pause = new Int32Array(new SharedArrayBuffer(4));

/** The directory is open to its owner alone (0700, not a symlink); that the owner is this user is checked with the request's first file (`files.writeNew`). */
function ownedPrivate(dir: string): boolean {
  try {
    const st = Deno.lstatSync(dir);
    return st.isDirectory && ((st.mode ?? 0) & 0o777) === 0o700;
  } catch {
    return false;
  }
}

/**
 * The tmpfs directory's state (hook-wire.ts's shmDir, where XDG_RUNTIME_DIR is unset): never
 * usable here, since Deno reads anything under /dev only with --allow-all. So the place is the
 * data directory's run folder (hook-wire.ts's anyRuntimeDir), where a server also takes Deno's request files.
 */
const shmState = (): DirState => "other";

/** Called by the first module (cli.ts) with the route it decided; `inProcess` runs the full program's hook. */
export function denoHookClient(route: Extract<Route, { kind: "hook" }>, inProcess: (fallback?: Fallback) => void): Promise<void> {
  return hookClient(route, {
    env, envAll, cwd, selfCommand, write, flush, exit, readStdin, ownedPrivate, shmState,
    // Not "linux": the file transport needs Linux (hook-wire.ts's serverOff turns the client off on Windows only).
    platform: Deno.build.os === "linux" ? "linux" : "win32",
    // Any runtime's server of this build and install (hook-wire.ts).
    execPath: ANY_RUNTIME,
    moduleUrl: import.meta.url,
    // Request files in anyRuntimeDir (hook-wire.ts), which `place.dir` is with shmState "other"; Deno has no socket here.
    exchange: async (place, request, whole, boundMs) => {
      const deadline = performance.now() + boundMs;
      const pid = serverPid(files, place);
      if (pid === null) return { fallback: "absent" };
      // Deno's first setTimeout costs ~4 ms of CPU (its timers load): stdin is waited for by
      // yielding to the event loop (a quick file operation, which lets the read's completion in)
      // between short sleeps, up to the bound.
      let ended = false;
      const got: { bytes: Uint8Array | null } = { bytes: null };
      if (readAtOnce) (got.bytes = await request), (ended = true);
      else void request.then((b) => ((got.bytes = b), (ended = true)));
      for (let wait = 0.5; !ended; wait = Math.min(wait * 1.5, 4)) {
        await Deno.stat(place.dir).catch(() => {});
        const left = deadline - performance.now();
        if (ended || left <= 0) break;
        Atomics.wait(pause, 0, 0, Math.min(wait, left));
      }
      if (got.bytes === null) return { fallback: "other" };
      return exchangeFiles(files, place, requestId(Deno.pid), got.bytes, whole, deadline, DENO_FIRST_WAIT_MS, pid);
    },
    // Deno starts no server (the fallback's startServer is left unused).
    inProcess: (_route, fallback) => inProcess(fallback),
    serve: () => inProcess(),
  });
}
