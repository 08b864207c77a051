// The code filters of the core (git, gh, files) on large inputs: each fixture repeated to a few
// MB and fed through its session in 64 KiB chunks, in process (Node), beside the `raw` session
// (a plain copy) on the same bytes in the same run. Medians over RUNS; ratio = filter time /
// raw time. With RTK_BENCH_BASELINE=<another build's rtk.wasm>, two more columns: the CPU time of
// this build and of that one on the same input, taking turns in this process, and their ratio
// (this / baseline: below 1 is faster). Inputs: the real fixtures under fixtures/.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, sessionTable } from "./lib.mjs";

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

export default async function () {
  await sessionTable(CASES, input, EXIT, RUNS);
}
