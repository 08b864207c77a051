// Codex PreToolUse on `Bash` (Codex names every shell tool so in hooks): Claude-shaped input and
// output. A rewrite is a deny whose reason names the rtk command, so the agent runs that instead;
// the re-issued `rtk ...` line has nothing to rewrite and passes. Codex can now apply
// `updatedInput` (openai/codex#20527), but only together with `permissionDecision: "allow"`, and
// an allow from a hook skips Codex's own approval of the command (its approval policy and rules):
// a rewrite would then turn a command Codex would have asked about into one it runs unasked
// (openai/codex#46664 asks for a rewrite without the allow). Until Codex takes a rewrite that
// keeps its own decision, the deny-with-suggestion form stays: the re-issued command goes
// through Codex's approval like any other.
// What the model then reads is plain text Codex builds itself, "Command blocked by PreToolUse
// hook: <reason>. Command: <the original command>" (openai/codex#32573), so the reason is one
// line that names only the rtk form. Codex's other block form, exit 2 with the reason on stderr,
// is not used: a hook that fails (bad payload, deadline, rtk gone) must print nothing and exit 0,
// which Codex takes as "no decision" and runs the command unchanged.
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
