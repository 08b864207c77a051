// Plan helpers shared by the files-and-search commands (each declared in its own file: ls.ts,
// tree.ts, find.ts, grep.ts, read.ts, diff.ts, wc.ts, json.ts, env.ts, logdedup.ts, deps.ts,
// generic.ts). Each command decides what to run (native flags kept; a flag that makes the output
// parseable added when the user did not choose a format), which session reads it, and passes
// through any form whose output shape it does not model.

import { Plan } from "../../plan/plan";
import { hasShort } from "../sdk/args";

/** Precedence of the files commands (their words are theirs alone). */
export const FILES = 30;

export function make(mode: string, argv: string[], session: string, label: string, reason: string): Plan {
  const p = new Plan();
  p.mode = mode;
  p.argv = argv;
  p.session = session;
  p.label = label;
  p.reason = reason;
  return p;
}

/** A plan reading `files` (rtk's stdin when none, or `-`) through `session`. */
export function fromFiles(files: string[], session: string, label: string): Plan {
  const p = make("capture", [], session, label, label + ": " + session);
  if (files.length == 0 || (files.length == 1 && files[0] == "-")) p.input = "stdin";
  else {
    p.input = "files";
    p.files = files;
  }
  return p;
}

/** Any of `letters` in a cluster of short options (`-la`). */
export function anyShort(argv: string[], letters: string): bool {
  for (let i = 0; i < letters.length; i++) if (hasShort(argv, 1, letters.charAt(i))) return true;
  return false;
}

/** Any option at all (`-` alone is stdin, not an option). */
export function hasOption(argv: string[]): bool {
  for (let i = 1; i < argv.length; i++) if (argv[i].startsWith("-") && argv[i] != "-") return true;
  return false;
}
