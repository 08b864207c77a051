// Integrity of installed agent hooks (reference §7.4). `rtk init` stores the SHA-256 of the hook
// file it writes in `.rtk-hook.sha256` beside it (mode 0444). Before every decision the hook
// checks the file again and refuses to rewrite when it changed; `rtk verify` reports the state.
// Pure over a `readFile` function, so the CLI and the in-process hooks share it (both read the
// launcher and its hash as files rtk does not control: host/runtime/regular-file.ts). What
// `rtk verify` reports over every agent's hooks is init/verify.ts.

/**
 * The launcher's name: CommonJS, so that Node starts it without its ES module loader (~2 ms of
 * CPU per call) and Bun requires the hook client without a turn of its event loop.
 */
export const HOOK_FILE_NAME = "rtk-rewrite.cjs";
/** The launcher's name up to hook version 2 (an ES module): replaced by `rtk init`, checked like the current one meanwhile. */
export const PREVIOUS_HOOK_FILE_NAME = "rtk-rewrite.mjs";
export const HASH_FILE_NAME = ".rtk-hook.sha256";
export const HASH_FILE_MODE = 0o444;

export type IntegrityState = "verified" | "tampered" | "missing" | "outdated" | "not-installed";

export interface IntegrityReport {
  state: IntegrityState;
  hookPath: string;
  detail: string;
}

type ReadFile = (path: string) => Uint8Array | null;

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  let hex = "";
  for (const b of digest) hex += b.toString(16).padStart(2, "0");
  return hex;
}

/** `sha256sum` format, so `sha256sum -c .rtk-hook.sha256` checks it too. */
export function hashFileText(hex: string): string {
  return `${hex}  ${HOOK_FILE_NAME}\n`;
}

function storedHash(text: string): string | null {
  const m = /^([0-9a-f]{64})\b/.exec(text.trim());
  return m ? m[1] : null;
}

export function hashPathFor(hookPath: string): string {
  const slash = hookPath.lastIndexOf("/");
  return `${slash >= 0 ? hookPath.slice(0, slash) : "."}/${HASH_FILE_NAME}`;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The state of the hook at `hookPath`. `expected` is what this rtk would install there now:
 * a hook that matches its stored hash but not `expected` is outdated. `sha256` defaults to
 * WebCrypto; the in-process hooks pass their runtime's synchronous hasher, which starts faster.
 */
export type Sha256 = (bytes: Uint8Array) => string | Promise<string>;

export async function checkHook(readFile: ReadFile, hookPath: string, expected?: Uint8Array, sha256: Sha256 = sha256Hex): Promise<IntegrityReport> {
  const hook = readFile(hookPath);
  const hashBytes = readFile(hashPathFor(hookPath));
  if (hook === null && hashBytes === null) return { state: "not-installed", hookPath, detail: "no hook installed" };
  if (hook === null) return { state: "missing", hookPath, detail: "a hash is stored but the hook file is gone" };
  if (hashBytes === null) return { state: "missing", hookPath, detail: `no stored hash (${HASH_FILE_NAME}): re-run rtk init` };
  const want = storedHash(new TextDecoder().decode(hashBytes));
  if (want === null) return { state: "tampered", hookPath, detail: `${HASH_FILE_NAME} does not hold a SHA-256` };
  const got = await sha256(hook);
  if (got !== want) return { state: "tampered", hookPath, detail: `SHA-256 ${got} does not match the stored ${want}` };
  if (expected && !sameBytes(hook, expected)) return { state: "outdated", hookPath, detail: "installed by another rtk version or location: re-run rtk init" };
  return { state: "verified", hookPath, detail: `SHA-256 ${got}` };
}

/** The warning a refusing hook prints on stderr. */
export function refusalMessage(report: IntegrityReport): string {
  return `[rtk] hook ${report.hookPath} is ${report.state} (${report.detail}); not rewriting. Check it, then run \`rtk init\` again.\n`;
}
