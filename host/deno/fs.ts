export function readFile(path: string | URL): Uint8Array | null {
  try {
    return Deno.readFileSync(path);
  } catch {
    return null;
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
