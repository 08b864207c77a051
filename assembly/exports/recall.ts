import { beginOutput, inputPtr } from "../abi/buffers";
import { redactForDisk } from "../text/redact";
import { grepLinesBytes, tailLinesBytes } from "../text/recall-view";

/**
 * Input: raw output about to be saved. Output: the same with secrets redacted, cut to at most
 * `limit` bytes with a marker when anything was cut (`total` is the full raw size the host saw).
 */
export function redact(len: i32, limit: i32, total: f64): i32 {
  const out = beginOutput();
  redactForDisk(inputPtr(), len, limit, total, out);
  return out.length;
}

/** Input: a saved output. Output: its last `n` lines. */
export function tailLines(len: i32, n: i32): i32 {
  const out = beginOutput();
  tailLinesBytes(inputPtr(), len, n, out);
  return out.length;
}

/** Input: `patLen` bytes of literal pattern, then the text. Output: matching lines as "N:line". */
export function grepLines(len: i32, patLen: i32): i32 {
  const out = beginOutput();
  if (patLen < 0 || patLen > len) return 0;
  grepLinesBytes(inputPtr() + <usize>patLen, len - patLen, inputPtr(), patLen, out);
  return out.length;
}
