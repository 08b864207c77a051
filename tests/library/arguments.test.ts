// Every function and method of the library, called with arguments of the wrong type, throws an
// RtkError with code RTK_INVALID_ARGUMENT as docs/library.md promises (never a raw TypeError from
// deeper in, nor an answer computed from a number taken for bytes), in Node, Bun and Deno: the
// calls are tests/library/bad-arguments.mjs, run by each runtime on its own build.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
const PROBE = join(ROOT, "tests", "library", "bad-arguments.mjs");

describe.each([
  ["node", [bin("node"), PROBE]],
  ["bun", [bin("bun"), PROBE]],
  ["deno", [bin("deno"), "run", "--quiet", `--allow-read=${ROOT}`, PROBE]],
])("bad arguments under %s", (_name, [cmd, ...args]) => {
  it("every one is an RtkError RTK_INVALID_ARGUMENT", () => {
    const r = spawnSync(cmd, args, { cwd: ROOT, encoding: "utf8", env: { ...process.env, DENO_NO_UPDATE_CHECK: "1" } });
    expect(r.stderr).toBe("");
    const results = JSON.parse(r.stdout) as Record<string, string>;
    expect(Object.keys(results).length).toBeGreaterThan(190);
    const wrong = Object.entries(results).filter(([, outcome]) => outcome !== "RtkError:RTK_INVALID_ARGUMENT");
    expect(wrong).toEqual([]);
  });
});
