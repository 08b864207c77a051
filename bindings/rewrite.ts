// Command rewriting (`rtk rewrite`, agent hooks): the core lexes the line, rewrites each
// command to its rtk form and decides the permission verdict. This module only moves bytes.
import { checkOptionalStrings, checkOptions, checkString, invalid } from "./args";
import type { Core } from "./core";
import { decoder } from "./core";

export interface RewritePermissions {
  /** `permissions.allow` entries of the Claude Code settings (only `Bash(...)` ones count). */
  allow: string[];
  ask: string[];
  deny: string[];
}

/**
 * Options are compared by content between calls; passing the very same object again skips even
 * that, so treat an options object as immutable once passed.
 */
export interface RewriteOptions {
  permissions?: RewritePermissions;
  /** `[hooks] exclude_commands`: word-boundary prefixes, or regexes when they start with `^`. */
  excludeCommands?: string[];
  /** `[hooks] transparent_prefixes`: literal wrappers such as `docker exec app`. */
  transparentPrefixes?: string[];
  /** match_command patterns of the trusted TOML filters, so their commands are rewritten too. */
  extraPatterns?: string[];
  /**
   * The built-in filters' match_command patterns of the rules file the core took
   * (dist/rewrite-rules.bin, `rewriteUsePrebuilt`), counted as if they came first in
   * extraPatterns, without passing their text (a core that took none has none).
   */
  prebuiltPatterns?: boolean;
  /**
   * Rows of trusted TOML filters that carry a `rewrite` table (`rewriteRows` of a compiled
   * file): their commands are rewritten with the row's pipeline role and reported with its
   * category and savings. Looked at, like extraPatterns, only when no built-in row takes a line.
   */
  extraRows?: RewriteRow[];
  /**
   * What is put before a rewritten command instead of `rtk`: the shell words that start this
   * install when `rtk` is not on the agent's PATH (`'/usr/bin/node' '/p/bin/rtk.cjs'`).
   */
  rtkCommand?: string;
}

/** A TOML filter's row of the rewrite table (docs/filters.md, "`rewrite`"). */
export interface RewriteRow {
  pattern: string;
  /** The name reports give it (`rtk <filter name>` unless the table says). */
  rtk: string;
  category: string;
  /** Estimated savings in percent (whole). */
  savings: number;
  pipeline: "none" | "producer" | "final" | "both";
  example: string;
  /**
   * Arguments that switch the filter off (its passthrough_args): a line with one, as `flag` or
   * `flag=value`, is left as typed, since rtk would run it raw.
   */
  rawArgs?: string[];
  /** The filter's routes in order: a line whose first matching route runs raw is left as typed too. */
  routes?: RewriteRoute[];
}

/** A filter's `route` as its row carries it: the flags, the pattern their value must match, whether the run is then raw. */
export interface RewriteRoute {
  flags: string[];
  value: string;
  raw: boolean;
}

export type RewriteVerdict = "allow" | "ask" | "deny" | "default";
export type RewriteExitCode = 0 | 1 | 2 | 3;

export interface RewriteResult {
  /** The rewritten command line, or null when nothing in it has an rtk form. */
  command: string | null;
  verdict: RewriteVerdict;
  /** `rtk rewrite`'s exit code: 0 allow, 1 nothing to rewrite, 2 deny, 3 ask (or no rule). */
  exitCode: RewriteExitCode;
}

/** One shell token: kind name, byte offsets in the UTF-8 line, and flag bits. */
export interface ShellToken {
  kind: ShellTokenKind;
  start: number;
  end: number;
  flags: number;
}

export type ShellTokenKind =
  | "word" | "and" | "or" | "semi" | "pipe" | "pipe-all" | "background" | "redirect" | "heredoc" | "heredoc-body"
  | "newline" | "comment" | "case-end" | "open-paren" | "close-paren" | "open-brace" | "close-brace" | "arith-command";

const KINDS: ShellTokenKind[] = [
  "word", "word", "and", "or", "semi", "pipe", "pipe-all", "background", "redirect", "heredoc", "heredoc-body",
  "newline", "comment", "case-end", "open-paren", "close-paren", "open-brace", "close-brace", "arith-command",
];

/** Flag bits of ShellToken.flags (the same as assembly/shell/tokens.ts). */
export const SHELL_FLAGS = {
  QUOTED: 1 << 0, ESCAPED: 1 << 1, DOLLAR_SINGLE: 1 << 2, CMD_SUBST: 1 << 3, BACKTICK: 1 << 4, ARITH: 1 << 5,
  PROC_SUBST: 1 << 6, PARAM: 1 << 7, UNTERMINATED: 1 << 8, ASSIGNMENT: 1 << 9, CONTINUATION: 1 << 10,
  RD_WRITE: 1 << 11, RD_READ: 1 << 12, RD_FILE: 1 << 13, RD_DUP: 1 << 14, RD_STDOUT: 1 << 15, RD_HERESTRING: 1 << 16,
  RD_MISSING: 1 << 17, STRIP_TABS: 1 << 18, RD_DEVNULL: 1 << 19,
} as const;

