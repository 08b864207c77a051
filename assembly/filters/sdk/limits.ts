// Default caps, named after the reference's `limits.*` config keys (rtk-behaviour.md section 8);
// the four the user can set in config.toml are variables, set by the host through setLimits
// before a session opens. Anything a cap leaves out is recoverable and said where it is left out
// (session/cuts.ts). A list that is what the command is for (ls, find, tree, git status, grep's
// matches) is capped only at a large bound (docs/filters.md rule 3).

/** limits.status_max_files: entries shown per git status group (staged, modified, conflicts). */
export let STATUS_MAX_FILES: i32 = 1000;
/** limits.status_max_untracked */
export let STATUS_MAX_UNTRACKED: i32 = 1000;
/** limits.grep_max_results: matches shown in total. */
export let GREP_MAX_RESULTS: i32 = 1000;
/** limits.grep_max_per_file */
export let GREP_MAX_PER_FILE: i32 = 1000;
/** Commits shown by git log when the user gave no -n. */
export const LOG_MAX_COMMITS: i32 = 50;
/** Lines shown per hunk of a diff, per file, and in total. */
export const DIFF_MAX_HUNK_LINES: i32 = 24;
export const DIFF_MAX_FILE_LINES: i32 = 60;
export const DIFF_MAX_TOTAL_LINES: i32 = 400;
/** Entries an ls, tree or find listing shows. */
export const LIST_MAX_ENTRIES: i32 = 1000;
/** Longest line kept before it is cut with `...`. */
export const MAX_LINE: i32 = 200;

/** The user's limits.* (config.toml); a negative value keeps the current one. */
export function setLimits(grepMaxResults: i32, grepMaxPerFile: i32, statusMaxFiles: i32, statusMaxUntracked: i32): void {
  if (grepMaxResults >= 0) GREP_MAX_RESULTS = grepMaxResults;
  if (grepMaxPerFile >= 0) GREP_MAX_PER_FILE = grepMaxPerFile;
  if (statusMaxFiles >= 0) STATUS_MAX_FILES = statusMaxFiles;
  if (statusMaxUntracked >= 0) STATUS_MAX_UNTRACKED = statusMaxUntracked;
}
