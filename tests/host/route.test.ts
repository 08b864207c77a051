// route(argv, env) (host/cli/argv.ts): the one decision of what a command line asks, made by the
// first module and handed on. The route table of command cores is written by the build, so here
// (no build defines) no command has a core; the built CLI's routing runs end to end in tests/e2e.
import { describe, expect, it } from "vitest";
import { forQuickStart, route } from "../../host/cli/argv";

const env = (vars: Record<string, string> = {}) => (name: string) => vars[name];

describe("route", () => {
  it.each([
    [["--version"], { kind: "version" }],
    [["-V"], { kind: "version" }],
    [["git", "status"], { kind: "command", argv: ["git", "status"], verbose: 0, skipEnv: false, core: null }],
    [["-vv", "--verbose", "cargo", "test"], { kind: "command", argv: ["cargo", "test"], verbose: 3, skipEnv: false, core: null }],
    [["--skip-env", "-v", "next", "build"], { kind: "command", argv: ["next", "build"], verbose: 1, skipEnv: true, core: null }],
    [["proxy", "ls", "-la"], { kind: "command", argv: ["proxy", "ls", "-la"], verbose: 0, skipEnv: false, core: null }],
    [["hook", "claude"], { kind: "hook", agent: "claude" }],
    [["hook", "check"], { kind: "program", argv: ["hook", "check"] }],
    [["rewrite", "git status"], { kind: "rewrite", args: ["git status"] }],
    [["rewrite", "--rules"], { kind: "program", argv: ["rewrite", "--rules"] }],
    [["gain"], { kind: "program", argv: ["gain"] }],
    [["read", "--help"], { kind: "program", argv: ["read", "--help"] }],
    [["--ultra-compact", "git", "status"], { kind: "program", argv: ["--ultra-compact", "git", "status"] }],
    [[], { kind: "program", argv: [] }],
  ])("%j -> %j", (argv, expected) => {
    expect(route(argv, env())).toEqual(expected);
  });

  it("runs a command raw under RTK_DISABLED=1, except rtk proxy", () => {
    const disabled = env({ RTK_DISABLED: "1" });
    expect(route(["git", "status"], disabled)).toEqual({ kind: "raw", argv: ["git", "status"] });
    expect(route(["-v", "git", "status"], disabled)).toEqual({ kind: "raw", argv: ["git", "status"] });
    expect(route(["proxy", "true"], disabled)).toMatchObject({ kind: "command", argv: ["proxy", "true"] });
    expect(route(["gain"], disabled)).toEqual({ kind: "program", argv: ["gain"] });
  });

  it("sends --version and every command to the quick start (a claimed one to its command core, any other to the full core), everything else to the full program", () => {
    expect(forQuickStart({ kind: "version" })).toBe(true);
    expect(forQuickStart({ kind: "command", argv: ["git", "status"], verbose: 0, skipEnv: false, core: "git" })).toBe(true);
    expect(forQuickStart({ kind: "command", argv: ["make"], verbose: 0, skipEnv: false, core: null })).toBe(true);
    expect(forQuickStart({ kind: "raw", argv: ["git"] })).toBe(false);
    expect(forQuickStart({ kind: "hook", agent: "claude" })).toBe(false);
    expect(forQuickStart({ kind: "program", argv: ["gain"] })).toBe(false);
  });
});
