// Which declarative filters a run can use. Built-ins come compiled from the build
// (dist/filters.bin: no TOML parsing at startup). User (~/.config/rtk/filters.toml) and project
// (.rtk/filters.toml) files are used only while trusted (`rtk trust`); TOML parsing is loaded
// only when such a file exists. They are read as files rtk does not control (host/runtime/regular-file.ts). RTK_NO_TOML=1 turns every declarative filter off. A broken
// user or project file never breaks the command: its good filters load, and one warning line
// goes to stderr.

import type { Core } from "../../bindings/core";
import type { FilterRow } from "../../bindings/filters/load";
import { loadTier } from "../../bindings/filters/tier-load";
import type { Rtk } from "../../bindings/index";
import type { Adapter, DecisionAdapter } from "../runtime/contract";
import { CONFIG_FILE_LIMIT, type FileId, refusalMessage } from "../runtime/regular-file";
import { loadRuntime } from "../runtime/detect";
import type { CompiledLocal } from "./filter-cache";
import type { TrustFiles } from "./trust-store";

export type LocalTier = "project" | "user";

export interface LocalFile {
  tier: LocalTier;
  /** Absolute path. */
  path: string;
  /** How messages name it. */
  display: string;
  /** The directory it must resolve inside: the project's file stays in the project (a symlink out of it is refused). */
  within?: string;
}

export function tomlDisabled(adapter: DecisionAdapter): boolean {
  const v = adapter.env("RTK_NO_TOML");
  return v !== undefined && v !== "" && v !== "0";
}

/**
 * Loads the built-in program into the core (a no-op under RTK_NO_TOML or without a build). With
 * `argv`, only the filters planning and running that command line can reach (builtinsFor).
 */
export function loadBuiltinFilters(rtk: { readonly core: Core }, adapter: DecisionAdapter, force = false, argv?: readonly string[]): void {
  if (!force && tomlDisabled(adapter)) return;
  const bytes = adapter.readFile(new URL("../filters.bin", import.meta.url));
  if (bytes === null) return;
  loadTier(rtk.core, "builtin", argv === undefined ? bytes : builtinsFor(adapter, bytes, argv));
}

/** dist/filters-index.json (scripts/build-filters.mjs): [start, end, prefixes or null, detects (0/1), route targets] per filter. */
interface BuiltinIndex {
  size: number;
  wrappers: string[];
  filters: [number, number, string[] | null, number, number[]][];
}

const PROGRAM_HEADER = 12;

/**
 * The built-in program cut down to the filters `argv` can reach, in their order: those whose
 * match_command may match a line starting with its command word (the core's own literal prefixes,
 * the test lookup makes before it compiles a pattern), those that detect output (any runner's
 * output is offered to detection), and the filters their routes lead to. Lookup by command, by
 * output and by name then finds what it finds in the whole program: `rtk df` loads one filter
 * and the seven that detect, not 160. The whole program for a word whose command plans another
 * command line (`rtk test <cmd>`), and when the index is missing or not this program's.
 */
export function builtinsFor(adapter: DecisionAdapter, bytes: Uint8Array, argv: readonly string[]): Uint8Array {
  const raw = adapter.readFile(new URL("../filters-index.json", import.meta.url));
  if (raw === null || argv.length === 0) return bytes;
  let index: BuiltinIndex;
  try {
    index = JSON.parse(new TextDecoder().decode(raw)) as BuiltinIndex;
  } catch {
    return bytes;
  }
  const word = argv[0].slice(argv[0].lastIndexOf("/") + 1);
  if (index.size !== bytes.length || word === "" || index.wrappers.includes(word)) return bytes;
  const keep = new Array<boolean>(index.filters.length).fill(false);
  const reaches = (p: string) => word.startsWith(p) || p.startsWith(`${word} `);
  index.filters.forEach(([, , prefixes, detects, routes], i) => {
    if (prefixes !== null && detects === 0 && !prefixes.some(reaches)) return;
    keep[i] = true;
    for (const r of routes) keep[r] = true;
  });
  let size = PROGRAM_HEADER;
  let count = 0;
  index.filters.forEach(([start, end], i) => {
    if (keep[i]) (size += end - start), count++;
  });
  const out = new Uint8Array(size);
  out.set(bytes.subarray(0, PROGRAM_HEADER - 4));
  new DataView(out.buffer).setUint32(PROGRAM_HEADER - 4, count, true);
  let at = PROGRAM_HEADER;
  index.filters.forEach(([start, end], i) => {
    if (!keep[i]) return;
    out.set(bytes.subarray(start, end), at);
    at += end - start;
  });
  return out;
}

