// Compiling the command core is the longest single step of a quick run (1.5-2.5 ms for a 130-260
// KB core on Bun). Runtimes compile WebAssembly on background threads when asked asynchronously,
// so the first module (host/<runtime>/cli.ts) starts it before it loads the quick start, and the
// compile overlaps loading the quick start, the configuration and the filter-file checks. The
// two are separate bundles: the promise waits on globalThis.

const KEY = "__rtkCommandCore";

interface Preload {
  name: string;
  module: Promise<WebAssembly.Module | null>;
}

/** Where a command core is, seen from dist/cli/ (every first module and quick start is there). */
export function commandCoreUrl(name: string, base: string): URL {
  return new URL(`../cores/${name}.wasm`, base);
}

/**
 * Starts compiling command core `name` from the bytes `read` returns. Both are called now, not
 * in a later microtask: that would be after the quick start's first await, too late to overlap.
 * Never throws; a failure leaves the quick start to read and compile the core itself.
 */
export function preloadCommandCore(name: string, read: () => Uint8Array): void {
  let module: Promise<WebAssembly.Module | null>;
  try {
    module = WebAssembly.compile(read() as Uint8Array<ArrayBuffer>).catch(() => null);
  } catch {
    return;
  }
  (globalThis as Record<string, unknown>)[KEY] = { name, module } satisfies Preload;
}

/** The preloaded compile of command core `name`, once (null when there is none or it failed). */
export async function takePreloadedCore(name: string): Promise<WebAssembly.Module | null> {
  const g = globalThis as Record<string, unknown>;
  const preload = g[KEY] as Preload | undefined;
  if (preload?.name !== name) return null;
  delete g[KEY];
  return preload.module;
}
