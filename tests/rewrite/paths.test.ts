// Issue 16 item 7: one implementation, every path. The same table of lines goes through each
// way a command reaches the rewrite: the library's `rewrite()` (dist/lib, imported in each
// runtime), `rtk rewrite`, `rtk hook claude`, the in-process hook launcher `rtk init` installs
// (Node and Bun; Deno installs `rtk hook`), `rtk hook claude` answered by the warm hook server
// (Node and Bun), and the OpenCode plugin (which runs `rtk rewrite`
// through Bun's shell). Every path must give the core's answer byte for byte: no host-side
// trimming, joining or second guessing. The permission verdict is computed on the original
// line, so a deny rule written for the original command matches in every path.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadRtk } from "../helpers/core";
import { pathWithRtk, ROOT, RUNTIMES, runCli, type Runtime } from "../helpers/cli";
import { answeredByServer, serverEnv, stopServers, until } from "../helpers/hook-server";
import { CASES } from "./cases";

// The pipe, redirect and substitution cases, plus lines whose edges a host could spoil
// (surrounding blanks, a trailing newline, a trailing escaped blank, several lines).
const GROUPS = new Set(["pipes", "consumers", "outputs", "groups", "substitutions"]);
const POOL = CASES.filter((c) => GROUPS.has(c.group));
const LINES = [
  ...POOL.filter((c) => c.expected !== null).filter((_, i) => i % 5 === 0).map((c) => c.input),
  ...POOL.filter((c) => c.expected === null).filter((_, i) => i % 10 === 0).map((c) => c.input),
  "  git status  ",
  "git log | head -3\n",
  "git status; echo a\\ ",
  "git status\ngit log | wc -l\ncargo test 2>&1 | tail -5",
  "git push origin main && git status",
];

const rtk = loadRtk();
const root = mkdtempSync(join(tmpdir(), "rtk-paths-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The core's answer: the rewritten line, or null. */
const expected = LINES.map((line) => rtk.rewrite(line).command);

function sandbox(name: string) {
  const dir = join(root, name);
  const home = join(dir, "home");
  const project = join(dir, "project");
  mkdirSync(home, { recursive: true });
  mkdirSync(project, { recursive: true });
  // rtk installed globally (on the agent's PATH): every path then writes a bare `rtk`.
  const env = {
    PATH: pathWithRtk(dir),
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_DATA_HOME: join(home, ".local", "share"),
    CLAUDE_CONFIG_DIR: join(home, "claude-config"),
    CLAUDE_PROJECT_DIR: project,
  };
  return { home, project, env };
}

const payload = (command: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command, description: "d" } });

/** The command Claude Code would run, from a hook's answer (null: the original runs). */
function fromClaudeAnswer(out: string, original: string): string | null {
  if (out.trim() === "") return null;
  const o = JSON.parse(out).hookSpecificOutput;
  expect(o.updatedInput.description).toBe("d");
  const command = o.updatedInput.command as string;
  expect(command).not.toBe(original);
  return command;
}

function libraryScript(runtime: Runtime["name"]): string[] {
  const lib = join(ROOT, "dist", "lib", `${runtime}.js`);
  const code = `import { rewrite } from ${JSON.stringify(lib)}; const lines = JSON.parse(${JSON.stringify(JSON.stringify(LINES))}); console.log(JSON.stringify(lines.map((l) => rewrite(l).command)));`;
  const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
  if (runtime === "deno") return [bin("deno"), "eval", "--quiet", code];
  if (runtime === "bun") return [bin("bun"), "-e", code];
  return [bin("node"), "--input-type=module", "-e", code];
}

