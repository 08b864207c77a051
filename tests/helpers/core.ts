// The library over the built wasm, for tests that exercise the core through the bindings.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRtkSync, type Rtk } from "../../bindings/index";
import { ROOT } from "./cli";

let cached: Rtk | null = null;

export function loadRtk(): Rtk {
  cached ??= createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
  return cached;
}

/** A small deterministic PRNG (mulberry32) so property tests reproduce from their seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
