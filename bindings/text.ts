import { checkText } from "./args";
import type { Core } from "./core";

/** ceil(chars / 4), computed in the core, for a string or UTF-8 bytes. */
export function estimateTokens(core: Core, text: string | Uint8Array): number {
  const t = checkText("estimateTokens(text)", text);
  return core.call(() => {
    const len = typeof t === "string" ? core.inputText(t) : core.input(t);
    return core.exports.estimateTokens(len);
  });
}

/** Removes terminal escape sequences. Strings in, string out; bytes in, bytes out. */
export function stripAnsi(core: Core, text: string): string;
export function stripAnsi(core: Core, text: Uint8Array): Uint8Array;
export function stripAnsi(core: Core, text: string | Uint8Array): string | Uint8Array;
export function stripAnsi(core: Core, text: string | Uint8Array): string | Uint8Array {
  const t = checkText("stripAnsi(text)", text);
  return core.call(() => {
    if (typeof t === "string") {
      const len = core.exports.stripAnsi(core.inputText(t));
      return core.outputText(len);
    }
    const len = core.exports.stripAnsi(core.input(t));
    return core.outputView(len).slice();
  });
}

/** A command-line mistake shown by a failed command's output (`rtk learn`). */
export interface CliError {
  kind: "unknown-flag" | "unknown-subcommand" | "missing-argument" | "command-not-found" | "no-such-file" | "usage" | "";
  /** The output line that shows it (at most 200 bytes); "" when kind is "". */
  line: string;
}

/** Which command-line mistake an output shows, read by the core. */
export function cliError(core: Core, output: string | Uint8Array): CliError {
  const t = checkText("cliError(output)", output);
  return core.call(() => {
    const len = typeof t === "string" ? core.inputText(t) : core.input(t);
    return JSON.parse(core.outputText(core.exports.cliErrorClass(len))) as CliError;
  });
}
