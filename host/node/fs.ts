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
