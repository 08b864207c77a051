// The filter commands end to end, through the built CLI, in Node, Bun and Deno: verify, trust,
// untrust, filters, which, pipe, a command filtered by a TOML filter, tiers and RTK_NO_TOML.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES, runCli, type Runtime } from "../helpers/cli";
import { needs } from "../helpers/programs";

const fixture = (...p: string[]) => readFileSync(join(ROOT, "fixtures", ...p), "utf8");

const PROJECT_FILTERS = String.raw`schema_version = 1

[filters.greet]
description = "printf: noise lines dropped"
match_command = '^printf(?:[ \t\n]|$)'
strip_lines_matching = ['^noise']

[[tests.greet]]
name = "drops noise"
input = "a\nnoise\nb\n"
expected = "a\nb"
`;

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A fresh project dir and XDG dirs, so trust state never leaks between tests. */
function sandbox() {
  const root = mkdtempSync(join(tmpdir(), "rtk-filters-"));
  dirs.push(root);
  const project = join(root, "project");
  mkdirSync(join(project, ".rtk"), { recursive: true });
  mkdirSync(join(root, "config", "rtk"), { recursive: true });
  const env = {
    XDG_CONFIG_HOME: join(root, "config"), XDG_DATA_HOME: join(root, "data"), HOME: root,
    CI: "", GITHUB_ACTIONS: "", GITLAB_CI: "", JENKINS_URL: "", BUILDKITE: "", RTK_TRUST_PROJECT_FILTERS: "", RTK_NO_TOML: "",
  };
  return { root, project, env };
}

