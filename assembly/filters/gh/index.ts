// The gh family: pr/issue/run/release list, pr/issue/release/repo view, run view, pr checks, pr
// diff through the diff compaction, and `gh api`'s JSON without its API links.
// Output the user shaped (--json, --jq, --template, --web) and every other subcommand pass through.

import { Plan } from "../../plan/plan";
import { forgePlan } from "./forge";
import { END, NO_PIPELINE, row } from "../../rewrite/rules";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { hasFlag } from "../sdk/args";
import { declareCommand } from "../command";
import { GhSession } from "./gh";
// glab mr/issue view share gh's view session.
import "./glab";

const SHAPED = ["--json", "--jq", "-q", "--template", "-t", "--web", "-w", "--comments", "--log", "--log-failed", "--name-only", "--patch", "--color"];

function planGh(argv: string[], _at: i32): Plan | null {
  if (argv.length < 3) return null;
  if (hasFlag(argv, 1, SHAPED)) return null;
  const noun = argv[1];
  const verb = argv[2];
  // The view GhSession renders; `pr diff` goes through git's diff compaction instead.
  let view = "";
  if ((noun == "pr" || noun == "issue" || noun == "run" || noun == "release") && verb == "list") view = noun + "-list";
  else if ((noun == "pr" || noun == "issue" || noun == "release" || noun == "repo") && verb == "view") view = "view";
  else if (noun == "run" && verb == "view") view = "run-view";
  else if (noun == "pr" && verb == "checks") view = "checks";
  else if (noun == "pr" && verb == "diff") view = "diff";
  else if (noun == "api") view = "api";
  if (view.length == 0) return null;
  const spec = view == "diff" ? "git-diff" : new SpecWriter("gh").last(view).toString();
  // gh prints its plain, tab-separated form when stdout is not a terminal; no colours.
  return forgePlan(argv, "gh", noun, verb, spec, ["GH_PROMPT_DISABLED", "1", "NO_COLOR", "1"]);
}

declareCommand({
  name: "gh",
  words: ["gh"],
  precedence: 40,
  plan: planGh,
  // gh:pr-list, gh:issue-list, gh:run-list, gh:release-list, gh:view, gh:run-view, gh:checks, gh:api.
  sessions: [{ kind: "gh", open: (o: SpecReader): Session | null => new GhSession(o.last()) }],
  // pr, issue, run, release and repo (their create/comment/edit/merge/clone forms print only a
  // URL, or nothing, without a terminal: they run raw), and api.
  rewrite: [row(20, "^gh[ \\t\\n]+(pr|issue|run|api|release|repo)" + END, "rtk gh", "GitHub", 82, NO_PIPELINE, "gh pr list").sub("pr=87 run=82 issue=80 api=68")],
});
