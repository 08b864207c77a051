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

export function readFailure(path: string): string {
  try {
    nodeFs().readFileSync(path);
    return "it could be read on a second try";
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return READ_ERRORS[e.code ?? ""] ?? e.message;
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
