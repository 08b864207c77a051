// Codex PreToolUse on `Bash`: Claude-shaped input and output, but Codex documents that it only
// enforces `permissionDecision: "deny"` today; `updatedInput`, "allow" and "ask" are parsed and
// ignored (fail open). A rewrite is therefore a deny whose reason names the rtk command, so
// the agent runs that instead; the re-issued `rtk ...` line has nothing to rewrite and passes.
import { parseClaudeShape } from "./claude";
import type { AgentContract } from "./types";

const SHELL_TOOLS = new Set(["Bash", "shell"]);

export const codex: AgentContract = {
  name: "codex",
  neutral: null,
  parse: (payload) => parseClaudeShape(payload, SHELL_TOOLS),
  answer(_call, action) {
    if (action.kind === "pass") return null;
    return JSON.stringify({
      hookSpecificOutput: {
        hookEventName: "PreToolUse",
        permissionDecision: "deny",
        permissionDecisionReason: `Token savings: run \`${action.command}\` instead (same command, condensed output; \`rtk proxy <cmd>\` gives the raw output).`,
      },
    });
  },
};
