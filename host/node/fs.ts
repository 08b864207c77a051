import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";

export function readFile(path: string | URL): Uint8Array | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

export function writeFile(path: string, bytes: Uint8Array, mode?: number): void {
  writeFileSync(path, bytes, mode === undefined ? undefined : { mode });
}

export function renameFile(from: string, to: string): void {
  renameSync(from, to);
}

export function removeFile(path: string): void {
  rmSync(path, { force: true });
}

export function makeDir(path: string): void {
  mkdirSync(path, { recursive: true });
}

export function chmodFile(path: string, mode: number): void {
  chmodSync(path, mode);
}

export function fileMode(path: string): number | null {
  try {
    return statSync(path).mode & 0o7777;
  } catch {
    return null;
  }
}
