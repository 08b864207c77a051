// dotnet (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { core, fixture, fixtureArgv, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  // Constructed fixtures (no SDK or toolchain runs here; their READMEs name the sources)
  { fixture: "dotnet/build-errors", filter: "dotnet-build", exit: 1, keep: ["/src/shop/src/Shop.Api/Cart.cs(9,20): error CS0103: The name 'quantity' does not exist in the current context [/src/shop/src/Shop.Api/Shop.Api.csproj]", "Cart.cs(15,16): error CS0029", "Program.cs(12,17): warning CS0168", "Build FAILED.", "    2 Error(s)"], drop: ["MSBuild version 17.8.3", "Determining projects to restore", "Shop.Core -> /src/shop/src/Shop.Core/bin/Debug/net8.0/Shop.Core.dll", "Time Elapsed"], min: 50 },
  { fixture: "dotnet/build-warnaserror", filter: "dotnet-build", exit: 1, keep: ["/src/shop/src/Shop.Api/Program.cs(12,17): error CS0168: The variable 'ex' is declared but never used [/src/shop/src/Shop.Api/Shop.Api.csproj]", "/src/shop/src/Shop.Worker/Jobs/Cleanup.cs(21,24): error CS8600: Converting null literal or possible null value to non-nullable type. [/src/shop/src/Shop.Worker/Shop.Worker.csproj]", "Build FAILED.", "    2 Error(s)"], drop: ["MSBuild version 17.8.3", "Shop.Cli -> /src/shop/src/Shop.Cli/bin/Debug/net8.0/Shop.Cli.dll", "    0 Warning(s)", "Time Elapsed"], min: 55 },
  { fixture: "dotnet/build-ok", filter: "dotnet-build", exit: 0, keep: ["Build succeeded."], drop: ["    0 Error(s)", "Restored /src/shop/src/Shop.Api/Shop.Api.csproj"], min: 85 },
  // dotnet msbuild over the solution (constructed, fixtures/dotnet/README.md): MSBuild's console logger as dotnet build, without the restore lines.
  { fixture: "dotnet/msbuild-errors", filter: "dotnet-build", exit: 1, keep: ["/src/shop/src/Shop.Api/Cart.cs(9,20): error CS0103: The name 'quantity' does not exist in the current context [/src/shop/src/Shop.Api/Shop.Api.csproj]", "/src/shop/src/Shop.Worker/OrderSync.cs(31,13): warning CS0219:", "Build FAILED.", "    2 Error(s)"], drop: ["MSBuild version 17.8.3+195e7f5a3 for .NET", "  Shop.Core -> /src/shop/src/Shop.Core/bin/Debug/net8.0/Shop.Core.dll", "Time Elapsed 00:00:03.07"], min: 50 },
  { fixture: "dotnet/msbuild-ok", filter: "dotnet-build", exit: 0, keep: ["Build succeeded."], drop: ["  Shop.Worker -> /src/shop/src/Shop.Worker/bin/Debug/net8.0/Shop.Worker.dll", "Time Elapsed 00:00:04.62"], min: 90 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["dotnet", "build", "Shop.sln"], "dotnet-build"],
    [["dotnet", "build", "-warnaserror"], "dotnet-build"],
    [["msbuild", "Shop.sln", "-m", "-warnaserror"], "dotnet-build"],
  ],
);

// MSBuild prints every diagnostic during the build and again under "Build FAILED." (its summary):
// each is shown once, with its project path, and the counts stay.
describe("MSBuild's repeated diagnostics are shown once", () => {
  it.each(["dotnet/build-errors", "dotnet/build-warnaserror"])("%s", (path) => {
    const fx = fixture(path);
    const diagnostics = fx.raw.split("\n").filter((l) => /^\/src\/\S+\(\d+,\d+\): (?:error|warning) [A-Z]+\d+: .* \[\/src\/\S+\.csproj\]$/.test(l));
    const out = runSession(core().plan(fixtureArgv(path)).session, fx).text.split("\n");
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of new Set(diagnostics)) {
      expect(diagnostics.filter((l) => l === d)).toHaveLength(2);
      expect(out.filter((l) => l === d)).toHaveLength(1);
    }
    expect(out.some((l) => /^ {4}[1-9]\d* Error\(s\)$/.test(l))).toBe(true);
  });
});
