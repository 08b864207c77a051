// The core's rewriteSegments (what `rtk discover` and `rtk session` count) makes the rewriter's
// own decisions: over every case of the rewrite table, a line has a "rewritten" segment exactly
// when `rewrite` changes it, and the classes name the rule that takes each segment.
import { describe, expect, it } from "vitest";
import { loadRtk } from "../helpers/core";
import { CASES } from "../rewrite/cases";

describe("rewriteSegments", () => {
  const rtk = loadRtk();

  it("agrees with rewrite() on every case of the rewrite table", () => {
    const disagree: string[] = [];
    for (const c of CASES) {
      const rewritten = rtk.rewrite(c.input).command;
      const changed = rewritten !== null && rewritten !== c.input;
      const segments = rtk.rewriteSegments(c.input);
      if (segments.some((s) => s.outcome === "rewritten") !== changed) disagree.push(c.input);
    }
    expect(CASES.length).toBeGreaterThan(100);
    expect(disagree).toEqual([]);
  });

  it("reports each segment of a compound line with its outcome and class", () => {
    const s = rtk.rewriteSegments("cd src && cargo test 2>&1 | tail -5; RTK_DISABLED=1 git status; rtk git log; buck2 build //x");
    expect(s.map((x) => [x.outcome, x.command, x.kind])).toEqual([
      ["raw", "cd src", "ignored"],
      ["rewritten", "cargo test", "supported"],
      ["raw", "tail -5", "supported"],
      ["disabled", "", "ignored"],
      ["rtk", "git log", "ignored"],
      ["raw", "buck2 build //x", "unsupported"],
    ]);
    expect(s[1]).toMatchObject({ rtk: "rtk cargo", subcommand: "test", savings: 90, status: "Existing" });
    expect(s[5]).toMatchObject({ base: "buck2 build" });
  });

  it("reads the output's command-line mistake in the core", () => {
    expect(rtk.cliError("ls: unrecognized option '--bogus'\nTry 'ls --help' for more information.\n")).toEqual({ kind: "unknown-flag", line: "ls: unrecognized option '--bogus'" });
    expect(rtk.cliError("all 4 tests passed\n")).toEqual({ kind: "", line: "" });
  });
});
