// What the CLI needs from a runtime. host/node, host/bun and host/deno each implement it with
// the same module names (process, spawn, fs, paths); the CLI depends on nothing else. Also the
// contract of reading files rtk does not control (readRegularFile), at the end.

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
  /** Why `path` cannot be read, in the system's words ("No such file or directory", "Is a directory", "Permission denied"). */
  readFailure(path: string): string;
  /**
   * A file rtk does not control (config, settings, filters, the trust store): only a regular
   * file, never waiting on a FIFO or reading a device, at most `limit` bytes (adapter.ts).
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
  /** Replaces `to` with `from` in one step (same file system): the atomic half of a safe write. */
  renameFile(from: string, to: string): void;
  /** Removes a file; one that is already gone is not an error. */
  removeFile(path: string): void;
  /** Creates a directory and any missing parents. */
  makeDir(path: string): void;
  chmodFile(path: string, mode: number): void;
  /** The permission bits of a file, or null when it does not exist. */
  fileMode(path: string): number | null;
  /** The canonical absolute path (symlinks resolved), or null when nothing is there. */
  realPath(path: string): string | null;
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

// ---- Files rtk does not control ----
//
// Reading files rtk does not control: a repository's `.rtk/filters.toml` and `.claude/settings*.json`
// (committed by whoever wrote the repository), and the user's own config.toml, filters.toml,
// agent settings, trust store. They are read before any trust decision, on every command and
// every hook call, so none of them may hang rtk or exhaust its memory: each runtime's
// `readRegularFile` (host/<runtime>/fs.ts) opens only a regular file, without blocking (a FIFO
// opened for reading waits for a writer forever), checks the opened file's type and size, and
// reads at most `limit` bytes. What the three share is here: the shapes, the limit, the tree
// check and the messages (in this module, which every run loads anyway: a module of its own
// cost each run a load).
//
// The tree a file must stay in (`within`), path by path:
//   - `.rtk/filters.toml`: the working directory it was found in (filter-tiers.ts);
//   - `.claude/settings.json` and `.claude/settings.local.json`: the project directory,
//     $CLAUDE_PROJECT_DIR or the working directory (permissions.ts);
//   - an agent's project files that `rtk init` (project scope) and `rtk verify` read: the
//     working directory (init/run.ts, integrity.ts).
// A repository decides what those are, so a symlink in them may point within the repository
// only. The user's own files (config.toml and filters.toml under $XDG_CONFIG_HOME, ~/.claude
// and the other agents' global settings, the trust store and caches under $XDG_DATA_HOME, a
// hook's stored hash) have no tree: dotfile managers link them anywhere. Every file, in a tree
// or not, must be a regular file of at most `limit` bytes.

/** Where a file's content comes from, as the file system reports it (a changed file changes ctime). */
export interface FileId {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

export type FileRefusal =
  | { reason: "not-regular"; type: string }
  | { reason: "too-large"; size: number; limit: number }
  /** `within` was given and the file resolves outside it (through a symlink). */
  | { reason: "outside"; target: string; root: string }
  | { reason: "loop" }
  | { reason: "unreadable"; code: string };

export type RegularRead =
  | { kind: "file"; bytes: Uint8Array; id: FileId | null }
  | { kind: "missing" }
  | { kind: "refused"; refusal: FileRefusal };

export interface RegularReadOptions {
  /** The most bytes read; a larger file is refused without being read. */
  limit: number;
  /**
   * The directory the file must resolve inside, symlinks followed: a repository's file may be a
   * symlink within the repository, never one to /dev/zero or ~/.ssh/id_rsa (whose text a parse
   * error would quote).
   */
  within?: string;
  /** Bun maps small files without a stat: ask for the FileId when it is needed. */
  identify?: boolean;
}

/** The size cap of every config, settings, filter and trust file rtk reads. */
export const CONFIG_FILE_LIMIT = 1 << 20;

/** The name of a file type from its st_mode, for the refusal message. */
export function fileType(mode: number): string {
  switch (mode & 0o170000) {
    case 0o100000:
      return "regular file";
    case 0o040000:
      return "directory";
    case 0o010000:
      return "FIFO";
    case 0o020000:
      return "character device";
    case 0o060000:
      return "block device";
    case 0o140000:
      return "socket";
    default:
      return "special file";
  }
}

export function isRegular(mode: number): boolean {
  return (mode & 0o170000) === 0o100000;
}

/** Is the resolved path `path` the directory `root` or inside it? Both absolute and resolved. */
export function isInside(path: string, root: string): boolean {
  const base = root.endsWith("/") ? root : `${root}/`;
  return path === root || path.startsWith(base);
}

/**
 * Reads an opened file to its end, at most `limit` bytes. `size` is what fstat said: the buffer
 * has room for one byte more, grown up to the limit for a file that grew since (or a /proc file,
 * which says 0), and a byte past the limit refuses the file. `readInto` fills the buffer from
 * `offset` and returns how many bytes it read, 0 at the end.
 */
export function readToLimit(readInto: (buf: Uint8Array, offset: number) => number, size: number, limit: number): RegularRead {
  let buf = new Uint8Array(Math.min(size, limit) + 1);
  let n = 0;
  for (;;) {
    const got = readInto(buf, n);
    if (got === 0) break;
    n += got;
    if (n < buf.length) continue;
    if (n > limit) return { kind: "refused", refusal: { reason: "too-large", size: n, limit } };
    const more = new Uint8Array(limit + 1);
    more.set(buf);
    buf = more;
  }
  return { kind: "file", bytes: buf.subarray(0, n), id: null };
}

/** What an error code of stat/open/read/realpath means here: null for a missing file. */
export function refusalOf(code: string | undefined): FileRefusal | null {
  if (code === "ENOENT" || code === "ENOTDIR") return null;
  if (code === "ELOOP") return { reason: "loop" };
  return { reason: "unreadable", code: code ?? "EIO" };
}

function sizeText(bytes: number): string {
  if (bytes >= 1 << 30) return `${(bytes / (1 << 30)).toFixed(1)} GiB`;
  if (bytes >= 1 << 20) return `${(bytes / (1 << 20)).toFixed(1)} MiB`;
  return `${bytes} bytes`;
}

/** The warning for a refused file, naming it as messages name it. */
export function refusalMessage(display: string, refusal: FileRefusal): string {
  switch (refusal.reason) {
    case "not-regular":
      return `${display} is a ${refusal.type}, not a regular file: not read`;
    case "too-large":
      return `${display} is larger than ${sizeText(refusal.limit)} (${sizeText(refusal.size)}): not read`;
    case "outside":
      return `${display} leads outside ${refusal.root} (to ${refusal.target}): not read`;
    case "loop":
      return `${display} is a symlink loop: not read`;
    case "unreadable":
      return `${display} cannot be read (${refusal.code})`;
  }
}

/** A reader of files rtk does not control: an adapter's, or the in-process hooks' own. */
export type RegularReader = (path: string, options: RegularReadOptions) => RegularRead;

/**
 * The bytes of a small file rtk does not control (inside `within`, when given), or null when it
 * is missing or refused: for readers whose answer is the same either way (a hook launcher's
 * stored hash that is a FIFO is as good as none: the hook refuses to rewrite).
 */
export function smallFileBytes(read: RegularReader, path: string, within?: string): Uint8Array | null {
  const r = read(path, { limit: CONFIG_FILE_LIMIT, within });
  return r.kind === "file" ? r.bytes : null;
}
