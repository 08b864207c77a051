// The fidelity harness's table (tests/fidelity/): every real fixture through its filter, per tool
// family the facts found in the raw output, those kept verbatim, those a capped list left to
// `rtk recall`, and the savings. Counts, not timings; run under Bun, which reads the harness's
// TypeScript as it is.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { BIN, ROOT } from "./lib.mjs";

export default async function () {
  const r = spawnSync(BIN("bun"), [join(ROOT, "tests", "fidelity", "table.ts")], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`fidelity table failed (exit ${r.status}): ${r.stderr}`);
  process.stdout.write(r.stdout);
}
