// Files on Deno, through Deno's own calls (its node:fs costs ~40 ms of a start to load).
import type { DirEntry, FileInfo } from "../runtime/contract";
import { fileType, isInside, isRegular, type RegularRead, type RegularReadOptions, readToLimit, refusalOf } from "../runtime/regular-file";

export function readFile(path: string | URL): Uint8Array | null {
  try {
    return Deno.readFileSync(path);
  } catch {
    return null;
  }
}

/** Why a read fails: the system's words, or Deno's own message for a permission rtk was not given. Reads one byte, never the whole file. */
export function readFailure(path: string): string {
  let file: Deno.FsFile | null = null;
  try {
    file = Deno.openSync(path, { read: true });
    file.readSync(new Uint8Array(1));
    return "it could be read on a second try";
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return "No such file or directory";
    if (err instanceof Deno.errors.IsADirectory) return "Is a directory";
    if (err instanceof Deno.errors.PermissionDenied) return "Permission denied";
    return (err as Error).message;
  } finally {
    file?.close();
  }
}

/** Chunk size of readFileChunks. */
const CHUNK = 1 << 20;

export async function readFileChunks(path: string, onChunk: (bytes: Uint8Array) => Promise<boolean>): Promise<boolean> {
  let file: Deno.FsFile;
  try {
    file = Deno.openSync(path, { read: true });
  } catch {
    return false;
  }
  try {
    const buf = new Uint8Array(CHUNK);
    for (;;) {
      const n = file.readSync(buf);
      if (n === null || !(await onChunk(buf.subarray(0, n)))) return true;
    }
  } catch {
    return false;
  } finally {
    file.close();
  }
}

export function writeFile(path: string, bytes: Uint8Array, mode?: number): void {
  Deno.writeFileSync(path, bytes, mode === undefined ? undefined : { mode });
}

export function writePrivate(path: string, bytes: Uint8Array): void {
  const tmp = `${path}.${Deno.pid}.tmp`;
  Deno.writeFileSync(tmp, bytes, { mode: 0o600 });
  Deno.renameSync(tmp, path);
}

export async function writeNewPrivate(path: string, bytes: Uint8Array): Promise<void> {
  Deno.writeFileSync(path, bytes, { mode: 0o600, createNew: true });
}

export function appendPrivate(path: string, bytes: Uint8Array): void {
  Deno.writeFileSync(path, bytes, { mode: 0o600, append: true });
}

export function touchPrivate(path: string): void {
  Deno.openSync(path, { create: true, append: true, mode: 0o600 }).close();
}

export function rename(from: string, to: string): void {
  Deno.renameSync(from, to);
}

export function remove(path: string): void {
  try {
    Deno.removeSync(path);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
}

export async function removeAsync(path: string): Promise<void> {
  remove(path);
}

export function makeDir(path: string, mode?: number): void {
  Deno.mkdirSync(path, { recursive: true, mode });
}

export function chmod(path: string, mode: number): void {
  Deno.chmodSync(path, mode);
}

export function fileInfo(path: string): FileInfo | null {
  try {
    const st = Deno.statSync(path);
    return { size: st.size, mtimeMs: st.mtime?.getTime() ?? 0, mode: (st.mode ?? 0) & 0o7777, isDirectory: st.isDirectory };
  } catch {
    return null;
  }
}

/** The canonical absolute path (symlinks resolved), or null when it cannot be resolved. */
export function realPath(path: string): string | null {
  try {
    return Deno.realPathSync(path);
  } catch {
    return null;
  }
}

export function listDir(path: string): DirEntry[] {
  const entries: DirEntry[] = [];
  try {
    for (const e of Deno.readDirSync(path)) {
      if (!e.isFile) continue;
      const info = fileInfo(`${path}/${e.name}`);
      if (info) entries.push({ name: e.name, size: info.size, mtimeMs: info.mtimeMs });
    }
  } catch {
    // a missing directory has no files
  }
  return entries;
}

export function listNames(path: string): string[] {
  const names: string[] = [];
  try {
    for (const e of Deno.readDirSync(path)) if (e.isFile) names.push(e.name);
  } catch {
    // a missing directory has no files
  }
  return names;
}

export function listSubdirs(path: string): string[] {
  const names: string[] = [];
  try {
    for (const e of Deno.readDirSync(path)) if (e.isDirectory) names.push(e.name);
  } catch {
    // a missing directory has none
  }
  return names;
}

/**
 * Reads a file rtk does not control (see host/runtime/regular-file.ts): resolved and checked against
 * `within` first, then stat'ed, so a FIFO or a device is never opened at all; then opened,
 * checked again on the open file (same file, still regular, still within the limit) and read
 * to at most `limit` bytes. Deno's open has no O_NONBLOCK (its node:fs has, at ~40 ms of a
 * start to load): a regular file swapped for a FIFO between the stat and the open would still
 * make the open wait, and no timer can interrupt a synchronous open. Only a process writing the
 * directory at that very moment can do that; a repository's committed files cannot.
 */
export function readRegularFile(path: string, options: RegularReadOptions): RegularRead {
  const fail = (err: unknown): RegularRead => {
    const refusal = refusalOf((err as { code?: string }).code);
    return refusal === null ? { kind: "missing" } : { kind: "refused", refusal };
  };
  let target = path;
  if (options.within !== undefined) {
    let root: string;
    try {
      target = Deno.realPathSync(path);
      root = Deno.realPathSync(options.within);
    } catch (err) {
      return fail(err);
    }
    if (!isInside(target, root)) return { kind: "refused", refusal: { reason: "outside", target, root } };
  }
  let file: Deno.FsFile;
  let seen: Deno.FileInfo;
  try {
    seen = Deno.statSync(target);
    if (!isRegular(seen.mode ?? 0)) return { kind: "refused", refusal: { reason: "not-regular", type: fileType(seen.mode ?? 0) } };
    if (seen.size > options.limit) return { kind: "refused", refusal: { reason: "too-large", size: seen.size, limit: options.limit } };
    file = Deno.openSync(target, { read: true });
  } catch (err) {
    return fail(err);
  }
  try {
    const st = file.statSync();
    if (!isRegular(st.mode ?? 0) || st.dev !== seen.dev || st.ino !== seen.ino) {
      return { kind: "refused", refusal: { reason: "not-regular", type: fileType(st.mode ?? 0) } };
    }
    if (st.size > options.limit) return { kind: "refused", refusal: { reason: "too-large", size: st.size, limit: options.limit } };
    const read = readToLimit((buf, offset) => file.readSync(buf.subarray(offset)) ?? 0, st.size, options.limit);
    if (read.kind === "file") read.id = { dev: st.dev, ino: st.ino ?? 0, size: st.size, mtimeMs: st.mtime?.getTime() ?? 0, ctimeMs: st.ctime?.getTime() ?? 0 };
    return read;
  } catch (err) {
    return fail(err);
  } finally {
    file.close();
  }
}
