// Gemini CLI `BeforeTool` on `run_shell_command` (reference §7.3). `hookSpecificOutput.tool_input`
// is merged over the model's arguments, so only the command is sent. Gemini has allow/deny
// only: an ask verdict becomes allow (its own policy still applies). Leave-alone answer:
// `{"decision":"allow"}`.
import { isObject, stringField } from "./json";
import type { AgentContract } from "./types";

const NEUTRAL = JSON.stringify({ decision: "allow" });

export const gemini: AgentContract = {
  name: "gemini",
  neutral: NEUTRAL,
  parse(payload) {
    const tool = stringField(payload, "tool_name");
    const input = payload.tool_input;
    if (tool !== "run_shell_command" || !isObject(input)) return null;
    const command = stringField(input, "command");
    return command === null ? null : { command, input };
  },
  answer(_call, action) {
    if (action.kind === "pass") return NEUTRAL;
    return JSON.stringify({ decision: "allow", hookSpecificOutput: { tool_input: { command: action.command } } });
  },
};
