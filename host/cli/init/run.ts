// `rtk init`: plan the changes for one agent, then show, preview, install or uninstall them.
import type { Adapter } from "../../runtime/contract";
import { CONFIG_FILE_LIMIT, refusalMessage, smallFileBytes } from "../../runtime/regular-file";
import type { HookAgent } from "../hooks/types";
import { checkHook, type IntegrityReport } from "../integrity";
import { askYesNo } from "../ask";
import { applyChange } from "./apply";
import { CONTRACTS, isHookAgent } from "../hooks/index";
import { installArgv, rtkCommandWord } from "../rtk-command";
import { hookCommandLine, launcherSource, shellCommand } from "./content";
import { hasConfigBlock } from "./config-block";
import { parseSettings, SettingsError } from "./json-file";
import { hasBlock, hasLine } from "./markdown";
import { installedCommands } from "./merge";
import { type Change, type HookSpec, planInstall, planUninstall, SETTINGS_LABEL } from "./plan";
import { type AgentLayout, agentLayout, dirName, INIT_AGENTS, type InitAgent, type Scope } from "./paths";

export type HookRuntime = "node" | "bun" | "rtk";

export interface InitOptions {
  agent: InitAgent;
  global: boolean;
  show: boolean;
  uninstall: boolean;
  dryRun: boolean;
  /** With --dry-run: also print what each file would contain (rtk -v init --dry-run). */
  verbose?: boolean;
  autoPatch: boolean;
  noPatch: boolean;
  hookRuntime?: HookRuntime;
  /** Claude Code: the instructions as a block in CLAUDE.md (legacy) instead of RTK.md + `@RTK.md`. */
  claudeMd?: boolean;
  /** The hook only: no awareness file, include line or instructions block. */
  hookOnly?: boolean;
}

/** Node or Bun run the in-process hook; under Deno the hook is `rtk hook <agent>`. */
export function defaultHookRuntime(adapter: Adapter): HookRuntime {
  return adapter.runtime === "deno" ? "rtk" : adapter.runtime;
}

/** The URL of the hook client a runtime's launcher requires (dist/cli/<runtime>-hook-client.cjs, which `rtk hook <agent>` runs too). */
export function hookModuleUrl(runtime: "node" | "bun"): string {
  return new URL(runtime === "bun" ? "./bun-hook-client.cjs" : "./node-hook-client.cjs", import.meta.url).href;
}

/** The launcher file in place: this version's, else an earlier rtk's (rtk-rewrite.mjs) while it is there; undefined for agents without one. */
export function installedHookFile(layout: AgentLayout, read: (path: string) => Uint8Array | null): string | undefined {
  if (!layout.hookFile) return undefined;
  return layout.previousHookFile && read(layout.hookFile) === null && read(layout.previousHookFile) !== null ? layout.previousHookFile : layout.hookFile;
}

export function hookSpec(adapter: Adapter, layout: AgentLayout, runtime: HookRuntime, registered = true): HookSpec {
  const rtkArgv = installArgv(adapter);
  const rtkWord = rtkCommandWord(adapter, rtkArgv);
  const agent = layout.agent as HookAgent;
  const hooked = isHookAgent(agent);
  const neutral = hooked ? CONTRACTS[agent].neutral : null;
  if (layout.hookFile && runtime !== "rtk") {
    // Another runtime than the one running init is found on the agent's PATH.
    const exec = runtime === adapter.runtime ? adapter.execPath() : runtime;
    return { command: shellCommand([exec, layout.hookFile]), launcher: launcherSource(agent, hookModuleUrl(runtime), neutral), rtkArgv, rtkWord, registered };
  }
  // Vibe and Hermes split the command into argv themselves (no shell): the plain `rtk hook`
  // argv, whose failure to start both agents treat as "run the tool call unchanged".
  if (layout.configBlock) return { command: shellCommand([...rtkArgv, "hook", agent]), rtkArgv, rtkWord, registered };
  return { command: hooked ? hookCommandLine(rtkArgv, agent, neutral) : "", rtkArgv, rtkWord, registered };
}

/**
 * What this rtk would install as the hook launcher, for "outdated" checks: for the runtime the
 * installed launcher uses (a Bun launcher checked from Node is not outdated for that).
 */
