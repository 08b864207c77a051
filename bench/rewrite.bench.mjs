// The rewrite path: a typical compound command rewritten in the core (warm, median µs per
// call, with and without permission rules and config), the permission gate's cost against the
// rewrite alone on lines up to 100 KB, then the whole `rtk rewrite` process per runtime beside
// the runtime's empty start. HOME points at an empty temp directory so no
// real settings are read.
import { mkdtempSync, rmSync } from "node:fs";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, median, ROOT, RUNTIMES, table, timeRuns } from "./lib.mjs";

const TYPICAL = "cargo fmt --all && cargo test 2>&1 | tail -20";
const LONG = 'FOO="a b" timeout 300 cargo test --all -- --nocapture 2>&1 | tail -50; git status && git diff --stat; npx vitest run src/a.test.ts > out.log';
const RUNS = 25;

async function loadRtk() {
  const { createRtkSync } = await import(join(ROOT, "dist", "lib", "node.js")).catch(() => ({}));
  if (createRtkSync) return createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
  throw new Error("build first: npm run build (dist/lib/node.js)");
}

/** Median µs per call over `rounds` rounds of `batch` calls each, after a warm-up. */
function perCall(fn, { batch = 2000, rounds = 15 } = {}) {
  for (let i = 0; i < batch; i++) fn();
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    samples.push(Number(process.hrtime.bigint() - t) / 1e3 / batch);
  }
  return median(samples);
}

export default async function () {
  const rtk = await loadRtk();
  const options = {
    permissions: { allow: ["Bash(git status)", "Bash(cargo test:*)", "Bash(npm run *)"], ask: ["Bash(git push:*)"], deny: ["Bash(rm -rf:*)"] },
    excludeCommands: ["psql", "^curl\\b"],
    transparentPrefixes: ["direnv exec ."],
  };
  const rows = [];
  const noop = perCall(() => rtk.rewrite("echo hi"));
  rows.push(["`echo hi` (nothing to rewrite)", fmt(noop, 2)]);
  rows.push([`\`${TYPICAL}\``, fmt(perCall(() => rtk.rewrite(TYPICAL)), 2)]);
  rows.push(["same, with permissions + [hooks] config", fmt(perCall(() => rtk.rewrite(TYPICAL, options)), 2)]);
  rows.push([`long line (${LONG.length} chars, 6 commands), with config`, fmt(perCall(() => rtk.rewrite(LONG, options)), 2)]);
  console.log("In the core, warm (Node, through the bindings), median µs per call:\n");
  table(["command line", "µs/call"], rows);

  // The permission gate: the same line with and without rules (the rewrite alone is the
  // baseline), and lines of 1, 10 and 100 KB to show its time grows linearly.
  const gateRows = [];
  const sized = (n) => Array.from({ length: n }, (_, i) => `git log --grep "fix ${i}" -- src/f${i}.ts`).join(" && ");
  for (const [label, line, batch] of [[`\`${TYPICAL}\``, TYPICAL, 2000], ["1 KB, 25 commands", sized(25), 200], ["10 KB", sized(250), 20], ["100 KB", sized(2500), 3]]) {
    const without = perCall(() => rtk.rewrite(line), { batch, rounds: 7 });
    const withRules = perCall(() => rtk.rewrite(line, options), { batch, rounds: 7 });
    gateRows.push([label, fmt(without, 1), fmt(withRules, 1), fmt(withRules / without, 2), fmt(withRules / (line.length / 1024), 1)]);
  }
  console.log("\nThe permission gate (rules above), median µs per call:\n");
  table(["command line", "no rules", "with rules", "x no rules", "µs per KB"], gateRows);

  const home = mkdtempSync(join(tmpdir(), "rtk-bench-home-"));
  const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: "", CLAUDE_CONFIG_DIR: "", CLAUDE_PROJECT_DIR: "" };
  try {
    console.log(`\nWhole process \`rtk rewrite "${TYPICAL}"\`, median of ${RUNS} runs:\n`);
    const proc = [];
    for (const rt of RUNTIMES) {
      const empty = timeRuns(rt.empty, { runs: RUNS, env, cwd: home });
      const version = timeRuns([...rt.rtk, "--version"], { runs: RUNS, env, cwd: home });
      const rewrite = timeRuns([...rt.rtk, "rewrite", TYPICAL], { runs: RUNS, env, cwd: home });
      proc.push([rt.name, fmt(empty), fmt(version), fmt(rewrite), fmt(rewrite - empty), fmt(rewrite - version), fmt(rewrite / empty, 2)]);
    }
    table(["runtime", "empty start ms", "rtk --version ms", "rtk rewrite ms", "over empty", "over --version", "x empty"], proc);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
