/// <reference types="bun-types" />
// Files on Bun. Reading maps the file (Bun.mmap) and copies it, which needs no node:fs (about
// 3 ms of Bun's start to load). node:fs is loaded on first use by the writing functions (shared
// with host/node) and by reads a mapping does not fit: empty and special files (/proc, pipes),
// and files over MAX_MAPPED, whose copy would last long enough for a concurrent truncation to
// matter (reading past the end of a mapping that shrank kills the process).
import { nodeFs } from "../node/fs";

export { chmodFile, makeDir, readFileChunks, removeFile, renameFile, writeFile } from "../node/fs";

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
