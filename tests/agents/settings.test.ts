// rtk init's settings merging over every fixture, in memory: what is kept, what is replaced,
// what a second run does, and install -> uninstall giving back the exact bytes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { checkHook, hashPathFor } from "../../host/cli/integrity";
import { launcherSource } from "../../host/cli/init/content";
import { withBlock, withLine, withoutBlock, withoutLine } from "../../host/cli/init/markdown";
import { installedCommands } from "../../host/cli/init/merge";
import { agentLayout, type InitAgent, type Scope } from "../../host/cli/init/paths";
import { type Change, type HookSpec, planInstall, planUninstall } from "../../host/cli/init/plan";
import { ROOT } from "../helpers/cli";

const fixture = (name: string) => new Uint8Array(readFileSync(join(ROOT, "fixtures", "agents", "settings", name)));
// ignoreBOM keeps a BOM in the decoded text, so its loss would show.
const dec = new TextDecoder("utf-8", { ignoreBOM: true });

/** A file system in a Map; paths are absolute strings. */
class MemFs {
  files = new Map<string, Uint8Array>();
  read = (p: string) => this.files.get(p) ?? null;
  apply(changes: Change[]) {
    for (const c of changes) {
      if (c.after === null) this.files.delete(c.path);
      else {
        if (c.backup && c.before !== null) this.files.set(`${c.path}.bak`, c.before);
        this.files.set(c.path, c.after);
      }
    }
  }
}

const env = (vars: Record<string, string>, cwd = "/work/proj") => ({ env: (n: string) => vars[n], cwd: () => cwd });
const HOME = { HOME: "/home/u" };

function spec(agent: InitAgent, scope: Scope): HookSpec {
  const layout = agentLayout(agent, scope, env(HOME));
  const common = { rtkArgv: ["/usr/bin/node", "/opt/rtk/bin/rtk.js"], rtkWord: "rtk", registered: true };
  if (layout.hookFile) return { command: `/usr/bin/node ${layout.hookFile}`, launcher: launcherSource("claude", "file:///opt/rtk/dist/cli/node-hook-client.cjs", null), ...common };
  return { command: `/usr/bin/node /opt/rtk/bin/rtk.js hook ${agent}`, ...common };
}

async function install(fs: MemFs, agent: InitAgent, scope: Scope = "global") {
  const changes = await planInstall(agentLayout(agent, scope, env(HOME)), spec(agent, scope), fs.read);
  fs.apply(changes);
  return changes;
}

function uninstall(fs: MemFs, agent: InitAgent, scope: Scope = "global") {
  const changes = planUninstall(agentLayout(agent, scope, env(HOME)), fs.read);
  fs.apply(changes);
  return changes;
}

const SETTINGS: Record<string, { agent: InitAgent; path: string; fixture: string | null }> = {
  "claude, no settings file": { agent: "claude", path: "/home/u/.claude/settings.json", fixture: null },
  "claude, empty object": { agent: "claude", path: "/home/u/.claude/settings.json", fixture: "empty.json" },
  "claude, other tools' hooks": { agent: "claude", path: "/home/u/.claude/settings.json", fixture: "claude-other-hooks.json" },
  "claude, BOM and 4-space indent": { agent: "claude", path: "/home/u/.claude/settings.json", fixture: "bom-4-spaces.json" },
  "cursor, other hooks": { agent: "cursor", path: "/home/u/.cursor/hooks.json", fixture: "cursor-other-hooks.json" },
  "cursor, none": { agent: "cursor", path: "/home/u/.cursor/hooks.json", fixture: null },
  "gemini, other hooks": { agent: "gemini", path: "/home/u/.gemini/settings.json", fixture: "gemini-other-hooks.json" },
  "codex, other hooks": { agent: "codex", path: "/home/u/.codex/hooks.json", fixture: "codex-other-hooks.json" },
};

