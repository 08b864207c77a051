// Runs the built CLI under each runtime, as a user would: Node and Bun through the npm bin
// (bin/rtk.cjs), Deno through the ES module entry (bin/rtk.js); both start dist/cli/<runtime>.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
/** The CLI under test; RTK_TEST_CLI points at a snapshot of bin/rtk.js + dist/ (others rebuild dist/ meanwhile). */
export const CLI = process.env.RTK_TEST_CLI ?? join(ROOT, "bin", "rtk.js");
/** The npm bin beside it (what npx and bunx start). */
export const NPM_BIN = join(dirname(CLI), "rtk.cjs");

/** The permissions rtk needs under Deno (listed in the README). */
export const DENO_PERMISSIONS = ["--allow-read", "--allow-write", "--allow-run", "--allow-env"];

export interface Runtime {
  name: "node" | "bun" | "deno";
  /** argv prefix that starts the CLI in this runtime. */
  command: string[];
}

export const RUNTIMES: Runtime[] = [
  { name: "node", command: [bin("node"), NPM_BIN] },
  { name: "bun", command: [bin("bun"), NPM_BIN] },
  { name: "deno", command: [bin("deno"), "run", "--quiet", ...DENO_PERMISSIONS, CLI] },
];

export interface CliResult {
  code: number;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
  out: string;
  err: string;
}

/**
 * A PATH on which `rtk` is this install, as after a global install (in `root`/bin): hooks then
 * rewrite to a bare `rtk` (without it they write this install's absolute command).
 */
export function pathWithRtk(root: string): string {
  const bin = join(root, "bin");
  mkdirSync(bin, { recursive: true });
  symlinkSync(join(ROOT, "bin", "rtk.cjs"), join(bin, "rtk"));
  return `${bin}:${process.env.PATH}`;
}

let sandbox: string | null = null;

/** rtk's config and data dirs for tests: one temp dir per test process, never the real home. */
export function sandboxEnv(): Record<string, string> {
  if (sandbox === null) {
    const dir = (sandbox = mkdtempSync(join(tmpdir(), "rtk-test-")));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return { XDG_CONFIG_HOME: join(sandbox, "config"), XDG_DATA_HOME: join(sandbox, "data") };
}

export function runCli(runtime: Runtime, args: string[], options: SpawnSyncOptions = {}): CliResult {
  const [cmd, ...pre] = runtime.command;
  const res = spawnSync(cmd, [...pre, ...args], {
    cwd: ROOT,
    maxBuffer: 512 * 1024 * 1024,
    ...options,
    env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", ...sandboxEnv(), ...(options.env ?? {}) },
  });
  const stdout = (res.stdout as Buffer) ?? Buffer.alloc(0);
  const stderr = (res.stderr as Buffer) ?? Buffer.alloc(0);
  return { code: res.status ?? -1, signal: res.signal, stdout, stderr, out: stdout.toString("utf8"), err: stderr.toString("utf8") };
}
