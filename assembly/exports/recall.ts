import { beginOutput, inputPtr } from "../abi/buffers";
import { compileRegex, Regex } from "../regex/index";
import { grepLinesBytes, tailLinesBytes } from "../text/recall-view";

export { redact, redactCommand } from "./redact";

/** Input: a saved output. Output: its last `n` lines. */
export function tailLines(len: i32, n: i32): i32 {
  const out = beginOutput();
  tailLinesBytes(inputPtr(), len, n, out);
  return out.length;
}

/**
 * Input: `patLen` bytes of pattern (Rust regex syntax), then the text. Output: the matching
 * lines as "N:line". A pattern that does not compile returns -1 with "position\tmessage".
 */
export function grepLines(len: i32, patLen: i32): i32 {
  const out = beginOutput();
  if (patLen < 0 || patLen > len) return 0;
  const compiled = compileRegex(String.UTF8.decodeUnsafe(inputPtr(), patLen, false));
  const e = compiled.error;
  if (e != null) {
    out.pushDecimal(e.position);
    out.pushByte(0x09);
    out.pushString(e.message);
    return -1;
  }
  grepLinesBytes(inputPtr() + <usize>patLen, len - patLen, <Regex>compiled.regex, out);
  return out.length;
}
