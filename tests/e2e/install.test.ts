// An install as a new user makes it, end to end: `npm pack` this package, install the tarball
// into a scratch project (a project-local install: node_modules/.bin/rtk, not on any PATH), run
// `npx rtk init -g` with a scratch HOME, then send a real Claude Code PreToolUse payload through
// the hook command registered in ~/.claude/settings.json, and run the rewritten command through
// `sh -c` with the agent's PATH (which has neither rtk nor the project's node_modules/.bin). The
// rewritten command must run, with the raw command's exit code and facts; it used to be a bare
// `rtk`, which failed every command of the agent with 127. Then the package is moved away: the
// hook must fail open (exit 0, no answer, one line on stderr, no stack trace) and the command
// runs unchanged.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

const scratch = mkdtempSync(join(tmpdir(), "rtk-install-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const home = join(scratch, "home");
const project = join(scratch, "project");
/** Node >= 22.5, as a version manager would put it first on the user's PATH. */
const nodeBin = join(ROOT, "node_modules", "node", "bin");
const userPath = `${nodeBin}:/usr/local/bin:/usr/bin:/bin`;
/** The agent's PATH: the system's, no rtk, no node_modules/.bin. */
const agentPath = "/usr/local/bin:/usr/bin:/bin";
// No warm hook server: one started by the installed rtk would outlive the test and write into the
// scratch home while it is removed (the server's own suite is tests/host/hook-server.test.ts).
const baseEnv = { RTK_HOOK_SERVER: "0", HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, ".local", "share"), NO_COLOR: "1", npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_audit: "false" };

function run(cmd: string, args: string[], opts: { cwd?: string; env?: Record<string, string>; input?: string } = {}) {
  const r = spawnSync(cmd, args, { cwd: opts.cwd ?? project, env: { ...baseEnv, PATH: userPath, ...opts.env }, input: opts.input, encoding: "utf8", timeout: 120_000 });
  return { code: r.status, out: r.stdout ?? "", err: r.stderr ?? "" };
}

/** A shell line run as the agent runs it. */
const agentSh = (line: string, input?: string) => run("sh", ["-c", line], { env: { PATH: agentPath }, input });

let hookCommand = "";

beforeAll(() => {
  mkdirSync(home, { recursive: true });
  mkdirSync(project, { recursive: true });
  const pack = run("npm", ["pack", "--ignore-scripts", "--pack-destination", scratch], { cwd: ROOT });
  expect(pack.code, pack.err).toBe(0);
  const tarball = readdirSync(scratch).find((f) => f.endsWith(".tgz"));
  expect(tarball).toBeDefined();
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "scratch-app", version: "1.0.0", private: true }));
  const install = run("npm", ["install", "--offline", "--ignore-scripts", join(scratch, tarball!)]);
  expect(install.code, install.err).toBe(0);
  // A repository for the commands the agent runs.
  for (const args of [["init", "-q"], ["config", "user.email", "a@b.c"], ["config", "user.name", "A"]]) run("git", args);
  writeFileSync(join(project, "notes.txt"), "one\n");
  run("git", ["add", "notes.txt"]);
  run("git", ["commit", "-qm", "first"]);
  writeFileSync(join(project, "notes.txt"), "one\ntwo\n");
}, 300_000);

/** Claude Code's PreToolUse payload for a Bash call, as it sends it. */
function payload(command: string): string {
  return JSON.stringify({
    session_id: "s1", transcript_path: join(home, ".claude", "projects", "x.jsonl"), cwd: project, permission_mode: "default",
    hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command, description: "Run it" },
  });
}

