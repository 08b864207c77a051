// GitHub Copilot speaks two formats through one hook (reference §7.3):
// - VS Code Copilot Chat (and Copilot CLI with a PascalCase `PreToolUse` entry): the snake_case
//   Claude format in and out (`tool_name`, `tool_input`; `hookSpecificOutput.updatedInput`).
// - Copilot CLI camelCase: `toolName` + `toolArgs` (a JSON-encoded string in older releases, an
//   object in newer ones); the answer is top-level `permissionDecision` + `modifiedArgs`.
// The payload's own keys tell which one arrived.
import { claudeOutput, parseClaudeShape } from "./claude";
import { REWRITE_REASON } from "./decision";
import { isObject, type JsonObject, stringField } from "./json";
import type { AgentContract, ShellCall } from "./types";

const VSCODE_TOOLS = new Set(["run_in_terminal", "runInTerminal", "runTerminalCommand", "bash", "Bash", "powershell"]);
const CLI_TOOLS = new Set(["bash", "powershell", "shell"]);

function parseCli(payload: JsonObject): ShellCall | null {
  const tool = stringField(payload, "toolName");
  if (tool === null || !CLI_TOOLS.has(tool)) return null;
  let args: unknown = payload.toolArgs;
  if (typeof args === "string") {
    try {
      args = JSON.parse(args);
    } catch {
      return null;
    }
  }
  if (!isObject(args)) return null;
  const command = stringField(args, "command");
  return command === null ? null : { command, input: args, dialect: "cli" };
}

export const copilot: AgentContract = {
  name: "copilot",
  neutral: null,
  parse(payload) {
    if ("toolName" in payload || "toolArgs" in payload) return parseCli(payload);
    const call = parseClaudeShape(payload, VSCODE_TOOLS);
    return call === null ? null : { ...call, dialect: "vscode" };
  },
  answer(call, action) {
    if (call.dialect !== "cli") return claudeOutput(call, action);
    if (action.kind === "pass") return null;
    return JSON.stringify({
      permissionDecision: action.permission,
      permissionDecisionReason: REWRITE_REASON,
      modifiedArgs: { ...call.input, command: action.command },
    });
  },
};
