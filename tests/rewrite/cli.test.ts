// `rtk rewrite` end to end in Node, Bun and Deno: a sample of the rewrite table, the exit codes
// with permission fixtures (Claude Code settings files under a temporary HOME and project,
// CLAUDE_CONFIG_DIR, a BOM, malformed JSON), and the [hooks] keys of config.toml.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "../helpers/cli";
import { CASES } from "./cases";

const root = mkdtempSync(join(tmpdir(), "rtk-rewrite-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh HOME and project directory with the given files (paths relative to the temp root). */
function sandbox(files: Record<string, string>) {
  const dir = join(root, `s${n++}`);
  const home = join(dir, "home");
  const project = join(dir, "project");
  mkdirSync(home, { recursive: true });
  mkdirSync(project, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(join(full, ".."), { recursive: true });
    writeFileSync(full, text);
  }
  const env = { HOME: home, CLAUDE_CONFIG_DIR: "", XDG_CONFIG_HOME: "", CLAUDE_PROJECT_DIR: "" };
  return { dir, home, project, env };
}

const settings = (p: { allow?: string[]; ask?: string[]; deny?: string[] }) => JSON.stringify({ permissions: p });

// Every 12th case of the table plus the ones that matter most.
const SAMPLE = CASES.filter((_, i) => i % 12 === 0).concat(
  CASES.filter((c) => ["cargo fmt --all && cargo test 2>&1 | tail -20", "FOO=\"a b\" git push", "timeout 300 cargo test", "head -5 f.txt", "rtk git status", "sudo git status", "git status\ngit diff"].includes(c.input)),
);

describe.each(RUNTIMES)("rtk rewrite under $name", (runtime) => {
  const empty = sandbox({});
  const run = (args: string[], s = empty, extraEnv: Record<string, string> = {}) =>
    runCli(runtime, ["rewrite", ...args], { cwd: s.project, env: { ...s.env, ...extraEnv } });

  it("rewrites a sample of the table, exit 3 (no rule) or 1 (nothing to rewrite)", () => {
    for (const c of SAMPLE) {
      const r = run([c.input]);
      const expected = c.expected;
      expect(r.out, c.input).toBe(expected === null ? "" : `${expected}\n`);
      expect(r.code, c.input).toBe(expected === null ? 1 : 3);
    }
  });

  it("joins several arguments into one command line", () => {
    const r = run(["git", "log", "-5", "--oneline"]);
    expect(r.out).toBe("rtk git log -5 --oneline\n");
    expect(r.code).toBe(3);
  });

  it("exits 0 when every segment is allowed by the project settings", () => {
    const s = sandbox({ "project/.claude/settings.json": settings({ allow: ["Bash(git status)", "Bash(cargo test:*)"] }) });
    const ok = run(["git status && cargo test --all"], s);
    expect(ok.out).toBe("rtk git status && rtk cargo test --all\n");
    expect(ok.code).toBe(0);
    const partly = run(["git status && cargo build"], s);
    expect(partly.code).toBe(3);
  });

  it("exits 2 on a deny rule from the user settings, printing nothing", () => {
    const s = sandbox({ "home/.claude/settings.json": settings({ deny: ["Bash(git push:*)"] }) });
    const r = run(["git  push  --force"], s);
    expect(r.out).toBe("");
    expect(r.code).toBe(2);
  });

  it("exits 3 on an ask rule from settings.local.json, with the rewrite", () => {
    const s = sandbox({
      "project/.claude/settings.json": settings({ allow: ["Bash(cargo:*)"] }),
      "project/.claude/settings.local.json": settings({ ask: ["Bash(cargo publish:*)"] }),
    });
    expect(run(["cargo test"], s).code).toBe(0);
    const r = run(["cargo build && cargo publish"], s);
    expect(r.out).toBe("rtk cargo build && cargo publish\n");
    expect(r.code).toBe(3);
  });

  it("honours CLAUDE_CONFIG_DIR and a UTF-8 BOM", () => {
    const s = sandbox({ "claude-config/settings.json": `\ufeff${settings({ allow: ["Bash(ls:*)"] })}` });
    expect(run(["ls -la"], s).code).toBe(3);
    const r = run(["ls -la"], s, { CLAUDE_CONFIG_DIR: join(s.dir, "claude-config") });
    expect(r.out).toBe("rtk ls -la\n");
    expect(r.code).toBe(0);
  });

  it("ignores a malformed settings file with one warning and still rewrites", () => {
    const s = sandbox({
      "home/.claude/settings.json": "{ not json",
      "project/.claude/settings.json": settings({ allow: ["Bash(git status)"] }),
    });
    const r = run(["git status"], s);
    expect(r.out).toBe("rtk git status\n");
    expect(r.code).toBe(0);
    expect(r.err.match(/ignoring .*settings\.json/g)?.length).toBe(1);
  });

  it("never auto-allows what the gate cannot decompose", () => {
    const s = sandbox({ "project/.claude/settings.json": settings({ allow: ["Bash"] }) });
    expect(run(["git status"], s).code).toBe(0);
    // Such segments stay raw; the rest of the line is rewritten, and asks.
    const subst = run(["git log $(echo HEAD) && git status"], s);
    expect(subst.out).toBe("git log $(echo HEAD) && rtk git status\n");
    expect(subst.code).toBe(3);
    expect(run(["git status > out.txt && git diff"], s).code).toBe(3);
    expect(run(["git status > out.txt"], s).code).toBe(1);
  });

  it("reads [hooks] exclude_commands and transparent_prefixes from config.toml (XDG_CONFIG_HOME honoured)", () => {
    const toml = '[hooks]\nexclude_commands = ["git push", "^ls\\\\b"]\ntransparent_prefixes = ["direnv exec ."]\n';
    const s = sandbox({ "home/.config/rtk/config.toml": toml, "xdg/rtk/config.toml": '[hooks]\nexclude_commands = ["make"]\n' });
    expect(run(["git push && git status"], s).out).toBe("git push && rtk git status\n");
    expect(run(["ls -la"], s).code).toBe(1);
    expect(run(["ls -la && git status"], s).out).toBe("ls -la && rtk git status\n");
    expect(run(["direnv exec . cargo test"], s).out).toBe("direnv exec . rtk cargo test\n");
    const xdg = run(["make && git push"], s, { XDG_CONFIG_HOME: join(s.dir, "xdg") });
    expect(xdg.out).toBe("rtk git push\n".replace("rtk git push", "make && rtk git push"));
  });

  it("warns about a broken config.toml and rewrites anyway", () => {
    const s = sandbox({ "home/.config/rtk/config.toml": "[hooks\nexclude_commands = 3" });
    const r = run(["git status"], s);
    expect(r.out).toBe("rtk git status\n");
    expect(r.code).toBe(3);
    expect(r.err).toContain("config.toml");
  });

  it("answers the same through the option parser (`--`) as on the fast path", () => {
    const fast = run(["git status && ls"]);
    const parsed = run(["--", "git status && ls"]);
    expect(parsed.out).toBe(fast.out);
    expect(parsed.code).toBe(fast.code);
    expect(run([]).code).toBe(1);
  });

  it("prints the rule table with --rules", () => {
    const r = run(["--rules"]);
    expect(r.code).toBe(0);
    const rules = JSON.parse(r.out) as { rtk: string }[];
    expect(rules.some((x) => x.rtk === "rtk cargo")).toBe(true);
  });
});
