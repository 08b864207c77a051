// Helpers for the host suites: a private home per test (HOME and XDG dirs in a temp dir, never
// the real ones), async runs for concurrency and signal tests, and a look into history.db (after
// `rtk gain` folded the runs' pending files into it).
import { type ChildProcess, spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type CliResult, ROOT, type Runtime, RUNTIMES, runCli } from "./cli";

export interface Home {
  dir: string;
  env: Record<string, string>;
  dataDir: string;
  configDir: string;
  db: string;
  run(runtime: Runtime, args: string[], options?: { env?: Record<string, string>; cwd?: string; input?: string }): CliResult;
  writeConfig(toml: string): void;
  rows<T = Record<string, unknown>>(sql?: string): T[];
  cleanup(): void;
}

export function makeHome(): Home {
  const dir = mkdtempSync(join(tmpdir(), "rtk-host-"));
  const env = { HOME: dir, XDG_CONFIG_HOME: join(dir, ".config"), XDG_DATA_HOME: join(dir, ".local", "share") };
  const dataDir = join(env.XDG_DATA_HOME, "rtk");
  const configDir = join(env.XDG_CONFIG_HOME, "rtk");
  const db = join(dataDir, "history.db");
  return {
    dir, env, dataDir, configDir, db,
    run: (runtime, args, options = {}) =>
      runCli(runtime, args, { cwd: options.cwd ?? dir, input: options.input, env: { ...env, ...(options.env ?? {}) } }),
    writeConfig(toml) {
      mkdirSync(configDir, { recursive: true });
      writeFileSync(join(configDir, "config.toml"), toml);
    },
    rows<T>(sql = "SELECT * FROM commands ORDER BY id"): T[] {
      // Runs leave pending files; any reader of the history (here `rtk gain`) folds them in.
      const folded = runCli(RUNTIMES[0], ["gain", "-f", "json"], { cwd: dir, env });
      if (folded.code !== 0 && !existsSync(db)) return [];
      const conn = new DatabaseSync(db);
      try {
        return conn.prepare(sql).all() as T[];
      } finally {
        conn.close();
      }
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Starts the CLI without waiting, collecting its output. */
export function startCli(runtime: Runtime, args: string[], env: Record<string, string>, cwd = ROOT): {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
} {
  const [cmd, ...pre] = runtime.command;
  const child = spawn(cmd, [...pre, ...args], { cwd, env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout!.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr!.on("data", (b: Buffer) => (err += b.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("close", (code, signal) => resolve({ code, signal })));
  return { child, stdout: () => out, stderr: () => err, done };
}

/** A git repository with a few commits, changes and untracked files. */
export function makeRepo(dir: string, untracked = 40): string {
  const repo = join(dir, "repo");
  mkdirSync(repo, { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", HOME: dir } });
  git("init", "-q", "-b", "main");
  git("config", "user.email", "t@example.com");
  git("config", "user.name", "t");
  for (let c = 0; c < 3; c++) {
    writeFileSync(join(repo, `tracked${c}.txt`), `v${c}\n`);
    git("add", ".");
    git("commit", "-q", "-m", `commit ${c}`);
  }
  writeFileSync(join(repo, "tracked0.txt"), "changed\n");
  for (let i = 0; i < untracked; i++) writeFileSync(join(repo, `new${String(i).padStart(2, "0")}.txt`), "x\n");
  return repo;
}

export async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}
