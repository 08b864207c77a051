// The warm hook server (`rtk hook serve`, this build's hook file run as a process of its own on
// Node or Bun) and its start. It answers `rtk hook <agent>` requests from the hook clients of the
// same build and install (host/<runtime>/hook-client.ts) over a unix socket in an owner-only
// directory (host/cli/hook-wire.ts), one request at a time, through the same function as the
// in-process hook (commands/hook.ts `hookAnswer`) with a request's adapter: the request's
// environment and working directory become the process's for that request (so nothing the
// answer depends on is the server's own), its payload is stdin, and its stdout, stderr and exit
// code go back. Every file the decision reads is read again per request, as a fresh process
// would; what it keeps is the decide-only core (compiled and instantiated, the build's rule
// sets taken), reused only while everything its loading read is unchanged (`keptCore`).
//
// It exits after RTK_HOOK_SERVER_IDLE_MS (default 15 min) without a request, when a file of its
// build (dist/ and dist/cli/) changes or goes, or when its socket is no longer its own; started
// detached with its stdio closed, it never holds the agent's terminal. Bun runs the same code
// (node:net is Bun's too; the start spawns with each runtime's own call, the contract's DetachedSpawn).
import type * as NodeChildProcess from "node:child_process";
import type * as NodeNet from "node:net";
import type { CoreLoader } from "../cli/commands/hook";
import type { Context } from "../cli/context";
import { ANY_RUNTIME, anyRuntimeDir, decodeRequest, encodeReply, type HookRequest, MAX_REQUEST_BYTES, REFUSAL, requestEnvName, requestFiles, requestIdOf, serverKey, shmDir, type SocketPlace, socketPlace } from "../cli/hook-wire";
import { nodeShmState } from "./private-dir";
import type { Adapter, DetachedSpawn } from "../runtime/contract";
import type { RegularRead } from "../runtime/regular-file";
import { nodeFs } from "./fs";

declare const __RTK_BUILD__: string;

const DEFAULT_IDLE_MS = 15 * 60 * 1000;
/** How often an idle server looks at its build's files and its socket. */
const CHECK_MS = 30 * 1000;
/** How often the pid file any runtime's client reads is looked at (a Deno client may have removed it). */
const PID_CHECK_MS = 3 * 1000;
/** A connection without a whole request for this long is closed. */
const CONNECTION_MS = 30 * 1000;
/** A start lock older than this is taken as left by a start that failed. */
const STALE_LOCK_MS = 10 * 1000;

/** Creates the socket directory owner-only, or checks that it is: false when it is anyone else's or open to others. */
function privateDir(dir: string): boolean {
  const fs = nodeFs();
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = fs.lstatSync(dir);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 0o777) === 0o700;
  } catch {
    return false;
  }
}


const nodeDetachedSpawn: DetachedSpawn = ([exe, ...args], cwd) => {
  const { spawn } = process.getBuiltinModule("node:child_process") as typeof NodeChildProcess;
  spawn(exe, args, { detached: true, stdio: "ignore", cwd, env: process.env }).unref();
};

/**
 * Starts a server for the next call (the hook client found none), unless config.toml says
 * `[hooks] server = false` or another start holds the lock. Detached, stdio closed, unref'd: the
 * hook exits at once and the server holds no terminal (nor, once warm, the client's directory).
 */
export async function startHookServer(adapter: Adapter, place: SocketPlace, spawnDetached: DetachedSpawn = nodeDetachedSpawn): Promise<void> {
  const { loadHooksConfig } = await import("../cli/rewrite-decision");
  if (!loadHooksConfig({ adapter }).server) return;
  if (!privateDir(place.dir)) return;
  const fs = nodeFs();
  try {
    fs.closeSync(fs.openSync(place.lock, "wx", 0o600));
  } catch {
    // Another start holds it, unless that start failed long ago.
    const st = fs.statSync(place.lock, { throwIfNoEntry: false });
    if (st === undefined || Date.now() - st.mtimeMs < STALE_LOCK_MS) return;
    fs.rmSync(place.lock, { force: true });
    return startHookServer(adapter, place, spawnDetached);
  }
  // In the client's directory: the server warms its core for it, then moves to `/`.
  spawnDetached([...adapter.selfCommand(), "hook", "serve"], adapter.cwd());
}

