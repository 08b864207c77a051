import type { HandledSignal } from "../runtime/contract";

export function args(): string[] {
  return Deno.args;
}

export function env(name: string): string | undefined {
  try {
    return Deno.env.get(name);
  } catch {
    return undefined; // no --allow-env for this variable
  }
}

export function envAll(): Record<string, string> {
  try {
    return Deno.env.toObject();
  } catch {
    return {};
  }
}

export function cwd(): string {
  return Deno.cwd();
}

export function isTTY(fd: 0 | 1 | 2): boolean {
  return (fd === 0 ? Deno.stdin : fd === 1 ? Deno.stdout : Deno.stderr).isTerminal();
}

export function write(fd: 1 | 2, bytes: Uint8Array): void {
  const out = fd === 1 ? Deno.stdout : Deno.stderr;
  let off = 0;
  try {
    while (off < bytes.length) off += out.writeSync(bytes.subarray(off));
  } catch (err) {
    // The reader went away (EPIPE): nothing left to deliver to.
    if ((err as Error).name !== "BrokenPipe") throw err;
    const handler = onBroken;
    onBroken = null;
    handler?.();
  }
}

let onBroken: (() => void) | null = null;

export function onBrokenPipe(handler: () => void): void {
  onBroken = handler;
}

/** Writes block until done: nothing is ever queued. */
export async function flush(): Promise<void> {}

export async function readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void> {
  for await (const chunk of Deno.stdin.readable) onChunk(chunk);
}

export function onSignal(signal: HandledSignal, handler: () => void): () => void {
  Deno.addSignalListener(signal, handler);
  return () => Deno.removeSignalListener(signal, handler);
}

export function exit(code: number): never {
  Deno.exit(code);
}

export function execPath(): string {
  return Deno.execPath();
}

/** The permissions rtk asks for are the ones listed in the README. */
export function selfCommand(): string[] {
  const main = decodeURIComponent(new URL(Deno.mainModule).pathname);
  return [Deno.execPath(), "run", "--quiet", "--allow-read", "--allow-write", "--allow-run", "--allow-env", main];
}
