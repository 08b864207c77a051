// What rtk needs from a runtime, in one place. host/node, host/bun and host/deno each implement
// it with the same module names: process.ts and spawn.ts (ProcessIO, Spawner), fs.ts
// (FileSystem), store.ts (StoreDriver: SQLite) and paths.ts (RuntimePaths); index.ts assembles
// the Adapter. The CLI and the hooks depend on these shapes only; detect.ts picks the runtime.

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

/**
 * Starts `argv` in `cwd` with this process's environment: detached (a session of its own), stdio
 * closed, not waited for. Each runtime's own: node:child_process cost Bun's first call ~2-4 ms more CPU
 * (it loads Bun's net and stream layers), where Bun.spawn is built in (host/bun/spawn.ts's).
 */
export type DetachedSpawn = (argv: string[], cwd: string) => void;

export interface SpawnOptions {
  argv: readonly string[];
  cwd?: string;
  env?: Record<string, string>;
}

/** The process rtk runs in: arguments, environment, its own stdio, signals, exit (process.ts). */
export interface ProcessIO {
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
  /** The runtime's own executable (node, bun or deno). */
  execPath(): string;
  /** The argv that starts this same rtk again in this runtime (agent hooks are written with it). */
  selfCommand(): string[];
}

/** Children (spawn.ts). */
export interface Spawner {
  /** Starts a child with stdin inherited and stdout/stderr piped to `onChunk`. */
  spawnPiped(options: SpawnOptions, onChunk: (stream: StreamId, bytes: Uint8Array) => void): Child;
  /** Starts a child that inherits all three streams. */
  spawnInherit(options: SpawnOptions): Child;
}

export interface DirEntry {
  name: string;
  size: number;
  mtimeMs: number;
}

export interface FileInfo {
  size: number;
  mtimeMs: number;
  /** Permission bits, setuid/setgid/sticky included (e.g. 0o600). */
  mode: number;
  isDirectory: boolean;
}

/**
 * Every file operation rtk makes (fs.ts): reading what a command or the user names, reading
 * files rtk does not control (regular-file.ts), writing its own owner-only records, listing
 * and measuring them. No function is loaded until it is called for the first time where
 * loading costs a start (node:fs on Bun).
 */
export interface FileSystem {
  /** The file's bytes, or null when it cannot be read. */
  readFile(path: string | URL): Uint8Array | null;
  /** Why `path` cannot be read, in the system's words ("No such file or directory", "Is a directory", "Permission denied"). */
  readFailure(path: string): string;
  /**
   * A file rtk does not control (config, settings, filters, the trust store): only a regular
   * file, never waiting on a FIFO or reading a device, at most `limit` bytes (regular-file.ts).
   */
  readRegularFile(path: string, options: RegularReadOptions): RegularRead;
  /**
   * Reads a file (or a FIFO, a device) to its end in chunks of at most 1 MiB, so no file is ever
   * held whole; stops early when `onChunk` returns false. A chunk is valid until the callback's
   * promise settles. Resolves false when the file cannot be opened or read.
   */
  readFileChunks(path: string, onChunk: (bytes: Uint8Array) => Promise<boolean>): Promise<boolean>;
  /** Writes the whole file (created with `mode` when new, else truncated). Throws on failure. */
  writeFile(path: string, bytes: Uint8Array, mode?: number): void;
  /** Writes the whole file owner-only (0600): to a temporary name first, then renamed over. */
  writePrivate(path: string, bytes: Uint8Array): void;
  /**
   * Creates a new owner-only file holding `bytes` in a directory that exists (else it throws),
   * for a name no other writer uses (a run's record, a recall entry). Written in place, without
   * writePrivate's temporary name and rename (one call fewer in every run; on Bun renaming needs
   * node:fs, a third of a short run to load), so a reader may for a moment find it incomplete:
   * readers of these files allow for that.
   */
  writeNewPrivate(path: string, bytes: Uint8Array): Promise<void>;
  /**
   * Appends `bytes` to the file in one write (O_APPEND: lines written by concurrent processes
   * never interleave when each is one small write), creating it owner-only (0600) when missing.
   * Throws on failure.
   */
  appendPrivate(path: string, bytes: Uint8Array): void;
  /** Creates the file owner-only (0600) when missing, without touching its content. */
  touchPrivate(path: string): void;
  /** Replaces `to` with `from` in one step (same file system): the atomic half of a safe write. */
  rename(from: string, to: string): void;
  /** Removes a file; one that is already gone is not an error. */
  remove(path: string): void;
  /** The same, asynchronously: on Bun without node:fs (a cut run rotating recall needs it). */
  removeAsync(path: string): Promise<void>;
  /** Creates a directory and any missing parents; those it creates get `mode` when given. */
  makeDir(path: string, mode?: number): void;
  chmod(path: string, mode: number): void;
  /** Size, times and mode of a file or directory, symlinks followed; null when nothing is there. */
  fileInfo(path: string): FileInfo | null;
  /** The canonical absolute path (symlinks resolved), or null when nothing is there. */
  realPath(path: string): string | null;
  /** The regular files in a directory; empty when it does not exist. */
  listDir(path: string): DirEntry[];
  /** The names of the regular files in a directory, without reading each one's size and times. */
  listNames(path: string): string[];
  /** The names of the directories in a directory (symlinks not followed); empty when it does not exist. */
  listSubdirs(path: string): string[];
}

/** A runtime as the CLI sees it: its process, its children and its files. */
export interface Adapter extends ProcessIO, Spawner, FileSystem {
  readonly runtime: RuntimeName;
  readonly runtimeVersion: string;
}

/**
 * The slice of an adapter that deciding a rewrite reads, and all the in-process hook
 * (host/hooks/) builds: the environment, the working directory, rtk's own files and the files
 * it does not control, stderr for warnings. Every Adapter is one.
 */
export type DecisionAdapter = Pick<Adapter, "runtime" | "env" | "cwd" | "readFile" | "readRegularFile" | "write" | "isTTY">;

export type RuntimeName = "node" | "bun" | "deno";

export type SqlValue = string | number | bigint | null;

/** A SQLite connection. Statements are prepared once per SQL text and reused. */
export interface SqlDatabase {
  /** Runs one or more statements without parameters. */
  exec(sql: string): void;
  /** Runs one statement; returns the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): number;
  all<T>(sql: string, params?: readonly SqlValue[]): T[];
  close(): void;
}

/**
 * What rtk persists its history through (store.ts): bun:sqlite on Bun, node:sqlite on Node >=
 * 22.5 and Deno 2, loaded only after a command's output is written.
 */
export interface StoreDriver {
  /** The SQLite library this runtime uses (when it has it). */
  readonly sqlite: string;
  /** Whether this runtime has SQLite, answered without loading it. */
  sqliteAvailable(): boolean;
  /** Opens (creating) the database. Null when this runtime has no SQLite; throws on open errors. */
  openDatabase(path: string): Promise<SqlDatabase | null>;
}

/** rtk's directories, XDG style (paths.ts). */
export interface RuntimePaths {
  homeDir(): string;
  /** $XDG_CONFIG_HOME/rtk, default ~/.config/rtk. */
  configDir(): string;
  /** $XDG_DATA_HOME/rtk, default ~/.local/share/rtk: history.db, recall/. */
  dataDir(): string;
}

/** What the bookkeeping after a run needs: the runtime's files, its SQLite and its directories. */
export interface Runtime {
  fs: FileSystem;
  store: StoreDriver;
  paths: RuntimePaths;
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
