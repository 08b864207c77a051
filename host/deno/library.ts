// rtk as a library in Deno: compiles dist/rtk.wasm (next to this bundle) once at import, read
// with Deno.readFileSync (needs only --allow-read), loads the built-in filters
// (dist/filters.bin), and exports the API from bindings/ bound to it.
import { bindDefault } from "../../bindings/library";

const read = (url: URL): Uint8Array | null => {
  try {
    return Deno.readFileSync(url);
  } catch {
    return null;
  }
};
const wasmUrl = new URL("../rtk.wasm", import.meta.url);
const bytes = read(wasmUrl);
if (bytes === null) throw new Error(`cannot read the rtk core at ${wasmUrl.pathname} (run the build; Deno needs --allow-read)`);
const module = await WebAssembly.compile(bytes);

// Deno's fetch can read file: URLs too, but reading the file needs only --allow-read, not --allow-net.
const api = bindDefault({
  module,
  builtins: read(new URL("../filters.bin", import.meta.url)),
  load: async (wasm) => (wasm instanceof URL && wasm.protocol === "file:" ? Deno.readFileSync(wasm) : wasm),
});

export const { rtk, estimateTokens, stripAnsi, plan, filter, open, transform, rewrite, compileFilters, verify, Regex, RegexSet, createRtk, createRtkSync } = api;
export * from "../../bindings/index";