export function expectedLauncher(adapter: Adapter, layout: AgentLayout): Uint8Array | undefined {
  if (!layout.hookFile) return undefined;
  const read = (path: string) => smallFileBytes(adapter.readRegularFile, path);
  const installed = read(installedHookFile(layout, read)!);
  // This version's launcher names bun-hook-client.cjs, an earlier one bun-hook.mjs.
  const runtime = installed !== null && /\/bun-hook(?:-client\.cjs|\.mjs)\b/.test(new TextDecoder().decode(installed)) ? "bun" : "node";
  const spec = hookSpec(adapter, layout, runtime);
  return spec.launcher === undefined ? undefined : new TextEncoder().encode(spec.launcher);
}

function describe(c: Change, done = false): string {
  const verb = c.after === null ? "delete" : c.before === null ? "create" : "update";
  return `${done ? `${verb[0].toUpperCase()}${verb.slice(1)}d` : verb} ${c.path} (${c.label})`;
}

export async function runInit(adapter: Adapter, opts: InitOptions): Promise<number> {
  const out = (s: string) => adapter.write(1, new TextEncoder().encode(s));
  const err = (s: string) => adapter.write(2, new TextEncoder().encode(s));
  const scope: Scope = opts.global ? "global" : "project";
  const read = (p: string) => readAgentFile(adapter, scope, p);
  let layout: AgentLayout;
  try {
    layout = agentLayout(opts.agent, scope, adapter, { claudeMd: opts.claudeMd });
  } catch (e) {
    err(`rtk init: ${(e as Error).message}\n`);
    return 1;
  }
  if (opts.hookOnly && !opts.uninstall && !opts.show) {
    layout = { ...layout, awarenessFile: undefined, includeLine: undefined, block: undefined };
    if (!hasHook(layout)) {
      err(`rtk init: ${opts.agent} has no command hook (rtk reaches it through its rules file only): --hook-only would install nothing\n`);
      return 1;
    }
  }

  if (opts.show) {
    out(await showStatus(adapter, layout));
    return 0;
  }

  const runtime = opts.hookRuntime ?? defaultHookRuntime(adapter);
  let changes: Change[];
  try {
    changes = opts.uninstall ? uninstallEveryForm(adapter, opts.agent, scope, read) : await planInstall(layout, hookSpec(adapter, layout, runtime), read);
  } catch (e) {
    // A settings file rtk cannot read safely (SettingsError names it): nothing was written.
    err(`rtk init: ${(e as Error).message}\n`);
    return 1;
  }

  // Patching the agent's own settings needs consent: --auto-patch, or "y" at the prompt. With
  // --no-patch, or when stdin is not a terminal, rtk prints what to add instead.
  let patchAllowed = opts.autoPatch && !opts.noPatch;
  const patches = changes.filter((c) => c.patch);
  if (!patchAllowed && !opts.noPatch && !opts.dryRun && patches.length > 0 && adapter.isTTY(0)) {
    patchAllowed = await askYesNo(adapter, `Patch ${patches.map((c) => c.path).join(", ")} to register the rtk hook? [y/N] `);
  }
  if (!patchAllowed && !opts.uninstall && patches.some((c) => c.label === SETTINGS_LABEL)) {
    // The hook will not be registered: the awareness text must not say commands are rewritten.
    changes = await planInstall(layout, hookSpec(adapter, layout, runtime, false), read);
  }
  const held = changes.filter((c) => c.patch && !patchAllowed);
  const toApply = changes.filter((c) => !c.patch || patchAllowed);
  const what = `${opts.agent} (${scope})`;

  if (opts.dryRun) {
    if (changes.length === 0) out(`rtk init --dry-run: nothing to change for ${what}\n`);
    for (const c of toApply) {
      out(`would ${describe(c)}\n`);
      if (opts.verbose && c.after !== null) out(`${new TextDecoder().decode(c.after).replace(/^/gm, "  | ")}\n`);
    }
    for (const c of held) out(`would not patch ${c.path} without --auto-patch; ${c.manual ?? ""}`);
    return 0;
  }

  for (const c of toApply) {
    try {
      applyChange(adapter, c);
    } catch (e) {
      err(`rtk init: cannot write ${c.path}: ${(e as Error).message}\n`);
      return 1;
    }
    out(`${describe(c, true)}\n`);
  }
  for (const c of held) {
    const hint = opts.noPatch ? "" : adapter.isTTY(0) ? " (declined; --auto-patch does it without asking)" : " (stdin is not a terminal; --auto-patch lets rtk do it)";
    out(`Not patching ${c.path}${hint}.\n${c.manual ?? ""}`);
  }
  if (!opts.uninstall && changes.length > 0) out(installNotes(adapter, layout, toApply, held.length === 0));
  if (changes.length === 0) out(`rtk ${opts.uninstall ? "is not installed" : "is already set up"} for ${what}: nothing changed.\n`);
  else if (opts.uninstall) out(`rtk removed for ${what}.\n`);
  else if (held.length === 0) out(`rtk set up for ${what}. Restart the agent to load ${hasHook(layout) ? "the hook" : "the instructions"}.\n`);
  return 0;
}

