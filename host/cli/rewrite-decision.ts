// The rewrite decision for one command line, as `rtk rewrite` and `rtk hook <agent>` need it:
// reads the permission rules (Claude Code settings), the `[hooks]` keys of rtk's config and the
// match_command patterns of the loaded filters once per process, then asks the core.
// prepareRewrite (awaited by both commands) first loads the trusted user and project filters,
// so their commands are rewritten too. Entries the core would treat silently (a `^regex` in
// exclude_commands that does not compile, a match_command that does not compile) get one
// warning line each, on stderr only: a hook's stdout carries nothing but the agent's JSON.
//
// Load this module with `await import(...)`: it pulls in the TOML parser, which only the
// rewrite paths need (and which parses only when config.toml exists).

import { parse as parseToml } from "smol-toml";
import type { RewriteOptions } from "../../bindings/index";
import { type DecisionContext as Context, holdsBuiltinPatterns, isDecideOnly, neededCompiler, withCompiler } from "./context";
import type { TrustedRow } from "./filter-tiers";
import { homeOf, loadPermissions } from "./permissions";
import { CONFIG_FILE_LIMIT, refusalMessage } from "../runtime/regular-file";

export interface RewriteDecisionResult {
  /** 0 allow, 1 nothing to rewrite, 2 deny, 3 ask (or no rule matched). */
  exitCode: 0 | 1 | 2 | 3;
  /** The command to run instead; null when there is none or the verdict is deny. */
  command: string | null;
}

export interface HooksConfig {
  excludeCommands: string[];
  transparentPrefixes: string[];
  /** `[hooks] server`: whether a hook may start the warm hook server (host/node/hook-server.ts); default true. */
  server: boolean;
  /** The file read, or null when there is none. */
  path: string | null;
  warnings: string[];
}

const decoder = new TextDecoder();

