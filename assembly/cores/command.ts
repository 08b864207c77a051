// What every command core exports: the run path of the CLI (plan, sessions, token counts, the
// redaction of raw output saved for recall) and the words the core claims: those of the
// commands it declares (filters/command.ts). The full core (assembly/index.ts) exports the same
// functions and much more. Every function exported here is part of the ABI (bindings/abi.ts).

import { beginOutput } from "../abi/buffers";
import { claimableWords } from "../filters/command";
import { writeJsonStringArray } from "../abi/json";
import { passesUntaken } from "../plan/plan";

export { reserveInput, outputPtr, outputLen } from "../exports/memory";
export { estimateTokens, stripAnsi } from "../exports/text";
export { plan } from "../exports/plan";
export { setIgnoreDirs, setLimits } from "../exports/limits";
export { sessionOpen, sessionPush, sessionDrain, sessionDone, sessionEnd, sessionClose, sessionRecallId, sessionStats, sessionUserForm } from "../exports/session";
export { redact, redactCommand } from "../exports/redact";

/**
 * Output: the words of the commands this core declares, as a JSON array (the build writes the
 * route table from them); the TOML core's is ["*"]: every word no declared command takes.
 */
export function coreWords(): i32 {
  const out = beginOutput();
  writeJsonStringArray(out, passesUntaken() ? ["*"] : claimableWords());
  return out.length;
}
