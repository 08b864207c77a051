// Startup and streaming overhead of the CLI, per runtime: `rtk --version` and `rtk proxy true`
// against the runtime's empty start and against raw `true`; then 200 MB of output streamed
// through `rtk proxy` with its peak RSS.
import { spawnSync } from "node:child_process";
import { fmt, peakRssMb, RUNTIMES, table, timeRuns } from "./lib.mjs";

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
  const rawTrue = timeRuns(["true"], { runs: RUNS });
  console.log(`median of ${RUNS} runs each; raw \`true\`: ${fmt(rawTrue, 2)} ms\n`);
  const rows = [];
  for (const rt of RUNTIMES) {
    const empty = timeRuns(rt.empty, { runs: RUNS });
    const version = timeRuns([...rt.rtk, "--version"], { runs: RUNS });
    const proxy = timeRuns([...rt.rtk, "proxy", "true"], { runs: RUNS });
    rows.push([
      rt.name,
      fmt(empty),
      fmt(version),
      fmt(proxy),
      fmt(proxy - rawTrue),
      fmt(proxy - empty),
      fmt(proxy / empty, 2),
      fmt(peakRssMb([...rt.rtk, "proxy", "true"])),
    ]);
  }
  table(["runtime", "empty ms", "--version ms", "proxy true ms", "over true", "over empty", "x empty", "RSS MB"], rows);

  console.log(`\n200 MB through \`rtk proxy\` (stdout to /dev/null):\n`);
  const rawMs = streamMs(["sh", "-c", bigScript]);
  const streamRows = [["raw sh", fmt(rawMs, 0), fmt((BIG / 1e6) / (rawMs / 1000), 0), fmt(peakRssMb(["sh", "-c", bigScript]))]];
  for (const rt of RUNTIMES) {
    const ms = streamMs([...rt.rtk, "proxy", "sh", "-c", bigScript]);
    streamRows.push([`rtk ${rt.name}`, fmt(ms, 0), fmt((BIG / 1e6) / (ms / 1000), 0), fmt(peakRssMb([...rt.rtk, "proxy", "sh", "-c", bigScript]))]);
  }
  table(["run", "ms", "MB/s", "peak RSS MB"], streamRows);
}
