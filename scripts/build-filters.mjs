// Build step: compiles filters/*.toml into dist/filters.bin (the program the core loads at
// startup, so no TOML is parsed then), dist/filters-index.json (which filters a command word can
// reach: the CLI loads only those) and dist/filters-tests.json (the inline tests, for
// `rtk verify`). Fails the build on an invalid filter, a failing inline test or a filter
// without tests. Runs after the wasm is built: patterns are compiled by the core itself.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export async function buildFilters(root) {
  const tool = join(root, "dist", ".build", "filters-tool.mjs");
  mkdirSync(join(root, "dist", ".build"), { recursive: true });
  await build({
    absWorkingDir: root,
    stdin: {
      contents:
        'export { createRtkSync } from "./bindings/index"; export { compileBuiltins, formatIssue } from "./bindings/filters/builtins"; export { writeProgram } from "./bindings/filters/program";',
      resolveDir: root,
      loader: "ts",
    },
    outfile: tool,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "es2022",
    logLevel: "warning",
  });
  const { createRtkSync, compileBuiltins, formatIssue, writeProgram } = await import(`${pathToFileURL(tool).href}?t=${Date.now()}`);
  const rtk = createRtkSync(readFileSync(join(root, "dist", "rtk.wasm")));
  const dir = join(root, "filters");
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith(".toml"))
    .sort()
    .map((f) => ({ path: `filters/${f}`, text: readFileSync(join(dir, f), "utf8") }));
  const bundle = await compileBuiltins(rtk, sources);
  const errors = bundle.issues.filter((i) => i.level === "error");
  for (const i of bundle.issues) console.error(formatIssue(i));
  if (errors.length > 0) throw new Error(`built-in filters: ${errors.length} error(s)`);
  writeFileSync(join(root, "dist", "filters.bin"), bundle.program);
  writeFileSync(join(root, "dist", "filters-index.json"), JSON.stringify(filterIndex(rtk, bundle, writeProgram)));
  writeFileSync(join(root, "dist", "filters-tests.json"), JSON.stringify({ files: bundle.files, tests: bundle.tests }));
  return { filters: bundle.filters.length, tests: bundle.tests.length, bytes: bundle.program.length };
}

/** Bytes of the program before its first filter: magic, version, count (bindings/filters/program.ts). */
const PROGRAM_HEADER = 12;

/**
 * dist/filters-index.json, which lets the CLI load only the built-in filters a command line can
 * reach (host/cli/filter-tiers.ts): the words that plan another command line (they load every
 * filter), and per filter, in the program's order, [start, end) of its bytes in filters.bin, the
 * literal prefixes one of which every line its match_command matches starts with (null: any
 * line), 1 when it detects output (detection runs on any runner's output: always loaded), and
 * the indices of the filters its routes lead to. Prefixes and words are the core's own answers
 * (exports/filter-index.ts), so the index rules out exactly the filters lookup would.
 */
function filterIndex(rtk, bundle, writeProgram) {
  const len = rtk.core.exports.filtersIndex();
  const { wrappers, prefixes } = JSON.parse(rtk.core.outputText(len));
  if (prefixes.length !== bundle.filters.length) throw new Error(`filter index: ${prefixes.length} filters in the core, ${bundle.filters.length} built`);
  const at = new Map(bundle.filters.map((f, i) => [f.name, i]));
  let offset = PROGRAM_HEADER;
  const filters = bundle.filters.map((f, i) => {
    const start = offset;
    offset += writeProgram([f]).length - PROGRAM_HEADER;
    const routes = (f.route ?? []).filter((r) => r.filter !== undefined && at.has(r.filter)).map((r) => at.get(r.filter));
    return [start, offset, prefixes[i], f.detect_output != null ? 1 : 0, routes];
  });
  if (offset !== bundle.program.length) throw new Error(`filter index: the filters end at ${offset}, the program at ${bundle.program.length}`);
  return { size: bundle.program.length, wrappers, filters };
}
