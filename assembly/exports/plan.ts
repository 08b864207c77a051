import { beginOutput, inputPtr } from "../abi/buffers";
import { planCommand, setPlanFlags, splitArgv, writePlan } from "../plan/plan";

/** Input: the arguments after `rtk`, NUL-separated. Output: the plan as JSON. */
export function plan(len: i32): i32 {
  const out = beginOutput();
  writePlan(planCommand(splitArgv(inputPtr(), len)), out);
  return out.length;
}

/** Sets the run options later `plan` calls see (2, 4, 8: pnpm, yarn, bun lockfile in the cwd). */
export function planFlags(bits: i32): void {
  setPlanFlags(bits);
}
