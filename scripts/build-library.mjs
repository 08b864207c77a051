// The library build: one ES module per runtime in dist/lib/ (node, bun, deno, browser), each
// loading dist/rtk.wasm from beside dist/lib/, plus generated .d.ts types (tsc, no hand-kept copy).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

export const LIBRARY_RUNTIMES = ["node", "bun", "deno", "browser"];

export async function buildLibrary(root, bin) {
  const out = join(root, "dist", "lib");
  rmSync(out, { recursive: true, force: true });
  await Promise.all(
    LIBRARY_RUNTIMES.map((runtime) =>
      build({
        absWorkingDir: root,
        entryPoints: { [runtime]: `host/${runtime}/library.ts` },
        outdir: "dist/lib",
        bundle: true,
        format: "esm",
        platform: runtime === "node" || runtime === "bun" ? "node" : "neutral",
        target: "es2022",
        external: ["node:*", "bun:*"],
        legalComments: "none",
        logLevel: "warning",
      }),
    ),
  );
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
