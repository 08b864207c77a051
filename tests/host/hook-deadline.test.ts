// The hook's deadline (host/cli/hooks/index.ts), in Node, Bun and Deno: a hook that cannot
// answer in time (here: an agent that never closes the payload's pipe) fails open: the agent's
// neutral answer, one stderr line, exit 0; `rtk rewrite` past its deadline exits 1 (nothing to
// rewrite). Runs are bounded generously (a failure bound, not a timing assertion); before, they
// waited for the payload forever.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pathWithRtk, RUNTIMES, runCli, type Runtime } from "../helpers/cli";

const BOUND_MS = 30_000;

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function sandbox(): { dir: string; env: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), "rtk-deadline-"));
  roots.push(dir);
  // rtk on PATH as the agent's shell finds it, so the hooks rewrite to a bare `rtk`.
  const env = { HOME: dir, XDG_CONFIG_HOME: join(dir, ".config"), XDG_DATA_HOME: join(dir, ".local", "share"), CLAUDE_CONFIG_DIR: "", CLAUDE_PROJECT_DIR: "", PATH: pathWithRtk(dir) };
  return { dir, env };
}

/** Runs argv with a stdin pipe (a socketpair: Node's) that stays open, so the payload never ends; `payload` is what is written to it. */
function withOpenStdin(argv: string[], cwd: string, env: Record<string, string>, payload = '{"tool_name":"Bash","tool_input":{"command":"git st'): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(argv[0], argv.slice(1), { cwd, env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", ...env }, stdio: ["pipe", "pipe", "pipe"] });
  child.stdin.write(payload);
  let out = "";
  let err = "";
  child.stdout.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr.on("data", (b: Buffer) => (err += b.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no answer within ${BOUND_MS} ms`));
    }, BOUND_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      child.stdin.destroy();
      resolve({ code, out, err });
    });
  });
}

describe.each(RUNTIMES)("the hook deadline under $name", (runtime: Runtime) => {
  it("rtk hook claude: a payload that never ends gets the neutral answer, one stderr line, exit 0", async () => {
    const { dir, env } = sandbox();
    const r = await withOpenStdin([...runtime.command, "hook", "claude"], dir, { ...env, RTK_HOOK_TIMEOUT_MS: "300" });
    expect(r.code).toBe(0);
    expect(r.out).toBe(""); // Claude Code's neutral answer is no output
    expect(r.err).toBe("[rtk] hook claude: no answer within 300 ms (RTK_HOOK_TIMEOUT_MS); the command runs unchanged\n");
  });

  if (runtime.name === "node") {
    // host/node/payload-stdin.ts: a socket's first read that is a whole JSON document is the payload.
    it("rtk hook claude: a whole payload on a socket the agent keeps open is answered, not left to the deadline", async () => {
      const { dir, env } = sandbox();
      const r = await withOpenStdin([...runtime.command, "hook", "claude"], dir, { ...env, RTK_HOOK_TIMEOUT_MS: "5000" }, '{"tool_name":"Bash","tool_input":{"command":"git status"}}');
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out).hookSpecificOutput.updatedInput.command).toBe("rtk git status");
      expect(r.err).toBe("");
    });
  }

  it("rtk hook cursor past its deadline prints cursor's neutral answer", async () => {
    const { dir, env } = sandbox();
    const r = await withOpenStdin([...runtime.command, "hook", "cursor"], dir, { ...env, RTK_HOOK_TIMEOUT_MS: "300" });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({}); // cursor's neutral answer: no decision
    expect(r.err).toContain("no answer within 300 ms");
  });

  it("rtk rewrite past its deadline exits 1 with nothing printed: the command runs unchanged", () => {
    const { dir, env } = sandbox();
    const r = runCli(runtime, ["rewrite", "git status"], { cwd: dir, env: { ...env, RTK_HOOK_TIMEOUT_MS: "1" }, timeout: BOUND_MS });
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe("[rtk] rewrite: no answer within 1 ms (RTK_HOOK_TIMEOUT_MS); the command runs unchanged\n");
    // Within the default deadline it answers.
    const ok = runCli(runtime, ["rewrite", "git status"], { cwd: dir, env, timeout: BOUND_MS });
    expect(ok.out).toBe("rtk git status\n");
  });

  if (runtime.name !== "deno") {
    it("the in-process hook: a payload that never ends gets the neutral answer, exit 0", async () => {
      const { dir, env } = sandbox();
      expect(runCli(runtime, ["init", "-g", "--agent", "claude", "--auto-patch"], { cwd: dir, env }).code).toBe(0);
      const settings = JSON.parse(readFileSync(join(dir, ".claude", "settings.json"), "utf8"));
      const launcher: string = settings.hooks.PreToolUse.at(-1).hooks[0].command;
      expect(spawnSync("sh", ["-c", launcher], { cwd: dir, env: { ...process.env, ...env }, input: '{"tool_name":"Bash","tool_input":{"command":"git status"}}' }).stdout.toString()).toContain("rtk git status");
      const r = await withOpenStdin(["sh", "-c", launcher], dir, { ...env, RTK_HOOK_TIMEOUT_MS: "300" });
      expect(r.code).toBe(0);
      expect(r.out).toBe("");
      expect(r.err).toBe("[rtk] hook claude: no answer within 300 ms (RTK_HOOK_TIMEOUT_MS); the command runs unchanged\n");
    });
  }
});
