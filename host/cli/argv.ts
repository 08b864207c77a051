// The part of rtk's command line both starts read before anything else is loaded: the global
// flags in front of a command, and whether what follows is a command to run (the fast path) or
// one of rtk's own (parsed by the commander program).

import { isMetaCommand } from "./meta";

export interface LeadingFlags {
  verbose: number;
  ultraCompact: boolean;
  rest: string[];
}

/** The global flags the fast path understands itself; null when another flag needs commander. */
export function leadingFlags(argv: string[]): LeadingFlags | null {
  let verbose = 0;
  let ultraCompact = false;
  let i = 0;
  for (; i < argv.length && argv[i].startsWith("-"); i++) {
    const a = argv[i];
    if (a === "--verbose") verbose++;
    else if (a === "--ultra-compact") ultraCompact = true;
    else if (/^-v+$/.test(a)) verbose += a.length - 1;
    else return null;
  }
  return { verbose, ultraCompact, rest: argv.slice(i) };
}

/** A command to run (not one of rtk's own, or `proxy <cmd>`), with no other rtk flags to parse. */
export function isFastPath(rest: string[]): boolean {
  if (rest.length === 0) return false;
  if (rest[0] === "proxy") return rest.length > 1 && !rest[1].startsWith("-");
  return !isMetaCommand(rest[0]);
}

export function isVersionRequest(argv: string[]): boolean {
  return argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V");
}
