// Builds everything a fresh clone needs: the wasm core and the bundled CLI. dist/.build/sources.json
// records what it was built from (scripts/build-stamp.mjs). --js-only keeps the wasm; --if-stale
// (what `prepare` runs) builds only when the sources changed since, and only the part they feed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHashes, staleness, writeStamp } from "./build-stamp.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const bin = (name) => join(root, "node_modules", ".bin", name);

mkdirSync(join(root, "dist"), { recursive: true });

let jsOnly = process.argv.includes("--js-only");
if (process.argv.includes("--if-stale")) {
  const stale = staleness(root);
  if (stale === null) {
    console.log("build: dist/ is up to date with the sources (npm run build rebuilds it anyway)");
    process.exit(0);
  }
  console.log(`build: ${stale.reason}`);
  jsOnly = stale.part === "js";
}
// The toolchain, loaded only for a build (an up-to-date tree needs no node_modules to say so).
const [{ build }, { buildCores, builtCores }, { buildFilters }, { eagerFunctions }] = await Promise.all([
  import("esbuild"),
  import("./build-cores.mjs"),
  import("./build-filters.mjs"),
  import("./eager-functions.mjs"),
]);
// What this build is made from, read before it starts (an edit made meanwhile stays stale).
const sources = sourceHashes(root);
// Which build this is, for what a run keeps between runs that another build may read otherwise
// (host/cli/filter-cache.ts: compiled trusted filters): a digest of every source's hash.
const buildId = createHash("sha256").update(JSON.stringify(sources)).digest("hex").slice(0, 16);
// --js-only: keep the wasm already built (dist/rtk.wasm, dist/cores/), rebuild everything else.
const tc = performance.now();
const cores = jsOnly ? builtCores(root) : await buildCores(root, bin("asc"));
if (!jsOnly) console.log(`build: wasm -> dist/rtk.wasm + dist/rewrite.wasm + dist/decide.wasm + dist/cores/{${cores.names.join(",")}}.wasm (${Math.round(performance.now() - tc)} ms)`);

{
  const tf = performance.now();
  const f = await buildFilters(root);
  console.log(`build: built-in filters -> dist/filters.bin (${f.filters} filters, ${f.tests} tests passed, ${f.bytes} bytes) (${Math.round(performance.now() - tf)} ms)`);
}

rmSync(join(root, "dist", "cli"), { recursive: true, force: true });
const t = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: { main: "host/cli/main.ts" },
  outdir: "dist/cli",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "es2022",
  minify: true,
  legalComments: "none",
  external: ["node:*", "bun:*"],
  define: { __RTK_VERSION__: JSON.stringify(pkg.version), __RTK_BUILD__: JSON.stringify(buildId), __RTK_CORE_ROUTES__: JSON.stringify(cores.routes) },
  logLevel: "warning",
});
// Per runtime, two self-contained files (no shared chunks to load): the first module, which reads
// argv and loads one of the next two, and the quick start, with only what --version and a
// command on a command core need (on Deno one file, the quick start, is both). Node's and Bun's are CommonJS (bin/rtk.cjs, the npm bin,
// requires them: no ES module loader to start on Node, no import() on Bun); Bun's are bundled by
// Bun itself with a bytecode cache beside each (scripts/bundle-bun.mjs); Deno's must not touch
// node: modules (loading Deno's Node layer costs more than the whole run).
// Deno's is dist/cli/start.js, which bin/rtk.js imports statically: a dynamic import() costs Deno
// a module graph load of its own, ~3 ms of every run. So it must also run on Node and Bun (which
// may start bin/rtk.js too): the Deno bundle is wrapped in `if (globalThis.Deno)`, and elsewhere
// it hands over to that runtime's CommonJS first module. The bundle has no import or export
// statement (checked below), so it is valid inside a block.
const ESM_START_ELSEWHERE =
  '}else{globalThis.process?.getBuiltinModule?.("node:module")?.enableCompileCache?.();' +
  'await import(new URL(globalThis.Bun?"./bun.cjs":"./node.cjs",import.meta.url).href)}';
