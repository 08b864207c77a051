// The trust store of user and project filter files: `<data dir>/trusted_filters.json`,
// owner-only, `{ "version": 1, "trusted": { "<canonical path>": { "sha256", "trusted_at" } } }`
// (the reference's format). A file is used only while its content hashes to what was trusted.
// Canonicalisation failure fails closed; an unreadable store means nothing is trusted. The hash
// of an unchanged file is not computed again on every command and hook call: it is remembered
// in `<data dir>/trusted_filters.hashes.json` (owner-only) by the file's identity (device,
// inode, size, mtime and ctime: any write changes ctime, which no one can set back).

import type { DecisionAdapter, Runtime } from "../runtime/contract";
import { CONFIG_FILE_LIMIT, type FileId, refusalMessage } from "../runtime/regular-file";

/**
 * The runtime's files and paths, passed in by the caller: this module does not load the runtime
 * itself, so the quick start (quick-start.ts), which has its runtime already, can check trust
 * without taking in every runtime's modules.
 */
export type TrustFiles = Pick<Runtime, "fs" | "paths">;

export interface TrustEntry {
  sha256: string;
  trusted_at: string;
}

export interface TrustData {
  version: 1;
  trusted: Record<string, TrustEntry>;
}

export type TrustStatus =
  /** `sha256`: the content's hash, as trusted (filter-cache.ts keys compiled filters by it). */
  | { kind: "trusted"; sha256: string }
  | { kind: "untrusted" }
  | { kind: "changed"; expected: string; actual: string }
  | { kind: "env" };

const CI_VARIABLES = ["CI", "GITHUB_ACTIONS", "GITLAB_CI", "JENKINS_URL", "BUILDKITE"];

/** What a CI variable holds when it says "not CI": `CI=false` in a shell profile is no CI. */
const FALSY = new Set(["", "0", "false", "no", "off"]);

function isTruthy(value: string | undefined): boolean {
  return value !== undefined && !FALSY.has(value.trim().toLowerCase());
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function storePath(runtime: TrustFiles): string {
  return `${runtime.paths.dataDir()}/trusted_filters.json`;
}

/** How long a file must have been left alone before its hash is remembered. */
const RACY_MS = 2000;

interface HashCache {
  version: 1;
  files: Record<string, { id: FileId; sha256: string }>;
}

function sameFile(a: FileId, b: FileId): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

/**
 * The SHA-256 of a filter file's bytes: remembered by the file's identity when it has one, so an
 * unchanged file is hashed once. The cache keeps the trusted files' entries only.
 */
async function fileHash(adapter: DecisionAdapter, runtime: TrustFiles, canonical: string, read: { bytes: Uint8Array; id: FileId | null }, trusted: TrustData): Promise<string> {
  if (read.id === null) return sha256Hex(read.bytes);
  const path = `${runtime.paths.dataDir()}/trusted_filters.hashes.json`;
  let cache: HashCache = { version: 1, files: {} };
  const stored = adapter.readRegularFile(path, { limit: CONFIG_FILE_LIMIT });
  if (stored.kind === "file") {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(stored.bytes)) as HashCache;
      if (parsed.version === 1 && typeof parsed.files === "object" && parsed.files !== null) cache = parsed;
    } catch {
      // rebuilt below
    }
  }
  const hit = cache.files[canonical];
  if (hit && typeof hit.sha256 === "string" && typeof hit.id === "object" && hit.id !== null && sameFile(hit.id, read.id)) return hit.sha256;
  const sha256 = await sha256Hex(read.bytes);
  // A file changed within the last RACY_MS may change again within the same tick of the file
  // system's clock (Deno reports ctime in whole seconds) without its identity changing: as git
  // does with its index, such a file is not remembered until it has been still for a while.
  if (Date.now() - Math.max(read.id.mtimeMs, read.id.ctimeMs) < RACY_MS) return sha256;
  const files: HashCache["files"] = {};
  for (const [file, entry] of Object.entries(cache.files)) if (trusted.trusted[file]) files[file] = entry;
  files[canonical] = { id: read.id, sha256 };
  try {
    runtime.fs.writePrivate(path, new TextEncoder().encode(JSON.stringify({ version: 1, files })));
  } catch {
    // not remembered: hashed again next time
  }
  return sha256;
}

export function canonicalPath(runtime: TrustFiles, path: string): string | null {
  return runtime.fs.realPath(path);
}

/** The store's content; `error` says why it could not be read (a missing store is simply empty). */
export function readTrust(adapter: DecisionAdapter, runtime: TrustFiles): { data: TrustData; error?: string } {
  const path = storePath(runtime);
  const empty: TrustData = { version: 1, trusted: {} };
  const read = adapter.readRegularFile(path, { limit: CONFIG_FILE_LIMIT });
  if (read.kind === "missing") return { data: empty };
  if (read.kind === "refused") {
    return { data: empty, error: refusalMessage(`the trust store ${path}`, read.refusal) };
  }
  try {
    const data = JSON.parse(new TextDecoder().decode(read.bytes)) as TrustData;
    if (data.version !== 1 || typeof data.trusted !== "object" || data.trusted === null) throw new Error("not a version 1 trust store");
    return { data };
  } catch (err) {
    return { data: empty, error: `cannot read the trust store ${path}: ${(err as Error).message}` };
  }
}

/** Writes the store owner-only (directory 0700, file 0600), replacing it in one rename. */
export function writeTrust(runtime: TrustFiles, data: TrustData): void {
  const path = storePath(runtime);
  const { fs } = runtime;
  fs.makeDir(path.slice(0, path.lastIndexOf("/")), 0o700);
  fs.writePrivate(path, new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`));
}

/** RTK_TRUST_PROJECT_FILTERS=1 counts only in CI: stdin and stdout not terminals and a CI variable set to a true value. */
export function ciOverride(adapter: DecisionAdapter): { honoured: boolean; requested: boolean } {
  const requested = adapter.env("RTK_TRUST_PROJECT_FILTERS") === "1";
  if (!requested) return { honoured: false, requested };
  const ci = CI_VARIABLES.some((v) => isTruthy(adapter.env(v)));
  return { honoured: ci && !adapter.isTTY(0) && !adapter.isTTY(1), requested };
}

/** Whether the bytes just read from `path` (with the identity of the file they came from, if known) may be used. */
export async function trustStatus(adapter: DecisionAdapter, runtime: TrustFiles, path: string, read: { bytes: Uint8Array; id: FileId | null }, tier: "project" | "user"): Promise<TrustStatus> {
  if (tier === "project" && ciOverride(adapter).honoured) return { kind: "env" };
  const canonical = canonicalPath(runtime, path);
  if (canonical === null) return { kind: "untrusted" };
  const { data } = readTrust(adapter, runtime);
  const entry = data.trusted[canonical];
  if (!entry) return { kind: "untrusted" };
  const actual = await fileHash(adapter, runtime, canonical, read, data);
  return entry.sha256 === actual ? { kind: "trusted", sha256: actual } : { kind: "changed", expected: entry.sha256, actual };
}
