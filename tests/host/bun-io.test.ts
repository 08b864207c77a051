// Bun's output queue (host/bun/process.ts), run in Bun itself: order across both descriptors,
// copied buffers, and everything out before exit.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

describe("Bun's output queue", () => {
  it("keeps the order of writes to stdout and stderr sharing one file, and copies what it is given", () => {
    const dir = mkdtempSync(join(tmpdir(), "rtk-bun-io-"));
    try {
      const file = join(dir, "out.txt");
      const script = join(ROOT, "tests", "host", "bun", "write-order.ts");
      const r = spawnSync("sh", ["-c", `exec "$0" "$1" > '${file}' 2>&1`, join(ROOT, "node_modules", ".bin", "bun"), script], { encoding: "utf8" });
      expect(r.status).toBe(0);
      expect(readFileSync(file, "utf8")).toBe("A\nB\nC\nD\nE\nF\nG\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
