import { fileType, isInside, isRegular, type RegularRead, type RegularReadOptions, readToLimit, refusalOf } from "../cli/adapter";

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

export function renameFile(from: string, to: string): void {
  Deno.renameSync(from, to);
}

export function removeFile(path: string): void {
  try {
    Deno.removeSync(path);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
}

export function makeDir(path: string): void {
  Deno.mkdirSync(path, { recursive: true });
}

export function chmodFile(path: string, mode: number): void {
  Deno.chmodSync(path, mode);
}

export function fileMode(path: string): number | null {
  try {
    const mode = Deno.statSync(path).mode;
    return mode === null ? null : mode & 0o7777;
  } catch {
    return null;
  }
}

/**
 * Reads a file rtk does not control (see host/cli/adapter.ts): resolved and checked against
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
