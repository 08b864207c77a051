// Factory Droid PreToolUse on its shell tool `Execute` (docs.factory.ai/reference/hooks-reference;
// reference §7.2): Claude-shaped input (`tool_name`, `tool_input.command`) and answer
// (`hookSpecificOutput.updatedInput`). Droid applies updatedInput whatever the decision, and takes
// the first decision any hook gives, so rtk states one only when a permission rule allows the
// command: an unconditional "allow" would override another hook's deny or Droid's own prompt.
import { parseClaudeShape } from "./claude";
import { REWRITE_REASON } from "./decision";
import type { AgentContract } from "./types";

const SHELL_TOOLS = new Set(["Execute"]);

export const droid: AgentContract = {
  name: "droid",
  neutral: null,
  parse: (payload) => parseClaudeShape(payload, SHELL_TOOLS),
  answer(call, action) {
    if (action.kind === "pass") return null;
    const decision = action.permission === "allow" ? { permissionDecision: "allow", permissionDecisionReason: REWRITE_REASON } : {};
    return JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", ...decision, updatedInput: { ...call.input, command: action.command } } });
  },
};
