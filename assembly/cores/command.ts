// What every command core exports: the run path of the CLI (plan, sessions, token counts, the
// redaction of raw output saved for recall) and the words the core claims. The full core
// (assembly/index.ts) exports the same functions and much more. Only exports belong here: every
// exported function is part of the ABI (bindings/abi.ts); the entry's claims are in claims.ts.

import { beginOutput } from "../abi/buffers";
import { writeJsonStringArray } from "../abi/json";
import { claimed } from "./claims";

export { reserveInput, outputPtr, outputLen } from "../exports/memory";
export { estimateTokens, stripAnsi } from "../exports/text";
export { plan } from "../exports/plan";
export { setIgnoreDirs, setLimits } from "../exports/limits";
export { sessionOpen, sessionPush, sessionDrain, sessionDone, sessionEnd, sessionClose, sessionRecallId, sessionStats, sessionUserForm } from "../exports/session";
export { redact, redactCommand } from "../exports/redact";

/** Output: the claimed words as a JSON array (read by the build to write the route table). */
export function coreWords(): i32 {
  const out = beginOutput();
  writeJsonStringArray(out, claimed);
  return out.length;
}
