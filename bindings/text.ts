import type { Core } from "./core";

/** ceil(chars / 4), computed in the core, for a string or UTF-8 bytes. */
export function estimateTokens(core: Core, text: string | Uint8Array): number {
  return core.call(() => {
    const len = typeof text === "string" ? core.inputText(text) : core.input(text);
    return core.exports.estimateTokens(len);
  });
}

/** Removes terminal escape sequences. Strings in, string out; bytes in, bytes out. */
export function stripAnsi(core: Core, text: string): string;
export function stripAnsi(core: Core, text: Uint8Array): Uint8Array;
export function stripAnsi(core: Core, text: string | Uint8Array): string | Uint8Array;
export function stripAnsi(core: Core, text: string | Uint8Array): string | Uint8Array {
  return core.call(() => {
    if (typeof text === "string") {
      const len = core.exports.stripAnsi(core.inputText(text));
      return core.outputText(len);
    }
    const len = core.exports.stripAnsi(core.input(text));
    return core.outputView(len).slice();
  });
}
