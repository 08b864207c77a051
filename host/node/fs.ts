import { readFileSync } from "node:fs";

export function readFile(path: string | URL): Uint8Array | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}
