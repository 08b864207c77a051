// The plans a command core gave, kept: `<data dir>/plans/` (owner-only), so the next run of the
// same command line knows what to execute before its core is compiled, starts the child at once
// and compiles and instantiates the core while the child runs (runner.ts, executePlan with a
// core still to load). A plan is the core's pure answer to what it is asked: the command core,
// the argv and config.toml's [limits] and filters.ignore_dirs (the only settings a core is handed
// before it plans; it reads no file, no environment, no clock), so an entry is keyed by exactly
// those and by this build (another build's core may plan otherwise). Only a command core's plans
// are kept: the full core's also depend on the filter files it loaded. An entry is one small file:
// a first line naming the format, this build and an FNV-1a digest of the rest, then the JSON of
// the key and the plan; anything that does not match (another build, another key, a damaged
// file) is not used, and the core plans as before. Entries are named by a 256-way bucket of
// their key, per core: the folder never holds more than 256 entries a core, a new key taking
// its bucket's place. A data directory that cannot be written only means planning next time.

import type { Plan } from "../../bindings/plan";
import type { DecisionAdapter, Runtime } from "../runtime/contract";
import type { RtkConfig } from "./config";

declare const __RTK_BUILD__: string;
/** The build that wrote an entry; none is kept or used by a build without an id (the sources run directly). */
const BUILD: string | null = typeof __RTK_BUILD__ === "string" ? __RTK_BUILD__ : null;

const FORMAT = "rtk-plans 1";
/** An entry is one plan: anything larger is not one. */
const ENTRY_LIMIT = 256 << 10;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function fnv1a(bytes: Uint8Array, start = 0): number {
  let h = 0x811c9dc5;
  for (let i = start; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

const hex = (n: number) => n.toString(16).padStart(8, "0");

/** What a plan depends on besides the build: the core, the argv and the settings handed to the core before it plans. */
export function planKey(core: string, argv: readonly string[], config: RtkConfig): string {
  return JSON.stringify([core, argv, config.limits, config.filters.ignore_dirs]);
}

function entryPath(runtime: Pick<Runtime, "paths">, core: string, key: string): string {
  const bucket = (fnv1a(encoder.encode(key)) & 0xff).toString(16).padStart(2, "0");
  return `${runtime.paths.dataDir()}/plans/${core}-${bucket}.json`;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/** A plan as the core gives it (the fields the runner reads, of the right types). */
function isPlan(p: unknown): p is Plan {
  if (typeof p !== "object" || p === null) return false;
  const plan = p as Plan;
  const f = plan.filter as Plan["filter"] | undefined;
  return (
    ["passthrough", "stream", "capture"].includes(plan.mode) && ["spawn", "stdin", "files"].includes(plan.input) &&
    isStrings(plan.argv) && isStrings(plan.files) && isStrings(plan.env) && typeof plan.session === "string" &&
    typeof f === "object" && f !== null && typeof f.kind === "string" && typeof f.tier === "string" && typeof f.name === "string" &&
    typeof plan.label === "string" && typeof plan.reason === "string"
  );
}

/** The plan kept for `key` of command core `core` by this build; null when none is. */
export function keptPlan(adapter: DecisionAdapter, runtime: Pick<Runtime, "paths">, core: string, key: string): Plan | null {
  if (BUILD === null) return null;
  const read = adapter.readRegularFile(entryPath(runtime, core, key), { limit: ENTRY_LIMIT });
  if (read.kind !== "file") return null;
  const bytes = read.bytes;
  const firstEnd = bytes.indexOf(10);
  if (firstEnd < 0) return null;
  if (decoder.decode(bytes.subarray(0, firstEnd)) !== `${FORMAT} ${BUILD} ${hex(fnv1a(bytes, firstEnd + 1))}`) return null;
  try {
    const entry = JSON.parse(decoder.decode(bytes.subarray(firstEnd + 1))) as { key?: unknown; plan?: unknown };
    return entry.key === key && isPlan(entry.plan) ? entry.plan : null;
  } catch {
    return null;
  }
}

/** Keeps `plan` (command core `core`'s answer for `key`) for the next run; a failure to write is no error. */
export function keepPlan(runtime: Pick<Runtime, "paths" | "fs">, core: string, key: string, plan: Plan): void {
  if (BUILD === null || !isPlan(plan)) return;
  const rest = encoder.encode(`${JSON.stringify({ key, plan })}\n`);
  const first = encoder.encode(`${FORMAT} ${BUILD} ${hex(fnv1a(rest))}\n`);
  const entry = new Uint8Array(first.length + rest.length);
  entry.set(first);
  entry.set(rest, first.length);
  try {
    const path = entryPath(runtime, core, key);
    runtime.fs.makeDir(path.slice(0, path.lastIndexOf("/")), 0o700);
    runtime.fs.writePrivate(path, entry);
  } catch {
    // not kept: the core plans again next time
  }
}
