// Unit tests of the host's own logic (no child processes): when raw output is kept for recall,
// where a config key is in the file, gain's number formats, the store's SQLite error kinds.
import { describe, expect, it } from "vitest";
import { defaultConfig, lineOfKey, renderConfig } from "../../host/cli/config";
import { compact, duration } from "../../host/cli/gain";
import { MIN_SAVE_BYTES, RawCapture, shouldSave } from "../../host/cli/recall";
import { sqlErrorKind } from "../../host/runtime/sqlite";

describe("recall: what is kept", () => {
  const config = defaultConfig();
  const run = (over: Partial<{ cut: boolean; exitCode: number; rawBytes: number; outputBytes: number }>) => ({
    cut: false, exitCode: 0, rawBytes: 10_000, outputBytes: 1_000, ...over,
  });

  it("keeps a cut output whatever the exit code, from MIN_SAVE_BYTES of raw output on", () => {
    expect(shouldSave(config, run({ cut: true }))).toBe(true);
    expect(shouldSave(config, run({ cut: true, exitCode: 1 }))).toBe(true);
    expect(shouldSave(config, run({ cut: true, rawBytes: MIN_SAVE_BYTES - 1, outputBytes: 3 }))).toBe(false);
  });
  it("keeps a failed run's output when the agent saw less of it than there was", () => {
    expect(shouldSave(config, run({ exitCode: 2 }))).toBe(true);
    expect(shouldSave(config, run({ exitCode: 2, outputBytes: 10_000 }))).toBe(false);
    expect(shouldSave(config, run({ exitCode: 2, rawBytes: MIN_SAVE_BYTES - 1, outputBytes: 10 }))).toBe(false);
  });
  it("keeps nothing for a successful uncut run unless mode is always, and nothing when off", () => {
    expect(shouldSave(config, run({}))).toBe(false);
    expect(shouldSave({ ...config, recall: { ...config.recall, mode: "always" } }, run({}))).toBe(true);
    expect(shouldSave({ ...config, recall: { ...config.recall, mode: "never" } }, run({ cut: true }))).toBe(false);
    expect(shouldSave({ ...config, recall: { ...config.recall, enabled: false } }, run({ cut: true }))).toBe(false);
  });
  it("captures up to its limit plus a margin and counts every byte", () => {
    const c = new RawCapture(10);
    for (let i = 0; i < 3000; i++) c.push(new Uint8Array(4).fill(65));
    expect(c.total).toBe(12_000);
    expect(c.bytes().length).toBe(10 + 4096);
  });
});

describe("config: keys and lines", () => {
  const text = "# c\ntop = 1\n[tracking]\nenabled = true\n\"history_days\" = 3\n[display]\nmax_width = 2\n";
  it("finds the line of a key in its table, or the table's line", () => {
    expect(lineOfKey(text, ["tracking", "history_days"])).toBe(5);
    expect(lineOfKey(text, ["display", "max_width"])).toBe(7);
    expect(lineOfKey(text, ["display", "nothing"])).toBe(6);
    expect(lineOfKey(text, ["top"])).toBe(2);
    expect(lineOfKey("tracking.history_days = 2\n", ["tracking", "history_days"])).toBe(1);
  });
  it("renders valid TOML with top-level keys before the first table", () => {
    const out = renderConfig({ config: defaultConfig(), path: "/x/config.toml", exists: false, sources: new Map(), errors: [], unused: [], validatedNow: false });
    const firstTable = out.indexOf("\n[");
    expect(out.indexOf("suppress_hook_warning")).toBeLessThan(firstTable);
  });
});

describe("gain formats", () => {
  it("abbreviates counts and keeps the sign", () => {
    expect(compact(999)).toBe("999");
    expect(compact(48_300)).toBe("48.3K");
    expect(compact(-1_500)).toBe("-1.5K");
    expect(compact(2_500_000)).toBe("2.5M");
  });
  it("prints durations the way the reference does", () => {
    expect(duration(52)).toBe("52ms");
    expect(duration(1_400)).toBe("1.4s");
    expect(duration(192_000)).toBe("3m12s");
    expect(duration(3_720_000)).toBe("1h02m");
  });
});