describe.each(RUNTIMES)("filters under $name", (runtime: Runtime) => {
  it("verify --require-all passes on every built-in filter", () => {
    const { env } = sandbox();
    const r = runCli(runtime, ["verify", "--require-all"], { env });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^(\d+)\/\1 passed$/m);
  });

  it("verify --file: 0 when its tests pass, 1 on a failing test, 2 on a config error or an untested filter", () => {
    const { root, env } = sandbox();
    const good = join(root, "good.toml");
    writeFileSync(good, PROJECT_FILTERS);
    const ok = runCli(runtime, ["verify", "--file", good], { env });
    expect(ok.out).toContain("1/1 passed");
    expect(ok.code).toBe(0);

    const failing = join(root, "failing.toml");
    writeFileSync(failing, PROJECT_FILTERS.replace('expected = "a\\nb"', 'expected = "a"'));
    const f = runCli(runtime, ["verify", "--file", failing], { env });
    expect(f.code).toBe(1);
    expect(f.out).toContain(`FAIL greet: drops noise (${failing}:8)`);
    expect(f.out).toContain("0/1 passed");

    const bad = join(root, "bad.toml");
    writeFileSync(bad, "schema_version = 1\n[filters.x]\nmatch_command = '^x'\nkeep_lines_matching = ['(?<=a)b']\n");
    const b = runCli(runtime, ["verify", "--file", bad], { env });
    expect(b.code).toBe(2);
    expect(b.err).toMatch(new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:4: error: filter 'x', field 'keep_lines_matching\\[0\\]': invalid regex at \\d+: .*look-around`));

    const untested = join(root, "untested.toml");
    writeFileSync(untested, "schema_version = 1\n[filters.x]\nmatch_command = '^x'\n");
    expect(runCli(runtime, ["verify", "--file", untested], { env }).code).toBe(0);
    const u = runCli(runtime, ["verify", "--file", untested, "--require-all"], { env });
    expect(u.code).toBe(2);
    expect(u.err).toContain("filter 'x' has no inline tests");
  });

  needs("ping", "shellcheck").it("a built-in TOML filter filters a real command, with the child's exit code", () => {
    const { env } = sandbox();
    const ping = runCli(runtime, ["ping", "-c", "3", "-i", "0.2", "127.0.0.1"], { env });
    expect(ping.code).toBe(0);
    expect(ping.out).toMatch(/^64 bytes from 127\.0\.0\.1: icmp_seq=1 ttl=\d+ time=[\d.]+ ms \(x3\)$/m);
    expect(ping.out).toContain("3 packets transmitted, 3 received");

    const cwd = join(ROOT, "fixtures", "shellcheck", "project");
    const sc = runCli(runtime, ["shellcheck", "deploy.sh"], { env, cwd });
    expect(sc.code).toBe(1);
    // The user's own format: every finding, with its location, source line and fix.
    expect(sc.out).toContain("In deploy.sh line 12:\ncd /srv/releases\n^--------------^ SC2164 (warning): Use 'cd ... || exit'");
    expect(sc.out).toContain("Did you mean: \ncd /srv/releases || exit\n");
    expect(sc.out).toContain("SC2086 (info)");
    expect(sc.out).not.toContain("https://www.shellcheck.net/wiki/");
    expect(sc.out).toMatch(/^shellcheck: 0 errors, 3 warnings, 6 notes$/m);
    const clean = runCli(runtime, ["shellcheck", "clean.sh"], { env, cwd });
    expect(clean.code).toBe(0);
    // shellcheck prints nothing for a clean script: so does rtk (a summary line would be longer).
    expect(clean.out).toBe("");

    const raw = runCli(runtime, ["ping", "-c", "2", "-i", "0.2", "127.0.0.1"], { env: { ...env, RTK_NO_TOML: "1" } });
    expect(raw.out).toContain("icmp_seq=2");
    expect(raw.out).toContain("PING 127.0.0.1");
  });

  it("trust: a project file is used only once trusted, and only while unchanged", () => {
    const { project, env, root } = sandbox();
    const file = join(project, ".rtk", "filters.toml");
    writeFileSync(file, PROJECT_FILTERS);
    const cmd = ["printf", "a\\nnoise\\nb\\n"];
    expect(runCli(runtime, cmd, { env, cwd: project }).out).toBe("a\nnoise\nb\n");
    expect(runCli(runtime, ["which", "printf x"], { env, cwd: project }).code).toBe(1);

    const t = runCli(runtime, ["trust", "--yes"], { env, cwd: project });
    expect(t.code).toBe(0);
    expect(t.out).toContain("=== .rtk/filters.toml ===\nschema_version = 1\n");
    expect(t.out).toContain("Filters: 1\nNo high-risk patterns detected.\n");
    expect(t.out).toMatch(/^Trusted \.rtk\/filters\.toml \(sha256:[0-9a-f]{16}\)$/m);
    const store = join(root, "data", "rtk", "trusted_filters.json");
    expect(statSync(store).mode & 0o777).toBe(0o600);
    const data = JSON.parse(readFileSync(store, "utf8"));
    expect(data.version).toBe(1);
    expect(Object.values(data.trusted as Record<string, { sha256: string }>)[0].sha256).toMatch(/^[0-9a-f]{64}$/);

    expect(runCli(runtime, cmd, { env, cwd: project }).out).toBe("a\nb\n");
    const w = runCli(runtime, ["which", "printf x"], { env, cwd: project });
    expect(w.out).toContain("filter: greet (project, by command match)");
    expect(runCli(runtime, ["trust", "--list"], { env, cwd: project }).out).toMatch(/filters\.toml {2}sha256:[0-9a-f]{16} .* \(trusted\)/);
    expect(runCli(runtime, ["filters"], { env, cwd: project }).out).toMatch(/^project +greet /m);

    writeFileSync(file, PROJECT_FILTERS.replace("^noise", "^a"));
    const changed = runCli(runtime, cmd, { env, cwd: project });
    expect(changed.out).toBe("a\nnoise\nb\n");
    expect(changed.err).toContain(".rtk/filters.toml changed since it was trusted");

    expect(runCli(runtime, ["untrust"], { env, cwd: project }).out).toBe("Untrusted .rtk/filters.toml\n");
    expect(runCli(runtime, ["trust", "--list"], { env, cwd: project }).out).toBe("No trusted filter files.\n");
  });

  it("trust: a file's hash is remembered by its identity (device, inode, size, times) and computed again once it changes", async () => {
    const { project, env, root } = sandbox();
    const file = join(project, ".rtk", "filters.toml");
    writeFileSync(file, PROJECT_FILTERS);
    const cmd = ["printf", "a\\nnoise\\n"];
    expect(runCli(runtime, ["trust", "--yes"], { env, cwd: project }).code).toBe(0);
    const cachePath = join(root, "data", "rtk", "trusted_filters.hashes.json");
    // Changed a moment ago (here: in the future): not remembered, it could change again within
    // the file system's clock tick.
    const hour = Date.now() / 1000 + 3600;
    utimesSync(file, hour, hour);
    expect(runCli(runtime, cmd, { env, cwd: project }).out).toBe("a\n");
    expect(existsSync(cachePath)).toBe(false);
    // Left alone for two seconds (ctime too: setting the times set it): remembered.
    utimesSync(file, hour - 7200, hour - 7200);
    await new Promise((r) => setTimeout(r, 2100));
    expect(runCli(runtime, cmd, { env, cwd: project }).out).toBe("a\n");
    expect(statSync(cachePath).mode & 0o777).toBe(0o600);
    const cache = JSON.parse(readFileSync(cachePath, "utf8"));
    const [entry] = Object.values(cache.files as Record<string, { id: { ino: number; size: number }; sha256: string }>);
    expect(entry.id.ino).toBe(statSync(file).ino);
    expect(entry.id.size).toBe(PROJECT_FILTERS.length);
    // A remembered hash is believed while the file is the same file: a wrong one makes it "changed".
    entry.sha256 = "0".repeat(64);
    writeFileSync(cachePath, JSON.stringify(cache));
    const believed = runCli(runtime, cmd, { env, cwd: project });
    expect(believed.out).toBe("a\nnoise\n");
    expect(believed.err).toContain(".rtk/filters.toml changed since it was trusted");
    // Written again (same bytes): a new ctime, so the hash is computed, and it is trusted again.
    writeFileSync(file, PROJECT_FILTERS);
    expect(runCli(runtime, cmd, { env, cwd: project }).out).toBe("a\n");
  });

  it("trust summarises the risks of a file", () => {
    const { project, env } = sandbox();
    writeFileSync(
      join(project, ".rtk", "filters.toml"),
      "schema_version = 1\n[filters.all]\nmatch_command = '.*'\nreplace = [{ pattern = 'a', replacement = 'b' }]\nmatch_output = [{ pattern = 'x', message = 'ok' }]\nrun = '{cmd} --quiet {args}'\n",
    );
    const t = runCli(runtime, ["trust", "--yes"], { env, cwd: project });
    expect(t.out).toContain("[!] Contains 'replace' rules (can rewrite output)");
    expect(t.out).toContain("[!] Contains 'match_output' rules (can replace entire output)");
    expect(t.out).toContain("[!] Contains 'run' templates (change the command that is executed)");
    expect(t.out).toContain("[!] Contains catch-all pattern '.*'");
  });

  it("RTK_TRUST_PROJECT_FILTERS=1 counts only with a CI variable (stdin/stdout are pipes here)", () => {
    const { project, env } = sandbox();
    writeFileSync(join(project, ".rtk", "filters.toml"), PROJECT_FILTERS);
    const cmd = ["printf", "a\\nnoise\\n"];
    const ci = runCli(runtime, cmd, { env: { ...env, RTK_TRUST_PROJECT_FILTERS: "1", CI: "true" }, cwd: project });
    expect(ci.out).toBe("a\n");
    const local = runCli(runtime, cmd, { env: { ...env, RTK_TRUST_PROJECT_FILTERS: "1" }, cwd: project });
    expect(local.out).toBe("a\nnoise\n");
    expect(local.err).toContain("RTK_TRUST_PROJECT_FILTERS=1 is honoured only in CI");
  });

  it.each(["false", "0", "no", "OFF", " "])("CI=%j is not CI: RTK_TRUST_PROJECT_FILTERS=1 is refused", (value) => {
    const { project, env } = sandbox();
    writeFileSync(join(project, ".rtk", "filters.toml"), PROJECT_FILTERS);
    const r = runCli(runtime, ["printf", "a\\nnoise\\n"], { env: { ...env, RTK_TRUST_PROJECT_FILTERS: "1", CI: value }, cwd: project });
    expect(r.out).toBe("a\nnoise\n");
    expect(r.err).toContain("RTK_TRUST_PROJECT_FILTERS=1 is honoured only in CI");
  });

  it("a broken trusted user filter never breaks the command: raw output and one warning line", () => {
    const { root, env, project } = sandbox();
    const user = join(root, "config", "rtk", "filters.toml");
    writeFileSync(user, "schema_version = 1\n[filters.p]\nmatch_command = '^printf'\nstrip_lines_matching = ['(unclosed']\n");
    expect(runCli(runtime, ["trust", "--global", "--yes"], { env, cwd: project }).code).toBe(0);
    const r = runCli(runtime, ["printf", "a\\nb\\n"], { env, cwd: project });
    expect(r.code).toBe(0);
    expect(r.out).toBe("a\nb\n");
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toMatch(/filters\.toml:4: error: filter 'p', field 'strip_lines_matching\[0\]': invalid regex/);
  });

  it("pipe -f NAME, --file PATH [--command], and --command with output detection", () => {
    const { root, env } = sandbox();
    const ping = fixture("ping", "loopback", "stdout.txt");
    const byName = runCli(runtime, ["pipe", "-f", "ping"], { env, input: ping });
    expect(byName.code).toBe(0);
    expect(byName.out).toMatch(/\(x12\)\n/);

    const file = join(root, "f.toml");
    writeFileSync(file, `${PROJECT_FILTERS}\n[filters.other]\nmatch_command = '^other'\nhead_lines = 1\n`);
    const viaCommand = runCli(runtime, ["pipe", "--file", file, "--command", "printf hi"], { env, input: "a\nnoise\nb\n" });
    expect(viaCommand.out).toBe("a\nb\n");
    const ambiguous = runCli(runtime, ["pipe", "--file", file], { env, input: "a\nb\n" });
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.err).toContain("has 2 filters");
    expect(ambiguous.out).toBe("a\nb\n");

    const yaml = fixture("yamllint", "problems", "stdout.txt");
    // No filter matches `npm run lint`: the yamllint filter claims the output by its lines.
    const detected = runCli(runtime, ["pipe", "--command", "npm run lint"], { env, input: yaml });
    expect(detected.out).toContain("config.yaml\n  1:1 warning missing document start");
    expect(detected.out).not.toMatch(/\n\n/);
    const unknown = runCli(runtime, ["pipe", "-f", "no-such-filter"], { env, input: "x\n" });
    expect(unknown.code).toBe(2);
    expect(unknown.out).toBe("x\n");
    expect(unknown.err).toContain("no filter named 'no-such-filter'");
  });

  it("which explains the choice: command match, passthrough_args, or none", () => {
    const { env } = sandbox();
    const w = runCli(runtime, ["which", "/usr/bin/shellcheck deploy.sh"], { env });
    expect(w.code).toBe(0);
    expect(w.out).toContain("filter: shellcheck (builtin, by command match)");
    expect(w.out).toContain("runs: /usr/bin/shellcheck deploy.sh");
    const off = runCli(runtime, ["which", "shellcheck --format json deploy.sh"], { env });
    expect(off.out).toContain("passthrough_args");
    expect(runCli(runtime, ["which", "no-such-tool --flag"], { env }).code).toBe(1);
  });
});