/** Device, inode, size and times of each of `paths` (null: not a regular file, or gone). */
function stats(paths: string[]): string {
  const fs = nodeFs();
  return paths
    .map((path) => {
      const st = fs.statSync(path, { throwIfNoEntry: false });
      return `${path} ${st ? `${st.isFile() ? "f" : "d"} ${st.dev} ${st.ino} ${st.size} ${st.mtimeMs} ${st.ctimeMs}` : "-"}`;
    })
    .join("\n");
}

/**
 * Each regular file in dist/ and dist/cli/, and the cli folder: the build the server answers for
 * (checked every CHECK_MS). dist/ itself is not stat'ed: a folder made in it (a test's artifacts,
 * anything beside the build) is no change of the build, while a file of the build added, removed
 * or replaced is seen in the listing or its own stat.
 */
function buildFiles(cliDir: string): string {
  const fs = nodeFs();
  const paths = [cliDir];
  for (const dir of [`${cliDir}/..`, cliDir]) for (const name of fs.readdirSync(dir).sort()) paths.push(`${dir}/${name}`);
  return stats(paths.filter((p, i) => i < 1 || fs.statSync(p, { throwIfNoEntry: false })?.isFile()));
}

/**
 * What is checked per request (a tenth of buildFiles' stats): the cli folder (a file added,
 * removed or replaced by a rename, as an install does, changes it) and the files a decision
 * loads (the cores, the rule sets, the built-in filters, the hook files, the filter schema),
 * also when changed in place or replaced (another inode). Not dist/ itself, as in buildFiles.
 */
function decisionFiles(cliDir: string): string[] {
  const dist = `${cliDir}/..`;
  return [cliDir, ...["decide.wasm", "rewrite.wasm", "rewrite-rules.bin", "filters.bin"].map((n) => `${dist}/${n}`), ...["node-hook.cjs", "bun-hook.cjs", "filter-schema.cjs"].map((n) => `${cliDir}/${n}`)];
}

interface Kept {
  rtk: Context["rtk"];
  /** Whether each read its loading made gives the same through `adapter` (a later request's). */
  unchanged: (adapter: Adapter) => boolean;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

function sameRead(a: RegularRead, b: RegularRead): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === "file" && b.kind === "file") return sameBytes(a.bytes, b.bytes);
  return a.kind !== "refused" || JSON.stringify(a.refusal) === JSON.stringify((b as typeof a).refusal);
}

/**
 * The core loader of the server: context.ts's loadRewriteCore, whose decide-only core is kept and
 * handed to later requests while every environment variable, working directory and file its
 * loading read gives the same (a request with a user or project filter file gets a core of its
 * own, as a process would: trusted filters load into it). The decide-only core holds no request's
 * state: the options a rewrite needs are sent with each request.
 */
async function keptCoreLoader(): Promise<CoreLoader> {
  const { isDecideOnly, loadRewriteCore } = await import("../cli/context");
  let kept: Kept | null = null;
  return (adapter) => {
    if (kept?.unchanged(adapter)) return kept.rtk;
    const checks: ((a: Adapter) => boolean)[] = [];
    const recording: Adapter = {
      ...adapter,
      env: (name) => {
        const value = adapter.env(name);
        checks.push((a) => a.env(name) === value);
        return value;
      },
      cwd: () => {
        const dir = adapter.cwd();
        checks.push((a) => a.cwd() === dir);
        return dir;
      },
      readRegularFile: (path, options) => {
        const read = adapter.readRegularFile(path, options);
        checks.push((a) => sameRead(a.readRegularFile(path, options), read));
        return read;
      },
    };
    const rtk = loadRewriteCore(recording);
    kept = isDecideOnly(rtk) ? { rtk, unchanged: (a) => checks.every((c) => c(a)) } : null;
    return rtk;
  };
}

/** The environment and working directory of a request become the process's. */
function enter(req: HookRequest): void {
  for (const name of Object.keys(process.env)) if (!Object.hasOwn(req.env, name)) delete process.env[name];
  Object.assign(process.env, req.env);
  process.chdir(req.cwd);
}

/**
 * One request's answer through `hookAnswer`, or null when the server must not give it: the
 * decision asked whether the client's stdio is a terminal (trust's CI override,
 * RTK_TRUST_PROJECT_FILTERS=1), which only the client can say: it then answers in-process.
 */
