// Runs the built CLI (bin/rtk.js -> dist/cli/main.js) under each runtime, as a user would.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);

/** The permissions rtk needs under Deno (listed in the README). */
export const DENO_PERMISSIONS = ["--allow-read", "--allow-write", "--allow-run", "--allow-env"];

export interface Runtime {
  name: "node" | "bun" | "deno";
  /** argv prefix that starts the CLI in this runtime. */
  command: string[];
}

export const RUNTIMES: Runtime[] = [
  { name: "node", command: [bin("node"), join(ROOT, "bin", "rtk.js")] },
  { name: "bun", command: [bin("bun"), join(ROOT, "bin", "rtk.js")] },
  { name: "deno", command: [bin("deno"), "run", "--quiet", ...DENO_PERMISSIONS, join(ROOT, "bin", "rtk.js")] },
];

export interface CliResult {
  code: number;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
  out: string;
  err: string;
}

export function runCli(runtime: Runtime, args: string[], options: SpawnSyncOptions = {}): CliResult {
  const [cmd, ...pre] = runtime.command;
  const res = spawnSync(cmd, [...pre, ...args], {
    cwd: ROOT,
    maxBuffer: 512 * 1024 * 1024,
    ...options,
    env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", ...(options.env ?? {}) },
  });
  const stdout = (res.stdout as Buffer) ?? Buffer.alloc(0);
  const stderr = (res.stderr as Buffer) ?? Buffer.alloc(0);
  return { code: res.status ?? -1, signal: res.signal, stdout, stderr, out: stdout.toString("utf8"), err: stderr.toString("utf8") };
}
