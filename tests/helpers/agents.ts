// A temporary HOME and project for the agent suites (tests/agents): every agent's config root
// (CLAUDE_CONFIG_DIR, CODEX_HOME, COPILOT_HOME, FACTORY_HOME_OVERRIDE, PI_CODING_AGENT_DIR,
// HERMES_HOME, OPENCLAW_STATE_DIR, XDG_CONFIG_HOME) inside that HOME, rtk's own data and cache beside it, and this install first
// on PATH as `rtk`, as a global install is found (tests/e2e/install.test.ts covers an rtk the
// PATH lacks).
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathWithRtk } from "./cli";

export interface AgentSandbox {
  root: string;
  home: string;
  project: string;
  env: Record<string, string>;
}

export function agentSandbox(): AgentSandbox {
  const root = mkdtempSync(join(tmpdir(), "rtk-agents-"));
  const home = join(root, "home");
  const project = join(root, "project");
  mkdirSync(home, { recursive: true });
  mkdirSync(project, { recursive: true });
  const env = {
    PATH: pathWithRtk(root),
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_DATA_HOME: join(root, "data"),
    XDG_CACHE_HOME: join(root, "cache"),
    CLAUDE_CONFIG_DIR: join(home, "claude-config"),
    CODEX_HOME: join(home, "codex-home"),
    COPILOT_HOME: join(home, "copilot-home"),
    FACTORY_HOME_OVERRIDE: join(home, "factory-home"),
    PI_CODING_AGENT_DIR: join(home, "pi-agent"),
    HERMES_HOME: join(home, "hermes-home"),
    OPENCLAW_STATE_DIR: join(home, "openclaw-state"),
    CLAUDE_PROJECT_DIR: project,
  };
  return { root, home, project, env };
}
