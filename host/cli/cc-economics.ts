// `rtk cc-economics`: what Claude Code cost, from its own usage records (the `usage` of every
// assistant response in its transcripts, counted once per response), priced per model with the
// table below, beside what rtk saved in the same days (the tracking database). Saved tokens are
// valued at the input price of the models used that period (weighted by their input tokens):
// a saved token would have been read once as input at least; later turns re-read it from the
// cache at a lower price, so this is an estimate, stated as such in the report.

import type { UsageRecord } from "./transcripts";
import { weekStartOf } from "./gain";

/** USD per million tokens: input, output, cache write (5-minute), cache read. */
export interface Price {
  family: string;
  input: number;
  output: number;
  cacheWrite: number;
  cacheRead: number;
}

/**
 * Anthropic's published API prices per million tokens (anthropic.com/pricing, as of 2026-11),
 * matched on the model id in this order; docs/analytics.md repeats the table.
 */
export const PRICES: [RegExp, Price][] = [
  [/opus-4-[5-9]/, { family: "Opus 4.5+", input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 }],
  [/opus/, { family: "Opus 4/4.1", input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 }],
  [/sonnet/, { family: "Sonnet", input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 }],
  [/haiku-4/, { family: "Haiku 4.5", input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 }],
  [/haiku/, { family: "Haiku 3.5", input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08 }],
];

export function priceFor(model: string): Price | null {
  for (const [pattern, price] of PRICES) if (pattern.test(model)) return price;
  return null;
}

export function cost(u: UsageRecord, p: Price): number {
  return (u.input * p.input + u.output * p.output + u.cacheWrite * p.cacheWrite + u.cacheRead * p.cacheRead) / 1_000_000;
}

export type PeriodKind = "daily" | "weekly" | "monthly";

export interface EconomicsRow {
  period: string;
  responses: number;
  input_tokens: number;
  output_tokens: number;
  cache_write_tokens: number;
  cache_read_tokens: number;
  spend_usd: number;
  /** Responses of models not in the price table (their tokens are counted, not priced). */
  unpriced_responses: number;
  rtk_saved_tokens: number;
  rtk_saved_usd: number;
  /** rtk_saved_usd / spend_usd, in percent. */
  saved_pct_of_spend: number;
}

interface Acc {
  responses: number;
  input: number;
  output: number;
  cacheWrite: number;
  cacheRead: number;
  spend: number;
  unpriced: number;
  /** Sum of input tokens x input price, for the weighted input price. */
  inputValue: number;
  saved: number;
}

const empty = (): Acc => ({ responses: 0, input: 0, output: 0, cacheWrite: 0, cacheRead: 0, spend: 0, unpriced: 0, inputValue: 0, saved: 0 });

export function periodOf(date: string, kind: PeriodKind | "total"): string {
  if (kind === "daily") return date;
  if (kind === "weekly") return weekStartOf(date);
  if (kind === "monthly") return date.slice(0, 7);
  return "total";
}

/** Folds usage records and rtk's saved tokens per day into rows per period. */
export class Economics {
  private readonly days = new Map<string, Acc>();
  readonly models = new Map<string, { responses: number; spend: number; priced: boolean }>();

  addUsage(u: UsageRecord): void {
    const day = u.time.slice(0, 10);
    if (day.length !== 10) return;
    const a = this.days.get(day) ?? empty();
    this.days.set(day, a);
    const p = priceFor(u.model);
    a.responses++;
    a.input += u.input;
    a.output += u.output;
    a.cacheWrite += u.cacheWrite;
    a.cacheRead += u.cacheRead;
    const m = this.models.get(u.model) ?? { responses: 0, spend: 0, priced: p !== null };
    m.responses++;
    if (p === null) a.unpriced++;
    else {
      const c = cost(u, p);
      a.spend += c;
      m.spend += c;
      a.inputValue += (u.input + u.cacheWrite + u.cacheRead) * p.input;
    }
    this.models.set(u.model, m);
  }

  addSaved(day: string, saved: number): void {
    const a = this.days.get(day) ?? empty();
    this.days.set(day, a);
    a.saved += saved;
  }

