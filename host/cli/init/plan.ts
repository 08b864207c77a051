// What `rtk init` would change, computed before anything is written: one Change per file, with
// the bytes before and after. `--dry-run` prints the list, `--show` reads the same places, and
// apply.ts writes it. A second install computes no change at all.
import { hashFileText, hashPathFor, HASH_FILE_MODE, sha256Hex } from "../integrity";
import { configBlockManual, withConfigBlock, withoutConfigBlock } from "./config-block";
import { awarenessText, hookConfigText, openClawManifest, pluginText } from "./content";
import { deepEqual, parseSettings, serializeSettings } from "./json-file";
import { withBlock, withLine, withoutBlock, withoutLine } from "./markdown";
import { hookEntry, installHook, isLeftoverOnly, uninstallHook } from "./merge";
import type { AgentLayout } from "./paths";

export interface Change {
  path: string;
  before: Uint8Array | null;
  /** null deletes the file. */
  after: Uint8Array | null;
  /** Permissions of a new file (an existing one keeps its own, unless fixedMode). */
  mode?: number;
  fixedMode?: boolean;
  /** A patch of the agent's own settings: applied only with consent (--auto-patch). */
  patch?: boolean;
  /** Keep the previous bytes in `<path>.bak` before writing. */
  backup?: boolean;
  /** For a patch that is not applied: what the user adds by hand. */
  manual?: string;
  label: string;
}

export interface HookSpec {
  /** The command line the agent runs (written into its settings). */
  command: string;
  /** How `rtk` is typed in the agent's shell: `rtk`, or this install's absolute argv (rtk-command.ts). */
  rtkWord: string;
  /**
   * False when the user declined the settings patch: the hook is not registered, so the
   * awareness text must not say commands are rewritten.
   */
  registered: boolean;
  /** The launcher written into the agent's hooks folder, when the hook runs one. */
  launcher?: string;
  /** argv of rtk itself, for the OpenCode plugin. */
  rtkArgv: string[];
}

type ReadFile = (path: string) => Uint8Array | null;

/** The label of the change that registers the hook in the agent's settings. */
export const SETTINGS_LABEL = "hook entry in the agent's settings";

const enc = new TextEncoder();
const dec = new TextDecoder();
const text = (b: Uint8Array | null) => (b === null ? "" : dec.decode(b));

function change(read: ReadFile, path: string, after: string | null, label: string, mode?: number): Change {
  return { path, before: read(path), after: after === null ? null : enc.encode(after), mode, label };
}

/** A shared markdown file after an edit: deleted when nothing but rtk's part was in it. */
function editShared(read: ReadFile, path: string, edit: (t: string) => string, label: string): Change {
  const before = read(path);
  const next = edit(text(before));
  return { path, before, after: next === "" ? null : enc.encode(next), label };
}

