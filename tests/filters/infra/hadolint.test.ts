// hadolint on real output of hadolint 2.15.1 (fixtures/hadolint/README.md): every finding as
// printed without colours, the error for an unreadable file without GHC's backtrace, a clean run
// in one line, a format the user chose left alone.
import { describe, expect, it } from "vitest";
import { core, fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

describe("hadolint", () => {
  it("keeps every finding with its location, rule, level and message; the colours go", () => {
    const fx = fixture("hadolint/findings");
    const r = runSession("filter:builtin:hadolint", fx);
    const findings = core().stripAnsi(fx.raw).split("\n").filter(Boolean);
    expect(findings.length).toBe(10);
    expect(r.out).toBe(`${findings.join("\n")}\n`);
    expect(r.out).not.toContain("\u001b[");
    expect(r.savings).toBeGreaterThan(5);
  });

  it("--no-fail exits 0 with findings: every finding stays and no clean verdict is printed (the verdict went by the exit code before)", () => {
    const fx = fixture("hadolint/no-fail");
    expect(fx.exitCode).toBe(0);
    const r = runSession("filter:builtin:hadolint", fx);
    const findings = core().stripAnsi(fx.raw).split("\n").filter(Boolean);
    expect(findings.length).toBe(10);
    expect(r.out).toBe(`${findings.join("\n")}\n`);
    expect(r.out).not.toContain("no issues");
  });

  it("a file it cannot read: the error stays, the backtrace goes", () => {
    const fx = fixture("hadolint/missing");
    const r = runSession("filter:builtin:hadolint", fx);
    expect(r.text).toBe("hadolint: Dockerfile.none: withBinaryFile: does not exist (No such file or directory)\n");
    expect(fx.raw).toContain("HasCallStack backtrace:");
  });

  it("a clean run prints what hadolint printed: nothing (a summary would be longer than the raw output)", () => {
    expect(fixture("hadolint/clean").raw).toBe("");
    expect(runSession("filter:builtin:hadolint", fixture("hadolint/clean")).out).toBe("");
  });

  it("plans to the filter; -f json runs raw", () => {
    expect(plan(fixtureArgv("hadolint/findings")).session).toBe("filter:builtin:hadolint");
    expect(plan(fixtureArgv("hadolint/json")).session).toBe("raw");
  });
});
