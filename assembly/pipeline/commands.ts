// The command handler and session kinds of declarative filters.
//
// A command line is matched as basename(argv[0]) + the other arguments, joined by single
// spaces, without shell quoting (`/usr/bin/make -j4` is matched as `make -j4`). The first
// filter whose match_command matches wins, by tier then order. A filter's `run` template
// rewrites the executed argv; an argument listed in passthrough_args turns the filter off for
// that call. When no filter matches by command and the program is a task runner (npm, make,
// ...), the output itself is offered to filters with detect_output: a command match always
// wins over output detection.

import { joinArgs, Plan, registerCommand } from "../plan/plan";
import { registerSessionKind } from "../session/registry";
import { Session } from "../session/session";
import { detectLines, Entry, findByCommand, findBySpec, tierName } from "./registry";
import { DetectSession, FilterSession } from "./session";

/** Programs whose output may come from any tool (they run scripts): candidates for detection. */
const RUNNERS: string[] = ["npm", "npx", "pnpm", "pnpx", "yarn", "bun", "bunx", "deno", "make", "gmake", "just", "task", "nx", "turbo", "lerna", "rake", "mise", "uv", "poetry", "hatch", "tox", "nox"];

export function basename(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash >= 0 ? path.substring(slash + 1) : path;
}

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
  const flags = e.def.passthroughArgs;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    for (let k = 0; k < flags.length; k++) {
      const f = flags[k];
      if (a == f || (a.startsWith(f + "=") && f.startsWith("-"))) return f;
    }
  }
  return null;
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
    if (!isRunner(argv) || detectLines() == 0) return null;
    const p = new Plan();
    p.mode = "stream";
    p.argv = argv;
    p.session = "filter-detect";
    p.label = "rtk:toml " + line;
    p.reason = "no filter matches the command; its output is offered to filters with detect_output";
    return p;
  }
  const d = e.def;
  const p = new Plan();
  const flag = passthroughFlag(e, argv);
  if (flag !== null) {
    p.mode = "passthrough";
    p.argv = argv;
    p.session = "raw";
    p.label = "rtk:passthrough " + line;
    p.reason = "filter '" + d.name + "' (" + tierName(d.tier) + ") is off: the command has " + flag + " (passthrough_args)";
    return p;
  }
  p.mode = e.needsWholeOutput ? "capture" : "stream";
  p.argv = d.run !== null ? expandRun(d.run!, argv) : argv;
  p.session = "filter:" + tierName(d.tier) + ":" + d.name;
  p.label = "rtk:toml " + line;
  p.reason = "filter '" + d.name + "' (" + tierName(d.tier) + "): match_command " + d.matchCommand + " matches \"" + line + "\"";
  if (d.run !== null) p.reason += "; runs " + joinArgs(p.argv, 0);
  return p;
}

function sessionFor(spec: string): Session | null {
  if (spec == "filter-detect") return new DetectSession();
  const e = findBySpec(spec);
  if (e === null) return null;
  return new FilterSession(e);
}

registerCommand(planFor);
registerSessionKind(sessionFor);
