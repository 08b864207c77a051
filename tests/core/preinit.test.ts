// Pre-initialized cores (scripts/preinit-core.mjs): a module written with its start function's
// work already done must start exactly where that start function leaves the original (the same
// memory, byte for byte, grown pages included, and the same globals of every type), keep no start
// export, and refuse a module whose start it cannot capture. The cores in dist/ are built that
// way, and so are the hooks' rewrite and decide-only cores; the golden outputs,
// command-cores.test.ts and the rewrite suites check what they do.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRtkSync } from "../../bindings/index";
import { preinitialize } from "../../scripts/preinit-core.mjs";
import { ROOT } from "../helpers/cli";

// A small module assembled here: a start function that grows the memory, writes into both pages
// and sets mutable globals of three types; an immutable global beside them.
const u32 = (n: number): number[] => {
  const out: number[] = [];
  do {
    let x = n & 0x7f;
    n >>>= 7;
    if (n) x |= 0x80;
    out.push(x);
  } while (n);
  return out;
};
const s64 = (n: bigint): number[] => {
  const out: number[] = [];
  for (;;) {
    const x = Number(n & 0x7fn);
    n >>= 7n;
    const done = (n === 0n && !(x & 0x40)) || (n === -1n && (x & 0x40) !== 0);
    out.push(done ? x : x | 0x80);
    if (done) return out;
  }
};
const vec = (items: number[][]) => [...u32(items.length), ...items.flat()];
const section = (id: number, body: number[]) => [id, ...u32(body.length), ...body];
const name = (text: string) => vec([...new TextEncoder().encode(text)].map((b) => [b]));
const f64 = (v: number) => [...new Uint8Array(new Float64Array([v]).buffer)];
const body = (code: number[]) => [...u32(code.length + 2), 0x00, ...code, 0x0b];
const I32 = (n: number) => [0x41, ...s64(BigInt(n))];

const START = [
  ...I32(1), 0x40, 0x00, 0x1a, // memory.grow 1, dropped
  ...I32(70000), ...I32(0x12345678), 0x36, 0x02, 0x00, // i32.store into the second page
  ...I32(10), ...I32(5), 0x3a, 0x00, 0x00, // i32.store8 into the first
  ...I32(-5), 0x24, 0x00, // global.set 0 (i32)
  0x42, ...s64(0x123456789n), 0x24, 0x01, // global.set 1 (i64)
  0x44, ...f64(2.5), 0x24, 0x02, // global.set 2 (f64)
];
const MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, vec([[0x60, 0, 0], [0x60, 0, 1, 0x7f], [0x60, 0, 1, 0x7e], [0x60, 0, 1, 0x7c]])),
  ...section(3, vec([[0], [1], [1], [2], [3]])),
  ...section(5, vec([[0x00, 1]])),
  ...section(6, vec([[0x7f, 1, ...I32(0), 0x0b], [0x7e, 1, 0x42, 0, 0x0b], [0x7c, 1, 0x44, ...f64(0), 0x0b], [0x7f, 0, ...I32(7), 0x0b]])),
  ...section(7, vec([[...name("memory"), 2, 0], [...name("_initialize"), 0, 0], [...name("stored"), 0, 1], [...name("g32"), 0, 2], [...name("g64"), 0, 3], [...name("gf64"), 0, 4]])),
  ...section(10, vec([body(START), body([...I32(70000), 0x28, 0x02, 0x00]), body([0x23, 0]), body([0x23, 1]), body([0x23, 2])])),
]);

interface Probe {
  memory: WebAssembly.Memory;
  _initialize?: () => void;
  stored(): number;
  g32(): number;
  g64(): bigint;
  gf64(): number;
}
const instance = (bytes: Uint8Array) => new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports as unknown as Probe;
const exportNames = (bytes: Uint8Array) => WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name);

describe("pre-initialized cores", () => {
  const snapshot = preinitialize(MODULE, {}) as Uint8Array;

  it("start with the memory and globals the start function leaves, and have no start export", () => {
    const started = instance(MODULE);
    started._initialize!();
    const ready = instance(snapshot);
    expect(exportNames(MODULE)).toContain("_initialize");
    expect(exportNames(snapshot)).toEqual(exportNames(MODULE).filter((n) => n !== "_initialize"));
    expect(ready.memory.buffer.byteLength).toBe(2 * 65536);
    expect(Buffer.compare(Buffer.from(ready.memory.buffer), Buffer.from(started.memory.buffer))).toBe(0);
    expect([ready.stored(), ready.g32(), ready.g64(), ready.gf64()]).toEqual([0x12345678, -5, 0x123456789n, 2.5]);
    expect([ready.stored(), ready.g32(), ready.g64(), ready.gf64()]).toEqual([started.stored(), started.g32(), started.g64(), started.gf64()]);
  });

  it("come back unchanged when already pre-initialized", () => {
    expect(preinitialize(snapshot, {})).toBe(snapshot);
  });

  it("are what dist/ holds: neither the full core nor a command core runs a start function", () => {
    const cores = readdirSync(join(ROOT, "dist", "cores")).filter((f) => f.endsWith(".wasm")).map((f) => join("cores", f));
    expect(cores.length).toBeGreaterThan(2);
    for (const f of ["rtk.wasm", ...cores]) expect([f, exportNames(readFileSync(join(ROOT, "dist", f))).includes("_initialize")]).toEqual([f, false]);
  });

  it("are what the hooks load too: the rewrite and decide-only cores run no start function", () => {
    const rules = readFileSync(join(ROOT, "dist", "rewrite-rules.bin"));
    for (const f of ["rewrite.wasm", "decide.wasm"]) {
      const bytes = readFileSync(join(ROOT, "dist", f));
      expect([f, exportNames(bytes).includes("_initialize")]).toEqual([f, false]);
      // Ready as instantiated: given the build's rule sets (the decide-only core compiles none),
      // it answers without a start function having run.
      const { core, rewrite } = createRtkSync(bytes);
      expect([f, core.call(() => core.exports.rewriteUsePrebuilt(core.input(rules)))]).toEqual([f, 1]);
      expect([f, rewrite("git status && cargo test").command]).toEqual([f, "rtk git status && rtk cargo test"]);
    }
  });

  it("refuse a module with a start section, whose start would run again", () => {
    const withStart = new Uint8Array([
      0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
      ...section(1, vec([[0x60, 0, 0]])),
      ...section(3, vec([[0]])),
      ...section(5, vec([[0x00, 1]])),
      ...section(7, vec([[...name("memory"), 2, 0], [...name("_initialize"), 0, 0]])),
      ...section(8, u32(0)),
      ...section(10, vec([body([])])),
    ]);
    expect(exportNames(withStart)).toEqual(["memory", "_initialize"]);
    expect(() => preinitialize(withStart, {})).toThrow(/start section/);
  });
});
