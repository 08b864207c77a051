// Startup and streaming overhead of the CLI, per runtime: `rtk --version` and `rtk proxy true`
// against the runtime's empty start and against raw `true`, in wall and CPU time (CPU time is
// what other load on a shared machine disturbs least); then 200 MB of output streamed
// through `rtk proxy` with its peak RSS.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, measureRuns, median, pair, peakRssMb, ROOT, RUNTIMES, table } from "./lib.mjs";

const RUNS = 25;
const BIG = 200 * 1000 * 1000;
const bigScript = `yes 'a line of build output: src/module/file.ts:12:5 compiled in 3ms' | head -c ${BIG}`;

function streamMs(argv) {
  const [cmd, ...args] = argv;
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "ignore"] });
  if (r.status !== 0) throw new Error(`${argv.join(" ")} exited ${r.status}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}

export default async function () {
  // Runs record into a temp data dir, never the real home.
  const home = mkdtempSync(join(tmpdir(), "rtk-bench-startup-"));
  const env = { ...process.env, XDG_DATA_HOME: join(home, "data"), XDG_CONFIG_HOME: join(home, "config") };
  try {
    await measureAll(env);
    phases(home, env);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

async function measureAll(env) {
  const raw = measureRuns(["true"], { runs: RUNS, env });
  console.log(`median of ${RUNS} runs each, wall / CPU (user+sys) ms; load average ${loadavg()[0].toFixed(1)}; raw \`true\`: ${fmt(raw.wall, 2)} / ${fmt(raw.cpu, 2)} ms\n`);
  const rows = [];
  for (const rt of RUNTIMES) {
    const empty = measureRuns(rt.empty, { runs: RUNS, env });
    const version = measureRuns([...rt.rtk, "--version"], { runs: RUNS, env });
    const proxy = measureRuns([...rt.rtk, "proxy", "true"], { runs: RUNS, env });
    const floor = measureRuns([...rt.floor, "true"], { runs: RUNS, env });
    rows.push([
      rt.name,
      pair(empty.wall, empty.cpu),
      pair(version.wall, version.cpu),
      pair(proxy.wall, proxy.cpu),
      pair(proxy.wall - raw.wall, proxy.cpu - raw.cpu),
      pair(proxy.wall - empty.wall, proxy.cpu - empty.cpu),
      pair(floor.wall - raw.wall, floor.cpu - raw.cpu),
      pair(proxy.wall - floor.wall, proxy.cpu - floor.cpu),
      fmt(proxy.rss),
    ]);
  }
  table(["runtime", "empty", "--version", "proxy true", "over true", "over empty", "floor over true", "over floor", "RSS MB"], rows);
  console.log("\n`floor`: a bare program of the runtime that spawns `true` with piped output and copies it out (bench/floor/).");
  console.log(`\n200 MB through \`rtk proxy\` (stdout to /dev/null):\n`);
  const rawMs = streamMs(["sh", "-c", bigScript]);
  const streamRows = [["raw sh", fmt(rawMs, 0), fmt((BIG / 1e6) / (rawMs / 1000), 0), fmt(peakRssMb(["sh", "-c", bigScript]))]];
  for (const rt of RUNTIMES) {
    const ms = streamMs([...rt.rtk, "proxy", "sh", "-c", bigScript]);
    streamRows.push([`rtk ${rt.name}`, fmt(ms, 0), fmt((BIG / 1e6) / (ms / 1000), 0), fmt(peakRssMb([...rt.rtk, "proxy", "sh", "-c", bigScript]))]);
  }
  table(["run", "ms", "MB/s", "peak RSS MB"], streamRows);
}

/** One run with RTK_TIMINGS=1: its phases in ms (host/cli/timings.ts), from its stderr. */
function timedRun(argv, { env, cwd, input }) {
  const r = spawnSync(argv[0], argv.slice(1), { env: { ...env, RTK_TIMINGS: "1" }, cwd, input, encoding: "utf8" });
  const line = r.stderr.split("\n").find((l) => l.startsWith("[rtk] timings ms:"));
  if (!line) throw new Error(`${argv.join(" ")}: no timings line (stderr: ${r.stderr})`);
  const words = line.slice("[rtk] timings ms:".length).trim().split(" ");
  const out = {};
  for (let i = 0; i + 1 < words.length; i += 2) out[words[i]] = Number(words[i + 1]);
  return out;
}

/**
 * Where rtk's own time goes, per runtime: `rtk hook claude` (the git status payload) and `rtk git
 * status` in a small repository, each run with RTK_TIMINGS=1, taking turns with the runtime's
 * empty start. `start` is the process's time until rtk's first line of its own runs (the
 * runtime's boot and rtk's module loading): `start - empty` is the module loading.
 */
function phases(home, env) {
  const repo = join(home, "repo");
  mkdirSync(repo, { recursive: true });
  const git = (...args) => execFileSync("git", args, { cwd: repo, env: { ...env, HOME: home, GIT_CONFIG_NOSYSTEM: "1" } });
  git("init", "-q", "-b", "main");
  for (let f = 0; f < 12; f++) writeFileSync(join(repo, `f${f}.txt`), "x\n");
  const payload = readFileSync(join(ROOT, "fixtures", "agents", "payloads", "claude-bash.json"));
  const hookEnv = { ...env, HOME: home, CLAUDE_CONFIG_DIR: join(home, ".claude") };
  const rows = [];
  for (const rt of RUNTIMES) {
    const cases = [
      { what: "rtk hook claude", argv: [...rt.rtk, "hook", "claude"], opts: { env: hookEnv, cwd: home, input: payload } },
      { what: "rtk git status", argv: [...rt.rtk, "git", "status"], opts: { env, cwd: repo } },
    ];
    const empties = [];
    const runs = cases.map(() => []);
    for (let r = 0; r < RUNS; r++) {
      const t = process.hrtime.bigint();
      spawnSync(rt.empty[0], rt.empty.slice(1), { stdio: "ignore", env });
      empties.push(Number(process.hrtime.bigint() - t) / 1e6);
      cases.forEach((c, i) => runs[i].push(timedRun(c.argv, c.opts)));
    }
    const empty = median(empties);
    cases.forEach((c, i) => {
      const names = Object.keys(runs[i][0]);
      const med = (n) => median(runs[i].map((x) => x[n] ?? 0));
      rows.push([rt.name, c.what, fmt(empty), ...["start", "total"].map((n) => fmt(med(n))), fmt(med("start") - empty), names.filter((n) => n !== "start" && n !== "total").map((n) => `${n} ${fmt(med(n), 2)}`).join(", ")]);
    });
  }
  console.log(`\nWhere the time goes (RTK_TIMINGS=1, medians of ${RUNS} runs, wall ms, in-process clock; the empty start measured from outside, taking turns):\n`);
  table(["runtime", "run", "empty start", "start", "total", "start - empty", "phases after start"], rows);
  console.log("\n`start`: from the process's time origin to rtk's first line of its own (runtime boot + module loading). Hook phases: wasm (compile + instantiate the");
  console.log("rewrite core), rules (its compiled rule sets), prepare (config, permissions, local filters), answer (decide + print). Command phases: config,");
  console.log("wasm, plan, child (the command runs; streaming filters work meanwhile), filter (the session's end), record (tracking + recall).");
}
