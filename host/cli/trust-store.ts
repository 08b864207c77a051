// The trust store of user and project filter files: `<data dir>/trusted_filters.json`,
// owner-only, `{ "version": 1, "trusted": { "<canonical path>": { "sha256", "trusted_at" } } }`
// (the reference's format). A file is used only while its content hashes to what was trusted.
// Canonicalisation failure fails closed; an unreadable store means nothing is trusted.

import type { Adapter } from "./adapter";
import { loadRuntime } from "./store";

export interface TrustEntry {
  sha256: string;
  trusted_at: string;
}

export interface TrustData {
  version: 1;
  trusted: Record<string, TrustEntry>;
}

export type TrustStatus =
  | { kind: "trusted" }
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

export async function storePath(): Promise<string> {
  return `${(await loadRuntime()).paths.dataDir()}/trusted_filters.json`;
}

export async function canonicalPath(path: string): Promise<string | null> {
  return (await loadRuntime()).paths.realPath(path);
}

/** The store's content; `error` says why it could not be read (a missing store is simply empty). */
export async function readTrust(adapter: Adapter): Promise<{ data: TrustData; error?: string }> {
  const path = await storePath();
  const empty: TrustData = { version: 1, trusted: {} };
  const bytes = adapter.readFile(path);
  if (bytes === null) return { data: empty };
  try {
    const data = JSON.parse(new TextDecoder().decode(bytes)) as TrustData;
    if (data.version !== 1 || typeof data.trusted !== "object" || data.trusted === null) throw new Error("not a version 1 trust store");
    return { data };
  } catch (err) {
    return { data: empty, error: `cannot read the trust store ${path}: ${(err as Error).message}` };
  }
}

/** Writes the store owner-only (directory 0700, file 0600), replacing it in one rename. */
export async function writeTrust(adapter: Adapter, data: TrustData): Promise<void> {
  const path = await storePath();
  const dir = path.slice(0, path.lastIndexOf("/"));
  const { store } = await loadRuntime();
  store.makePrivateDir(dir);
  const tmp = `${path}.${Date.now()}.tmp`;
  adapter.writeFile(tmp, new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), 0o600);
  adapter.chmodFile(tmp, 0o600);
  adapter.renameFile(tmp, path);
}

/** RTK_TRUST_PROJECT_FILTERS=1 counts only in CI: stdin and stdout not terminals and a CI variable set to a true value. */
export function ciOverride(adapter: Adapter): { honoured: boolean; requested: boolean } {
  const requested = adapter.env("RTK_TRUST_PROJECT_FILTERS") === "1";
  if (!requested) return { honoured: false, requested };
  const ci = CI_VARIABLES.some((v) => isTruthy(adapter.env(v)));
  return { honoured: ci && !adapter.isTTY(0) && !adapter.isTTY(1), requested };
}

/** Whether the bytes just read from `path` may be used. */
export async function trustStatus(adapter: Adapter, path: string, bytes: Uint8Array, tier: "project" | "user"): Promise<TrustStatus> {
  if (tier === "project" && ciOverride(adapter).honoured) return { kind: "env" };
  const canonical = await canonicalPath(path);
  if (canonical === null) return { kind: "untrusted" };
  const { data } = await readTrust(adapter);
  const entry = data.trusted[canonical];
  if (!entry) return { kind: "untrusted" };
  const actual = await sha256Hex(bytes);
  return entry.sha256 === actual ? { kind: "trusted" } : { kind: "changed", expected: entry.sha256, actual };
}
