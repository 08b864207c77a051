import type * as NodeFs from "node:fs";
import type { DirEntry, FileInfo } from "../runtime/contract";
import { fileType, isInside, type RegularRead, type RegularReadOptions, readToLimit, refusalOf } from "../runtime/regular-file";

// node:fs on first use, not at load: Bun shares these modules, and loading it costs Bun ~3 ms
// of a start (Node has it loaded anyway).
let fsModule: typeof NodeFs | null = null;
export function nodeFs(): typeof NodeFs {
  return (fsModule ??= process.getBuiltinModule("node:fs") as typeof NodeFs);
}

export function readFile(path: string | URL): Uint8Array | null {
  try {
    return nodeFs().readFileSync(path);
  } catch {
    return null;
  }
}

/** The system's words for the errors a read meets; anything else gives its own message. */
const READ_ERRORS: Record<string, string> = {
  ENOENT: "No such file or directory",
  EISDIR: "Is a directory",
  EACCES: "Permission denied",
  ENOTDIR: "Not a directory",
  ELOOP: "Too many levels of symbolic links",
};

/** Why `path` cannot be read: opens it and reads one byte, never the whole file. */
export function readFailure(path: string): string {
  const fs = nodeFs();
  let fd = -1;
  try {
    fd = fs.openSync(path, "r");
    fs.readSync(fd, new Uint8Array(1), 0, 1, null);
    return "it could be read on a second try";
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return READ_ERRORS[e.code ?? ""] ?? e.message;
  } finally {
    if (fd >= 0) fs.closeSync(fd);
  }
}

/** Chunk size of readFileChunks. */
const CHUNK = 1 << 20;

export async function readFileChunks(path: string, onChunk: (bytes: Uint8Array) => Promise<boolean>): Promise<boolean> {
  const fs = nodeFs();
  let fd: number;
  try {
    fd = fs.openSync(path, "r");
  } catch {
    return false;
  }
  try {
    const buf = new Uint8Array(CHUNK);
    for (;;) {
      const n = fs.readSync(fd, buf, 0, CHUNK, null);
      if (n === 0 || !(await onChunk(buf.subarray(0, n)))) return true;
    }
  } catch {
    return false;
  } finally {
    fs.closeSync(fd);
  }
}

export function writeFile(path: string, bytes: Uint8Array, mode?: number): void {
  nodeFs().writeFileSync(path, bytes, mode === undefined ? undefined : { mode });
}

export function writePrivate(path: string, bytes: Uint8Array): void {
  const tmp = `${path}.${process.pid}.tmp`;
  nodeFs().writeFileSync(tmp, bytes, { mode: 0o600 });
  nodeFs().renameSync(tmp, path);
}

export async function writeNewPrivate(path: string, bytes: Uint8Array): Promise<void> {
  nodeFs().writeFileSync(path, bytes, { mode: 0o600, flag: "wx" });
}

export function appendPrivate(path: string, bytes: Uint8Array): void {
  nodeFs().appendFileSync(path, bytes, { mode: 0o600 });
}

export function touchPrivate(path: string): void {
  nodeFs().closeSync(nodeFs().openSync(path, "a", 0o600));
}

export function rename(from: string, to: string): void {
  nodeFs().renameSync(from, to);
}

export function remove(path: string): void {
  nodeFs().rmSync(path, { force: true });
}

export async function removeAsync(path: string): Promise<void> {
  remove(path);
}

export function makeDir(path: string, mode?: number): void {
  nodeFs().mkdirSync(path, { recursive: true, mode });
}

export function chmod(path: string, mode: number): void {
  nodeFs().chmodSync(path, mode);
}

export function fileInfo(path: string): FileInfo | null {
  try {
    const st = nodeFs().statSync(path);
    return { size: st.size, mtimeMs: st.mtimeMs, mode: st.mode & 0o7777, isDirectory: st.isDirectory() };
  } catch {
    return null;
  }
}

/** The canonical absolute path (symlinks resolved), or null when it cannot be resolved. */
export function realPath(path: string): string | null {
  const fs = nodeFs();
  try {
    // A missing path (the usual answer when a hook looks for `rtk` in each PATH folder) is told
    // without an exception, which costs more than the stat (on Bun most of all).
    if (fs.statSync(path, { throwIfNoEntry: false }) === undefined) return null;
    return fs.realpathSync(path);
  } catch {
    return null;
  }
}

export function listDir(path: string): DirEntry[] {
  let names: string[];
  try {
    names = nodeFs().readdirSync(path);
  } catch {
    return [];
  }
  const entries: DirEntry[] = [];
  for (const name of names) {
    try {
      const st = nodeFs().statSync(`${path}/${name}`);
      if (st.isFile()) entries.push({ name, size: st.size, mtimeMs: st.mtimeMs });
    } catch {
      // removed meanwhile
    }
  }
  return entries;
}

export function listNames(path: string): string[] {
  try {
    return nodeFs()
      .readdirSync(path, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

export function listSubdirs(path: string): string[] {
  try {
    return nodeFs()
      .readdirSync(path, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/**
 * Reads a file rtk does not control (see host/runtime/regular-file.ts): resolved and checked against
 * `within` first, then stat'ed, so a FIFO or a device is never opened at all; then opened
 * non-blocking and checked again on the descriptor (what was stat'ed may have been swapped
 * since), and read to at most `limit` bytes.
 */
export function readRegularFile(path: string, options: RegularReadOptions): RegularRead {
  const fs = nodeFs();
  const fail = (err: unknown): RegularRead => {
    const refusal = refusalOf((err as NodeJS.ErrnoException).code);
    return refusal === null ? { kind: "missing" } : { kind: "refused", refusal };
  };
  let target = path;
  if (options.within !== undefined) {
    let root: string;
    try {
      target = fs.realpathSync.native(path);
      root = fs.realpathSync.native(options.within);
    } catch (err) {
      return fail(err);
    }
    if (!isInside(target, root)) return { kind: "refused", refusal: { reason: "outside", target, root } };
  }
  let fd: number;
  try {
    const seen = fs.statSync(target);
    if (!seen.isFile()) return { kind: "refused", refusal: { reason: "not-regular", type: fileType(seen.mode) } };
    if (seen.size > options.limit) return { kind: "refused", refusal: { reason: "too-large", size: seen.size, limit: options.limit } };
    const { O_RDONLY, O_NONBLOCK, O_NOCTTY } = fs.constants;
    fd = fs.openSync(target, O_RDONLY | O_NONBLOCK | O_NOCTTY);
  } catch (err) {
    return fail(err);
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return { kind: "refused", refusal: { reason: "not-regular", type: fileType(st.mode) } };
    if (st.size > options.limit) return { kind: "refused", refusal: { reason: "too-large", size: st.size, limit: options.limit } };
    const read = readToLimit((buf, offset) => fs.readSync(fd, buf, offset, buf.length - offset, null), st.size, options.limit);
    if (read.kind === "file") read.id = { dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs };
    return read;
  } catch (err) {
    return fail(err);
  } finally {
    fs.closeSync(fd);
  }
}
