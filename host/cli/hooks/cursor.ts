// Cursor `preToolUse` with matcher `Shell` (reference §7.3): Claude-like input; the answer is
// `{"permission": ..., "updated_input": {...}}`, and Cursor wants JSON on every path, so
// "leave it alone" is `{}`.
import { isObject, stringField } from "./json";
import type { AgentContract } from "./types";

export const cursor: AgentContract = {
  name: "cursor",
  neutral: "{}",
  parse(payload) {
    const tool = stringField(payload, "tool_name");
    const input = payload.tool_input;
    if (tool !== "Shell" || !isObject(input)) return null;
    const command = stringField(input, "command");
    return command === null ? null : { command, input };
  },
  answer(call, action) {
    if (action.kind === "pass") return "{}";
    return JSON.stringify({ permission: action.permission, updated_input: { ...call.input, command: action.command } });
  },
};
