// rtk cc-economics over the constructed Claude Code records (fixtures/sessions) and runs recorded
// here, in every runtime. Prices: host/cli/cc-economics.ts (docs/analytics.md).
import { cpSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES } from "../helpers/cli";
import { type Home, makeHome, makeRepo } from "../helpers/home";

describe.each(RUNTIMES)("rtk cc-economics under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
    cpSync(join(ROOT, "fixtures/sessions/home"), home.dir, { recursive: true });
  });
  afterEach(() => home.cleanup());

  it("prices each response once per model and joins rtk's savings by day", () => {
    const repo = makeRepo(home.dir, 40);
    expect(home.run(runtime, ["git", "status"], { cwd: repo }).code).toBe(0);
    const saved = home.rows<{ s: number }>("SELECT SUM(saved_tokens) AS s FROM commands")[0].s;
    const r = home.run(runtime, ["cc-economics", "-d", "-f", "json"]);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    // 13 Sonnet 4.5 responses (1200 in, 180 out, 2000 cache write, 30000 cache read: $0.0228 each)
    // and one Opus 4.1 (3000 in, 400 out, 50000 cache read: $0.15); each response is written on two
    // lines (text, tool use) and counted once.
    expect(j.summary).toMatchObject({ responses: 14, input_tokens: 18600, output_tokens: 2740, cache_read_tokens: 440000, spend_usd: 0.45, unpriced_responses: 0 });
    expect(j.models["claude-sonnet-4-5-20250929"]).toMatchObject({ responses: 13, priced: true });
    expect(j.models["claude-opus-4-1-20250805"].spend).toBeCloseTo(0.15, 6);
    expect(j.summary.rtk_saved_tokens).toBe(saved);
    const days = j.daily.map((d: { period: string; responses: number }) => [d.period, d.responses]);
    expect(days).toContainEqual(["2026-11-20", 9]);
    expect(days).toContainEqual(["2026-11-21", 5]);
    const csv = home.run(runtime, ["cc-economics", "-m", "-f", "csv"]).out.split("\n");
    expect(csv[0]).toBe("period,responses,input_tokens,output_tokens,cache_write_tokens,cache_read_tokens,spend_usd,unpriced_responses,rtk_saved_tokens,rtk_saved_usd,saved_pct_of_spend");
    expect(csv).toContainEqual(expect.stringMatching(/^2026-11,14,18600,2740,/));
    const text = home.run(runtime, ["cc-economics"]).out;
    expect(text).toContain("Spend (est.):     $0.45");
  });

  it("bad flags exit 2 and --help works", () => {
    expect(home.run(runtime, ["cc-economics", "-f", "xml"]).code).toBe(2);
    expect(home.run(runtime, ["cc-economics", "--since", "-1"]).code).toBe(2);
    expect(home.run(runtime, ["cc-economics", "--help"]).out).toContain("Usage: rtk cc-economics");
    expect(home.run(runtime, ["--help"]).out).toMatch(/^  cc-economics\b/m);
    expect(home.run(runtime, ["--help"]).out).toMatch(/^  hook-audit\b/m);
  });
});
