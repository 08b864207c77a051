// dotnet restore (a declarative filter of the language ecosystems, filters/dotnet.toml) on its constructed
// fixtures (no .NET SDK runs here: fixtures/dotnet/README.md names the sources of each format),
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "dotnet/restore-errors", filter: "dotnet-restore", exit: 1, keep: ["/src/shop/src/Shop.Core/Shop.Core.csproj : error NU1101: Unable to find package Shop.Pricing.Rules. No packages exist with this id in source(s): nuget.org [/src/shop/Shop.sln]", "/src/shop/src/Shop.Api/Shop.Api.csproj : warning NU1603: Shop.Api depends on Serilog.AspNetCore (>= 8.0.0-rc.1)", "  Failed to restore /src/shop/src/Shop.Core/Shop.Core.csproj (in 1.42 sec)."], drop: ["Determining projects to restore...", "Restored /src/shop/src/Shop.Api/Shop.Api.csproj (in 2.1 sec).", "Restored /src/shop/tests/Shop.Tests/Shop.Tests.csproj (in 310 ms)."], min: 30 },
  { fixture: "dotnet/restore-ok", filter: "dotnet-restore", exit: 0, keep: ["dotnet restore: ok"], drop: ["Determining projects to restore...", "Restored /src/shop/src/Shop.Core/Shop.Core.csproj (in 412 ms)."], min: 85 },
];

describeLanguageCases(CASES);

describeHookForms([[["dotnet", "restore"], "dotnet-restore"], [["dotnet", "restore", "Shop.sln", "--locked-mode"], "dotnet-restore"]], [["dotnet", "restore", "-v", "d"]]);
