// rtk as a library in Node: compiles dist/rtk.wasm (next to this bundle) once at import, read
// with node:fs, loads the built-in filters (dist/filters.bin), and exports the
// runtime-agnostic API from bindings/ bound to it.
import { readFile } from "node:fs/promises";
import { bindDefault } from "../../bindings/library";

const module = await WebAssembly.compile(await readFile(new URL("../rtk.wasm", import.meta.url)));
const builtins = await readFile(new URL("../filters.bin", import.meta.url)).catch(() => null);

// Node's fetch cannot read file: URLs; everything else is the bindings' business.
const api = bindDefault({ module, builtins, load: async (wasm) => (wasm instanceof URL && wasm.protocol === "file:" ? readFile(wasm) : wasm) });

export const { rtk, estimateTokens, stripAnsi, plan, filter, open, transform, rewrite, compileFilters, verify, Regex, RegexSet, createRtk, createRtkSync } = api;
export * from "../../bindings/index";
