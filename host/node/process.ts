import type { HandledSignal } from "../runtime/contract";
import { nodeFs } from "./fs";

export function args(): string[] {
  return process.argv.slice(2);
}

export function env(name: string): string | undefined {
  return process.env[name];
}

export function envAll(): Record<string, string> {
  return { ...process.env } as Record<string, string>;
}

export function cwd(): string {
  return process.cwd();
}

export function isTTY(fd: 0 | 1 | 2): boolean {
  const stream = fd === 0 ? process.stdin : fd === 1 ? process.stdout : process.stderr;
  return Boolean((stream as { isTTY?: boolean }).isTTY);
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Blocking write; waits out EAGAIN when the descriptor is non-blocking. */
export function write(fd: 1 | 2, bytes: Uint8Array): void {
  let off = 0;
  while (off < bytes.length) {
    try {
      off += nodeFs().writeSync(fd, bytes, off, bytes.length - off);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") {
        Atomics.wait(pause, 0, 0, 1);
        continue;
      }
      if (code === "EPIPE") return brokenPipe();
      throw err;
    }
  }
}

/** Writes block until done: nothing is ever queued. */
export async function flush(): Promise<void> {}

export async function readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void> {
  for await (const chunk of process.stdin) onChunk(chunk as Uint8Array);
}

export function onSignal(signal: HandledSignal, handler: () => void): () => void {
  process.on(signal, handler);
  return () => process.removeListener(signal, handler);
}

let onBroken: (() => void) | null = null;

export function onBrokenPipe(handler: () => void): void {
  onBroken = handler;
}

/** A write found its reader gone: told once to the handler, if any (Bun's writes share this). */
export function brokenPipe(): void {
  const handler = onBroken;
  onBroken = null;
  handler?.();
}

export function exit(code: number): never {
  process.exit(code);
}


export function execPath(): string {
  return process.execPath;
}

export function selfCommand(): string[] {
  return [process.execPath, ...process.execArgv, process.argv[1]];
}
