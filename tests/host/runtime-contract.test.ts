// The runtime contract (host/runtime/contract.ts) on Node, Bun and Deno: one suite of cases
// (runtime/contract-driver.ts), bundled once and run in each runtime against the same scratch
// files; every runtime must give the answers below.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DENO_PERMISSIONS, ROOT } from "../helpers/cli";

const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
const RUNTIMES = {
  node: (script: string) => [bin("node"), script],
  bun: (script: string) => [bin("bun"), script],
  deno: (script: string) => [bin("deno"), "run", "--quiet", ...DENO_PERMISSIONS, script],
  // Node's spawn through node:child_process, as where its libuv handles are not there (host/node/spawn.ts).
  "node, child_process": (script: string) => [bin("node"), script],
};
const EXTRA_ENV: Partial<Record<keyof typeof RUNTIMES, Record<string, string>>> = { "node, child_process": { RTK_NODE_CHILD_PROCESS: "1" } };

let work = "";
let script = "";

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "rtk-contract-"));
  script = join(work, "driver.mjs");
  await build({
    entryPoints: [join(ROOT, "tests", "host", "runtime", "contract-driver.ts")],
    outfile: script,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "es2022",
    external: ["node:*", "bun:*"],
    logLevel: "error",
  });
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A scratch directory with what the cases expect: a file a symlink leads to, one leading out, a FIFO. */
function scratch(name: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, "a", "b"), { recursive: true });
  writeFileSync(join(dir, "outside.txt"), "outside\n");
  symlinkSync(join(dir, "outside.txt"), join(dir, "a", "b", "link-out"));
  symlinkSync(join(dir, "plain.txt"), join(dir, "link-to-plain"));
  expect(spawnSync("mkfifo", [join(dir, "fifo")]).status).toBe(0);
  return dir;
}

function run(name: keyof typeof RUNTIMES): { dir: string; results: Record<string, unknown> } {
  const dir = scratch(name.replace(/\W+/g, "-"));
  const [cmd, ...args] = RUNTIMES[name](script);
  const r = spawnSync(cmd, [...args, "first", "second"], {
    cwd: dir,
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, CONTRACT_DIR: dir, CONTRACT_VALUE: "value", HOME: "/home/contract", XDG_CONFIG_HOME: "/x/config", XDG_DATA_HOME: "/x/data", DENO_NO_UPDATE_CHECK: "1", ...EXTRA_ENV[name] },
  });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return { dir, results: JSON.parse(r.stdout) as Record<string, unknown> };
}

describe.each(Object.keys(RUNTIMES) as (keyof typeof RUNTIMES)[])("the runtime contract on %s", (name) => {
  it("answers every case as the contract says", () => {
    const { dir, results } = run(name);
    expect(results).toEqual({
      detected: true,
      args: ["first", "second"],
      // JSON: an unset variable (undefined) reads back as null.
      env: ["value", null, "value"],
      cwd: true,
      paths: ["/x/config/rtk", "/x/data/rtk", "/home/contract"],
      "same fs": true,
      makeDir: [true, 0o700],
      "writeFile + readFile": ["plain\n", 0o640 & ~process.umask(), null],
      writePrivate: ["two", 0o600, []],
      writeNewPrivate: ["new", 0o600, "EEXIST"],
      touchPrivate: ["", 0o600, "new"],
      "rename + remove": [null, 0, null, null],
      chmod: 0o604,
      fileInfo: [3, false, "number", null, null],
      realPath: [join(dir, "plain.txt"), null],
      "listDir + listNames": [
        [["plain.txt", 6, "number"], ["private.txt", 3, "number"]],
        ["outside.txt", "plain.txt", "private.txt"],
        [],
        [],
      ],
      appendPrivate: ["one\ntwo\n", 0o600],
      listSubdirs: [["sub"], ["deeper"], [], []],
      readFailure: ["No such file or directory", "Is a directory"],
      readFileChunks: [true, 3 * 1048576 + 5, 1048576, true, 1, false],
      readRegularFile: {
        file: { kind: "file", text: "plain\n" },
        identified: 6,
        missing: { kind: "missing" },
        directory: { kind: "refused", refusal: { reason: "not-regular", type: "directory" } },
        fifo: { kind: "refused", refusal: { reason: "not-regular", type: "FIFO" } },
        tooLarge: { kind: "refused", refusal: { reason: "too-large", size: 6, limit: 3 } },
        inside: { kind: "file", text: "plain\n" },
        outside: "refused",
      },
      spawnPiped: [3, 3, { 1: "out", 2: "err" }],
      "spawnPiped env and cwd": true,
      "signal exit": 128 + 15,
      kill: 128 + 2,
      "not found": "not-found",
      spawnInherit: 7,
      store: [2, [["a", 1], ["b", 2]]],
    });
  });
});
