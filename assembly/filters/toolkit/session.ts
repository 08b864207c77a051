// The registry of the build, test, lint and package-manager renderers (registration only: the
// session itself, the run it renders and the never-worse guard are the SDK's, sdk/run.ts).
//
// Session specs are "dev:<renderer>" for a known tool and "dev:detect" for a command that only
// names a script runner (npm test, make test): that one is the shared output detection
// (session/detect.ts), where the sniffers registered here are asked first and the declarative
// filters' detect_output after them, so there is one detection path for both kinds of filter.

import { DetectSession, OutputHead, RANK_CODE, registerDetector, SCRIPT_HOLD_BYTES, SCRIPT_HOLD_LINES } from "../../session/detect";
import { registerNamedSession, registerSessionKind } from "../../session/registry";
import { Session } from "../../session/session";
import { outputLines, Renderer, RunSession } from "../sdk/run";

const names: string[] = [];
const renderers: Renderer[] = [];

/** Called by declareCommand (filters/command.ts) for each renderer a command declares. */
export function registerRenderer(name: string, fn: Renderer): void {
  names.push(name);
  renderers.push(fn);
  // Every renderer can be named by the user: `rtk pipe -f <name>`.
  registerNamedSession(name, "dev:" + name);
}

export function findRenderer(name: string): i32 {
  for (let i = 0; i < names.length; i++) if (unchecked(names[i]) == name) return i;
  return -1;
}

export function rendererAt(i: i32): Renderer {
  return unchecked(renderers[i]);
}

/** Output sniffers, tried in their commands' precedence order; each returns a renderer name or "". */
export type Sniffer = (lines: string[]) => string;
const sniffers: Sniffer[] = [];
const snifferOrder: i32[] = [];

/** Called by declareCommand (filters/command.ts) with the declaring command's precedence. */
export function registerSniffer(fn: Sniffer, precedence: i32): void {
  sniffers.push(fn);
  snifferOrder.push(precedence);
  for (let at = sniffers.length - 1; at > 0 && unchecked(snifferOrder[at - 1]) > precedence; at--) {
    sniffers[at] = sniffers[at - 1];
    snifferOrder[at] = snifferOrder[at - 1];
    sniffers[at - 1] = fn;
    snifferOrder[at - 1] = precedence;
  }
}

/** The renderer that claims this output, or "" when none does. */
export function sniff(lines: string[]): string {
  for (let i = 0; i < sniffers.length; i++) {
    const name = unchecked(sniffers[i])(lines);
    if (name.length > 0) return name;
  }
  return "";
}

/**
 * The code filters' link in the one output-detection chain (session/detect.ts): the sniffers,
 * on the held output with escape sequences and package-manager banners removed.
 */
function detectTool(head: OutputHead): string {
  const name = sniff(outputLines(head.all));
  return name.length > 0 && findRenderer(name) >= 0 ? "dev:" + name : "";
}

registerDetector(RANK_CODE, detectTool);

registerSessionKind((spec: string): Session | null => {
  if (!spec.startsWith("dev:")) return null;
  const name = spec.substring(4);
  // A script that ends (npm test): held long enough for sniffers that need the closing summary.
  if (name == "detect") return new DetectSession(SCRIPT_HOLD_LINES, SCRIPT_HOLD_BYTES);
  // "dev:detect:<renderer>": the same, with that renderer for output nothing claims (make's build view).
  if (name.startsWith("detect:")) {
    const fallback = name.substring(7);
    return findRenderer(fallback) < 0 ? null : new DetectSession(SCRIPT_HOLD_LINES, SCRIPT_HOLD_BYTES, "dev:" + fallback);
  }
  const i = findRenderer(name);
  return i < 0 ? null : new RunSession(rendererAt(i));
});
