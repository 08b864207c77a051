// The plan: what the host should execute for `rtk <argv...>` and how its output is handled.
//
//   mode "passthrough": the child inherits the terminal; nothing is filtered (unknown commands).
//   mode "stream":      output goes through a session as it arrives.
//   mode "capture":     output goes through a session that decides at the end.
//
//   input "spawn": run `argv` as a child (the usual case);
//   input "stdin": feed rtk's own stdin to the session (`rtk pipe`, `rtk read -`);
//   input "files": feed the bytes of `files`, in order, to the session (`rtk read a b`).
//
// The result is JSON (see writePlan). `label` is the name under which the run is recorded
// (`rtk git status`, `rtk:passthrough git tag`). `env` holds variables to set for the child.
// `session` is the spec the host hands back to open the session; `filter` says which filter
// that is, as fields (FilterIdentity).
//
// Commands are declared (filters/command.ts: one declaration per command, tried in precedence
// order); the declared commands and the declarative filters each register one handler here
// (registerCommand), the declared ones first. The first handler that returns a plan wins;
// otherwise the command passes through.
//
// A program named by its absolute path (`rtk /opt/venv/bin/pytest`, as the rewrite keeps it) is
// planned as its bare name and then run by that same path: a filter never swaps the program the
// user named for another one found on PATH. A plan that would run something else for it (rtk's
// own `read` of `/bin/cat f`, say) is not used: that command passes through.
//
// A command core (assembly/cores/: one family, built small so it starts fast) plans only what
// it can run itself: a command none of its handlers takes, or a plan naming a session kind it
// does not have, comes back as mode "defer", and the host asks the full core instead.

import { ByteBuffer } from "../abi/buffers";
import { sessionKindExists } from "../session/registry";
import { SpecReader } from "../session/spec";
import { writeJsonString, writeJsonStringArray } from "../abi/json";
import { decodeUtf8 } from "../abi/utf8";

export class Plan {
  mode: string = "passthrough";
  input: string = "spawn";
  argv: string[] = [];
  files: string[] = [];
  /** Alternating names and values. */
  env: string[] = [];
  session: string = "raw";
  label: string = "";
  /** Which filter was chosen and why, for `-v` and `rtk which`. */
  reason: string = "";
}

/**
 * Which filter reads a plan's output, as fields, so no host reads the session spec (an opaque
 * name it only hands back to `sessionOpen`):
 *   kind "none"   nothing filters it (passthrough, `rtk proxy`, a deferred plan)
 *   kind "code"   a filter built into the core; `name` is its session kind or report
 *                 (`git-status`, `grep`, `pytest`), tier "builtin"
 *   kind "toml"   a declarative filter; tier "project", "user", "builtin" or "file", and its name
 *   kind "detect" the output decides (`npm test`, a task runner); `name` is the report used
 *                 when no detector claims the output (make's build view), or ""
 */
export class FilterIdentity {
  kind: string = "none";
  tier: string = "";
  name: string = "";
}

/** The identity of the filter a plan's session spec names (session/spec.ts spells the specs). */
export function filterIdentity(p: Plan): FilterIdentity {
  const id = new FilterIdentity();
  if (p.mode == "passthrough" || p.mode == "defer" || p.session == "raw") return id;
  const spec = new SpecReader(p.session);
  if (spec.kind == "filter") {
    id.kind = "toml";
    id.tier = spec.str();
    id.name = spec.last();
  } else if (spec.kind == "filter-detect") {
    id.kind = "detect";
  } else if (spec.kind == "dev") {
    const report = spec.str();
    id.kind = report == "detect" ? "detect" : "code";
    id.tier = report == "detect" ? "" : "builtin";
    id.name = report == "detect" ? spec.str() : report;
  } else {
    id.kind = "code";
    id.tier = "builtin";
    // grep1n: the one/numbers flags are options spelled in the kind.
    id.name = spec.kind.startsWith("grep") ? "grep" : spec.kind;
  }
  return id;
}

/** Returns a plan for argv, or null when this handler does not take the command. */
export type CommandHandler = (argv: string[]) => Plan | null;

