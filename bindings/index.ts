// rtk's public library: plain functions over the wasm core, the same in every runtime.
// The runtime entry points (host/node, host/bun, host/deno, host/browser) only load the
// wasm bytes and call `createRtk`.

import { compileCore, compileCoreAsync, Core, CoreError } from "./core";
import { plan, type Plan } from "./plan";
import { CoreSession, STDERR, STDOUT, type Sink, type StreamId } from "./session";
import { estimateTokens, stripAnsi } from "./text";

export interface Rtk {
  readonly core: Core;
  estimateTokens(text: string | Uint8Array): number;
  stripAnsi(text: string): string;
  stripAnsi(text: Uint8Array): Uint8Array;
  plan(argv: readonly string[]): Plan;
  openSession(spec: string): CoreSession;
}

export type WasmSource = BufferSource | WebAssembly.Module;

function bind(core: Core): Rtk {
  return {
    core,
    estimateTokens: (text) => estimateTokens(core, text),
    stripAnsi: ((text: string | Uint8Array) => stripAnsi(core, text)) as Rtk["stripAnsi"],
    plan: (argv) => plan(core, argv),
    openSession: (spec) => CoreSession.open(core, spec),
  };
}

/** Instantiates the core synchronously from wasm bytes or a compiled module. */
export function createRtkSync(wasm: WasmSource): Rtk {
  return bind(wasm instanceof WebAssembly.Module ? new Core(wasm) : compileCore(wasm));
}

/** Instantiates the core from bytes, a module, or a fetch Response. */
export async function createRtk(wasm: WasmSource | Response | Promise<Response>): Promise<Rtk> {
  if (wasm instanceof WebAssembly.Module) return bind(new Core(wasm));
  return bind(await compileCoreAsync(wasm as BufferSource | Response));
}

export { Core, CoreError, CoreSession, STDERR, STDOUT };
export type { Plan, Sink, StreamId };
