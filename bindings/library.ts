// What every runtime entry point (host/node|bun|deno|browser/library.ts) exports: the API bound
// to a core instantiated from the wasm that entry point loaded (with the built-in filters of
// the same build), plus `createRtk`/`createRtkSync` that default to that same wasm. Keeps the
// four entry points down to "load the bytes".

import { asRtkOptions, createRtk as create, createRtkSync as createSync, type Rtk, type RtkOptions, type WasmSource } from "./index";

/** Turns a caller's `wasm` option into something the bindings can load (e.g. a file: URL read from disk). */
export type WasmLoader = (wasm: NonNullable<RtkOptions["wasm"]>) => Promise<NonNullable<RtkOptions["wasm"]>>;

export interface Defaults {
  /** The compiled dist/rtk.wasm. */
  module: WebAssembly.Module;
  /** The compiled built-in filters (dist/filters.bin), or null when the build has none. */
  builtins: Uint8Array | null;
  load?: WasmLoader;
}

export function bindDefault({ module, builtins, load = async (w) => w }: Defaults) {
  const withBuiltins = (rtk: Rtk): Rtk => {
    if (builtins !== null) rtk.filters.load("builtin", builtins);
    return rtk;
  };
  const rtk = withBuiltins(createSync({ wasm: module }));
  return {
    /** The shared instance behind the plain functions below. */
    rtk,
    estimateTokens: rtk.estimateTokens,
    stripAnsi: rtk.stripAnsi,
    plan: rtk.plan,
    filter: rtk.filter,
    open: rtk.open,
    transform: rtk.transform,
    rewrite: rtk.rewrite,
    compileFilters: rtk.compileFilters,
    verify: rtk.verify,
    Regex: rtk.Regex,
    RegexSet: rtk.RegexSet,
    /**
     * A fresh, independent instance (own memory, built-in filters loaded), from this runtime's
     * wasm unless one is given (`{ wasm }`, or the wasm alone, as the bindings' createRtk takes).
     */
    createRtk: async (arg?: WasmSource | Response | Promise<Response> | URL | RtkOptions): Promise<Rtk> => {
      const options = asRtkOptions(arg, "createRtk");
      return withBuiltins(await create({ ...options, wasm: options.wasm === undefined ? module : await load(options.wasm) }));
    },
    /** The same, synchronously: `wasm`, if given, must be bytes or a WebAssembly.Module. */
    createRtkSync: (arg?: WasmSource | RtkOptions): Rtk => {
      const options = asRtkOptions(arg, "createRtkSync");
      return withBuiltins(createSync({ ...options, wasm: options.wasm ?? module }));
    },
  };
}
