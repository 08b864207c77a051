// `rtk discover` over a 100 MB synthetic agent history (scripts/gen-sessions.mjs, written to a
// temp HOME at bench time, never committed): wall and CPU time, peak RSS and MB/s per runtime,
// against the floor of the same scan (bench/floor/jsonl-parse.mjs: read and JSON.parse every
// line, nothing else) run by Node in the same process; then the same scan of a fifth of the
// history, whose peak RSS should match the full one's (memory bounded by the longest line, not
// by the history). RTK_BENCH_DISCOVER_MB sets the size.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { big } from "../scripts/gen-sessions.mjs";
import { BIN, fmt, measureRuns, pair, ROOT, RUNTIMES, table } from "./lib.mjs";

const RUNS = 3;

export default async function () {
  const megabytes = Number(process.env.RTK_BENCH_DISCOVER_MB ?? 100);
  const home = mkdtempSync(join(tmpdir(), "rtk-bench-discover-"));
  try {
    const made = await big(home, megabytes);
    const mb = made.bytes / 1048576;
    const env = { ...process.env, HOME: home, XDG_DATA_HOME: join(home, "data"), XDG_CONFIG_HOME: join(home, "config") };
    const floor = measureRuns([BIN("node"), join(ROOT, "bench/floor/jsonl-parse.mjs"), join(home, ".claude")], { runs: RUNS, env });
    console.log(`${fmt(mb)} MB in ${made.sessions} Claude Code sessions (200 shell calls each); median of ${RUNS} runs, wall / CPU ms; load average ${loadavg()[0].toFixed(1)}`);
    console.log(`floor (node: read + JSON.parse every line): ${pair(floor.wall, floor.cpu)} ms, peak RSS ${fmt(floor.rss)} MB\n`);
    const small = mkdtempSync(join(tmpdir(), "rtk-bench-discover-small-"));
    try {
      await big(small, Math.max(1, Math.round(megabytes / 5)));
      const smallEnv = { ...env, HOME: small };
      const rows = [];
      for (const rt of RUNTIMES) {
        const argv = [...rt.rtk, "discover", "--all", "--since", "0", "-f", "json"];
        const m = measureRuns(argv, { runs: RUNS, env });
        const fifth = measureRuns(argv, { runs: 1, env: smallEnv });
        rows.push([rt.name, pair(m.wall, m.cpu), fmt(mb / (m.wall / 1000)), fmt(m.rss), fmt(fifth.rss), `${fmt(m.rss / fifth.rss, 2)}x`, `${fmt(m.cpu / floor.cpu, 2)}x`]);
      }
      table(["runtime", "discover wall / CPU ms", "MB/s", "peak RSS MB", "RSS at 1/5 size", "RSS ratio", "CPU vs floor"], rows);
    } finally {
      rmSync(small, { recursive: true, force: true });
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
