// Agent hook round trip: process start, the PreToolUse JSON on stdin, the rewrite decision, the
// answer on stdout. The in-process hooks (the launcher rtk init installs, loading the wasm
// itself) in Node and Bun, and `rtk hook claude` in Node, Bun and Deno, beside each runtime's
// empty start. HOME and the agent config dirs point at a temporary folder.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BIN, fmt, ROOT, RTK, RUNTIMES, table, timeRuns } from "./lib.mjs";

const RUNS = 25;

export default async function () {
  const home = mkdtempSync(join(tmpdir(), "rtk-hook-bench-"));
  const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, ".local/share"), CLAUDE_CONFIG_DIR: join(home, ".claude"), CODEX_HOME: join(home, ".codex"), COPILOT_HOME: join(home, ".copilot"), DENO_NO_UPDATE_CHECK: "1" };
  try {
    const payload = readFileSync(join(ROOT, "fixtures", "agents", "payloads", "claude-bash.json"));
    const launcher = join(home, ".claude", "hooks", "rtk-rewrite.mjs");
    const inProcess = (runtime) => {
      const r = spawnSync(BIN(runtime), [RTK, "init", "-g", "--auto-patch", "--hook-runtime", runtime], { env, cwd: home, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`rtk init failed: ${r.stderr}`);
      return [BIN(runtime), launcher];
    };
    const check = (argv) => {
      const r = spawnSync(argv[0], argv.slice(1), { env, cwd: home, input: payload, encoding: "utf8" });
      if (r.status !== 0 || !r.stdout.includes("updatedInput")) throw new Error(`${argv.join(" ")} did not rewrite: ${r.stdout}${r.stderr}`);
    };
    const rows = [];
    for (const rt of RUNTIMES) {
      const empty = timeRuns(rt.empty, { runs: RUNS, env, cwd: home });
      const cli = [...rt.rtk, "hook", "claude"];
      check(cli);
      const viaCli = timeRuns(cli, { runs: RUNS, env, cwd: home, input: payload });
      let direct = null;
      if (rt.name !== "deno") {
        const argv = inProcess(rt.name);
        check(argv);
        direct = timeRuns(argv, { runs: RUNS, env, cwd: home, input: payload });
      }
      rows.push([rt.name, fmt(empty), direct === null ? "-" : fmt(direct), direct === null ? "-" : fmt(direct - empty), fmt(viaCli), fmt(viaCli - empty), direct === null ? "-" : fmt(viaCli / direct, 2)]);
    }
    console.log(`Claude Code PreToolUse payload (git status -> rtk git status), median of ${RUNS} runs each\n`);
    table(["runtime", "empty ms", "in-process hook ms", "over empty", "rtk hook claude ms", "over empty", "cli / in-process"], rows);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
