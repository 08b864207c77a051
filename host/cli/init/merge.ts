// Adding and removing rtk's hook entry in an agent's settings object, keeping everything else
// (other tools' hooks, other keys, their order). Pure functions over parsed JSON.
import type { SettingsFormat } from "./paths";

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** A hook command rtk installed: this version's launcher (rtk-rewrite.cjs) or `rtk hook`, or an older rtk-rewrite.mjs or .sh. */
export function isRtkHookCommand(command: unknown): boolean {
  if (typeof command !== "string") return false;
  return /rtk-rewrite\.(?:[cm]js|sh)\b/.test(command) || /(?:^|[\s'"/])rtk(?:\.c?js)?['"]?\s+hook\s+[a-z]/.test(command);
}

interface FormatSpec {
  /** Key under `hooks` holding the event's entries. */
  event: string;
  /** Builds rtk's entry for the event list. */
  entry(command: string): Obj;
  /** Whether an entry (Claude-style group or Cursor-style flat hook) runs an rtk hook. */
  flat: boolean;
  /** Keys rtk adds at the top level of a file it creates. */
  created?: Obj;
}

const SPECS: Record<SettingsFormat, FormatSpec> = {
  claude: { event: "PreToolUse", flat: false, entry: (command) => ({ matcher: "Bash", hooks: [{ type: "command", command }] }) },
  codex: { event: "PreToolUse", flat: false, entry: (command) => ({ matcher: "Bash", hooks: [{ type: "command", command }] }) },
  gemini: {
    event: "BeforeTool",
    flat: false,
    entry: (command) => ({ matcher: "run_shell_command", hooks: [{ type: "command", command, name: "rtk-rewrite", timeout: 10000 }] }),
  },
  cursor: { event: "preToolUse", flat: true, entry: (command) => ({ command, matcher: "Shell" }), created: { version: 1 } },
  // Droid's shell tool is `Execute`; Trae's is `RunCommand` (reference §7.2).
  droid: { event: "PreToolUse", flat: false, entry: (command) => ({ matcher: "Execute", hooks: [{ type: "command", command }] }) },
  trae: { event: "PreToolUse", flat: false, entry: (command) => ({ matcher: "RunCommand", hooks: [{ type: "command", command }] }) },
};

export function hookEntry(format: SettingsFormat, command: string): Obj {
  return SPECS[format].entry(command);
}

/** Removes every rtk hook from the event list; groups left empty by that are dropped. */
function withoutRtk(list: unknown[], flat: boolean): unknown[] {
  const out: unknown[] = [];
  for (const item of list) {
    if (!isObj(item)) {
      out.push(item);
      continue;
    }
    if (flat) {
      if (!isRtkHookCommand(item.command)) out.push(item);
      continue;
    }
    if (!Array.isArray(item.hooks)) {
      out.push(item);
      continue;
    }
    const kept = item.hooks.filter((h) => !(isObj(h) && isRtkHookCommand(h.command)));
    if (kept.length === item.hooks.length) out.push(item);
    else if (kept.length > 0) out.push({ ...item, hooks: kept });
  }
  return out;
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** The settings with rtk's entry installed (older rtk entries replaced). Throws on a shape it must not touch. */
export function installHook(path: string, format: SettingsFormat, settings: Obj, command: string): Obj {
  const spec = SPECS[format];
  const next = clone(settings);
  if (next.hooks !== undefined && !isObj(next.hooks)) throw new Error(`${path}: "hooks" is not an object; the file was left untouched`);
  const hooks = (next.hooks as Obj | undefined) ?? {};
  const list = hooks[spec.event];
  if (list !== undefined && !Array.isArray(list)) throw new Error(`${path}: "hooks.${spec.event}" is not a list; the file was left untouched`);
  const kept = withoutRtk((list as unknown[] | undefined) ?? [], spec.flat);
  kept.push(spec.entry(command));
  // A second run with the same command must leave the file byte for byte as it is.
  if (Array.isArray(list) && JSON.stringify(kept) === JSON.stringify(list)) return settings;
  if (next.hooks === undefined && spec.created) for (const [k, v] of Object.entries(spec.created)) if (!(k in next)) next[k] = v;
  hooks[spec.event] = kept;
  next.hooks = hooks;
  return next;
}

/** The settings without any rtk entry; containers emptied by the removal are removed too. */
export function uninstallHook(format: SettingsFormat, settings: Obj): Obj {
  const spec = SPECS[format];
  if (!isObj(settings.hooks) || !Array.isArray(settings.hooks[spec.event])) return settings;
  const list = settings.hooks[spec.event] as unknown[];
  const kept = withoutRtk(list, spec.flat);
  if (kept.length === list.length && JSON.stringify(kept) === JSON.stringify(list)) return settings;
  const next = clone(settings);
  const hooks = next.hooks as Obj;
  if (kept.length > 0) hooks[spec.event] = kept;
  else delete hooks[spec.event];
  if (Object.keys(hooks).length === 0) delete next.hooks;
  return next;
}

/** The rtk hook commands present in the settings. */
export function installedCommands(format: SettingsFormat, settings: Obj): string[] {
  const spec = SPECS[format];
  if (!isObj(settings.hooks) || !Array.isArray(settings.hooks[spec.event])) return [];
  const found: string[] = [];
  for (const item of settings.hooks[spec.event] as unknown[]) {
    if (!isObj(item)) continue;
    const hooks = spec.flat ? [item] : Array.isArray(item.hooks) ? item.hooks : [];
    for (const h of hooks) if (isObj(h) && isRtkHookCommand(h.command)) found.push(h.command as string);
  }
  return found;
}

/** True when nothing but what rtk itself adds to a new file is left (the file can go). */
export function isLeftoverOnly(format: SettingsFormat, settings: Obj): boolean {
  const created = SPECS[format].created ?? {};
  return Object.keys(settings).every((k) => k in created && JSON.stringify(settings[k]) === JSON.stringify(created[k]));
}