// The hook starts are one CommonJS file each, and a CommonJS bundle cannot leave a dynamic
// import() in a chunk of its own: the filter schema (zod, ~450 KB), which only compiling a
// trusted local filter needs, would be parsed by every hook call. It is its own CommonJS file
// beside them (dist/cli/filter-schema.cjs), required only when a filter compiles.
// (Deno: a one-file hook start, like these, cost 3.5 ms more CPU per call than the full
// program's chunks, which Deno keeps compiled in its code cache; measured, not kept.)
const schemaSibling = (file) => [{ importer: "bindings/filters/load.ts", path: "./schema", file }];
const siblingsPlugin = (siblings) => ({
  name: "rtk-hook-siblings",
  setup: (b) =>
    b.onResolve({ filter: /^\.\// }, (a) => {
      const importer = a.importer.split("\\").join("/");
      const file = siblings.find((s) => s.path === a.path && importer.endsWith(s.importer))?.file;
      return file ? { path: file, external: true } : undefined;
    }),
});
await build({
  absWorkingDir: root,
  entryPoints: ["bindings/filters/schema.ts"],
  outfile: join(root, "dist", "cli", "filter-schema.cjs"),
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "es2022",
  minify: true,
  legalComments: "none",
  logLevel: "error",
});
const MODULE_URL = {
  node: 'const __rtk_module_url=require("node:url").pathToFileURL(__filename).href;',
  bun: "const __rtk_module_url=Bun.pathToFileURL(__filename).href;",
};
for (const runtime of ["node", "bun", "deno"]) {
  const cjs = runtime !== "deno";
  const ext = cjs ? "cjs" : "js";
  // Deno's first module is its quick start (host/deno/cli.ts says why).
  // Node and Bun also get the hook start (host/<runtime>/hook.ts): `rtk hook <agent>` in one file.
  // And the hook client (host/<runtime>/hook-client.ts), which asks the warm hook server before the hook start loads.
  for (const [entry, name] of runtime === "deno" ? [["cli", "start"]] : [["cli", runtime], ["quick", `${runtime}-quick`], ["hook", `${runtime}-hook`], ["hook-client", `${runtime}-hook-client`]]) {
    const out = join(root, "dist", "cli", `${name}.${ext}`);
    const define = {
      __RTK_VERSION__: JSON.stringify(pkg.version),
      __RTK_BUILD__: JSON.stringify(buildId),
      __RTK_CORE_ROUTES__: JSON.stringify(cores.routes),
      ...(cjs ? { "import.meta.url": "__rtk_module_url" } : {}),
    };
    if (runtime === "bun") {
      const spec = { entry: join(root, `host/bun/${entry}.ts`), outfile: out, define, banner: MODULE_URL.bun, external: ["./main.js", "./bun-quick.cjs", "./bun-hook.cjs", "./bun-hook-client.cjs"], siblings: entry === "hook" ? schemaSibling("./filter-schema.cjs") : [] };
      const r = spawnSync(bin("bun"), [join(root, "scripts", "bundle-bun.mjs"), JSON.stringify(spec)], { cwd: root, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`scripts/bundle-bun.mjs failed for host/bun/${entry}.ts:\n${r.stderr || r.error}`);
      continue;
    }
    await build({
      absWorkingDir: root,
      entryPoints: [`host/${runtime}/${entry}.ts`],
      outfile: out,
      bundle: true,
      format: cjs ? "cjs" : "esm",
      platform: "node",
      target: "es2022",
      minify: true,
      legalComments: "none",
      external: ["node:*", "bun:*", "./main.js", `./${runtime}-quick.${ext}`, `./${runtime}-hook.${ext}`, `./${runtime}-hook-client.${ext}`],
      define,
      plugins: entry === "hook" ? [siblingsPlugin(schemaSibling("./filter-schema.cjs"))] : [],
      banner: cjs ? { js: MODULE_URL[runtime] } : { js: "if(globalThis.Deno){" },
      footer: cjs ? {} : { js: ESM_START_ELSEWHERE },
      logLevel: "error",
    });
    if (!cjs) {
      const text = readFileSync(out, "utf8");
      const statement = text.match(/(?:^|[;}])(?:import[^()]*?from"[^"]+"|import"[^"]+"|export\s*[{*]|export (?:default|const|let|var|function|class)\b)/m);
      if (statement) throw new Error(`dist/cli/${name}.js has an import or export statement, which cannot sit in its if block: ${statement[0]}`);
    }
    // Node's first module and quick start: every function compiled with the file, so that the
    // compile cache (bin/rtk.cjs turns it on) holds them and a run compiles none
    // (scripts/eager-functions.mjs): ~2.5 ms less CPU of `rtk git status`. Not Deno's start,
    // which is also its hook client: there a served `rtk hook` cost ~4.5 ms more CPU (the whole
    // file compiled, or its larger cache read, for the few functions the hook calls), against
    // ~1 ms less for a command. Not the hook starts, whose caches host/node/hook-client.ts weighs.
    if (runtime === "node" && (entry === "cli" || entry === "quick")) writeFileSync(out, eagerFunctions(readFileSync(out, "utf8")));
  }
}
console.log(`build: cli -> dist/cli/main.js + first modules and quick starts per runtime (${Math.round(performance.now() - t)} ms)`);

// The in-process agent hooks, one entry per runtime, loaded by the launcher's client
// (dist/cli/<runtime>-hook-client.cjs's launch) when no warm server answers; and
// dist/hooks/<runtime>-hook.mjs, which launchers of hook version 2 (rtk-rewrite.mjs) import.
// They read the rewrite core beside them (../rewrite.wasm). Each is one ES module: every chunk
// of a split bundle costs Node's ES module loader a resolve, a compile and a link per call (the
// hook's 20 chunks: ~10 ms of CPU). The filter schema (zod), which only compiling a trusted local
// filter needs, is a module of its own beside them (dist/hooks/filter-schema.mjs).
{
  const th = performance.now();
  rmSync(join(root, "dist", "hooks"), { recursive: true, force: true });
  const esm = { bundle: true, format: "esm", platform: "node", target: "es2022", minify: true, legalComments: "none", logLevel: "warning" };
  await build({ ...esm, absWorkingDir: root, entryPoints: ["bindings/filters/schema.ts"], outfile: "dist/hooks/filter-schema.mjs" });
  // Per runtime two: an earlier launcher's entry (${runtime}-hook.mjs, which hands the call to
  // the hook client in dist/cli/) and the in-process hook the client imports when no server
  // answers (${runtime}-hook-run.mjs).
  const define = { __RTK_BUILD__: JSON.stringify(buildId) };
  for (const runtime of ["node", "bun"]) {
    for (const [entry, name] of [[`${runtime}-hook`, `${runtime}-hook`], [`${runtime}-hook-run`, `${runtime}-hook-run`]]) {
      await build({
        ...esm,
        absWorkingDir: root,
        entryPoints: [`host/hooks/${entry}.ts`],
        outfile: `dist/hooks/${name}.mjs`,
        define,
        external: ["node:*", "bun:*", "./node-hook.cjs", "./bun-hook.cjs"],
        plugins: [siblingsPlugin(schemaSibling("./filter-schema.mjs"))],
      });
    }
  }
  console.log(`build: hooks -> dist/hooks/ (${Math.round(performance.now() - th)} ms)`);
}

// The library: dist/lib/{node,bun,deno,browser}.js and their generated .d.ts types.
const { buildLibrary, buildPlayground } = await import("./build-library.mjs");
const tl = performance.now();
await buildLibrary(root, bin);
console.log(`build: library -> dist/lib/ (${Math.round(performance.now() - tl)} ms)`);
const tp = performance.now();
await buildPlayground(root);
console.log(`build: playground -> dist/playground/ (${Math.round(performance.now() - tp)} ms)`);
writeStamp(root, sources, { jsOnly });
