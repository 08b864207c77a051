// The code filters of the core (git, gh, files) on large inputs: each fixture repeated to a few
// MB and fed through its session in 64 KiB chunks, in process (Node), beside the `raw` session
// (a plain copy) on the same bytes in the same run. Medians over RUNS; ratio = filter time /
// raw time. With RTK_BENCH_BASELINE=<another build's rtk.wasm>, two more columns: the CPU time of
// this build and of that one on the same input, taking turns in this process, and their ratio
// (this / baseline: below 1 is faster). Inputs: the real fixtures under fixtures/.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fmt, ROOT, sessionTable, table, timeSession } from "./lib.mjs";

const EXIT = 0;
const RUNS = 7;
const TARGET = 4 * 1024 * 1024;
const CASES = [
  ["grep", "grep/as-run-rn-many"],
  ["git-diff", "git/diff/big-last-commit"],
  ["git-log", "git/log/plain"],
  ["git-status", "git/status/many-untracked-all"],
  ["find", "find/name-ts"],
  ["log", "log/cat-npm"],
  ["log", "log/cat-alternatives"],
  ["read:aggressive:-1:-1:0:util.ts", "read/cat-util.ts"],
  ["json:5:0", "json/cat-lock"],
];

function input(path, spec, target = TARGET) {
  const one = readFileSync(join(ROOT, "fixtures", path, "stdout.txt"));
  // JSON must stay one document: repeat its array of packages instead of the whole text.
  if (spec.startsWith("json")) return one;
  const n = Math.max(1, Math.ceil(target / one.length));
  return Buffer.concat(Array.from({ length: n }, () => one));
}

// Linearity: the code filters at 1, 4, 16 and 64 MB (RTK_BENCH_SIZES="1,4" for fewer), MB/s
// at each size (flat when the filter is linear) and the core's memory after the largest
// (bounded when it stays near the smallest's).
const SCALED = ["grep", "git-diff", "git-status", "read:aggressive:-1:-1:0:util.ts"];

export default async function () {
  await sessionTable(CASES, input, EXIT, RUNS);
  const sizes = (process.env.RTK_BENCH_SIZES ?? "1,4,16,64").split(",").map(Number);
  const { createRtkSync } = await import(join(ROOT, "dist", "lib", "node.js"));
  const rows = [];
  for (const spec of SCALED) {
    const path = CASES.find(([s]) => s === spec)[1];
    // A fresh core per filter: its memory after the runs is what this filter needed.
    const rtk = createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
    const row = [spec];
    const memory = [];
    for (const mb of sizes) {
      const bytes = input(path, spec, mb * 1024 * 1024);
      const ms = timeSession(rtk, spec, bytes, EXIT, mb >= 16 ? 1 : 3);
      row.push(fmt(bytes.length / (1024 * 1024) / (ms / 1000), 0));
      memory.push(rtk.core.exports.memory.buffer.byteLength / (1024 * 1024));
    }
    rows.push([...row, memory.map((m) => fmt(m, 0)).join(" / ")]);
  }
  console.log(`\nMB/s by input size (medians; 16 MB and up: one run after a warm-up), and the core's memory in MB after each size:\n`);
  table(["session", ...sizes.map((s) => `${s} MB`), "core memory MB"], rows);
}
