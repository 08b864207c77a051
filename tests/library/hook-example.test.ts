// docs/examples/claude-pretooluse-hook.mjs: a Node hook script of at most 20 lines that loads
// the wasm and answers Claude Code PreToolUse payloads (rtk-behaviour.md 7.3 contract).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

const HOOK = join(ROOT, "docs", "examples", "claude-pretooluse-hook.mjs");

function hook(stdin: string) {
  const r = spawnSync(join(ROOT, "node_modules", ".bin", "node"), [HOOK], { input: stdin, encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const payload = (command: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ session_id: "s", transcript_path: "/tmp/t", cwd: ROOT, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command, ...extra } });

describe("the Node PreToolUse hook example", () => {
  it("is at most 20 lines", () => {
    expect(readFileSync(HOOK, "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(20);
  });

  it("rewrites a command to its rtk form, keeping the other tool_input fields", () => {
    const r = hook(payload("git status", { description: "Show status", timeout: 5000 }));
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(JSON.parse(r.out)).toEqual({
      hookSpecificOutput: {
        hookEventName: "PreToolUse",
        permissionDecision: "ask",
        permissionDecisionReason: "RTK auto-rewrite",
        updatedInput: { command: "rtk git status", description: "Show status", timeout: 5000 },
      },
    });
  });

  it("rewrites every segment of a compound command", () => {
    const out = JSON.parse(hook(payload("cd /tmp && git log -5")).out);
    expect(out.hookSpecificOutput.updatedInput.command).toBe("cd /tmp && rtk git log -5");
  });

  it.each([
    ["a command with no rtk form", payload("echo hello")],
    ["a payload without a command", JSON.stringify({ tool_name: "Bash", tool_input: {} })],
    ["a command that is not a string", payload(42)],
    ["invalid JSON", "{not json"],
    ["empty input", ""],
  ])("prints nothing and exits 0 for %s", (_what, stdin) => {
    const r = hook(stdin);
    expect(r.code).toBe(0);
    expect(r.out).toBe("");
    expect(r.err).toBe("");
  });
});