export async function localFiles(adapter: DecisionAdapter): Promise<LocalFile[]> {
  return localFilesIn(adapter, (await loadRuntime()).paths.configDir());
}

function localFilesIn(adapter: DecisionAdapter, configDir: string): LocalFile[] {
  return [
    { tier: "project", path: `${adapter.cwd()}/.rtk/filters.toml`, display: ".rtk/filters.toml", within: adapter.cwd() },
    { tier: "user", path: `${configDir}/filters.toml`, display: `${configDir}/filters.toml` },
  ];
}

/**
 * Whether a user or project filter file is there, seen without the runtime's paths module
 * (`$XDG_CONFIG_HOME` or `$HOME/.config`, as paths.configDir() has it): the rewrite path then loads
 * the core that compiles patterns from the start (context.ts). A guess on the cheap side only:
 * prepareRewrite checks the files themselves.
 */
export function localFilterFilesSeen(adapter: DecisionAdapter): boolean {
  if (tomlDisabled(adapter)) return false;
  const home = adapter.env("HOME");
  const configDir = `${adapter.env("XDG_CONFIG_HOME") || `${home}/.config`}/rtk`;
  if (!adapter.env("XDG_CONFIG_HOME") && !home) return true;
  return localFilesIn(adapter, configDir).some((f) => adapter.readRegularFile(f.path, { limit: CONFIG_FILE_LIMIT }).kind !== "missing");
}

/** True when a user or project filter file exists (trusted or not: checking trust costs more). */
export function hasLocalFilters(adapter: Adapter, configDir: string): boolean {
  if (tomlDisabled(adapter)) return false;
  return localFilesIn(adapter, configDir).some((file) => adapter.fileInfo(file.path) !== null);
}

const encoder = new TextEncoder();

/** Prints a warning line about the filters, as every path that loads them does. */
export function warn(adapter: DecisionAdapter, message: string): void {
  adapter.write(2, encoder.encode(`[rtk] warning: ${message}\n`));
}

/**
 * A user or project filter file's bytes and identity, or null when it is missing or refused (not
 * a regular file, larger than 1 MiB, a project file leading out of the project): a refusal is
 * told through `report`.
 */
export function readLocalFile(adapter: DecisionAdapter, file: LocalFile, report?: (message: string) => void): { bytes: Uint8Array; id: FileId | null } | null {
  const read = adapter.readRegularFile(file.path, { limit: CONFIG_FILE_LIMIT, within: file.within, identify: true });
  if (read.kind === "refused") report?.(refusalMessage(file.display, read.refusal));
  return read.kind === "file" ? read : null;
}

/** A trusted filter's row of the rewrite table (from its `rewrite` table), and its tier. */
export interface TrustedRow {
  tier: LocalTier;
  row: FilterRow;
}

/** A trusted filter file's bytes, the SHA-256 they were accepted by, and this build's kept compiled form of them if any. */
interface TrustedFile {
  bytes: Uint8Array;
  sha256: string;
  kept: CompiledLocal | null;
}

/**
 * `file` when it is there, readable and trusted (or let in by the CI override), with its kept
 * compiled form; null otherwise, with why told through `report` (a refused, changed or, under a
 * CI override asked outside CI, untrusted file). The trust decision is made here on every call.
 */