/** `$XDG_CONFIG_HOME/rtk/config.toml`, default `~/.config/rtk/config.toml`. */
export function configFile(ctx: Pick<Context, "adapter">): string {
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

/** Reads `[hooks] exclude_commands`, `transparent_prefixes` and `server`. */
export function loadHooksConfig(ctx: Pick<Context, "adapter">): HooksConfig {
  const file = configFile(ctx);
  const read = ctx.adapter.readRegularFile(file, { limit: CONFIG_FILE_LIMIT });
  const result: HooksConfig = { excludeCommands: [], transparentPrefixes: [], server: true, path: null, warnings: [] };
  if (read.kind === "missing") return result;
  if (read.kind === "refused") {
    result.warnings.push(`[rtk] warning: ${refusalMessage(file, read.refusal)}`);
    return result;
  }
  result.path = file;
  let doc: Record<string, unknown>;
  try {
    const text = decoder.decode(read.bytes);
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
  if (h.server !== undefined) {
    if (typeof h.server === "boolean") result.server = h.server;
    else result.warnings.push(`[rtk] ${file}: hooks.server must be true or false; ignored`);
  }
  return result;
}

/** A filter loaded in the core, as the rewrite path needs it. */
interface LoadedFilter {
  tier: string;
  name: string;
  match: string;
}

/**
 * Every filter loaded in the core (built-in and trusted user/project ones) that has a
 * match_command. Where the core left the built-in filters unloaded (context.ts), their patterns
 * are in the core already, from the build's compiled sets: the options name them
 * (`prebuiltPatterns`) and the list holds the trusted local filters only (none in the
 * decide-only core, which loads no filter).
 */
function loadedFilters(ctx: Context): LoadedFilter[] {
  if (isDecideOnly(ctx.rtk)) return [];
  try {
    const filters = (ctx.rtk as { filters?: { list(): LoadedFilter[] } }).filters;
    return filters ? filters.list().filter((f) => typeof f.match === "string" && f.match.length > 0) : [];
  } catch {
    return [];
  }
}

/** The core's error message for `pattern`, or null when it compiles. */
function regexError(ctx: Context, pattern: string): string | null {
  try {
    new ctx.rtk.Regex(pattern);
    return null;
  } catch (err) {
    return (err as Error).message.split("\n")[0];
  }
}

/**
 * Warnings for entries the core would otherwise treat silently: an exclude_commands `^regex`
 * that does not compile (the core falls back to matching it as a plain prefix) and a filter's
 * match_command that does not compile (the core drops it from the rewrite patterns).
 */
function entryWarnings(ctx: Context, hooks: HooksConfig, filters: LoadedFilter[], files: Record<string, string>, broken: Set<LoadedFilter>): string[] {
  const out: string[] = [];
  for (const entry of hooks.excludeCommands) {
    const e = entry.trim();
    if (!e.startsWith("^")) continue;
    const error = regexError(ctx, e);
    if (error !== null) out.push(`[rtk] warning: ${hooks.path}: hooks.exclude_commands entry ${JSON.stringify(entry)} is not a valid regex (${error}); matched as a plain prefix instead`);
  }
  for (const f of filters) {
    // The build compiled every built-in match_command (filtersCheck fails it on an error):
    // checking them again cost each hook call ~3 ms on Bun.
    if (f.tier === "builtin") continue;
    const error = regexError(ctx, f.match);
    if (error !== null) {
      broken.add(f);
      const where = files[f.tier] ?? `${f.tier} filters`;
      out.push(`[rtk] warning: ${where}: filters.${f.name}.match_command ${JSON.stringify(f.match)} is not a valid regex (${error}); its command is not rewritten`);
    }
  }
  return out;
}

const loaded = new WeakMap<Context, RewriteOptions>();
const prepared = new WeakMap<Context, Promise<RewriteOptions>>();

function optionsOf(ctx: Context, files: Record<string, string>, trusted: TrustedRow[] = []): RewriteOptions {
  let options = loaded.get(ctx);
  if (options) return options;
  const perms = loadPermissions(ctx.adapter);
  const hooks = loadHooksConfig(ctx);
  // A `^regex` exclude entry compiles (and is checked here): the decide-only core has no compiler.
  if (hooks.excludeCommands.some((e) => e.trim().startsWith("^"))) withCompiler(ctx);
  const filters = loadedFilters(ctx);
  const broken = new Set<LoadedFilter>();
  const warnings = [...perms.warnings, ...hooks.warnings, ...entryWarnings(ctx, hooks, filters, files, broken)];
  // A trusted filter with a `rewrite` table gives a row; the others' match_command makes their
  // command rewritable outside pipelines (untrusted files were never loaded).
  const rowOf = (f: LoadedFilter) => trusted.find((t) => t.tier === f.tier && t.row.filter === f.name)?.row;
  const usable = filters.filter((f) => !broken.has(f));
  options = {
    permissions: perms.rules,
    excludeCommands: hooks.excludeCommands,
    transparentPrefixes: hooks.transparentPrefixes,
    prebuiltPatterns: holdsBuiltinPatterns(ctx.rtk),
    extraPatterns: usable.filter((f) => rowOf(f) === undefined).map((f) => f.match),
    extraRows: usable.flatMap((f) => rowOf(f) ?? []),
    rtkCommand: ctx.rtkCommand,
  };
  loaded.set(ctx, options);
  // stderr only: a hook's stdout carries nothing but the agent's JSON.
  if (warnings.length > 0) ctx.adapter.write(2, new TextEncoder().encode(warnings.join("\n") + "\n"));
  return options;
}

/**
 * Everything the core needs besides the command line, read once per context. Call
 * prepareRewrite first where the trusted user and project filters should count (they load
 * asynchronously); without it only the filters already in the core are seen.
 */
export function rewriteOptions(ctx: Context): RewriteOptions {
  return optionsOf(ctx, { builtin: "built-in filters" });
}

/**
 * Loads the trusted user and project filters into the core (their rows, or their match_command
 * patterns, make their commands rewritable), then reads the options. Awaited by `rtk rewrite` and `rtk hook`
 * before deciding; once per context.
 */
export function prepareRewrite(ctx: Context): Promise<RewriteOptions> {
  let p = prepared.get(ctx);
  if (!p) {
    p = (async () => {
      const { loadLocalFilters, localFiles } = await import("./filter-tiers");
      const local = await localFiles(ctx.adapter);
      // A trusted file's match_command patterns compile: the decide-only core gives way to the
      // rewrite core (an untrusted file leaves it). The built-in filters stay unloaded where the
      // rules file holds their patterns: the core lists every tier's filters, a local one of a
      // built-in's name beside it, so those patterns and the local filters' are the whole list.
      const trusted = await loadLocalFilters(() => withCompiler(ctx), ctx.adapter);
      const files: Record<string, string> = { builtin: "built-in filters" };
      for (const f of local) files[f.tier] = f.display;
      return optionsOf(ctx, files, trusted);
    })();
    prepared.set(ctx, p);
  }
  return p;
}

export function decideRewrite(ctx: Context, commandLine: string): { exitCode: 0 | 1 | 2 | 3; command: string | null } {
  let res = ctx.rtk.rewrite(commandLine, rewriteOptions(ctx));
  // The decide-only core met a pattern it cannot run without compiling: the rewrite core answers.
  if (neededCompiler(ctx.rtk)) res = withCompiler(ctx).rewrite(commandLine, rewriteOptions(ctx));
  return { exitCode: res.exitCode, command: res.exitCode === 2 ? null : res.command };
}
