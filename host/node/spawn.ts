import type { ChildProcess } from "node:child_process";
import { type Child, exitCodeFor, type SpawnOptions, SpawnError, type StreamId } from "../runtime/contract";

// node:child_process loads Node's net, dgram and stream modules (~3 ms of CPU): only a run that
// spawns pays for it, not `rtk hook`, whose start bundles this adapter.
let childProcess: typeof import("node:child_process") | null = null;

function spawnChild(...args: Parameters<typeof import("node:child_process").spawn>): ChildProcess {
  childProcess ??= process.getBuiltinModule("node:child_process") as typeof import("node:child_process");
  return childProcess.spawn(...args);
}

function start(options: SpawnOptions, piped: boolean, onChunk?: (stream: StreamId, bytes: Uint8Array) => void): Child {
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
    const exited = Promise.reject(new SpawnError(command, reason, (err as Error).message));
    return { exited, status: exited, kill() {} };
  }
  if (piped && onChunk) {
    child.stdout!.on("data", (b: Uint8Array) => onChunk(1, b));
    child.stderr!.on("data", (b: Uint8Array) => onChunk(2, b));
  }
  let failed: (err: SpawnError) => void = () => {};
  const status = new Promise<number>((resolve, reject) => {
    failed = reject;
    child.once("exit", (code, signal) => resolve(exitCodeFor(code, signal)));
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.once("error", (err: NodeJS.ErrnoException) => {
      const reason = err.code === "ENOENT" ? "not-found" : err.code === "EACCES" ? "permission" : "other";
      const error = new SpawnError(command, reason, err.message);
      reject(error);
      failed(error);
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

export function spawnPiped(options: SpawnOptions, onChunk: (stream: StreamId, bytes: Uint8Array) => void): Child {
  return start(options, true, onChunk);
}

export function spawnInherit(options: SpawnOptions): Child {
  return start(options, false);
}
