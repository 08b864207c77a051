import type { HookAction } from "./decision";
import type { JsonObject } from "./json";

/** The shell command an agent is about to run, and the tool arguments it came in. */
export interface ShellCall {
  command: string;
  /** The tool's arguments as the agent sent them (kept whole when the command is replaced). */
  input: JsonObject;
  /** Which wire format the payload used, for agents that speak more than one (Copilot). */
  dialect?: string;
}

/** One agent's hook wire format. Pure: no I/O, so each is tested on its own. */
export interface AgentContract {
  readonly name: HookAgent;
  /** What to print when the command must run untouched (bad input, deny, nothing to rewrite). */
  readonly neutral: string | null;
  /** The shell call in a parsed payload, or null when it is not a shell call this hook handles. */
  parse(payload: JsonObject): ShellCall | null;
  /** The stdout for a decision; null prints nothing. */
  answer(call: ShellCall, action: HookAction): string | null;
  /**
   * For an agent whose hook cannot change the command (Kiro): the message that blocks the call
   * (stderr, exit 2) and names the rtk command to run instead; null lets the call run.
   */
  block?(call: ShellCall, action: HookAction): string | null;
}

export type HookAgent = "claude" | "cursor" | "copilot" | "gemini" | "codex" | "droid" | "trae" | "kiro" | "vibe" | "hermes";
