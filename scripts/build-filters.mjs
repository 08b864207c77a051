// Build step: compiles filters/*.toml into dist/filters.bin (the program the core loads at
// startup, so no TOML is parsed then) and dist/filters-tests.json (the inline tests, for
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
      contents: 'export { createRtkSync } from "./bindings/index"; export { compileBuiltins, formatIssue } from "./bindings/filters/builtins";',
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
  const { createRtkSync, compileBuiltins, formatIssue } = await import(`${pathToFileURL(tool).href}?t=${Date.now()}`);
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
  writeFileSync(join(root, "dist", "filters-tests.json"), JSON.stringify({ files: bundle.files, tests: bundle.tests }));
  return { filters: bundle.filters.length, tests: bundle.tests.length, bytes: bundle.program.length };
}
