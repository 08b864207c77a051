// The declaration of a build, test or lint tool: a command (command.ts) whose output is a report
// rtk renders, with the sniffer that recognises that report in output detection. One call, as for
// any command; this module adds the two fields only tools have, and is the one place they are
// registered: the renderer registry (every renderer also a name for `rtk pipe -f`), the sniffers
// in their tools' precedence order, and the session kind behind them. A command core without
// tools (git, files, gh) imports none of this.
//
// Session specs are "dev:<renderer>" for a known tool (a RunSession of sdk/run.ts: the capture,
// the run a renderer reads and the never-worse guard are the SDK's) and "dev:detect" for a
// command that only names a script runner (npm test, make test): that one is the shared output
// detection (session/detect.ts), where the sniffers registered here are asked first and the
// declarative filters' detect_output after them, so there is one detection path for both kinds
// of filter.

import { DetectSession, OutputHead, RANK_CODE, registerDetector, SCRIPT_HOLD_BYTES, SCRIPT_HOLD_LINES } from "../session/detect";
import { registerNamedSession, registerSessionKind } from "../session/registry";
import { Session } from "../session/session";
import { Command, declareCommand } from "./command";
import { Lines } from "./sdk/lines";
import { Renderer, RunSession, ToolText } from "./sdk/run";

/** A report a tool's output is rendered with: the "dev:<name>" session, and `rtk pipe -f <name>`. */
export class RendererKind {
  name: string = "";
  render: Renderer = (_run, _out): bool => false;
}

export class Tool extends Command {
  renderers: RendererKind[] = [];
  /** Names the renderer that claims an output, or ""; sniffers are asked in their tools' precedence order. */
  sniffer: Sniffer | null = null;
}

export function declareTool(t: Tool): void {
  for (let i = 0; i < t.renderers.length; i++) registerRenderer(unchecked(t.renderers[i]).name, unchecked(t.renderers[i]).render);
  const sniffer = t.sniffer;
  if (sniffer !== null) registerSniffer(sniffer, t.precedence);
  declareCommand(t);
}

const names: string[] = [];
const renderers: Renderer[] = [];

function registerRenderer(name: string, fn: Renderer): void {
  names.push(name);
  renderers.push(fn);
  // Every renderer can be named by the user: `rtk pipe -f <name>`.
  registerNamedSession(name, "dev:" + name);
}

/** The index of the renderer called `name`, or -1. */
export function findRenderer(name: string): i32 {
  for (let i = 0; i < names.length; i++) if (unchecked(names[i]) == name) return i;
  return -1;
}

export function rendererAt(i: i32): Renderer {
  return unchecked(renderers[i]);
}

/**
 * Output sniffers, tried in their commands' precedence order; each returns a renderer name or "".
 * They read the lines as bytes where they are (sdk/lines.ts) and decode only a line a byte test
 * let through: detection asks every sniffer of every task of a task runner's run.
 */
export type Sniffer = (lines: Lines) => string;
const sniffers: Sniffer[] = [];
const snifferOrder: i32[] = [];

/** Keeps the sniffers in their tools' precedence order (lower first), whatever the import order. */
function registerSniffer(fn: Sniffer, precedence: i32): void {
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
export function sniff(lines: Lines): string {
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
  // Made once: the session chosen renders from the same text when the run was held whole.
  const text = new ToolText(head.all, head.newlines);
  head.prepared = text;
  const name = sniff(text.text);
  return name.length > 0 ? rendererSpec(name) : "";
}

// The spec of the renderer a sniffer named last: a task runner's tasks are mostly of one tool.
let specName: string = "";
let specOfName: string = "";

/** "dev:<name>" for a renderer's name, or "" when no renderer is called so. */
function rendererSpec(name: string): string {
  if (name == specName) return specOfName;
  const spec = findRenderer(name) >= 0 ? "dev:" + name : "";
  specName = name;
  specOfName = spec;
  return spec;
}

registerDetector(RANK_CODE, detectTool);

// The renderer the last "dev:<name>" session was opened with: a task runner's tasks open one each, mostly of one tool.
let lastRendererName: string = "";
let lastRenderer: i32 = -1;

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
  let i = lastRenderer;
  if (name != lastRendererName) {
    i = findRenderer(name);
    if (i >= 0) {
      lastRendererName = name;
      lastRenderer = i;
    }
  }
  return i < 0 ? null : new RunSession(rendererAt(i));
});
