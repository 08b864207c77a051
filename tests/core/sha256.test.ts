// The core's SHA-256 (what the in-process Node hook checks its launcher with) against
// node:crypto, on every length around the block and padding boundaries and on random bytes.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRtkSync } from "../../bindings/index";
import { sha256Hex } from "../../bindings/hash";
import { ROOT } from "../helpers/cli";
import { loadRtk, prng } from "../helpers/core";

describe("sha256 in the core", () => {
  it("agrees with node:crypto for lengths 0-300 and random inputs up to 64 KiB, in both cores that have it", () => {
    const rewrite = createRtkSync(readFileSync(join(ROOT, "dist", "rewrite.wasm")));
    const rand = prng(20261121);
    const inputs: Uint8Array[] = [];
    for (let n = 0; n <= 300; n++) inputs.push(Uint8Array.from({ length: n }, () => Math.floor(rand() * 256)));
    for (let i = 0; i < 20; i++) inputs.push(Uint8Array.from({ length: Math.floor(rand() * 65536) }, () => Math.floor(rand() * 256)));
    for (const core of [loadRtk().core, rewrite.core]) {
      for (const bytes of inputs) expect(sha256Hex(core, bytes)).toBe(createHash("sha256").update(bytes).digest("hex"));
    }
  });
});
