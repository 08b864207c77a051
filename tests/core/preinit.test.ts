// Pre-initialized cores (scripts/preinit-core.mjs): a module written with its start function's
// work already done must start exactly where that start function leaves the original (the same
// memory, byte for byte, and the same answers), keep no start export, and refuse a module whose
// start it cannot capture. The command cores in dist/ are built that way; command-cores.test.ts
// checks their plans and outputs against the full core on every fixture.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Core } from "../../bindings/core";
import { plan } from "../../bindings/plan";
import { preinitialize } from "../../scripts/preinit-core.mjs";
import { ROOT } from "../helpers/cli";

const imports = () => ({ env: { abort: () => { throw new Error("aborted"); } } });
const exportNames = (bytes: Uint8Array) => WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name);

describe("pre-initialized cores", () => {
  // The full core is built with its start function: it serves as the original here.
  const original = new Uint8Array(readFileSync(join(ROOT, "dist", "rtk.wasm")));
  const snapshot = preinitialize(original, imports()) as Uint8Array;

  it("start with the memory the start function leaves, and have no start export", () => {
    expect(exportNames(original)).toContain("_initialize");
    expect(exportNames(snapshot)).not.toContain("_initialize");
    const started = new WebAssembly.Instance(new WebAssembly.Module(original), imports()).exports as { _initialize(): void; memory: WebAssembly.Memory };
    started._initialize();
    const ready = new WebAssembly.Instance(new WebAssembly.Module(snapshot), imports()).exports as { memory: WebAssembly.Memory };
    const a = new Uint8Array(started.memory.buffer);
    const b = new Uint8Array(ready.memory.buffer);
    expect(b.length).toBe(a.length);
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
  });

  it("plan as the original does", () => {
    const before = new Core(new WebAssembly.Module(original));
    const after = new Core(new WebAssembly.Module(snapshot));
    for (const argv of [["git", "status"], ["ls", "-la"], ["cargo", "test"], ["proxy", "make"]]) expect(plan(after, argv)).toEqual(plan(before, argv));
  });

  it("come back unchanged when already pre-initialized", () => {
    expect(preinitialize(snapshot, imports())).toBe(snapshot);
  });

  it("are what dist/cores holds: no command core runs a start function", () => {
    const cores = readdirSync(join(ROOT, "dist", "cores")).filter((f) => f.endsWith(".wasm"));
    expect(cores.length).toBeGreaterThan(2);
    for (const f of cores) expect([f, exportNames(readFileSync(join(ROOT, "dist", "cores", f))).includes("_initialize")]).toEqual([f, false]);
  });

  it("refuse a module with a start section, whose start would run again", () => {
    // (module (func) (memory 1) (export "memory" (memory 0)) (export "_initialize" (func 0)) (start 0))
    const withStart = new Uint8Array([
      0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
      0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // type: () -> ()
      0x03, 0x02, 0x01, 0x00, // function 0 of type 0
      0x05, 0x03, 0x01, 0x00, 0x01, // memory min 1
      0x07, 0x18, 0x02, 0x06, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00, 0x0b, 0x5f, 0x69, 0x6e, 0x69, 0x74, 0x69, 0x61, 0x6c, 0x69, 0x7a, 0x65, 0x00, 0x00,
      0x08, 0x01, 0x00, // start: function 0
      0x0a, 0x04, 0x01, 0x02, 0x00, 0x0b, // body: nothing
    ]);
    expect(exportNames(withStart)).toEqual(["memory", "_initialize"]);
    expect(() => preinitialize(withStart, {})).toThrow(/start section/);
  });
});
