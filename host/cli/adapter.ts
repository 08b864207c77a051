// What the CLI needs from a runtime. host/node, host/bun and host/deno each implement it with
// the same module names (process, spawn, fs, paths); the CLI depends on nothing else.

import type { RegularRead, RegularReadOptions } from "./regular-file";

export type StreamId = 1 | 2;

/**
 * A running child. `exited` resolves to its exit code, or 128+n when signal n killed it, once it
 * has exited and its output pipes are drained; `status` to the same as soon as the child itself
 * has exited (a process it started may still hold the pipes open). A child that could not start
 * rejects both with a SpawnError.
 */
export interface Child {
  readonly exited: Promise<number>;
  readonly status: Promise<number>;
  kill(signal: RelaySignal): void;
}

export type RelaySignal = "SIGINT" | "SIGTERM" | "SIGKILL" | "SIGHUP" | "SIGPIPE";

/** The signals rtk handles itself while a child runs (and relays to it). */
export type HandledSignal = "SIGINT" | "SIGTERM" | "SIGHUP";

/** The child could not be started (not found, not executable). */
export class SpawnError extends Error {
  constructor(
    readonly command: string,
    readonly reason: "not-found" | "permission" | "other",
    message: string,
  ) {
    super(message);
    this.name = "SpawnError";
  }
}

export interface SpawnOptions {
  argv: readonly string[];
  cwd?: string;
  env?: Record<string, string>;
}

export interface Adapter {
  readonly runtime: "node" | "bun" | "deno";
  readonly runtimeVersion: string;

  /** Arguments after the script name. */
  args(): string[];
  env(name: string): string | undefined;
  /** A copy of the whole environment. */
  envAll(): Record<string, string>;
  cwd(): string;
  isTTY(fd: 0 | 1 | 2): boolean;
  /**
   * Writes the bytes in call order across both descriptors. Node and Deno write before returning;
   * Bun queues (its only synchronous write is in node:fs, whose loading costs a third of a short
   * run) and slows the reading of children and stdin while much is queued, so memory stays
   * bounded under a flood either way. The bytes may be reused by the caller once this returns.
   */
  write(fd: 1 | 2, bytes: Uint8Array): void;
  /** Resolves when everything written is out. Call before `exit`. */
  flush(): Promise<void>;
  /** Reads stdin to its end, chunk by chunk. */
  readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void>;
  /**
   * Handles the signal instead of its default action (which is to end rtk) until the returned
   * function is called; the default action is back once no handler is left.
   */
  onSignal(signal: HandledSignal, handler: () => void): () => void;
  /**
   * Calls `handler` (once) when a write finds its reader gone (EPIPE: `rtk ... | head -1`). The
   * runtimes ignore SIGPIPE, so without a handler such writes are dropped silently.
   */
  onBrokenPipe(handler: () => void): void;
  exit(code: number): never;

  /** Starts a child with stdin inherited and stdout/stderr piped to `onChunk`. */
  spawnPiped(options: SpawnOptions, onChunk: (stream: StreamId, bytes: Uint8Array) => void): Child;
  /** Starts a child that inherits all three streams. */
  spawnInherit(options: SpawnOptions): Child;

  /** The file's bytes, or null when it cannot be read. */
  readFile(path: string | URL): Uint8Array | null;
  /**
   * A file rtk does not control (config, settings, filters, the trust store): only a regular
   * file, never waiting on a FIFO or reading a device, at most `limit` bytes (regular-file.ts).
   */
  readRegularFile(path: string, options: RegularReadOptions): RegularRead;
  /** Writes the whole file (created with `mode` when new, else truncated). Throws on failure. */
  writeFile(path: string, bytes: Uint8Array, mode?: number): void;
  /** Replaces `to` with `from` in one step (same file system): the atomic half of a safe write. */
  renameFile(from: string, to: string): void;
  /** Removes a file; one that is already gone is not an error. */
  removeFile(path: string): void;
  /** Creates a directory and any missing parents. */
  makeDir(path: string): void;
  chmodFile(path: string, mode: number): void;
  /** The permission bits of a file, or null when it does not exist. */
  fileMode(path: string): number | null;
  /** The runtime's own executable (node, bun or deno). */
  execPath(): string;
  /** The argv that starts this same rtk again in this runtime (agent hooks are written with it). */
  selfCommand(): string[];
}

/** Linux signal numbers, for the 128+n exit convention. */
export const SIGNAL_NUMBERS: Record<string, number> = {
  SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGBUS: 7, SIGFPE: 8,
  SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14, SIGTERM: 15,
  SIGSTKFLT: 16, SIGCHLD: 17, SIGCONT: 18, SIGSTOP: 19, SIGTSTP: 20, SIGTTIN: 21, SIGTTOU: 22,
  SIGURG: 23, SIGXCPU: 24, SIGXFSZ: 25, SIGVTALRM: 26, SIGPROF: 27, SIGWINCH: 28, SIGIO: 29,
  SIGPWR: 30, SIGSYS: 31,
};

export function exitCodeFor(code: number | null | undefined, signal: string | null | undefined): number {
  if (signal) return 128 + (SIGNAL_NUMBERS[signal] ?? 0);
  return code ?? 1;
}
