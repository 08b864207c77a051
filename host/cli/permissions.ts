// Reads the permission rules of the Claude Code settings files for the rewrite gate. Only the
// files are read here; what a rule means is decided in the core (bindings/rewrite.ts).
//
// Files, all merged: the user's `settings.json` and `settings.local.json` in
// $CLAUDE_CONFIG_DIR (default ~/.claude), and the project's `.claude/settings.json` and
// `.claude/settings.local.json` in $CLAUDE_PROJECT_DIR (default: the working directory).
// A missing file is normal; a file that is not valid JSON is ignored with one warning.

import type { Adapter } from "./adapter";

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

export function homeOf(adapter: Adapter): string {
  return adapter.env("HOME") || adapter.env("USERPROFILE") || "";
}

function join(dir: string, ...parts: string[]): string {
  let end = dir.length;
  while (end > 1 && (dir[end - 1] === "/" || dir[end - 1] === "\\")) end--;
  return [dir.slice(0, end), ...parts].join("/");
}

/** The settings files to read, user first, without duplicates. */
export function settingsFiles(adapter: Adapter): string[] {
  const files: string[] = [];
  const userDir = adapter.env("CLAUDE_CONFIG_DIR") || (homeOf(adapter) ? join(homeOf(adapter), ".claude") : "");
  if (userDir) files.push(join(userDir, "settings.json"), join(userDir, "settings.local.json"));
  const projectDir = adapter.env("CLAUDE_PROJECT_DIR") || adapter.cwd();
  if (projectDir) {
    for (const f of [join(projectDir, ".claude", "settings.json"), join(projectDir, ".claude", "settings.local.json")]) {
      if (!files.includes(f)) files.push(f);
    }
  }
  return files;
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

export function loadPermissions(adapter: Adapter): LoadedPermissions {
  const rules: PermissionRules = { allow: [], ask: [], deny: [] };
  const files: string[] = [];
  const warnings: string[] = [];
  for (const file of settingsFiles(adapter)) {
    const bytes = adapter.readFile(file);
    if (bytes === null) continue;
    files.push(file);
    const problem = mergeSettings(decoder.decode(bytes), rules);
    if (problem) warnings.push(`[rtk] ignoring ${file}: ${problem}`);
  }
  return { rules, files, warnings };
}
