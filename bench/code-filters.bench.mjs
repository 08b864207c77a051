// The code filters of the core (git, gh, files) on large inputs: each fixture repeated to a few
// MB and fed through its session in 64 KiB chunks, in process (Node), beside the `raw` session
// (a plain copy) on the same bytes in the same run. Medians over RUNS; ratio = filter time /
// raw time. With RTK_BENCH_BASELINE=<another build's rtk.wasm>, two more columns: the CPU time of
// this build and of that one on the same input, taking turns in this process, and their ratio
// (this / baseline: below 1 is faster). Inputs: the real fixtures under fixtures/.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRtkSync } from "../dist/lib/node.js";
import { ROOT, baselineCore, cpuSessions, fmt, table, timeSession } from "./lib.mjs";

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

function input(path, spec) {
  const one = readFileSync(join(ROOT, "fixtures", path, "stdout.txt"));
  // JSON must stay one document: repeat its array of packages instead of the whole text.
  if (spec.startsWith("json")) return one;
  const n = Math.max(1, Math.ceil(TARGET / one.length));
  return Buffer.concat(Array.from({ length: n }, () => one));
}

function time(rtk, spec, bytes) {
  return timeSession(rtk, spec, bytes, EXIT, RUNS);
}

export default async function () {
  const rtk = createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
  const base = baselineCore(createRtkSync, readFileSync);
  const rows = [];
  for (const [spec, path] of CASES) {
    const bytes = input(path, spec);
    const raw = time(rtk, "raw", bytes);
    const ms = time(rtk, spec, bytes);
    const mb = bytes.length / (1024 * 1024);
    const row = [spec, path, fmt(mb, 2), fmt(ms), fmt(mb / (ms / 1000), 0), fmt(raw, 2), fmt(ms / raw, 1)];
    if (base) {
      const [cpu, baseCpu] = cpuSessions([rtk, base], spec, bytes, EXIT, RUNS * 3);
      row.push(fmt(cpu), fmt(baseCpu), fmt(cpu / baseCpu, 3));
    }
    rows.push(row);
  }
  table(["session", "fixture", "MB", "ms", "MB/s", "raw ms", "ratio", ...(base ? ["cpu ms", "baseline cpu ms", "vs baseline"] : [])], rows);
}
