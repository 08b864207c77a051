// `npm test`: rebuilds dist/ first when it no longer matches the sources (so a stale build never
// gives a green run), then the as-pect suite, then every vitest suite (unit, hosts, end to end in
// Node, Bun and Deno, browser). Closes with why tests were skipped, the suites that failed to
// load, and one line CI can read: "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { staleness } from "./build-stamp.mjs";
import { summarize } from "./test-summary.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const extra = process.argv.slice(2);

const stale = staleness(root);
if (stale !== null) {
  console.log(`npm test: dist/ does not match the sources (${stale.reason}): rebuilding it first`);
  const build = spawnSync(process.execPath, [join(root, "scripts", "build.mjs"), "--if-stale"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.log("\nnpm test: the build failed, so nothing was tested\n0 passed, 1 failed, 0 skipped");
    process.exit(1);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;

const aspect = spawnSync(process.execPath, [join(root, "scripts", "aspect.mjs")], { cwd: root, encoding: "utf8" });
process.stdout.write(aspect.stdout ?? "");
process.stderr.write(aspect.stderr ?? "");
const am = /aspect: (\d+) passed, (\d+) failed, (\d+) skipped/.exec(aspect.stdout ?? "");
if (am) {
  passed += Number(am[1]);
  failed += Number(am[2]);
  skipped += Number(am[3]);
}
if (!am || (aspect.status !== 0 && Number(am[2]) === 0)) failed += 1;

const report = join(root, "dist", "vitest-report.json");
rmSync(report, { force: true });
const vitest = spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra], {
  cwd: root,
  stdio: "inherit",
});

const v = summarize(existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : null, root, vitest.status);
passed += v.passed;
failed += v.failed;
skipped += v.skipped;
if (v.lines.length > 0) console.log(`\n${v.lines.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
