// Programming errors of the library: thrown, typed, with a stable `code` callers can switch on.
// Ordinary bad input on the filter path (odd bytes, a core failure mid-run) is never one of
// these: it comes back as raw output plus diagnostics.

export type RtkErrorCode =
  /** An argument has the wrong type or shape (a number where bytes were expected...). */
  | "RTK_INVALID_ARGUMENT"
  /** The wasm could not be loaded or instantiated. */
  | "RTK_WASM_LOAD"
  /** A stream was used after `end()`. */
  | "RTK_STREAM_CLOSED"
  /** A filter file given to `createRtk({ filters })` does not compile. */
  | "RTK_FILTERS_INVALID";

export class RtkError extends Error {
  constructor(
    readonly code: RtkErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "RtkError";
  }
}

/** Something worth telling the caller about a run that still produced output. */
export interface Diagnostic {
  level: "warning" | "error";
  message: string;
}
