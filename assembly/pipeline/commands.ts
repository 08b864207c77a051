// The command handler and session kinds of declarative filters.
//
// A command line is matched as basename(argv[0]) + the other arguments, joined by single
// spaces, without shell quoting (`/usr/bin/make -j4` is matched as `make -j4`). The first
// filter whose match_command matches wins, by tier then order. A filter's `run` template
// rewrites the executed argv; an argument listed in passthrough_args turns the filter off for
// that call, and a `route` sends it raw or to another filter of the same tier by the value the
// user gave a flag (`-o name`, `--output=json`). When no filter matches by command and the program is a task runner (npm, make,
// ...), the output itself is offered to the one detection chain (session/detect.ts): the code
// filters' sniffers first, then the filters with detect_output. A command match always wins
// over output detection.

import { basename, joinArgs, Plan, registerCommand } from "../plan/plan";
import { codeDetectors, DetectSession, OutputHead, RANK_DECLARATIVE, registerDetector, STREAM_HOLD_BYTES, STREAM_HOLD_LINES } from "../session/detect";
import { registerSessionKind } from "../session/registry";
import { Session } from "../session/session";
import { SpecWriter } from "../session/spec";
import { detectLines, Entry, findByCommand, findByName, findByOutput, findBySpec, specWords, tierName } from "./registry";
import { FilterSession } from "./session";
import { findNewline } from "./lines";
import { packageWord } from "./engine";
import { Config } from "./program";
import { givenFlag, lastFlagValue } from "../text/flags";

/** Programs whose output may come from any tool (they run scripts): candidates for detection. */
const RUNNERS: string[] = ["npm", "npx", "pnpm", "pnpx", "yarn", "bun", "bunx", "deno", "make", "gmake", "just", "task", "nx", "turbo", "lerna", "rake", "mise", "uv", "poetry", "hatch", "tox", "nox"];

/** The string match_command is searched in. */
export function matchString(argv: string[]): string {
  if (argv.length == 0) return "";
  const base = basename(argv[0]);
  return argv.length > 1 ? base + " " + joinArgs(argv, 1) : base;
}

function isRunner(argv: string[]): bool {
  return argv.length > 0 && RUNNERS.includes(basename(argv[0]));
}

/** The flag of passthrough_args the user gave (`--json` or `--json=x`), or null. */
export function passthroughFlag(e: Entry, argv: string[]): string | null {
  return givenFlag(e.def.passthroughArgs, argv, 1);
}

/** The first of the filter's routes whose flag the user gave with a value it matches, or -1. */
export function routeIndex(e: Entry, argv: string[]): i32 {
  const routes = e.def.routes;
  for (let k = 0; k < routes.length; k++) {
    const v = lastFlagValue(routes[k].flags, argv, 1);
    if (v === null) continue;
    const b = String.UTF8.encode(v!, false);
    if (e.routeMatches(k, changetype<usize>(b), b.byteLength)) return k;
  }
  return -1;
}

/** Expands a `run` template: words split on spaces, `{args}` is every original argument, `{cmd}` argv[0]. */
export function expandRun(template: string, argv: string[]): string[] {
  const out: string[] = [];
  const words = template.split(" ");
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w.length == 0) continue;
    if (w == "{args}") {
      for (let k = 1; k < argv.length; k++) out.push(argv[k]);
    } else if (w == "{cmd}") {
      out.push(argv.length > 0 ? argv[0] : "");
    } else out.push(w);
  }
  return out;
}

export function filterLabel(e: Entry): string {
  return tierName(e.def.tier);
}

export function planFor(argv: string[]): Plan | null {
  if (argv.length == 0) return null;
  const line = matchString(argv);
  const e = findByCommand(line);
  if (e === null) {
    if (!isRunner(argv)) return null;
    const p = new Plan();
    p.mode = "stream";
    p.argv = argv;
    p.session = "filter-detect";
    // Not "rtk:toml": a code filter may be the one that takes the output (RTK_NO_TOML leaves those on).
    p.label = "rtk " + line;
    p.reason = "no filter matches the command; its output is offered to output detection (code filters, then filters with detect_output)";
    return p;
  }
  return planWith(e, argv, line, "", true);
}

/** A run the filter is off for: the command runs untouched. */
function rawPlan(argv: string[], line: string, reason: string): Plan {
  const p = new Plan();
  p.mode = "passthrough";
  p.argv = argv;
  p.session = "raw";
  p.label = "rtk:passthrough " + line;
  p.reason = reason;
  return p;
}

