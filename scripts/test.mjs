// `npm test`: the as-pect suite, then every vitest suite (unit, hosts, end-to-end in Node,
// Bun and Deno, browser). Closes with one line CI can read: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const extra = process.argv.slice(2);

let passed = 0;
let failed = 0;

const aspect = spawnSync(process.execPath, [join(root, "scripts", "aspect.mjs")], { cwd: root, encoding: "utf8" });
process.stdout.write(aspect.stdout ?? "");
process.stderr.write(aspect.stderr ?? "");
const am = /aspect: (\d+) passed, (\d+) failed/.exec(aspect.stdout ?? "");
if (am) {
  passed += Number(am[1]);
  failed += Number(am[2]);
} else failed += 1;
if (aspect.status !== 0 && (!am || Number(am[2]) === 0)) failed += 1;

const report = join(root, "dist", "vitest-report.json");
rmSync(report, { force: true });
const vitest = spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra], {
  cwd: root,
  stdio: "inherit",
});
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (vitest.status !== 0 && r.numFailedTests === 0) failed += 1; // a suite failed to load
} else failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
