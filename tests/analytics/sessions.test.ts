// rtk discover, session, learn and telemetry over the constructed agent session records in
// fixtures/sessions (see its README: which calls each session holds), in Node, Bun and Deno.
import { cpSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES } from "../helpers/cli";
import { type Home, makeHome } from "../helpers/home";

const SESSIONS = join(ROOT, "fixtures/sessions/home");

describe.each(RUNTIMES)("agent session analytics under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
    cpSync(SESSIONS, home.dir, { recursive: true });
  });
  afterEach(() => home.cleanup());

  const json = (args: string[]) => {
    const r = home.run(runtime, args);
    expect(r.code, r.err).toBe(0);
    return JSON.parse(r.out);
  };

  it("discover --all counts every shell call, the ones through rtk, and groups the missed ones by command", () => {
    const r = json(["discover", "--all", "--since", "0", "-f", "json"]);
    expect(r.sessions_scanned).toBe(4);
    expect(r.total_commands).toBe(17);
    expect(r.already_rtk).toBe(3);
    expect(r.rtk_disabled_count).toBe(1);
    expect(r.rtk_disabled_examples).toEqual(["RTK_DISABLED=1 git status"]);
    const row = (command: string) => r.supported.find((s: { command: string }) => s.command === command);
    expect(row("git status")).toMatchObject({ count: 3, rtk_equivalent: "rtk git", rtk_status: "existing" });
    // `cargo test`, `cd /home/dev/shop && cargo test 2>&1` and Codex's `bash -lc "cargo test"`.
    expect(row("cargo test")).toMatchObject({ count: 3, rtk_equivalent: "rtk cargo", estimated_savings_pct: 90 });
    expect(row("cargo test").estimated_savings_tokens).toBeGreaterThan(200);
    expect(row("git log")).toMatchObject({ count: 1 });
    const unhandled = r.unsupported.map((u: { base_command: string; count: number }) => [u.base_command, u.count]);
    expect(unhandled).toContainEqual(["buck2 build", 1]);
    // Already-rtk calls are never missed ones.
    expect(r.supported.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBeLessThanOrEqual(17 - 3 - 1);
  });

  it("discover scopes to one project: the other project's session is left out", () => {
    const r = json(["discover", "-p", "shop", "--since", "0", "-f", "json"]);
    expect(r.total_commands).toBe(16);
    expect(r.supported.find((s: { command: string }) => s.command === "git status").count).toBe(2);
    const here = json(["discover", "--since", "0", "-f", "json"]);
    expect(here.total_commands).toBe(0);
  });

  it("discover's text report names the sections and the totals", () => {
    const r = home.run(runtime, ["discover", "--all", "--since", "0"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Scanned: 4 sessions (4 with shell commands), 17 shell commands");
    expect(r.out).toContain("Already using RTK: 3 commands (17.6%)");
    expect(r.out).toMatch(/^git status +3 +rtk git +existing +~\d/m);
    expect(r.out).toContain("RTK_DISABLED BYPASS -- 1 commands ran without filtering");
    // No terminal on stderr: no progress bar.
    expect(r.err).toBe("");
  });

  it("session shows adoption per session, Codex sessions by their own id", () => {
    const r = json(["session", "--all", "--since", "0", "-f", "json"]);
    expect(r.sessions).toHaveLength(4);
    const codex = r.sessions.find((s: { agent: string }) => s.agent === "codex");
    expect(codex).toMatchObject({ session: "0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", commands: 3, rtk: 1, missed: 2, project: "/home/dev/shop" });
    const first = r.sessions.find((s: { session: string }) => s.session.startsWith("11111111"));
    expect(first).toMatchObject({ commands: 8, rtk: 1 });
    const text = home.run(runtime, ["session", "--all", "--since", "0"]);
    expect(text.out).toContain("4 sessions, 17 shell commands: 3 through rtk");
  });

  it("learn finds the corrections and writes them as rules the agent reads", () => {
    const r = json(["learn", "--all", "--since", "0", "-f", "json"]);
    const pairs = r.corrections.map((c: { wrong: string; right: string; error_kind: string }) => [c.wrong, c.right, c.error_kind]);
    expect(pairs).toContainEqual(["git comit -m 'fix'", "git commit -m 'fix'", "unknown-subcommand"]);
    expect(pairs).toContainEqual(["npm test --watchAll=false --colour", "npm test --watchAll=false --color", "unknown-flag"]);
    // A failure with no command-line mistake in its output (a failing test run) is no correction.
    expect(pairs.some(([wrong]: string[]) => wrong.includes("cargo test"))).toBe(false);
    const w = home.run(runtime, ["learn", "--all", "--since", "0", "-w"], { cwd: home.dir });
    expect(w.code).toBe(0);
    const rules = readFileSync(join(home.dir, ".claude/rules/cli-corrections.md"), "utf8");
    expect(rules).toContain("Instead of `git comit -m 'fix'`");
    expect(rules).toContain("run `git commit -m 'fix'`");
  });

  it("bad flags are told and exit 2", () => {
    for (const args of [
      ["discover", "--since", "week"], ["discover", "-f", "xml"], ["discover", "--bogus"], ["session", "--limit", "0"],
      ["learn", "--min-confidence", "2"], ["telemetry", "bogus"],
    ]) {
      const r = home.run(runtime, args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).not.toBe("");
    }
  });

  it("every command has --help and is listed in rtk --help", () => {
    const main = home.run(runtime, ["--help"]);
    for (const name of ["discover", "session", "learn", "telemetry"]) {
      expect(main.out).toMatch(new RegExp(`^  ${name}\\b`, "m"));
      const h = home.run(runtime, [name, "--help"]);
      expect(h.code).toBe(0);
      expect(h.out).toContain(`Usage: rtk ${name}`);
    }
  });

  it("telemetry keeps a local consent record only: enable, status, disable, forget", () => {
    const record = join(home.dataDir, "telemetry.json");
    expect(home.run(runtime, ["telemetry", "status"]).out).toContain("Telemetry consent: not given");
    const on = home.run(runtime, ["telemetry", "enable"]);
    expect(on.code).toBe(0);
    expect(on.out).toContain("nothing it records leaves this machine");
    expect(JSON.parse(readFileSync(record, "utf8")).consent_given).toBe(true);
    expect(home.run(runtime, ["telemetry", "status"]).out).toContain("Telemetry consent: given");
    expect(home.run(runtime, ["telemetry", "status"], { env: { RTK_TELEMETRY_DISABLED: "1" } }).out).toContain("Telemetry consent: not given");
    expect(home.run(runtime, ["telemetry", "enable"], { env: { RTK_TELEMETRY_DISABLED: "1" } }).code).toBe(1);
    home.run(runtime, ["telemetry", "disable"]);
    expect(JSON.parse(readFileSync(record, "utf8")).consent_given).toBe(false);
    expect(home.run(runtime, ["telemetry", "forget"]).out).toContain("Removed");
    expect(existsSync(record)).toBe(false);
    // The config file's [telemetry] section is the record when there is no file of rtk's own.
    home.writeConfig("[telemetry]\nenabled = true\nconsent_given = true\n");
    expect(home.run(runtime, ["telemetry", "status"]).out).toContain("Telemetry consent: given");
  });
});
