import type { ChildProcess } from "node:child_process";
import { type Child, exitCodeFor, type SpawnOptions, SpawnError, SIGNAL_NUMBERS, type StreamId } from "../runtime/contract";

// Two ways to start a child on Node. node:child_process loads Node's net, stream and dgram
// modules and wraps each pipe in a net.Socket: about 3.5 ms of CPU to load it, 3 to spawn and
// 2 more to read a short output (bench/startup.bench.mjs), most of a short run's own work. The
// handles it is built on (process_wrap's Process, pipe_wrap's Pipe: libuv's uv_spawn and its
// pipes, the same system calls) do the same for about 1.5 ms in all; Node lists them among the
// bindings `process.binding` still gives (its DEP0111 is a documentation-only deprecation: the
// warning is shown only under --pending-deprecation, and rtk does not show it there either, the
// user's command being what their flags are about). Whatever those handles do not look as this
// file expects (another Node, a runtime posing as Node), and every argv Node's own checks would
// refuse (an empty command name, a NUL byte), goes through node:child_process as before.

interface UvProcess {
  onexit: (code: number, signal: string) => void;
  spawn(options: object): number;
  kill(signal: number): number;
  close(): void;
}
interface UvPipe {
  onread: (buffer: ArrayBuffer | undefined) => void;
  readStart(): number;
  close(): void;
}
interface Handles {
  Process: new () => UvProcess;
  Pipe: new (type: number) => UvPipe;
  socket: number;
  state: Int32Array;
  bytes: number;
  offset: number;
  errname: (code: number) => string;
}

let handles: Handles | null | undefined;

/** The libuv handles, once; null when this Node does not give them in the shape used here. */
function uvHandles(): Handles | null {
  if (handles !== undefined) return handles;
  handles = null;
  const binding = (process as { binding?: (name: string) => unknown }).binding;
  if (typeof binding !== "function") return null;
  const quiet = process.noDeprecation;
  try {
    process.noDeprecation = true;
    const proc = binding("process_wrap") as { Process?: unknown };
    const pipe = binding("pipe_wrap") as { Pipe?: unknown; constants?: { SOCKET?: unknown } };
    const stream = binding("stream_wrap") as { streamBaseState?: unknown; kReadBytesOrError?: unknown; kArrayBufferOffset?: unknown };
    const uv = binding("uv") as { errname?: unknown };
    if (
      typeof proc.Process !== "function" || typeof pipe.Pipe !== "function" || typeof pipe.constants?.SOCKET !== "number" ||
      !(stream.streamBaseState instanceof Int32Array) || typeof stream.kReadBytesOrError !== "number" ||
      typeof stream.kArrayBufferOffset !== "number" || typeof uv.errname !== "function"
    ) return null;
    handles = {
      Process: proc.Process as Handles["Process"],
      Pipe: pipe.Pipe as Handles["Pipe"],
      socket: pipe.constants.SOCKET,
      state: stream.streamBaseState,
      bytes: stream.kReadBytesOrError,
      offset: stream.kArrayBufferOffset,
      errname: uv.errname as Handles["errname"],
    };
  } catch {
    handles = null;
  } finally {
    process.noDeprecation = quiet;
  }
  return handles;
}

function reasonOf(code: string | undefined): SpawnError["reason"] {
  return code === "ENOENT" ? "not-found" : code === "EACCES" ? "permission" : "other";
}

function failed(error: SpawnError): Child {
  const exited = Promise.reject(error);
  return { exited, status: exited, kill() {} };
}

/**
 * Starts argv on the libuv handles: stdin inherited, stdout and stderr piped to `onChunk` (or
 * inherited when it is absent). What child_process.spawn does, without its streams.
 */
