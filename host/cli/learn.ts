// `rtk learn`: the command-line mistakes an agent keeps making, and what it ran instead. A shell
// call that failed with a mistake the core recognises in its output (`cliError`: an unknown
// flag, subcommand or command, a missing argument, a path that is not there) and is followed,
// within the next RETRY_WINDOW calls of the same session, by a call of the same program that
// succeeded, makes a correction pair. Pairs are grouped by (wrong, right); confidence is the
// share of the wrong command's recognised failures that this correction followed.

import type { CliError, Rtk } from "../../bindings/index";
import type { ShellCall } from "./transcripts";

const RETRY_WINDOW = 3;

export interface Correction {
  wrong: string;
  right: string;
  error_kind: CliError["kind"];
  error_line: string;
  occurrences: number;
  confidence: number;
}

interface Failure {
  command: string;
  program: string;
  error: CliError;
  /** Calls seen since, in the same session. */
  age: number;
}

export class LearnCollector {
  private readonly pending = new Map<string, Failure[]>();
  private readonly pairs = new Map<string, Correction>();
  private readonly failures = new Map<string, number>();

  constructor(private readonly rtk: Rtk) {}

  /** The program a call runs (its first segment's command word, as the rewriter reads it). */
  private program(command: string): string {
    const first = this.rtk.rewriteSegments(command).find((s) => s.command !== "" && s.kind !== "ignored");
    // The core's command text has its words one space apart.
    return first ? first.command.slice(0, (first.command + " ").indexOf(" ")) : "";
  }

  add(call: ShellCall): void {
    const key = `${call.agent}:${call.session}`;
    const open = this.pending.get(key) ?? [];
    const program = this.program(call.command);
    if (!call.failed && program) {
      const i = open.findIndex((f) => f.program === program && f.command !== call.command);
      if (i >= 0) {
        const f = open[i];
        const k = `${f.command}\0${call.command}`;
        const c = this.pairs.get(k) ?? { wrong: f.command, right: call.command, error_kind: f.error.kind, error_line: f.error.line, occurrences: 0, confidence: 0 };
        c.occurrences++;
        this.pairs.set(k, c);
        open.splice(i, 1);
      }
    }
    for (const f of open) f.age++;
    const kept = open.filter((f) => f.age < RETRY_WINDOW);
    if (call.failed && call.output !== null && program) {
      const error = this.rtk.cliError(call.output);
      if (error.kind !== "") {
        kept.push({ command: call.command, program, error, age: 0 });
        this.failures.set(call.command, (this.failures.get(call.command) ?? 0) + 1);
      }
    }
    this.pending.set(key, kept);
  }

  corrections(minConfidence: number, minOccurrences: number): Correction[] {
    return [...this.pairs.values()]
      .map((c) => ({ ...c, confidence: Math.round((c.occurrences / Math.max(1, this.failures.get(c.wrong) ?? 1)) * 100) / 100 }))
      .filter((c) => c.confidence >= minConfidence && c.occurrences >= minOccurrences)
      .sort((a, b) => b.occurrences - a.occurrences || (a.wrong < b.wrong ? -1 : 1));
  }
}

export function learnText(list: Correction[], scope: string): string {
  const lines = ["RTK Learn -- CLI corrections", "=".repeat(52), `Scope: ${scope}`];
  if (list.length === 0) lines.push("No recurring command-line mistakes found.");
  for (const c of list) {
    lines.push("", `${c.wrong}`, `  -> ${c.right}`, `  ${c.error_kind}: ${c.error_line}`, `  seen ${c.occurrences}x, confidence ${Math.round(c.confidence * 100)}%`);
  }
  return `${lines.join("\n")}\n`;
}

/** The rules file the agent reads (`.claude/rules/cli-corrections.md`). */
export function rulesMarkdown(list: Correction[], date: string): string {
  const lines = [
    "# CLI corrections",
    "",
    `Written by \`rtk learn --write-rules\` on ${date} from this project's agent sessions: commands that failed`,
    "with a command-line mistake, and the command that worked right after. Use the working form.",
    "",
  ];
  for (const c of list) {
    lines.push(`- Instead of \`${c.wrong}\` (${c.error_kind}: ${c.error_line.replace(/`/g, "'")}), run \`${c.right}\` (seen ${c.occurrences}x).`);
  }
  return `${lines.join("\n")}\n`;
}
