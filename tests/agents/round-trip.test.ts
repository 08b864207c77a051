// Every agent rtk init supports, in both scopes it offers: a temporary HOME and project holding
// the user's own agent files (other tools' hooks, their instructions), install, then uninstall:
// every file is back byte for byte, and nothing rtk wrote is left. Only `<settings>.bak`, the
// backup taken before rtk patched a settings file, stays (a user's undo, never read by an agent).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INIT_AGENTS } from "../../host/cli/init/paths";
import { type AgentSandbox, agentSandbox } from "../helpers/agents";
import { ROOT, RUNTIMES, runCli } from "../helpers/cli";

const SETTINGS = join(ROOT, "fixtures", "agents", "settings");
const node = RUNTIMES.find((r) => r.name === "node")!;

let s: AgentSandbox;

beforeEach(() => {
  s = agentSandbox();
  const { home, project, env } = s;
  // The user's own files, where each agent keeps them (project, then global).
  const put = (path: string, text: string) => (mkdirSync(dirname(path), { recursive: true }), writeFileSync(path, text));
  const copy = (fixture: string, path: string) => (mkdirSync(dirname(path), { recursive: true }), cpSync(join(SETTINGS, fixture), path));
  for (const base of [project, home]) {
    put(join(base, "CLAUDE.md"), "# Notes\n\nUse pnpm.\n");
    put(join(base, "AGENTS.md"), "# Agents\n\nRun `make check` before committing.\n");
    put(join(base, "GEMINI.md"), "Answer briefly.\n");
  }
  put(join(project, ".clinerules"), "# House rules\n\nUse tabs.\n");
  put(join(project, ".windsurfrules"), "Prefer small functions.\n");
  put(join(project, ".github", "copilot-instructions.md"), "Write tests first.\n");
  put(join(env.CLAUDE_CONFIG_DIR, "CLAUDE.md"), "# Me\n\nBe terse.\n");
  put(join(env.CODEX_HOME, "AGENTS.md"), "Global codex rules.\n");
  put(join(home, ".kilocode", "rules", "style.md"), "Two-space indent.\n");
  copy("claude-other-hooks.json", join(project, ".claude", "settings.local.json"));
  copy("claude-other-hooks.json", join(env.CLAUDE_CONFIG_DIR, "settings.json"));
  copy("cursor-other-hooks.json", join(project, ".cursor", "hooks.json"));
  copy("cursor-other-hooks.json", join(home, ".cursor", "hooks.json"));
  copy("gemini-other-hooks.json", join(project, ".gemini", "settings.json"));
  copy("gemini-other-hooks.json", join(home, ".gemini", "settings.json"));
  copy("codex-other-hooks.json", join(project, ".codex", "hooks.json"));
  copy("codex-other-hooks.json", join(env.CODEX_HOME, "hooks.json"));
  copy("droid-other-hooks.json", join(project, ".factory", "hooks.json"));
  copy("droid-other-hooks.json", join(env.FACTORY_HOME_OVERRIDE, "hooks.json"));
  copy("trae-other-hooks.json", join(project, ".trae", "hooks.json"));
  copy("trae-other-hooks.json", join(home, ".trae", "hooks.json"));
  copy("vibe-other-hooks.toml", join(project, ".vibe", "hooks.toml"));
  copy("vibe-other-hooks.toml", join(home, ".vibe", "hooks.toml"));
  copy("hermes-config.yaml", join(env.HERMES_HOME, "config.yaml"));
});

afterEach(() => rmSync(s.root, { recursive: true, force: true }));

/** Every file under home and project (rtk's data and cache are beside them), but settings backups, with its bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith(".bak")) files.set(relative(s.root, path), readFileSync(path).toString("base64"));
    }
  };
  walk(s.home);
  walk(s.project);
  return files;
}

const rtk = (args: string[]) => runCli(node, args, { cwd: s.project, env: s.env });

/** Agents whose rules live in the project only: -g is refused (e2e.test.ts). */
const PROJECT_ONLY = new Set(["antigravity", "kimi"]);
/** Agents with no project configuration (Hermes): only -g is offered. */
const GLOBAL_ONLY = new Set(["hermes"]);

