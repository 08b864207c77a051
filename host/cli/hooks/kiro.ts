// Kiro (CLI and IDE 1.x) preToolUse on `execute_bash` (CLI) or `shell`: input on stdin as
// `tool_name` + `tool_input.command` (kiro.dev/docs/cli/hooks). A hook cannot change the command;
// exit 2 blocks the tool call and its stderr goes back to the model. So a rewrite is a block whose
// message names the rtk command (deny-with-suggestion, reference §7.2): the agent runs that
// instead, and the re-issued `rtk ...` line has nothing to rewrite and passes (exit 0, no output).
import { parseClaudeShape } from "./claude";
import type { AgentContract } from "./types";

const SHELL_TOOLS = new Set(["execute_bash", "executeBash", "shell"]);

export const kiro: AgentContract = {
  name: "kiro",
  neutral: null,
  parse: (payload) => parseClaudeShape(payload, SHELL_TOOLS),
  answer: () => null,
  block(_call, action) {
    if (action.kind === "pass") return null;
    return `Token savings: run \`${action.command}\` instead (the same command with condensed output; \`rtk proxy <cmd>\` gives the raw output).`;
  },
};
