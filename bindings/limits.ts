import type { Core } from "./core";

/** The caps of config.toml's [limits] that filters honour (the reference's key names). */
export interface Limits {
  grep_max_results?: number;
  grep_max_per_file?: number;
  status_max_files?: number;
  status_max_untracked?: number;
  /**
   * The most output a capturing filter holds (bytes): past it the run is shown raw, everything
   * held first, with a one-line note on stderr. Default 64 MiB, at most 1 GiB.
   */
  capture_max_bytes?: number;
}

/** Sets the caps for the sessions opened after this call; a missing key keeps its default. */
export function setLimits(core: Core, limits: Limits): void {
  const n = (v: number | undefined) => (v === undefined || !Number.isInteger(v) || v < 0 ? -1 : Math.min(v, 0x7fffffff));
  const bytes = limits.capture_max_bytes;
  const capture = bytes === undefined || !Number.isInteger(bytes) || bytes < 0 ? -1 : bytes;
  core.call(() =>
    core.exports.setLimits(n(limits.grep_max_results), n(limits.grep_max_per_file), n(limits.status_max_files), n(limits.status_max_untracked), capture),
  );
}
