// The ABI table (bindings/abi.ts) against every built wasm: each build exports exactly the
// functions the table gives it, each with the table's number of arguments, plus its memory and
// start function.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ABI, type Build, type ExportName } from "../../bindings/abi";
import { Core, CoreError } from "../../bindings/core";
import { ROOT } from "../helpers/cli";

const dist = join(ROOT, "dist");
const BUILDS: { file: string; build: Build }[] = [
  { file: join(dist, "rtk.wasm"), build: "full" },
  { file: join(dist, "rewrite.wasm"), build: "rewrite" },
  { file: join(dist, "decide.wasm"), build: "decide" },
  ...readdirSync(join(dist, "cores"))
    .filter((f) => f.endsWith(".wasm"))
    .map((f) => ({ file: join(dist, "cores", f), build: (f === "toml.wasm" ? "toml" : "command") as Build })),
];

const names = Object.keys(ABI) as ExportName[];

describe("the ABI table", () => {
  it("covers the full core, the rewrite core and every command core", () => {
    expect(BUILDS.filter((b) => b.build === "command").length).toBeGreaterThan(2);
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(BUILDS.map((b) => [b.file.slice(dist.length + 1), b] as const))("%s exports exactly its functions of the table", (_name, { file, build }) => {
    const module = new WebAssembly.Module(readFileSync(file));
    const exported = WebAssembly.Module.exports(module);
    const functions = exported.filter((e) => e.kind === "function" && e.name !== "_initialize").map((e) => e.name).sort();
    expect(functions).toEqual(names.filter((n) => (ABI[n].builds as readonly Build[]).includes(build)).sort());
    expect(exported.filter((e) => e.kind !== "function")).toEqual([{ name: "memory", kind: "memory" }]);
    // Argument counts, from the instance (a module's exports do not say).
    const instance = new WebAssembly.Instance(module, { env: { abort() {} } });
    for (const name of functions) expect([name, (instance.exports[name] as (...a: number[]) => unknown).length]).toEqual([name, ABI[name as ExportName].params.length]);
  });

  it("types a command core's own exports, and only those are there", () => {
    const core = new Core(new WebAssembly.Module(readFileSync(join(dist, "cores", "git.wasm"))));
    expect(core.call(() => core.exports.estimateTokens(core.inputText("four")))).toBe(1);
    expect(typeof core.exports.regexCompile).toBe("undefined");
    expect(() => new Core(new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])))).toThrow(CoreError);
  });
});
