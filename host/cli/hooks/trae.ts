// Trae PreToolUse on its terminal tool `RunCommand` (reference §7.2; TRAE's hook events,
// docs.trae.cn "automate actions with hooks": PreToolUse may check, block or modify a tool's
// arguments). Claude-shaped input and `hookSpecificOutput.updatedInput`, without a permission
// decision: Trae's own approval of the command stays in force.
import { parseClaudeShape } from "./claude";
import type { AgentContract } from "./types";

const SHELL_TOOLS = new Set(["RunCommand"]);

export const trae: AgentContract = {
  name: "trae",
  neutral: null,
  parse: (payload) => parseClaudeShape(payload, SHELL_TOOLS),
  answer(call, action) {
    if (action.kind === "pass") return null;
    return JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", updatedInput: { ...call.input, command: action.command } } });
  },
};
