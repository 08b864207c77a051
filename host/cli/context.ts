import { createRtkSync, type Rtk } from "../../bindings/index";
import type { Adapter } from "../runtime/contract";
import { loadBuiltinFilters } from "./filter-tiers";

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
 * file, or one built for another table (the core checks), each set compiles on first need.
 */
export function loadRewriteCore(adapter: Adapter): Rtk {
  const bytes = adapter.readFile(new URL("../rewrite.wasm", import.meta.url));
  if (bytes === null) return loadCore(adapter);
  const rtk = withBuiltins(adapter, bytes);
  const prebuilt = adapter.readFile(new URL("../rewrite-rules.bin", import.meta.url));
  if (prebuilt !== null) rtk.core.call(() => rtk.core.exports.rewriteUsePrebuilt(rtk.core.input(prebuilt)));
  return rtk;
}

function withBuiltins(adapter: Adapter, bytes: Uint8Array): Rtk {
  const rtk = createRtkSync(bytes);
  loadBuiltinFilters(rtk, adapter);
  return rtk;
}