async function answerRequest(adapter: Adapter, req: HookRequest, loadCore: CoreLoader): Promise<Uint8Array | null> {
  const { hookAnswer } = await import("../cli/commands/hook");
  const { launcherAnswer } = await import("../hooks/run-hook");
  const out: Uint8Array[] = [];
  const err: Uint8Array[] = [];
  let askedTerminal = false;
  let askedOther = false;
  const code = await new Promise<number>((resolve) => {
    const requestAdapter: Adapter = {
      ...adapter,
      args: () => ["hook", req.agent],
      readStdin: async (onChunk) => onChunk(req.payload),
      write: (fd, bytes) => void (fd === 1 ? out : err).push(bytes.slice()),
      flush: async () => {},
      // Only the client can say; the throw ends the request before anything after the
      // decision (the audit log) runs, and the client answers in-process.
      isTTY: () => {
        askedTerminal = true;
        throw new Error("whether the client's stdio is a terminal");
      },
      // A request carries only the variables the decision reads (hook-wire.ts's requestEnvName):
      // a decision that asks for another, which the client did not send, is the client's to answer.
      env: (name) => {
        if (requestEnvName(name)) return adapter.env(name);
        askedOther = true;
        throw new Error(`the environment variable ${name}, which a request does not carry`);
      },
      selfCommand: () => [...req.self],
      execPath: () => req.self[0],
      // The hook's deadline answered: its exit is the request's end (nothing runs after it on that path).
      exit: ((code: number) => resolve(code)) as Adapter["exit"],
    };
    // A launcher's request (the in-process hook rtk init installs) is answered as that hook does.
    const answer = req.launcher === undefined ? hookAnswer(requestAdapter, req.agent, loadCore) : launcherAnswer(requestAdapter, req.agent, req.launcher, req.self, loadCore as Parameters<typeof launcherAnswer>[4]);
    answer.then(resolve, () => resolve(1));
  });
  if (askedTerminal || askedOther) return null;
  const join = (parts: Uint8Array[]) => Buffer.concat(parts);
  return encodeReply({ code, stdout: join(out), stderr: join(err) });
}

