// Byte-for-byte comparison of two builds' filter output: what a speed change must not alter.
//   node bench/compare-outputs.mjs <baseline rtk.wasm> [this rtk.wasm, default dist/rtk.wasm]
// Every real fixture whose command plans to a filter session (code or declarative) is fed, as
// the code-filters bench feeds it (stdout then stderr, in 64 KiB chunks), through both cores and
// ended with exit code 0 and with 1 (and the fixture's own when it is neither); then every code
// filter's bench input (bench/code-filters-inputs.mjs, the tasks stages included) at 1 and 4 MB
// (RTK_COMPARE_SIZES), both exit codes. Each run's output is compared as the sequence of
// (stream, bytes) it wrote, with the session's final figures (cut, counts). Prints each
// difference (fixture, spec, exit code, first differing byte) and exits 1 when there is one.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { caseDirs, codeFilters, commandArgv, scaledInput } from "./code-filters-inputs.mjs";
import { ROOT } from "./lib.mjs";

const CHUNK = 65536;
const MB = 1024 * 1024;
const [basePath, thisPath = join(ROOT, "dist", "rtk.wasm")] = process.argv.slice(2);
if (!basePath) {
  console.error("usage: node bench/compare-outputs.mjs <baseline rtk.wasm> [this rtk.wasm]");
  process.exit(2);
}
const { createRtkSync } = await import(join(ROOT, "dist", "lib", "node.js"));
const cores = [createRtkSync(readFileSync(thisPath)), createRtkSync(readFileSync(basePath))];
const sizes = (process.env.RTK_COMPARE_SIZES ?? "1,4").split(",").map(Number);

/** What one run wrote: its chunks joined per stream change, and its final figures. */
function run(rtk, spec, stdout, stderr, exitCode) {
  const parts = [];
  const sink = (stream, bytes) => {
    const last = parts[parts.length - 1];
    if (last && last.stream === stream) last.chunks.push(Buffer.from(bytes));
    else parts.push({ stream, chunks: [Buffer.from(bytes)] });
  };
  const s = rtk.openSession(spec);
  for (let at = 0; at < stdout.length; at += CHUNK) s.push(1, stdout.subarray(at, at + CHUNK), sink);
  for (let at = 0; at < stderr.length; at += CHUNK) s.push(2, stderr.subarray(at, at + CHUNK), sink);
  s.end(exitCode, sink);
  return { parts: parts.map((p) => ({ stream: p.stream, bytes: Buffer.concat(p.chunks) })), stats: JSON.stringify(s.stats ?? null) };
}

function differs(a, b) {
  if (a.stats !== b.stats) return `final figures ${a.stats} vs ${b.stats}`;
  if (a.parts.length !== b.parts.length) return `${a.parts.length} vs ${b.parts.length} stream runs`;
  for (let i = 0; i < a.parts.length; i++) {
    const x = a.parts[i];
    const y = b.parts[i];
    if (x.stream !== y.stream) return `stream run ${i}: stream ${x.stream} vs ${y.stream}`;
    if (!x.bytes.equals(y.bytes)) {
      let at = 0;
      while (at < x.bytes.length && at < y.bytes.length && x.bytes[at] === y.bytes[at]) at++;
      return `stream run ${i} (stream ${x.stream}): first difference at byte ${at} of ${x.bytes.length} vs ${y.bytes.length}: ${JSON.stringify(x.bytes.subarray(at, at + 60).toString())} vs ${JSON.stringify(y.bytes.subarray(at, at + 60).toString())}`;
    }
  }
  return "";
}

let compared = 0;
let failed = 0;
function compare(label, spec, stdout, stderr, codes) {
  for (const code of new Set(codes)) {
    const [a, b] = cores.map((c) => run(c, spec, stdout, stderr, code));
    compared++;
    const d = differs(a, b);
    if (d) {
      failed++;
      console.log(`DIFF ${label} [${spec}] exit ${code}: ${d}`);
    }
  }
}

const rtk = cores[0];
const FIXTURES = join(ROOT, "fixtures");
for (const dir of caseDirs(FIXTURES)) {
  const line = readFileSync(join(dir, "cmd"), "utf8").trim().replace(/^cd \S+ && /, "");
  const argv = commandArgv(rtk, line);
  if (argv.length === 0) continue;
  const plan = rtk.plan(argv);
  if (plan.session === "raw" || (plan.input !== "spawn" && plan.input !== "files")) continue;
  const stdout = readFileSync(join(dir, "stdout.txt"));
  const stderr = existsSync(join(dir, "stderr.txt")) ? readFileSync(join(dir, "stderr.txt")) : Buffer.alloc(0);
  const own = existsSync(join(dir, "exit_code")) ? Number.parseInt(readFileSync(join(dir, "exit_code"), "utf8").trim() || "0", 10) : 0;
  compare(relative(FIXTURES, dir), plan.session, stdout, stderr, [0, 1, own]);
}
const fixtureRuns = compared;
for (const filter of codeFilters(rtk)) {
  for (const mb of sizes) {
    const input = scaledInput(filter, mb * MB);
    compare(`${filter.name} ${mb} MB (${filter.fixture})`, filter.spec, input.stdout, input.stderr, [0, 1]);
  }
}
console.log(`${compared} runs compared (${fixtureRuns} on fixtures, ${compared - fixtureRuns} on the code-filters bench inputs at ${sizes.join(", ")} MB): ${failed} differ`);
process.exit(failed > 0 ? 1 : 0);
