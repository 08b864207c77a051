// Claude Code PreToolUse (reference §7.3): the Bash (or PowerShell) tool's `tool_input.command`.
// A rewrite answers with `hookSpecificOutput` carrying BOTH `permissionDecision` and
// `updatedInput` (Claude ignores updatedInput without a decision) and every other tool_input
// field kept (`description`, `timeout`, `run_in_background`...). Nothing to rewrite: no output.
import { type HookAction, REWRITE_REASON } from "./decision";
import { isObject, type JsonObject, stringField } from "./json";
import type { AgentContract, ShellCall } from "./types";

const SHELL_TOOLS = new Set(["Bash", "PowerShell"]);

/** Claude-shaped payloads: `tool_name` + `tool_input.command`. Shared by Codex and Copilot (VS Code). */
export function parseClaudeShape(payload: JsonObject, tools: ReadonlySet<string>): ShellCall | null {
  const tool = stringField(payload, "tool_name");
  const input = payload.tool_input;
  if (tool === null || !tools.has(tool) || !isObject(input)) return null;
  const command = stringField(input, "command");
  return command === null ? null : { command, input };
}

export function claudeOutput(call: ShellCall, action: HookAction): string | null {
  if (action.kind === "pass") return null;
  return JSON.stringify({
    hookSpecificOutput: {
      hookEventName: "PreToolUse",
      permissionDecision: action.permission,
      permissionDecisionReason: REWRITE_REASON,
      updatedInput: { ...call.input, command: action.command },
    },
  });
}

export const claude: AgentContract = {
  name: "claude",
  neutral: null,
  parse: (payload) => parseClaudeShape(payload, SHELL_TOOLS),
  answer: claudeOutput,
};
