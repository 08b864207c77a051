// The hook client's file transport (hook-wire.ts's RequestFiles), on Linux, for the runtimes
// whose socket is dear: Node (loading node:net and its streams costs ~3 ms of CPU, more than the
// rest of a served call) and Deno (a unix socket there needs permissions the install does not
// grant for this). A few synchronous file calls instead: is a server there (its pid file, its
// /proc cmdline), the request written and renamed into place, the reply waited for with short
// sleeps (the server answers in 1-3 ms), the reply taken. Everything happens in the owner-only
// socket directory the client already checked. Imports nothing of the decision.
import { nowMs } from "./clock";
import { isServerCmdline, requestFiles, type SocketPlace } from "./hook-wire";
import type { Outcome } from "./hook-client";
import { mark } from "./timings";

/** The few synchronous file operations the transport needs, from each runtime. */
export interface SyncFiles {
  /** The file's text, or null when it cannot be read. */
  readText(path: string): string | null;
  /** The file's bytes, or null when it cannot be read. */
  readBytes(path: string): Uint8Array | null;
  exists(path: string): boolean;
  /** Creates `path` (exclusively, mode 0600) with `bytes`; throws when it cannot. */
  writeNew(path: string, bytes: Uint8Array): void;
  /** Throws when it cannot. */
  rename(from: string, to: string): void;
  /** Removes `path`: false when it was not there (or could not be removed). */
  remove(path: string): boolean;
  /** Whether process `pid` still exists (true where the runtime cannot tell: Deno without --allow-all). */
  alive(pid: number): boolean;
  /**
   * Whether process `pid` is a warm hook server (its /proc cmdline), or null where the runtime
   * cannot tell (Deno reads /proc only with --allow-all): the pid file is then trusted, and a
   * request the server never takes removes it (`exchangeFiles`).
   */
  isServer(pid: number): boolean | null;
}

/** The pid of the server listening for `place`, or null when none runs (no pid file, or its process is no server). */
export function serverPid(fs: SyncFiles, place: SocketPlace): number | null {
  const text = fs.readText(place.pid);
  const pid = text === null ? Number.NaN : Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return fs.isServer(pid) === false ? null : pid;
}

/** Node's and Bun's check: the process's /proc cmdline ends in `hook serve`. */
export function serverByCmdline(readText: SyncFiles["readText"]): SyncFiles["isServer"] {
  return (pid) => {
    const cmdline = readText(`/proc/${pid}/cmdline`);
    return cmdline !== null && isServerCmdline(cmdline);
  };
}

const pause = new Int32Array(new SharedArrayBuffer(4));
/** The first wait for the reply, how much each next one grows, and the longest (ms). */
const FIRST_WAIT_MS = 0.1;
/** Deno's Atomics.wait sleeps ~10 ms for a wait under half a millisecond. */
export const DENO_FIRST_WAIT_MS = 0.5;
const GROWTH = 1.25;
const LONGEST_WAIT_MS = 2;

/**
 * One request through the files: the reply's bytes, or why there is none ("absent": no server
 * runs, or it died meanwhile; "other": it did not answer by `deadline`, a `nowMs()`
 * time (clock.ts), or refused). `id` names the request (the process's pid and a random part).
 * `pid`: the server's, when the caller has just read it (`serverPid`: Node's client reads it
 * before stdin has ended, to fall back at once when none runs); else it is read here.
 */
export function exchangeFiles(fs: SyncFiles, place: SocketPlace, id: string, request: Uint8Array, whole: (bytes: Uint8Array) => boolean, deadline: number, firstWaitMs = FIRST_WAIT_MS, known?: number): Outcome {
  const pid = known ?? serverPid(fs, place);
  if (pid === null) return { fallback: "absent" };
  const f = requestFiles(place, id);
  try {
    fs.writeNew(f.part, request);
    fs.rename(f.part, f.req);
  } catch {
    fs.remove(f.part);
    return { fallback: "other" };
  }
  mark("ask");
  let wait = firstWaitMs;
  for (let n = 1; ; n++) {
    if (fs.exists(f.rep)) {
      const reply = fs.readBytes(f.rep);
      fs.remove(f.rep);
      return reply !== null && whole(reply) ? { reply } : { fallback: "other" };
    }
    const left = deadline - nowMs();
    // A server that died with the request: nothing will come (and another may be started).
    const gone = n % 8 === 0 && !fs.alive(pid);
    if (left <= 0 || gone) {
      // Withdrawn, unless the server took it meanwhile (its reply is then left for it to sweep).
      // Never taken, where the pid could not be checked: the pid file may be a dead server's,
      // and goes (a live server writes it again within seconds), so the next calls do not wait for nothing.
      if (fs.remove(f.req) && fs.isServer(pid) === null) fs.remove(place.pid);
      return { fallback: gone ? "absent" : "other" };
    }
    Atomics.wait(pause, 0, 0, Math.min(wait, left));
    wait = Math.min(wait * GROWTH, LONGEST_WAIT_MS);
  }
}

/**
 * The file transport for a client whose stdin may still be coming (Node's, Bun's): the server's
 * pid read once (a client with no server falls back at once, before stdin has ended; a server
 * gone while stdin ends is seen by exchangeFiles' liveness check), then the request once
 * `request` resolves (null: give up), all within `boundMs`. stdin that has not ended by the bound
 * (an agent that never closes it) is the in-process hook's to wait for. `id` names the request.
 */
export async function exchangeWhenRead(fs: SyncFiles, place: SocketPlace, request: Promise<Uint8Array | null>, whole: (bytes: Uint8Array) => boolean, boundMs: number, id: string): Promise<Outcome> {
  const deadline = nowMs() + boundMs;
  const pid = serverPid(fs, place);
  if (pid === null) return { fallback: "absent" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bytes = await Promise.race([request, new Promise<null>((resolve) => (timer = setTimeout(resolve, boundMs, null)))]);
  clearTimeout(timer);
  if (bytes === null) return { fallback: "other" };
  return exchangeFiles(fs, place, id, bytes, whole, deadline, undefined, pid);
}

/** A request's name: the client's pid and a random part. */
export const requestId = (pid: number) => `${pid}-${Math.random().toString(36).slice(2, 10)}`;

