// dotnet run (a declarative filter of the language ecosystems, filters/dotnet.toml) on its constructed
// fixtures (no .NET SDK runs here: fixtures/dotnet/README.md names the sources of each format),
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { describe, expect, it } from "vitest";
import { fixture, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "dotnet/run-ok", filter: "dotnet-run", exit: 0, keep: ["/src/shop/src/Shop.Cli/ReportCommand.cs(41,25): warning CS8602: Dereference of a possibly null reference. [/src/shop/src/Shop.Cli/Shop.Cli.csproj]", "Orders report for 2026-10\n  Orders placed:     1,284\n  Orders shipped:    1,201\n  Orders returned:      37\n  Revenue:      $96,410.20\n\nTop products:\n  1. Espresso beans 1kg     412"], drop: ["Using launch settings from /src/shop/src/Shop.Cli/Properties/launchSettings.json...", "Building..."], min: 15 },
  { fixture: "dotnet/run-build-error", filter: "dotnet-run", exit: 1, keep: ["/src/shop/src/Shop.Cli/ReportCommand.cs(18,40): error CS1002: ; expected [/src/shop/src/Shop.Cli/Shop.Cli.csproj]", "The build failed. Fix the build errors and run again."], drop: ["Using launch settings from", "Building..."], min: 30 },
];

describeLanguageCases(CASES);

describe("the program's output is never touched", () => {
  it("everything after dotnet's own two lines comes back byte for byte", () => {
    const fx = fixture("dotnet/run-ok");
    const program = fx.raw.split("\n").slice(2).join("\n");
    expect(runSession("filter:builtin:dotnet-run", fx).text).toBe(program);
  });
});

describeHookForms([[["dotnet", "run"], "dotnet-run"], [["dotnet", "run", "--project", "src/Shop.Cli", "--", "report"], "dotnet-run"]], [["dotnet", "run", "-v", "n"]]);
