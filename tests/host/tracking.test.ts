// Tracking and `rtk gain`, end to end in every runtime, in a private home.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { needs } from "../helpers/programs";
import { type Home, makeHome, makeRepo } from "../helpers/home";

const sh = (script: string) => ["sh", "-c", script];

describe.each(RUNTIMES)("tracking under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  it("records a filtered run with measured tokens, owner-only, in WAL mode", () => {
    const repo = makeRepo(home.dir);
    const r = home.run(runtime, ["git", "status"], { cwd: repo });
    expect(r.code).toBe(0);
    const rows = home.rows<Record<string, number | string>>();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.rtk_cmd).toBe("rtk git status");
    expect(row.original_cmd).toBe("git status"); // as typed, whatever flags the filter added
    expect(row.project_path).toBe(repo);
    expect(row.mode).not.toBe("passthrough");
    expect(Number(row.input_tokens)).toBeGreaterThan(Number(row.output_tokens));
    expect(Number(row.saved_tokens)).toBe(Number(row.input_tokens) - Number(row.output_tokens));
    // Output tokens cover exactly what rtk printed (hint line included): ceil(chars / 4).
    expect(Number(row.output_tokens)).toBe(Math.ceil([...r.out].length / 4));
    expect(Number(row.output_bytes)).toBe(r.stdout.length + r.stderr.length);
    expect(String(row.timestamp)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(statSync(home.db).mode & 0o777).toBe(0o600);
    expect(statSync(home.dataDir).mode & 0o777).toBe(0o700);
    const conn = new DatabaseSync(home.db);
    expect((conn.prepare("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("wal");
    const cols = (conn.prepare("PRAGMA table_info(commands)").all() as { name: string }[]).map((c) => c.name);
    conn.close();
    for (const c of ["id", "timestamp", "original_cmd", "rtk_cmd", "project_path", "input_tokens", "output_tokens", "saved_tokens", "savings_pct", "exec_time_ms"]) {
      expect(cols).toContain(c);
    }
    expect(home.rows("SELECT name FROM sqlite_master WHERE name = 'parse_failures'")).toHaveLength(1);
  });

  it("records proxy runs as raw (no savings) and passthrough runs without sizes", () => {
    expect(home.run(runtime, ["proxy", ...sh("seq 1 500")]).code).toBe(0);
    expect(home.run(runtime, sh("echo hi; exit 4")).code).toBe(4);
    const [proxy, pass] = home.rows<Record<string, number | string>>();
    expect(proxy.rtk_cmd).toBe("rtk proxy sh -c seq 1 500");
    expect(Number(proxy.input_tokens)).toBeGreaterThan(0);
    expect(proxy.input_tokens).toBe(proxy.output_tokens);
    expect(Number(proxy.saved_tokens)).toBe(0);
    expect(String(pass.rtk_cmd)).toMatch(/^rtk:passthrough sh -c/);
    expect(Number(pass.input_tokens)).toBe(0);
    expect(Number(pass.exit_code)).toBe(4);
  });

  it("does not count the agent's own truncation as savings", () => {
    // The agent piping rtk into `head` sees less, but rtk printed everything: 0 saved.
    const r = home.run(runtime, ["run", "-c", "seq 1 2000 | head -n 3"]);
    expect(r.out).toBe("1\n2\n3\n");
    expect(home.run(runtime, ["proxy", ...sh("seq 1 2000")]).code).toBe(0);
    for (const row of home.rows<Record<string, number>>()) expect(Number(row.saved_tokens)).toBe(0);
  });

  it("honours RTK_DB_PATH, [tracking] database_path and enabled = false", () => {
    // A run leaves its record beside the database it belongs to; the next reader folds it in.
    const custom = join(home.dir, "elsewhere", "t.db");
    home.run(runtime, ["proxy", "true"], { env: { RTK_DB_PATH: custom } });
    // About one run in 64 folds the pending files itself, so the record is in one place or the other.
    let folded = 0;
    if (existsSync(custom)) {
      const conn = new DatabaseSync(custom);
      folded = Number((conn.prepare("SELECT count(*) AS n FROM commands").get() as { n: number }).n);
      conn.close();
    }
    expect(readdirSync(`${custom}.pending`).length + folded).toBe(1);
    const summary = (env: Record<string, string> = {}) => JSON.parse(home.run(runtime, ["gain", "-f", "json"], { env }).out).summary;
    expect(summary({ RTK_DB_PATH: custom }).total_commands).toBe(1);
    expect(statSync(custom).isFile()).toBe(true);
    expect(readdirSync(`${custom}.pending`)).toHaveLength(0);
    const fromFile = join(home.dir, "cfg.db");
    home.writeConfig(`[tracking]\ndatabase_path = "${fromFile}"\n`);
    home.run(runtime, ["proxy", "true"]);
    expect(summary().total_commands).toBe(1);
    expect(statSync(fromFile).isFile()).toBe(true);
    home.writeConfig("[tracking]\nenabled = false\n");
    home.run(runtime, ["proxy", "true"]);
    expect(existsSync(`${home.db}.pending`)).toBe(false);
    expect(existsSync(home.db)).toBe(false);
  });

  it("prunes rows older than history_days when runs are folded in", () => {
    home.run(runtime, ["proxy", "true"]);
    expect(home.rows()).toHaveLength(1);
    const conn = new DatabaseSync(home.db);
    const old = new Date(Date.now() - 100 * 86_400_000).toISOString();
    conn.prepare("UPDATE commands SET timestamp = ?").run(old);
    conn.close();
    home.run(runtime, ["proxy", "true"]);
    expect(home.rows()).toHaveLength(1);
    home.writeConfig("[tracking]\nhistory_days = 200\n");
    const c2 = new DatabaseSync(home.db);
    c2.prepare("UPDATE commands SET timestamp = ?").run(old);
    c2.close();
    home.run(runtime, ["proxy", "true"]);
    expect(home.rows()).toHaveLength(2);
  });

  it("RTK_DISABLED=1 runs the command raw and records nothing", () => {
    const r = home.run(runtime, ["seq", "1", "3"], { env: { RTK_DISABLED: "1" } });
    expect(r.out).toBe("1\n2\n3\n");
    expect(r.code).toBe(0);
    expect(() => statSync(home.db)).toThrow();
  });
});

