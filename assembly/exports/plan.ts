import { beginOutput, inputPtr } from "../abi/buffers";
import { planCommand, splitArgv, writePlan } from "../plan/plan";

/** Input: the arguments after `rtk`, NUL-separated. Output: the plan as JSON. */
export function plan(len: i32): i32 {
  const out = beginOutput();
  writePlan(planCommand(splitArgv(inputPtr(), len)), out);
  return out.length;
}
