// The library and playground builds. The library: one ES module per runtime in dist/lib/ (node, bun, deno, browser), each
// loading dist/rtk.wasm from beside dist/lib/, plus generated .d.ts types (tsc, no hand-kept copy).
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { build } from "esbuild";

export const LIBRARY_RUNTIMES = ["node", "bun", "deno", "browser"];

export async function buildLibrary(root, bin) {
  const out = join(root, "dist", "lib");
  rmSync(out, { recursive: true, force: true });
  // One build for the four entry points: the TOML path (smol-toml, zod) is split into chunks
  // that load only when a filter file is compiled, so importing the library stays light.
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(LIBRARY_RUNTIMES.map((runtime) => [runtime, `host/${runtime}/library.ts`])),
    outdir: "dist/lib",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    target: "es2022",
    external: ["node:*", "bun:*"],
    legalComments: "none",
    logLevel: "warning",
  });
  // Declarations only, without a type check (the test suites do the checking): one tree under
  // dist/lib/types, and one small entry per runtime that re-exports its library module's types.
  execFileSync(bin("tsc"), [
    "--emitDeclarationOnly", "--declaration", "--noCheck", "--skipLibCheck",
    "--target", "es2022", "--module", "esnext", "--moduleResolution", "bundler",
    "--outDir", "dist/lib/types",
    ...LIBRARY_RUNTIMES.map((r) => `host/${r}/library.ts`), "host/deno/globals.d.ts",
  ], { cwd: root, stdio: "inherit" });
  addJsExtensions(join(out, "types"));
  for (const runtime of LIBRARY_RUNTIMES) {
    writeFileSync(join(out, `${runtime}.d.ts`), `export * from "./types/host/${runtime}/library.js";\n`);
  }
}

/** tsc keeps our extensionless relative imports; Node16-resolving consumers need the ".js". */
function addJsExtensions(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) addJsExtensions(path);
    else if (name.endsWith(".d.ts")) {
      const text = readFileSync(path, "utf8").replace(/((?:from|import)\s*\(?\s*["'])(\.{1,2}\/[^"']+?)(?<!\.js)(["'])/g, "$1$2.js$3");
      writeFileSync(path, text);
    }
  }
}

/**
 * The playground as static files (dist/playground/): the page, its bundled script, the wasm,
 * the real fixtures and the built-in filter files, so it runs offline from any static host.
 */
export async function buildPlayground(root) {
  const out = join(root, "dist", "playground");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: { app: "host/playground/app.ts" },
    outdir: "dist/playground",
    bundle: true,
    // One file: the TOML path is used on every edit, and an in-bundle import() resolves as a
    // microtask, so a re-run never yields to layout or timers half-way.
    splitting: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  for (const file of ["index.html", "style.css"]) copyFileSync(join(root, "host", "playground", file), join(out, file));
  copyFileSync(join(root, "dist", "rtk.wasm"), join(out, "rtk.wasm"));
  if (existsSync(join(root, "dist", "filters.bin"))) copyFileSync(join(root, "dist", "filters.bin"), join(out, "filters.bin"));

  // Fixtures: every folder with cmd + stdout.txt, copied with an index of (id, command, exit code).
  // The command is the user's: without the `cd <dir> &&` it was captured in, a tool run by its
  // absolute path named by its file name. A sample that would still show a folder of the machine
  // it was captured on (/work/..., /root/...) in its command or output is left out.
  const LOCAL = /\/(?:work|root)\//;
  const userCommand = (cmd) => cmd.replace(/^cd \S+ && /, "").replace(/^((?:[A-Za-z_][A-Za-z0-9_]*=\S* )*)\/\S*\/([^/\s]+)(?= |$)/, "$1$2");
  const fixtures = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (!statSync(path).isDirectory()) continue;
      if (existsSync(join(path, "cmd")) && existsSync(join(path, "stdout.txt"))) {
        const id = relative(join(root, "fixtures"), path).split(sep).join("/");
        const command = userCommand(readFileSync(join(path, "cmd"), "utf8").trim());
        const outputs = ["stdout.txt", "stderr.txt"].filter((f) => existsSync(join(path, f)));
        if (!LOCAL.test(command) && !outputs.some((f) => LOCAL.test(readFileSync(join(path, f), "latin1")))) {
          const dest = join(out, "fixtures", ...id.split("/"));
          mkdirSync(dest, { recursive: true });
          for (const f of outputs) copyFileSync(join(path, f), join(dest, f));
          const exit = existsSync(join(path, "exit_code")) ? readFileSync(join(path, "exit_code"), "utf8").trim() : "0";
          fixtures.push({ id, command, exitCode: Number.parseInt(exit, 10) || 0 });
        }
      }
      walk(path);
    }
  };
  if (existsSync(join(root, "fixtures"))) walk(join(root, "fixtures"));
  mkdirSync(join(out, "fixtures"), { recursive: true });
  writeFileSync(join(out, "fixtures", "index.json"), JSON.stringify(fixtures));

  // Built-in filters: the TOML files as they are, with the names each defines.
  const { parse } = await import("smol-toml");
  const filters = [];
  mkdirSync(join(out, "filters"), { recursive: true });
  const dir = join(root, "filters");
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".toml")).sort() : []) {
    const text = readFileSync(join(dir, file), "utf8");
    let names = [];
    try {
      names = Object.keys(parse(text).filters ?? {});
    } catch {
      continue; // an invalid built-in fails its own build step and tests; the playground just leaves it out
    }
    copyFileSync(join(dir, file), join(out, "filters", file));
    filters.push({ file, names });
  }
  writeFileSync(join(out, "filters", "index.json"), JSON.stringify(filters));
}