function startOnHandles(uv: Handles, options: SpawnOptions, onChunk?: (stream: StreamId, bytes: Uint8Array) => void): Child {
  const [command, ...rest] = options.argv;
  const env = options.env ?? process.env;
  const envPairs: string[] = [];
  for (const key of Object.keys(env)) {
    const value = env[key];
    if (value !== undefined) envPairs.push(`${key}=${value}`);
  }
  const proc = new uv.Process();
  const pipes = onChunk ? [new uv.Pipe(uv.socket), new uv.Pipe(uv.socket)] : [];
  const stdio = onChunk
    ? [{ type: "fd", fd: 0 }, { type: "pipe", handle: pipes[0] }, { type: "pipe", handle: pipes[1] }]
    : [{ type: "fd", fd: 0 }, { type: "fd", fd: 1 }, { type: "fd", fd: 2 }];
  let resolveStatus: (code: number) => void = () => {};
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  let gone = false;
  proc.onexit = (code, signal) => {
    gone = true;
    proc.close();
    resolveStatus(exitCodeFor(code, signal || null));
  };
  const err = proc.spawn({
    file: command, args: [command, ...rest], cwd: options.cwd, envPairs, stdio,
    detached: false, windowsHide: false, windowsVerbatimArguments: false,
  });
  if (err !== 0) {
    proc.close();
    for (const p of pipes) p.close();
    const name = uv.errname(err);
    return failed(new SpawnError(command, reasonOf(name), `spawn ${command} ${name}`));
  }
  // Each pipe until its end (or a read error, which ends it too), as child_process's 'close' waits.
  const drained = pipes.map((pipe, i) => new Promise<void>((resolve) => {
    const id = (i + 1) as StreamId;
    pipe.onread = (buffer) => {
      const n = uv.state[uv.bytes];
      if (n > 0 && buffer !== undefined) onChunk!(id, new Uint8Array(buffer, uv.state[uv.offset], n));
      else if (n < 0) {
        pipe.close();
        resolve();
      }
    };
    pipe.readStart();
  }));
  const exited = Promise.all([status, ...drained]).then(([code]) => code);
  return {
    exited,
    status,
    kill(signal) {
      if (!gone) proc.kill(SIGNAL_NUMBERS[signal]);
    },
  };
}

/** What the libuv handles take as it is: anything else goes through child_process. */
function plainArgv(options: SpawnOptions): boolean {
  if (options.argv.length === 0 || options.argv[0] === "") return false;
  for (const a of options.argv) if (a.includes("\0")) return false;
  if (options.cwd?.includes("\0")) return false;
  const env = options.env ?? process.env;
  for (const key of Object.keys(env)) if (key.includes("\0") || env[key]?.includes("\0")) return false;
  return true;
}

// node:child_process, only when the handles cannot serve: `rtk hook` never loads it.
let childProcess: typeof import("node:child_process") | null = null;

function spawnChild(...args: Parameters<typeof import("node:child_process").spawn>): ChildProcess {
  childProcess ??= process.getBuiltinModule("node:child_process") as typeof import("node:child_process");
  return childProcess.spawn(...args);
}

function startOnChildProcess(options: SpawnOptions, piped: boolean, onChunk?: (stream: StreamId, bytes: Uint8Array) => void): Child {
  const [command, ...rest] = options.argv;
  let child: ChildProcess;
  try {
    child = spawnChild(command, rest, {
      cwd: options.cwd,
      env: options.env,
      stdio: piped ? ["inherit", "pipe", "pipe"] : "inherit",
    });
  } catch (err) {
    // Node refuses some argv before trying it (an empty command name, a NUL in an argument);
    // a shell reports the empty name as a command not found, as Bun and Deno do.
    const reason = command === "" ? "not-found" : "other";
    return failed(new SpawnError(command, reason, (err as Error).message));
  }
  if (piped && onChunk) {
    child.stdout!.on("data", (b: Uint8Array) => onChunk(1, b));
    child.stderr!.on("data", (b: Uint8Array) => onChunk(2, b));
  }
  let failedStart: (err: SpawnError) => void = () => {};
  const status = new Promise<number>((resolve, reject) => {
    failedStart = reject;
    child.once("exit", (code, signal) => resolve(exitCodeFor(code, signal)));
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.once("error", (err: NodeJS.ErrnoException) => {
      const error = new SpawnError(command, reasonOf(err.code), err.message);
      reject(error);
      failedStart(error);
    });
    // 'close' fires after the exit and after both pipes are drained.
    child.once("close", (code, signal) => resolve(exitCodeFor(code, signal)));
  });
  // Whoever waits on `exited` hears of a start failure; `status` may never be awaited.
  status.catch(() => {});
  return {
    exited,
    status,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

function start(options: SpawnOptions, onChunk?: (stream: StreamId, bytes: Uint8Array) => void): Child {
  const uv = plainArgv(options) && process.env.RTK_NODE_CHILD_PROCESS !== "1" ? uvHandles() : null;
  if (uv !== null) return startOnHandles(uv, options, onChunk);
  return startOnChildProcess(options, onChunk !== undefined, onChunk);
}

export function spawnPiped(options: SpawnOptions, onChunk: (stream: StreamId, bytes: Uint8Array) => void): Child {
  return start(options, onChunk);
}

export function spawnInherit(options: SpawnOptions): Child {
  return start(options);
}
