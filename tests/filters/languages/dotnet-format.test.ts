// dotnet format (a declarative filter of the language ecosystems, filters/dotnet.toml) on its constructed
// fixtures (no .NET SDK runs here: fixtures/dotnet/README.md names the sources of each format),
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "dotnet/format-changes", filter: "dotnet-format", exit: 2, keep: ["/src/shop/src/Shop.Api/Cart.cs(9,1): error WHITESPACE: Fix whitespace formatting. Replace 12 characters with '\\n\\s\\s\\s\\s\\s\\s\\s\\s'. [/src/shop/src/Shop.Api/Shop.Api.csproj]", "/src/shop/src/Shop.Api/Cart.cs(14,32): error WHITESPACE: Fix whitespace formatting. Insert '\\s'.", "/src/shop/src/Shop.Api/Program.cs(1,1): error IMPORTS: Fix imports ordering.", "/src/shop/src/Shop.Core/Order.cs(3,1): error IDE0161: Convert to file-scoped namespace [/src/shop/src/Shop.Core/Shop.Core.csproj]", "/src/shop/src/Shop.Core/Order.cs(22,17): error IDE0059: Unnecessary assignment of a value to 'total'", "/src/shop/src/Shop.Core/Order.cs(31,2): error FINALNEWLINE: Fix final newline."], drop: ["Determining projects to restore...", "All projects are up-to-date for restore."], min: 5 },
  { fixture: "dotnet/format-clean", filter: "dotnet-format", exit: 0, keep: ["dotnet format: ok"], drop: ["Determining projects to restore...", "All projects are up-to-date for restore."], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms([[["dotnet", "format", "--verify-no-changes"], "dotnet-format"], [["dotnet", "format", "whitespace", "Shop.sln"], "dotnet-format"]], [["dotnet", "format", "-v", "diag"], ["dotnet", "format", "--report", "out/"]]);
