// Where each agent keeps its configuration, globally (-g) or in the project. Honours
// CLAUDE_CONFIG_DIR, CODEX_HOME, COPILOT_HOME, FACTORY_HOME_OVERRIDE, PI_CODING_AGENT_DIR and
// XDG_CONFIG_HOME; never guesses a home directory when HOME is unset.
import { HOOK_FILE_NAME, PREVIOUS_HOOK_FILE_NAME } from "../integrity";
import type { ConfigBlockFormat } from "./config-block";

export type InitAgent =
  | "claude" | "cursor" | "copilot" | "gemini" | "codex" | "opencode" | "cline" | "windsurf"
  | "droid" | "trae" | "kiro" | "pi" | "kilocode" | "antigravity" | "kimi" | "roo" | "vibe" | "hermes" | "openclaw";
export const INIT_AGENTS: InitAgent[] = [
  "claude", "cursor", "copilot", "gemini", "codex", "opencode", "cline", "windsurf",
  "droid", "trae", "kiro", "pi", "kilocode", "antigravity", "kimi", "roo", "vibe", "hermes", "openclaw",
];
export type Scope = "global" | "project";

export interface PathEnv {
  env(name: string): string | undefined;
  cwd(): string;
}

export function joinPath(...parts: string[]): string {
  return parts.join("/").replace(/\/{2,}/g, "/");
}

export function dirName(path: string): string {
  const i = path.lastIndexOf("/");
  return i > 0 ? path.slice(0, i) : "/";
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value !== "" ? value : undefined;
}

export function homeDir(e: PathEnv): string {
  const home = nonEmpty(e.env("HOME"));
  if (!home) throw new Error("HOME is not set: cannot find the agent's user configuration (use a project install, without -g)");
  return home;
}

export function xdgConfigHome(e: PathEnv): string {
  return nonEmpty(e.env("XDG_CONFIG_HOME")) ?? joinPath(homeDir(e), ".config");
}

/** The settings file that registers the hook, and its shape. */
export type SettingsFormat = "claude" | "codex" | "gemini" | "cursor" | "droid" | "trae";

export interface AgentLayout {
  agent: InitAgent;
  scope: Scope;
  /** Settings file patched with the hook entry (with consent). */
  settings?: { path: string; format: SettingsFormat };
  /**
   * Where an earlier rtk put the hook entry: rtk entries there are moved to `settings` (Claude's
   * project settings.json, usually committed, now left for settings.local.json, which is not).
   */
  legacySettings?: { path: string; format: SettingsFormat };
  /** The hook launcher rtk writes and hashes (agents whose hook runs a script). */
  hookFile?: string;
  /** Where an earlier rtk put that launcher (rtk-rewrite.mjs, beside it): removed by init, checked while it is there. */
  previousHookFile?: string;
  /** A hook registration file that belongs to rtk alone (Copilot, Kiro). */
  hookConfigFile?: string;
  /** RTK.md-style awareness file owned by rtk. */
  awarenessFile?: string;
  /** A shared instructions file that gets an `@RTK.md` include line. */
  includeLine?: { path: string; line: string };
  /** A shared instructions file that gets an rtk block. */
  block?: string;
  /** A TOML or YAML settings file that gets rtk's hook entry as a marked block (Vibe, Hermes). */
  configBlock?: { path: string; format: ConfigBlockFormat };
  /** The agent's plugin or extension module (OpenCode plugin, Pi extension, OpenClaw plugin). */
  pluginFile?: string;
  /** The manifest beside a plugin module, when the agent needs one to load it (OpenClaw). */
  pluginManifest?: string;
  /** Awareness level: hooked agents only need the condensed output explained; rules-file agents must type rtk. */
  level: "default" | "full";
}

/** Install variants: `--claude-md` puts the whole instructions block into CLAUDE.md (the legacy form) instead of RTK.md + `@RTK.md`. */
export interface LayoutVariant {
  claudeMd?: boolean;
}

