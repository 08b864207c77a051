/// <reference types="bun-types" />
// Files on Bun. Reading maps the file (Bun.mmap) and copies it, which needs no node:fs (about
// 3 ms of Bun's start to load). node:fs is loaded on first use by the writing functions (shared
// with host/node) and by reads a mapping does not fit: empty and special files (/proc, pipes),
// and files over MAX_MAPPED, whose copy would last long enough for a concurrent truncation to
// matter (reading past the end of a mapping that shrank kills the process).
import type { RegularRead, RegularReadOptions } from "../cli/adapter";
import { nodeFs, readRegularFile as readRegularFileChecked } from "../node/fs";

export { chmodFile, makeDir, readFailure, readFileChunks, removeFile, renameFile, writeFile } from "../node/fs";

const MAX_MAPPED = 1 << 20;

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
  if (typeof map !== "string" && map.length <= MAX_MAPPED) return map.slice();
  // Bun maps read-write: a file this user may only read comes back EACCES, and is read below.
  if (map === "ENOENT" || map === "ENOTDIR" || map === "EISDIR") return null;
  try {
    return nodeFs().readFileSync(p);
  } catch {
    return null;
  }
}

export function fileMode(path: string): number | null {
  // A missing file (the usual answer) is known without loading node:fs.
  const map = mapped(path);
  if (map === "ENOENT" || map === "ENOTDIR") return null;
  try {
    return nodeFs().statSync(path).mode & 0o7777;
  } catch {
    return null;
  }
}

/**
 * Reads a file rtk does not control (host/cli/adapter.ts) without node:fs where it can: a
 * stat (`Bun.file().size`, Infinity for a FIFO or a device) and a mapping answer for a missing
 * file and for a small regular one when neither a tree check nor its FileId is asked for. Only
 * a regular file maps (Bun opens it read-write, which does not wait on a FIFO swapped in since
 * the stat; the mapping then fails). Anything else gets host/node's checks.
 */
export function readRegularFile(path: string, options: RegularReadOptions): RegularRead {
  const size = Bun.file(path).size;
  if (size !== Number.POSITIVE_INFINITY && size > options.limit) return { kind: "refused", refusal: { reason: "too-large", size, limit: options.limit } };
  const map = size === Number.POSITIVE_INFINITY ? "special" : mapped(path);
  if (map === "ENOENT" || map === "ENOTDIR") return { kind: "missing" };
  if (typeof map !== "string" && map.length <= MAX_MAPPED && options.within === undefined && !options.identify) {
    if (map.length > options.limit) return { kind: "refused", refusal: { reason: "too-large", size: map.length, limit: options.limit } };
    return { kind: "file", bytes: map.slice(), id: null };
  }
  return readRegularFileChecked(path, options);
}
