// The build, test and lint filters of the core (assembly/filters/{rust,go,python,js,native}) on
// large inputs: each real fixture's output (stdout then stderr) repeated to about 4 MB and fed
// through its session in 64 KiB chunks, in process (Node), beside the `raw` session on the same
// bytes in the same run. Medians over RUNS; ratio = filter time / raw time. With
// RTK_BENCH_BASELINE=<another build's rtk.wasm>, two more columns: the CPU time of this build and
// of that one on the same input, taking turns in this process, and their ratio (this / baseline:
// below 1 is faster).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, sessionTable } from "./lib.mjs";

const EXIT = 1;
const RUNS = 5;
const TARGET = 4 * 1024 * 1024;
const CASES = [
  ["dev:pytest", "pytest/pass/big-verbose"],
  ["dev:pytest", "pytest/fail/default"],
  ["dev:go-test-json", "go/test/big-pass-json"],
  ["dev:go-test", "go/test/big-pass-v"],
  ["dev:cargo-test", "cargo/test/big-pass"],
  ["dev:jest", "jest/big-pass-verbose"],
  ["dev:node-test", "node-test/big-pass"],
  ["dev:eslint", "eslint/real-package"],
  ["dev:tsc", "tsc/errors-pretty"],
  ["dev:make", "make/gcc-errors"],
  ["dev:detect", "pm-scripts/npm-test-vitest-fail"],
];

function input(path) {
  const dir = join(ROOT, "fixtures", path);
  const one = Buffer.concat([readFileSync(join(dir, "stdout.txt")), readFileSync(join(dir, "stderr.txt"))]);
  const n = Math.max(1, Math.ceil(TARGET / one.length));
  return Buffer.concat(Array.from({ length: n }, () => one));
}

export default async function () {
  await sessionTable(CASES, input, EXIT, RUNS);
}
