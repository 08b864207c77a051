// A Claude Code PreToolUse hook: rewrites a Bash command to its rtk form with the wasm core.
// settings.json: {"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"node /path/to/this.mjs"}]}]}}
import { rewrite } from "rtk-wasm";

let input = "";
for await (const chunk of process.stdin) input += chunk;
try {
  const payload = JSON.parse(input);
  const { command: line } = payload.tool_input ?? {};
  const r = typeof line === "string" ? rewrite(line) : null;
  // Nothing to rewrite, or a deny rule: print nothing, so Claude Code decides on its own.
  if (r?.command && r.verdict !== "deny") {
    const permissionDecision = r.verdict === "allow" ? "allow" : "ask";
    const updatedInput = { ...payload.tool_input, command: r.command };
    console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision, permissionDecisionReason: "RTK auto-rewrite", updatedInput } }));
  }
} catch {} // a hook never blocks the agent: on any error the original command runs
