// Mistral Vibe `pre_tool` hook on its `bash` tool (docs.mistral.ai/vibe/code/cli/hooks; the
// payload and answer models in mistralai/mistral-vibe vibe/core/hooks). stdin: `tool_name`,
// `tool_call_id`, `tool_input` and the session fields; stdout: exit 0 and a JSON object whose
// `hook_specific_output.tool_input` REPLACES the tool's whole input, so every other argument
// (`timeout`...) is sent back with the new command. `decision` defaults to "allow", which
// changes nothing of Vibe's own approval, so rtk sends none. Nothing to rewrite: `{}`.
// Subagents inherit the parent's hooks, so a subagent's bash calls come through here too.
import { parseClaudeShape } from "./claude";
import type { AgentContract } from "./types";

const SHELL_TOOLS = new Set(["bash"]);
const NEUTRAL = "{}";

export const vibe: AgentContract = {
  name: "vibe",
  neutral: NEUTRAL,
  parse: (payload) => parseClaudeShape(payload, SHELL_TOOLS),
  answer(call, action) {
    if (action.kind === "pass") return NEUTRAL;
    return JSON.stringify({ hook_specific_output: { tool_input: { ...call.input, command: action.command } } });
  },
};
