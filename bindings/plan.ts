import { checkStrings } from "./args";
import type { Core } from "./core";

/** "defer": a command core (built with one family) cannot run this command; the full core can. */
export type PlanMode = "passthrough" | "stream" | "capture" | "defer";

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
  /** The session spec to open for the child's output. */
  session: string;
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
