// Each agent's hook contract, as pure functions: payloads as the agents send them, a decision
// standing in for the rewrite path, the answer checked field by field.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RewriteDecision } from "../../host/cli/hooks/decision";
import { answerHook, MAX_PAYLOAD_BYTES } from "../../host/cli/hooks/index";
import { ROOT } from "../helpers/cli";

const payload = (name: string) => readFileSync(join(ROOT, "fixtures", "agents", "payloads", name));
const decided = (decision: RewriteDecision) => () => decision;
const ALLOW: RewriteDecision = { exitCode: 0, command: "rtk git status" };
const ASK: RewriteDecision = { exitCode: 3, command: "rtk git status" };
const NOTHING: RewriteDecision = { exitCode: 1, command: null };
const DENY: RewriteDecision = { exitCode: 2, command: null };
const json = (s: string | null) => JSON.parse(s ?? "null");

describe("Claude Code", () => {
  it("rewrites with permissionDecision and updatedInput, keeping description and timeout", () => {
    const a = answerHook("claude", payload("claude-bash.json"), decided(ALLOW));
    const out = json(a.stdout).hookSpecificOutput;
    expect(out.hookEventName).toBe("PreToolUse");
    expect(out.permissionDecision).toBe("allow");
    expect(out.permissionDecisionReason).toBe("RTK auto-rewrite");
    expect(out.updatedInput).toEqual({ command: "rtk git status", description: "Show working tree status", timeout: 120000 });
  });

  it("asks when the verdict is ask or no rule matched", () => {
    expect(json(answerHook("claude", payload("claude-bash.json"), decided(ASK)).stdout).hookSpecificOutput.permissionDecision).toBe("ask");
  });

  it("prints nothing when there is nothing to rewrite, on deny, or for another tool", () => {
    expect(answerHook("claude", payload("claude-bash.json"), decided(NOTHING)).stdout).toBeNull();
    expect(answerHook("claude", payload("claude-bash.json"), decided(DENY)).stdout).toBeNull();
    let called = false;
    expect(answerHook("claude", payload("claude-read.json"), () => ((called = true), ALLOW)).stdout).toBeNull();
    expect(called).toBe(false);
  });

  it("leaves the command alone on bad input and internal errors", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(answerHook("claude", enc("{not json"), decided(ALLOW)).stdout).toBeNull();
    expect(answerHook("claude", enc("[1,2]"), decided(ALLOW)).stdout).toBeNull();
    expect(answerHook("claude", enc('{"tool_name":"Bash","tool_input":{}}'), decided(ALLOW)).stdout).toBeNull();
    expect(answerHook("claude", enc('{"tool_name":"Bash","tool_input":{"command":42}}'), decided(ALLOW)).stdout).toBeNull();
    expect(answerHook("claude", payload("claude-bash.json"), () => { throw new Error("core trapped"); }).note).toContain("core trapped");
    const big = enc(JSON.stringify({ tool_name: "Bash", tool_input: { command: "git status", pad: "x".repeat(MAX_PAYLOAD_BYTES) } }));
    const a = answerHook("claude", big, decided(ALLOW));
    expect(a.stdout).toBeNull();
    expect(a.note).toContain("larger than");
  });

  it("a rewrite equal to the command is no rewrite", () => {
    expect(answerHook("claude", payload("claude-bash.json"), decided({ exitCode: 0, command: "git status" })).stdout).toBeNull();
  });
});

describe("Cursor", () => {
  it("answers permission + updated_input, keeping the other tool_input fields", () => {
    const out = json(answerHook("cursor", payload("cursor-shell.json"), decided(ALLOW)).stdout);
    expect(out).toEqual({ permission: "allow", updated_input: { command: "rtk git status", cwd: "/home/dev/app" } });
    expect(json(answerHook("cursor", payload("cursor-shell.json"), decided(ASK)).stdout).permission).toBe("ask");
  });

  it("prints {} on every path that does not rewrite", () => {
    expect(answerHook("cursor", payload("cursor-shell.json"), decided(NOTHING)).stdout).toBe("{}");
    expect(answerHook("cursor", payload("cursor-shell.json"), decided(DENY)).stdout).toBe("{}");
    expect(answerHook("cursor", new TextEncoder().encode("garbage"), decided(ALLOW)).stdout).toBe("{}");
    expect(answerHook("cursor", payload("claude-read.json"), decided(ALLOW)).stdout).toBe("{}");
  });
});