export function agentLayout(agent: InitAgent, scope: Scope, e: PathEnv, variant: LayoutVariant = {}): AgentLayout {
  const cwd = e.cwd();
  const global = scope === "global";
  const home = () => homeDir(e);
  switch (agent) {
    case "claude": {
      const dir = global ? (nonEmpty(e.env("CLAUDE_CONFIG_DIR")) ?? joinPath(home(), ".claude")) : joinPath(cwd, ".claude");
      const root = global ? dir : cwd;
      // In a project the hook command names this machine's runtime and install: it goes into
      // settings.local.json, which Claude Code reads like settings.json and keeps out of git.
      const hook: AgentLayout = {
        agent, scope, level: "default",
        settings: { path: joinPath(dir, global ? "settings.json" : "settings.local.json"), format: "claude" },
        legacySettings: global ? undefined : { path: joinPath(dir, "settings.json"), format: "claude" },
        hookFile: joinPath(dir, "hooks", HOOK_FILE_NAME),
        previousHookFile: joinPath(dir, "hooks", PREVIOUS_HOOK_FILE_NAME),
      };
      return variant.claudeMd
        ? { ...hook, block: joinPath(root, "CLAUDE.md") }
        : { ...hook, awarenessFile: joinPath(root, "RTK.md"), includeLine: { path: joinPath(root, "CLAUDE.md"), line: "@RTK.md" } };
    }
    case "cursor": {
      const dir = global ? joinPath(home(), ".cursor") : joinPath(cwd, ".cursor");
      return {
        agent, scope, level: "default",
        settings: { path: joinPath(dir, "hooks.json"), format: "cursor" },
        hookFile: joinPath(dir, "hooks", HOOK_FILE_NAME),
        previousHookFile: joinPath(dir, "hooks", PREVIOUS_HOOK_FILE_NAME),
        awarenessFile: joinPath(dir, "rules", "rtk.mdc"),
      };
    }
    case "gemini": {
      const dir = global ? joinPath(home(), ".gemini") : joinPath(cwd, ".gemini");
      return {
        agent, scope, level: "default",
        settings: { path: joinPath(dir, "settings.json"), format: "gemini" },
        hookFile: joinPath(dir, "hooks", HOOK_FILE_NAME),
        previousHookFile: joinPath(dir, "hooks", PREVIOUS_HOOK_FILE_NAME),
        block: joinPath(global ? dir : cwd, "GEMINI.md"),
      };
    }
    case "copilot": {
      const dir = global ? (nonEmpty(e.env("COPILOT_HOME")) ?? joinPath(home(), ".copilot")) : joinPath(cwd, ".github");
      return {
        agent, scope, level: "default",
        hookConfigFile: joinPath(dir, "hooks", "rtk-rewrite.json"),
        block: joinPath(dir, "copilot-instructions.md"),
      };
    }
    case "codex": {
      const dir = global ? (nonEmpty(e.env("CODEX_HOME")) ?? joinPath(home(), ".codex")) : joinPath(cwd, ".codex");
      const root = global ? dir : cwd;
      return {
        agent, scope, level: "default",
        settings: { path: joinPath(dir, "hooks.json"), format: "codex" },
        awarenessFile: joinPath(root, "RTK.md"),
        includeLine: { path: joinPath(root, "AGENTS.md"), line: "@RTK.md" },
      };
    }
    case "opencode": {
      const dir = global ? joinPath(xdgConfigHome(e), "opencode") : joinPath(cwd, ".opencode");
      return { agent, scope, level: "default", pluginFile: joinPath(dir, "plugins", "rtk.ts") };
    }
    case "cline":
      return global
        ? { agent, scope, level: "full", awarenessFile: joinPath(home(), "Documents", "Cline", "Rules", "rtk.md") }
        : { agent, scope, level: "full", block: joinPath(cwd, ".clinerules") };
    case "windsurf":
      return {
        agent, scope, level: "full",
        block: global ? joinPath(home(), ".codeium", "windsurf", "memories", "global_rules.md") : joinPath(cwd, ".windsurfrules"),
      };
    case "droid": {
      // Droid's hooks.json (docs.factory.ai/harness/hooks), beside its settings.json.
      const dir = global ? (nonEmpty(e.env("FACTORY_HOME_OVERRIDE")) ?? joinPath(home(), ".factory")) : joinPath(cwd, ".factory");
      return { agent, scope, level: "default", settings: { path: joinPath(dir, "hooks.json"), format: "droid" } };
    }
    case "trae": {
      const dir = global ? joinPath(home(), ".trae") : joinPath(cwd, ".trae");
      return { agent, scope, level: "default", settings: { path: joinPath(dir, "hooks.json"), format: "trae" } };
    }
    case "kiro": {
      // Kiro's hook blocks and names the rtk command (it cannot change it): the steering file
      // tells the agent to type rtk itself, so calls are rarely blocked.
      const dir = global ? joinPath(home(), ".kiro") : joinPath(cwd, ".kiro");
      return {
        agent, scope, level: "full",
        hookConfigFile: joinPath(dir, "hooks", "rtk-rewrite.json"),
        awarenessFile: joinPath(dir, "steering", "rtk.md"),
      };
    }
    case "pi": {
      const dir = global ? (nonEmpty(e.env("PI_CODING_AGENT_DIR")) ?? joinPath(home(), ".pi", "agent")) : joinPath(cwd, ".pi");
      return { agent, scope, level: "default", pluginFile: joinPath(dir, "extensions", "rtk.ts") };
    }
    case "kilocode":
      // Kilo Code reads every file in .kilocode/rules/ (kilo.ai/docs/customize/custom-rules).
      return { agent, scope, level: "full", awarenessFile: joinPath(global ? home() : cwd, ".kilocode", "rules", "rtk-rules.md") };
    case "roo":
      // Roo Code reads every file in .roo/rules/ (and ~/.roo/rules/ for all projects; docs.roocode.com, custom instructions).
      return { agent, scope, level: "full", awarenessFile: joinPath(global ? home() : cwd, ".roo", "rules", "rtk-rules.md") };
    case "antigravity":
      if (global) throw new Error("Google Antigravity reads rtk's rules from the project (.agents/rules/): run rtk init --agent antigravity without -g");
      return { agent, scope, level: "full", awarenessFile: joinPath(cwd, ".agents", "rules", "antigravity-rtk-rules.md") };
    case "vibe":
      // Vibe reads ./.vibe/hooks.toml (trusted folders only) and then ~/.vibe/hooks.toml.
      return { agent, scope, level: "default", configBlock: { path: joinPath(global ? home() : cwd, ".vibe", "hooks.toml"), format: "vibe-toml" } };
    case "hermes": {
      // Hermes' shell hooks live in the profile's config.yaml ($HERMES_HOME, default ~/.hermes); it has no project config.
      if (!global) throw new Error("Hermes Agent reads its hooks from ~/.hermes/config.yaml only: run rtk init -g --agent hermes");
      const dir = nonEmpty(e.env("HERMES_HOME")) ?? joinPath(home(), ".hermes");
      return { agent, scope, level: "default", configBlock: { path: joinPath(dir, "config.yaml"), format: "hermes-yaml" } };
    }
    case "openclaw": {
      // OpenClaw loads native plugins (openclaw.plugin.json + module) from the workspace's
      // .openclaw/extensions/ and the state dir's extensions/ ($OPENCLAW_STATE_DIR, default ~/.openclaw).
      const root = global ? (nonEmpty(e.env("OPENCLAW_STATE_DIR")) ?? joinPath(home(), ".openclaw")) : joinPath(cwd, ".openclaw");
      const dir = joinPath(root, "extensions", "rtk");
      return { agent, scope, level: "default", pluginFile: joinPath(dir, "index.ts"), pluginManifest: joinPath(dir, "openclaw.plugin.json") };
    }
    case "kimi":
      if (global) throw new Error("Kimi reads rtk's instructions from the project's AGENTS.md: run rtk init --agent kimi without -g");
      return { agent, scope, level: "full", block: joinPath(cwd, "AGENTS.md") };
  }
}
