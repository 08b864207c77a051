/// <reference types="bun-types" />
// Process I/O on Bun without node:fs: loading it costs Bun about 3 ms, a third of a short run.
// Output goes through Bun.write, which is asynchronous, so writes are queued in call order (one
// at a time, stdout and stderr alike, so `2>&1` keeps the order rtk wrote in) and `flush()`
// resolves when all are written. Readers of children and stdin wait on `backpressure()` while
// more than HIGH_WATER bytes are queued, which keeps memory bounded under a flood. Touching
// process.stdout/stdin costs Bun about 6 ms, so they are never used here.

// What Bun's Node process object does as fast as Node: shared with host/node.
export { args, cwd, env, envAll, execPath, onBrokenPipe, onSignal, selfCommand } from "../node/process";
import { brokenPipe } from "../node/process";

const HIGH_WATER = 1 << 20;

let tail: Promise<void> = Promise.resolve();
let queued = 0;
let failure: Error | null = null;
/** The reader went away: what is still queued, and anything written later, is dropped. */
let broken = false;

export function isTTY(fd: 0 | 1 | 2): boolean {
  return (process.getBuiltinModule("node:tty") as typeof import("node:tty")).isatty(fd);
}

/**
 * Queues the bytes for fd 1 or 2 (copied: the caller may reuse its buffer, often the core's
 * memory). A reader that went away (EPIPE) ends delivery and is told to the onBrokenPipe
 * handler; another failure is thrown by `flush()`.
 */
export function write(fd: 1 | 2, bytes: Uint8Array): void {
  if (bytes.length === 0 || broken) return;
  const copy = bytes.slice();
  queued += copy.length;
  tail = tail.then(async () => {
    try {
      if (failure === null && !broken) await Bun.write(fd === 1 ? Bun.stdout : Bun.stderr, copy);
    } catch (err) {
      if ((err as { code?: string }).code !== "EPIPE") failure = err as Error;
      else {
        broken = true;
        brokenPipe();
      }
    } finally {
      queued -= copy.length;
    }
  });
}

/** Resolves when every queued byte is written. */
export async function flush(): Promise<void> {
  await tail;
  if (failure !== null) throw failure;
}

/** A promise to wait on while too much output is queued, else null. */
export function backpressure(): Promise<void> | null {
  return queued > HIGH_WATER ? tail : null;
}

export async function readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void> {
  for await (const chunk of Bun.stdin.stream()) {
    onChunk(chunk);
    const wait = backpressure();
    if (wait !== null) await wait;
  }
}

/** Exits at once: callers `await flush()` first, or queued output would be lost. */
export function exit(code: number): never {
  if (queued > 0) throw new Error(`rtk: exit(${code}) with ${queued} bytes of output not yet written (flush() first)`);
  process.exit(code);
}
