// `rtk verify`'s report on the agent hooks `rtk init` installs: each launcher's integrity
// (../integrity.ts) and whether the agent's settings register it.
import type { Adapter } from "../../runtime/contract";
import { smallFileBytes } from "../../runtime/regular-file";
import { checkHook } from "../integrity";
import { hasConfigBlock } from "./config-block";
import { parseSettings } from "./json-file";
import { installedCommands } from "./merge";
import { agentLayout } from "./paths";
import { expectedLauncher, installedHookFile } from "./run";

export interface IntegritySummary {
  lines: string[];
  /** A hook was tampered with. */
  failed: boolean;
}

/**
 * The state of every hook `rtk init` can install, for `rtk verify`: each launcher's integrity
 * (Claude Code, Cursor, Gemini; global and project), and for every agent whether the hook is
 * registered in its settings (a launcher no settings entry runs does nothing). Hooks that were
 * never installed are not listed.
 */
export async function reportHookIntegrity(adapter: Adapter): Promise<IntegritySummary> {
  const lines: string[] = [];
  let failed = false;
  for (const agent of ["claude", "cursor", "gemini", "codex", "copilot", "vibe", "hermes"] as const) {
    for (const scope of ["global", "project"] as const) {
      // A project's files stay in the project: one that leads out is not read (a parse error would quote it).
      const read = (p: string) => smallFileBytes(adapter.readRegularFile, p, scope === "project" ? adapter.cwd() : undefined);
      let layout;
      try {
        layout = agentLayout(agent, scope, adapter);
      } catch {
        continue; // no HOME (no global hooks to check), or an agent without that scope
      }
      let launcher = false;
      const hookFile = installedHookFile(layout, read);
      if (hookFile) {
        const report = await checkHook(read, hookFile, expectedLauncher(adapter, layout));
        if (report.state !== "not-installed") {
          launcher = true;
          if (report.state === "tampered") failed = true;
          const tag = report.state === "verified" ? "PASS" : report.state === "tampered" ? "FAIL" : "WARN";
          lines.push(`${tag} hook ${agent} (${scope}) ${report.hookPath}: ${report.state} - ${report.detail}`);
        }
      }
      if (layout.hookConfigFile) {
        if (read(layout.hookConfigFile) !== null) lines.push(`PASS hook ${agent} (${scope}) registered in ${layout.hookConfigFile}`);
        continue;
      }
      if (layout.configBlock) {
        const bytes = read(layout.configBlock.path);
        if (bytes !== null && hasConfigBlock(new TextDecoder().decode(bytes))) lines.push(`PASS hook ${agent} (${scope}) registered in ${layout.configBlock.path}`);
        continue;
      }
      if (!layout.settings) continue;
      const { path, format } = layout.settings;
      let commands: string[] = [];
      try {
        commands = installedCommands(format, parseSettings(path, read(path)).value);
      } catch (e) {
        lines.push(`WARN hook ${agent} (${scope}): ${(e as Error).message}`);
        continue;
      }
      if (commands.length > 0) lines.push(`PASS hook ${agent} (${scope}) registered in ${path}: ${commands.join(" | ")}`);
      else if (launcher) lines.push(`WARN hook ${agent} (${scope}) is not registered in ${path}: the agent never runs it, so no command is rewritten (rtk init --auto-patch${scope === "global" ? " -g" : ""} adds the entry)`);
    }
  }
  if (lines.length === 0) lines.push("SKIP hooks: none installed (rtk init installs one)");
  return { lines, failed };
}
