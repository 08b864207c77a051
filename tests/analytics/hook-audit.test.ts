// The hook's opt-in audit log and `rtk hook-audit`, in every runtime.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { type Home, makeHome } from "../helpers/home";

const payload = (command: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command } });

describe.each(RUNTIMES)("hook audit under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());
  const log = () => join(home.dataDir, "hook-audit.jsonl");

  it("writes nothing unless RTK_HOOK_AUDIT=1, and the answer is the same either way", () => {
    const off = home.run(runtime, ["hook", "claude"], { input: payload("git status") });
    expect(off.code).toBe(0);
    expect(existsSync(log())).toBe(false);
    const on = home.run(runtime, ["hook", "claude"], { input: payload("git status"), env: { RTK_HOOK_AUDIT: "1" } });
    expect(on.out).toBe(off.out);
    expect(existsSync(log())).toBe(true);
    expect(home.run(runtime, ["hook-audit"]).code).toBe(0);
  });

  it("one line per decision, command families only (never arguments), reported by hook-audit", () => {
    const env = { RTK_HOOK_AUDIT: "1" };
    for (const c of ["git status", "git status --short", "curl -H 'Authorization: Bearer s3cr3t-token' https://example.com", "buck2 test //x"]) {
      expect(home.run(runtime, ["hook", "claude"], { input: payload(c), env }).code).toBe(0);
    }
    home.run(runtime, ["hook", "claude"], { input: '{"hook_event_name":"PreToolUse","tool_name":"Read","tool_input":{"file_path":"a"}}', env });
    const text = readFileSync(log(), "utf8");
    expect(text.trimEnd().split("\n")).toHaveLength(5);
    expect(text).not.toContain("s3cr3t");
    expect(text).not.toContain("example.com");
    const r = JSON.parse(home.run(runtime, ["hook-audit", "-f", "json"]).out);
    expect(r).toMatchObject({ decisions: 5, rewrites: 3, passes: 1, neutral: 1, by_agent: { claude: 5 } });
    expect(r.top_rewritten).toContainEqual(["git status", 2]);
    expect(r.top_passed).toEqual([["buck2", 1]]);
  });

  it("RTK_AUDIT_DIR moves the log; a missing log and bad flags are told", () => {
    const dir = join(home.dir, "audit");
    home.run(runtime, ["hook", "claude"], { input: payload("git status"), env: { RTK_HOOK_AUDIT: "1", RTK_AUDIT_DIR: dir } });
    expect(existsSync(join(dir, "hook-audit.jsonl"))).toBe(true);
    const missing = home.run(runtime, ["hook-audit"]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("RTK_HOOK_AUDIT=1");
    expect(home.run(runtime, ["hook-audit", "--since", "x"]).code).toBe(2);
    expect(home.run(runtime, ["hook-audit", "--help"]).out).toContain("Usage: rtk hook-audit");
  });
});
