// An untrusted repository (and a home) with a hazard at every path rtk reads: a FIFO, a symlink
// to /dev/zero, a 2 GB sparse file, a symlink loop, a symlink out of the repository. Every
// command and every hook call answers, in Node, Bun and Deno, naming each refused file on
// stderr, and the hooks still answer the agent. Each run is bounded by a generous timeout (a
// failure bound, not a timing assertion): before, a FIFO hung them all and /dev/zero ate memory
// until the machine stopped it. `npm run bench hazards` measures the times.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pathWithRtk, RUNTIMES, runCli, type Runtime } from "../helpers/cli";

/** What a run may take at most here before it counts as hung (a loaded machine included). */
const BOUND_MS = 30_000;

type Hazard = "fifo" | "zero" | "big" | "loop" | "out";

/** Puts the hazard at `path` (its folder created). */
function plant(path: string, hazard: Hazard, outside: string): void {
  mkdirSync(dirname(path), { recursive: true });
  rmSync(path, { force: true });
  switch (hazard) {
    case "fifo":
      spawnSync("mkfifo", [path]);
      break;
    case "zero":
      symlinkSync("/dev/zero", path);
      break;
    case "big":
      writeFileSync(path, "");
      truncateSync(path, 2 * 1024 ** 3); // sparse: no disk used
      break;
    case "loop":
      symlinkSync(`${path}.loop`, path);
      symlinkSync(path, `${path}.loop`);
      break;
    case "out":
      symlinkSync(outside, path);
      break;
  }
}

/** The words each refusal is told with. */
const TOLD: Record<Hazard, RegExp> = {
  fifo: /is a FIFO, not a regular file: not read/,
  zero: /is a character device, not a regular file: not read|leads outside .* \(to \/dev\/zero\): not read/,
  big: /is larger than 1\.0 MiB \(2\.0 GiB\): not read/,
  loop: /is a symlink loop: not read/,
  out: /leads outside .*: not read/,
};

const FILTERS = "schema_version = 1\n[filters.greet]\nmatch_command = '^printf(?:[ \\t]|$)'\nstrip_lines_matching = ['^noise']\n";
const CLAUDE_PAYLOAD = JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: "git status" } });

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

interface Place {
  root: string;
  home: string;
  repo: string;
  env: Record<string, string>;
  config: string;
  data: string;
  /** The in-process hook's command line (Node and Bun), as `rtk init` wrote it. */
  launcher: string | null;
}

function place(runtime: Runtime): Place {
  const root = mkdtempSync(join(tmpdir(), "rtk-hazards-"));
  roots.push(root);
  const home = join(root, "home");
  const repo = join(root, "repo");
  mkdirSync(repo, { recursive: true });
  // rtk on PATH as the agent's shell finds it, so the hooks rewrite to a bare `rtk`.
  const env = {
    HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, ".local", "share"),
    CLAUDE_CONFIG_DIR: "", CLAUDE_PROJECT_DIR: "", RTK_TRUST_PROJECT_FILTERS: "", RTK_HOOK_TIMEOUT_MS: "", PATH: pathWithRtk(root),
  };
  const p: Place = { root, home, repo, env, config: join(home, ".config", "rtk"), data: join(home, ".local", "share", "rtk"), launcher: null };
  if (runtime.name !== "deno") {
    expect(runCli(runtime, ["init", "-g", "--agent", "claude", "--auto-patch"], { cwd: repo, env }).code).toBe(0);
    const settings = JSON.parse(readFileSync(join(home, ".claude", "settings.json"), "utf8"));
    p.launcher = settings.hooks.PreToolUse.at(-1).hooks[0].command;
  }
  return p;
}

function run(runtime: Runtime, p: Place, args: string[], input?: string) {
  const r = runCli(runtime, args, { cwd: p.repo, env: p.env, input, timeout: BOUND_MS, killSignal: "SIGKILL" });
  expect(r.signal, `rtk ${args.join(" ")} did not answer within ${BOUND_MS} ms`).toBeNull();
  return r;
}

function runLauncher(p: Place) {
  const r = spawnSync("sh", ["-c", p.launcher!], { cwd: p.repo, env: { ...process.env, ...p.env }, input: CLAUDE_PAYLOAD, timeout: BOUND_MS, killSignal: "SIGKILL" });
  expect(r.signal, "the in-process hook did not answer in time").toBeNull();
  return { code: r.status, out: r.stdout.toString(), err: r.stderr.toString() };
}

/** The Claude Code answer for `git status`: a rewrite to `rtk git status` (ask: no rule allows it). */
function expectRewriteAnswer(out: string): void {
  const o = JSON.parse(out).hookSpecificOutput;
  expect(o.updatedInput.command).toBe("rtk git status");
}

