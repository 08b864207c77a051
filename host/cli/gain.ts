// `rtk gain`: the savings report over the tracking database. Savings count only rtk's own
// filtering (input = raw bytes the core saw, output = what rtk printed), so an agent's own
// `| head` never counts; a run whose output grew shows negative savings, and they stay negative
// in every total. Days, weeks and months are UTC.

import type { SqlDatabase, SqlValue } from "../runtime/contract";

export interface GainOptions {
  /** Only runs in this directory or below. */
  project?: string;
  graph?: boolean;
  history?: boolean;
  daily?: boolean;
  weekly?: boolean;
  monthly?: boolean;
  format: "text" | "json" | "csv";
  failures?: boolean;
  /** The monthly quota view for a subscription tier. */
  quota?: QuotaTier;
  /** Recall use per filter family. */
  recalls?: boolean;
  /** Reads per recall id (recall.ts recallReads), for `recalls`. */
  recallReads?: Map<string, number>;
  colors: boolean;
  now?: Date;
}

interface Totals {
  commands: number;
  input: number;
  output: number;
  saved: number;
  time: number;
}

export interface PeriodStats {
  commands: number;
  input_tokens: number;
  output_tokens: number;
  saved_tokens: number;
  savings_pct: number;
  total_time_ms: number;
  avg_time_ms: number;
}
export type DayStats = PeriodStats & { date: string };
export type WeekStats = PeriodStats & { week_start: string; week_end: string };
export type MonthStats = PeriodStats & { month: string };

/** The WHERE clause for the project scope: the directory itself or anything below it (GLOB, escaped). */
function scope(project: string | undefined): { where: string; params: SqlValue[] } {
  if (!project) return { where: "", params: [] };
  const escaped = project.replace(/[*?[]/g, (c) => `[${c}]`);
  return { where: "WHERE (project_path = ? OR project_path GLOB ?)", params: [project, `${escaped}/*`] };
}

function totals(db: SqlDatabase, project?: string): Totals {
  const s = scope(project);
  const row = db.all<Record<string, number | null>>(
    `SELECT COUNT(*) AS commands, SUM(input_tokens) AS input, SUM(output_tokens) AS output, SUM(saved_tokens) AS saved,
       SUM(exec_time_ms) AS time FROM commands ${s.where}`,
    s.params,
  )[0];
  return { commands: Number(row.commands ?? 0), input: Number(row.input ?? 0), output: Number(row.output ?? 0), saved: Number(row.saved ?? 0), time: Number(row.time ?? 0) };
}

const pct = (saved: number, input: number) => (input > 0 ? (saved / input) * 100 : 0);

function period(commands: number, input: number, output: number, saved: number, time: number): PeriodStats {
  return {
    commands,
    input_tokens: input,
    output_tokens: output,
    saved_tokens: saved,
    savings_pct: Math.round(pct(saved, input) * 10) / 10,
    total_time_ms: time,
    avg_time_ms: commands > 0 ? Math.round(time / commands) : 0,
  };
}

export function dailyStats(db: SqlDatabase, project?: string): DayStats[] {
  const s = scope(project);
  return db
    .all<Record<string, number | string>>(
      `SELECT substr(timestamp, 1, 10) AS day, COUNT(*) AS n, SUM(input_tokens) AS i, SUM(output_tokens) AS o,
         SUM(saved_tokens) AS s, SUM(exec_time_ms) AS t FROM commands ${s.where} GROUP BY day ORDER BY day`,
      s.params,
    )
    .map((r) => ({ date: String(r.day), ...period(Number(r.n), Number(r.i), Number(r.o), Number(r.s), Number(r.t)) }));
}

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function merge<T extends object>(rows: DayStats[], keyOf: (d: DayStats) => string, make: (key: string, p: PeriodStats) => T): T[] {
  const groups = new Map<string, [number, number, number, number, number]>();
  for (const d of rows) {
    const k = keyOf(d);
    const g = groups.get(k) ?? [0, 0, 0, 0, 0];
    g[0] += d.commands;
    g[1] += d.input_tokens;
    g[2] += d.output_tokens;
    g[3] += d.saved_tokens;
    g[4] += d.total_time_ms;
    groups.set(k, g);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, g]) => make(k, period(...g)));
}

