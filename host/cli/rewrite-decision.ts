// The rewrite decision for one command line, as `rtk rewrite` and `rtk hook <agent>` need it:
// reads the permission rules (Claude Code settings), the `[hooks]` keys of rtk's config and the
// match_command patterns of the loaded filters once per process, then asks the core.
//
// Load this module with `await import(...)`: it pulls in the TOML parser, which only the
// rewrite paths need (and which parses only when config.toml exists).

import { parse as parseToml } from "smol-toml";
import type { RewriteOptions } from "../../bindings/index";
import type { Context } from "./context";
import { homeOf, loadPermissions } from "./permissions";

export interface RewriteDecisionResult {
  /** 0 allow, 1 nothing to rewrite, 2 deny, 3 ask (or no rule matched). */
  exitCode: 0 | 1 | 2 | 3;
  /** The command to run instead; null when there is none or the verdict is deny. */
  command: string | null;
}

export interface HooksConfig {
  excludeCommands: string[];
  transparentPrefixes: string[];
  /** The file read, or null when there is none. */
  path: string | null;
  warnings: string[];
}

const decoder = new TextDecoder();

/** `$XDG_CONFIG_HOME/rtk/config.toml`, default `~/.config/rtk/config.toml`. */
export function configFile(ctx: Context): string {
  const env = ctx.adapter.env.bind(ctx.adapter);
  const base = env("XDG_CONFIG_HOME") || `${homeOf(ctx.adapter)}/.config`;
  return `${base}/rtk/config.toml`;
}

function strings(value: unknown, key: string, warnings: string[], file: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    warnings.push(`[rtk] ${file}: hooks.${key} must be a list of strings; ignored`);
    return [];
  }
  return value as string[];
}

/** Reads `[hooks] exclude_commands` and `transparent_prefixes`. */
export function loadHooksConfig(ctx: Context): HooksConfig {
  const file = configFile(ctx);
  const bytes = ctx.adapter.readFile(file);
  const result: HooksConfig = { excludeCommands: [], transparentPrefixes: [], path: null, warnings: [] };
  if (bytes === null) return result;
  result.path = file;
  let doc: Record<string, unknown>;
  try {
    const text = decoder.decode(bytes);
    doc = parseToml(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as Record<string, unknown>;
  } catch (err) {
    result.warnings.push(`[rtk] ignoring ${file}: ${(err as Error).message.split("\n")[0]}`);
    return result;
  }
  const hooks = doc.hooks;
  if (hooks === undefined) return result;
  if (typeof hooks !== "object" || hooks === null || Array.isArray(hooks)) {
    result.warnings.push(`[rtk] ${file}: [hooks] must be a table; ignored`);
    return result;
  }
  const h = hooks as Record<string, unknown>;
  result.excludeCommands = strings(h.exclude_commands, "exclude_commands", result.warnings, file);
  result.transparentPrefixes = strings(h.transparent_prefixes, "transparent_prefixes", result.warnings, file);
  return result;
}

/** match_command of every filter loaded in the core (built-in and trusted user/project ones). */
function filterPatterns(ctx: Context): string[] {
  try {
    const filters = (ctx.rtk as { filters?: { list(): { match: string }[] } }).filters;
    return filters ? filters.list().map((f) => f.match).filter((m) => typeof m === "string" && m.length > 0) : [];
  } catch {
    return [];
  }
}

const loaded = new WeakMap<Context, RewriteOptions>();

/** Everything the core needs besides the command line, read once per context. */
export function rewriteOptions(ctx: Context): RewriteOptions {
  let options = loaded.get(ctx);
  if (options) return options;
  const perms = loadPermissions(ctx.adapter);
  const hooks = loadHooksConfig(ctx);
  const warnings = [...perms.warnings, ...hooks.warnings];
  options = {
    permissions: perms.rules,
    excludeCommands: hooks.excludeCommands,
    transparentPrefixes: hooks.transparentPrefixes,
    extraPatterns: filterPatterns(ctx),
  };
  loaded.set(ctx, options);
  if (warnings.length > 0) ctx.adapter.write(2, new TextEncoder().encode(warnings.join("\n") + "\n"));
  return options;
}

export function decideRewrite(ctx: Context, commandLine: string): { exitCode: 0 | 1 | 2 | 3; command: string | null } {
  const res = ctx.rtk.rewrite(commandLine, rewriteOptions(ctx));
  return { exitCode: res.exitCode, command: res.exitCode === 2 ? null : res.command };
}
