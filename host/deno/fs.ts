export function readFile(path: string | URL): Uint8Array | null {
  try {
    return Deno.readFileSync(path);
  } catch {
    return null;
  }
}