  rows(kind: PeriodKind | "total"): EconomicsRow[] {
    const groups = new Map<string, Acc>();
    for (const [day, d] of this.days) {
      const key = periodOf(day, kind);
      const g = groups.get(key) ?? empty();
      for (const k of Object.keys(g) as (keyof Acc)[]) g[k] += d[k];
      groups.set(key, g);
    }
    // A period with no priced usage values savings at the Sonnet input price.
    const fallback = PRICES[2][1].input;
    return [...groups.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([period, g]) => {
        const tokensIn = g.input + g.cacheWrite + g.cacheRead;
        const inputPrice = tokensIn > 0 && g.inputValue > 0 ? g.inputValue / tokensIn : fallback;
        const savedUsd = (Math.max(0, g.saved) * inputPrice) / 1_000_000;
        return {
          period,
          responses: g.responses,
          input_tokens: g.input,
          output_tokens: g.output,
          cache_write_tokens: g.cacheWrite,
          cache_read_tokens: g.cacheRead,
          spend_usd: round2(g.spend),
          unpriced_responses: g.unpriced,
          rtk_saved_tokens: g.saved,
          rtk_saved_usd: round2(savedUsd),
          saved_pct_of_spend: g.spend > 0 ? Math.round((savedUsd / g.spend) * 1000) / 10 : 0,
        };
      });
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const usd = (n: number) => `$${n.toFixed(2)}`;

function tokens(n: number): string {
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)}M` : n >= 1000 ? `${(n / 1000).toFixed(1)}K` : String(n);
}

export function economicsText(e: Economics, kinds: PeriodKind[], scope: string): string {
  const lines = ["Claude Code Economics -- spend vs rtk savings", "═".repeat(72), `Scope: ${scope}`];
  const [total] = e.rows("total");
  if (!total) {
    lines.push("No Claude Code usage records and no rtk runs found.");
    return `${lines.join("\n")}\n`;
  }
  lines.push(
    `Responses:        ${total.responses}`,
    `Tokens:           ${tokens(total.input_tokens)} input, ${tokens(total.output_tokens)} output, ${tokens(total.cache_write_tokens)} cache write, ${tokens(total.cache_read_tokens)} cache read`,
    `Spend (est.):     ${usd(total.spend_usd)}${total.unpriced_responses > 0 ? ` (${total.unpriced_responses} responses of unknown models not priced)` : ""}`,
    `rtk saved:        ${tokens(total.rtk_saved_tokens)} tokens ~ ${usd(total.rtk_saved_usd)} (${total.saved_pct_of_spend.toFixed(1)}% of spend)`,
  );
  const models = [...e.models.entries()].sort((a, b) => b[1].spend - a[1].spend);
  if (models.length > 0) {
    lines.push("", "By model:");
    for (const [model, m] of models) lines.push(`  ${(model || "(none)").padEnd(34)} ${String(m.responses).padStart(7)} responses  ${m.priced ? usd(m.spend).padStart(10) : "not priced".padStart(10)}`);
  }
  for (const kind of kinds) {
    const rule = "─".repeat(72);
    lines.push("", `${kind[0].toUpperCase()}${kind.slice(1)}`, rule, `${"Period".padEnd(12)}${"Responses".padStart(10)}${"Spend".padStart(12)}${"rtk saved".padStart(12)}${"Saved $".padStart(10)}${"% spend".padStart(9)}`, rule);
    for (const r of e.rows(kind)) {
      lines.push(`${r.period.padEnd(12)}${String(r.responses).padStart(10)}${usd(r.spend_usd).padStart(12)}${tokens(r.rtk_saved_tokens).padStart(12)}${usd(r.rtk_saved_usd).padStart(10)}${`${r.saved_pct_of_spend.toFixed(1)}%`.padStart(9)}`);
    }
  }
  lines.push("", "Spend: the usage in Claude Code's transcripts at API list prices (a subscription bills differently).");
  lines.push("Saved $: tokens rtk kept out of the context, valued once at that period's input price.");
  return `${lines.join("\n")}\n`;
}

export function economicsCsv(e: Economics, kind: PeriodKind): string {
  const cols = ["period", "responses", "input_tokens", "output_tokens", "cache_write_tokens", "cache_read_tokens", "spend_usd", "unpriced_responses", "rtk_saved_tokens", "rtk_saved_usd", "saved_pct_of_spend"] as const;
  return `${[cols.join(","), ...e.rows(kind).map((r) => cols.map((c) => String(r[c])).join(","))].join("\n")}\n`;
}