describe("every path gives the core's rewrite", () => {
  it("the table holds lines that rewrite and lines that must not", () => {
    expect(LINES.length).toBeGreaterThanOrEqual(20);
    expect(expected.filter((e) => e === null).length).toBeGreaterThanOrEqual(8);
    expect(expected.filter((e) => e !== null).length).toBeGreaterThanOrEqual(10);
  });

  describe.each(RUNTIMES)("under $name", (runtime) => {
    const s = sandbox(runtime.name);
    const cli = (args: string[], input?: string) => runCli(runtime, args, { cwd: s.project, env: s.env, input });

    it("the library's rewrite()", () => {
      const [cmd, ...args] = libraryScript(runtime.name);
      const r = spawnSync(cmd, args, { cwd: s.project, encoding: "utf8", env: { ...process.env, DENO_NO_UPDATE_CHECK: "1" } });
      expect(r.stderr).toBe("");
      expect(JSON.parse(r.stdout)).toEqual(expected);
    });

    it("rtk rewrite", () => {
      LINES.forEach((line, i) => {
        const r = cli(["rewrite", line]);
        expect(r.code, JSON.stringify(line)).toBe(expected[i] === null ? 1 : 3);
        expect(r.out, JSON.stringify(line)).toBe(expected[i] === null ? "" : `${expected[i]}\n`);
      });
    });

    it("rtk hook claude", () => {
      LINES.forEach((line, i) => {
        const r = cli(["hook", "claude"], payload(line));
        expect(r.code).toBe(0);
        expect(fromClaudeAnswer(r.out, line), JSON.stringify(line)).toBe(expected[i]);
      });
    });

    // The same hook answered by the warm hook server (host/node/hook-server.ts; Node and Bun).
    if (runtime.name !== "deno") {
      it("rtk hook claude, answered by the warm hook server", async () => {
        const run = join(root, `${runtime.name}-run`);
        mkdirSync(run, { recursive: true });
        const env = { ...s.env, ...serverEnv(run), RTK_TIMINGS: "1" };
        const served = (line: string) => runCli(runtime, ["hook", "claude"], { cwd: s.project, env, input: payload(line) });
        try {
          served("git status");
          await until("a call through the server", () => answeredByServer(served("git status").err));
          LINES.forEach((line, i) => {
            const r = served(line);
            expect(answeredByServer(r.err), JSON.stringify(line)).toBe(true);
            expect(r.code).toBe(0);
            expect(fromClaudeAnswer(r.out, line), JSON.stringify(line)).toBe(expected[i]);
          });
        } finally {
          await stopServers(run);
        }
      });
    }

    if (runtime.name !== "deno") {
      it("the in-process hook launcher rtk init installs", () => {
        expect(cli(["init", "-g", "--agent", "claude", "--auto-patch"]).code).toBe(0);
        const settings = JSON.parse(readFileSync(join(s.env.CLAUDE_CONFIG_DIR, "settings.json"), "utf8"));
        const command: string = settings.hooks.PreToolUse.at(-1).hooks[0].command;
        expect(command).not.toContain(" hook ");
        LINES.forEach((line, i) => {
          const r = spawnSync("sh", ["-c", command], { cwd: s.project, env: { ...process.env, ...s.env }, input: payload(line), encoding: "utf8" });
          expect(r.stderr).toBe("");
          expect(fromClaudeAnswer(r.stdout, line), JSON.stringify(line)).toBe(expected[i]);
        });
      });
    }

    it("the OpenCode plugin (rtk rewrite through Bun's shell)", () => {
      expect(cli(["init", "-g", "--agent", "opencode"]).code).toBe(0);
      const plugin = join(s.env.XDG_CONFIG_HOME, "opencode", "plugins", "rtk.ts");
      const script = `import { $ } from "bun"; const { RtkPlugin } = await import(${JSON.stringify(plugin)}); const hooks = await RtkPlugin({ $ });
        const out = []; for (const command of JSON.parse(${JSON.stringify(JSON.stringify(LINES))})) { const o = { args: { command } }; await hooks["tool.execute.before"]({ tool: "bash" }, o); out.push(o.args.command === command ? null : o.args.command); }
        console.log(JSON.stringify(out));`;
      const r = spawnSync(join(ROOT, "node_modules", ".bin", "bun"), ["-e", script], { cwd: s.project, env: { ...process.env, ...s.env }, encoding: "utf8" });
      expect(r.stderr).toBe("");
      expect(JSON.parse(r.stdout)).toEqual(expected);
    });

    it("decides the permission verdict on the original line in every path", () => {
      mkdirSync(s.env.CLAUDE_CONFIG_DIR, { recursive: true });
      writeFileSync(join(s.env.CLAUDE_CONFIG_DIR, "settings.json"), JSON.stringify({ permissions: { deny: ["Bash(git push:*)"], allow: ["Bash(git log:*)", "Bash(head:*)"] } }));
      // deny: the original line is matched, nothing is rewritten in any path
      expect(rtk.rewrite("git push origin main && git status", { permissions: { allow: [], ask: [], deny: ["Bash(git push:*)"] } }).exitCode).toBe(2);
      const denied = cli(["rewrite", "git push origin main && git status"]);
      expect(denied.code).toBe(2);
      expect(denied.out).toBe("");
      expect(cli(["hook", "claude"], payload("git push origin main && git status")).out).toBe("");
      // allow: every segment of the original is allowed (`git log`, `head`), not `rtk git log`
      const allowed = cli(["rewrite", "git log | head -3"]);
      expect(allowed.out).toBe("rtk git log | head -3\n");
      expect(allowed.code).toBe(0);
      expect(JSON.parse(cli(["hook", "claude"], payload("git log | head -3")).out).hookSpecificOutput.permissionDecision).toBe("allow");
    });
  });
});
