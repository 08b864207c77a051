// rtk as a library in Deno: compiles dist/rtk.wasm (next to this bundle) once at import, read
// with Deno.readFileSync (needs only --allow-read), and exports the API from bindings/ bound to it.
import { bindDefault } from "../../bindings/library";

const module = await WebAssembly.compile(Deno.readFileSync(new URL("../rtk.wasm", import.meta.url)));

// Deno's fetch can read file: URLs too, but reading the file needs only --allow-read, not --allow-net.
const api = bindDefault(module, async (wasm) => (wasm instanceof URL && wasm.protocol === "file:" ? Deno.readFileSync(wasm) : wasm));

export const { rtk, estimateTokens, stripAnsi, plan, filter, open, transform, Regex, RegexSet, createRtk, createRtkSync } = api;
export * from "../../bindings/index";