describe("Copilot", () => {
  it("answers VS Code's snake_case payload in the Claude format", () => {
    const a = answerHook("copilot", payload("copilot-vscode.json"), decided(ALLOW));
    expect(a.call?.dialect).toBe("vscode");
    const out = json(a.stdout).hookSpecificOutput;
    expect(out.permissionDecision).toBe("allow");
    expect(out.updatedInput).toEqual({ command: "rtk git status", explanation: "Show working tree status", isBackground: false });
  });

  it("answers the CLI's camelCase payload (toolArgs as a JSON string) with modifiedArgs", () => {
    const a = answerHook("copilot", payload("copilot-cli.json"), decided(ASK));
    expect(a.call?.dialect).toBe("cli");
    const out = json(a.stdout);
    expect(out.permissionDecision).toBe("ask");
    expect(out.permissionDecisionReason).toBe("RTK auto-rewrite");
    expect(out.modifiedArgs).toEqual({ command: "rtk git status", description: "Show working tree status" });
    expect(out.hookSpecificOutput).toBeUndefined();
  });

  it("accepts toolArgs as an object and ignores a broken toolArgs string", () => {
    const enc = (o: unknown) => new TextEncoder().encode(JSON.stringify(o));
    expect(json(answerHook("copilot", enc({ toolName: "bash", toolArgs: { command: "git status" } }), decided(ALLOW)).stdout).modifiedArgs.command).toBe("rtk git status");
    expect(answerHook("copilot", enc({ toolName: "bash", toolArgs: "{broken" }), decided(ALLOW)).stdout).toBeNull();
    expect(answerHook("copilot", enc({ toolName: "view", toolArgs: { path: "a" } }), decided(ALLOW)).stdout).toBeNull();
  });
});

describe("Gemini CLI", () => {
  it("answers decision allow with hookSpecificOutput.tool_input", () => {
    expect(json(answerHook("gemini", payload("gemini-shell.json"), decided(ALLOW)).stdout)).toEqual({
      decision: "allow",
      hookSpecificOutput: { tool_input: { command: "rtk git status" } },
    });
  });

  it("has no ask: an ask verdict still rewrites; no rewrite is a plain allow", () => {
    expect(json(answerHook("gemini", payload("gemini-shell.json"), decided(ASK)).stdout).decision).toBe("allow");
    expect(json(answerHook("gemini", payload("gemini-shell.json"), decided(NOTHING)).stdout)).toEqual({ decision: "allow" });
    expect(json(answerHook("gemini", new TextEncoder().encode("{"), decided(ALLOW)).stdout)).toEqual({ decision: "allow" });
  });
});

describe("Codex", () => {
  it("denies with the rtk command as the suggestion (Codex enforces only deny)", () => {
    const out = json(answerHook("codex", payload("codex-bash.json"), decided(ALLOW)).stdout).hookSpecificOutput;
    expect(out.hookEventName).toBe("PreToolUse");
    expect(out.permissionDecision).toBe("deny");
    expect(out.permissionDecisionReason).toContain("`rtk git status`");
    expect(out.updatedInput).toBeUndefined();
  });

  it("the reason reads as one plain-text line in Codex's block message (Codex adds the original command itself)", () => {
    const a = answerHook("codex", payload("codex-bash.json"), decided(ASK));
    const reason: string = json(a.stdout).hookSpecificOutput.permissionDecisionReason;
    expect(reason).not.toContain("\n");
    expect(reason.replace("`rtk git status`", "")).not.toContain("git status");
    expect(a.blocked).toBeUndefined(); // never exit 2: that is Codex's block form, and a failing hook must not block
  });

  it("a failing hook (bad payload, internal error) prints nothing: Codex runs the command unchanged", () => {
    expect(answerHook("codex", new TextEncoder().encode("{not json"), decided(ALLOW)).stdout).toBeNull();
    expect(answerHook("codex", payload("codex-bash.json"), () => { throw new Error("core trapped"); }).stdout).toBeNull();
  });

  it("prints nothing when there is nothing to rewrite or a deny rule matches", () => {
    expect(answerHook("codex", payload("codex-bash.json"), decided(NOTHING)).stdout).toBeNull();
    expect(answerHook("codex", payload("codex-bash.json"), decided(DENY)).stdout).toBeNull();
  });
});

describe("Claude Code subagents (Task)", () => {
  it("a subagent's Bash call (agent_id, agent_type) is answered like the main agent's", () => {
    const a = answerHook("claude", payload("claude-subagent-bash.json"), decided(ASK));
    const out = json(a.stdout).hookSpecificOutput;
    expect(out.permissionDecision).toBe("ask");
    expect(out.updatedInput).toEqual({ command: "rtk git status", description: "Show working tree status" });
  });
});