describe.each(RUNTIMES)("rtk gain under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  it("says so when nothing was recorded", () => {
    const r = home.run(runtime, ["gain"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("No tracking data yet.\nRun some rtk commands to start tracking savings.\n");
  });

  it("prints the summary, by-command table, graph, history and breakdowns", () => {
    const repo = makeRepo(home.dir);
    for (let i = 0; i < 2; i++) home.run(runtime, ["git", "status"], { cwd: repo });
    home.run(runtime, ["proxy", "true"]);
    const r = home.run(runtime, ["gain"]);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("RTK Token Savings (Global Scope)");
    expect(lines[1]).toBe("═".repeat(60));
    expect(r.out).toMatch(/^Total commands: {4}3$/m);
    expect(r.out).toMatch(/^Tokens saved: {6}\d+ \(\d+\.\d%\)$/m);
    expect(r.out).toMatch(/^Efficiency meter: [█░]{24} \d+\.\d%$/m);
    expect(r.out).toMatch(/^ 1\. {2}rtk git status +2 /m);
    expect(r.out).not.toContain("\x1b[");
    const graph = home.run(runtime, ["gain", "--graph"]).out.split("\n");
    expect(graph[0]).toBe("Daily Savings (last 30 days)");
    expect(graph.filter((l) => /^\d\d-\d\d │/.test(l))).toHaveLength(30);
    const hist = home.run(runtime, ["gain", "-H"]).out;
    expect(hist).toContain("Recent Commands");
    expect(hist).toMatch(/^\d\d-\d\d \d\d:\d\d [▲■•] rtk proxy true/m);
    const daily = home.run(runtime, ["gain", "-d"]).out;
    expect(daily).toMatch(/^Daily Breakdown \(1 days\)/);
    expect(daily).toMatch(/^TOTAL {9}\s+3 /m);
    const scoped = home.run(runtime, ["gain", "-p"], { cwd: repo }).out;
    expect(scoped).toContain("RTK Token Savings (Project Scope)");
    expect(scoped).toContain(`Scope: ${repo}`);
    expect(scoped).toMatch(/^Total commands: {4}2$/m);
  });

  needs("script").it("colours only on a terminal, and never with NO_COLOR", () => {
    home.run(runtime, ["proxy", "true"]);
    const onTty = (extra: Record<string, string>) => {
      const env: Record<string, string> = { ...(process.env as Record<string, string>), ...home.env, ...extra };
      delete env.NO_COLOR;
      if (extra.NO_COLOR) env.NO_COLOR = extra.NO_COLOR;
      const cmd = [...runtime.command, "gain"].map((a) => `'${a}'`).join(" ");
      return spawnSync("script", ["-qec", cmd, "/dev/null"], { cwd: home.dir, env, encoding: "utf8" }).stdout;
    };
    expect(onTty({})).toContain("\x1b[1mRTK Token Savings (Global Scope)\x1b[0m");
    expect(onTty({ NO_COLOR: "1" })).not.toContain("\x1b[");
    expect(onTty({ NO_COLOR: "1" })).toContain("RTK Token Savings (Global Scope)");
  });

  it("exports JSON and CSV in the reference shapes", () => {
    home.run(runtime, ["proxy", "true"]);
    const summaryOnly = JSON.parse(home.run(runtime, ["gain", "-f", "json"]).out);
    expect(Object.keys(summaryOnly)).toEqual(["summary"]);
    expect(Object.keys(summaryOnly.summary)).toEqual(["total_commands", "total_input", "total_output", "total_saved", "avg_savings_pct", "total_time_ms", "avg_time_ms"]);
    const all = JSON.parse(home.run(runtime, ["gain", "--all", "--format", "json"]).out);
    expect(Object.keys(all)).toEqual(["summary", "daily", "weekly", "monthly"]);
    expect(Object.keys(all.daily[0])).toEqual(["date", "commands", "input_tokens", "output_tokens", "saved_tokens", "savings_pct", "total_time_ms", "avg_time_ms"]);
    expect(Object.keys(all.weekly[0]).slice(0, 2)).toEqual(["week_start", "week_end"]);
    expect(new Date(`${all.weekly[0].week_start}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(all.monthly[0].month).toMatch(/^\d{4}-\d\d$/);
    const csv = home.run(runtime, ["gain", "-d", "-f", "csv"]).out.split("\n");
    expect(csv[0]).toBe("# Daily Data");
    expect(csv[1]).toBe("date,commands,input_tokens,output_tokens,saved_tokens,savings_pct,total_time_ms,avg_time_ms");
    expect(csv[2]).toMatch(/^\d{4}-\d\d-\d\d,1,/);
    expect(home.run(runtime, ["gain", "-f", "xml"]).code).toBe(2);
  });

  it("shows negative savings as negative", () => {
    home.run(runtime, ["proxy", "true"]);
    expect(home.rows()).toHaveLength(1);
    const conn = new DatabaseSync(home.db);
    conn.prepare("UPDATE commands SET input_tokens = 100, output_tokens = 120, saved_tokens = -20, savings_pct = -20").run();
    conn.close();
    const r = home.run(runtime, ["gain"]);
    expect(r.out).toMatch(/^Tokens saved: {6}-20 \(-20\.0%\)$/m);
    expect(JSON.parse(home.run(runtime, ["gain", "-f", "json"]).out).summary.total_saved).toBe(-20);
  });

  it("resets only with --yes, and lists failures", () => {
    home.run(runtime, ["proxy", "true"]);
    const refused = home.run(runtime, ["gain", "--reset"]);
    expect(refused.code).toBe(1);
    expect(home.rows()).toHaveLength(1);
    expect(home.run(runtime, ["gain", "--failures"]).out).toBe("No parse failures recorded.\n");
    // With --project only this directory's runs go.
    const sub = join(home.dir, "sub");
    mkdirSync(sub);
    home.run(runtime, ["proxy", "true"], { cwd: sub });
    expect(home.run(runtime, ["gain", "--reset", "--yes", "-p"], { cwd: sub }).code).toBe(0);
    expect(home.rows<{ project_path: string }>().map((r) => r.project_path)).toEqual([home.dir]);
    const r = home.run(runtime, ["gain", "--reset", "--yes"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("Token savings stats reset to zero.\n");
    expect(home.rows()).toHaveLength(0);
  });

  it("moves a corrupted history.db aside with a warning and starts a new one", () => {
    home.run(runtime, ["proxy", "true"]);
    expect(home.rows()).toHaveLength(1);
    // A damaged file (its WAL gone too: pages still in a WAL would mask the damage until the
    // next checkpoint, where SQLite reports it and the same recovery applies).
    rmSync(`${home.db}-wal`, { force: true });
    rmSync(`${home.db}-shm`, { force: true });
    writeFileSync(home.db, Buffer.alloc(8192, "this is not a sqlite database "));
    // The run leaves its record; whoever opens the database next recovers it: the next reader,
    // or the run itself on the one run in 64 that folds.
    const r = home.run(runtime, ["proxy", "echo", "still here"]);
    expect(r.out).toBe("still here\n");
    expect(r.code).toBe(0);
    // (No agent hook in this home: gain's notice about that is silenced, as the user can.)
    const gain = home.run(runtime, ["gain", "-f", "json"], { env: { RTK_SUPPRESS_HOOK_WARNING: "1" } });
    const warnings = `${r.err}${gain.err}`.split("\n").filter((l) => l.length > 0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/history\.db was corrupted: moved aside to .*history\.db\.corrupt-/);
    expect(JSON.parse(gain.out).summary.total_commands).toBe(1);
    expect(home.rows()).toHaveLength(1);
  });
});
