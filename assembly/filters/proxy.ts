// `rtk proxy <cmd>`: runs the command with its output raw (streamed, counted by `rtk gain`).
// The front command core (cores/front.ts) holds this command alone.

import { joinArgs, Plan } from "../plan/plan";
import { declareCommand } from "./command";

function planProxy(argv: string[], _at: i32): Plan | null {
  const p = new Plan();
  p.mode = "stream";
  p.argv = argv.slice(1);
  p.session = "raw";
  p.label = "rtk proxy " + joinArgs(argv, 1);
  p.reason = "proxy: raw output";
  return p;
}

// Before every other command: `proxy` is rtk's own word.
declareCommand({ name: "proxy", words: ["proxy"], precedence: 0, plan: planProxy });
