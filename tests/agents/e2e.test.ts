// rtk init and the installed hooks end to end, in Node, Bun and Deno: install into temporary
// agent config dirs, read the hook command back from the settings file, run it through `sh -c`
// exactly as the agent would with the agent's own payload on stdin, and check the answer field
// by field. HOME, XDG_* and every agent config dir point at temporary folders.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse as parseToml } from "smol-toml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AgentSandbox, agentSandbox } from "../helpers/agents";
import { ROOT, RUNTIMES, runCli, type Runtime } from "../helpers/cli";
import { needs } from "../helpers/programs";

const PAYLOADS = join(ROOT, "fixtures", "agents", "payloads");
const SETTINGS = join(ROOT, "fixtures", "agents", "settings");
const payload = (name: string) => readFileSync(join(PAYLOADS, name));

type Sandbox = AgentSandbox;
const sandbox = agentSandbox;

const rtk = (rt: Runtime, s: Sandbox, args: string[], input?: string | Buffer) => runCli(rt, args, { cwd: s.project, env: s.env, input });

/** Runs a hook command line as the agent does: `sh -c` in the project, payload on stdin. */
function runHook(s: Sandbox, command: string, input: Buffer | string) {
  const r = spawnSync("sh", ["-c", command], { cwd: s.project, env: { ...process.env, ...s.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" }, input });
  return { code: r.status, out: r.stdout.toString("utf8"), err: r.stderr.toString("utf8") };
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8").replace(/^\uFEFF/, ""));

/** The hook command written into each agent's settings file. */
function installedCommand(agent: string, s: Sandbox, scope: "global" | "project"): string {
  const g = scope === "global";
  switch (agent) {
    case "claude":
      return readJson(g ? join(s.env.CLAUDE_CONFIG_DIR, "settings.json") : join(s.project, ".claude", "settings.local.json")).hooks.PreToolUse.at(-1).hooks[0].command;
    case "cursor":
      return readJson(g ? join(s.home, ".cursor", "hooks.json") : join(s.project, ".cursor", "hooks.json")).hooks.preToolUse.at(-1).command;
    case "gemini":
      return readJson(g ? join(s.home, ".gemini", "settings.json") : join(s.project, ".gemini", "settings.json")).hooks.BeforeTool.at(-1).hooks[0].command;
    case "codex":
      return readJson(g ? join(s.env.CODEX_HOME, "hooks.json") : join(s.project, ".codex", "hooks.json")).hooks.PreToolUse.at(-1).hooks[0].command;
    case "droid":
      return readJson(g ? join(s.env.FACTORY_HOME_OVERRIDE, "hooks.json") : join(s.project, ".factory", "hooks.json")).hooks.PreToolUse.at(-1).hooks[0].command;
    case "trae":
      return readJson(g ? join(s.home, ".trae", "hooks.json") : join(s.project, ".trae", "hooks.json")).hooks.PreToolUse.at(-1).hooks[0].command;
    case "kiro": {
      const file = readJson(g ? join(s.home, ".kiro", "hooks", "rtk-rewrite.json") : join(s.project, ".kiro", "hooks", "rtk-rewrite.json"));
      expect(file.hooks.preToolUse.map((h: { matcher: string }) => h.matcher)).toEqual(["execute_bash", "shell"]);
      expect(file.hooks.preToolUse[1].command).toBe(file.hooks.preToolUse[0].command);
      return file.hooks.preToolUse[0].command;
    }
    case "vibe": {
      // A valid hooks.toml: Vibe's [[hooks]] tables, rtk's last.
      const hooks = parseToml(readFileSync(g ? join(s.home, ".vibe", "hooks.toml") : join(s.project, ".vibe", "hooks.toml"), "utf8")).hooks as Record<string, unknown>[];
      expect(hooks.at(-1)).toMatchObject({ name: "rtk-rewrite", type: "pre_tool", match: "bash" });
      return hooks.at(-1)!.command as string;
    }
    case "hermes": {
      // The hooks: block of Hermes' config.yaml; its command is a double-quoted YAML scalar (JSON's escapes).
      const text = readFileSync(join(s.env.HERMES_HOME, "config.yaml"), "utf8");
      const m = /^hooks:\n {2}pre_tool_call:\n {4}- matcher: "terminal"\n {6}command: (".*")$/m.exec(text);
      expect(m).not.toBeNull();
      return JSON.parse(m![1]) as string;
    }
    case "copilot": {
      const file = readJson(g ? join(s.env.COPILOT_HOME, "hooks", "rtk-rewrite.json") : join(s.project, ".github", "hooks", "rtk-rewrite.json"));
      expect(file.hooks.PreToolUse[0].bash).toBe(file.hooks.PreToolUse[0].command);
      return file.hooks.PreToolUse[0].command;
    }
  }
  throw new Error(agent);
}

/** The answer each agent must get for `git status` -> `rtk git status` with no permission rule (ask). */
const EXPECT: Record<string, { payload: string; check: (out: string) => void }> = {
  claude: {
    payload: "claude-bash.json",
    check(out) {
      const o = JSON.parse(out).hookSpecificOutput;
      expect(o.hookEventName).toBe("PreToolUse");
      expect(o.permissionDecision).toBe("ask");
      expect(o.permissionDecisionReason).toBe("RTK auto-rewrite");
      expect(o.updatedInput).toEqual({ command: "rtk git status", description: "Show working tree status", timeout: 120000 });
    },
  },
  cursor: {
    payload: "cursor-shell.json",
    check: (out) => expect(JSON.parse(out)).toEqual({ permission: "ask", updated_input: { command: "rtk git status", cwd: "/home/dev/app" } }),
  },
  gemini: {
    payload: "gemini-shell.json",
    check: (out) => expect(JSON.parse(out)).toEqual({ decision: "allow", hookSpecificOutput: { tool_input: { command: "rtk git status" } } }),
  },
  codex: {
    payload: "codex-bash.json",
    check(out) {
      const o = JSON.parse(out).hookSpecificOutput;
      expect(o.permissionDecision).toBe("deny");
      expect(o.permissionDecisionReason).toContain("`rtk git status`");
    },
  },
  droid: {
    payload: "droid-execute.json",
    check(out) {
      const o = JSON.parse(out).hookSpecificOutput;
      expect(o.hookEventName).toBe("PreToolUse");
      expect(o.permissionDecision).toBeUndefined();
      expect(o.updatedInput).toEqual({ command: "rtk git status", timeout: 60 });
    },
  },
  trae: {
    payload: "trae-runcommand.json",
    check: (out) => expect(JSON.parse(out)).toEqual({ hookSpecificOutput: { hookEventName: "PreToolUse", updatedInput: { command: "rtk git status", cwd: "/home/dev/app" } } }),
  },
  vibe: {
    payload: "vibe-bash.json",
    check: (out) => expect(JSON.parse(out)).toEqual({ hook_specific_output: { tool_input: { command: "rtk git status" } } }),
  },
  hermes: {
    payload: "hermes-terminal.json",
    check: (out) => expect(JSON.parse(out)).toEqual({ action: "modify", args: { command: "rtk git status" } }),
  },
  copilot: {
    payload: "copilot-vscode.json",
    check(out) {
      const o = JSON.parse(out).hookSpecificOutput;
      expect(o.permissionDecision).toBe("ask");
      expect(o.updatedInput).toEqual({ command: "rtk git status", explanation: "Show working tree status", isBackground: false });
    },
  },
};

describe.each(RUNTIMES)("agents under $name", (runtime) => {
  let s: Sandbox;
  beforeAll(() => {
    s = sandbox();
  });
  afterAll(() => rmSync(s.root, { recursive: true, force: true }));

  it.each(Object.keys(EXPECT))("%s: `rtk hook` installed globally answers the agent's payload through sh -c", (agent) => {
    const r = rtk(runtime, s, ["init", "-g", "--agent", agent, "--auto-patch", "--hook-runtime", "rtk"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const command = installedCommand(agent, s, "global");
    expect(command).toContain(" hook ");
    const h = runHook(s, command, payload(EXPECT[agent].payload));
    expect(h.code).toBe(0);
    EXPECT[agent].check(h.out);
    // A non-shell tool and garbage leave the command alone, still exiting 0.
    const other = runHook(s, command, payload("claude-read.json"));
    expect(other.code).toBe(0);
    expect(other.out.trim()).toBe(({ cursor: "{}", gemini: '{"decision":"allow"}', vibe: "{}", hermes: "{}" } as Record<string, string>)[agent] ?? "");
    const bad = runHook(s, command, "{not json");
    expect(bad.code).toBe(0);
    // A second install changes nothing; --show sees what is there.
    expect(rtk(runtime, s, ["init", "-g", "--agent", agent, "--auto-patch", "--hook-runtime", "rtk"]).out).toContain("nothing changed");
    const show = rtk(runtime, s, ["init", "-g", "--agent", agent, "--show"]).out;
    expect(show).toContain(`rtk init --show: ${agent} (global)`);
    expect(show).not.toMatch(/: missing|no rtk/);
    // `rtk hook check` shows the same decision without an agent.
    const dry = rtk(runtime, s, ["hook", "check", "--agent", agent, "git", "status"]);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain("rewrite:  rtk git status");
    expect(dry.out).toMatch(/answer: {3}\{.*rtk git status/);
    rtk(runtime, s, ["init", "-g", "--agent", agent, "--uninstall"]);
    expect(rtk(runtime, s, ["init", "-g", "--agent", agent, "--show"]).out).toMatch(/missing|no rtk/);
  });

  it("kiro: the hook blocks with exit 2 and names the rtk command on stderr; the rtk command then runs", () => {
    const r = rtk(runtime, s, ["init", "-g", "--agent", "kiro"]);
    expect(r.code).toBe(0);
    const command = installedCommand("kiro", s, "global");
    for (const file of ["kiro-execute-bash.json", "kiro-ide-execute-bash.json"]) {
      const h = runHook(s, command, payload(file));
      expect(h.code).toBe(2);
      expect(h.out).toBe("");
      expect(h.err).toContain("run `rtk git status` instead");
    }
    // The agent re-issues the suggested command: nothing to rewrite, the call runs.
    const again = JSON.parse(payload("kiro-execute-bash.json").toString());
    again.tool_input.command = "rtk git status";
    const h = runHook(s, command, JSON.stringify(again));
    expect(h.code).toBe(0);
    expect(h.err).toBe("");
    expect(runHook(s, command, "{broken").code).toBe(0);
    // The steering file tells the agent to type rtk itself.
    expect(readFileSync(join(s.home, ".kiro", "steering", "rtk.md"), "utf8")).toContain("Prefix every shell command with `rtk`");
    expect(rtk(runtime, s, ["hook", "check", "--agent", "kiro", "git", "status"]).out).toContain("answer:   exit 2, stderr: Token savings: run `rtk git status`");
    rtk(runtime, s, ["init", "-g", "--agent", "kiro", "--uninstall"]);
    expect(existsSync(join(s.home, ".kiro", "hooks", "rtk-rewrite.json"))).toBe(false);
    expect(existsSync(join(s.home, ".kiro", "steering", "rtk.md"))).toBe(false);
  });

  it("claude: a Task subagent's Bash call goes through the same hook and is rewritten", () => {
    rtk(runtime, s, ["init", "-g", "--auto-patch", "--hook-runtime", "rtk"]);
    const h = runHook(s, installedCommand("claude", s, "global"), payload("claude-subagent-bash.json"));
    expect(h.code).toBe(0);
    const o = JSON.parse(h.out).hookSpecificOutput;
    expect(o.permissionDecision).toBe("ask");
    expect(o.updatedInput).toEqual({ command: "rtk git status", description: "Show working tree status" });
    rtk(runtime, s, ["init", "-g", "--uninstall"]);
  });

  it("vibe: a subagent's bash call (it inherits the parent's hooks) is rewritten by the same hook", () => {
    rtk(runtime, s, ["init", "--agent", "vibe", "--auto-patch"]);
    const h = runHook(s, installedCommand("vibe", s, "project"), payload("vibe-subagent-bash.json"));
    expect(h.code).toBe(0);
    expect(JSON.parse(h.out)).toEqual({ hook_specific_output: { tool_input: { command: "rtk cargo test" } } });
    rtk(runtime, s, ["init", "--agent", "vibe", "--uninstall"]);
    expect(existsSync(join(s.project, ".vibe", "hooks.toml"))).toBe(false);
  });

  it("hermes: a config.yaml with its own hooks: section is refused untouched, with the entry to add; no project install", () => {
    const config = join(s.env.HERMES_HOME, "config.yaml");
    mkdirSync(s.env.HERMES_HOME, { recursive: true });
    cpSync(join(SETTINGS, "hermes-config-with-hooks.yaml"), config);
    const before = readFileSync(config);
    const r = rtk(runtime, s, ["init", "-g", "--agent", "hermes", "--auto-patch"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${config}: it already has a top-level \`hooks:\` section; the file was left untouched`);
    expect(r.err).toMatch(/pre_tool_call:\n {4}- matcher: "terminal"\n {6}command: ".* hook hermes"/);
    expect(readFileSync(config)).toEqual(before);
    rmSync(config);
    const project = rtk(runtime, s, ["init", "--agent", "hermes"]);
    expect(project.code).toBe(1);
    expect(project.err).toContain("run rtk init -g --agent hermes");
  });

  it("pi: the extension (PI_CODING_AGENT_DIR) rewrites the bash tool's input on tool_call, and is removed", () => {
    expect(rtk(runtime, s, ["init", "-g", "--agent", "pi"]).code).toBe(0);
    const extension = join(s.env.PI_CODING_AGENT_DIR, "extensions", "rtk.ts");
    // Loaded as Pi loads it (a TypeScript module whose default export receives the extension
    // API): the tool_call handler sets the rtk form on the bash call's input.
    const script = `const { default: register } = await import(${JSON.stringify(extension)}); const handlers = [];
      register({ on: (event, handler) => handlers.push([event, handler]) });
      const out = []; for (const [toolName, command] of [["bash", "git status"], ["bash", "echo hi"], ["read", "git status"]]) {
        const event = { toolName, input: { command, timeout: 30 } }; for (const [name, h] of handlers) if (name === "tool_call") await h(event); out.push(event.input); }
      console.log(JSON.stringify({ events: handlers.map(([e]) => e), out }));`;
    const run = spawnSync(join(ROOT, "node_modules", ".bin", "bun"), ["-e", script], { cwd: s.project, env: { ...process.env, ...s.env }, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      events: ["tool_call"],
      out: [{ command: "rtk git status", timeout: 30 }, { command: "echo hi", timeout: 30 }, { command: "git status", timeout: 30 }],
    });
    rtk(runtime, s, ["init", "-g", "--agent", "pi", "--uninstall"]);
    expect(existsSync(extension)).toBe(false);
  });

  it("openclaw: the plugin (OPENCLAW_STATE_DIR/extensions/rtk) returns the exec tool's params with the rtk command on before_tool_call, and is removed", () => {
    expect(rtk(runtime, s, ["init", "-g", "--agent", "openclaw"]).code).toBe(0);
    const dir = join(s.env.OPENCLAW_STATE_DIR, "extensions", "rtk");
    expect(readJson(join(dir, "openclaw.plugin.json"))).toMatchObject({ id: "rtk", configSchema: { type: "object" } });
    // Loaded as OpenClaw loads a native plugin (a module whose default export's register()
    // receives the plugin API); the before_tool_call handler's result replaces the call's params.
    const script = `const { default: plugin } = await import(${JSON.stringify(join(dir, "index.ts"))}); const handlers = [];
      plugin.register({ on: (hook, handler) => handlers.push([hook, handler]) });
      const out = []; for (const [toolName, command] of [["exec", "git status"], ["exec", "echo hi"], ["read", "git status"]]) {
        for (const [hook, h] of handlers) if (hook === "before_tool_call") out.push((await h({ toolName, params: { command, yieldMs: 10000 } })) ?? null); }
      console.log(JSON.stringify({ id: plugin.id, hooks: handlers.map(([h]) => h), out }));`;
    const run = spawnSync(join(ROOT, "node_modules", ".bin", "bun"), ["-e", script], { cwd: s.project, env: { ...process.env, ...s.env }, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({ id: "rtk", hooks: ["before_tool_call"], out: [{ params: { command: "rtk git status", yieldMs: 10000 } }, null, null] });
    rtk(runtime, s, ["init", "-g", "--agent", "openclaw", "--uninstall"]);
    expect(existsSync(join(dir, "index.ts"))).toBe(false);
    expect(existsSync(join(dir, "openclaw.plugin.json"))).toBe(false);
  });

  it("copilot: the CLI's camelCase payload gets modifiedArgs from the same hook", () => {
    rtk(runtime, s, ["init", "-g", "--agent", "copilot", "--auto-patch"]);
    const h = runHook(s, installedCommand("copilot", s, "global"), payload("copilot-cli.json"));
    const o = JSON.parse(h.out);
    expect(o.permissionDecision).toBe("ask");
    expect(o.modifiedArgs).toEqual({ command: "rtk git status", description: "Show working tree status" });
  });

  it("an oversized payload runs the original command (no output, exit 0)", () => {
    const big = JSON.stringify({ tool_name: "Bash", tool_input: { command: "git status", pad: "x".repeat(1024 * 1024 + 10) } });
    const r = rtk(runtime, s, ["hook", "claude"], big);
    expect(r.code).toBe(0);
    expect(r.out).toBe("");
  });

  if (runtime.name !== "deno") {
    it.each(["claude", "cursor", "gemini"])("%s: the in-process hook (no rtk subprocess) answers the same", (agent) => {
      const r = rtk(runtime, s, ["init", "-g", "--agent", agent, "--auto-patch"]);
      expect(r.code).toBe(0);
      const command = installedCommand(agent, s, "global");
      expect(command).toMatch(/rtk-rewrite\.cjs'?$/);
      expect(command).not.toContain(" hook ");
      const h = runHook(s, command, payload(EXPECT[agent].payload));
      expect(h.err).toBe("");
      expect(h.code).toBe(0);
      EXPECT[agent].check(h.out);
    });

    it("the in-process hook reads the permission rules: allow auto-allows, deny leaves the command to the agent", () => {
      rtk(runtime, s, ["init", "-g", "--auto-patch"]);
      const settings = join(s.env.CLAUDE_CONFIG_DIR, "settings.json");
      const before = readFileSync(settings);
      const json = readJson(settings);
      json.permissions = { allow: ["Bash(git status)"], deny: ["Bash(git push:*)"] };
      writeFileSync(settings, JSON.stringify(json, null, 2));
      try {
        const command = installedCommand("claude", s, "global");
        const allow = runHook(s, command, payload("claude-bash.json"));
        expect(JSON.parse(allow.out).hookSpecificOutput.permissionDecision).toBe("allow");
        const push = JSON.parse(payload("claude-bash.json").toString());
        push.tool_input.command = "git push origin main";
        const deny = runHook(s, command, JSON.stringify(push));
        expect(deny.code).toBe(0);
        expect(deny.out).toBe("");
        // `rtk hook claude` decides the same.
        expect(rtk(runtime, s, ["hook", "claude"], JSON.stringify(push)).out).toBe("");
      } finally {
        writeFileSync(settings, before);
      }
    });

    it("a tampered hook is refused: no rewrite, a warning, exit 0; rtk verify reports it", () => {
      rtk(runtime, s, ["init", "-g", "--auto-patch"]);
      expect(rtk(runtime, s, ["verify"]).out).toMatch(/PASS hook claude \(global\).*verified/);
      const hookFile = join(s.env.CLAUDE_CONFIG_DIR, "hooks", "rtk-rewrite.cjs");
      expect(statSync(join(s.env.CLAUDE_CONFIG_DIR, "hooks", ".rtk-hook.sha256")).mode & 0o777).toBe(0o444);
      const original = readFileSync(hookFile);
      appendFileSync(hookFile, "// edited\n");
      try {
        const h = runHook(s, installedCommand("claude", s, "global"), payload("claude-bash.json"));
        expect(h.code).toBe(0);
        expect(h.out).toBe("");
        expect(h.err).toContain("tampered");
        const viaCli = rtk(runtime, s, ["hook", "claude"], payload("claude-bash.json"));
        expect(viaCli.code).toBe(0);
        expect(viaCli.out).toBe("");
        expect(viaCli.err).toContain("tampered");
        const v = rtk(runtime, s, ["verify"]);
        expect(v.code).toBe(1);
        expect(v.out).toMatch(/FAIL hook claude \(global\).*tampered/);
        expect(rtk(runtime, s, ["init", "-g", "--show"]).out).toMatch(/hook .*rtk-rewrite\.cjs: tampered/);
      } finally {
        writeFileSync(hookFile, original);
      }
    });
  }

  if (runtime.name !== "deno") {
    it("a launcher from another rtk version (its hash intact) is reported outdated, still verified as untampered", () => {
      rtk(runtime, s, ["init", "-g", "--auto-patch"]);
      const hooks = join(s.env.CLAUDE_CONFIG_DIR, "hooks");
      const hookFile = join(hooks, "rtk-rewrite.cjs");
      const hashFile = join(hooks, ".rtk-hook.sha256");
      const older = readFileSync(hookFile, "utf8").replace(/rtk-hook-version: \d+/, "rtk-hook-version: 0");
      writeFileSync(hookFile, older);
      rmSync(hashFile, { force: true });
      writeFileSync(hashFile, `${createHash("sha256").update(older).digest("hex")}  rtk-rewrite.cjs\n`);
      const v = rtk(runtime, s, ["verify"]);
      expect(v.out).toMatch(/WARN hook claude \(global\).*outdated/);
      expect(v.out).not.toContain("FAIL hook");
      // Re-running init brings it up to date.
      rtk(runtime, s, ["init", "-g", "--auto-patch"]);
      expect(rtk(runtime, s, ["verify"]).out).toMatch(/PASS hook claude \(global\).*verified/);
    });

    it("an earlier rtk's launcher (rtk-rewrite.mjs, an ES module) answers the same, is checked, reported outdated, and replaced by init", () => {
      rtk(runtime, s, ["init", "-g", "--auto-patch"]);
      const hooks = join(s.env.CLAUDE_CONFIG_DIR, "hooks");
      const settings = join(s.env.CLAUDE_CONFIG_DIR, "settings.json");
      const hashFile = join(hooks, ".rtk-hook.sha256");
      const now = runHook(s, installedCommand("claude", s, "global"), payload("claude-bash.json"));
      expect(now.out).toContain("updatedInput");
      // What hook version 2 installed: an ES module importing dist/hooks/<runtime>-hook.mjs, its hash, its settings entry.
      const hookModule = pathToFileURL(join(ROOT, "dist", "hooks", `${runtime.name}-hook.mjs`)).href;
      const earlier = `// rtk-hook-version: 2\nlet hook;\ntry {\n  hook = await import(${JSON.stringify(hookModule)});\n} catch {\n  process.stderr.write("gone\\n");\n}\nif (hook) await hook.runHook("claude", import.meta.url);\n`;
      const mjs = join(hooks, "rtk-rewrite.mjs");
      rmSync(join(hooks, "rtk-rewrite.cjs"));
      writeFileSync(mjs, earlier);
      rmSync(hashFile, { force: true });
      writeFileSync(hashFile, `${createHash("sha256").update(earlier).digest("hex")}  rtk-rewrite.mjs\n`);
      writeFileSync(settings, readFileSync(settings, "utf8").replace("rtk-rewrite.cjs", "rtk-rewrite.mjs"));
      expect(runHook(s, installedCommand("claude", s, "global"), payload("claude-bash.json"))).toEqual(now);
      expect(rtk(runtime, s, ["verify"]).out).toMatch(/WARN hook claude \(global\) \S*rtk-rewrite\.mjs: outdated/);
      appendFileSync(mjs, "// edited\n");
      const tampered = runHook(s, installedCommand("claude", s, "global"), payload("claude-bash.json"));
      expect(tampered.out).toBe("");
      expect(tampered.err).toContain("tampered");
      expect(rtk(runtime, s, ["hook", "claude"], payload("claude-bash.json")).err).toContain("tampered");
      // Re-running init puts today's launcher in its place and points the settings at it.
      rtk(runtime, s, ["init", "-g", "--auto-patch"]);
      expect(existsSync(mjs)).toBe(false);
      expect(installedCommand("claude", s, "global")).toMatch(/rtk-rewrite\.cjs'?$/);
      expect(rtk(runtime, s, ["verify"]).out).toMatch(/PASS hook claude \(global\).*verified/);
      expect(runHook(s, installedCommand("claude", s, "global"), payload("claude-bash.json"))).toEqual(now);
    });
  }

  it("opencode: the plugin is written globally (XDG_CONFIG_HOME), rewrites in tool.execute.before, and is removed", () => {
    const r = rtk(runtime, s, ["init", "-g", "--agent", "opencode"]);
    expect(r.code).toBe(0);
    const plugin = join(s.env.XDG_CONFIG_HOME, "opencode", "plugins", "rtk.ts");
    const text = readFileSync(plugin, "utf8");
    expect(text).toContain('"tool.execute.before"');
    expect(text).toContain("rewrite");
    // Loaded the way OpenCode loads it (a Bun module given Bun's shell as `$`), the hook mutates
    // the bash command in place, and leaves a command with no rtk form alone.
    const script = `import { $ } from "bun"; const { RtkPlugin } = await import(${JSON.stringify(plugin)}); const hooks = await RtkPlugin({ $ });
      const out = []; for (const command of ["git status", "echo hi"]) { const o = { args: { command, description: "d" } }; await hooks["tool.execute.before"]({ tool: "bash" }, o); out.push(o.args); }
      const other = { args: { command: "git status" } }; await hooks["tool.execute.before"]({ tool: "read" }, other); out.push(other.args);
      const sub = { args: { command: "cargo test" } }; await hooks["tool.execute.before"]({ tool: "bash", sessionID: "ses_subagent_child", callID: "call_2" }, sub); out.push(sub.args);
      console.log(JSON.stringify(out));`;
    const run = spawnSync(join(ROOT, "node_modules", ".bin", "bun"), ["-e", script], { cwd: s.project, env: { ...process.env, ...s.env }, encoding: "utf8" });
    expect(run.stderr).toBe("");
    // The last call is a subagent's (its own session, as the task tool runs it): rewritten the same.
    expect(JSON.parse(run.stdout)).toEqual([{ command: "rtk git status", description: "d" }, { command: "echo hi", description: "d" }, { command: "git status" }, { command: "rtk cargo test" }]);
    rtk(runtime, s, ["init", "-g", "--agent", "opencode", "--uninstall"]);
    expect(existsSync(plugin)).toBe(false);
  });

  const RULES_FILES: Record<string, string> = {
    cline: ".clinerules",
    windsurf: ".windsurfrules",
    kimi: "AGENTS.md",
  };
  it.each(Object.keys(RULES_FILES))("%s: the rules file gets the full instructions and loses them on uninstall", (agent) => {
    const file = join(s.project, RULES_FILES[agent]);
    writeFileSync(file, "# House rules\n\nUse tabs.\n");
    expect(rtk(runtime, s, ["init", "--agent", agent]).code).toBe(0);
    const text = readFileSync(file, "utf8");
    expect(text).toContain("Use tabs.");
    expect(text).toContain("Prefix every shell command with `rtk`");
    expect(text).toContain("rtk recall");
    expect(text).toContain("rtk proxy");
    expect(rtk(runtime, s, ["init", "--show"]).out).toContain(`other agents with rtk (project): ${agent}`);
    rtk(runtime, s, ["init", "--agent", agent, "--uninstall"]);
    expect(readFileSync(file, "utf8")).toBe("# House rules\n\nUse tabs.\n");
  });

  it.each([
    ["kilocode", ".kilocode/rules/rtk-rules.md"],
    ["roo", ".roo/rules/rtk-rules.md"],
    ["antigravity", ".agents/rules/antigravity-rtk-rules.md"],
  ])("%s: rtk's own rules file (%s) holds the full instructions and goes on uninstall", (agent, file) => {
    expect(rtk(runtime, s, ["init", "--agent", agent]).code).toBe(0);
    const text = readFileSync(join(s.project, file), "utf8");
    expect(text).toContain("Prefix every shell command with `rtk`");
    expect(text).toContain("rtk proxy");
    expect(rtk(runtime, s, ["init", "--agent", agent, "--show"]).out).toMatch(/awareness .*: present/);
    rtk(runtime, s, ["init", "--agent", agent, "--uninstall"]);
    expect(existsSync(join(s.project, file))).toBe(false);
  });

  it.each(["antigravity", "kimi"])("%s has project rules only: -g says so and writes nothing", (agent) => {
    const r = rtk(runtime, s, ["init", "-g", "--agent", agent]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("without -g");
  });

  it.each(["claude-other-hooks.json", "bom-4-spaces.json", "empty.json"])("project install -> show -> uninstall leaves %s byte-identical", (fixture) => {
    // A project's hook entry goes to settings.local.json: it names this machine's paths.
    const settings = join(s.project, ".claude", "settings.local.json");
    mkdirSync(join(s.project, ".claude"), { recursive: true });
    cpSync(join(SETTINGS, fixture), settings);
    const original = readFileSync(settings);
    chmodSync(settings, 0o640);
    expect(rtk(runtime, s, ["init", "--auto-patch"]).code).toBe(0);
    expect(readFileSync(settings).equals(original)).toBe(false);
    expect(statSync(settings).mode & 0o777).toBe(0o640);
    expect(readFileSync(`${settings}.bak`).equals(original)).toBe(true);
    const show = rtk(runtime, s, ["init", "--show"]);
    expect(show.out).toContain("rtk hook entry");
    expect(show.out).toMatch(/awareness .*RTK\.md: present/);
    expect(rtk(runtime, s, ["init", "--uninstall"]).code).toBe(0);
    expect(readFileSync(settings).equals(original)).toBe(true);
    expect(existsSync(join(s.project, "RTK.md"))).toBe(false);
    rmSync(join(s.project, ".claude"), { recursive: true, force: true });
  });

  it("a project's committed settings.json is left alone; an earlier rtk entry there moves to settings.local.json", () => {
    const shared = join(s.project, ".claude", "settings.json");
    mkdirSync(join(s.project, ".claude"), { recursive: true });
    cpSync(join(SETTINGS, "claude-other-hooks.json"), shared);
    const original = readFileSync(shared);
    expect(rtk(runtime, s, ["init", "--auto-patch"]).code).toBe(0);
    expect(readFileSync(shared).equals(original)).toBe(true);
    expect(installedCommand("claude", s, "project")).toMatch(/rtk-rewrite\.cjs|hook claude/);
    // An entry an older rtk wrote into settings.json: moved on the next install.
    const older = readJson(shared);
    older.hooks.PreToolUse.push({ matcher: "Bash", hooks: [{ type: "command", command: "/usr/bin/node /old/.claude/hooks/rtk-rewrite.mjs" }] });
    writeFileSync(shared, JSON.stringify(older, null, 2));
    const again = rtk(runtime, s, ["init", "--auto-patch"]);
    expect(again.out).toContain("settings.json (earlier rtk hook entry (moved to");
    expect(JSON.stringify(readJson(shared))).not.toContain("rtk-rewrite.mjs");
    expect(rtk(runtime, s, ["init", "--uninstall"]).code).toBe(0);
    expect(existsSync(join(s.project, ".claude", "settings.local.json"))).toBe(false);
    rmSync(join(s.project, ".claude"), { recursive: true, force: true });
  });

  it("a malformed settings file is refused with its name and left untouched", () => {
    const settings = join(s.project, ".claude", "settings.local.json");
    mkdirSync(join(s.project, ".claude"), { recursive: true });
    cpSync(join(SETTINGS, "malformed.json"), settings);
    const original = readFileSync(settings);
    const r = rtk(runtime, s, ["init", "--auto-patch"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${settings}: malformed JSON`);
    expect(readFileSync(settings).equals(original)).toBe(true);
    expect(existsSync(join(s.project, "RTK.md"))).toBe(false);
    rmSync(join(s.project, ".claude"), { recursive: true, force: true });
  });

  // `script` gives rtk a terminal on stdin, as when a user runs rtk init by hand.
  needs("script").it("on a terminal it asks before patching: y patches, anything else does not", () => {
    const [cmd, ...pre] = runtime.command;
    const line = (agent: string) => [cmd, ...pre, "init", "--agent", agent].map((w) => `'${w}'`).join(" ");
    const ask = (agent: string, answer: string) =>
      spawnSync("script", ["-qec", line(agent), "/dev/null"], { cwd: s.project, env: { ...process.env, ...s.env, DENO_NO_UPDATE_CHECK: "1" }, input: answer, encoding: "utf8", timeout: 30_000 });
    const yes = ask("cursor", "y\n");
    expect(yes.stdout).toContain("to register the rtk hook? [y/N]");
    expect(installedCommand("cursor", s, "project")).toMatch(/rtk-rewrite\.cjs|hook cursor/);
    const no = ask("codex", "n\n");
    expect(no.stdout).toContain("Not patching");
    expect(existsSync(join(s.project, ".codex", "hooks.json"))).toBe(false);
    rtk(runtime, s, ["init", "--agent", "cursor", "--uninstall"]);
    rtk(runtime, s, ["init", "--agent", "codex", "--uninstall"]);
    expect(existsSync(join(s.project, ".cursor", "hooks.json"))).toBe(false);
  });

  it("without --auto-patch and with stdin not a terminal: settings untouched, instructions printed", () => {
    const r = rtk(runtime, s, ["init", "--agent", "gemini"], "");
    expect(r.code).toBe(0);
    expect(existsSync(join(s.project, ".gemini", "settings.json"))).toBe(false);
    expect(r.out).toContain("Not patching");
    expect(r.out).toContain('"run_shell_command"');
    expect(r.out).toContain("The hook is not registered");
    // Nothing rewrites the agent's commands: the instructions must not say anything does.
    const rules = readFileSync(join(s.project, "GEMINI.md"), "utf8");
    expect(rules).not.toContain("rewritten to their rtk form automatically");
    expect(rules).toContain("Prefix every shell command with `rtk`");
    // A launcher (Node, Bun) that no settings entry runs: verify says the hook is not registered.
    if (runtime.name !== "deno") expect(rtk(runtime, s, ["verify", "--require-all"]).out).toMatch(/WARN hook gemini \(project\) is not registered in .*\.gemini\/settings\.json/);
    const dry = rtk(runtime, s, ["init", "--agent", "codex", "--dry-run", "--auto-patch"]);
    expect(dry.out).toMatch(/would create .*\.codex\/hooks\.json/);
    expect(existsSync(join(s.project, ".codex"))).toBe(false);
    const verbose = rtk(runtime, s, ["-v", "init", "--agent", "codex", "--dry-run", "--auto-patch"]);
    expect(verbose.out).toMatch(/ {2}\| .*hook codex/);
    expect(existsSync(join(s.project, ".codex"))).toBe(false);
    rtk(runtime, s, ["init", "--agent", "gemini", "--uninstall"]);
  });
});
