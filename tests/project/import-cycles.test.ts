// No import cycles in host/ and bindings/ (scripts/import-cycles.mjs: every import counts, type-only
// and lazy ones included), and the check itself finds a cycle where there is one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "../../scripts/import-cycles.mjs";
import { ROOT } from "../helpers/cli";

describe("import cycles", () => {
  it("host/ and bindings/ have none", () => {
    const graph: Map<string, string[]> = importGraph(ROOT, ["host", "bindings"]);
    // The graph is the real one: the CLI's runner imports the runtime contract.
    expect(graph.get(join(ROOT, "host", "cli", "runner.ts"))).toContain(join(ROOT, "host", "runtime", "contract.ts"));
    expect(importCycles(ROOT, ["host", "bindings"])).toEqual([]);
  });

  it("finds a cycle through a type-only import and a lazy import() alike", () => {
    const dir = mkdtempSync(join(tmpdir(), "rtk-cycles-"));
    try {
      mkdirSync(join(dir, "src", "sub"), { recursive: true });
      writeFileSync(join(dir, "src", "a.ts"), 'import type { B } from "./sub/b";\nexport const a = 1;\n');
      writeFileSync(join(dir, "src", "sub", "b.ts"), 'export type B = number;\nexport const load = () => import("../c");\n');
      writeFileSync(join(dir, "src", "c.ts"), '// import { a } from "./a" is only a comment\nexport { a } from "./a";\n');
      writeFileSync(join(dir, "src", "alone.ts"), 'import { a } from "./a";\n');
      expect(importCycles(dir, ["src"])).toEqual([["src/a.ts", "src/c.ts", "src/sub/b.ts"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
