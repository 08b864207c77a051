// Startup and streaming overhead of the CLI, per runtime: `rtk --version` and `rtk proxy true`
// against the runtime's empty start and against raw `true`, in wall and CPU time (CPU time is
// what other load on a shared machine disturbs least); then 200 MB of output streamed
// through `rtk proxy` with its peak RSS.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, measureRuns, pair, peakRssMb, RUNTIMES, table } from "./lib.mjs";

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
