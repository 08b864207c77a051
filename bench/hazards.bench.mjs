// An untrusted repository and home with a hazard at every file rtk reads (a FIFO, a symlink to
// /dev/zero, a 2 GB sparse file, a symlink loop, a symlink out of the repository: what
// tests/host/hazards.test.ts checks), against a clean one: the median time of each hook call
// and command per runtime, and its ratio to the clean run. Every hazard costs a stat and a
// warning line; before, a FIFO hung every call and /dev/zero was read until memory ran out.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fmt, median, RUNTIMES, table } from "./lib.mjs";

const RUNS = 5;
const HAZARDS = ["clean", "fifo", "zero", "big", "loop", "out"];
const PAYLOAD = JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: "git status" } });

function plant(path, hazard, outside) {
  mkdirSync(dirname(path), { recursive: true });
  rmSync(path, { force: true });
  if (hazard === "fifo") spawnSync("mkfifo", [path]);
  else if (hazard === "zero") symlinkSync("/dev/zero", path);
  else if (hazard === "big") (writeFileSync(path, ""), truncateSync(path, 2 * 1024 ** 3));
  else if (hazard === "loop") (symlinkSync(`${path}.loop`, path), symlinkSync(path, `${path}.loop`));
  else if (hazard === "out") symlinkSync(outside, path);
}

/** Median ms of a run (after a warm-up); null when it did not answer within 20 s. */
function time(argv, { cwd, env, input }) {
  const times = [];
  for (let i = 0; i <= RUNS; i++) {
    const t = process.hrtime.bigint();
    const r = spawnSync(argv[0], argv.slice(1), { cwd, env, input, stdio: ["pipe", "ignore", "ignore"], timeout: 20_000, killSignal: "SIGKILL" });
    if (r.signal) return null;
    if (i > 0) times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(times);
}

function place(rt, hazard) {
  const root = mkdtempSync(join(tmpdir(), "rtk-bench-hazards-"));
  const home = join(root, "home");
  const repo = join(root, "repo");
  mkdirSync(repo, { recursive: true });
  const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, ".local", "share"), CLAUDE_CONFIG_DIR: "", CLAUDE_PROJECT_DIR: "", DENO_NO_UPDATE_CHECK: "1" };
  let launcher = null;
  if (rt.name !== "deno") {
    spawnSync(rt.rtk[0], [...rt.rtk.slice(1), "init", "-g", "--agent", "claude", "--auto-patch"], { cwd: repo, env });
    launcher = JSON.parse(readFileSync(join(home, ".claude", "settings.json"), "utf8")).hooks.PreToolUse.at(-1).hooks[0].command;
  }
  if (hazard !== "clean") {
    const secret = join(root, "secret.txt");
    writeFileSync(secret, "secret\n");
    for (const f of [join(repo, ".rtk", "filters.toml"), join(repo, ".claude", "settings.json"), join(repo, ".claude", "settings.local.json")]) plant(f, hazard, secret);
    if (hazard !== "out") {
      for (const f of [join(home, ".claude", "settings.json"), join(home, ".claude", "settings.local.json"), join(home, ".config", "rtk", "config.toml"), join(home, ".config", "rtk", "filters.toml")]) plant(f, hazard, secret);
    }
  }
  return { root, repo, env, launcher };
}

export default async function () {
  console.log(`Median ms of ${RUNS} runs (x: against the clean repository; "hung" = no answer in 20 s):\n`);
  const rows = [];
  for (const rt of RUNTIMES) {
    const clean = {};
    for (const hazard of HAZARDS) {
      const p = place(rt, hazard);
      try {
        const calls = {
          "rtk rewrite": time([...rt.rtk, "rewrite", "git status"], { cwd: p.repo, env: p.env }),
          "rtk hook claude": time([...rt.rtk, "hook", "claude"], { cwd: p.repo, env: p.env, input: PAYLOAD }),
          "in-process hook": p.launcher === null ? undefined : time(["sh", "-c", p.launcher], { cwd: p.repo, env: p.env, input: PAYLOAD }),
          "rtk printf": time([...rt.rtk, "printf", "a\\n"], { cwd: p.repo, env: p.env }),
          "rtk ls": time([...rt.rtk, "ls"], { cwd: p.repo, env: p.env }),
        };
        for (const [call, ms] of Object.entries(calls)) {
          if (ms === undefined) continue;
          if (hazard === "clean") clean[call] = ms;
          const ratio = hazard === "clean" || ms === null ? "" : fmt(ms / clean[call], 2);
          rows.push([rt.name, hazard, call, ms === null ? "hung" : fmt(ms), ratio]);
        }
      } finally {
        rmSync(p.root, { recursive: true, force: true });
      }
    }
  }
  table(["runtime", "repository", "call", "ms", "x clean"], rows);
}
