import { beginOutput, inputPtr } from "../abi/buffers";
import { stripAnsiBytes } from "../text/ansi";
import { estimateTokensBytes } from "../text/tokens";
import { classifyCliError, CliError } from "../text/cli-errors";
import { writeJsonString } from "../abi/json";
import { decodeUtf8 } from "../abi/utf8";

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

const cliError = new CliError();

/**
 * Which command-line mistake the output in the input area shows (`rtk learn`), as JSON:
 * `{"kind": "unknown-flag" | "unknown-subcommand" | "missing-argument" | "command-not-found" |
 * "no-such-file" | "usage" | "", "line": the line that shows it}`.
 */
export function cliErrorClass(len: i32): i32 {
  classifyCliError(inputPtr(), len, cliError);
  const out = beginOutput();
  out.pushString('{"kind":');
  writeJsonString(out, cliError.kind);
  out.pushString(',"line":');
  writeJsonString(out, decodeUtf8(cliError.line.ptr, cliError.line.length));
  out.pushByte(0x7d);
  return out.length;
}