/** `rtk hook serve`: listens until idle, its build changes, or its socket is taken away. */
export async function serveHooks(adapter: Adapter, cliDir: string): Promise<void> {
  const net = process.getBuiltinModule("node:net") as typeof NodeNet;
  const fs = nodeFs();
  const env = adapter.env.bind(adapter);
  // Where XDG_RUNTIME_DIR is unset, /dev/shm's directory as the clients choose it (hook-wire.ts's socketDir).
  const shm = shmDir(env);
  const shmState = shm === null ? undefined : nodeShmState(shm);
  const place = socketPlace(env, serverKey(__RTK_BUILD__, process.execPath, cliDir), shmState);
  // Also answered: the requests of this build and install from any runtime (Deno's client), by
  // file, in the directory such a client can reach (hook-wire.ts's anyRuntimeDir: the socket's
  // where XDG_RUNTIME_DIR is set, else the data directory's run folder, not /dev/shm).
  const anyKey = serverKey(__RTK_BUILD__, ANY_RUNTIME, cliDir);
  const anyDir = anyRuntimeDir(env);
  const anyRuntime = anyDir === null ? null : { dir: anyDir, key: anyKey, pid: `${anyDir}/hook-${anyKey}.pid` };
  const keys = anyRuntime === null ? [place?.key] : [place?.key, anyRuntime.key];
  if (place === null || !privateDir(place.dir)) return adapter.exit(1);
  /** The directories whose request files this server takes: the socket's where it is on a tmpfs, and any runtime's. */
  const fileDirs = [...new Set([...(place.files ? [place.dir] : []), ...(anyRuntime !== null && privateDir(anyRuntime.dir) ? [anyRuntime.dir] : [])])];
  const releaseLock = () => fs.rmSync(place.lock, { force: true });
  const idleValue = Number(adapter.env("RTK_HOOK_SERVER_IDLE_MS"));
  const idleMs = Number.isInteger(idleValue) && idleValue > 0 ? idleValue : DEFAULT_IDLE_MS;
  process.umask(0o077);
  const build = buildFiles(cliDir);
  const perRequest = decisionFiles(cliDir);
  const decision = stats(perRequest);
  const loadCore = await keptCoreLoader();
  // Warm before the first request: the modules a request runs, and the core as the client that
  // started the server (its directory and environment) would have it, so the next call from
  // there finds it kept. Loading the core reads files only: nothing is decided or written.
  try {
    await Promise.all([import("../cli/commands/hook"), import("../hooks/run-hook"), import("../cli/hooks/index"), import("../cli/rewrite-decision"), import("../cli/integrity"), import("../cli/init/paths"), import("../cli/rtk-command"), import("../cli/filter-tiers")]);
    loadCore(adapter);
  } catch {
    // A request meets the same failure and its client answers in-process.
  }
  process.chdir("/");

  // A socket file left by a server that died (killed, or of a build since replaced) is removed,
  // this one's and the others' in the directory; a live one keeps its place.
  const listening = (path: string) =>
    new Promise<boolean>((resolve) => {
      const probe = net.createConnection(path);
      probe.on("connect", () => (probe.destroy(), resolve(true)));
      probe.on("error", (err: NodeJS.ErrnoException) => resolve(err.code !== "ECONNREFUSED"));
    });
  if (fs.existsSync(place.socket)) {
    if (await listening(place.socket)) return (releaseLock(), adapter.exit(0));
    fs.rmSync(place.socket, { force: true });
  }
  for (const name of fs.readdirSync(place.dir)) {
    const path = `${place.dir}/${name}`;
    if (/^hook-[0-9a-f]{16}\.sock$/.test(name) && path !== place.socket && !(await listening(path))) fs.rmSync(path, { force: true });
  }

  let socketId = "";
  let idle: ReturnType<typeof setTimeout>;
  const server = net.createServer();
  const watchers: { close(): void }[] = [];
  const stop = () => {
    server.close();
    for (const w of watchers) w.close();
    // Only our own socket and pid files: a successor may have taken the names.
    const st = fs.statSync(place.socket, { throwIfNoEntry: false });
    if (st && `${st.dev}:${st.ino}` === socketId) fs.rmSync(place.socket, { force: true });
    for (const pidFile of [place.pid, anyRuntime?.pid]) {
      try {
        if (pidFile && fs.readFileSync(pidFile, "latin1") === String(process.pid)) fs.rmSync(pidFile, { force: true });
      } catch {
        // none
      }
    }
    process.exit(0);
  };
  const ours = () => {
    const st = fs.statSync(place.socket, { throwIfNoEntry: false });
    return st !== undefined && `${st.dev}:${st.ino}` === socketId;
  };
  /** Per request (`quick`): the socket and the files a decision loads; every CHECK_MS: every file of the build. */
  const healthy = (quick = false) => {
    try {
      return ours() && (quick ? stats(perRequest) === decision : buildFiles(cliDir) === build);
    } catch {
      return false; // dist/ or the socket directory went
    }
  };
  const rearm = () => {
    clearTimeout(idle);
    idle = setTimeout(stop, idleMs);
  };
  setInterval(() => healthy() || stop(), CHECK_MS).unref();
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, stop);

  // One request at a time: a slow one makes the next clients answer in-process, never wait.
  let queue = Promise.resolve();
  /** A request's reply, or null (refused: the client answers in-process); `stop` once it is out when the build changed. */
  const respond = async (bytes: Uint8Array): Promise<{ reply: Uint8Array | null; stop: boolean }> => {
    const req = bytes.length > MAX_REQUEST_BYTES ? null : decodeRequest(bytes);
    if (req === null || req === "partial" || !keys.includes(req.key)) return { reply: null, stop: false };
    rearm();
    if (!healthy(true)) return { reply: null, stop: true };
    try {
      enter(req);
      return { reply: await answerRequest(adapter, req, loadCore), stop: false };
    } catch {
      return { reply: null, stop: false };
    } finally {
      process.chdir("/");
    }
  };
  server.on("connection", (socket: NodeNet.Socket) => {
    let got: Uint8Array = new Uint8Array(0);
    let taken = false;
    socket.on("error", () => {});
    // A client that never finishes its request gave up long ago (its bound is 200 ms).
    socket.setTimeout(CONNECTION_MS, () => socket.destroy());
    socket.on("data", (b: Uint8Array) => {
      if (taken) return;
      got = Buffer.concat([got, b]);
      if (got.length <= MAX_REQUEST_BYTES && decodeRequest(got) === "partial") return;
      taken = true;
      const answer = async () => {
        if (socket.destroyed) return;
        const { reply, stop: stopping } = await respond(got);
        if (reply === null) socket.destroy();
        else socket.end(reply);
        if (stopping) stop();
      };
      // A request that failed leaves the queue usable: its client answers in-process.
      queue = queue.then(answer).catch(() => void socket.destroy());
    });
  });

  // The file transport (Linux; hook-wire.ts's RequestFiles): requests renamed into the directory
  // are taken (renamed to .work: once), answered in turn with the socket's, and each reply is
  // renamed into place whole; a refused one gets REFUSAL.
  const takeRequests = (dir: string) => {
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const key = keys.find((k) => k !== undefined && requestIdOf(name, k) !== null);
      if (key === undefined) continue;
      const files = requestFiles({ dir, key }, requestIdOf(name, key)!);
      let bytes: Uint8Array;
      try {
        fs.renameSync(files.req, files.work);
        bytes = fs.readFileSync(files.work);
      } catch {
        continue; // withdrawn by its client, or taken already
      } finally {
        fs.rmSync(files.work, { force: true });
      }
      const answer = async () => {
        const { reply, stop: stopping } = await respond(bytes);
        fs.writeFileSync(files.rpart, reply ?? REFUSAL, { mode: 0o600 });
        fs.renameSync(files.rpart, files.rep);
        if (stopping) stop();
      };
      queue = queue.then(answer).catch(() => fs.rmSync(files.rpart, { force: true }));
    }
  };
  /** Request files of this server left behind (a client that gave up, a request taken by a server that died). */
  const sweep = (dir: string) => {
    const now = Date.now();
    for (const name of fs.readdirSync(dir)) {
      if (!keys.some((k) => name.startsWith(`hook-${k}.`)) || !/\.(?:part|req|work|rpart|rep)$/.test(name)) continue;
      const st = fs.statSync(`${dir}/${name}`, { throwIfNoEntry: false });
      if (st && now - st.mtimeMs > CONNECTION_MS) fs.rmSync(`${dir}/${name}`, { force: true });
    }
  };
  const writePid = (file: string) => {
    fs.writeFileSync(`${file}.${process.pid}`, String(process.pid), { mode: 0o600 });
    fs.renameSync(`${file}.${process.pid}`, file);
  };
  // A Deno client that saw no answer in time (a starved server) removed the shared pid file (it
  // cannot check a pid): written again within a few seconds.
  setInterval(() => {
    try {
      if (anyRuntime !== null && watchers.length > 0 && fileDirs.includes(anyRuntime.dir) && !fs.existsSync(anyRuntime.pid)) writePid(anyRuntime.pid);
    } catch {
      // the directory went: the health check stops the server
    }
  }, PID_CHECK_MS).unref();
  setInterval(() => {
    try {
      for (const dir of fileDirs) sweep(dir);
    } catch {
      // the directory went: the health check stops the server
    }
  }, CHECK_MS).unref();

  // A server that cannot listen (a sandbox refusing unix sockets) leaves its start lock: the
  // clients of the next STALE_LOCK_MS start no other, so a doomed start is paid once in that
  // window rather than on every hook call.
  server.on("error", () => process.exit(1));
  server.listen(place.socket, () => {
    fs.chmodSync(place.socket, 0o600);
    const st = fs.statSync(place.socket);
    socketId = `${st.dev}:${st.ino}`;
    // Request files: this runtime's clients' only on a tmpfs (hook-wire.ts's socketDir: elsewhere
    // the socket alone), any runtime's (Deno's) in anyRuntimeDir.
    if (process.platform === "linux") {
      for (const dir of fileDirs) {
        try {
          // Only a request's arrival (its rename to .req) needs a look; a nameless event, one anyway.
          watchers.push(fs.watch(dir, (_event, name) => (name === null || String(name).endsWith(".req")) && takeRequests(dir)));
          // The clients of the file transport find the server by its pid, written whole.
          if (dir === place.dir && place.files) writePid(place.pid);
          if (anyRuntime !== null && dir === anyRuntime.dir) writePid(anyRuntime.pid);
          takeRequests(dir);
        } catch {
          // No file transport there: its clients answer in-process (and start no other server while the socket lives).
        }
      }
    }
    releaseLock();
    rearm();
  });
}