export interface RuleInfo {
  pattern: string;
  rtk: string;
  category: string;
  savings: number;
  safety: "none" | "producer" | "final" | "both";
  example: string;
  subcommandSavings: Record<string, number>;
  passthrough: string[];
  /** Subcommands (capture group 1) the row does not take: rtk would only pass them through. */
  except: string[];
  /** Arguments that switch the row's filter off: a line with one is left as typed. */
  rawArgs: string[];
  /** The filter's routes, when one of them runs raw (see RewriteRow.routes). */
  routes: RewriteRoute[];
}

export type Classification =
  | { kind: "supported"; rule: number; rtk: string; category: string; subcommand: string; savings: number; status: "Existing" | "Passthrough" }
  | { kind: "supported"; pattern: string; status: "Existing" }
  | { kind: "supported"; pattern: string; rtk: string; category: string; savings: number; status: "Existing" | "Passthrough" }
  | { kind: "unsupported"; base: string }
  | { kind: "ignored" };

/** One segment (simple command) of a line as the rewriter handles it (`rtk discover`, `rtk session`). */
export type SegmentReport = Classification & {
  /** rewritten: it has an rtk form; rtk: already run through rtk; disabled: RTK_DISABLED=1; raw: left as typed. */
  outcome: "rewritten" | "rtk" | "disabled" | "raw";
  /** The command as the rules read it (env prefix and wrappers peeled); for `rtk` segments, what rtk runs. */
  command: string;
};

const VERDICTS: RewriteVerdict[] = ["default", "allow", "ask", "deny"];

/** The options last sent to each core, so repeated calls with the same options cost nothing. */
const configured = new WeakMap<Core, { options: RewriteOptions | undefined; key: string }>();

function serialize(options: RewriteOptions | undefined): string {
  if (!options) return "";
  const parts: string[] = [];
  const add = (tag: string, list: readonly string[] | undefined) => {
    for (const v of list ?? []) if (typeof v === "string" && !v.includes("\0")) parts.push(tag + v);
  };
  add("a", options.permissions?.allow);
  add("q", options.permissions?.ask);
  add("d", options.permissions?.deny);
  add("x", options.excludeCommands);
  add("t", options.transparentPrefixes);
  if (options.prebuiltPatterns === true) parts.push("b");
  add("p", options.extraPatterns);
  add("f", (options.extraRows ?? []).map((r) => [r.pattern, r.rtk, r.category, String(Math.round(r.savings)), r.pipeline, r.example, oneWordArgs(r.rawArgs).join(" "), routesRecord(r.routes)].join("\x1f")));
  if (options.rtkCommand) add("r", [options.rtkCommand]);
  return parts.join("\0");
}

/** The arguments of `args` that can be one shell word (a space or 0x1F inside can never match one). */
function oneWordArgs(args: readonly string[] | undefined): string[] {
  return (args ?? []).filter((a) => a.length > 0 && !/[\s\x1f]/.test(a));
}

/** A row's routes as the `f` record's eighth field (assembly/exports/rewrite.ts, extraRow); "" when none runs raw. */
function routesRecord(routes: readonly RewriteRoute[] | undefined): string {
  if (!routes?.some((r) => r.raw)) return "";
  return routes.map((r) => [oneWordArgs(r.flags).join(" "), r.value, r.raw ? "raw" : "filter"].join("\x1d")).join("\x1c");
}

