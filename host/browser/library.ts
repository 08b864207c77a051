// rtk as a library in the browser (a static ES module): fetches rtk.wasm from the folder above
// this module (dist/rtk.wasm beside dist/lib/), compiles it once at import, and exports the
// runtime-agnostic API from bindings/ bound to it.
import { bindDefault } from "../../bindings/library";

const url = new URL("../rtk.wasm", import.meta.url);
const module = await WebAssembly.compileStreaming(fetch(url)).catch(async () => {
  // Served without the application/wasm type: compile from the bytes instead.
  const res = await fetch(url);
  if (!res.ok) throw new Error(`cannot fetch the rtk core at ${url}: HTTP ${res.status}`);
  return WebAssembly.compile(await res.arrayBuffer());
});

const api = bindDefault(module);

export const { rtk, estimateTokens, stripAnsi, plan, filter, open, transform, Regex, RegexSet, createRtk, createRtkSync } = api;
export * from "../../bindings/index";
