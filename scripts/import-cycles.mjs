// The import graph of TypeScript folders and its cycles. Every import counts: static, `import
// type`, `export ... from` and `import()` (a cycle through a lazy or type-only edge is still two
// modules that cannot be understood, moved or tested one without the other). Run on its own it
// checks host/ and bindings/ and exits 1 on a cycle; tests/project/import-cycles.test.ts runs it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SPECIFIER = /(?:\bimport|\bexport)\s*(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(?:ts|mts)$/.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

function resolveImport(from, spec) {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.mts`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Strips comments so that an import named in prose is not an edge. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** file -> the files of `folders` it imports. */
export function importGraph(root, folders) {
  const files = folders.flatMap((f) => sourceFiles(join(root, f)));
  const inScope = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const m of code(readFileSync(file, "utf8")).matchAll(SPECIFIER)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target !== null && inScope.has(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected components of more than one module (or a module importing itself), as paths relative to root. */
export function importCycles(root, folders) {
  const graph = importGraph(root, folders);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).includes(v)) cycles.push(component.map((f) => relative(root, f)).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const cycles = importCycles(root, ["host", "bindings"]);
  for (const c of cycles) console.log(`cycle: ${c.join(" <-> ")}`);
  console.log(`${cycles.length} import cycle(s) in host/ and bindings/`);
  process.exit(cycles.length > 0 ? 1 : 0);
}
