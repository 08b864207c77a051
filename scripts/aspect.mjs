// Runs the as-pect suite (assembly/**/__tests__/*.spec.ts) and prints one closing line that
// CI can read: "aspect: N passed, N failed, N skipped" (skipped: its todos). Exits non-zero when
// a test fails or asp crashes.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import stripAnsi from "strip-ansi";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const asp = join(root, "node_modules", ".bin", "asp");
const res = spawnSync(asp, ["--config", "as-pect.config.js", "--no-logo", ...process.argv.slice(2)], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
const text = stripAnsi(`${res.stdout ?? ""}${res.stderr ?? ""}`);
process.stdout.write(text);

// as-pect prints one "[Tests]: passed / total" line in its summary.
const m = /\[Tests\]:\s*(\d+)\s*\/\s*(\d+)/.exec(text);
if (!m) {
  console.log("aspect: 0 passed, 1 failed, 0 skipped (no summary: the suite did not run)");
  process.exit(1);
}
const passed = Number(m[1]);
const failed = Number(m[2]) - passed;
// Each file's line: "... Pass: 7 / 7 Todo: 0 Time: ...".
const todo = [...text.matchAll(/Todo: (\d+)/g)].reduce((n, t) => n + Number(t[1]), 0);
console.log(`aspect: ${passed} passed, ${failed} failed, ${todo} skipped`);
process.exit(failed > 0 || res.status !== 0 ? 1 : 0);
