/// <reference types="bun-types" />
// Files on Bun. Reading maps the file (Bun.mmap) and copies it, which needs no node:fs (about
// 3 ms of Bun's start to load). node:fs is loaded on first use by the writing functions (shared
// with host/node) and by reads a mapping does not fit: empty and special files (/proc, pipes),
// and files over MAX_MAPPED, whose copy would last long enough for a concurrent truncation to
// matter (reading past the end of a mapping that shrank kills the process). rtk's own build
// files (named by URL beside the bundle: the cores, the rules file of 1.7 MB, which node:fs
// would cost each hook call ~3 ms to read) change only with a build or an install, and map up
// to MAX_MAPPED_OWN.
import type { DirEntry, FileInfo } from "../runtime/contract";
import type { RegularRead, RegularReadOptions } from "../runtime/regular-file";
import { fileInfo as fileInfoChecked, nodeFs, readRegularFile as readRegularFileChecked } from "../node/fs";

export { appendPrivate, chmod, listSubdirs, makeDir, readFailure, readFileChunks, realPath, remove, rename, touchPrivate, writeFile, writePrivate } from "../node/fs";

const MAX_MAPPED = 1 << 20;
const MAX_MAPPED_OWN = 4 << 20;

function pathOf(path: string | URL): string {
  return typeof path === "string" ? path : Bun.fileURLToPath(path);
}

/** The error code of mapping the file, or the mapping itself. */
function mapped(path: string): Uint8Array | string {
  try {
    return Bun.mmap(path, { shared: false });
  } catch (err) {
    return (err as { code?: string }).code ?? "EIO";
  }
}

export function readFile(path: string | URL): Uint8Array | null {
  const p = pathOf(path);
  const map = mapped(p);
  if (typeof map !== "string" && map.length <= (typeof path === "string" ? MAX_MAPPED : MAX_MAPPED_OWN)) return map.slice();
  // Bun maps read-write: a file this user may only read comes back EACCES, and is read below.
  if (map === "ENOENT" || map === "ENOTDIR" || map === "EISDIR") return null;
  try {
    return nodeFs().readFileSync(p);
  } catch {
    return null;
  }
}

export function fileInfo(path: string): FileInfo | null {
  // A missing file (the usual answer) is known without loading node:fs.
  const map = mapped(path);
  if (map === "ENOENT" || map === "ENOTDIR") return null;
  return fileInfoChecked(path);
}

/**
 * Reads a file rtk does not control (host/runtime/regular-file.ts) without node:fs where it can: a
 * stat (`Bun.file().size`, Infinity for a FIFO or a device) and a mapping answer for a missing
 * file and for a small regular one when neither a tree check nor its FileId is asked for. Only
 * a regular file maps (Bun opens it read-write, which does not wait on a FIFO swapped in since
 * the stat; the mapping then fails). Anything else, a directory included (whose `size` is its
 * block size), gets host/node's checks, which name what it is.
 */
export function readRegularFile(path: string, options: RegularReadOptions): RegularRead {
  const map = Bun.file(path).size === Number.POSITIVE_INFINITY ? "special" : mapped(path);
  if (map === "ENOENT" || map === "ENOTDIR") return { kind: "missing" };
  if (typeof map === "string" || map.length > MAX_MAPPED || options.within !== undefined || options.identify) return readRegularFileChecked(path, options);
  if (map.length > options.limit) return { kind: "refused", refusal: { reason: "too-large", size: map.length, limit: options.limit } };
  return { kind: "file", bytes: map.slice(), id: null };
}

/**
 * The regular files of a directory, listed by Bun.Glob (and measured through Bun.file by
 * listDir): a cut run lists the recall folder to rotate it, and node:fs would cost that run
 * ~3 ms to load.
 */
export function listNames(path: string): string[] {
  try {
    return [...new Bun.Glob("*").scanSync({ cwd: path, onlyFiles: true, dot: true, followSymlinks: false })];
  } catch {
    return [];
  }
}

export function listDir(path: string): DirEntry[] {
  return listNames(path).map((name) => {
    const file = Bun.file(`${path}/${name}`);
    return { name, size: file.size, mtimeMs: file.lastModified };
  });
}

/**
 * Bun.write ignores its `mode` option for a new file: the umask makes it owner-only instead.
 * Nothing else runs meanwhile (records are written after the command's output and its child).
 */
export async function writeNewPrivate(path: string, bytes: Uint8Array): Promise<void> {
  // Bun.write has no exclusive create: a name taken is refused here, as elsewhere by the open.
  if (await Bun.file(path).exists()) throw Object.assign(new Error(`EEXIST: file already exists, open '${path}'`), { code: "EEXIST" });
  const umask = process.umask(0o077);
  try {
    await Bun.write(path, bytes, { createPath: false });
  } finally {
    process.umask(umask);
  }
}

export async function removeAsync(path: string): Promise<void> {
  try {
    await Bun.file(path).delete();
  } catch (err) {
    if ((err as { code?: string }).code !== "ENOENT") throw err;
  }
}