const handlers: CommandHandler[] = [];

export function registerCommand(handler: CommandHandler): void {
  handlers.push(handler);
}

/** The last path component: `pytest` of `/opt/venv/bin/pytest`. */
export function basename(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash >= 0 ? path.substring(slash + 1) : path;
}

/** argv[from..] joined by spaces, in one allocation: concatenating in a loop copies the growing string each time (160k arguments took 55 s). */
export function joinArgs(argv: string[], from: i32): string {
  return from == 0 ? argv.join(" ") : argv.slice(from).join(" ");
}

let deferring = false;
let passingUntaken = false;

/** Called once by a command core: what it cannot run itself is deferred to the full core. */
export function deferToFullCore(): void {
  deferring = true;
}

/**
 * Called once by the TOML core (cores/toml.ts), which the host asks only for a command word no
 * command of the full core declares: a command none of its filters takes passes through, as
 * the full core would let it, instead of being deferred.
 */
export function passUntaken(): void {
  passingUntaken = true;
}

/** Whether this core plans the commands no declared command takes (the TOML core: it claims the word "*"). */
export function passesUntaken(): bool {
  return passingUntaken;
}

function deferPlan(argv: string[]): Plan {
  const p = new Plan();
  p.mode = "defer";
  p.argv = argv;
  p.reason = "not in this command core";
  return p;
}

export function planCommand(argv: string[]): Plan {
  if (argv.length > 0 && argv[0].startsWith("/")) return planByPath(argv);
  for (let i = 0; i < handlers.length; i++) {
    const p = unchecked(handlers[i])(argv);
    if (p !== null) return deferring && !sessionKindExists(p.session) ? deferPlan(argv) : p;
  }
  if (deferring && !passingUntaken) return deferPlan(argv);
  return passthroughPlan(argv);
}

/** `argv[0]` is an absolute path: the plan of its bare name, run by that path (or a passthrough). */
function planByPath(argv: string[]): Plan {
  const name = basename(argv[0]);
  const p = name.length > 0 ? planCommand([name].concat(argv.slice(1))) : passthroughPlan(argv);
  if (p.mode == "defer") return deferPlan(argv);
  if (p.mode == "passthrough" || p.input != "spawn" || p.argv.length == 0 || p.argv[0] != name) return passthroughPlan(argv);
  p.argv[0] = argv[0];
  return p;
}

function passthroughPlan(argv: string[]): Plan {
  const p = new Plan();
  p.mode = "passthrough";
  p.argv = argv;
  p.session = "raw";
  p.label = "rtk:passthrough " + joinArgs(argv, 0);
  p.reason = "no filter for this command";
  return p;
}

export function writePlan(p: Plan, out: ByteBuffer): void {
  out.pushString('{"mode":');
  writeJsonString(out, p.mode);
  out.pushString(',"input":');
  writeJsonString(out, p.input);
  out.pushString(',"argv":');
  writeJsonStringArray(out, p.argv);
  out.pushString(',"files":');
  writeJsonStringArray(out, p.files);
  out.pushString(',"env":');
  writeJsonStringArray(out, p.env);
  out.pushString(',"session":');
  writeJsonString(out, p.session);
  out.pushString(',"label":');
  writeJsonString(out, p.label);
  out.pushString(',"reason":');
  writeJsonString(out, p.reason);
  const id = filterIdentity(p);
  out.pushString(',"filter":{"kind":');
  writeJsonString(out, id.kind);
  out.pushString(',"tier":');
  writeJsonString(out, id.tier);
  out.pushString(',"name":');
  writeJsonString(out, id.name);
  out.pushString("}}");
}

/** Splits NUL-separated UTF-8 arguments. */
export function splitArgv(src: usize, len: i32): string[] {
  const args: string[] = [];
  if (len == 0) return args;
  let start = 0;
  for (let i = 0; i <= len; i++) {
    if (i == len || load<u8>(src + <usize>i) == 0) {
      args.push(decodeUtf8(src + <usize>start, i - start));
      start = i + 1;
    }
  }
  return args;
}
