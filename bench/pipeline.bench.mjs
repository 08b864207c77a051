// The declarative filter pipeline under a flood: 1 GB of output (generated in a stream, never
// stored) through `rtk pipe --file` with a strip filter (literal patterns: a byte compare per
// line) and a keep filter (regex patterns: the engine's RegexSet), in each runtime. Reports
// throughput and the peak RSS of the rtk process (GNU time's %M), beside baselines measured in
// the same run: the generator alone (`cat`), `grep -v` doing the strip natively, and `rtk pipe`
// without a filter; in-process, the core alone with each filter, and the tasks stage splitting a
// build log of four interleaved tasks (each held until it passes 1 MiB: memory stays bounded
// while nothing ends a task). Size: RTK_BENCH_PIPELINE_MB (default 1024). Recall (the raw-output copy the
// host keeps after a cut, with secret redaction) is off here (RTK_RECALL=0): it is measured by
// the host's own bench, and this one is about the filter pipeline.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, RUNTIMES, table } from "./lib.mjs";

const MB = Number(process.env.RTK_BENCH_PIPELINE_MB ?? 1024);
const BLOCK = [
  "   Compiling rtk-core v0.1.0 (/work/rtk/core)",
  "DEBUG cache hit for key 0f3a9c2b7d1e4f60 in /work/rtk/target/debug/.fingerprint",
  "warning: unused variable: `x` --> src/main.rs:12:9",
  "DEBUG resolved dependency tree in 3 ms (142 packages)",
  "error[E0308]: mismatched types --> src/lib.rs:40:5",
  "",
].join("\n");

const FILTERS = String.raw`schema_version = 1

[filters.strip]
match_command = "^bench"
strip_lines_matching = ['^DEBUG ', 'cache hit']

[filters.keep]
match_command = "^bench"
keep_lines_matching = ['^(?:error|warning)(?:\[E\d+\])?: ', '^\s+Compiling ']

[filters.tasks]
match_command = "^bench"
tasks = { prefix = '^(\w+:\w+): ' }
strip_lines_matching = ['^\w+:\w+: DEBUG ', 'cache hit']
`;

/**
 * Four interleaved tasks of a task runner (turbo's `pkg:task: ` prefix) whose output no filter
 * claims: the tasks stage's own cost. A task a filter claims costs what that filter costs on it
 * (the row of `rtk pipe` without a filter, where output detection picks cargo's renderer).
 */
const TASK_BLOCK = [
  "DEBUG cache hit for key 0f3a9c2b7d1e4f60 in /work/rtk/target/debug/.fingerprint",
  "copied src/index.mjs -> dist/index.mjs",
  "DEBUG resolved dependency tree in 3 ms (142 packages)",
  "bundled dist/app.js (612 kB)",
  "",
  "build finished",
].map((l, i) => `pkg${i % 4}:build: ${l}`).join("\n");

function sh(q) {
  return `'${q.replace(/'/g, `'\\''`)}'`;
}

/** Runs `generator | <consumer>` once; returns MB/s and the consumer's peak RSS in MB. */
function measure(consumer, timed = true) {
  const gen = `yes ${sh(BLOCK)} | head -c ${MB * 1024 * 1024}`;
  const cmd = timed ? `${gen} | /usr/bin/time -f '%M' ${consumer} > /dev/null` : `${gen} | ${consumer} > /dev/null`;
  const t = process.hrtime.bigint();
  const env = { ...process.env, RTK_RECALL: "0", RTK_TELEMETRY_DISABLED: "1" };
  const r = spawnSync("sh", ["-c", cmd], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env });
  const secs = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0) throw new Error(`bench command failed (${r.status}): ${cmd}\n${r.stderr}`);
  const rss = timed ? Number(r.stderr.trim().split("\n").pop()) / 1024 : null;
  return { mbps: MB / secs, rss };
}

/** The core alone, in this process: MB through a session in 64 KiB chunks, and the wasm memory after. */
async function coreOnly(name, lines = BLOCK) {
  const { createRtkSync } = await import("../dist/lib/node.js");
  const rtk = createRtkSync();
  const compiled = await rtk.filters.compile(FILTERS, { file: "bench.toml", tier: "file" });
  rtk.filters.load("file", compiled.program);
  const block = new TextEncoder().encode(`${lines}\n`.repeat(Math.ceil(65536 / (lines.length + 1))));
  const session = rtk.openSession(`filter:file:${name}`);
  let out = 0;
  const sink = (_stream, bytes) => (out += bytes.length);
  const total = MB * 1024 * 1024;
  const t = process.hrtime.bigint();
  for (let n = 0; n < total; n += block.length) session.push(1, block, sink);
  session.end(0, sink);
  const secs = Number(process.hrtime.bigint() - t) / 1e9;
  return { mbps: MB / secs, wasmMb: rtk.core.exports.memory.buffer.byteLength / 1048576, out };
}

export default async function pipelineBench() {
  const dir = mkdtempSync(join(tmpdir(), "rtk-bench-pipeline-"));
  const file = join(dir, "filters.toml");
  writeFileSync(file, FILTERS);
  const rows = [];
  try {
    const cat = measure("cat");
    rows.push(["generator | cat (baseline)", "-", fmt(cat.mbps), fmt(cat.rss), "1.00"]);
    const grep = measure("grep -v -e '^DEBUG ' -e 'cache hit'");
    rows.push(["grep -v (native strip)", "-", fmt(grep.mbps), fmt(grep.rss), fmt(grep.mbps / cat.mbps, 2)]);
    for (const rt of RUNTIMES) {
      const rtk = rt.rtk.map(sh).join(" ");
      const cases = rt.name === "node"
        ? [["rtk pipe (no filter)", `${rtk} pipe`], ["rtk pipe: strip (literal)", `${rtk} pipe --file ${file} -f strip`], ["rtk pipe: keep (regex)", `${rtk} pipe --file ${file} -f keep`]]
        : [["rtk pipe: strip (literal)", `${rtk} pipe --file ${file} -f strip`]];
      for (const [name, consumer] of cases) {
        const m = measure(consumer);
        rows.push([name, rt.name, fmt(m.mbps), fmt(m.rss), fmt(m.mbps / cat.mbps, 2)]);
      }
    }
    for (const name of ["strip", "keep", "tasks"]) {
      const c = await coreOnly(name, name === "tasks" ? TASK_BLOCK : BLOCK);
      rows.push([`core only (in-process): ${name}`, "node", fmt(c.mbps), `wasm ${fmt(c.wasmMb)}`, "-"]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${MB} MB of build-log lines (5 per block, 2 of them DEBUG) through each consumer\n`);
  table(["case", "runtime", "MB/s", "peak RSS MB", "vs cat"], rows);
}
