// The flags the session analytics share (rtk discover, session, learn; --since also hook-audit
// and cc-economics) and their checks: loaded with the program, so nothing here imports more
// than types.

import type { Command } from "commander";
import type { ScopeOptions } from "./session-scan";

/** A whole number of days (`--since`), or null when the flag's value is not one. */
export function parseDays(value: string): number | null {
  return /^\d{1,5}$/.test(value) ? Number(value) : null;
}

/** A positive whole number (`--limit`), or null. */
export function parseLimit(value: string): number | null {
  return /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The scope flags the session commands share: -p, -a, -s (days, `sinceDefault` unless given). */
export function scopeFlags(command: Command, sinceDefault: string): Command {
  return command
    .option("-p, --project <text>", "only projects whose path contains text")
    .option("-a, --all", "every project (default: the current directory's)")
    .option("-s, --since <days>", "only the last days (0: all)", sinceDefault)
    .option("-f, --format <format>", "text or json", "text");
}

export interface ScopeFlags {
  project?: string;
  all?: boolean;
  since: string;
  format: string;
}

/** The scope the flags ask for, or null after telling what is wrong with them (exit 2). */
export function readScope(name: string, flags: ScopeFlags, err: (s: string) => void): ScopeOptions | null {
  const since = parseDays(flags.since);
  if (since === null) {
    err(`rtk ${name}: --since must be a number of days (got '${flags.since}')`);
    return null;
  }
  if (flags.format !== "text" && flags.format !== "json") {
    err(`rtk ${name}: --format must be text or json (got '${flags.format}')`);
    return null;
  }
  return { sinceDays: since, all: flags.all === true, project: flags.project };
}
