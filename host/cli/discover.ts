// `rtk discover` and `rtk session`: what the agents ran without rtk. Every shell call is handed
// to the core (`rewriteSegments`: the rewriter's own decision per segment, so a command counts
// as missed exactly when the hook would have rewritten it), and the tokens of what it printed
// are the core's estimate; the estimated saving is those tokens times the rule's savings rate,
// split evenly over the segments rtk would have filtered (a passthrough subcommand saves none).

import type { Rtk, SegmentReport } from "../../bindings/index";
import type { ScanResult } from "./session-scan";
import type { ShellCall } from "./transcripts";

export interface MissedRow {
  command: string;
  count: number;
  rtk_equivalent: string;
  category: string;
  estimated_savings_tokens: number;
  estimated_savings_pct: number;
  rtk_status: "existing" | "passthrough";
}

export interface UnhandledRow {
  base_command: string;
  count: number;
  example: string;
}

export interface DiscoverReport {
  sessions_scanned: number;
  sessions_with_bash: number;
  files_scanned: number;
  bytes_scanned: number;
  total_commands: number;
  already_rtk: number;
  since_days: number;
  scope: string;
  supported: MissedRow[];
  unsupported: UnhandledRow[];
  parse_errors: number;
  rtk_disabled_count: number;
  rtk_disabled_examples: string[];
}

/** Per session: how many shell calls went through rtk, how many could have. */
export interface SessionRow {
  agent: string;
  session: string;
  project: string;
  first: string;
  last: string;
  commands: number;
  rtk: number;
  missed: number;
}

/** The key a missed command is grouped under: the rtk family and its subcommand. */
function missedKey(s: SegmentReport): string {
  if ("rule" in s && s.kind === "supported") return s.subcommand ? `${s.rtk.replace(/^rtk /, "")} ${s.subcommand}` : s.rtk.replace(/^rtk /, "");
  return s.command;
}

/** Folds shell calls into the discover report and the per-session adoption rows. */
export class DiscoverCollector {
  private readonly missed = new Map<string, MissedRow & { pctSum: number }>();
  private readonly unhandled = new Map<string, UnhandledRow>();
  private readonly sessions = new Map<string, SessionRow>();
  private readonly disabled: string[] = [];
  private disabledCount = 0;
  private total = 0;
  private rtkCalls = 0;

  constructor(private readonly rtk: Rtk) {}

  add(call: ShellCall): void {
    const segments = this.rtk.rewriteSegments(call.command);
    const key = `${call.agent}:${call.session}`;
    const row = this.sessions.get(key) ?? { agent: call.agent, session: call.session, project: call.project, first: call.time, last: call.time, commands: 0, rtk: 0, missed: 0 };
    this.sessions.set(key, row);
    if (call.time && (!row.first || call.time < row.first)) row.first = call.time;
    if (call.time > row.last) row.last = call.time;
    row.commands++;
    this.total++;
    if (segments.some((s) => s.outcome === "rtk")) {
      row.rtk++;
      this.rtkCalls++;
    }
    if (segments.some((s) => s.outcome === "disabled")) {
      this.disabledCount++;
      if (this.disabled.length < 5) this.disabled.push(call.command);
    }
    const rewritten = segments.filter((s) => s.outcome === "rewritten");
    if (rewritten.length > 0) row.missed++;
    const tokens = call.output === null ? 0 : this.rtk.estimateTokens(call.output);
    for (const s of rewritten) {
      const k = missedKey(s);
      const passthrough = "rule" in s && s.status === "Passthrough";
      const pct = "rule" in s && !passthrough ? s.savings : 0;
      const m = this.missed.get(k) ?? {
        command: k, count: 0, rtk_equivalent: "rule" in s ? s.rtk : `rtk ${s.command}`, category: "rule" in s ? s.category : "Filter",
        estimated_savings_tokens: 0, estimated_savings_pct: 0, rtk_status: passthrough ? "passthrough" : "existing", pctSum: 0,
      };
      m.count++;
      m.pctSum += pct;
      m.estimated_savings_tokens += Math.round((tokens * pct) / 100 / rewritten.length);
      this.missed.set(k, m);
    }
    for (const s of segments) {
      if (s.outcome !== "raw" || s.kind !== "unsupported" || !("base" in s)) continue;
      const u = this.unhandled.get(s.base) ?? { base_command: s.base, count: 0, example: call.command };
      u.count++;
      this.unhandled.set(s.base, u);
    }
  }

  report(scan: ScanResult, sinceDays: number, limit: number): DiscoverReport {
    const supported = [...this.missed.values()]
      .map(({ pctSum, ...m }) => ({ ...m, estimated_savings_pct: m.count > 0 ? Math.round(pctSum / m.count) : 0 }))
      .sort((a, b) => b.estimated_savings_tokens - a.estimated_savings_tokens || b.count - a.count || (a.command < b.command ? -1 : 1))
      .slice(0, limit);
    const unsupported = [...this.unhandled.values()].sort((a, b) => b.count - a.count || (a.base_command < b.base_command ? -1 : 1)).slice(0, limit);
    return {
      sessions_scanned: scan.sessions.size,
      sessions_with_bash: this.sessions.size,
      files_scanned: scan.files,
      bytes_scanned: scan.bytes,
      total_commands: this.total,
      already_rtk: this.rtkCalls,
      since_days: sinceDays,
      scope: scan.scope,
      supported,
      unsupported,
      parse_errors: scan.badLines,
      rtk_disabled_count: this.disabledCount,
      rtk_disabled_examples: this.disabled,
    };
  }