/** Whether the agent gets a hook (settings entry, hook file, plugin), not only instructions. */
function hasHook(layout: AgentLayout): boolean {
  return Boolean(layout.settings || layout.hookConfigFile || layout.pluginFile || layout.configBlock);
}

/**
 * Uninstall removes what any install form left (Claude Code: RTK.md + `@RTK.md`, or the
 * `--claude-md` block in CLAUDE.md): the second form's plan reads the files as the first leaves
 * them, and a file both touch is one change.
 */
function uninstallEveryForm(adapter: Adapter, agent: InitAgent, scope: Scope, read: (p: string) => Uint8Array | null): Change[] {
  const after = new Map<string, Change>();
  const changes: Change[] = [];
  for (const claudeMd of agent === "claude" ? [false, true] : [false]) {
    const readPlanned = (p: string) => (after.has(p) ? after.get(p)!.after : read(p));
    for (const c of planUninstall(agentLayout(agent, scope, adapter, { claudeMd }), readPlanned)) {
      const earlier = after.get(c.path);
      if (earlier) {
        earlier.after = c.after;
        continue;
      }
      after.set(c.path, c);
      changes.push(c);
    }
  }
  return changes;
}

/**
 * An agent file init reads before it writes (settings, instructions, the hook launcher): a file
 * that is not a regular one of at most 1 MiB (host/runtime/regular-file.ts), or a project's file that leads
 * out of the project (whose text a parse error would quote), stops init with its name, rather
 * than being taken for missing and written over (writing into a FIFO would hang).
 */
function readAgentFile(adapter: Adapter, scope: Scope, path: string): Uint8Array | null {
  const read = adapter.readRegularFile(path, { limit: CONFIG_FILE_LIMIT, within: scope === "project" ? adapter.cwd() : undefined });
  if (read.kind === "refused") throw new SettingsError(path, refusalMessage("it", read.refusal));
  return read.kind === "file" ? read.bytes : null;
}

/**
 * What the user must know about an install: how the hook's rewritten commands start rtk (bare
 * `rtk` only when the agent's shell finds this install by that name), and which written project
 * files, usually committed, now name this machine's paths.
 */
