import type * as NodeFs from "node:fs";

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

export function renameFile(from: string, to: string): void {
  nodeFs().renameSync(from, to);
}

export function removeFile(path: string): void {
  nodeFs().rmSync(path, { force: true });
}

export function makeDir(path: string): void {
  nodeFs().mkdirSync(path, { recursive: true });
}

export function chmodFile(path: string, mode: number): void {
  nodeFs().chmodSync(path, mode);
}

export function fileMode(path: string): number | null {
  try {
    return nodeFs().statSync(path).mode & 0o7777;
  } catch {
    return null;
  }
}
