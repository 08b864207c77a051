// The host side of the permission gate: which Claude Code settings files are read, and how
// their permission lists are merged (a fake adapter: no real files, no real home).
import { describe, expect, it } from "vitest";
import type { Adapter } from "../../host/runtime/contract";
import { loadPermissions, mergeSettings, settingsFiles } from "../../host/cli/permissions";

function fakeAdapter(env: Record<string, string>, files: Record<string, string>, cwd = "/work/project"): Adapter {
  const enc = new TextEncoder();
  return {
    env: (name: string) => env[name],
    cwd: () => cwd,
    readRegularFile: (path: string) => {
      const text = files[path];
      return text === undefined ? { kind: "missing" } : { kind: "file", bytes: enc.encode(text), id: null };
    },
  } as unknown as Adapter;
}

describe("settings files", () => {
  it("reads the user's and the project's settings and their .local variants", () => {
    expect(settingsFiles(fakeAdapter({ HOME: "/home/u" }, {}))).toEqual([
      "/home/u/.claude/settings.json",
      "/home/u/.claude/settings.local.json",
      "/work/project/.claude/settings.json",
      "/work/project/.claude/settings.local.json",
    ]);
  });

  it("honours CLAUDE_CONFIG_DIR and CLAUDE_PROJECT_DIR", () => {
    const files = settingsFiles(fakeAdapter({ HOME: "/home/u", CLAUDE_CONFIG_DIR: "/cfg/", CLAUDE_PROJECT_DIR: "/p" }, {}));
    expect(files).toEqual(["/cfg/settings.json", "/cfg/settings.local.json", "/p/.claude/settings.json", "/p/.claude/settings.local.json"]);
  });

  it("does not read the same file twice when the project is the home directory", () => {
    const files = settingsFiles(fakeAdapter({ HOME: "/home/u" }, {}, "/home/u"));
    expect(files).toEqual(["/home/u/.claude/settings.json", "/home/u/.claude/settings.local.json"]);
  });

  it("merges every file's lists, tolerates a BOM, skips missing files and warns once per broken file", () => {
    const adapter = fakeAdapter({ HOME: "/h" }, {
      "/h/.claude/settings.json": '\ufeff{"permissions":{"allow":["Bash(git status)"],"deny":["Bash(rm:*)"]}}',
      "/work/project/.claude/settings.json": '{"permissions":{"allow":["Bash(ls)", 3],"ask":["Bash(git push:*)"]}}',
      "/work/project/.claude/settings.local.json": "{ broken",
    });
    const loaded = loadPermissions(adapter);
    expect(loaded.rules).toEqual({ allow: ["Bash(git status)", "Bash(ls)"], ask: ["Bash(git push:*)"], deny: ["Bash(rm:*)"] });
    expect(loaded.files).toHaveLength(3);
    expect(loaded.warnings).toHaveLength(1);
    expect(loaded.warnings[0]).toContain("/work/project/.claude/settings.local.json");
    expect(loaded.warnings[0]).toContain("invalid JSON");
  });

  it("ignores settings without permissions and reports a permissions value of the wrong type", () => {
    const rules = { allow: [] as string[], ask: [] as string[], deny: [] as string[] };
    expect(mergeSettings('{"model":"x"}', rules)).toBeNull();
    expect(mergeSettings('{"permissions":[]}', rules)).toBeNull();
    expect(mergeSettings('{"permissions":"all"}', rules)).toContain("not an object");
    expect(mergeSettings("[1]", rules)).toBeNull();
    expect(mergeSettings("null", rules)).toContain("not a JSON object");
    expect(rules).toEqual({ allow: [], ask: [], deny: [] });
  });
});
