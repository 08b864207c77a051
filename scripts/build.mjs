// Builds everything a fresh clone needs: the wasm core and the bundled CLI.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildFilters } from "./build-filters.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const bin = (name) => join(root, "node_modules", ".bin", name);

function step(name, fn) {
  const t = performance.now();
  fn();
  console.log(`build: ${name} (${Math.round(performance.now() - t)} ms)`);
}

mkdirSync(join(root, "dist"), { recursive: true });

step("wasm core -> dist/rtk.wasm", () => {
  execFileSync(bin("asc"), ["assembly/index.ts", "--target", "release"], { cwd: root, stdio: "inherit" });
});

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
  define: { __RTK_VERSION__: JSON.stringify(pkg.version) },
  logLevel: "warning",
});
console.log(`build: cli -> dist/cli/main.js (${Math.round(performance.now() - t)} ms)`);

// The in-process agent hooks, one entry per runtime, loaded by the launcher `rtk init` installs.
// They read dist/rtk.wasm beside them (../rtk.wasm); what only some calls need (the TOML filter
// compiler, zod) stays in chunks loaded on demand, so a hook call parses little code.
{
  const th = performance.now();
  rmSync(join(root, "dist", "hooks"), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ["host/hooks/node-hook.ts", "host/hooks/bun-hook.ts"],
    outdir: "dist/hooks",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "es2022",
    minify: true,
    legalComments: "none",
    external: ["node:*", "bun:*"],
    logLevel: "warning",
  });
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