describe.each(RUNTIMES)("a hazard at every path rtk reads, under $name", (runtime: Runtime) => {
  it.each(["fifo", "zero", "big", "loop", "out"] as const)("%s at every config, settings and filter path: every command and hook answers", (hazard) => {
    const p = place(runtime);
    const secret = join(p.root, "secret.txt");
    writeFileSync(secret, "SECRET-abc123\n");
    const project = [join(p.repo, ".rtk", "filters.toml"), join(p.repo, ".claude", "settings.json"), join(p.repo, ".claude", "settings.local.json")];
    // The user's own files may link anywhere (dotfile managers do): no `out` there.
    const user = [join(p.home, ".claude", "settings.json"), join(p.home, ".claude", "settings.local.json"), join(p.config, "config.toml"), join(p.config, "filters.toml")];
    for (const f of project) plant(f, hazard, secret);
    if (hazard !== "out") for (const f of user) plant(f, hazard, secret);

    const rewrite = run(runtime, p, ["rewrite", "git status"]);
    expect(rewrite.out).toBe("rtk git status\n");
    expect(rewrite.code).toBe(3);
    expect(rewrite.err).toMatch(TOLD[hazard]);
    expect(rewrite.err).toContain(".claude/settings.local.json");
    expect(rewrite.err).not.toContain("SECRET-abc123");

    const hook = run(runtime, p, ["hook", "claude"], CLAUDE_PAYLOAD);
    expect(hook.code).toBe(0);
    expectRewriteAnswer(hook.out);
    expect(hook.err).toMatch(TOLD[hazard]);

    const command = run(runtime, p, ["printf", "a\\nnoise\\n"]);
    expect(command.code).toBe(0);
    expect(command.out).toBe("a\nnoise\n");
    expect(command.err).toContain(".rtk/filters.toml");

    const quick = run(runtime, p, ["ls"]);
    expect(quick.code).toBe(0);

    for (const args of [["filters"], ["verify"], ["config"], ["trust"], ["init", "--show"]]) {
      const r = run(runtime, p, args);
      expect(r.err + r.out, args.join(" ")).not.toContain("SECRET-abc123");
    }

    if (p.launcher !== null) {
      // The launcher and its hash were written before the hazards: the hook reads the rest.
      const h = runLauncher(p);
      expect(h.code).toBe(0);
      expectRewriteAnswer(h.out);
      expect(h.err).toMatch(TOLD[hazard]);
    }
  });

  it.each(["fifo", "zero", "big", "loop"] as const)("%s at the trust store, its hash cache, the config cache and the hook's stored hash", (hazard) => {
    const p = place(runtime);
    mkdirSync(join(p.repo, ".rtk"), { recursive: true });
    writeFileSync(join(p.repo, ".rtk", "filters.toml"), FILTERS);
    mkdirSync(p.config, { recursive: true });
    writeFileSync(join(p.config, "config.toml"), "[display]\ncolors = false\n");
    expect(run(runtime, p, ["trust", "--yes"]).code).toBe(0);
    // Trusted and in use: the filter drops the noise line, and the hashes are remembered.
    expect(run(runtime, p, ["printf", "a\\nnoise\\n"]).out).toBe("a\n");

    plant(join(p.data, "trusted_filters.hashes.json"), hazard, "");
    plant(join(p.data, "config-cache.json"), hazard, "");
    const hashed = run(runtime, p, ["printf", "a\\nnoise\\n"]);
    expect(hashed.out).toBe("a\n"); // the file is hashed again, and still trusted
    expect(hashed.code).toBe(0);
    expect(run(runtime, p, ["rewrite", "git status"]).out).toBe("rtk git status\n");

    plant(join(p.data, "trusted_filters.json"), hazard, "");
    const untrusted = run(runtime, p, ["printf", "a\\nnoise\\n"]);
    expect(untrusted.out).toBe("a\nnoise\n"); // no trust store: nothing is trusted
    expect(untrusted.code).toBe(0);
    const list = run(runtime, p, ["trust", "--list"]);
    expect(list.err).toMatch(TOLD[hazard]);
    expect(list.err).toContain("trusted_filters.json");
    expectRewriteAnswer(run(runtime, p, ["hook", "claude"], CLAUDE_PAYLOAD).out);

    if (p.launcher !== null) {
      expectRewriteAnswer(runLauncher(p).out);
      // A stored hash that is not a regular file is no stored hash: the hook refuses to rewrite.
      plant(join(p.home, ".claude", "hooks", ".rtk-hook.sha256"), hazard, "");
      const h = runLauncher(p);
      expect(h.code).toBe(0);
      expect(h.out).toBe("");
      expect(h.err).toContain("no stored hash");
    }
  });
});
