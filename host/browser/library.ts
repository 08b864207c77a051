// rtk as a library in the browser (a static ES module): fetches rtk.wasm and the built-in
// filters (filters.bin) from the folder above this module (dist/ beside dist/lib/), compiles
// the wasm once at import, and exports the runtime-agnostic API from bindings/ bound to it.
import { bindDefault } from "../../bindings/library";

const url = new URL("../rtk.wasm", import.meta.url);
const [module, builtins] = await Promise.all([
  WebAssembly.compileStreaming(fetch(url)).catch(async () => {
    // Served without the application/wasm type: compile from the bytes instead.
    const res = await fetch(url);
    if (!res.ok) throw new Error(`cannot fetch the rtk core at ${url}: HTTP ${res.status}`);
    return WebAssembly.compile(await res.arrayBuffer());
  }),
  fetch(new URL("../filters.bin", import.meta.url))
    .then(async (res) => (res.ok ? new Uint8Array(await res.arrayBuffer()) : null))
    .catch(() => null),
]);

const api = bindDefault({ module, builtins });

export const { rtk, estimateTokens, stripAnsi, plan, filter, open, transform, rewrite, compileFilters, verify, Regex, RegexSet, createRtk, createRtkSync } = api;
export * from "../../bindings/index";
