// Long argument lists: the time to plan `rtk <cmd> <N arguments>` in the core, to redact that
// command line before it is recorded, and a whole `rtk proxy true <N arguments>` run per
// runtime, at N, 4N and 16N arguments. Linear work
// grows 4x per step; quadratic work (joining the arguments by repeated concatenation once took
// 55 s at 160k) grows 16x. Median of a few runs; the ratios are what to read.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fmt, median, ROOT, RUNTIMES, table, timeRuns } from "./lib.mjs";

const SIZES = [10_000, 40_000, 160_000];
const COMMANDS = ["true", "proxy", "grep", "npm"];

async function loadRtk() {
  const { createRtkSync } = await import(join(ROOT, "dist", "lib", "node.js")).catch(() => ({}));
  if (createRtkSync) return createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
  throw new Error("build first: npm run build (dist/lib/node.js)");
}

// One-letter arguments: 160k of them with their pointers stay under the kernel's limit for an argv.
const argsOf = (n) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 26)));

function planMs(rtk, argv, runs = 5) {
  const times = [];
  for (let r = 0; r < runs + 1; r++) {
    const t = process.hrtime.bigint();
    rtk.plan(argv);
    if (r > 0) times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(times);
}

/** Each size's figure, then the growth per 4x step. */
function row(label, ms) {
  return [label, ...ms.map((m) => fmt(m)), ...ms.slice(1).map((m, i) => fmt(m / ms[i], 1))];
}

export default async function () {
  const rtk = await loadRtk();
  const headers = ["", ...SIZES.map((n) => `${n / 1000}k ms`), ...SIZES.slice(1).map((n, i) => `x ${SIZES[i] / 1000}k->${n / 1000}k`)];
  console.log("Planning in the core (Node, through the bindings), median ms:\n");
  table(headers, COMMANDS.map((cmd) => row(`plan ${cmd} <N args>`, SIZES.map((n) => planMs(rtk, [cmd, ...argsOf(n)])))));

  console.log("\nRedacting the command line before it is recorded (history.db, recall headers), median ms:\n");
  const core = rtk.core;
  const redactMs = (n) => {
    const line = ["proxy", "true", ...argsOf(n)].join(" ");
    const times = [];
    for (let r = 0; r < 6; r++) {
      const t = process.hrtime.bigint();
      core.call(() => core.outputText(core.exports.redactCommand(core.inputText(line))));
      if (r > 0) times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return median(times);
  };
  table(headers, [row("redact `proxy true <N args>`", SIZES.map(redactMs))]);

  console.log("\nWhole process `rtk proxy true <N args>`, median of 3 runs:\n");
  table(headers, RUNTIMES.map((rt) => row(rt.name, SIZES.map((n) => timeRuns([...rt.rtk, "proxy", "true", ...argsOf(n)], { runs: 3 })))));
}
