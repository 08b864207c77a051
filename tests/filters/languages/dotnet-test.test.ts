// dotnet test (a declarative filter of the language ecosystems, filters/dotnet.toml) on its constructed
// fixtures (no .NET SDK runs here: fixtures/dotnet/README.md names the sources of each format),
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "dotnet/test-failed", filter: "dotnet-test", exit: 1, keep: ["  Failed Shop.Tests.CartTests.Total_AppliesTax [6 ms]\n   Assert.Equal() Failure: Values differ\nExpected: 108.00\nActual:   100.00\n     at Shop.Tests.CartTests.Total_AppliesTax() in /src/shop/tests/Shop.Tests/CartTests.cs:line 18", "  Failed Shop.Tests.OrderTests.Place_RejectsEmptyCart [3 ms]", "System.NullReferenceException : Object reference not set to an instance of an object.", "at Shop.Core.Order.Place(Cart cart) in /src/shop/src/Shop.Core/Order.cs:line 27", "in /src/shop/tests/Shop.Tests/OrderTests.cs:line 31", "  Skipped Shop.Tests.CartTests.Discount_ForMembers", "Results File: /src/shop/tests/Shop.Tests/TestResults/_shop-ci_2026-11-27_16_40_12.trx", "Failed!  - Failed:     2, Passed:     9, Skipped:     1, Total:    12, Duration: 58 ms - Shop.Tests.dll (net8.0)"], drop: ["Shop.Tests -> /src/shop/tests/Shop.Tests/bin/Debug/net8.0/Shop.Tests.dll", "Test run for ", "Microsoft (R) Test Execution Command Line Tool Version 17.8.0", "Starting test execution, please wait...", "A total of 1 test files matched", "[xUnit.net 00:00:00.41]", "  Error Message:", "  Stack Trace:", "at System.RuntimeMethodHandle.InvokeMethod"], min: 55 },
  { fixture: "dotnet/test-passed", filter: "dotnet-test", exit: 0, keep: ["Passed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12, Duration: 47 ms - Shop.Tests.dll (net8.0)", "Passed!  - Failed:     0, Passed:     7, Skipped:     0, Total:     7, Duration: 212 ms - Shop.Api.Tests.dll (net8.0)"], drop: ["Determining projects to restore", "Shop.Api -> /src/shop/src/Shop.Api/bin/Debug/net8.0/Shop.Api.dll", "Copyright (c) Microsoft Corporation.", "Starting test execution"], min: 80 },
  { fixture: "dotnet/test-mtp-failed", filter: "dotnet-test", exit: 2, keep: ["failed Shop.Tests.CartTests.Total_AppliesTax (14ms)\n  Assert.AreEqual failed. Expected:<108.00>. Actual:<100.00>. \n  Expected\n    108.00\n  Actual\n    100.00\n    at Shop.Tests.CartTests.Total_AppliesTax() in /src/shop/tests/Shop.Tests/CartTests.cs:18", "failed Shop.Tests.OrderTests.Place_RejectsEmptyCart (3ms)", "System.NullReferenceException: Object reference not set to an instance of an object.", "at Shop.Core.Order.Place(Cart cart) in /src/shop/src/Shop.Core/Order.cs:27", "/src/shop/tests/Shop.Tests/bin/Debug/net10.0/Shop.Tests.dll (net10.0|x64) failed with 2 error(s) (612ms)", "Test run summary: Failed!\n  total: 12\n  failed: 2\n  succeeded: 9\n  skipped: 1"], drop: ["Shop.Core -> /src/shop/src/Shop.Core/bin/Debug/net10.0/Shop.Core.dll", "at Microsoft.VisualStudio.TestTools.UnitTesting.Assert.ThrowAssertFailed", "at System.Reflection.MethodBaseInvoker", "  duration: 1s 204ms"], min: 55 },
  { fixture: "dotnet/test-mtp-passed", filter: "dotnet-test", exit: 0, keep: ["Test run summary: Passed!\n  total: 19\n  failed: 0\n  succeeded: 19\n  skipped: 0"], drop: ["Shop.Tests.dll (net10.0|x64) passed (588ms)", "Shop.Api.Tests -> ", "  duration: 1s 734ms"], min: 85 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["dotnet", "test"], "dotnet-test"],
    [["dotnet", "test", "Shop.sln", "--filter", "FullyQualifiedName~Cart", "--logger", "trx"], "dotnet-test"],
  ],
  [["dotnet", "test", "-v", "n"], ["dotnet", "test", "--logger", "console;verbosity=detailed"], ["dotnet", "test", "--list-tests"]],
);