describe.each(Object.entries(SETTINGS))("%s", (_name, { agent, path, fixture: file }) => {
  it("installs once, keeps everything else, and uninstalls back to the same bytes", async () => {
    const fs = new MemFs();
    const original = file ? fixture(file) : null;
    if (original) fs.files.set(path, original);
    await install(fs, agent);
    const after = fs.files.get(path)!;
    const text = dec.decode(after);
    const parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
    const format = agent === "cursor" ? "cursor" : agent === "gemini" ? "gemini" : agent === "codex" ? "codex" : "claude";
    expect(installedCommands(format, parsed)).toEqual([spec(agent, "global").command]);
    if (original) {
      const before = JSON.parse(dec.decode(original).replace(/^\uFEFF/, ""));
      for (const key of Object.keys(before)) if (key !== "hooks") expect(parsed[key]).toEqual(before[key]);
      for (const [event, list] of Object.entries(before.hooks ?? {})) for (const entry of list as unknown[]) expect(parsed.hooks[event]).toContainEqual(entry);
      expect(text.startsWith("\uFEFF")).toBe(dec.decode(original).startsWith("\uFEFF"));
      expect(fs.files.get(`${path}.bak`)).toEqual(original);
    }
    // A second run changes nothing at all.
    expect(await install(fs, agent)).toEqual([]);
    uninstall(fs, agent);
    if (original) expect(Buffer.compare(fs.files.get(path)!, original)).toBe(0);
    else expect(fs.files.has(path)).toBe(false);
    expect(uninstall(fs, agent)).toEqual([]);
  });
});

it("replaces an older rtk hook (rtk-rewrite.sh) instead of adding a second one", async () => {
  const fs = new MemFs();
  fs.files.set("/home/u/.claude/settings.json", fixture("claude-older-rtk.json"));
  await install(fs, "claude");
  const parsed = JSON.parse(dec.decode(fs.files.get("/home/u/.claude/settings.json")!));
  expect(installedCommands("claude", parsed)).toEqual([spec("claude", "global").command]);
  expect(parsed.statusLine).toEqual({ type: "command", command: "~/.claude/statusline.sh" });
  expect(JSON.stringify(parsed)).not.toContain("rtk-rewrite.sh");
});

it("refuses a malformed settings file with its name and position, writing nothing", async () => {
  const fs = new MemFs();
  fs.files.set("/home/u/.claude/settings.json", fixture("malformed.json"));
  const before = new Map(fs.files);
  await expect(install(fs, "claude")).rejects.toThrow(/\/home\/u\/\.claude\/settings\.json: malformed JSON.*left untouched/);
  expect(fs.files).toEqual(before);
  expect(() => uninstall(fs, "claude")).toThrow(/settings\.json: malformed JSON/);
});

it("refuses settings whose hooks are not an object", async () => {
  const fs = new MemFs();
  fs.files.set("/home/u/.claude/settings.json", new TextEncoder().encode('{"hooks": []}\n'));
  await expect(install(fs, "claude")).rejects.toThrow(/"hooks" is not an object/);
});

it("stores the launcher's SHA-256 read-only and reports tampering", async () => {
  const fs = new MemFs();
  const changes = await install(fs, "claude");
  const hook = "/home/u/.claude/hooks/rtk-rewrite.cjs";
  expect(changes.find((c) => c.path === hashPathFor(hook))?.mode).toBe(0o444);
  expect((await checkHook(fs.read, hook, fs.files.get(hook))).state).toBe("verified");
  expect((await checkHook(fs.read, hook, new TextEncoder().encode("other"))).state).toBe("outdated");
  fs.files.set(hook, new TextEncoder().encode(`${dec.decode(fs.files.get(hook)!)}console.log("x")\n`));
  expect((await checkHook(fs.read, hook)).state).toBe("tampered");
  fs.files.delete(hook);
  expect((await checkHook(fs.read, hook)).state).toBe("missing");
  fs.files.delete(hashPathFor(hook));
  expect((await checkHook(fs.read, hook)).state).toBe("not-installed");
});

