import { checkStrings } from "./args";
import type { Core } from "./core";

/** "defer": a command core (built with one family) cannot run this command; the full core can. */
export type PlanMode = "passthrough" | "stream" | "capture" | "defer";

/**
 * Which filter reads a plan's output. kind "none": nothing (passthrough, proxy, defer); "code": a
 * filter built into the core (tier "builtin", name its session kind or report: `git-status`,
 * `pytest`); "toml": a declarative filter (tier "project" | "user" | "builtin" | "file", its
 * name); "detect": decided by the output (name: the report used when nothing claims it, or "").
 */
export interface FilterIdentity {
  kind: "none" | "code" | "toml" | "detect";
  tier: string;
  name: string;
}

export interface Plan {
  /** How the host runs the child: inherit the terminal, stream through a session, or capture. */
  mode: PlanMode;
  /** Where the bytes come from: a child, rtk's stdin, or files read by the host. */
  input: "spawn" | "stdin" | "files";
  /** The argv to execute (a filter may have added flags). */
  argv: string[];
  /** For input "files": the files to read, in order. */
  files: string[];
  /** Variables to set for the child, as alternating names and values. */
  env: string[];
  /** The session spec to open for the child's output: an opaque name, handed back to `openSession`. */
  session: string;
  /** Which filter that session is, as fields: read these, never the spec. */
  filter: FilterIdentity;
  /** The name the run is recorded under. */
  label: string;
  /** Which filter was chosen and why. */
  reason: string;
}

/** Asks the core what to execute for `rtk <argv...>`. */
export function plan(core: Core, argv: readonly string[]): Plan {
  checkStrings("plan(argv)", argv);
  return core.call(() => {
    const len = core.exports.plan(core.inputText(argv.join("\0")));
    return JSON.parse(core.outputText(len)) as Plan;
  });
}
