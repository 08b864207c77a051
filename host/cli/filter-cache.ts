// Trusted user and project filter files, compiled once: what compiling one gives (the program
// for the core, its rewrite rows, the warning lines its problems print) is kept in
// `<data dir>/compiled-filters/` (owner-only), so the next call with the same file skips the
// TOML parser, zod and the core's pattern check. An entry is keyed by the file's path, tier and
// SHA-256 of its content: the trust check (trust-store.ts) gives that hash on every call,
// recomputed or remembered by the file's identity (device, inode, size, mtime, ctime), so an
// edit that keeps the size and mtime still misses. The trust decision is never cached here: an
// entry is looked up only for bytes the trust check has just accepted. An entry is one file:
// a first line naming the format, this build and an FNV-1a digest of the rest, then the JSON
// header and the program's bytes; anything that does not match (another build, a truncated or
// corrupted file, another file's entry) is not used, and the file compiles as before. A data
// directory that cannot be written only means compiling again next time.

import type { FilterRow } from "../../bindings/filters/load";
import type { DecisionAdapter } from "../runtime/contract";
import type { TrustFiles } from "./trust-store";

/** The filter file an entry is for (filter-tiers.ts's LocalFile, which imports this module). */
interface LocalFile {
  tier: string;
  path: string;
  display: string;
}

declare const __RTK_BUILD__: string;
/** The build that wrote an entry: another build's compiler may give another program. */
const BUILD: string = typeof __RTK_BUILD__ === "string" ? __RTK_BUILD__ : "dev";

const FORMAT = "rtk-compiled-filters 1";
/** An entry holds at most a 1 MiB source's program and rows: anything larger is not one. */
const ENTRY_LIMIT = 16 << 20;

/** What compiling a trusted filter file gives the runs that use it. */
export interface CompiledLocal {
  program: Uint8Array;
  rows: FilterRow[];
  /** The lines its problems print on every use (without the `[rtk] warning: ` prefix). */
  warnings: string[];
}

interface Header {
  path: string;
  tier: string;
  display: string;
  sha256: string;
  rows: FilterRow[];
  warnings: string[];
  programBytes: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** FNV-1a (32 bits) of `bytes` from `start`, as 8 hex digits: catches a truncated or damaged entry. */
function fnv1a(bytes: Uint8Array, start = 0): string {
  let h = 0x811c9dc5;
  for (let i = start; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** The entry's file for a filter file: one per path and tier, replaced when the file changes. */
function entryPath(runtime: TrustFiles, file: LocalFile): string {
  const name = fnv1a(encoder.encode(`${file.tier}\0${file.path}`));
  return `${runtime.paths.dataDir()}/compiled-filters/${file.tier}-${name}.bin`;
}

const isRow = (r: unknown): r is FilterRow =>
  typeof r === "object" && r !== null && typeof (r as FilterRow).filter === "string" && typeof (r as FilterRow).pattern === "string";

/** The compiled form of `file` whose content hashes to `sha256`, when an entry of this build holds it; null otherwise. */
export function readCompiled(adapter: DecisionAdapter, runtime: TrustFiles, file: LocalFile, sha256: string): CompiledLocal | null {
  const read = adapter.readRegularFile(entryPath(runtime, file), { limit: ENTRY_LIMIT });
  if (read.kind !== "file") return null;
  const bytes = read.bytes;
  const firstEnd = bytes.indexOf(10);
  if (firstEnd < 0) return null;
  if (decoder.decode(bytes.subarray(0, firstEnd)) !== `${FORMAT} ${BUILD} ${fnv1a(bytes, firstEnd + 1)}`) return null;
  const headerEnd = bytes.indexOf(10, firstEnd + 1);
  if (headerEnd < 0) return null;
  let header: Header;
  try {
    header = JSON.parse(decoder.decode(bytes.subarray(firstEnd + 1, headerEnd))) as Header;
  } catch {
    return null;
  }
  const program = bytes.subarray(headerEnd + 1);
  if (typeof header !== "object" || header === null) return null;
  if (header.path !== file.path || header.tier !== file.tier || header.display !== file.display || header.sha256 !== sha256) return null;
  if (header.programBytes !== program.length || !Array.isArray(header.rows) || !header.rows.every(isRow)) return null;
  if (!Array.isArray(header.warnings) || !header.warnings.every((w) => typeof w === "string")) return null;
  return { program, rows: header.rows, warnings: header.warnings };
}

/** Keeps the compiled form of `file` (content `sha256`) for the next run; a failure to write is no error. */
export function writeCompiled(runtime: TrustFiles, file: LocalFile, sha256: string, compiled: CompiledLocal): void {
  const header: Header = { path: file.path, tier: file.tier, display: file.display, sha256, rows: compiled.rows, warnings: compiled.warnings, programBytes: compiled.program.length };
  const body = encoder.encode(`${JSON.stringify(header)}\n`);
  const rest = new Uint8Array(body.length + compiled.program.length);
  rest.set(body);
  rest.set(compiled.program, body.length);
  const first = encoder.encode(`${FORMAT} ${BUILD} ${fnv1a(rest)}\n`);
  const entry = new Uint8Array(first.length + rest.length);
  entry.set(first);
  entry.set(rest, first.length);
  try {
    const { fs } = runtime;
    const path = entryPath(runtime, file);
    fs.makeDir(path.slice(0, path.lastIndexOf("/")), 0o700);
    fs.writePrivate(path, entry);
  } catch {
    // not kept: the file compiles again next time
  }
}
