// The declaration of a build, test or lint tool: a command (command.ts) whose output is a report
// rtk renders (toolkit/session.ts: the capture-then-render session behind every "dev:<name>"
// spec), with the sniffer that recognises that report in output detection. One call, as for any
// command; this module adds the two fields only tools have.

import { Command, declareCommand } from "./command";
import { Renderer } from "./sdk/run";
import { registerRenderer, registerSniffer, Sniffer } from "./toolkit/session";

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
