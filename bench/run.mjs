// `npm run bench`: runs every bench/*.bench.mjs (or those named on the command line) in turn.
// Each bench prints its own table; figures are medians and ratios against a baseline measured
// in the same run, never absolute pass/fail thresholds.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.mjs"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
for (const f of files) {
  console.log(`\n## ${f.replace(".bench.mjs", "")}\n`);
  const mod = await import(pathToFileURL(join(here, f)).href);
  await mod.default();
}
