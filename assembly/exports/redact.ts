// Redaction of raw output before it is saved for recall. Its own module, apart from the recall
// views (exports/recall.ts): those import the regex engine, whose globals would come along into
// every command core that saves output (about 100 KB of its 130, and of its compile time).
import { beginOutput, inputPtr } from "../abi/buffers";
import { redactCommandLine, redactForDisk } from "../text/redact";

/**
 * Input: raw output about to be saved. Output: the same with secrets redacted, cut to at most
 * `limit` bytes with a marker when anything was cut (`total` is the full raw size the host saw).
 */
export function redact(len: i32, limit: i32, total: f64): i32 {
  const out = beginOutput();
  redactForDisk(inputPtr(), len, limit, total, out);
  return out.length;
}

/** Input: a command line about to be recorded (history.db, a recall header). Output: the same with its secrets redacted. */
export function redactCommand(len: i32): i32 {
  const out = beginOutput();
  redactCommandLine(inputPtr(), len, out);
  return out.length;
}