async function trustedFile(adapter: DecisionAdapter, runtime: TrustFiles, file: LocalFile, report: (message: string) => void): Promise<TrustedFile | null> {
  const read = readLocalFile(adapter, file, report);
  if (read === null) return null;
  const { trustStatus, ciOverride, sha256Hex } = await import("./trust-store");
  const status = await trustStatus(adapter, runtime, file.path, read, file.tier);
  if (status.kind === "changed") {
    report(`${file.display} changed since it was trusted: its filters are not used (review it, then run rtk trust${file.tier === "user" ? " --global" : ""})`);
    return null;
  }
  if (status.kind === "untrusted") {
    if (file.tier === "project" && ciOverride(adapter).requested) report("RTK_TRUST_PROJECT_FILTERS=1 is honoured only in CI (a CI variable set to a true value, stdin and stdout not terminals)");
    return null;
  }
  // The hash of the bytes just accepted: the compiled form is looked up for exactly these.
  const sha256 = status.kind === "trusted" ? status.sha256 : await sha256Hex(read.bytes);
  const { readCompiled } = await import("./filter-cache");
  return { bytes: read.bytes, sha256, kept: readCompiled(adapter, runtime, file, sha256) };
}

/**
 * Loads the trusted user and project filters into the core; returns their rewrite rows. `core`
 * may be a function giving the core: it is then asked for only when a trusted file is there to
 * load (the rewrite path swaps in a core that compiles patterns only then). A file compiled
 * before by this build comes from its compiled form (filter-cache.ts): no TOML parser, no zod.
 */
export async function loadLocalFilters(core: Rtk | (() => Rtk), adapter: DecisionAdapter): Promise<TrustedRow[]> {
  const rows: TrustedRow[] = [];
  if (tomlDisabled(adapter)) return rows;
  const rtkOf = typeof core === "function" ? core : () => core;
  const runtime = await loadRuntime();
  for (const file of localFilesIn(adapter, runtime.paths.configDir())) {
    const trusted = await trustedFile(adapter, runtime, file, (m) => warn(adapter, m));
    if (trusted === null) continue;
    const rtk = rtkOf();
    try {
      let compiled = trusted.kept;
      if (compiled !== null) {
        try {
          rtk.filters.load(file.tier, compiled.program);
        } catch {
          compiled = null; // the core refused it: compiled again below
        }
      }
      if (compiled === null) {
        compiled = await compileLocal(rtk, trusted.bytes, file);
        rtk.filters.load(file.tier, compiled.program);
        const { writeCompiled } = await import("./filter-cache");
        writeCompiled(runtime, file, trusted.sha256, compiled);
      }
      for (const row of compiled.rows) rows.push({ tier: file.tier, row });
      for (const w of compiled.warnings) warn(adapter, w);
    } catch (err) {
      warn(adapter, `${file.display}: ${(err as Error).message}; its filters are not used`);
    }
  }
  return rows;
}

/**
 * The quick start's way to the same filters (command-path.ts): loads the trusted user and project
 * filters into `core` only from their kept compiled forms. Returns the warnings loadLocalFilters
 * would print, for the caller to print once it runs the command; null when a trusted file has no
 * usable kept form (it must compile: the full program does that, and `core`, partly loaded, is
 * not to be used).
 */
export async function loadKeptLocalFilters(core: Core, adapter: DecisionAdapter, runtime: TrustFiles): Promise<string[] | null> {
  const warnings: string[] = [];
  if (tomlDisabled(adapter)) return warnings;
  for (const file of localFilesIn(adapter, runtime.paths.configDir())) {
    const trusted = await trustedFile(adapter, runtime, file, (m) => warnings.push(m));
    if (trusted === null) continue;
    if (trusted.kept === null) return null;
    try {
      loadTier(core, file.tier, trusted.kept.program);
    } catch {
      return null;
    }
    warnings.push(...trusted.kept.warnings);
  }
  return warnings;
}

/** Compiles a trusted filter file (TOML parser, zod, the core's pattern check). */
async function compileLocal(rtk: Rtk, bytes: Uint8Array, file: LocalFile): Promise<CompiledLocal> {
  const compiled = await rtk.filters.compile(new TextDecoder().decode(bytes), { file: file.display, tier: file.tier, checkAnchors: true });
  const warnings: string[] = [];
  const problems = compiled.issues.filter((i) => i.level === "error" || i.filter !== undefined);
  if (problems.length > 0) {
    const { formatIssue } = await import("../../bindings/filters/types");
    const more = problems.length > 1 ? ` (+${problems.length - 1} more; rtk verify --file ${file.display})` : "";
    warnings.push(`${formatIssue(problems[0])}${more}; skipped`);
  }
  return { program: compiled.program, rows: compiled.rows, warnings };
}
