// `rtk diff` / `diff a b`: diff's unified output (rtk adds -u unless the user chose a unified
// form) through git's diff compaction (git/diff.ts); the forms whose output is not a unified
// diff (-q, -y, -e, -n, -c ...) pass through. `rtk diff` alone reads a diff from stdin.

import { Plan } from "../../plan/plan";
import { END, PRODUCER, row } from "../../rewrite/rules";
import { Session } from "../../session/session";
import { SpecReader } from "../../session/spec";
import { hasFlag, hasShort } from "../sdk/args";
import { declareCommand } from "../command";
import { DiffSession } from "../git/diff";
import { FILES, fromFiles, make } from "./plan";

function planDiff(argv: string[], _at: i32): Plan | null {
  if (hasFlag(argv, 1, ["-q", "--brief", "-y", "--side-by-side", "-e", "--ed", "-n", "--rcs", "--normal", "-c", "-C", "--context", "--help", "--version", "-s", "--report-identical-files"])) return null;
  if (argv.length == 1) return fromFiles([], "diff-files", "rtk diff");
  const run = ["diff"];
  if (!hasFlag(argv, 1, ["-u", "-U", "--unified"]) && !hasShort(argv, 1, "u")) run.push("-u");
  for (let i = 1; i < argv.length; i++) run.push(argv[i]);
  return make("capture", run, "diff-files", "rtk diff", "diff: unified, compacted");
}

declareCommand({
  name: "diff",
  words: ["diff"],
  precedence: FILES,
  plan: planDiff,
  sessions: [{ kind: "diff-files", open: (_o: SpecReader): Session | null => new DiffSession(true, false) }],
  rewrite: [row(120, "^diff[ \\t\\n]+", "rtk diff", "Files", 60, PRODUCER, "diff a.txt b.txt")],
});
