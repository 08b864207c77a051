// The hook pipeline shared by `rtk hook <agent>` and the in-process hooks (host/hooks/):
// bytes in, one decision, the agent's answer out. Never throws: any failure is the agent's
// neutral answer, so the original command runs; and so is no answer by the deadline (at the
// end of this module, also `rtk rewrite`'s).
import { claude } from "./claude";
import { codex } from "./codex";
import { copilot } from "./copilot";
import { cursor } from "./cursor";
import { droid } from "./droid";
import { actionFor, type Decide, type HookAction } from "./decision";
import { gemini } from "./gemini";
import { hermes } from "./hermes";
import { isObject } from "./json";
import { kiro } from "./kiro";
import { trae } from "./trae";
import { vibe } from "./vibe";
import type { AgentContract, HookAgent, ShellCall } from "./types";

export const CONTRACTS: Record<HookAgent, AgentContract> = { claude, cursor, copilot, gemini, codex, droid, trae, kiro, vibe, hermes };
export const HOOK_AGENTS = Object.keys(CONTRACTS) as HookAgent[];

/** Payloads above this are not parsed (a hook must answer fast and in bounded memory). */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;

export function isHookAgent(name: string): name is HookAgent {
  return Object.hasOwn(CONTRACTS, name);
}

export interface HookAnswer {
  /** What to print on stdout (null: nothing). */
  stdout: string | null;
  /** A block (Kiro): printed on stderr, and the hook exits 2 so the agent does not run the call. */
  blocked?: string;
  /** Why the command was left alone, for `rtk hook check` and warnings; absent on a rewrite. */
  note?: string;
  call?: ShellCall;
  action?: HookAction;
}

function neutral(contract: AgentContract, note: string): HookAnswer {
  return { stdout: contract.neutral, note };
}

/** Parses the payload (`oversize` when more than MAX_PAYLOAD_BYTES arrived). */
export function parsePayload(contract: AgentContract, bytes: Uint8Array, oversize = false): ShellCall | string {
  if (oversize || bytes.length > MAX_PAYLOAD_BYTES) return `payload larger than ${MAX_PAYLOAD_BYTES} bytes`;
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(bytes));
  } catch (err) {
    return `payload is not JSON: ${(err as Error).message}`;
  }
  if (!isObject(payload)) return "payload is not a JSON object";
  return contract.parse(payload) ?? "not a shell command this hook handles";
}

export function answerHook(agent: HookAgent, bytes: Uint8Array, decide: Decide, oversize = false): HookAnswer {
  const contract = CONTRACTS[agent];
  const call = parsePayload(contract, bytes, oversize);
  if (typeof call === "string") return neutral(contract, call);
  try {
    const action = actionFor(call.command, decide(call.command));
    const note = action.kind === "pass" ? "nothing to rewrite (or denied: the agent's own rule decides)" : undefined;
    const blocked = contract.block?.(call, action) ?? undefined;
    return { stdout: contract.answer(call, action), blocked, note, call, action };
  } catch (err) {
    return neutral(contract, `rewrite failed: ${(err as Error).message}`);
  }
}

export type { HookAgent, ShellCall } from "./types";

// ---- The deadline ----
//
// An agent waits for its pre-tool hook before every command, so a hook
// that has not answered within RTK_HOOK_TIMEOUT_MS (default 1000 ms) gives up: it fails open
// (the agent's command runs unchanged) with one line on stderr. Used by `rtk hook <agent>`,
// `rtk rewrite` and the in-process hooks (host/hooks/). Files that could hang a hook are not
// opened at all (host/runtime/regular-file.ts); this is the bound on everything else (a payload that never
// ends, a slow disk, a huge trusted filter file to compile).
//
// A timer only fires while the event loop is free: work that holds the thread past the deadline
// (one long core call) delays the fallback until it returns, which is why every input of that
// work is bounded too.

export { DEFAULT_HOOK_TIMEOUT_MS, hookTimeoutMs } from "./timeout";

export interface Deadline {
  /**
   * True for the first caller only: the hook's own answer and the deadline's fallback both claim
   * the right to answer before writing, so the agent reads exactly one answer.
   */
  claim(): boolean;
  /** The deadline answered (its `expire` ran and ends the process): the hook writes nothing more. */
  readonly expired: boolean;
  /** The answer is out (or nothing more will be): the clock no longer answers. */
  clear(): void;
}

/**
 * Starts the clock: after `ms`, `expire` runs, unless the answer claimed first. An answer that
 * comes late (the timer could not fire while the thread was busy) is not given: the deadline's
 * answer is, so what the agent gets past the deadline never depends on the event loop. The
 * clock on Deno is `AbortSignal.timeout`, not `setTimeout`: Deno's setTimeout loads its Node timers
 * module on first use, ~12 ms of a hook call. It is not cancelled (Node and Bun do not wait for
 * an unref'd timer; every Deno hook path ends with an exit): `clear` makes it do nothing.
 */
export function startDeadline(ms: number, expire: () => void): Deadline {
  const due = Date.now() + ms;
  let claimed = false;
  let expired = false;
  const fail = () => {
    claimed = expired = true;
    expire();
  };
  const claim = () => {
    if (claimed) return false;
    if (Date.now() >= due) {
      fail();
      return false;
    }
    claimed = true;
    return true;
  };
  const onTime = () => {
    if (!claimed) fail();
  };
  // Node and Bun: a plain timer, unref'd (AbortSignal.timeout loads Node's abort_controller and
  // event_target modules, ~1.5 ms of a hook call there); Deno: the signal, see above.
  if (typeof (globalThis as { Deno?: unknown }).Deno === "undefined") (setTimeout(onTime, ms) as { unref?: () => void }).unref?.();
  else AbortSignal.timeout(ms).addEventListener("abort", onTime);
  return {
    claim,
    get expired() {
      return expired;
    },
    clear: () => {
      claimed = true;
    },
  };
}

/** What a hook awaits once its deadline answered: nothing, until the deadline's exit. */
export function never(): Promise<never> {
  return new Promise(() => {});
}

/** The one stderr line of a hook that gave up. */
export function deadlineMessage(who: string, ms: number): string {
  return `[rtk] ${who}: no answer within ${ms} ms (RTK_HOOK_TIMEOUT_MS); the command runs unchanged\n`;
}