/** The plan of a run by filter `e`; `via` says which route led there, `mayRoute` whether its routes apply. */
function planWith(e: Entry, argv: string[], line: string, via: string, mayRoute: bool): Plan {
  const d = e.def;
  // passthrough_args first: a flag that turns the filter off wins over a route.
  const flag = passthroughFlag(e, argv);
  if (flag !== null) return rawPlan(argv, line, via + "filter '" + d.name + "' (" + tierName(d.tier) + ") is off: the command has " + flag + " (passthrough_args)");
  const route = mayRoute ? routeIndex(e, argv) : -1;
  if (route >= 0) {
    const r = d.routes[route];
    const because = "filter '" + d.name + "' (" + tierName(d.tier) + "): " + r.flags.join("/") + " " + lastFlagValue(r.flags, argv, 1)! + " matches route[" + route.toString() + "] " + r.value;
    const target = r.filter !== null ? findByName(d.tier, r.filter!) : null;
    // One hop: the target's own routes do not apply, so routes never loop.
    if (target !== null) return planWith(target, argv, line, because + "; routed to '" + r.filter! + "'; ", false);
    return rawPlan(argv, line, because + (r.filter !== null ? "; its filter '" + r.filter! + "' is not loaded: runs raw" : ": runs raw (route)"));
  }
  const p = new Plan();
  p.mode = e.needsWholeOutput ? "capture" : "stream";
  p.argv = d.run !== null ? expandRun(d.run!, argv) : argv;
  p.session = filterSpec(e, argv);
  p.label = "rtk:toml " + line;
  p.reason = via.length > 0 ? via + "filter '" + d.name + "'" : "filter '" + d.name + "' (" + tierName(d.tier) + "): match_command " + d.matchCommand + " matches \"" + line + "\"";
  if (d.run !== null) p.reason += "; runs " + joinArgs(p.argv, 0);
  return p;
}

const DETECT_MAX_BYTES: i32 = 16 * 1024;

/**
 * The declarative link in the detection chain: the first filter whose detect_output matches
 * the first lines of stdout (as many as the most demanding filter's detect_lines asks).
 */
function detectFilter(head: OutputHead): string {
  const want = detectLines();
  if (want == 0) return "";
  const out = head.stdout;
  // The first `want` lines (each with its `\n`), within the first DETECT_MAX_BYTES.
  const most = min(out.length, DETECT_MAX_BYTES);
  const p = out.ptr;
  let len = 0;
  for (let lines = 0; len < most && lines < want; lines++) {
    const nl = findNewline(p, len, most);
    len = nl < most ? nl + 1 : most;
  }
  const e = findByOutput(out.ptr, len);
  if (e === null) return "";
  // A filter whose patterns do not compile is not chosen: the output then stays raw.
  const d = e.def;
  if (d.onSuccess === null && d.onFailure === null && e.compiled(0) === null) return "";
  return filterSpec(e);
}

/**
 * The session spec of a filter: `filter:<tier>:<name>` (findBySpec reads it). A filter that
 * counts lines (count_lines) gets the command line's words after it, each in packageWord's form,
 * space-separated: the package `uv add httpx>=0.27` names stays on show (`:httpx`).
 */
function filterSpec(e: Entry, argv: string[] = []): string {
  const w = new SpecWriter("filter").str(tierName(e.def.tier));
  const words = countsLines(e) ? commandWords(argv) : "";
  return (words.length > 0 ? w.str(e.def.name).last(words) : w.last(e.def.name)).toString();
}

function countsLines(e: Entry): bool {
  const d = e.def;
  return d.base.countLines.length > 0 || hasCount(d.onSuccess) || hasCount(d.onFailure);
}

function hasCount(c: Config | null): bool {
  return c !== null && c.countLines.length > 0;
}

/**
 * The arguments that may name a package (not a flag), each cut at its first character a package
 * name cannot hold (`httpx>=0.27`, `rich[jupyter]`, `requests==2.31.0` name httpx, rich, requests).
 * A vendor or scope is part of the name (composer's `monolog/monolog:^3.0` names monolog/monolog,
 * npm's `@types/node@22` @types/node: an `@` opens a scope only as the first character, later it
 * starts the version).
 */
function commandWords(argv: string[]): string {
  const seen: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a.length == 0 || a.charCodeAt(0) == 0x2d) continue;
    let end = a.charCodeAt(0) == 0x40 ? 1 : 0;
    while (end < a.length && isNameChar(a.charCodeAt(end))) end++;
    const w = packageWord(a.substring(0, end));
    if (w.length > 0 && !seen.includes(w)) seen.push(w);
  }
  return seen.join(" ");
}

function isNameChar(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x2d || c == 0x5f || c == 0x2e || c == 0x2f;
}

function sessionFor(spec: string): Session | null {
  // Output detection asks the code filters' sniffers first: a core without them (the TOML core)
  // has no session that detects, and its plans naming one defer to the full core.
  const detects = codeDetectors();
  // A runner that may never end (a dev server, a watcher): decided on its first lines.
  if (spec == "filter-detect") return detects ? new DetectSession(max(detectLines(), STREAM_HOLD_LINES), STREAM_HOLD_BYTES) : null;
  const e = findBySpec(spec);
  if (e === null || (!detects && splitsTasks(e))) return null;
  return new FilterSession(e, true, specWords(spec));
}

/** Whether a filter has a tasks stage (each task's output goes through output detection: tasks.ts). */
function splitsTasks(e: Entry): bool {
  const d = e.def;
  return d.base.tasks !== null || (d.onSuccess !== null && d.onSuccess!.tasks !== null) || (d.onFailure !== null && d.onFailure!.tasks !== null);
}

registerCommand(planFor);
registerSessionKind(sessionFor);
registerDetector(RANK_DECLARATIVE, detectFilter);