const CASES = INIT_AGENTS.flatMap((agent) =>
  PROJECT_ONLY.has(agent) ? [[agent, "project"]] : GLOBAL_ONLY.has(agent) ? [[agent, "global"]] : [[agent, "project"], [agent, "global"]],
);

describe("rtk init then rtk init --uninstall restores the agent's files byte for byte", () => {
  it.each(CASES)("%s (%s)", (agent, scope) => {
    const g = scope === "global" ? ["-g"] : [];
    const before = snapshot();
    const install = rtk(["init", ...g, "--agent", agent, "--auto-patch", "--hook-runtime", "rtk"]);
    expect(install.err).toBe("");
    expect(install.code).toBe(0);
    const installed = snapshot();
    expect(installed).not.toEqual(before);
    // A second install changes nothing.
    expect(rtk(["init", ...g, "--agent", agent, "--auto-patch", "--hook-runtime", "rtk"]).out).toContain("nothing changed");
    expect(snapshot()).toEqual(installed);
    const uninstall = rtk(["init", ...g, "--agent", agent, "--uninstall"]);
    expect(uninstall.code).toBe(0);
    expect(snapshot()).toEqual(before);
  });

  it.each(["--claude-md", "--hook-only", "--claude-md --hook-only"])("claude %s (project and global)", (words) => {
    const flags = words.split(" ");
    for (const g of [[], ["-g"]]) {
      const before = snapshot();
      expect(rtk(["init", ...g, ...flags, "--auto-patch", "--hook-runtime", "rtk"]).code).toBe(0);
      expect(snapshot()).not.toEqual(before);
      expect(rtk(["init", ...g, "--uninstall"]).code).toBe(0);
      expect(snapshot()).toEqual(before);
    }
  });
});

describe("init flags", () => {
  it("--claude-md puts the instructions block into CLAUDE.md instead of RTK.md and an @RTK.md line", () => {
    expect(rtk(["init", "--claude-md", "--auto-patch", "--hook-runtime", "rtk"]).code).toBe(0);
    const text = readFileSync(join(s.project, "CLAUDE.md"), "utf8");
    expect(text.startsWith("# Notes\n\nUse pnpm.\n")).toBe(true);
    expect(text).toContain("rtk recall");
    expect(text).not.toContain("@RTK.md");
    expect(() => statSync(join(s.project, "RTK.md"))).toThrow();
    const other = rtk(["init", "--agent", "cursor", "--claude-md"]);
    expect(other.code).toBe(2);
    expect(other.err).toContain("--claude-md is for Claude Code");
  });

  it("--hook-only registers the hook without any instructions file; a rules-only agent has nothing to install", () => {
    const before = snapshot();
    expect(rtk(["init", "--hook-only", "--auto-patch", "--hook-runtime", "rtk"]).code).toBe(0);
    const after = snapshot();
    const changed = [...after.keys()].filter((k) => after.get(k) !== before.get(k));
    expect(changed).toEqual([join("project", ".claude", "settings.local.json")]);
    const r = rtk(["init", "--agent", "windsurf", "--hook-only"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("windsurf has no command hook");
  });

  it("--trust-filters reviews and trusts the project's filter file; without it the file is named; --no-trust-filters says nothing", () => {
    const filters = join(s.project, ".rtk", "filters.toml");
    mkdirSync(dirname(filters), { recursive: true });
    writeFileSync(filters, '[filters.deploy]\nmatch_command = "^deploy"\nstrip_lines_matching = ["^debug:"]\n');
    const plain = rtk(["init", "--agent", "windsurf"]);
    expect(plain.code).toBe(0);
    expect(plain.out).toContain("custom filters rtk does not use until they are trusted");
    const quiet = rtk(["init", "--agent", "cline", "--no-trust-filters"]);
    expect(quiet.out).not.toContain("trusted");
    const trusted = rtk(["init", "--agent", "kilocode", "--trust-filters"]);
    expect(trusted.code).toBe(0);
    expect(trusted.out).toContain("=== .rtk/filters.toml ===");
    expect(trusted.out).toContain("Trusted .rtk/filters.toml");
    expect(rtk(["trust", "--list"]).out).toContain("(trusted)");
    // Trusted now: a later init does not name it again.
    expect(rtk(["init", "--agent", "windsurf"]).out).not.toContain("until they are trusted");
  });
});
