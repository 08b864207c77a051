// The host's rewrite options warn about entries the core would otherwise treat silently: a
// filter's match_command that does not compile (the core drops it from the rewrite patterns)
// and an exclude_commands `^regex` that does not compile (matched as a plain prefix). A fake
// adapter (no real files) over the real core, with the loaded filters' list replaced.
import { describe, expect, it } from "vitest";
import type { Rtk } from "../../bindings/index";
import type { Adapter } from "../../host/runtime/contract";
import type { Context } from "../../host/cli/context";
import { rewriteOptions } from "../../host/cli/rewrite-decision";
import { loadRtk } from "../helpers/core";

function context(files: Record<string, string>, filters: { tier: string; name: string; match: string }[]) {
  const enc = new TextEncoder();
  const stderr: string[] = [];
  const stdout: string[] = [];
  const adapter = {
    env: (name: string) => ({ HOME: "/home/u" })[name],
    cwd: () => "/work/project",
    readRegularFile: (path: string) => (files[path] === undefined ? { kind: "missing" } : { kind: "file", bytes: enc.encode(files[path]), id: null }),
    write: (fd: number, bytes: Uint8Array) => (fd === 2 ? stderr : stdout).push(new TextDecoder().decode(bytes)),
  } as unknown as Adapter;
  const core = loadRtk();
  const rtk = Object.create(core, { filters: { value: { list: () => filters.map((f) => ({ ...f, description: "", detect: null })) } } }) as Rtk;
  return { ctx: { adapter, rtk } as Context, stderr, stdout };
}

describe("rewrite option warnings", () => {
  it("names the filter and its match_command when the pattern does not compile, and leaves it out", () => {
    const { ctx, stderr, stdout } = context({}, [
      { tier: "user", name: "good", match: "^frob(?:[ \\t]|$)" },
      { tier: "user", name: "broken", match: "^zap(" },
    ]);
    const options = rewriteOptions(ctx);
    expect(options.extraPatterns).toEqual(["^frob(?:[ \\t]|$)"]);
    expect(stdout).toEqual([]);
    const lines = stderr.join("").trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("user filters: filters.broken.match_command \"^zap(\" is not a valid regex");
    // Warned once per process: the options are read once.
    rewriteOptions(ctx);
    expect(stderr.join("").trimEnd().split("\n")).toHaveLength(1);
  });

  it("names config.toml and hooks.exclude_commands for a `^` entry that does not compile", () => {
    const { ctx, stderr } = context({ "/home/u/.config/rtk/config.toml": '[hooks]\nexclude_commands = ["^a[", "^ok\\\\b", "plain"]\n' }, []);
    rewriteOptions(ctx);
    const lines = stderr.join("").trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[rtk\] warning: \/home\/u\/\.config\/rtk\/config\.toml: hooks\.exclude_commands entry "\^a\[" is not a valid regex \(.+\); matched as a plain prefix instead$/);
  });
});
