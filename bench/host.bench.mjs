// The CLI host per runtime: `rtk git status` in a real repository against raw `git status`,
// `rtk ls` against `ls`, `rtk gain` alone, and what tracking costs (the same run with tracking
// and recall off). Medians over RUNS runs of wall time and of CPU time (user + system, which
// other load on the machine disturbs far less than wall time); overheads as differences and
// ratios against the raw command measured in the same run; peak RSS. Tracking and recall write
// to a temp data dir, never the real home.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { baselineRoot, fmt, measureInterleaved, measureRuns, pair, rtkArgv, RUNTIMES, spreadText, table } from "./lib.mjs";

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
    const opts = { cwd: repo, env, runs: RUNS };

    const rawStatus = measureRuns(["git", "status"], opts);
    const rawLs = measureRuns(["ls", "-la"], opts);
    const lsPlan = spawnSync(RUNTIMES[0].rtk[0], [...RUNTIMES[0].rtk.slice(1), "-v", "ls", "-la"], { cwd: repo, env, encoding: "utf8" }).stderr;
    const lsFiltered = !/passthrough/.test(lsPlan.split("\n").find((l) => l.startsWith("[rtk] filter:")) ?? "passthrough");
    console.log(`median of ${RUNS} runs each, wall / CPU (user+sys) ms; load average ${(await import("node:os")).loadavg()[0].toFixed(1)}`);
    console.log(`raw \`git status\`: ${fmt(rawStatus.wall, 2)} / ${fmt(rawStatus.cpu, 2)} ms; raw \`ls -la\`: ${fmt(rawLs.wall, 2)} / ${fmt(rawLs.cpu, 2)} ms`);
    console.log(`\`rtk ls\`: ${lsFiltered ? "filtered" : "no filter yet: measured as passthrough"}\n`);

    const rows = [];
    for (const rt of RUNTIMES) {
      const empty = measureRuns(rt.empty, opts);
      const status = measureRuns([...rt.rtk, "git", "status"], opts);
      const floor = measureRuns([...rt.floor, "git", "status"], opts);
      const off = measureRuns([...rt.rtk, "git", "status"], { ...opts, env: offEnv });
      const ls = measureRuns([...rt.rtk, "ls", "-la"], opts);
      const gain = measureRuns([...rt.rtk, "gain"], opts);
      rows.push([
        rt.name,
        pair(empty.wall, empty.cpu),
        pair(status.wall, status.cpu),
        pair(status.wall - rawStatus.wall, status.cpu - rawStatus.cpu),
        pair(floor.wall - rawStatus.wall, floor.cpu - rawStatus.cpu),
        pair(status.wall - floor.wall, status.cpu - floor.cpu),
        pair(status.wall - off.wall, status.cpu - off.cpu),
        pair(ls.wall - rawLs.wall, ls.cpu - rawLs.cpu),
        pair(gain.wall, gain.cpu),
        fmt(status.rss),
        fmt(gain.rss),
      ]);
    }
    table(["runtime", "empty start", "rtk git status", "over git", "floor over git", "over floor", "tracking", "rtk ls over ls", "rtk gain", "RSS status MB", "RSS gain MB"], rows);
    compareWithBaseline(opts);
    console.log("\n`empty start`: the runtime starting an empty program. `floor`: a bare program of the runtime that spawns");
    console.log("`git status` with piped output and copies it out (bench/floor/); `over floor` is what rtk itself adds.");
    console.log("`tracking`: rtk git status minus the same run with tracking and recall off (config.toml).");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `rtk git status` of this build beside the runtime's empty start, raw `git status` and (with
 * RTK_BENCH_BASELINE, a copy of another build's dist/) the same command of that build, all
 * taking turns run by run: wall and CPU min / median / max, and rtk's own work (median minus
 * the empty start's).
 */
function compareWithBaseline(opts) {
  const base = baselineRoot();
  try {
    const rows = [];
    for (const rt of RUNTIMES) {
      const cases = [
        { label: "empty start", argv: rt.empty },
        { label: "raw git status", argv: ["git", "status"] },
        { label: "rtk git status", argv: [...rt.rtk, "git", "status"] },
        ...(base ? [{ label: "rtk git status (baseline)", argv: [...rtkArgv(rt, base.root), "git", "status"] }] : []),
      ];
      const r = measureInterleaved(cases, { ...opts, runs: opts.runs * 2 });
      cases.forEach((c, i) => rows.push([rt.name, c.label, spreadText(r[i].wall), spreadText(r[i].cpu), i === 0 ? "-" : `${fmt(r[i].wall.median - r[0].wall.median)} / ${fmt(r[i].cpu.median - r[0].cpu.median)}`]));
    }
    console.log(`\nTaking turns${base ? ` with the baseline build (${process.env.RTK_BENCH_BASELINE})` : " (RTK_BENCH_BASELINE=<a dist/ copy> adds another build)"}: wall and CPU ms min / median / max; "over empty" = median minus the empty start's (wall / CPU)\n`);
    table(["runtime", "case", "wall min / med / max", "CPU min / med / max", "over empty"], rows);
  } finally {
    base?.cleanup();
  }
}
