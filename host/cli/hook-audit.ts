// The hook's audit log, opt-in: with RTK_HOOK_AUDIT=1, `rtk hook <agent>` appends one JSON line
// per decision to `<RTK_AUDIT_DIR, default the data dir>/hook-audit.jsonl` (owner-only), after
// its answer is written. Without it the hook pays one environment lookup. A line names the
// command by its rule family (`git status`, the program word for a command with no rule), never
// the whole command line, so no argument (a token, a password) is written. `rtk hook-audit`
// reports the log.

import type { Classification, Rtk } from "../../bindings/index";
import type { Adapter } from "../runtime/contract";
import type { HookAnswer } from "./hooks/index";

export interface AuditLine {
  time: string;
  agent: string;
  /** rewrite (allow or ask), pass (nothing to rewrite, or denied), neutral (no shell command read). */
  decision: "rewrite" | "pass" | "neutral";
  permission?: "allow" | "ask";
  /** `rtk rewrite`'s exit code for the command: 0 allow, 1 nothing, 2 deny, 3 ask. */
  exit?: number;
  /** The command's rule family and subcommand, or its program word. */
  command?: string;
}

export function auditFile(adapter: Adapter, dataDir: string): string {
  return `${adapter.env("RTK_AUDIT_DIR") || dataDir}/hook-audit.jsonl`;
}

/** What the log keeps of a command: its family per the rule table, never its arguments. */
export function auditName(c: Classification, commandLine: string): string {
  if (c.kind === "supported" && "rule" in c) return `${c.rtk.slice(4)}${c.subcommand ? ` ${c.subcommand}` : ""}`;
  if (c.kind === "unsupported") return c.base.slice(0, (`${c.base} `).indexOf(" "));
  return commandLine.trim() === "" ? "" : "(shell)";
}

/** Appends one decision; an unwritable log is one line on stderr, the hook's answer stands. */
export function appendAudit(adapter: Adapter, dataDir: string, line: AuditLine): void {
  const file = auditFile(adapter, dataDir);
  try {
    adapter.makeDir(file.slice(0, file.lastIndexOf("/")), 0o700);
    adapter.appendPrivate(file, new TextEncoder().encode(`${JSON.stringify(line)}\n`));
  } catch (err) {
    adapter.write(2, new TextEncoder().encode(`[rtk] hook audit: cannot write ${file}: ${(err as Error).message}\n`));
  }
}

export interface AuditReport {
  file: string;
  since_days: number;
  decisions: number;
  rewrites: number;
  passes: number;
  neutral: number;
  by_agent: Record<string, number>;
  top_rewritten: [string, number][];
  top_passed: [string, number][];
  bad_lines: number;
}

/** Reads the log (line by line, bounded) into the report. */
export async function auditReport(adapter: Adapter, file: string, sinceDays: number, now = Date.now()): Promise<AuditReport | null> {
  const { readJsonLines } = await import("./transcripts");
  const since = sinceDays > 0 ? now - sinceDays * 86_400_000 : 0;
  const r: AuditReport = { file, since_days: sinceDays, decisions: 0, rewrites: 0, passes: 0, neutral: 0, by_agent: {}, top_rewritten: [], top_passed: [], bad_lines: 0 };
  const rewritten = new Map<string, number>();
  const passed = new Map<string, number>();
  const counts = { badLines: 0 };
  const ok = await readJsonLines(adapter, file, (value) => {
    const l = value as AuditLine;
    if (typeof l?.time !== "string" || Date.parse(l.time) < since) return;
    r.decisions++;
    r.by_agent[l.agent] = (r.by_agent[l.agent] ?? 0) + 1;
    if (l.decision === "rewrite") {
      r.rewrites++;
      if (l.command) rewritten.set(l.command, (rewritten.get(l.command) ?? 0) + 1);
    } else if (l.decision === "pass") {
      r.passes++;
      if (l.command) passed.set(l.command, (passed.get(l.command) ?? 0) + 1);
    } else r.neutral++;
  }, counts);
  if (!ok) return null;
  const top = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 10);
  r.top_rewritten = top(rewritten);
  r.top_passed = top(passed);
  r.bad_lines = counts.badLines;
  return r;
}

export function auditText(r: AuditReport): string {
  const pct = (n: number) => (r.decisions > 0 ? `${((n / r.decisions) * 100).toFixed(1)}%` : "-");
  const lines = ["RTK Hook Audit", "═".repeat(60), `Log: ${r.file} (${r.since_days > 0 ? `last ${r.since_days} days` : "all"})`, ""];
  lines.push(`Decisions:   ${r.decisions}`);
  lines.push(`Rewritten:   ${r.rewrites} (${pct(r.rewrites)})`);
  lines.push(`Left as is:  ${r.passes} (${pct(r.passes)})`);
  lines.push(`No command:  ${r.neutral} (${pct(r.neutral)})`);
  lines.push(`By agent:    ${Object.entries(r.by_agent).map(([a, n]) => `${a} ${n}`).join(", ") || "-"}`);
  if (r.top_rewritten.length > 0) lines.push("", "Rewritten most:", ...r.top_rewritten.map(([c, n]) => `  ${String(n).padStart(6)}  ${c}`));
  if (r.top_passed.length > 0) lines.push("", "Left as is most:", ...r.top_passed.map(([c, n]) => `  ${String(n).padStart(6)}  ${c}`));
  if (r.bad_lines > 0) lines.push("", `(${r.bad_lines} unreadable lines skipped)`);
  return `${lines.join("\n")}\n`;
}

/**
 * Records the hook's answer (the caller checked RTK_HOOK_AUDIT=1): `exit` is the rewrite
 * decision's exit code when one was made, `rtk` the hook's core (classifying costs nothing more).
 */
export async function auditDecision(adapter: Adapter, rtk: () => Rtk, agent: string, answer: HookAnswer, exit: number | undefined): Promise<void> {
  const { loadRuntime } = await import("../runtime/detect");
  const dataDir = (await loadRuntime()).paths.dataDir();
  const line: AuditLine = { time: new Date().toISOString(), agent, decision: answer.action === undefined ? "neutral" : answer.action.kind };
  if (answer.action?.kind === "rewrite") line.permission = answer.action.permission;
  if (exit !== undefined) line.exit = exit;
  if (answer.call) line.command = auditName(rtk().classifyCommand(answer.call.command), answer.call.command);
  appendAudit(adapter, dataDir, line);
}
