// What the hook client (host/<runtime>/hook-client.ts) and the warm hook server
// (host/node/hook-server.ts) agree on: whether the server may be used, where its socket is, and
// the bytes of a request and a reply. Loaded by every `rtk hook <agent>` on Node and Bun before
// anything else of the hook, so it imports only the deadline's length and decides nothing about a command.
//
// The socket's name carries the build's identity (the build id, the runtime's executable and
// the install's directory), so a client never talks to the server of another build or install:
// that one has another name, idles out or sees its files change, and exits.

import { hookTimeoutMs } from "./hooks/timeout";

/** Why the server is off, or null when it may be used. `env` is the client's environment. */
export function serverOff(env: (name: string) => string | undefined, platform: string): string | null {
  const wanted = env("RTK_HOOK_SERVER");
  if (wanted === "0") return "RTK_HOOK_SERVER=0";
  // Unix sockets and the socket directory's 0700 are what keep other users out.
  if (platform === "win32") return "not on Windows";
  // CI jobs are short and their machines shared: no process left behind unless asked for.
  if (wanted !== "1" && env("CI")) return "CI is set";
  return null;
}

/** Linux's sun_path holds 108 bytes with the terminating NUL, macOS's 104: stay under both. */
const MAX_SOCKET_PATH = 103;

/**
 * What a client or server found at the tmpfs directory (`shmDir`): "private" a directory of this
 * user's alone (owner, mode 0700, not a symlink: each runtime's check, host/<runtime>/hook-client.ts),
 * "absent" nothing there while /dev/shm is (a server creates it), "other" anything else (another
 * user's, a symlink, a file, another mode, no /dev/shm): the directory is not used.
 */
export type DirState = "private" | "absent" | "other";

/** The user's data directory for rtk (`$XDG_DATA_HOME/rtk`, else `~/.local/share/rtk`), or null without a home. */
function dataDir(env: (name: string) => string | undefined): string | null {
  const data = env("XDG_DATA_HOME") || (env("HOME") ? `${env("HOME")}/.local/share` : "");
  return data.startsWith("/") ? `${data.replace(/\/+$/, "")}/rtk` : null;
}

/**
 * The directory on a tmpfs where `XDG_RUNTIME_DIR` is unset: `/dev/shm/rtk-<hash of the data
 * directory>` (the data directory is what named the place before, and every runtime can compute
 * it: Deno tells its uid only with --allow-sys), or null when `XDG_RUNTIME_DIR` is set or there is
 * no home. Anyone can create a name in /dev/shm: a client and a server use it only when it is
 * absent or this user's alone (`DirState`).
 */
export function shmDir(env: (name: string) => string | undefined): string | null {
  if (env("XDG_RUNTIME_DIR")?.startsWith("/")) return null;
  const data = dataDir(env);
  return data === null ? null : `/dev/shm/rtk-${fnv32(data, 0x811c9dc5)}${fnv32(data, 0x050c5d1f)}`;
}

/**
 * The owner-only directory that holds the sockets, and whether request files may be written
 * there (`files`: only on a tmpfs, never a persistent disk: a request holds part of the user's
 * environment and the payload). `$XDG_RUNTIME_DIR/rtk` (per user, a tmpfs, cleared at logout); else
 * `shmDir` when `shm`, its state, allows; else `rtk/run` in the data directory, for the socket only
 * (Node's client then uses the socket, Deno's answers in-process). Null without a home to put it in.
 */
export function socketDir(env: (name: string) => string | undefined, shm?: DirState): { dir: string; files: boolean } | null {
  const runtime = env("XDG_RUNTIME_DIR");
  if (runtime?.startsWith("/")) return { dir: `${runtime.replace(/\/+$/, "")}/rtk`, files: true };
  const leaf = shmDir(env);
  if (leaf !== null && (shm === "private" || shm === "absent")) return { dir: leaf, files: true };
  const data = dataDir(env);
  return data === null ? null : { dir: `${data}/run`, files: false };
}

/**
 * Where a client without a socket (Deno's: a unix socket needs --allow-net for its exact path, and
 * /dev/shm --allow-all) leaves its request files, and where a server also takes them:
 * `$XDG_RUNTIME_DIR/rtk` (the same directory as the socket's), else `rtk/run` in the data directory,
 * owner-only (0700, files 0600). There, unlike the other runtimes' requests, a request is on a
 * persistent disk for the milliseconds of its answer (created, renamed, read and removed; the
 * reply likewise): it holds the agent's payload, which the agent's own transcript keeps on the
 * same disk for good, and the variables the decision reads (`requestEnv`: paths and rtk's
 * settings, no secret the hook is handed). Null without a home.
 */
export function anyRuntimeDir(env: (name: string) => string | undefined): string | null {
  return socketDir(env, "other")?.dir ?? null;
}

