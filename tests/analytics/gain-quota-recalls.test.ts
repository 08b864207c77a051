// rtk gain --quota -t pro|5x|20x and rtk gain --recalls, over runs recorded here, in every runtime.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { type Home, makeHome, makeRepo } from "../helpers/home";

describe.each(RUNTIMES)("rtk gain --quota and --recalls under $name", (runtime) => {
  let home: Home;
  let repo: string;
  beforeEach(() => {
    home = makeHome();
    repo = makeRepo(home.dir, 40);
    writeFileSync(join(repo, "extra.txt"), "");
    // A cap, so git status cuts the untracked list and saves the raw output for recall.
    home.writeConfig("[limits]\nstatus_max_untracked = 10\n");
  });
  afterEach(() => home.cleanup());

  it("--quota states the tier's monthly budget and the share the last 30 days saved", () => {
    expect(home.run(runtime, ["git", "status"], { cwd: repo }).code).toBe(0);
    const [row] = home.rows<{ saved_tokens: number }>();
    const j = home.run(runtime, ["gain", "--quota", "-t", "pro", "-f", "json"]);
    expect(j.code).toBe(0);
    const q = JSON.parse(j.out);
    expect(q).toMatchObject({ tier: "pro", monthly_quota_tokens: 6_000_000, saved_last_30_days: row.saved_tokens, saved_lifetime: row.saved_tokens });
    expect(q.quota_preserved_pct).toBe(Math.round((row.saved_tokens / 6_000_000) * 1000) / 10);
    const t = home.run(runtime, ["gain", "--quota"]);
    expect(t.out).toContain("Monthly Quota Analysis");
    expect(t.out).toContain("Max 20x ($200/mo)");
    expect(t.out).toContain("Estimated monthly quota:  120.0M tokens");
    expect(home.run(runtime, ["gain", "--quota", "-t", "5x"]).out).toContain("Max 5x ($100/mo)");
  });

  it("bad tiers exit 2, and -t needs --quota", () => {
    expect(home.run(runtime, ["gain", "--quota", "-t", "max"]).code).toBe(2);
    const r = home.run(runtime, ["gain", "-t", "pro"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("--tier needs --quota");
  });

  it("--recalls counts cut runs, saved outputs and reads back per family", () => {
    const first = home.run(runtime, ["git", "status"], { cwd: repo });
    const id = /rtk recall ([0-9a-f]{16})\]/.exec(first.out)![1];
    home.run(runtime, ["git", "status"], { cwd: repo });
    home.run(runtime, ["git", "log"], { cwd: repo });
    expect(home.run(runtime, ["recall", id]).code).toBe(0);
    expect(home.run(runtime, ["recall", id, "--full"]).code).toBe(0);
    const r = JSON.parse(home.run(runtime, ["gain", "--recalls", "-f", "json"]).out);
    expect(r.recalls).toEqual([{ family: "rtk git", runs: 3, cut: 2, saved: 2, reads: 2, read_back: 1 }]);
    const text = home.run(runtime, ["gain", "--recalls"]).out;
    expect(text).toMatch(/^rtk git +3 +2 +2 +2 +50\.0%$/m);
  });
});
