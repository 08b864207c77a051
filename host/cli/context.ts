import { createRtkSync, type Rtk } from "../../bindings/index";
import type { Adapter, DecisionAdapter } from "../runtime/contract";
import { loadBuiltinFilters } from "./filter-tiers";

declare const __RTK_VERSION__: string;
export const VERSION: string = typeof __RTK_VERSION__ === "string" ? __RTK_VERSION__ : "0.0.0-dev";

/** What deciding a rewrite needs (rewrite-decision.ts): the in-process hook builds no more. */
export interface DecisionContext {
  adapter: DecisionAdapter;
  rtk: Rtk;
  /** What a hook puts before a rewritten command (host/cli/rtk-command.ts); `rtk` when unset. */
  rtkCommand?: string;
}

/** Everything a command needs: the runtime adapter and the core, loaded once per process. */
export interface Context extends DecisionContext {
  adapter: Adapter;
}

/** How a command of the program sets rtk's exit code (commands/index.ts). */
export type SetExit = (code: number) => void;

export function loadCore(adapter: DecisionAdapter): Rtk {
  const url = new URL("../rtk.wasm", import.meta.url);
  const bytes = adapter.readFile(url);
  if (bytes === null) throw new Error(`cannot read the rtk core at ${url.pathname}: run the build (npm install)`);
  return withBuiltins(adapter, bytes);
}

/**
 * The rewrite core (dist/rewrite.wasm, assembly/cores/rewrite/): for deciding rewrites only
 * (agent hooks, `rtk rewrite`), half the full core to compile. The full core when it is missing.
 */
export function loadRewriteCore(adapter: DecisionAdapter): Rtk {
  const bytes = adapter.readFile(new URL("../rewrite.wasm", import.meta.url));
  return bytes === null ? loadCore(adapter) : withBuiltins(adapter, bytes);
}

function withBuiltins(adapter: DecisionAdapter, bytes: Uint8Array): Rtk {
  const rtk = createRtkSync(bytes);
  loadBuiltinFilters(rtk, adapter);
  return rtk;
}
