// Every filter of the core written in code (bench/code-filters-inputs.mjs finds them from the
// fixtures' plans), and the declarative filters' tasks stage (`tasks:turbo`, `tasks:nx-stream`:
// each task through detection and a code filter), each on its largest real fixture repeated to
// 1, 4, 16 and 64 MB and fed through its session in 64 KiB chunks, in process (Node), with `raw`
// (a plain copy) as the floor.
// Per size the throughput in MB/s of CPU time (flat across sizes when the filter is linear), and
// the core's memory after the largest size (a fresh core per filter: what that filter needed;
// bounded when it stays near a small multiple of the input). With RTK_BENCH_BASELINE=<another
// build's rtk.wasm>, that build runs the same bytes taking turns with this one, and each cell
// reads "this (baseline)".
//   RTK_BENCH_SIZES="1,4"              fewer sizes (MB)
//   RTK_BENCH_FILTERS="grep,read:aggressive"   only these filters (names as the table prints them)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { codeFilters, scaledInput } from "./code-filters-inputs.mjs";
import { fmt, median, ROOT, table } from "./lib.mjs";

const CHUNK = 65536;
const MB = 1024 * 1024;

function feed(rtk, filter, input) {
  const s = rtk.openSession(filter.spec);
  const sink = () => {};
  for (let at = 0; at < input.stdout.length; at += CHUNK) s.push(1, input.stdout.subarray(at, at + CHUNK), sink);
  for (let at = 0; at < input.stderr.length; at += CHUNK) s.push(2, input.stderr.subarray(at, at + CHUNK), sink);
  s.end(filter.exitCode, sink);
}

/** Median CPU ms per core of `runs` runs (after a warm-up), the cores taking turns run by run. */
function cpuMs(cores, filter, input, runs) {
  const times = cores.map(() => []);
  for (let r = 0; r < runs + 1; r++) {
    for (let k = 0; k < cores.length; k++) {
      const c = (k + r) % cores.length;
      const t = process.cpuUsage();
      feed(cores[c], filter, input);
      const d = process.cpuUsage(t);
      if (r > 0) times[c].push((d.user + d.system) / 1000);
    }
  }
  return times.map(median);
}

export default async function () {
  const { createRtkSync } = await import(join(ROOT, "dist", "lib", "node.js"));
  const wasm = readFileSync(join(ROOT, "dist", "rtk.wasm"));
  const baseline = process.env.RTK_BENCH_BASELINE ? readFileSync(process.env.RTK_BENCH_BASELINE) : null;
  const sizes = (process.env.RTK_BENCH_SIZES ?? "1,4,16,64").split(",").map(Number);
  const only = process.env.RTK_BENCH_FILTERS?.split(",");
  const raw = { name: "raw", spec: "raw", fixture: "(each filter's own input)", exitCode: 0 };
  let filters = codeFilters(createRtkSync(wasm));
  if (only) filters = filters.filter((f) => only.includes(f.name));
  const rows = [];
  for (const filter of [...filters, { ...raw, stdout: filters[0].stdout, stderr: filters[0].stderr }]) {
    // A fresh core (and baseline core) per filter: its memory afterwards is what this filter needed.
    const cores = [createRtkSync(wasm), ...(baseline ? [createRtkSync(baseline)] : [])];
    const row = [filter.name, filter.fixture];
    for (const mb of sizes) {
      const input = scaledInput(filter, mb * MB);
      const size = (input.stdout.length + input.stderr.length) / MB;
      const ms = cpuMs(cores, filter, input, mb >= 16 ? 1 : 3);
      const rate = ms.map((m) => fmt(size / (m / 1000), 0));
      row.push(baseline ? `${rate[0]} (${rate[1]})` : rate[0]);
    }
    const memory = cores.map((c) => fmt(c.core.exports.memory.buffer.byteLength / MB, 0));
    row.push(baseline ? `${memory[0]} (${memory[1]})` : memory[0]);
    rows.push(row);
  }
  const base = baseline ? " (baseline)" : "";
  console.log(`MB/s of CPU time by input size${base} (medians of 3 runs, 16 MB and up one run, each after a warm-up), and the core's memory in MB after the largest:\n`);
  table(["filter", "fixture", ...sizes.map((s) => `${s} MB${base}`), `core MB${base}`], rows);
}
