import type { Core } from "./core";

/**
 * Redacts secrets (tokens, API keys, passwords, private keys) from raw output before it is
 * written to disk, and keeps at most `limit` bytes with a marker when anything was cut.
 * `total` is the full size of the raw output when the caller kept only its start.
 */
export function redact(core: Core, raw: Uint8Array, limit: number, total = raw.length): Uint8Array {
  return core.call(() => {
    const len = core.exports.redact(core.input(raw), limit, total);
    return core.outputView(len).slice();
  });
}

/**
 * A command line with its secrets redacted, before it is recorded (history.db, recall headers):
 * the forms `redact` knows, plus option values (`--password VALUE`, `mysql -pVALUE`, `curl -u user:VALUE`).
 */
export function redactCommand(core: Core, commandLine: string): string {
  return core.call(() => core.outputText(core.exports.redactCommand(core.inputText(commandLine))));
}

/** The last `n` lines of a saved output. */
export function tailLines(core: Core, text: Uint8Array, n: number): Uint8Array {
  return core.call(() => {
    const len = core.exports.tailLines(core.input(text), n);
    return core.outputView(len).slice();
  });
}

/** The lines of `text` the regex `pattern` (Rust syntax) matches, as "LINE:text\n". */
export function grepLines(core: Core, text: Uint8Array, pattern: string): Uint8Array {
  return core.call(() => {
    const pat = new TextEncoder().encode(pattern);
    const len = core.exports.grepLines(core.inputParts([pat, text]), pat.length);
    if (len < 0) {
      const [position, message] = core.outputText().split("\t");
      throw new RecallPatternError(`${message} (at ${position} in '${pattern}')`);
    }
    return core.outputView(len).slice();
  });
}

/** A --grep pattern the regex engine rejects. */
export class RecallPatternError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RecallPatternError";
  }
}