describe("Factory Droid", () => {
  it("rewrites the Execute tool's command with updatedInput, keeping its other fields", () => {
    const out = json(answerHook("droid", payload("droid-execute.json"), decided(ASK)).stdout).hookSpecificOutput;
    expect(out.hookEventName).toBe("PreToolUse");
    expect(out.updatedInput).toEqual({ command: "rtk git status", timeout: 60 });
    // Droid takes the first decision any hook gives: rtk gives none unless a rule allows.
    expect(out.permissionDecision).toBeUndefined();
  });

  it("states allow only when a permission rule allows the command", () => {
    const out = json(answerHook("droid", payload("droid-execute.json"), decided(ALLOW)).stdout).hookSpecificOutput;
    expect(out.permissionDecision).toBe("allow");
    expect(out.updatedInput.command).toBe("rtk git status");
  });

  it("prints nothing for nothing to rewrite, a deny, another tool or bad input", () => {
    expect(answerHook("droid", payload("droid-execute.json"), decided(NOTHING)).stdout).toBeNull();
    expect(answerHook("droid", payload("droid-execute.json"), decided(DENY)).stdout).toBeNull();
    expect(answerHook("droid", payload("claude-bash.json"), decided(ALLOW)).stdout).toBeNull();
    expect(answerHook("droid", new TextEncoder().encode("{"), decided(ALLOW)).stdout).toBeNull();
  });
});

describe("Trae", () => {
  it("rewrites RunCommand with updatedInput and no permission decision, whatever the verdict", () => {
    for (const d of [ALLOW, ASK]) {
      const out = json(answerHook("trae", payload("trae-runcommand.json"), decided(d)).stdout).hookSpecificOutput;
      expect(out).toEqual({ hookEventName: "PreToolUse", updatedInput: { command: "rtk git status", cwd: "/home/dev/app" } });
    }
  });

  it("prints nothing when nothing is rewritten or for another tool", () => {
    expect(answerHook("trae", payload("trae-runcommand.json"), decided(NOTHING)).stdout).toBeNull();
    expect(answerHook("trae", payload("trae-runcommand.json"), decided(DENY)).stdout).toBeNull();
    expect(answerHook("trae", payload("claude-bash.json"), decided(ALLOW)).stdout).toBeNull();
  });
});

describe("Kiro", () => {
  it("blocks a command that has an rtk form and names that form (CLI and IDE payloads)", () => {
    for (const file of ["kiro-execute-bash.json", "kiro-ide-execute-bash.json"]) {
      const a = answerHook("kiro", payload(file), decided(ASK));
      expect(a.stdout).toBeNull();
      expect(a.blocked).toContain("`rtk git status`");
    }
  });

  it("lets the call run (no block) when nothing is rewritten, on deny, for another tool or bad input", () => {
    expect(answerHook("kiro", payload("kiro-execute-bash.json"), decided(NOTHING)).blocked).toBeUndefined();
    expect(answerHook("kiro", payload("kiro-execute-bash.json"), decided(DENY)).blocked).toBeUndefined();
    expect(answerHook("kiro", payload("claude-read.json"), decided(ALLOW)).blocked).toBeUndefined();
    expect(answerHook("kiro", new TextEncoder().encode("nope"), decided(ALLOW)).blocked).toBeUndefined();
  });
});

describe("Mistral Vibe", () => {
  it("answers hook_specific_output.tool_input (the whole input, replaced) and no decision, whatever the verdict", () => {
    for (const d of [ALLOW, ASK]) expect(json(answerHook("vibe", payload("vibe-bash.json"), decided(d)).stdout)).toEqual({ hook_specific_output: { tool_input: { command: "rtk git status" } } });
  });

  it("a subagent's bash call (parent_session_id set) is answered like the main agent's", () => {
    const a = answerHook("vibe", payload("vibe-subagent-bash.json"), () => ({ exitCode: 0, command: "rtk cargo test" }));
    expect(json(a.stdout).hook_specific_output.tool_input.command).toBe("rtk cargo test");
  });

  it("answers {} when nothing is rewritten, on deny, for another tool or bad input", () => {
    expect(answerHook("vibe", payload("vibe-bash.json"), decided(NOTHING)).stdout).toBe("{}");
    expect(answerHook("vibe", payload("vibe-bash.json"), decided(DENY)).stdout).toBe("{}");
    expect(answerHook("vibe", payload("claude-bash.json"), decided(ALLOW)).stdout).toBe("{}");
    expect(answerHook("vibe", new TextEncoder().encode("{"), decided(ALLOW)).stdout).toBe("{}");
  });
});

describe("Hermes Agent", () => {
  it("modifies the terminal tool's command (shallow-merged args), whatever the verdict", () => {
    for (const d of [ALLOW, ASK]) expect(json(answerHook("hermes", payload("hermes-terminal.json"), decided(d)).stdout)).toEqual({ action: "modify", args: { command: "rtk git status" } });
  });

  it("answers {} when nothing is rewritten, on deny, for another tool or bad input", () => {
    expect(answerHook("hermes", payload("hermes-terminal.json"), decided(NOTHING)).stdout).toBe("{}");
    expect(answerHook("hermes", payload("hermes-terminal.json"), decided(DENY)).stdout).toBe("{}");
    expect(answerHook("hermes", payload("vibe-bash.json"), decided(ALLOW)).stdout).toBe("{}");
    expect(answerHook("hermes", new TextEncoder().encode("[]"), decided(ALLOW)).stdout).toBe("{}");
  });
});
