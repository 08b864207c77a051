import { createRtkSync, type Rtk } from "../../bindings/index";
import type { Adapter, DecisionAdapter } from "../runtime/contract";
import { loadBuiltinFilters, localFilterFilesSeen, tomlDisabled } from "./filter-tiers";
import { mark } from "./timings";

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
 * The core that decides rewrites (agent hooks, `rtk rewrite`). It gets the rule sets the build
 * compiled (dist/rewrite-rules.bin, scripts/build-rules.mjs), so no pattern of the rule table or
 * the built-in filters is compiled in the process; the file holds the built-in filters'
 * match_command patterns too, all a rewrite needs of them: the built-in filters are then left
 * unloaded, trusted local ones too (rewrite-decision.ts). With that file, the decide-only core
 * (dist/decide.wasm, assembly/cores/decide/: no pattern compiler, less to compile per call)
 * answers; withCompiler swaps in the rewrite core where a pattern must compile. Without the
 * file, or with one built for another table (the core checks), the rewrite core (dist/rewrite.wasm,
 * half the full core) compiles each set on first need; the full core when that is missing.
 */
export function loadRewriteCore(adapter: DecisionAdapter): Rtk {
  const prebuilt = adapter.readFile(new URL("../rewrite-rules.bin", import.meta.url));
  // Trusted local filters' patterns compile: with a filter file there, the decide-only core would only give way.
  const decide = prebuilt !== null && !localFilterFilesSeen(adapter) ? adapter.readFile(new URL("../decide.wasm", import.meta.url)) : null;
  if (decide !== null) {
    const rtk = createRtkSync(decide);
    mark("wasm");
    if (takePrebuilt(rtk, prebuilt!, adapter)) {
      mark("rules");
      decideOnly.set(rtk, prebuilt!);
      return rtk;
    }
  }
  return loadCompilingCore(adapter, prebuilt);
}

/** The rewrite core (the full core when it is missing), given the prebuilt rule sets when there are any. */
function loadCompilingCore(adapter: DecisionAdapter, prebuilt: Uint8Array | null): Rtk {
  const bytes = adapter.readFile(new URL("../rewrite.wasm", import.meta.url));
  if (bytes === null) return loadCore(adapter);
  const rtk = createRtkSync(bytes);
  mark("wasm");
  if (prebuilt === null || !takePrebuilt(rtk, prebuilt, adapter) || !deferredBuiltins.has(rtk)) loadBuiltinFilters(rtk, adapter);
  mark("rules");
  return rtk;
}

/**
 * Hands `rtk` the build's rule sets; true when it took them. The built-in filters' patterns in
 * them then stand for the filters, left unloaded (unless RTK_NO_TOML turns TOML filters off): the
 * options name them (`prebuiltPatterns`) rather than passing their text.
 */
function takePrebuilt(rtk: Rtk, prebuilt: Uint8Array, adapter: DecisionAdapter): boolean {
  const { core } = rtk;
  if (core.call(() => core.exports.rewriteUsePrebuilt(core.input(prebuilt))) !== 1) return false;
  const held = core.call(() => core.exports.rewritePrebuiltPatternCount()) > 0;
  if (held && !tomlDisabled(adapter)) deferredBuiltins.add(rtk);
  return true;
}

/** Decide-only cores (no pattern compiler), with the rule sets they were given. */
const decideOnly = new WeakMap<Rtk, Uint8Array>();

/** Whether `rtk` is the decide-only core: it runs the build's automata and compiles no pattern. */
export function isDecideOnly(rtk: Rtk): boolean {
  return decideOnly.has(rtk);
}

/** Whether the decide-only core `rtk` met something only a compiled pattern answers (its answer is then not used). */
export function neededCompiler(rtk: Rtk): boolean {
  return decideOnly.has(rtk) && rtk.core.call(() => rtk.core.exports.rewriteNeedsCompiler()) === 1;
}

/**
 * A core that can compile patterns, for `ctx`: its own unless that is the decide-only core, which
 * is then replaced on `ctx` by the rewrite core (given the same rule sets). Needed before trusted
 * local filters load, a `^regex` of hooks.exclude_commands is checked, or the audit log classifies.
 */
export function withCompiler(ctx: DecisionContext): Rtk {
  const prebuilt = decideOnly.get(ctx.rtk);
  if (prebuilt !== undefined) ctx.rtk = loadCompilingCore(ctx.adapter, prebuilt);
  return ctx.rtk;
}

/** Rewrite cores that left the built-in filters unloaded: their match_command patterns come from the rules file. */
const deferredBuiltins = new WeakSet<Rtk>();

/** Whether `rtk` left the built-in filters unloaded, their match_command patterns held from the rules file (RewriteOptions.prebuiltPatterns). */
export function holdsBuiltinPatterns(rtk: Rtk): boolean {
  return deferredBuiltins.has(rtk);
}

function withBuiltins(adapter: DecisionAdapter, bytes: Uint8Array): Rtk {
  const rtk = createRtkSync(bytes);
  loadBuiltinFilters(rtk, adapter);
  return rtk;
}