describe("a project-local install set up with npx rtk init -g", () => {
  it("init says rtk is not on the PATH and registers a hook", () => {
    const init = run("npx", ["--no-install", "rtk", "init", "-g", "--auto-patch"]);
    expect(init.code, init.err).toBe(0);
    expect(init.out).toContain("`rtk` on your PATH is not this install");
    const settings = JSON.parse(readFileSync(join(home, ".claude", "settings.json"), "utf8"));
    hookCommand = settings.hooks.PreToolUse.at(-1).hooks[0].command;
    expect(hookCommand).toContain("rtk-rewrite.cjs");
    expect(readFileSync(join(home, ".claude", "RTK.md"), "utf8")).toContain("rewritten to their rtk form automatically");
  });

  it("the hook rewrites to an rtk the agent's shell runs: exit code and facts as the raw command", () => {
    for (const command of ["git status", "git diff", "git log --oneline -5", "ls -la", "git show no-such-rev"]) {
      const hook = agentSh(hookCommand, payload(command));
      expect(hook.code, hook.err).toBe(0);
      const out = JSON.parse(hook.out).hookSpecificOutput;
      const rewritten: string = out.updatedInput.command;
      expect(out.updatedInput.description).toBe("Run it");
      // Not a bare `rtk`: this install, by its absolute runtime and bin script.
      expect(rewritten.startsWith("rtk ")).toBe(false);
      expect(rewritten).toContain(join(project, "node_modules", "rtk-wasm", "bin", "rtk.cjs"));
      expect(rewritten.endsWith(` ${command}`)).toBe(true);
      const raw = agentSh(command);
      const viaRtk = agentSh(rewritten);
      expect(viaRtk.code, `${rewritten}\n${viaRtk.err}`).toBe(raw.code);
      expect(viaRtk.err).not.toContain("not found");
      if (command === "git status") expect(viaRtk.out).toContain("notes.txt");
      if (command === "git diff") expect(viaRtk.out).toContain("+two");
      if (command === "git log --oneline -5") expect(viaRtk.out).toContain("first");
      if (command === "ls -la") expect(viaRtk.out).toContain("notes.txt");
      if (command === "git show no-such-rev") expect(viaRtk.out + viaRtk.err).toContain("no-such-rev");
    }
  });

  it("with the package moved away the hook fails open: no answer, one line on stderr, exit 0; the command runs", () => {
    const pkg = join(project, "node_modules", "rtk-wasm");
    renameSync(pkg, join(scratch, "moved-rtk-wasm"));
    expect(existsSync(pkg)).toBe(false);
    const hook = agentSh(hookCommand, payload("git status"));
    expect(hook.code).toBe(0);
    expect(hook.out).toBe("");
    const lines = hook.err.split("\n").filter((l) => l !== "");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[rtk\] hook: rtk is no longer installed at .*; the command runs unchanged/);
    expect(hook.err).not.toMatch(/\n\s+at |Error:|ERR_MODULE_NOT_FOUND/);
    // No answer: Claude Code runs the command as the agent wrote it.
    const raw = agentSh("git status");
    expect(raw.code).toBe(0);
    expect(raw.out).toContain("notes.txt");
    renameSync(join(scratch, "moved-rtk-wasm"), pkg);
  });

  it("a hook run by `rtk hook` (the Deno form) fails open the same way", () => {
    const init = run("npx", ["--no-install", "rtk", "init", "-g", "--agent", "codex", "--auto-patch"]);
    expect(init.code, init.err).toBe(0);
    const codex = JSON.parse(readFileSync(join(home, ".codex", "hooks.json"), "utf8")).hooks.PreToolUse.at(-1).hooks[0].command;
    const answered = agentSh(codex, payload("git status"));
    expect(answered.code).toBe(0);
    expect(JSON.parse(answered.out).hookSpecificOutput.permissionDecisionReason).toContain(join(project, "node_modules", "rtk-wasm", "bin", "rtk.cjs"));
    const pkg = join(project, "node_modules", "rtk-wasm");
    renameSync(pkg, join(scratch, "moved-rtk-wasm"));
    const gone = agentSh(codex, payload("git status"));
    expect(gone.code).toBe(0);
    expect(gone.out).toBe("");
    expect(gone.err.trim().split("\n")).toHaveLength(1);
    expect(gone.err).toContain("[rtk] hook: rtk is no longer installed at");
    renameSync(join(scratch, "moved-rtk-wasm"), pkg);
  });
});
