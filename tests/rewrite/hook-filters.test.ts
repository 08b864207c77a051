// The rewrite decision sees what `rtk rewrite` and `rtk hook <agent>` both load before deciding:
// trusted project filters make their commands rewritable (an untrusted file does not; one with
// a `rewrite` table gets that row, pipeline role included), and
// entries the core would treat silently (a `^regex` in hooks.exclude_commands that does not
// compile) get one warning line on stderr, never on a hook's stdout. End to end in every runtime.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pathWithRtk, RUNTIMES, runCli, type Runtime } from "../helpers/cli";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const PROJECT_FILTERS = String.raw`schema_version = 1

[filters.frob]
description = "frobnicate: noise lines dropped"
match_command = '^frobnicate(?:[ \t\n]|$)'
strip_lines_matching = ['^noise']
`;

/** A project with its own filters, and fresh HOME, config and data dirs (trust state included). */
function sandbox(files: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), "rtk-hook-filters-"));
  dirs.push(root);
  const project = join(root, "project");
  mkdirSync(join(project, ".rtk"), { recursive: true });
  writeFileSync(join(project, ".rtk", "filters.toml"), PROJECT_FILTERS);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const env = {
    PATH: pathWithRtk(root), HOME: root, XDG_CONFIG_HOME: join(root, "config"), XDG_DATA_HOME: join(root, "data"), CLAUDE_CONFIG_DIR: "", CLAUDE_PROJECT_DIR: "",
    CI: "", GITHUB_ACTIONS: "", GITLAB_CI: "", JENKINS_URL: "", BUILDKITE: "", RTK_TRUST_PROJECT_FILTERS: "", RTK_NO_TOML: "",
  };
  return { root, project, env };
}

const payload = (command: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command } });

describe.each(RUNTIMES)("rewrite loading under $name", (runtime: Runtime) => {
  const hook = (s: ReturnType<typeof sandbox>, command: string) =>
    runCli(runtime, ["hook", "claude"], { cwd: s.project, env: s.env, input: payload(command) });
  const rewrite = (s: ReturnType<typeof sandbox>, command: string) => runCli(runtime, ["rewrite", command], { cwd: s.project, env: s.env });

  it("rtk hook claude rewrites a trusted project filter's command, and only once trusted", () => {
    const s = sandbox();
    const before = hook(s, "frobnicate --all");
    expect(before.code).toBe(0);
    expect(before.out).not.toContain("rtk frobnicate");
    expect(rewrite(s, "frobnicate --all").code).toBe(1);

    expect(runCli(runtime, ["trust", "--yes"], { cwd: s.project, env: s.env }).code).toBe(0);
    const after = hook(s, "frobnicate --all && git status");
    expect(after.code).toBe(0);
    const answer = JSON.parse(after.out) as { hookSpecificOutput: { updatedInput: { command: string } } };
    expect(answer.hookSpecificOutput.updatedInput.command).toBe("rtk frobnicate --all && rtk git status");
    expect(rewrite(s, "frobnicate --all").out).toBe("rtk frobnicate --all\n");
    // `rtk hook check` decides the same way.
    expect(runCli(runtime, ["hook", "check", "frobnicate -x"], { cwd: s.project, env: s.env }).out).toContain("rewrite:  rtk frobnicate -x");
  });

  if (runtime.name !== "deno") {
    it("the in-process hook rtk init installs rewrites a trusted project filter's command too", () => {
      const s = sandbox();
      const env = { ...s.env, CLAUDE_CONFIG_DIR: join(s.root, "claude"), CLAUDE_PROJECT_DIR: s.project };
      expect(runCli(runtime, ["init", "-g", "--agent", "claude", "--auto-patch"], { cwd: s.project, env }).code).toBe(0);
      const settings = JSON.parse(readFileSync(join(s.root, "claude", "settings.json"), "utf8"));
      const command: string = settings.hooks.PreToolUse.at(-1).hooks[0].command;
      expect(command).toMatch(/rtk-rewrite\.cjs'?$/);
      const run = () => spawnSync("sh", ["-c", command], { cwd: s.project, env: { ...process.env, ...env }, input: payload("frobnicate --all") });
      expect(run().stdout.toString()).not.toContain("rtk frobnicate");
      expect(runCli(runtime, ["trust", "--yes"], { cwd: s.project, env }).code).toBe(0);
      const r = run();
      expect(r.status).toBe(0);
      expect(r.stderr.toString()).toBe("");
      expect(JSON.parse(r.stdout.toString()).hookSpecificOutput.updatedInput.command).toBe("rtk frobnicate --all");
    });
  }

  it("a trusted project filter's `rewrite` table gives it a row: rewritten before a display-only stage, as a built-in row is", () => {
    const withRow = PROJECT_FILTERS.replace("strip_lines_matching", 'rewrite = { category = "Build", savings = 40, pipeline = "producer", example = "frobnicate --all" }\nstrip_lines_matching');
    const s = sandbox({ "project/.rtk/filters.toml": withRow });
    // Untrusted: the file affects nothing.
    expect(rewrite(s, "frobnicate --all | head").code).toBe(1);
    expect(runCli(runtime, ["trust", "--yes"], { cwd: s.project, env: s.env }).code).toBe(0);
    expect(rewrite(s, "frobnicate --all | head").out).toBe("rtk frobnicate --all | head\n");
    const answer = JSON.parse(hook(s, "frobnicate --all | tail -5").out) as { hookSpecificOutput: { updatedInput: { command: string } } };
    expect(answer.hookSpecificOutput.updatedInput.command).toBe("rtk frobnicate --all | tail -5");

    // Without a `rewrite` table the match_command alone rewrites it outside pipelines only.
    const bare = sandbox();
    expect(runCli(runtime, ["trust", "--yes"], { cwd: bare.project, env: bare.env }).code).toBe(0);
    expect(rewrite(bare, "frobnicate --all").out).toBe("rtk frobnicate --all\n");
    expect(rewrite(bare, "frobnicate --all | head").code).toBe(1);
  });

  it("warns once on stderr, naming config.toml and the key, about an exclude_commands regex that does not compile", () => {
    // nofilter: a command no rule or filter rewrites, so only the warning is under test.
    const s = sandbox({ "config/rtk/config.toml": '[hooks]\nexclude_commands = ["^nofilter(", "git push"]\n' });
    const r = rewrite(s, "git status && nofilter( x");
    expect(r.out).toBe("rtk git status && nofilter( x\n");
    const lines = r.err.split("\n").filter((l) => l.includes("exclude_commands"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(join(s.root, "config", "rtk", "config.toml"));
    expect(lines[0]).toContain('hooks.exclude_commands entry "^nofilter("');
    expect(lines[0]).toContain("plain prefix");
    expect(rewrite(s, "git push").code).toBe(1);

    // The hook prints the agent's JSON only; the warning goes to stderr.
    const h = hook(s, "git status");
    expect(h.code).toBe(0);
    expect(JSON.parse(h.out).hookSpecificOutput.updatedInput.command).toBe("rtk git status");
    expect(h.err).toContain('hooks.exclude_commands entry "^nofilter("');
  });

  it("stays quiet about exclude_commands entries that are fine", () => {
    const s = sandbox({ "config/rtk/config.toml": '[hooks]\nexclude_commands = ["^curl\\\\b", "git push"]\n' });
    const r = rewrite(s, "git status");
    expect(r.out).toBe("rtk git status\n");
    expect(r.err).toBe("");
  });
});