/**
 * The names of the environment a request carries: what the decision reads, and nothing else (a
 * request may pass through files). rtk's own settings (`RTK_*`); the homes and config folders it
 * reads settings, filters, the trust store and the agents' settings from; PATH (whether the
 * agent's shell finds this install as `rtk`, rtk-command.ts); the CI variables of trust's CI
 * override (trust-store.ts); NO_COLOR (config.ts). A server refuses a request whose decision asks
 * for any other name (host/node/hook-server.ts): the client then answers in-process.
 */
const REQUEST_ENV = new Set([
  "HOME", "USERPROFILE", "PATH", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "NO_COLOR",
  "CI", "GITHUB_ACTIONS", "GITLAB_CI", "JENKINS_URL", "BUILDKITE",
  "CLAUDE_CONFIG_DIR", "CLAUDE_PROJECT_DIR", "CODEX_HOME", "COPILOT_HOME", "FACTORY_HOME_OVERRIDE", "HERMES_HOME", "OPENCLAW_STATE_DIR", "PI_CODING_AGENT_DIR",
]);

/** Whether a request carries the variable `name` (`REQUEST_ENV`). */
export function requestEnvName(name: string): boolean {
  return name.startsWith("RTK_") || REQUEST_ENV.has(name);
}

/** The part of `all` (the client's environment) a request carries. */
export function requestEnv(all: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(all)) {
    const value = all[name];
    if (value !== undefined && requestEnvName(name)) out[name] = value;
  }
  return out;
}