function installNotes(adapter: Adapter, layout: AgentLayout, written: Change[], registered: boolean): string {
  const lines: string[] = [];
  const rtkArgv = installArgv(adapter);
  const word = rtkCommandWord(adapter, rtkArgv);
  if (hasHook(layout)) {
    if (word === "rtk") lines.push("Rewritten commands run as `rtk ...`: `rtk` on your PATH is this install.");
    else {
      lines.push(`\`rtk\` on your PATH is not this install (a project-local or npx install is not on the agent's PATH), so rewritten commands run as ${word} ...`);
      lines.push("  To have them run as `rtk ...`: install rtk globally (npm install -g rtk-wasm) and run `rtk init` again.");
    }
  } else if (word !== "rtk") {
    lines.push(`\`rtk\` on your PATH is not this install: the instructions tell the agent to type ${word} ...`);
  }
  if (!registered) lines.push("The hook is not registered: commands are not rewritten until its settings entry is added (see above).");
  else if (layout.agent === "openclaw") lines.push("OpenClaw loads plugins from its extensions folder when the Gateway starts: `openclaw plugins list` shows rtk (`openclaw plugins enable rtk` if it is listed as disabled).");
  else if (layout.agent === "hermes") lines.push("Hermes asks once before it runs a new shell hook: approve rtk's at the prompt (or start it once with `hermes --accept-hooks`).");
  if (layout.scope === "project") {
    const local = [adapter.execPath(), rtkArgv[rtkArgv.length - 1], dirName(dirName(new URL(hookModuleUrl("node")).pathname))];
    for (const c of written) {
      if (c.after === null || c.path.includes(".local.")) continue;
      const text = new TextDecoder().decode(c.after);
      if (local.some((p) => p !== "" && text.includes(p))) lines.push(`Note: ${c.path} names this machine's paths; keep it out of version control (or install with -g).`);
    }
  }
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

async function showStatus(adapter: Adapter, layout: AgentLayout): Promise<string> {
  const read = (p: string) => smallFileBytes(adapter.readRegularFile, p, layout.scope === "project" ? adapter.cwd() : undefined);
  const present = (p: string) => (read(p) === null ? "missing" : "present");
  const lines = [`rtk init --show: ${layout.agent} (${layout.scope})`];
  const hookFile = installedHookFile(layout, read);
  if (hookFile) {
    const report: IntegrityReport = await checkHook(read, hookFile, expectedLauncher(adapter, layout));
    lines.push(`  hook       ${hookFile}: ${report.state} (${report.detail})`);
  }
  if (layout.settings) {
    const { path, format } = layout.settings;
    let state: string;
    try {
      const bytes = readAgentFile(adapter, layout.scope, path);
      const cmds = installedCommands(format, parseSettings(path, bytes).value);
      state = bytes === null ? "missing" : cmds.length === 0 ? "no rtk hook entry" : `rtk hook entry: ${cmds.join(" | ")}`;
    } catch (e) {
      state = (e as Error).message;
    }
    lines.push(`  settings   ${path}: ${state}`);
  }
  if (layout.hookConfigFile) lines.push(`  hook file  ${layout.hookConfigFile}: ${present(layout.hookConfigFile)}`);
  if (layout.awarenessFile) lines.push(`  awareness  ${layout.awarenessFile}: ${present(layout.awarenessFile)}`);
  if (layout.includeLine) {
    const t = read(layout.includeLine.path);
    lines.push(`  include    ${layout.includeLine.path}: ${t !== null && hasLine(new TextDecoder().decode(t), layout.includeLine.line) ? `${layout.includeLine.line} present` : `no ${layout.includeLine.line} line`}`);
  }
  if (layout.block) {
    const t = read(layout.block);
    lines.push(`  rules      ${layout.block}: ${t !== null && hasBlock(new TextDecoder().decode(t)) ? "rtk block present" : "no rtk block"}`);
  }
  if (layout.pluginFile) lines.push(`  plugin     ${layout.pluginFile}: ${present(layout.pluginFile)}`);
  if (layout.configBlock) {
    const t = read(layout.configBlock.path);
    lines.push(`  settings   ${layout.configBlock.path}: ${t === null ? "missing" : hasConfigBlock(new TextDecoder().decode(t)) ? "rtk hook entry present" : "no rtk hook entry"}`);
  }
  const others = INIT_AGENTS.filter((a) => a !== layout.agent).filter((a) => {
    try {
      return installedAnything(agentLayout(a, layout.scope, adapter), read);
    } catch {
      return false;
    }
  });
  lines.push(`  other agents with rtk (${layout.scope}): ${others.length > 0 ? others.join(", ") : "none"}`);
  return `${lines.join("\n")}\n`;
}

/** Whether rtk is installed for any agent, user-wide or in this project (`rtk gain` nags when not). */
export function anyAgentHasRtk(adapter: Adapter): boolean {
  const read = (p: string) => adapter.readFile(p);
  return INIT_AGENTS.some((a) =>
    (["global", "project"] as const).some((scope) => {
      try {
        return installedAnything(agentLayout(a, scope, adapter), read);
      } catch {
        return false;
      }
    }),
  );
}

/** Whether any rtk artifact of an agent is in place (for --show's summary of the others). */
function installedAnything(layout: AgentLayout, read: (p: string) => Uint8Array | null): boolean {
  const text = (p: string) => {
    const b = read(p);
    return b === null ? null : new TextDecoder().decode(b);
  };
  if (layout.hookFile && read(installedHookFile(layout, read)!) !== null) return true;
  if (layout.hookConfigFile && read(layout.hookConfigFile) !== null) return true;
  if (layout.pluginFile && read(layout.pluginFile) !== null) return true;
  if (layout.block && hasBlock(text(layout.block) ?? "")) return true;
  if (layout.configBlock && hasConfigBlock(text(layout.configBlock.path) ?? "")) return true;
  if (layout.settings) {
    try {
      if (installedCommands(layout.settings.format, parseSettings(layout.settings.path, read(layout.settings.path)).value).length > 0) return true;
    } catch {
      return false;
    }
  }
  return false;
}
