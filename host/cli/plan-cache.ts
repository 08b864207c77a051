// The plans a command core gave, kept: `<data dir>/plans/` (owner-only), so the next run of the
// same command line knows what to execute before its core is compiled, starts the child at once
// and compiles and instantiates the core while the child runs (runner.ts, executePlan with a
// core still to load). A plan is the core's pure answer to what it is asked: the command core,
// the argv and config.toml's [limits] and filters.ignore_dirs (the only settings a core is handed
// before it plans; it reads no file, no environment, no clock), so an entry is keyed by exactly
// those and by this build (another build's core may plan otherwise). Only a command core's plans
// are kept: the full core's also depend on the filter files it loaded. A command core's "defer"
// is kept too: the next run of that line goes to the full core without compiling the command core. An entry is one small file:
// a first line naming the format, this build and
// the length of the rest, then the JSON of the key, the plan and the core's redaction of the
// command lines a run of it records (`KeptPlan`); anything that does not match
// (another build, another key, a cut file, JSON that does not parse, a plan without the fields a
// plan has) is not used, and the core plans as before. No digest: hashing the entry cost a cold
// process 0.1-0.7 ms (a byte loop the runtime first interprets), more than the plan it saves on
// Deno, and a file only rtk writes, in a folder only its user can enter, needs none. Entries are named by a 256-way bucket of
// their key, per core: the folder never holds more than 256 entries a core, a new key taking
// its bucket's place. A data directory that cannot be written only means planning next time.

import type { Plan } from "../../bindings/plan";
import type { DecisionAdapter, Runtime } from "../runtime/contract";
import type { RtkConfig } from "./config";

declare const __RTK_BUILD__: string;
/** The build that wrote an entry; none is kept or used by a build without an id (the sources run directly). */
const BUILD: string | null = typeof __RTK_BUILD__ === "string" ? __RTK_BUILD__ : null;

const FORMAT = "rtk-plans 2";
/** An entry is one plan: anything larger is not one (checked after the read: the folder is rtk's own). */
const ENTRY_LIMIT = 256 << 10;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** FNV-1a (32 bits) of the key's UTF-16 units: which of 256 files holds it (a short string: no cost to speak of). */
function bucketOf(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return ((h >>> 0) & 0xff).toString(16).padStart(2, "0");
}

/** What a plan depends on besides the build: the core, the argv and the settings handed to the core before it plans. */
export function planKey(core: string, argv: readonly string[], config: RtkConfig): string {
  return JSON.stringify([core, argv, config.limits, config.filters.ignore_dirs]);
}

function entryPath(runtime: Pick<Runtime, "paths">, core: string, key: string): string {
  return `${runtime.paths.dataDir()}/plans/${core}-${bucketOf(key)}.json`;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/** A plan as the core gives it (the fields the runner reads, of the right types). */
function isPlan(p: unknown): p is Plan {
  if (typeof p !== "object" || p === null) return false;
  const plan = p as Plan;
  const f = plan.filter as Plan["filter"] | undefined;
  return (
    ["passthrough", "stream", "capture", "defer"].includes(plan.mode) && ["spawn", "stdin", "files"].includes(plan.input) &&
    isStrings(plan.argv) && isStrings(plan.files) && isStrings(plan.env) && typeof plan.session === "string" &&
    typeof f === "object" && f !== null && typeof f.kind === "string" && typeof f.tier === "string" && typeof f.name === "string" &&
    typeof plan.label === "string" && typeof plan.reason === "string"
  );
}

/**
 * A kept plan, and what the core made of the command lines a run of it records (the plan's label
 * and the line as typed) when it redacted their secrets: text -> redacted text. The run records
 * those without calling the core's redaction (cold code: 0.3-0.5 ms of CPU a run), the same
 * core of the same build having given them for the same text. `redacted(text)` is undefined for
 * a text the entry does not hold.
 */
export interface KeptPlan {
  plan: Plan;
  redacted: (text: string) => string | undefined;
}

/** What is kept for a command line the command core deferred: the full core runs it, no command core is compiled. */
export function deferPlan(argv: readonly string[]): Plan {
  return { mode: "defer", input: "spawn", argv: [...argv], files: [], env: [], session: "raw", filter: { kind: "none", tier: "", name: "" }, label: "", reason: "not in this command core" };
}

/** The plan kept for `key` of command core `core` by this build; null when none is. */
export function keptPlan(adapter: DecisionAdapter, runtime: Pick<Runtime, "paths">, core: string, key: string): KeptPlan | null {
  if (BUILD === null) return null;
  // rtk's own file in its owner-only folder: read as the cores are, without the checks for files rtk does not control.
  const bytes = adapter.readFile(entryPath(runtime, core, key));
  if (bytes === null || bytes.length > ENTRY_LIMIT) return null;
  const firstEnd = bytes.indexOf(10);
  if (firstEnd < 0) return null;
  if (decoder.decode(bytes.subarray(0, firstEnd)) !== `${FORMAT} ${BUILD} ${bytes.length - firstEnd - 1}`) return null;
  try {
    const entry = JSON.parse(decoder.decode(bytes.subarray(firstEnd + 1))) as { key?: unknown; plan?: unknown; redacted?: unknown };
    if (entry.key !== key || !isPlan(entry.plan)) return null;
    // Checked when looked up, one text at a time: a run asks for two.
    const known = typeof entry.redacted === "object" && entry.redacted !== null ? (entry.redacted as Record<string, unknown>) : {};
    const redacted = (text: string) => {
      const r = Object.hasOwn(known, text) ? known[text] : undefined;
      return typeof r === "string" ? r : undefined;
    };
    return { plan: entry.plan, redacted };
  } catch {
    return null;
  }
}

/**
 * Keeps `plan` (command core `core`'s answer for `key`), with the redactions `redacted` that core
 * gave (`KeptPlan`), for the next run, in place of what its
 * bucket held; a failure to write is no error. The entry is removed and written anew as a run's
 * record is (`writeNewPrivate`): on Bun that needs no node:fs, whose loading alone cost a run
 * that keeps a plan ~2 ms of CPU with a rename. A reader meanwhile finds no entry, or one shorter
 * than its first line says, and plans itself; of two runs writing the same bucket one wins.
 */
export async function keepPlan(runtime: Pick<Runtime, "paths" | "fs">, core: string, key: string, plan: Plan, redacted: Record<string, string>): Promise<void> {
  if (BUILD === null || !isPlan(plan)) return;
  const rest = encoder.encode(`${JSON.stringify({ key, plan, redacted })}\n`);
  const first = encoder.encode(`${FORMAT} ${BUILD} ${rest.length}\n`);
  const entry = new Uint8Array(first.length + rest.length);
  entry.set(first);
  entry.set(rest, first.length);
  const path = entryPath(runtime, core, key);
  try {
    await runtime.fs.removeAsync(path);
    try {
      await runtime.fs.writeNewPrivate(path, entry);
    } catch (err) {
      if ((err as { code?: string }).code !== "ENOENT") throw err;
      // The first plan kept in this data directory: the folder is made once.
      runtime.fs.makeDir(path.slice(0, path.lastIndexOf("/")), 0o700);
      await runtime.fs.writeNewPrivate(path, entry);
    }
  } catch {
    // not kept: the core plans again next time
  }
}
