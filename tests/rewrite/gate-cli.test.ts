// The fixed permission gate on every path that answers with its verdict, end to end in Node,
// Bun and Deno: `rtk rewrite` (exit 0 allow, 1 nothing to rewrite, 2 deny, 3 ask) and `rtk hook
// <agent>` for each agent, with the agent's own payload (fixtures/agents/payloads) carrying
// the issue 17 reproductions and project settings in a temporary HOME and project.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES, runCli, type Runtime } from "../helpers/cli";

const root = mkdtempSync(join(tmpdir(), "rtk-gate-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function sandbox(permissions: { allow?: string[]; ask?: string[]; deny?: string[] }) {
  const dir = join(root, `s${n++}`);
  const home = join(dir, "home");
  const project = join(dir, "project");
  mkdirSync(join(project, ".claude"), { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(join(project, ".claude", "settings.json"), JSON.stringify({ permissions }));
  return { project, env: { HOME: home, CLAUDE_CONFIG_DIR: "", XDG_CONFIG_HOME: "", CLAUDE_PROJECT_DIR: "" } };
}
type Sandbox = ReturnType<typeof sandbox>;

/** An agent's recorded payload with its command replaced. */
function payload(file: string, command: string): string {
  const p = JSON.parse(readFileSync(join(ROOT, "fixtures", "agents", "payloads", file), "utf8"));
  if (typeof p.toolArgs === "string") p.toolArgs = JSON.stringify({ ...JSON.parse(p.toolArgs), command });
  else p.tool_input.command = command;
  return JSON.stringify(p);
}

/** The permission each agent's answer carries, or "pass" when it leaves the command alone. */
const PERMISSION: Record<string, { file: string; read: (out: string) => string }> = {
  claude: { file: "claude-bash.json", read: (out) => (out === "" ? "pass" : JSON.parse(out).hookSpecificOutput.permissionDecision) },
  copilot: { file: "copilot-vscode.json", read: (out) => (out === "" ? "pass" : JSON.parse(out).hookSpecificOutput.permissionDecision) },
  "copilot-cli": { file: "copilot-cli.json", read: (out) => (out === "" ? "pass" : JSON.parse(out).permissionDecision) },
  cursor: { file: "cursor-shell.json", read: (out) => (out === "{}" ? "pass" : JSON.parse(out).permission) },
  // Gemini has no ask (an ask is allowed; its own policy still applies) and Codex enforces only
  // deny (a rewrite is a deny naming the rtk command): what shows is whether rtk rewrote.
  gemini: { file: "gemini-shell.json", read: (out) => (JSON.parse(out).hookSpecificOutput ? "rewrite" : "pass") },
  codex: { file: "codex-bash.json", read: (out) => (out === "" ? "pass" : "rewrite") },
};

describe.each(RUNTIMES)("the permission gate end to end under $name", (runtime: Runtime) => {
  const rewrite = (s: Sandbox, line: string) => runCli(runtime, ["rewrite", line], { cwd: s.project, env: s.env });
  const hook = (s: Sandbox, agent: string, line: string) => {
    const { file, read } = PERMISSION[agent];
    const r = runCli(runtime, ["hook", agent.replace("-cli", "")], { cwd: s.project, env: s.env, input: payload(file, line) });
    expect(r.code, r.err).toBe(0);
    return read(r.out.trim());
  };

  it("an expansion that runs code is asked about, not allowed", () => {
    const s = sandbox({ allow: ["Bash(git status:*)"] });
    const attack = "git status ${x:=\\$(touch /tmp/PWNED)} ${x@P}";
    expect(rewrite(s, "git status").code).toBe(0);
    const r = rewrite(s, attack);
    expect(r.code).toBe(3);
    expect(r.out).toBe(`rtk ${attack}\n`);
    expect(hook(s, "claude", "git status")).toBe("allow");
    for (const agent of ["claude", "copilot", "copilot-cli", "cursor"]) expect(hook(s, agent, attack), agent).toBe("ask");
  });

  it("a denied command is denied however it is spelled, and no hook rewrites it", () => {
    const s = sandbox({ allow: ["Bash(git:*)", "Bash(cat:*)"], deny: ["Bash(git push:*)", "Bash(cat .env)"] });
    for (const line of ["git -C . push", "git status && git \"push\"", "cat \".env\"", "cat .en\"\"v"]) {
      const r = rewrite(s, line);
      expect(r.code, line).toBe(2);
      expect(r.out, line).toBe("");
    }
    for (const agent of Object.keys(PERMISSION)) expect(hook(s, agent, "git -C . push"), agent).toBe("pass");
    expect(hook(s, "claude", "cat \".env\"")).toBe("pass");
    // The same rules still allow and rewrite what they allow.
    expect(rewrite(s, "git -C . status").code).toBe(0);
    expect(hook(s, "claude", "git log -5")).toBe("allow");
    expect(hook(s, "gemini", "git log -5")).toBe("rewrite");
    expect(hook(s, "codex", "git log -5")).toBe("rewrite");
  });
});
