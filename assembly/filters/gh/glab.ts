// glab (the GitLab CLI) `mr view` and `issue view`: without a terminal glab prints the same shape
// as gh's view (`key:<TAB>value` lines, `--`, the description as written), so they go through
// gh's view session. glab's lists, ci, release and api output are declarative filters
// (filters/glab.toml); every other subcommand is not this command's form.

import { Plan } from "../../plan/plan";
import { END, PRODUCER, row } from "../../rewrite/rules";
import { hasFlag } from "../sdk/args";
import { declareCommand } from "../command";
import { forgePlan } from "./forge";

// Output the user shaped, a browser, or the comments/notes view (a different layout).
const SHAPED = ["-F", "--output", "-w", "--web", "-c", "--comments", "-s", "--system-logs", "-p", "--per-page", "-P", "--page"];

function planGlab(argv: string[], _at: i32): Plan | null {
  // `glab [-R owner/repo] mr|issue view|show <id>`
  let at = 1;
  if (argv.length > at + 1 && (argv[at] == "-R" || argv[at] == "--repo")) at += 2;
  if (argv.length < at + 2) return null;
  const noun = argv[at];
  const verb = argv[at + 1];
  if ((noun != "mr" && noun != "issue") || (verb != "view" && verb != "show")) return null;
  if (hasFlag(argv, at, SHAPED)) return null;
  // glab prints its plain form when stdout is not a terminal; no colours, no prompts.
  return forgePlan(argv, "glab", noun, verb, "gh:view", ["NO_COLOR", "1", "NO_PROMPT", "1"]);
}

declareCommand({
  name: "glab",
  words: ["glab"],
  precedence: 40,
  plan: planGlab,
  sessions: [],
  // The other glab forms this project filters have their rows in filters/glab.toml.
  rewrite: [row(20, "^glab[ \\t\\n]+(?:(?:-R|--repo)[ \\t]+\\S+[ \\t]+)?(?:mr|issue)[ \\t\\n]+(?:view|show)" + END, "rtk glab", "GitLab", 60, PRODUCER, "glab mr view 12")],
});