export async function planInstall(layout: AgentLayout, hook: HookSpec, read: ReadFile): Promise<Change[]> {
  const out: Change[] = [];
  const level = hook.registered ? layout.level : "full";
  if (layout.hookFile) {
    // An earlier rtk's launcher (rtk-rewrite.mjs) goes: the hash beside it is now this one's.
    if (layout.previousHookFile) out.push(change(read, layout.previousHookFile, null, "previous hook launcher"));
    if (hook.launcher !== undefined) {
      out.push(change(read, layout.hookFile, hook.launcher, "hook launcher", 0o644));
      const hex = await sha256Hex(enc.encode(hook.launcher));
      out.push({ ...change(read, hashPathFor(layout.hookFile), hashFileText(hex), "hook SHA-256 (read-only)", HASH_FILE_MODE), fixedMode: true });
    } else {
      // The hook is `rtk hook <agent>` now: a launcher from an earlier install would only go stale.
      out.push(change(read, layout.hookFile, null, "previous hook launcher"));
      out.push(change(read, hashPathFor(layout.hookFile), null, "previous hook SHA-256"));
    }
  }
  if (layout.settings) {
    const { path, format } = layout.settings;
    const before = read(path);
    const parsed = parseSettings(path, before);
    const next = installHook(path, format, parsed.value, hook.command);
    const manual = `Add to ${path} under "hooks" -> "${format === "gemini" ? "BeforeTool" : format === "cursor" ? "preToolUse" : "PreToolUse"}":\n${JSON.stringify(hookEntry(format, hook.command), null, 2)}\n`;
    // Settings files may hold tokens: a new one is owner-only.
    out.push({ path, before, after: next === parsed.value ? before : serializeSettings(next, parsed.style), mode: 0o600, patch: true, backup: true, manual, label: SETTINGS_LABEL });
  }
  if (layout.configBlock) {
    const { path, format } = layout.configBlock;
    const before = read(path);
    const next = withConfigBlock(path, format, text(before), hook.command);
    out.push({ path, before, after: enc.encode(next), mode: 0o600, patch: true, backup: true, manual: configBlockManual(path, format, hook.command), label: SETTINGS_LABEL });
  }
  if (layout.legacySettings) {
    const moved = withoutRtkEntry(layout.legacySettings, read, "earlier rtk hook entry (moved to " + (layout.settings?.path ?? "") + ")");
    if (moved) out.push({ ...moved, patch: true, backup: true });
  }
  if (layout.hookConfigFile) out.push(change(read, layout.hookConfigFile, hookConfigText(layout.agent, hook.command), "hook registration"));
  if (layout.awarenessFile) {
    const mdc = layout.awarenessFile.endsWith(".mdc") ? "mdc" : "md";
    out.push(change(read, layout.awarenessFile, awarenessText(level, mdc, hook.rtkWord), "awareness file"));
  }
  if (layout.includeLine) {
    const { path, line } = layout.includeLine;
    out.push(editShared(read, path, (t) => withLine(t, line), `${line} include`));
  }
  if (layout.block) out.push(editShared(read, layout.block, (t) => withBlock(t, awarenessText(level, "md", hook.rtkWord)), "rtk instructions block"));
  if (layout.pluginFile) {
    const plugin = pluginText(layout.agent, hook.rtkArgv, hook.rtkWord);
    out.push(change(read, layout.pluginFile, plugin.text, plugin.label));
  }
  if (layout.pluginManifest) out.push(change(read, layout.pluginManifest, openClawManifest(), "plugin manifest"));
  return out.filter((c) => !sameBytes(c.before, c.after));
}

export function planUninstall(layout: AgentLayout, read: ReadFile): Change[] {
  const out: Change[] = [];
  if (layout.hookFile) {
    if (layout.previousHookFile) out.push(change(read, layout.previousHookFile, null, "hook launcher (an earlier rtk's)"));
    out.push(change(read, layout.hookFile, null, "hook launcher"));
    out.push(change(read, hashPathFor(layout.hookFile), null, "hook SHA-256"));
  }
  for (const settings of [layout.settings, layout.legacySettings]) {
    const removed = settings && withoutRtkEntry(settings, read, SETTINGS_LABEL);
    if (removed) out.push(removed);
  }
  if (layout.configBlock && read(layout.configBlock.path) !== null) out.push(editShared(read, layout.configBlock.path, withoutConfigBlock, SETTINGS_LABEL));
  if (layout.hookConfigFile) out.push(change(read, layout.hookConfigFile, null, "hook registration"));
  if (layout.awarenessFile) out.push(change(read, layout.awarenessFile, null, "awareness file"));
  if (layout.includeLine) {
    const { path, line } = layout.includeLine;
    if (read(path) !== null) out.push(editShared(read, path, (t) => withoutLine(t, line), `${line} include`));
  }
  if (layout.block && read(layout.block) !== null) out.push(editShared(read, layout.block, withoutBlock, "rtk instructions block"));
  if (layout.pluginFile) out.push(change(read, layout.pluginFile, null, pluginText(layout.agent, [], "").label));
  if (layout.pluginManifest) out.push(change(read, layout.pluginManifest, null, "plugin manifest"));
  return out.filter((c) => !sameBytes(c.before, c.after));
}

/**
 * The settings file without rtk's hook entries (the exact bytes from before the install when the
 * backup says nothing else changed; no file when rtk created it), or null when it has none.
 */
function withoutRtkEntry(settings: NonNullable<AgentLayout["settings"]>, read: ReadFile, label: string): Change | null {
  const { path, format } = settings;
  const before = read(path);
  if (before === null) return null;
  const parsed = parseSettings(path, before);
  const next = uninstallHook(format, parsed.value);
  if (next === parsed.value) return null;
  let after: Uint8Array | null = serializeSettings(next, parsed.style);
  const backup = read(`${path}.bak`);
  if (backup !== null) {
    // Nothing else changed since the install: give the user back their exact bytes.
    try {
      if (deepEqual(parseSettings(path, backup).value, next)) after = backup;
    } catch {
      // An unreadable backup is simply not used.
    }
  } else if (isLeftoverOnly(format, next)) {
    after = null; // rtk created this file
  }
  return { path, before, after, mode: 0o600, label };
}

function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
