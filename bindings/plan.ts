import { checkOptionalStrings, checkOptions, checkStrings } from "./args";
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

/** The lockfiles a host looks for in the working directory (PlanOptions.lockfiles). */
export const LOCKFILES = ["pnpm-lock.yaml", "yarn.lock", "bun.lock", "bun.lockb"] as const;

// Plan flag bits (assembly/plan/plan.ts).
const LOCK_BITS: Record<string, number> = { "pnpm-lock.yaml": 2, "yarn.lock": 4, "bun.lock": 8, "bun.lockb": 8 };

/** Run options a plan may depend on. */
export interface PlanOptions {
  /** `--ultra-compact`: the shortest summaries. */
  ultraCompact?: boolean;
  /**
   * Which of LOCKFILES exist in the working directory: the project's own JS tools (tsc, eslint,
   * vitest, ...) then run through its package manager (pnpm exec, yarn exec, bunx) instead of npx.
   */
  lockfiles?: readonly string[];
}

function flagBits(options: PlanOptions): number {
  let bits = options.ultraCompact ? 1 : 0;
  for (const name of options.lockfiles ?? []) bits |= LOCK_BITS[name] ?? 0;
  return bits;
}

/** Asks the core what to execute for `rtk <argv...>`. */
export function plan(core: Core, argv: readonly string[], options: PlanOptions = {}): Plan {
  checkStrings("plan(argv)", argv);
  const o = checkOptions("plan(options)", options) ?? {};
  checkOptionalStrings("plan(options): lockfiles", o.lockfiles);
  return core.call(() => {
    core.exports.planFlags(flagBits(options));
    const len = core.exports.plan(core.inputText(argv.join("\0")));
    return JSON.parse(core.outputText(len)) as Plan;
  });
}
