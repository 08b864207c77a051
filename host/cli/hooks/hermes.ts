// Hermes Agent shell hook on `pre_tool_call` for its `terminal` tool (hermes-agent docs, "Event
// Hooks" -> "Shell Hooks", JSON wire protocol). stdin: `hook_event_name`, `tool_name`,
// `tool_input`, `session_id`, `cwd`, `profile`, `extra`; stdout: `{"action":"modify","args":{...}}`,
// whose args are shallow-merged over the tool's arguments, so only the command is sent. Hermes
// has no allow verdict to give (its `approve` escalates to the human gate): an ask verdict is
// rewritten too, and Hermes' own approval of terminal commands still applies. Nothing to
// rewrite: `{}` (a no-op). Subagents run their tools through the same dispatcher.
import { parseClaudeShape } from "./claude";
import type { AgentContract } from "./types";

const SHELL_TOOLS = new Set(["terminal"]);
const NEUTRAL = "{}";

export const hermes: AgentContract = {
  name: "hermes",
  neutral: NEUTRAL,
  parse: (payload) => parseClaudeShape(payload, SHELL_TOOLS),
  answer(_call, action) {
    if (action.kind === "pass") return NEUTRAL;
    return JSON.stringify({ action: "modify", args: { command: action.command } });
  },
};
