// The hook pipeline shared by `rtk hook <agent>` and the in-process hooks (host/hooks/):
// bytes in, one decision, the agent's answer out. Never throws: any failure is the agent's
// neutral answer, so the original command runs.
import { claude } from "./claude";
import { codex } from "./codex";
import { copilot } from "./copilot";
import { cursor } from "./cursor";
import { actionFor, type Decide, type HookAction } from "./decision";
import { gemini } from "./gemini";
import { isObject } from "./json";
import type { AgentContract, HookAgent, ShellCall } from "./types";

export const CONTRACTS: Record<HookAgent, AgentContract> = { claude, cursor, copilot, gemini, codex };
export const HOOK_AGENTS = Object.keys(CONTRACTS) as HookAgent[];

/** Payloads above this are not parsed (a hook must answer fast and in bounded memory). */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;

export function isHookAgent(name: string): name is HookAgent {
  return Object.hasOwn(CONTRACTS, name);
}

export interface HookAnswer {
  /** What to print on stdout (null: nothing). */
  stdout: string | null;
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
    return { stdout: contract.answer(call, action), note, call, action };
  } catch (err) {
    return neutral(contract, `rewrite failed: ${(err as Error).message}`);
  }
}

export type { HookAgent, ShellCall } from "./types";
