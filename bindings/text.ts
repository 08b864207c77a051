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
