// Builds the wasm: the full core (dist/rtk.wasm), the rewrite core (dist/rewrite.wasm), its
// decide-only twin (dist/decide.wasm) and the
// command cores (dist/cores/<name>.wasm, one per assembly/cores/<name>.ts entry but command.ts),
// two compilers at a time, writing the generated rewrite rows on the way (build-rules.mjs).
// Returns the route table the CLI bundle embeds: command word -> command core, read from each
// core's `coreWords` export (the words of the commands it declares). Every core (the full,
// rewrite, decide-only and command cores) is written pre-initialized (preinit-core.mjs): its
// start function already run, so a run does not, and without the code only that function ran.
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import binaryen from "assemblyscript/binaryen";
import { preinitialize } from "./preinit-core.mjs";
import { writeFilterRows, writeRewriteAutomata, writeRewriteCoreRules } from "./build-rules.mjs";

const run = promisify(execFile);

async function pool(jobs, width) {
  const queue = [...jobs];
  const workers = Array.from({ length: width }, async () => {
    while (queue.length > 0) await queue.shift()();
  });
  await Promise.all(workers);
}

/**
 * The full core's memory at start, in 64 KiB pages (asconfig.json's 8 for the other cores).
 * AssemblyScript's collector first runs once half the memory free at start is allocated; loading
 * the built-in filters (dist/filters.bin) allocates more than 8 pages leave, so the collector ran
 * during every load and its marking function grew hot enough for V8 to compile it again with
 * TurboFan: about 5 ms of CPU on Node for `rtk df`, 2 on Bun and Deno. Untouched pages cost no memory.
 */
const FULL_CORE_PAGES = 64;

const coreImports = (path) => ({ env: { abort: () => { throw new Error(`${path}: the core aborted while starting`); } } });

/**
 * A core pre-initialized, without the code only its start function ran: once the start has run
 * at build time nothing calls it, nor what only it called (the declarations, the rule table's
 * rows), and binaryen drops them (4-10 % of each core's code: less for every run to compile).
 */
function started(bytes, path) {
  const module = binaryen.readBinary(preinitialize(bytes, coreImports(path)));
  try {
    module.setFeatures(binaryen.Features.All);
    module.runPasses(["remove-unused-module-elements"]);
    if (!module.validate()) throw new Error(`${path}: not valid once its start-only code was dropped`);
    return module.emitBinary();
  } finally {
    module.dispose();
  }
}

/** The words a command core claims (or, `fullCoreWords`, the full core declares), from its own export. */
function claimedWords(path, name = "coreWords") {
  const instance = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(path)), coreImports(path));
  const e = instance.exports;
  // A pre-initialized core has no start function left to run.
  e._initialize?.();
  const len = e[name]();
  return JSON.parse(new TextDecoder().decode(new Uint8Array(e.memory.buffer, e.outputPtr(), len)));
}

export async function buildCores(root, asc) {
  const coresDir = join(root, "dist", "cores");
  rmSync(coresDir, { recursive: true, force: true });
  mkdirSync(coresDir, { recursive: true });
  const names = readdirSync(join(root, "assembly", "cores"))
    .filter((f) => f.endsWith(".ts") && f !== "command.ts")
    .map((f) => f.slice(0, -3))
    .sort();
  const compile = (entry, outFile, flags = []) =>
    run(asc, [entry, "--target", "release", "--outFile", outFile, ...flags], { cwd: root }).catch((err) => {
      throw new Error(`asc ${entry} failed:\n${err.stderr || err.message}`);
    });
  // The built-in TOML filters' rewrite rows, compiled into the full core.
  writeFilterRows(root);
  await pool(
    [
      // The rewrite core (agent hooks, rtk rewrite) gets the full core's rewrite table as data,
      // so it is compiled after it, in the same lane.
      async () => {
        await compile("assembly/index.ts", "dist/rtk.wasm", ["--initialMemory", String(FULL_CORE_PAGES)]);
        writeRewriteCoreRules(root);
        writeRewriteAutomata(root);
        await compile("assembly/cores/rewrite/index.ts", "dist/rewrite.wasm");
        // The decide-only core: the rewrite core without the pattern compiler (assembly/regex/no-compiler.ts).
        await compile("assembly/cores/decide/index.ts", "dist/decide.wasm", ["--use", "RTK_NO_COMPILER=1"]);
        for (const name of ["rtk", "rewrite", "decide"]) {
          const core = join(root, "dist", `${name}.wasm`);
          writeFileSync(core, started(readFileSync(core), core));
        }
      },
      ...names.map((n) => async () => {
        const out = join(root, "dist", "cores", `${n}.wasm`);
        await compile(`assembly/cores/${n}.ts`, out);
        writeFileSync(out, started(readFileSync(out), out));
      }),
    ],
    2,
  );
  return builtCores(root, names);
}

/**
 * The command cores already in dist/cores and the route table they make (no compiling): each word
 * a command core claims -> that core; every other word a command of the full core declares -> ""
 * (the full core); "*" -> the core that plans every other word (the TOML core), if one was built.
 */
export function builtCores(root, names = readdirSync(join(root, "dist", "cores")).filter((f) => f.endsWith(".wasm")).map((f) => f.slice(0, -5)).sort()) {
  const coresDir = join(root, "dist", "cores");
  const routes = {};
  for (const name of names) {
    for (const word of claimedWords(join(coresDir, `${name}.wasm`))) {
      if (routes[word]) throw new Error(`command word "${word}" claimed by both the ${routes[word]} and ${name} cores`);
      routes[word] = name;
    }
  }
  for (const word of claimedWords(join(root, "dist", "rtk.wasm"), "fullCoreWords")) routes[word] ??= "";
  return { names, routes };
}
