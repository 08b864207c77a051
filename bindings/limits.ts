import type { Core } from "./core";

/** The caps of config.toml's [limits] that filters honour (the reference's key names). */
export interface Limits {
  grep_max_results?: number;
  grep_max_per_file?: number;
  status_max_files?: number;
  status_max_untracked?: number;
}

/** Sets the caps for the sessions opened after this call; a missing key keeps its default. */
export function setLimits(core: Core, limits: Limits): void {
  const n = (v: number | undefined) => (v === undefined || !Number.isInteger(v) || v < 0 ? -1 : Math.min(v, 0x7fffffff));
  core.call(() => core.exports.setLimits(n(limits.grep_max_results), n(limits.grep_max_per_file), n(limits.status_max_files), n(limits.status_max_untracked)));
}

/** config.toml's filters.ignore_dirs: the directories ls, find and tree name once instead of walking, for the sessions opened after this call. */
export function setIgnoreDirs(core: Core, dirs: readonly string[]): void {
  core.call(() => core.exports.setIgnoreDirs(core.inputText(dirs.join("\0"))));
}