/** FNV-1a (32 bits) from `basis`. */
function fnv32(text: string, basis: number): string {
  let h = basis;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * The folder of the module at `moduleUrl` (its `import.meta.url`, which the build gives the
 * CommonJS files from their real path: Bun's bundler writes `__dirname` as the source folder).
 */
export function folderOf(moduleUrl: string): string {
  return decodeURIComponent(new URL(".", moduleUrl).pathname).replace(/\/$/, "");
}

/** The identity a server answers for: the build, the runtime executable, the install's dist/cli folder. */
export function serverKey(build: string, execPath: string, cliDir: string): string {
  // Two FNV-1a hashes from different bases: a short name, not a secret (the directory is 0700).
  const text = `${build}\0${execPath}\0${cliDir}`;
  return fnv32(text, 0x811c9dc5) + fnv32(text, 0x050c5d1f);
}

/**
 * The runtime part of the key a server also answers under (its pid file and request files
 * beside its own): a client of the same build and install on another runtime, Deno's (which has
 * no server of its own), asks that way. The decision is the same code; the runtime's argv, the
 * one thing an answer names, comes with the request.
 */
export const ANY_RUNTIME = "*";

export interface SocketPlace {
  dir: string;
  socket: string;
  /** Held (created exclusively) by the client that starts a server, until it listens: one start at a time. */
  lock: string;
  /** The running server's pid, written once it listens (the file transport's liveness check). */
  pid: string;
  key: string;
  /** Whether the directory is on a tmpfs, where the file transport's requests may be written (`socketDir`). */
  files: boolean;
}

/**
 * Where the server for `key` listens (`socketDir`; `shm`: the state of `shmDir(env)` where
 * `XDG_RUNTIME_DIR` is unset), or null when that path would be too long for a socket.
 */
export function socketPlace(env: (name: string) => string | undefined, key: string, shm?: DirState): SocketPlace | null {
  const where = socketDir(env, shm);
  if (where === null) return null;
  const { dir, files } = where;
  const socket = `${dir}/hook-${key}.sock`;
  return socket.length > MAX_SOCKET_PATH ? null : { dir, socket, lock: `${dir}/hook-${key}.lock`, pid: `${dir}/hook-${key}.pid`, key, files };
}

/**
 * The file transport (Linux): where a client without a cheap socket (Node, whose node:net costs
 * ~3 ms of a call; Deno, which would need a network permission) leaves its request and finds the
 * reply. In the same owner-only directory: the client writes `<base>.part` and renames it to
 * `<base>.req`; the server (watching the directory) renames that to `<base>.work`, answers, and
 * writes `<base>.rpart`, renamed to `<base>.rep`. Every name starts with the server's key.
 */
export interface RequestFiles {
  part: string;
  req: string;
  work: string;
  rpart: string;
  rep: string;
}

export function requestFiles(place: { dir: string; key: string }, id: string): RequestFiles {
  const base = `${place.dir}/hook-${place.key}.${id}`;
  return { part: `${base}.part`, req: `${base}.req`, work: `${base}.work`, rpart: `${base}.rpart`, rep: `${base}.rep` };
}

/** The request id in a file name of the directory (`hook-<key>.<id>.req`), or null when it is not one of `key`'s requests. */
export function requestIdOf(name: string, key: string): string | null {
  const prefix = `hook-${key}.`;
  return name.startsWith(prefix) && name.endsWith(".req") && /^[0-9a-z-]+$/.test(name.slice(prefix.length, -4)) ? name.slice(prefix.length, -4) : null;
}

/** What a server writes as the reply to a request it will not answer: the client answers in-process. */
export const REFUSAL = new TextEncoder().encode("refused\n");

/** Whether `/proc/<pid>/cmdline` names a warm hook server (`... hook serve`). */
export function isServerCmdline(cmdline: string): boolean {
  return cmdline.endsWith("\0hook\0serve\0");
}

/**
 * Whether `bytes` are one whole JSON document: what every agent writes on stdin at once, so a
 * client's first read that is one is the whole payload (the runtimes' clients read no further).
 */
export function isWholeJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(dec.decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/** A request: the hook's whole input. The answer depends on nothing else. */
export interface HookRequest {
  key: string;
  agent: string;
  cwd: string;
  /** The variables the decision reads (`requestEnv`), never the whole environment. */
  env: Record<string, string>;
  /** The argv that starts this install again (Adapter.selfCommand): a rewrite may name it. */
  self: string[];
  /** The payload as read from stdin (at most MAX_PAYLOAD_BYTES + 1). */
  payload: Uint8Array;
  /**
   * The launcher's path when the in-process hook `rtk init` installs (rtk-rewrite.cjs,
   * host/hooks/) asks: the server answers as that hook does (its integrity check of this file).
   */
  launcher?: string;
}

export interface HookReply {
  code: number;
  stdout: Uint8Array;
  stderr: Uint8Array;
}

/** Past this a request is not read (a header of a few KB, a payload of at most 1 MiB + 1). */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

const enc = new TextEncoder();
const dec = new TextDecoder();

export function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
}

/** A JSON header line, then the bytes it announces. */
function frame(header: Record<string, unknown>, bodies: Uint8Array[]): Uint8Array {
  return concat([enc.encode(`${JSON.stringify(header)}\n`), ...bodies]);
}

/** The header line and the rest, or null when there is no complete line. */
function unframe(bytes: Uint8Array): { header: Record<string, unknown>; body: Uint8Array } | null {
  const nl = bytes.indexOf(10);
  if (nl < 0) return null;
  try {
    const header = JSON.parse(dec.decode(bytes.subarray(0, nl)));
    return header !== null && typeof header === "object" && !Array.isArray(header) ? { header, body: bytes.subarray(nl + 1) } : null;
  } catch {
    return null;
  }
}

export function encodeRequest(r: HookRequest): Uint8Array {
  const { payload, ...header } = r;
  return frame({ v: 1, ...header, payload: payload.length }, [payload]);
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/**
 * The request in `bytes`; "partial" while its header line or its payload has not all arrived (the
 * header says how long the payload is, so a request needs no half-close); null when they are not
 * a well-formed request.
 */
export function decodeRequest(bytes: Uint8Array): HookRequest | "partial" | null {
  if (bytes.indexOf(10) < 0) return "partial";
  const f = unframe(bytes);
  if (f === null) return null;
  const h = f.header;
  if (typeof h.payload === "number" && f.body.length < h.payload) return "partial";
  if (h.v !== 1 || typeof h.key !== "string" || typeof h.agent !== "string" || typeof h.cwd !== "string" || !h.cwd.startsWith("/")) return null;
  if (h.env === null || typeof h.env !== "object" || !Object.values(h.env).every((v) => typeof v === "string")) return null;
  if (!isStrings(h.self) || f.body.length !== h.payload) return null;
  if (h.launcher !== undefined && (typeof h.launcher !== "string" || !h.launcher.startsWith("/"))) return null;
  const req: HookRequest = { key: h.key, agent: h.agent, cwd: h.cwd, env: h.env as Record<string, string>, self: h.self, payload: f.body };
  if (typeof h.launcher === "string") req.launcher = h.launcher;
  return req;
}

export function encodeReply(r: HookReply): Uint8Array {
  return frame({ v: 1, code: r.code, stdout: r.stdout.length, stderr: r.stderr.length }, [r.stdout, r.stderr]);
}

/** The reply in `bytes`, or null when they are not a whole, well-formed one (the client then answers itself). */
export function decodeReply(bytes: Uint8Array): HookReply | null {
  const f = unframe(bytes);
  if (f === null) return null;
  const { v, code, stdout, stderr } = f.header;
  if (v !== 1 || !Number.isInteger(code) || !Number.isInteger(stdout) || !Number.isInteger(stderr)) return null;
  const out = stdout as number;
  if (out < 0 || (stderr as number) < 0 || f.body.length !== out + (stderr as number)) return null;
  return { code: code as number, stdout: f.body.subarray(0, out), stderr: f.body.subarray(out) };
}

/**
 * How long a client waits for the server's whole reply, from when it starts to connect, before answering
 * itself (ms): RTK_HOOK_SERVER_WAIT_MS when a positive whole number, else 200 (the tests that
 * check answers come through the server allow a loaded machine more); never past the hook's
 * own deadline (RTK_HOOK_TIMEOUT_MS), which then answers in-process at once.
 */
export function replyBoundMs(env: (name: string) => string | undefined): number {
  const value = env("RTK_HOOK_SERVER_WAIT_MS");
  const ms = value !== undefined && /^\d+$/.test(value) ? Number(value) : 0;
  return Math.min(ms > 0 ? ms : 200, hookTimeoutMs(env));
}
