import { beginOutput, inputPtr } from "../abi/buffers";
import { stripAnsiBytes } from "../text/ansi";
import { estimateTokensBytes } from "../text/tokens";

/** Tokens in `len` bytes of UTF-8 input: ceil(chars / 4). */
export function estimateTokens(len: i32): f64 {
  return <f64>estimateTokensBytes(inputPtr(), len);
}

/** Strips escape sequences from the input; the result is in the output area. */
export function stripAnsi(len: i32): i32 {
  const out = beginOutput();
  stripAnsiBytes(inputPtr(), len, out);
  return out.length;
}
