// Reads the permission rules of the Claude Code settings files for the rewrite gate. Only the
// files are read here; what a rule means is decided in the core (bindings/rewrite.ts).
//
// Files, all merged: the user's `settings.json` and `settings.local.json` in
// $CLAUDE_CONFIG_DIR (default ~/.claude), and the project's `.claude/settings.json` and
// `.claude/settings.local.json` in $CLAUDE_PROJECT_DIR (default: the working directory).
// A missing file is normal; a file that is not valid JSON is ignored with one warning. They are
// read as files rtk does not control (host/runtime/regular-file.ts): a project's files must resolve inside
// the project (a repository may link `.claude/settings.json` within itself, not out of it).

import type { DecisionAdapter } from "../runtime/contract";
import { CONFIG_FILE_LIMIT, refusalMessage } from "../runtime/regular-file";

export interface PermissionRules {
  allow: string[];
  ask: string[];
  deny: string[];
}

export interface LoadedPermissions {
  rules: PermissionRules;
  /** The files that were read. */
  files: string[];
  /** One line per file that could not be used. */
  warnings: string[];
}

const decoder = new TextDecoder();

export function homeOf(adapter: DecisionAdapter): string {
  return adapter.env("HOME") || adapter.env("USERPROFILE") || "";
}

function join(dir: string, ...parts: string[]): string {
  let end = dir.length;
  while (end > 1 && (dir[end - 1] === "/" || dir[end - 1] === "\\")) end--;
  return [dir.slice(0, end), ...parts].join("/");
}

/** A settings file, and the project directory it must resolve inside (project files only). */
interface SettingsSource {
  path: string;
  within?: string;
}

function settingsSources(adapter: DecisionAdapter): SettingsSource[] {
  const sources: SettingsSource[] = [];
  const userDir = adapter.env("CLAUDE_CONFIG_DIR") || (homeOf(adapter) ? join(homeOf(adapter), ".claude") : "");
  if (userDir) sources.push({ path: join(userDir, "settings.json") }, { path: join(userDir, "settings.local.json") });
  const projectDir = adapter.env("CLAUDE_PROJECT_DIR") || adapter.cwd();
  if (projectDir) {
    for (const path of [join(projectDir, ".claude", "settings.json"), join(projectDir, ".claude", "settings.local.json")]) {
      if (!sources.some((s) => s.path === path)) sources.push({ path, within: projectDir });
    }
  }
  return sources;
}

/** The settings files to read, user first, without duplicates. */
export function settingsFiles(adapter: DecisionAdapter): string[] {
  return settingsSources(adapter).map((s) => s.path);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** Parses one settings file's text into `into`; returns an error message or null. */
export function mergeSettings(text: string, into: PermissionRules): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    return `invalid JSON (${(err as Error).message})`;
  }
  if (typeof json !== "object" || json === null) return "not a JSON object";
  const perms = (json as { permissions?: unknown }).permissions;
  if (perms === undefined) return null;
  if (typeof perms !== "object" || perms === null) return '"permissions" is not an object';
  const p = perms as Record<string, unknown>;
  into.allow.push(...stringList(p.allow));
  into.ask.push(...stringList(p.ask));
  into.deny.push(...stringList(p.deny));
  return null;
}

export function loadPermissions(adapter: DecisionAdapter): LoadedPermissions {
  const rules: PermissionRules = { allow: [], ask: [], deny: [] };
  const files: string[] = [];
  const warnings: string[] = [];
  for (const { path: file, within } of settingsSources(adapter)) {
    const read = adapter.readRegularFile(file, { limit: CONFIG_FILE_LIMIT, within });
    if (read.kind === "missing") continue;
    if (read.kind === "refused") {
      warnings.push(`[rtk] warning: ${refusalMessage(file, read.refusal)}`);
      continue;
    }
    files.push(file);
    const problem = mergeSettings(decoder.decode(read.bytes), rules);
    if (problem) warnings.push(`[rtk] ignoring ${file}: ${problem}`);
  }
  return { rules, files, warnings };
}
