/// <reference types="bun-types" />
// rtk as a library in Bun: compiles dist/rtk.wasm (next to this bundle) once at import, read
// with Bun.file, loads the built-in filters (dist/filters.bin), and exports the
// runtime-agnostic API from bindings/ bound to it.
import { bindDefault } from "../../bindings/library";

const read = async (url: URL) => new Uint8Array(await Bun.file(url).arrayBuffer());
const module = await WebAssembly.compile(await read(new URL("../rtk.wasm", import.meta.url)));
const builtins = await read(new URL("../filters.bin", import.meta.url)).catch(() => null);

const api = bindDefault({ module, builtins, load: async (wasm) => (wasm instanceof URL && wasm.protocol === "file:" ? read(wasm) : wasm) });

export const { rtk, estimateTokens, stripAnsi, plan, filter, open, transform, rewrite, compileFilters, verify, Regex, RegexSet, createRtk, createRtkSync } = api;
export * from "../../bindings/index";