it("honours CLAUDE_CONFIG_DIR, CODEX_HOME, COPILOT_HOME and XDG_CONFIG_HOME", () => {
  const e = env({ HOME: "/home/u", CLAUDE_CONFIG_DIR: "/cfg/claude", CODEX_HOME: "/cfg/codex", COPILOT_HOME: "/cfg/copilot", XDG_CONFIG_HOME: "/cfg/xdg" });
  expect(agentLayout("claude", "global", e).settings?.path).toBe("/cfg/claude/settings.json");
  expect(agentLayout("codex", "global", e).settings?.path).toBe("/cfg/codex/hooks.json");
  expect(agentLayout("copilot", "global", e).hookConfigFile).toBe("/cfg/copilot/hooks/rtk-rewrite.json");
  expect(agentLayout("opencode", "global", e).pluginFile).toBe("/cfg/xdg/opencode/plugins/rtk.ts");
  expect(agentLayout("claude", "project", e).settings?.path).toBe("/work/proj/.claude/settings.local.json");
  expect(agentLayout("claude", "project", e).legacySettings?.path).toBe("/work/proj/.claude/settings.json");
  expect(() => agentLayout("claude", "global", env({}))).toThrow(/HOME is not set/);
});

it("every agent installs, reinstalls to no change, and uninstalls to nothing", async () => {
  for (const agent of ["claude", "cursor", "copilot", "gemini", "codex", "opencode", "cline", "windsurf"] as InitAgent[]) {
    for (const scope of ["global", "project"] as Scope[]) {
      const fs = new MemFs();
      expect((await install(fs, agent, scope)).length).toBeGreaterThan(0);
      expect(await install(fs, agent, scope)).toEqual([]);
      uninstall(fs, agent, scope);
      expect([...fs.files.keys()].filter((p) => !p.endsWith(".bak"))).toEqual([]);
    }
  }
});

describe("markdown blocks", () => {
  it("adds and removes the block and the include line, giving back the text", () => {
    for (const t of ["", "# Project\n\nNotes.\n", "# Project\n\n@AGENTS.md\n"]) {
      expect(withoutBlock(withBlock(t, "hello"))).toBe(t);
      expect(withoutLine(withLine(t, "@RTK.md"), "@RTK.md")).toBe(t);
      expect(withBlock(withBlock(t, "hello"), "hello")).toBe(withBlock(t, "hello"));
      expect(withLine(withLine(t, "@RTK.md"), "@RTK.md")).toBe(withLine(t, "@RTK.md"));
    }
  });
});

it("the launcher fails open when its client is gone or is not one it can call: the message, the neutral answer, exit 0", () => {
  const dir = mkdtempSync(join(tmpdir(), "rtk-launcher-"));
  try {
    // Another runtime's client (Bun's bytecode bundle under Node exports nothing) or another version's: no launch.
    const other = join(dir, "node-hook-client.cjs");
    writeFileSync(other, "module.exports = {};\n");
    for (const client of [other, join(dir, "gone", "node-hook-client.cjs")]) {
      const launcher = join(dir, "rtk-rewrite.cjs");
      writeFileSync(launcher, launcherSource("cursor", pathToFileURL(client).href, "{}"));
      for (const runtime of [process.execPath, join(ROOT, "node_modules", ".bin", "bun")]) {
        const r = spawnSync(runtime, [launcher], { input: "{}", encoding: "utf8" });
        expect(r.status, `${runtime} ${client}`).toBe(0);
        expect(r.stdout).toBe("{}\n");
        expect(r.stderr).toBe(`[rtk] hook: rtk is no longer installed at ${client}; the command runs unchanged (reinstall rtk and run \`rtk init\` again, or remove the hook: \`rtk init --uninstall\`)\n`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("knows rtk's hook command by either entry file (npm bin rtk.cjs, ES module rtk.js) and by name", async () => {
  const { isRtkHookCommand } = await import("../../host/cli/init/merge");
  for (const cmd of ["/usr/bin/node /opt/rtk/bin/rtk.cjs hook claude", "/usr/bin/node '/opt/rtk/bin/rtk.js' hook cursor", "rtk hook gemini", "bun /x/rtk-rewrite.mjs", "/usr/bin/node /x/rtk-rewrite.cjs"]) {
    expect(isRtkHookCommand(cmd), cmd).toBe(true);
  }
  for (const cmd of ["/usr/bin/node /opt/other/bin/tool.cjs hook claude", "rtkx hook claude", "echo rtk"]) expect(isRtkHookCommand(cmd), cmd).toBe(false);
});
