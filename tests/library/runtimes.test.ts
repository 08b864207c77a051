// The library as each runtime's users get it: real programs run by Deno and Bun (spawning their
// own commands), and the package name resolving to each runtime's build through the exports map.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
const env = { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" };

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: "utf8", env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("the library in each runtime", () => {
  it("a Deno program filters a command it spawns, with only --allow-read and --allow-run", () => {
    const r = run(bin("deno"), ["run", "--quiet", `--allow-read=${ROOT}`, "--allow-run=sh,df", "tests/library/deno/filter-command.ts"]);
    expect(r.err).toBe("");
    expect(r.out.trim()).toBe("ok");
    expect(r.code).toBe(0);
  });

  it("the Deno program is refused without --allow-run: it asks for nothing it does not need", () => {
    const r = run(bin("deno"), ["run", "--quiet", "--no-prompt", `--allow-read=${ROOT}`, "tests/library/deno/filter-command.ts"]);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain("run access");
  });

  it("a Bun program imports rtk-wasm by name and filters a command it spawns", () => {
    const r = run(bin("bun"), ["tests/library/bun/filter-command.ts"]);
    expect(r.err).toBe("");
    expect(r.out.trim()).toBe("ok");
    expect(r.code).toBe(0);
  });

  it.each([
    ["node", [bin("node"), "--input-type=module", "-e"], "node"],
    ["bun", [bin("bun"), "-e"], "bun"],
    ["deno", [bin("deno"), "eval"], "deno"],
  ])("rtk-wasm resolves to the %s build", (_name, cmd, build) => {
    const [exe, ...pre] = cmd;
    const r = run(exe, [...pre, 'console.log(import.meta.resolve("rtk-wasm")); console.log(import.meta.resolve("rtk-wasm/wasm"))']);
    const [lib, wasm] = r.out.trim().split("\n");
    expect(lib).toBe(`file://${ROOT}/dist/lib/${build}.js`);
    expect(wasm).toBe(`file://${ROOT}/dist/rtk.wasm`);
  });
});
