// What dist/ was built from: the build records a hash of every source file it reads
// (dist/.build/sources.json), so `npm test` and `npm run build -- --if-stale` can tell whether
// dist/ still matches the tree, and name the files that changed since.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Sources of the wasm cores (dist/rtk.wasm, dist/rewrite.wasm, dist/decide.wasm, dist/cores/); filters/ too: its `rewrite` tables are rows of the cores' rewrite table. */
/** Sources the build generates from other sources (scripts/build-rules.mjs). */
const BUILD_WRITTEN = ["assembly/rewrite/filter-rows.ts", "assembly/cores/rewrite/rules.ts"];
const WASM_INPUTS = ["assembly", "asconfig.json", "filters", "scripts/build-cores.mjs", "scripts/build-rules.mjs", "scripts/preinit-core.mjs"];
/** Sources of everything else in dist/: the CLI, hooks, library, filters and playground. */
const JS_INPUTS = ["bindings", "host", "fixtures", "package.json", "scripts/build.mjs", "scripts/build-filters.mjs", "scripts/build-library.mjs", "scripts/bundle-bun.mjs", "scripts/build-stamp.mjs", "scripts/eager-functions.mjs"];

const STAMP = join("dist", ".build", "sources.json");

function isWasmInput(path) {
  return WASM_INPUTS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** path (relative, with /) -> sha1 of its bytes, for every file under the inputs. */
export function sourceHashes(root) {
  const files = {};
  const visit = (abs) => {
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) visit(join(abs, name));
      return;
    }
    files[relative(root, abs).split(sep).join("/")] = createHash("sha1").update(readFileSync(abs)).digest("hex");
  };
  for (const p of [...WASM_INPUTS, ...JS_INPUTS]) visit(join(root, p));
  return files;
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP), "utf8")).files ?? null;
  } catch {
    return null;
  }
}

/**
 * Records the sources dist/ now matches (`now`: their hashes when the build started). After a --js-only build the wasm was not rebuilt, so
 * its sources keep the hashes of the build that made it (none: the wasm counts as stale).
 */
export function writeStamp(root, now, { jsOnly }) {
  // Files the build writes itself (build-rules.mjs) are recorded as it left them: hashed at the
  // start they would make the next run rebuild for a change the build made.
  now = { ...now };
  for (const path of BUILD_WRITTEN) if (path in now || existsSync(join(root, path))) now[path] = createHash("sha1").update(readFileSync(join(root, path))).digest("hex");
  const files = {};
  const before = jsOnly ? (readStamp(root) ?? {}) : null;
  for (const [path, hash] of Object.entries(now)) if (!jsOnly || !isWasmInput(path)) files[path] = hash;
  if (before) for (const [path, hash] of Object.entries(before)) if (isWasmInput(path)) files[path] = hash;
  mkdirSync(join(root, "dist", ".build"), { recursive: true });
  writeFileSync(join(root, STAMP), JSON.stringify({ files }));
}

/**
 * Whether dist/ matches the sources: null when it does, otherwise which part must be rebuilt
 * ("wasm": everything; "js": all but the wasm) and the files that differ.
 */
export function staleness(root) {
  const stamp = readStamp(root);
  if (stamp === null) return { part: "wasm", changed: [], reason: "dist/ has no record of its sources (never built here)" };
  const now = sourceHashes(root);
  const changed = [...new Set([...Object.keys(now), ...Object.keys(stamp)])].filter((p) => now[p] !== stamp[p]).sort();
  if (changed.length === 0) return null;
  const shown = changed.slice(0, 5).join(", ") + (changed.length > 5 ? ` and ${changed.length - 5} more` : "");
  return { part: changed.some(isWasmInput) ? "wasm" : "js", changed, reason: `changed since dist/ was built: ${shown}` };
}
