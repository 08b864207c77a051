import { createRtkSync, type Rtk } from "../../bindings/index";
import type { Adapter } from "../runtime/contract";
import { loadBuiltinFilters, tomlDisabled } from "./filter-tiers";
import { mark } from "./timings";

declare const __RTK_VERSION__: string;
export const VERSION: string = typeof __RTK_VERSION__ === "string" ? __RTK_VERSION__ : "0.0.0-dev";

/** Everything a command needs: the runtime adapter and the core, loaded once per process. */
export interface Context {
  adapter: Adapter;
  rtk: Rtk;
  /** What a hook puts before a rewritten command (host/cli/rtk-command.ts); `rtk` when unset. */
  rtkCommand?: string;
}

/** How a command of the program sets rtk's exit code (commands/index.ts). */
export type SetExit = (code: number) => void;

export function loadCore(adapter: Adapter): Rtk {
  const url = new URL("../rtk.wasm", import.meta.url);
  const bytes = adapter.readFile(url);
  if (bytes === null) throw new Error(`cannot read the rtk core at ${url.pathname}: run the build (npm install)`);
  return withBuiltins(adapter, bytes);
}

/**
 * The rewrite core (dist/rewrite.wasm, assembly/cores/rewrite/): for deciding rewrites only
 * (agent hooks, `rtk rewrite`), half the full core to compile. The full core when it is missing.
 * It gets the rule sets the build compiled (dist/rewrite-rules.bin, scripts/build-rules.mjs), so
 * no pattern of the rule table or the built-in filters is compiled in the process; without that
 * file, or with one built for another table (the core checks), each set compiles on first need.
 * The file holds the built-in filters' match_command patterns too, all a rewrite needs of them:
 * the built-in filters are then loaded only beside trusted local ones (loadDeferredBuiltins).
 */
export function loadRewriteCore(adapter: Adapter): Rtk {
  const bytes = adapter.readFile(new URL("../rewrite.wasm", import.meta.url));
  if (bytes === null) return loadCore(adapter);
  const rtk = createRtkSync(bytes);
  mark("wasm");
  const prebuilt = adapter.readFile(new URL("../rewrite-rules.bin", import.meta.url));
  const { core } = rtk;
  const taken = prebuilt !== null && core.call(() => core.exports.rewriteUsePrebuilt(core.input(prebuilt))) === 1;
  const patterns = taken ? (JSON.parse(core.call(() => core.outputText(core.exports.rewritePrebuiltPatterns()))) as string[]) : [];
  if (patterns.length > 0 && !tomlDisabled(adapter)) deferredBuiltins.set(rtk, patterns);
  else loadBuiltinFilters(rtk, adapter);
  mark("rules");
  return rtk;
}

/** Rewrite cores that left the built-in filters unloaded, with those filters' match_command patterns. */
const deferredBuiltins = new WeakMap<Rtk, string[]>();

/** The built-in filters' match_command patterns when `rtk` left those filters unloaded, else null (they are in the core). */
export function deferredBuiltinPatterns(rtk: Rtk): string[] | null {
  return deferredBuiltins.get(rtk) ?? null;
}

/** Loads the built-in filters a rewrite core left out (before trusted local filters load beside them). */
export function loadDeferredBuiltins(rtk: Rtk, adapter: Adapter): void {
  if (!deferredBuiltins.delete(rtk)) return;
  loadBuiltinFilters(rtk, adapter);
}

function withBuiltins(adapter: Adapter, bytes: Uint8Array): Rtk {
  const rtk = createRtkSync(bytes);
  loadBuiltinFilters(rtk, adapter);
  return rtk;
}
