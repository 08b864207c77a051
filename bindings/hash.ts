import type { Core } from "./core";

/** SHA-256 of the bytes as 64 lowercase hex digits, computed in the core (no crypto module). */
export function sha256Hex(core: Core, bytes: Uint8Array): string {
  return core.call(() => core.outputText(core.exports.sha256(core.input(bytes))));
}