  /** Sessions, most recent first. */
  sessionRows(): SessionRow[] {
    return [...this.sessions.values()].sort((a, b) => (a.last < b.last ? 1 : a.last > b.last ? -1 : 0));
  }
}

function cell(s: string, n: number): string {
  const chars = [...s];
  return (chars.length <= n ? s : `${chars.slice(0, n - 2).join("")}..`).padEnd(n);
}

function compactTokens(n: number): string {
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)}M` : n >= 1000 ? `${(n / 1000).toFixed(1)}K` : String(n);
}

export function discoverText(r: DiscoverReport): string {
  const lines = ["RTK Discover -- Savings Opportunities", "=".repeat(52)];
  lines.push(`Scope: ${r.scope}`);
  if (r.files_scanned === 0) {
    lines.push("No agent sessions found (Claude Code: ~/.claude/projects, Codex: ~/.codex/sessions).");
    return `${lines.join("\n")}\n`;
  }
  const pct = r.total_commands > 0 ? ((r.already_rtk / r.total_commands) * 100).toFixed(1) : "0.0";
  lines.push(`Scanned: ${r.sessions_scanned} sessions (${r.sessions_with_bash} with shell commands), ${r.total_commands} shell commands`);
  lines.push(`Already using RTK: ${r.already_rtk} commands (${pct}%)`);
  if (r.supported.length === 0 && r.unsupported.length === 0) {
    lines.push("", "No missed savings found. RTK usage looks good!");
  }
  if (r.supported.length > 0) {
    const rule = "-".repeat(72);
    lines.push("", "MISSED SAVINGS -- Commands RTK already handles", rule);
    lines.push(`${"Command".padEnd(24)} ${"Count".padStart(5)}    ${"RTK Equivalent".padEnd(18)} ${"Status".padEnd(12)}  Est. Savings`);
    let total = 0;
    let count = 0;
    for (const m of r.supported) {
      total += m.estimated_savings_tokens;
      count += m.count;
      lines.push(`${cell(m.command, 24)} ${String(m.count).padStart(5)}    ${cell(m.rtk_equivalent, 18)} ${m.rtk_status.padEnd(12)}  ~${compactTokens(m.estimated_savings_tokens)} tokens`);
    }
    lines.push(rule, `Total: ${count} commands -> ~${compactTokens(total)} saveable`);
  }
  if (r.unsupported.length > 0) {
    const rule = "-".repeat(52);
    lines.push("", "TOP UNHANDLED COMMANDS -- no rtk filter yet", rule, `${"Command".padEnd(24)} ${"Count".padStart(5)}    Example`);
    for (const u of r.unsupported) lines.push(`${cell(u.base_command, 24)} ${String(u.count).padStart(5)}    ${cell(u.example, 40).trimEnd()}`);
    lines.push(rule);
  }
  if (r.rtk_disabled_count > 0) lines.push("", `RTK_DISABLED BYPASS -- ${r.rtk_disabled_count} commands ran without filtering`);
  lines.push("", "~estimated from the size of each command's output in the session records");
  if (r.parse_errors > 0) lines.push(`(${r.parse_errors} unreadable lines skipped)`);
  return `${lines.join("\n")}\n`;
}

export function sessionText(rows: SessionRow[], scope: string, limit: number): string {
  const lines = ["RTK Session Adoption", "=".repeat(72), `Scope: ${scope}`];
  if (rows.length === 0) {
    lines.push("No agent sessions with shell commands found.");
    return `${lines.join("\n")}\n`;
  }
  lines.push(`${"Session".padEnd(10)} ${"Agent".padEnd(6)} ${"Last".padEnd(16)} ${"Cmds".padStart(5)} ${"rtk".padStart(5)} ${"Missed".padStart(6)} ${"Adoption".padStart(8)}  Project`);
  let cmds = 0;
  let viaRtk = 0;
  let missed = 0;
  for (const r of rows) {
    cmds += r.commands;
    viaRtk += r.rtk;
    missed += r.missed;
  }
  for (const r of rows.slice(0, limit)) {
    lines.push(`${cell(r.session, 10)} ${r.agent.padEnd(6)} ${(r.last.slice(0, 16).replace("T", " ") || "-").padEnd(16)} ${String(r.commands).padStart(5)} ${String(r.rtk).padStart(5)} ${String(r.missed).padStart(6)} ${adoption(r.rtk, r.missed).padStart(8)}  ${r.project}`);
  }
  lines.push("-".repeat(72));
  lines.push(`${rows.length} sessions, ${cmds} shell commands: ${viaRtk} through rtk, ${missed} rtk could have filtered; adoption ${adoption(viaRtk, missed)}`);
  lines.push("(adoption = commands through rtk / commands rtk filters; the rest have no rtk filter)");
  return `${lines.join("\n")}\n`;
}

/** Share of the commands rtk filters that went through it. */
export function adoption(viaRtk: number, missed: number): string {
  return viaRtk + missed > 0 ? `${((viaRtk / (viaRtk + missed)) * 100).toFixed(1)}%` : "-";
}