/** The options' shape, checked when they are not the very options of the last call. */
function checkRewriteOptions(where: string, options: unknown): void {
  const o = checkOptions(`${where}(options)`, options);
  if (o === undefined) return;
  const p = checkOptions(`${where}(options): permissions`, o.permissions);
  for (const list of ["allow", "ask", "deny"] as const) checkOptionalStrings(`${where}(options): permissions.${list}`, p?.[list]);
  for (const list of ["excludeCommands", "transparentPrefixes", "extraPatterns"] as const) checkOptionalStrings(`${where}(options): ${list}`, o[list]);
  if (o.prebuiltPatterns !== undefined && typeof o.prebuiltPatterns !== "boolean") invalid(`${where}(options): prebuiltPatterns`, "must be a boolean");
  const rows = o.extraRows;
  if (rows !== undefined) {
    if (!Array.isArray(rows)) invalid(`${where}(options): extraRows`, "must be an array of rows");
    rows.forEach((r: unknown, i: number) => {
      const row = checkOptions(`${where}(options): extraRows[${i}]`, r) ?? {};
      for (const k of ["pattern", "rtk", "category", "example"] as const) checkString(`${where}(options): extraRows[${i}].${k}`, row[k]);
      if (typeof row.savings !== "number" || !(row.savings >= 0 && row.savings <= 100)) invalid(`${where}(options): extraRows[${i}].savings`, "must be a number from 0 to 100");
      if (!["none", "producer", "final", "both"].includes(row.pipeline as string)) invalid(`${where}(options): extraRows[${i}].pipeline`, 'must be "none", "producer", "final" or "both"');
      checkOptionalStrings(`${where}(options): extraRows[${i}].rawArgs`, row.rawArgs);
      const routes = row.routes;
      if (routes !== undefined) {
        if (!Array.isArray(routes)) invalid(`${where}(options): extraRows[${i}].routes`, "must be an array of {flags, value, raw}");
        routes.forEach((r: unknown, k: number) => {
          const route = checkOptions(`${where}(options): extraRows[${i}].routes[${k}]`, r) ?? {};
          checkOptionalStrings(`${where}(options): extraRows[${i}].routes[${k}].flags`, route.flags);
          checkString(`${where}(options): extraRows[${i}].routes[${k}].value`, route.value);
          if (typeof route.raw !== "boolean") invalid(`${where}(options): extraRows[${i}].routes[${k}].raw`, "must be true or false");
        });
      }
    });
  }
}

/** Sends the options to the core when they differ from the last ones; returns its warnings. */
export function configureRewrite(core: Core, options?: RewriteOptions, where = "rewrite"): string[] {
  const last = configured.get(core);
  // The very same options object again: treated as unchanged (options are not to be mutated).
  if (last && options !== undefined && last.options === options) return [];
  checkRewriteOptions(where, options);
  const key = serialize(options);
  if (last && last.key === key) {
    last.options = options;
    return [];
  }
  return core.call(() => {
    const len = core.exports.rewriteConfigure(core.inputText(key));
    configured.set(core, { options, key });
    return JSON.parse(core.outputText(len)) as string[];
  });
}

export function rewrite(core: Core, commandLine: string, options?: RewriteOptions): RewriteResult {
  checkString("rewrite(commandLine)", commandLine);
  configureRewrite(core, options);
  return core.call(() => {
    const len = core.exports.rewrite(core.inputText(commandLine));
    const view = core.outputView(len);
    const verdict = VERDICTS[view[0]] ?? "default";
    const exitCode = view[1] as RewriteExitCode;
    const command = view[2] === 1 ? decoder.decode(view.subarray(3)) : null;
    return { command, verdict, exitCode };
  });
}

/** The lexer's tokens for a command line (byte offsets into its UTF-8 encoding). */
export function shellTokens(core: Core, commandLine: string): ShellToken[] {
  checkString("shellTokens(commandLine)", commandLine);
  return core.call(() => {
    const len = core.exports.shellTokens(core.inputText(commandLine));
    const view = core.outputView(len);
    const ints = new Int32Array(view.slice().buffer, 0, len >> 2);
    const out: ShellToken[] = [];
    for (let i = 0; i + 3 < ints.length; i += 4) out.push({ kind: KINDS[ints[i]], start: ints[i + 1], end: ints[i + 2], flags: ints[i + 3] });
    return out;
  });
}

/** How the rule table classifies the first command of a line. */
export function classifyCommand(core: Core, commandLine: string, options?: RewriteOptions): Classification {
  checkString("classifyCommand(commandLine)", commandLine);
  configureRewrite(core, options, "classifyCommand");
  return core.call(() => JSON.parse(core.outputText(core.exports.rewriteClassify(core.inputText(commandLine)))) as Classification);
}

/** Every segment of a line with a command in it, as the rewriter handles it. */
export function rewriteSegments(core: Core, commandLine: string, options?: RewriteOptions): SegmentReport[] {
  checkString("rewriteSegments(commandLine)", commandLine);
  configureRewrite(core, options, "rewriteSegments");
  return core.call(() => JSON.parse(core.outputText(core.exports.rewriteSegments(core.inputText(commandLine)))) as SegmentReport[]);
}

/** The rewrite rule table. Throws when the table does not compile (a bug in the core). */
export function rewriteRules(core: Core): RuleInfo[] {
  return core.call(() => {
    const res = JSON.parse(core.outputText(core.exports.rewriteRules())) as { error: string; rules: RuleInfo[] };
    if (res.error) throw new Error(`rtk rewrite rules do not compile: ${res.error}`);
    return res.rules;
  });
}
