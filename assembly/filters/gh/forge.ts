// What gh's and glab's plans share: the command runs unchanged, its output read by one session,
// with the environment that keeps the CLI's plain, prompt-free form.

import { Plan } from "../../plan/plan";

/** A capture plan for `<tool> <noun> <verb> ...`, read by `spec`, labelled `rtk <tool> <noun> <verb>`. */
export function forgePlan(argv: string[], tool: string, noun: string, verb: string, spec: string, env: string[]): Plan {
  const p = new Plan();
  p.mode = "capture";
  p.argv = argv.slice(0);
  p.session = spec;
  p.label = "rtk " + tool + " " + noun + " " + verb;
  p.reason = tool + " " + noun + " " + verb + ": " + spec;
  p.env = env;
  return p;
}