/** The Sunday that starts the week of a YYYY-MM-DD date (UTC). */
export function weekStartOf(date: string): string {
  return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** Sunday-to-Saturday weeks. */
export function weeklyStats(days: DayStats[]): WeekStats[] {
  return merge(days, (d) => weekStartOf(d.date), (start, p) => ({ week_start: start, week_end: addDays(start, 6), ...p }));
}

export function monthlyStats(days: DayStats[]): MonthStats[] {
  return merge(days, (d) => d.date.slice(0, 7), (month, p) => ({ month, ...p }));
}

/** 1.2K, 3.4M; negative numbers keep their sign. */
export function compact(n: number): string {
  const a = Math.abs(n);
  const sign = n < 0 ? "-" : "";
  if (a >= 1_000_000) return `${sign}${(a / 1_000_000).toFixed(1)}M`;
  if (a >= 1_000) return `${sign}${(a / 1_000).toFixed(1)}K`;
  return `${sign}${Math.round(a)}`;
}

export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const s = Math.round(ms / 1000);
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/** A bar of `cells` cells, `fraction` (0..1) of them full. */
function bar(fraction: number, cells: number): string {
  const full = Math.max(0, Math.min(cells, Math.round(fraction * cells)));
  return "█".repeat(full) + "░".repeat(cells - full);
}

function truncate(s: string, n: number): string {
  const chars = [...s];
  return chars.length <= n ? s : `${chars.slice(0, n - 3).join("")}...`;
}

function painter(colors: boolean) {
  const wrap = (code: string) => (s: string) => (colors ? `\x1b[${code}m${s}\x1b[0m` : s);
  const green = wrap("32");
  const yellow = wrap("33");
  const red = wrap("31");
  return {
    bold: wrap("1"),
    dim: wrap("2"),
    byPct: (p: number, s: string) => (p >= 70 ? green(s) : p >= 40 ? yellow(s) : red(s)),
  };
}

export const EMPTY_MESSAGE = "No tracking data yet.\nRun some rtk commands to start tracking savings.\n";

function summaryText(db: SqlDatabase, o: GainOptions): string {
  const c = painter(o.colors);
  const t = totals(db, o.project);
  const p = pct(t.saved, t.input);
  const lines: string[] = [];
  lines.push(c.bold(`RTK Token Savings (${o.project ? "Project" : "Global"} Scope)`));
  if (o.project) lines.push(`Scope: ${o.project}`);
  lines.push("═".repeat(60), "");
  lines.push(`Total commands:    ${t.commands}`);
  lines.push(`Input tokens:      ${compact(t.input)}`);
  lines.push(`Output tokens:     ${compact(t.output)}`);
  lines.push(`Tokens saved:      ${c.byPct(p, `${compact(t.saved)} (${p.toFixed(1)}%)`)}`);
  lines.push(`Total exec time:   ${duration(t.time)} (avg ${duration(t.commands ? t.time / t.commands : 0)})`);
  lines.push(`Efficiency meter: ${c.byPct(p, bar(p / 100, 24))} ${p.toFixed(1)}%`);
  lines.push("");

  const s = scope(o.project);
  const rows = db.all<Record<string, number | string>>(
    `SELECT rtk_cmd AS cmd, COUNT(*) AS n, SUM(saved_tokens) AS saved, SUM(input_tokens) AS input, AVG(exec_time_ms) AS time
       FROM commands ${s.where} GROUP BY rtk_cmd ORDER BY saved DESC, n DESC LIMIT 10`,
    s.params,
  );
  if (rows.length > 0) {
    const rule = "─".repeat(71);
    const top = Math.max(0, ...rows.map((r) => Number(r.saved)));
    lines.push(c.bold("By Command"), rule);
    lines.push("  #  Command                   Count  Saved    Avg%    Time  Impact", rule);
    rows.forEach((r, i) => {
      const rp = pct(Number(r.saved), Number(r.input));
      const impact = top > 0 ? bar(Math.max(0, Number(r.saved)) / top, 10) : bar(0, 10);
      lines.push(
        `${String(i + 1).padStart(2)}.  ${truncate(String(r.cmd), 25).padEnd(25)} ${String(r.n).padStart(6)} ${compact(Number(r.saved)).padStart(6)} ${c.byPct(rp, `${rp.toFixed(1)}%`.padStart(7))} ${duration(Number(r.time)).padStart(7)}  ${impact}`,
      );
    });
    lines.push(rule);
  }
  return `${lines.join("\n")}\n`;
}

function graphText(db: SqlDatabase, o: GainOptions): string {
  const now = o.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const byDay = new Map(dailyStats(db, o.project).map((d) => [d.date, d.saved_tokens]));
  const days = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
  const top = Math.max(0, ...days.map((d) => byDay.get(d) ?? 0));
  const lines = ["Daily Savings (last 30 days)", "═".repeat(60)];
  for (const d of days) {
    const saved = byDay.get(d) ?? 0;
    lines.push(`${d.slice(5)} │${"█".repeat(top > 0 ? Math.round((Math.max(0, saved) / top) * 40) : 0).padEnd(40)} ${compact(saved)}`);
  }
  return `${lines.join("\n")}\n`;
}

function historyText(db: SqlDatabase, o: GainOptions): string {
  const s = scope(o.project);
  const rows = db.all<Record<string, number | string>>(
    `SELECT timestamp, rtk_cmd, saved_tokens, savings_pct FROM commands ${s.where} ORDER BY timestamp DESC, id DESC LIMIT 10`,
    s.params,
  );
  const lines = ["Recent Commands", "═".repeat(60)];
  for (const r of rows) {
    const p = Number(r.savings_pct);
    const marker = p >= 70 ? "▲" : p >= 30 ? "■" : "•";
    const ts = String(r.timestamp);
    lines.push(`${ts.slice(5, 10)} ${ts.slice(11, 16)} ${marker} ${truncate(String(r.rtk_cmd), 25).padEnd(25)} ${`${Math.round(p) === 0 ? "" : p > 0 ? "-" : "+"}${Math.abs(p).toFixed(0)}%`.padStart(5)} (${compact(Number(r.saved_tokens))})`);
  }
  return `${lines.join("\n")}\n`;
}

function periodTable<T extends PeriodStats>(title: string, key: string, rows: T[], label: (r: T) => string): string {
  const rule = "─".repeat(64);
  const lines = [`${title} (${rows.length} ${key})`, "═".repeat(64), `${"Date".padEnd(14)}${"Cmds".padStart(6)}${"Input".padStart(11)}${"Output".padStart(11)}${"Saved".padStart(11)}${"Save%".padStart(8)}`, rule];
  const fmt = (name: string, p: PeriodStats) =>
    `${name.padEnd(14)}${String(p.commands).padStart(6)}${compact(p.input_tokens).padStart(11)}${compact(p.output_tokens).padStart(11)}${compact(p.saved_tokens).padStart(11)}${`${p.savings_pct.toFixed(1)}%`.padStart(8)}`;
  const sum = [0, 0, 0, 0, 0] as [number, number, number, number, number];
  for (const r of rows) {
    lines.push(fmt(label(r), r));
    sum[0] += r.commands;
    sum[1] += r.input_tokens;
    sum[2] += r.output_tokens;
    sum[3] += r.saved_tokens;
    sum[4] += r.total_time_ms;
  }
  lines.push(rule, fmt("TOTAL", period(...sum)));
  return `${lines.join("\n")}\n`;
}

function failuresText(db: SqlDatabase): string {
  const rows = db.all<Record<string, number | string>>(
    "SELECT timestamp, raw_command, error_message, fallback_succeeded FROM parse_failures ORDER BY timestamp DESC, id DESC LIMIT 50",
  );
  const total = Number(db.all<{ n: number }>("SELECT COUNT(*) AS n FROM parse_failures")[0].n);
  if (total === 0) return "No parse failures recorded.\n";
  const lines = [`Parse Failures (${total}; commands rtk ran raw instead)`, "═".repeat(60)];
  for (const r of rows) {
    const ts = String(r.timestamp);
    lines.push(`${ts.slice(5, 10)} ${ts.slice(11, 16)} ${Number(r.fallback_succeeded) ? "ok  " : "FAIL"} ${truncate(String(r.raw_command), 40)} — ${r.error_message}`);
  }
  return `${lines.join("\n")}\n`;
}

function summaryJson(t: Totals) {
  return {
    total_commands: t.commands,
    total_input: t.input,
    total_output: t.output,
    total_saved: t.saved,
    avg_savings_pct: Math.round(pct(t.saved, t.input) * 10) / 10,
    total_time_ms: t.time,
    avg_time_ms: t.commands ? Math.round(t.time / t.commands) : 0,
  };
}

const CSV_COLUMNS = ["commands", "input_tokens", "output_tokens", "saved_tokens", "savings_pct", "total_time_ms", "avg_time_ms"] as const;

function csvSection(title: string, keys: string[], rows: readonly PeriodStats[]): string {
  const lines = [`# ${title}`, [...keys, ...CSV_COLUMNS].join(",")];
  for (const r of rows) lines.push([...keys, ...CSV_COLUMNS].map((k) => String((r as unknown as Record<string, unknown>)[k])).join(","));
  return `${lines.join("\n")}\n`;
}

export type QuotaTier = "pro" | "5x" | "20x";

/**
 * The subscription tiers' monthly token budgets, as the reference estimates them from ~44K
 * tokens per 5 hours on Pro (a heuristic: Anthropic publishes usage limits, not token counts).
 */
export const QUOTA_TIERS: Record<QuotaTier, { name: string; price: number; tokens: number }> = {
  pro: { name: "Pro ($20/mo)", price: 20, tokens: 6_000_000 },
  "5x": { name: "Max 5x ($100/mo)", price: 100, tokens: 30_000_000 },
  "20x": { name: "Max 20x ($200/mo)", price: 200, tokens: 120_000_000 },
};

function savedSince(db: SqlDatabase, since: string, project?: string): number {
  const s = scope(project);
  const where = s.where ? `${s.where} AND timestamp >= ?` : "WHERE timestamp >= ?";
  const row = db.all<{ saved: number | null }>(`SELECT SUM(saved_tokens) AS saved FROM commands ${where}`, [...s.params, since])[0];
  return Number(row?.saved ?? 0);
}

function quotaReport(db: SqlDatabase, o: GainOptions, tier: QuotaTier): string {
  const t = QUOTA_TIERS[tier];
  const now = o.now ?? new Date();
  const lifetime = totals(db, o.project).saved;
  const month = savedSince(db, new Date(now.getTime() - 30 * 86_400_000).toISOString(), o.project);
  const share = (n: number) => Math.round((Math.max(0, n) / t.tokens) * 1000) / 10;
  if (o.format === "json") {
    return `${JSON.stringify({ tier, tier_name: t.name, monthly_quota_tokens: t.tokens, saved_last_30_days: month, saved_lifetime: lifetime, quota_preserved_pct: share(month) }, null, 2)}\n`;
  }
  const lines = [
    "Monthly Quota Analysis",
    "═".repeat(60),
    `Subscription tier:        ${t.name}`,
    `Estimated monthly quota:  ${compact(t.tokens)} tokens`,
    `Tokens saved (30 days):   ${compact(month)}`,
    `Tokens saved (lifetime):  ${compact(lifetime)}`,
    `Quota preserved:          ${share(month).toFixed(1)}% of a month's quota (last 30 days)`,
    "",
    "Heuristic estimate based on ~44K tokens/5h (Pro baseline); the tiers' real limits are not token counts.",
  ];
  return `${lines.join("\n")}\n`;
}

export interface RecallFamily {
  family: string;
  runs: number;
  /** Runs whose output a filter cut (a recall hint was printed). */
  cut: number;
  /** Runs whose raw output was saved for `rtk recall`. */
  saved: number;
  /** Reads of those saved outputs (`rtk recall <id>`). */
  reads: number;
  /** Saved outputs read at least once. */
  read_back: number;
}

/** The family of a run's label: `rtk git status` -> `rtk git`, `rtk:toml make all` -> `rtk:toml make`. */
function family(label: string): string {
  const words = label.split(" ");
  return words.slice(0, 2).join(" ");
}

/**
 * Recall per filter family: how often a family cut output, how much it saved for recall, and how
 * often the agent read it back (a family read back often cuts what agents need).
 */
export function recallFamilies(db: SqlDatabase, reads: Map<string, number>, project?: string): RecallFamily[] {
  const s = scope(project);
  const rows = db.all<{ rtk_cmd: string; cut: number; recall_id: string | null }>(`SELECT rtk_cmd, cut, recall_id FROM commands ${s.where}`, s.params);
  const families = new Map<string, RecallFamily>();
  for (const r of rows) {
    const name = family(String(r.rtk_cmd));
    const f = families.get(name) ?? { family: name, runs: 0, cut: 0, saved: 0, reads: 0, read_back: 0 };
    f.runs++;
    if (Number(r.cut)) f.cut++;
    if (r.recall_id) {
      f.saved++;
      const n = reads.get(String(r.recall_id)) ?? 0;
      f.reads += n;
      if (n > 0) f.read_back++;
    }
    families.set(name, f);
  }
  return [...families.values()].filter((f) => f.cut > 0 || f.saved > 0).sort((a, b) => b.reads - a.reads || b.cut - a.cut || (a.family < b.family ? -1 : 1));
}

function recallsReport(db: SqlDatabase, o: GainOptions): string {
  const list = recallFamilies(db, o.recallReads ?? new Map(), o.project);
  if (o.format === "json") return `${JSON.stringify({ recalls: list }, null, 2)}\n`;
  const lines = ["Recall by Filter Family", "═".repeat(72)];
  if (list.length === 0) lines.push("No run cut or saved output yet.");
  else {
    lines.push(`${"Family".padEnd(26)}${"Runs".padStart(7)}${"Cut".padStart(7)}${"Saved".padStart(7)}${"Reads".padStart(7)}${"Read back".padStart(11)}`);
    for (const f of list) {
      const rate = f.saved > 0 ? `${((f.read_back / f.saved) * 100).toFixed(1)}%` : "-";
      lines.push(`${truncate(f.family, 25).padEnd(26)}${String(f.runs).padStart(7)}${String(f.cut).padStart(7)}${String(f.saved).padStart(7)}${String(f.reads).padStart(7)}${rate.padStart(11)}`);
    }
    lines.push("", "Read back: saved outputs the agent opened with rtk recall; a high rate means the filter cuts what is needed.");
  }
  return `${lines.join("\n")}\n`;
}

/** The whole report for the options, as text, JSON or CSV. */
export function gainReport(db: SqlDatabase, o: GainOptions): string {
  if (o.failures) return failuresText(db);
  if (o.quota) return quotaReport(db, o, o.quota);
  if (o.recalls) return recallsReport(db, o);
  const t = totals(db, o.project);
  const wantDays = o.daily || o.weekly || o.monthly;
  const days = wantDays || o.format === "csv" ? dailyStats(db, o.project) : [];
  if (o.format === "json") {
    const out: Record<string, unknown> = { summary: summaryJson(t) };
    if (o.daily) out.daily = days;
    if (o.weekly) out.weekly = weeklyStats(days);
    if (o.monthly) out.monthly = monthlyStats(days);
    return `${JSON.stringify(out, null, 2)}\n`;
  }
  if (o.format === "csv") {
    const parts: string[] = [];
    // CSV is for rows: the daily table when no period is asked for.
    if (o.daily || !wantDays) parts.push(csvSection("Daily Data", ["date"], days));
    if (o.weekly) parts.push(csvSection("Weekly Data", ["week_start", "week_end"], weeklyStats(days)));
    if (o.monthly) parts.push(csvSection("Monthly Data", ["month"], monthlyStats(days)));
    return parts.join("\n");
  }
  if (t.commands === 0) return EMPTY_MESSAGE;
  const parts: string[] = [];
  if (o.graph) parts.push(graphText(db, o));
  if (o.history) parts.push(historyText(db, o));
  if (o.daily) parts.push(periodTable("Daily Breakdown", "days", days, (r) => r.date));
  if (o.weekly) parts.push(periodTable("Weekly Breakdown", "weeks", weeklyStats(days), (r) => r.week_start));
  if (o.monthly) parts.push(periodTable("Monthly Breakdown", "months", monthlyStats(days), (r) => r.month));
  if (parts.length === 0) parts.push(summaryText(db, o));
  return parts.join("\n");
}

/** Deletes the recorded runs (only the project's with a project scope) and the failure log. */
export function resetGain(db: SqlDatabase, project?: string): void {
  const s = scope(project);
  db.run(`DELETE FROM commands ${s.where}`, s.params);
  if (!project) db.run("DELETE FROM parse_failures");
}