describe("store: SQLite error kinds across drivers", () => {
  it("reads node:sqlite errcodes, bun:sqlite codes and messages", () => {
    expect(sqlErrorKind({ errcode: 26, message: "file is not a database" })).toBe("corrupt");
    expect(sqlErrorKind({ errcode: 11 })).toBe("corrupt");
    expect(sqlErrorKind({ code: "SQLITE_NOTADB" })).toBe("corrupt");
    expect(sqlErrorKind({ errcode: 5, message: "database is locked" })).toBe("busy");
    expect(sqlErrorKind({ code: "SQLITE_READONLY" })).toBe("readonly");
    expect(sqlErrorKind({ message: "unable to open database file" })).toBe("cantopen");
    expect(sqlErrorKind(new Error("other"))).toBe("other");
  });
});

describe("tracking database and recall rotation (node store, temp dirs)", async () => {
  const { mkdtempSync, rmSync, utimesSync, writeFileSync, readdirSync, readFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { adapter } = await import("../../host/node/index");
  const { openTracker } = await import("../../host/cli/tracking");
  const { appendRun, pendingDir } = await import("../../host/cli/journal");
  const { gainReport } = await import("../../host/cli/gain");
  const { rotate } = await import("../../host/cli/recall");
  const { loadRuntime } = await import("../../host/runtime/detect");

  it("records runs and failures, prunes by history_days, and reports failures", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rtk-unit-"));
    try {
      const config = defaultConfig();
      config.tracking.database_path = join(dir, "h.db");
      const warnings: string[] = [];
      const t = await openTracker(adapter, await loadRuntime(), config, (m) => warnings.push(m));
      expect(warnings).toEqual([]);
      const run = {
        originalCmd: "git status", rtkCmd: "rtk git status", projectPath: dir, inputTokens: 100, outputTokens: 30, execTimeMs: 5,
        rawBytes: 400, outputBytes: 120, cut: false, exitCode: 0, mode: "capture", recallId: null,
      };
      const now = new Date("2026-06-01T12:00:00Z");
      t!.record(run, 90, new Date("2026-01-01T00:00:00Z"));
      t!.record(run, 90, now);
      t!.recordFailure("cargo tset", "no plan", false, now);
      expect(t!.db.all<{ n: number }>("SELECT COUNT(*) AS n FROM commands")[0].n).toBe(1);
      const row = t!.db.all<{ saved_tokens: number; savings_pct: number }>("SELECT saved_tokens, savings_pct FROM commands")[0];
      expect(row.saved_tokens).toBe(70);
      expect(row.savings_pct).toBe(70);
      const report = gainReport(t!.db, { format: "text", failures: true, colors: false });
      expect(report).toMatch(/^Parse Failures \(1; commands rtk ran raw instead\)$/m);
      expect(report).toMatch(/^06-01 12:00 FAIL cargo tset — no plan$/m);
      t!.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("folds pending run files into the database once, oldest first, with their failures", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rtk-unit-"));
    try {
      const runtime = await loadRuntime();
      const config = defaultConfig();
      config.tracking.database_path = join(dir, "h.db");
      const warnings: string[] = [];
      const warn = (m: string) => warnings.push(m);
      const run = (cmd: string, tokens: number) => ({
        originalCmd: cmd, rtkCmd: `rtk ${cmd}`, projectPath: dir, inputTokens: tokens, outputTokens: 10, execTimeMs: 3,
        rawBytes: tokens * 4, outputBytes: 40, cut: false, exitCode: 0, mode: "capture", recallId: null,
      });
      const now = Date.now();
      expect(await appendRun(runtime, config, run("ls", 50), null, warn, new Date(now - 2000))).toBe(true);
      expect(await appendRun(runtime, config, run("git status", 80), { message: "core trapped", fallbackSucceeded: true }, warn, new Date(now - 1000))).toBe(true);
      // Older than history_days: folded, then pruned in the same transaction.
      expect(await appendRun(runtime, config, run("old", 9), null, warn, new Date(now - 200 * 86_400_000))).toBe(true);
      const pending = pendingDir(config.tracking.database_path);
      const files = readdirSync(pending).sort();
      expect(files).toHaveLength(3);
      expect(files.every((f) => f.endsWith(".run.json"))).toBe(true);
      // A file that is not a journal entry is dropped with one warning, and nothing else is lost;
      // one as young as a file still being written is left for a later fold.
      writeFileSync(join(pending, "0000000000000-bad.run.json"), "{not json");
      utimesSync(join(pending, "0000000000000-bad.run.json"), new Date(now - 120_000), new Date(now - 120_000));
      writeFileSync(join(pending, "9999999999999-young.run.json"), "{\"v\":1,");
      const kept = readFileSync(join(pending, files[1]));

      const t = await openTracker(adapter, runtime, config, warn);
      expect(t).not.toBeNull();
      expect(t!.db.all<{ original_cmd: string }>("SELECT original_cmd FROM commands ORDER BY timestamp").map((r) => r.original_cmd)).toEqual(["ls", "git status"]);
      expect(t!.db.all<{ raw_command: string }>("SELECT raw_command FROM parse_failures").map((r) => r.raw_command)).toEqual(["git status"]);
      expect(readdirSync(pending)).toEqual(["9999999999999-young.run.json"]);
      expect(warnings).toEqual([`[rtk] 1 unreadable pending run file(s) in ${pending} dropped`]);
      // Once old, it is dropped too.
      expect(t!.fold(adapter, 90, warn, now + 120_000)).toBe(0);
      expect(readdirSync(pending)).toEqual([]);
      warnings.length = 0;

      // A fold interrupted after its commit leaves files behind: folding them again adds nothing.
      writeFileSync(join(pending, files[1]), kept);
      expect(t!.fold(adapter, 90, warn)).toBe(0);
      expect(t!.db.all<{ n: number }>("SELECT COUNT(*) AS n FROM commands")[0].n).toBe(2);
      expect(t!.db.all<{ n: number }>("SELECT COUNT(*) AS n FROM parse_failures")[0].n).toBe(1);
      t!.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rotates recall files by age, count and total size, oldest first", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rtk-unit-"));
    try {
      const runtime = await loadRuntime();
      const config = defaultConfig();
      config.recall.directory = dir;
      const now = new Date("2026-06-01T00:00:00Z");
      // An entry's id starts with its creation time in seconds: that is its age, whatever its mtime.
      const make = (n: number, size: number, ageDays: number) => {
        const secs = Math.floor(now.getTime() / 1000) - ageDays * 86_400 + n;
        const name = `${secs.toString(16).padStart(8, "0")}abcd.log`;
        writeFileSync(join(dir, name), Buffer.alloc(size));
        return name;
      };
      const old = make(1, 10, 40);
      const a = make(2, 10, 1);
      const b = make(3, 10, 1);
      const c = make(4, 10, 1);
      writeFileSync(join(dir, "notes.txt"), "not rtk's");
      config.recall.max_files = 3;
      await rotate(config, runtime, now);
      expect(readdirSync(dir).sort()).toEqual([a, b, c, "notes.txt"].sort());
      config.recall.max_files = 2;
      await rotate(config, runtime, now);
      expect(readdirSync(dir).sort()).toEqual([b, c, "notes.txt"].sort());
      // The entries could outgrow max_total_size only when it is below max_files full entries:
      // then their sizes are read.
      config.recall.max_files = 20;
      config.recall.max_total_size = 10;
      await rotate(config, runtime, now);
      expect(readdirSync(dir).sort()).toEqual([c, "notes.txt"].sort());
      // The entry just saved stays even when it alone is over the limits.
      config.recall.max_files = 0;
      await rotate(config, runtime, now, c.slice(0, -4));
      expect(readdirSync(dir).sort()).toEqual([c, "notes.txt"].sort());
      expect([old, a]).not.toContain(c);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("saves each recall entry under a new id, never over another run's entry", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rtk-unit-"));
    const { saveRecall, readRecall, RawCapture: Capture } = await import("../../host/cli/recall");
    const { core } = await import("../helpers/fixtures");
    const { vi } = await import("vitest");
    try {
      const runtime = await loadRuntime();
      const config = defaultConfig();
      config.recall.directory = join(dir, "recall");
      const rtk = core();
      const capture = (text: string) => {
        const c = new Capture(1 << 20);
        c.push(new TextEncoder().encode(text));
        return c;
      };
      const now = new Date("2026-06-01T00:00:00Z");
      // The second run draws the first one's id in the same second: it takes another.
      vi.spyOn(Math, "random").mockReturnValueOnce(0.5).mockReturnValueOnce(0.5);
      const first = await saveRecall(rtk, config, runtime, capture("first run\n"), { command: "git status", exitCode: 0, session: "raw" }, now);
      const second = await saveRecall(rtk, config, runtime, capture("second run\n"), { command: "git log", exitCode: 1, session: "raw" }, now);
      vi.restoreAllMocks();
      expect(second).not.toBe(first);
      const text = (id: string) => new TextDecoder().decode(readRecall((p) => readFileSync(p), config, runtime, id)!.body);
      expect(text(first)).toBe("first run\n");
      expect(text(second)).toBe("second run\n");
      expect(readdirSync(config.recall.directory).sort()).toEqual([`${first}.log`, `${second}.log`].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
