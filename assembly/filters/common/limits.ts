// Default caps, named after the reference's `limits.*` config keys (rtk-behaviour.md section 8);
// the four the user can set in config.toml are variables, set by the host through setLimits
// before a session opens. Anything a cap leaves out is recoverable: the session marks the run as
// cut and the host prints the recall hint.

/** limits.status_max_files: entries shown per git status group (staged, modified, conflicts). */
export let STATUS_MAX_FILES: i32 = 15;
/** limits.status_max_untracked */
export let STATUS_MAX_UNTRACKED: i32 = 10;
/** limits.grep_max_results: matches shown in total. */
export let GREP_MAX_RESULTS: i32 = 200;
/** limits.grep_max_per_file */
export let GREP_MAX_PER_FILE: i32 = 25;
/** Commits shown by git log when the user gave no -n. */
export const LOG_MAX_COMMITS: i32 = 50;
/** Lines shown per hunk of a diff, per file, and in total. */
export const DIFF_MAX_HUNK_LINES: i32 = 24;
export const DIFF_MAX_FILE_LINES: i32 = 60;
export const DIFF_MAX_TOTAL_LINES: i32 = 400;
/** Entries named per directory by ls/find groupings, and directories listed. */
export const LIST_MAX_PER_DIR: i32 = 12;
export const LIST_MAX_DIRS: i32 = 60;
/** The host keeps raw output for recall from this size on (host/cli/recall.ts MIN_SAVE_BYTES):
 *  a filter hides nothing it cannot also have kept. */
export const RECALL_MIN_BYTES: i32 = 500;
/** Longest line kept before it is cut with `...`. */
export const MAX_LINE: i32 = 200;

/** The user's limits.* (config.toml); a negative value keeps the current one. */
export function setLimits(grepMaxResults: i32, grepMaxPerFile: i32, statusMaxFiles: i32, statusMaxUntracked: i32): void {
  if (grepMaxResults >= 0) GREP_MAX_RESULTS = grepMaxResults;
  if (grepMaxPerFile >= 0) GREP_MAX_PER_FILE = grepMaxPerFile;
  if (statusMaxFiles >= 0) STATUS_MAX_FILES = statusMaxFiles;
  if (statusMaxUntracked >= 0) STATUS_MAX_UNTRACKED = statusMaxUntracked;
}
