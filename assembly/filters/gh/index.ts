// The gh family: pr/issue/run list and view, pr checks, and pr diff through the diff compaction.
// Output the user shaped (--json, --jq, --template, --web) and every other subcommand pass through.

import { Plan, registerCommand } from "../../plan/plan";
import { registerSessionKind } from "../../session/registry";
import { Session } from "../../session/session";
import { hasFlag } from "../sdk/args";
import { GhSession } from "./gh";

const SHAPED = ["--json", "--jq", "-q", "--template", "-t", "--web", "-w", "--comments", "--log", "--log-failed", "--name-only", "--patch", "--color"];

function ghHandler(argv: string[]): Plan | null {
  if (argv.length < 3 || argv[0] != "gh") return null;
  if (hasFlag(argv, 1, SHAPED)) return null;
  const noun = argv[1];
  const verb = argv[2];
  let spec = "";
  if ((noun == "pr" || noun == "issue" || noun == "run") && verb == "list") spec = "gh:" + noun + "-list";
  else if ((noun == "pr" || noun == "issue") && verb == "view") spec = "gh:view";
  else if (noun == "run" && verb == "view") spec = "gh:run-view";
  else if (noun == "pr" && verb == "checks") spec = "gh:checks";
  else if (noun == "pr" && verb == "diff") spec = "git-diff";
  if (spec.length == 0) return null;
  const p = new Plan();
  p.mode = "capture";
  p.argv = argv.slice(0);
  p.session = spec;
  p.label = "rtk gh " + noun + " " + verb;
  p.reason = "gh " + noun + " " + verb + ": " + spec;
  // gh prints its plain, tab-separated form when stdout is not a terminal; no colours.
  p.env = ["GH_PROMPT_DISABLED", "1", "NO_COLOR", "1"];
  return p;
}

function ghSessions(spec: string): Session | null {
  if (spec.startsWith("gh:")) return new GhSession(spec.substring(3));
  return null;
}

registerCommand(ghHandler);
registerSessionKind(ghSessions);
