// The capture bound in the library (assembly/session/spill.ts): output past limits.capture_max_bytes
// comes back whole, byte for byte, through filter(), open() and transform(), with the one-line
// note at the end of stderr, in Node, Bun and Deno. The bound is set low (4 KiB) so a few
// hundred lines pass it; bench/capture.bench.mjs runs 1 GiB.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
const driver = join(ROOT, "tests", "library", "spill-driver.mjs");
const RUNNERS: [string, string[]][] = [
  ["node", [bin("node"), driver, join(ROOT, "dist", "lib", "node.js")]],
  ["bun", [bin("bun"), driver, join(ROOT, "dist", "lib", "bun.js")]],
  ["deno", [bin("deno"), "run", "--quiet", `--allow-read=${ROOT}`, driver, join(ROOT, "dist", "lib", "deno.js")]],
];

interface Outcome {
  path: string;
  command: string;
  stdoutSame: boolean;
  stderrSame: boolean;
  note: string[];
  filterId: string | null;
  tokensIn: number;
  tokensOut: number;
}

describe.each(RUNNERS)("output past the capture bound, library under %s", (_name, [cmd, ...args]) => {
  it("comes back whole through filter, open and transform, with one note saying why", () => {
    const r = spawnSync(cmd, args, { encoding: "utf8", env: { ...process.env, DENO_NO_UPDATE_CHECK: "1" } });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const outcomes = JSON.parse(r.stdout) as Outcome[];
    expect(outcomes.map((o) => `${o.path} ${o.command}`)).toEqual(
      ["cargo test", "shellcheck deploy.sh", "grep -rn needle ."].flatMap((c) => [`filter ${c}`, `open ${c}`, `transform ${c}`]),
    );
    for (const o of outcomes) {
      // A capturing filter ran (a code filter, a declarative one with on_failure, grep's)...
      expect(o.filterId, o.command).not.toBeNull();
      // ...and, past the bound, nothing of the raw output was lost or changed.
      expect(o).toMatchObject({ stdoutSame: true, stderrSame: true });
      expect(o.note).toEqual(["[rtk] output passed 4096 bytes (limits.capture_max_bytes): not filtered, shown raw"]);
      // The figures count the note only.
      expect(o.tokensOut - o.tokensIn).toBeLessThanOrEqual(25);
    }
  });
});
