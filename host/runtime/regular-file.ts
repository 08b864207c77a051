// Reading files rtk does not control: a repository's `.rtk/filters.toml` and `.claude/settings*.json`
// (committed by whoever wrote the repository), and the user's own config.toml, filters.toml,
// agent settings, trust store. They are read before any trust decision, on every command and
// every hook call, so none of them may hang rtk or exhaust its memory: each runtime's
// `readRegularFile` (host/<runtime>/fs.ts) opens only a regular file, without blocking (a FIFO
// opened for reading waits for a writer forever), checks the opened file's type and size, and
// reads at most `limit` bytes. What the three share is here: the shapes, the limit, the tree
// check and the messages.
//
// The tree a file must stay in (`within`), path by path:
//   - `.rtk/filters.toml`: the working directory it was found in (host/cli/filter-tiers.ts);
//   - `.claude/settings.json` and `.claude/settings.local.json`: the project directory,
//     $CLAUDE_PROJECT_DIR or the working directory (host/cli/permissions.ts);
//   - an agent's project files that `rtk init` (project scope) and `rtk verify` read: the
//     working directory (host/cli/init/run.ts, host/cli/integrity.ts).
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
