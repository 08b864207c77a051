// The CLI host per runtime: `rtk git status` in a real repository against raw `git status`,
// `rtk ls` against `ls`, `rtk gain` alone, and the cost of tracking (the same run with
// tracking off). Medians over RUNS runs, overheads as differences and ratios against the raw
// command measured in the same run; peak RSS of one run. Tracking and recall write to a temp
// data dir, never the real home.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, peakRssMb, RUNTIMES, table, timeRuns } from "./lib.mjs";

const RUNS = 21;

function makeRepo(dir) {
  const repo = join(dir, "repo");
  mkdirSync(join(repo, "src"), { recursive: true });
  const git = (...args) => execFileSync("git", args, { cwd: repo, env: { ...process.env, HOME: dir, GIT_CONFIG_NOSYSTEM: "1" } });
  git("init", "-q", "-b", "main");
  git("config", "user.email", "bench@example.com");
  git("config", "user.name", "bench");
  for (let c = 0; c < 5; c++) {
    for (let f = 0; f < 20; f++) writeFileSync(join(repo, "src", `m${f}.ts`), `export const v${f} = ${c};\n`);
    git("add", ".");
    git("commit", "-q", "-m", `commit ${c}`);
  }
  for (let f = 0; f < 6; f++) writeFileSync(join(repo, "src", `m${f}.ts`), "export const changed = 1;\n");
  for (let f = 0; f < 12; f++) writeFileSync(join(repo, `untracked${f}.txt`), "x\n");
  git("add", "src/m0.ts");
  return repo;
}

export default async function () {
  const dir = mkdtempSync(join(tmpdir(), "rtk-bench-host-"));
  try {
    const repo = makeRepo(dir);
    const env = { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, "data"), XDG_CONFIG_HOME: join(dir, "config"), NO_COLOR: "1" };
    const offEnv = { ...env, XDG_CONFIG_HOME: join(dir, "config-off") };
    mkdirSync(join(dir, "config-off", "rtk"), { recursive: true });
    writeFileSync(join(dir, "config-off", "rtk", "config.toml"), "[tracking]\nenabled = false\n[recall]\nenabled = false\n");
    const opts = { runs: RUNS, cwd: repo, env };

    const rawStatus = timeRuns(["git", "status"], opts);
    const rawLs = timeRuns(["ls", "-la"], opts);
    const lsPlan = spawnSync(RUNTIMES[0].rtk[0], [...RUNTIMES[0].rtk.slice(1), "-v", "ls", "-la"], { cwd: repo, env, encoding: "utf8" }).stderr;
    const lsFiltered = !/passthrough/.test(lsPlan.split("\n").find((l) => l.startsWith("[rtk] filter:")) ?? "passthrough");
    console.log(`median of ${RUNS} runs each; raw \`git status\`: ${fmt(rawStatus, 2)} ms, raw \`ls -la\`: ${fmt(rawLs, 2)} ms`);
    console.log(`\`rtk ls\`: ${lsFiltered ? "filtered" : "no filter yet: measured as passthrough"}\n`);

    const rows = [];
    for (const rt of RUNTIMES) {
      const status = timeRuns([...rt.rtk, "git", "status"], opts);
      const statusOff = timeRuns([...rt.rtk, "git", "status"], { ...opts, env: offEnv });
      const ls = timeRuns([...rt.rtk, "ls", "-la"], opts);
      const gain = timeRuns([...rt.rtk, "gain"], opts);
      rows.push([
        rt.name,
        fmt(status),
        fmt(status - rawStatus),
        fmt(status / rawStatus, 2),
        fmt(status - statusOff),
        fmt(ls),
        fmt(ls - rawLs),
        fmt(gain),
        fmt(peakRssMb([...rt.rtk, "git", "status"], { cwd: repo, env })),
        fmt(peakRssMb([...rt.rtk, "gain"], { cwd: repo, env })),
      ]);
    }
    table(
      ["runtime", "rtk git status ms", "over git", "x git", "tracking ms", "rtk ls ms", "over ls", "rtk gain ms", "RSS status MB", "RSS gain MB"],
      rows,
    );
    console.log("\n`tracking ms`: rtk git status minus the same run with tracking and recall off (config).");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
