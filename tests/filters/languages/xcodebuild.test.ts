// xcodebuild (filters/xcodebuild.toml) on constructed fixtures (fixtures/swift/README.md: Xcode does
// not run here): diagnostics with their source line and caret, XCTest failures, the failed build
// commands, the result bundle's path and the verdict survive, exit code 65 kept; the invocation,
// every build step's command line and XCTest's passing lines go.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "swift/xcodebuild-build-failed", filter: "xcodebuild", exit: 65, keep: ["/Users/dev/Shop/Shop/Cart.swift:9:16: error: cannot find 'quantity' in scope\n        return quantity * price\n               ^~~~~~~~", "/Users/dev/Shop/Shop/Cart.swift:14:13: warning: initialization of immutable value 'unused' was never used", "** BUILD FAILED **", "The following build commands failed:\n\tSwiftCompile normal arm64 Compiling\\ Cart.swift /Users/dev/Shop/Shop/Cart.swift (in target 'Shop' from project 'Shop')", "(2 failures)"], drop: ["Command line invocation:", "IDEPackageSupportUseBuiltinSCM", "builtin-SwiftDriver", "swift-frontend -frontend -c", "note: Target dependency graph"], min: 70 },
  { fixture: "swift/xcodebuild-test-failed", filter: "xcodebuild", exit: 65, keep: ['/Users/dev/Shop/ShopTests/CartTests.swift:42: error: -[ShopTests.CartTests testTotalIncludesTax] : XCTAssertEqual failed: ("27") is not equal to ("30") - total includes tax', "Test Case '-[ShopTests.CartTests testTotalIncludesTax]' failed (0.002 seconds).", "Executed 5 tests, with 1 failure (0 unexpected)", "Failing tests:\n\tCartTests.testTotalIncludesTax()", "/Users/dev/Library/Developer/Xcode/DerivedData/Shop-fkqzvbxkpyqgadhdeuqelmrjqwpb/Logs/Test/Test-Shop-2026.11.27_16-44-47-+0000.xcresult", "** TEST FAILED **"], drop: ["IDETestOperationsObserverDebug", "Test Case '-[ShopTests.CartTests testClear]' passed", "/usr/bin/codesign --force", "Signing Identity:"], min: 75 },
  { fixture: "swift/xcodebuild-test-passed", filter: "xcodebuild", exit: 0, keep: ["Executed 5 tests, with 0 failures (0 unexpected)", "Test-Shop-2026.11.27_16-44-47-+0000.xcresult", "** TEST SUCCEEDED **"], drop: ["Test Case '-[ShopTests.CartTests testClear]' passed", "/usr/bin/codesign --force", "IDEPackageSupportUseBuiltinSCM"], min: 85 },
  { fixture: "swift/xcodebuild-build-succeeded", filter: "xcodebuild", exit: 0, keep: ["/Users/dev/Shop/Shop/Cart.swift:14:13: warning: initialization of immutable value 'unused' was never used", "        let unused = 3", "** BUILD SUCCEEDED **"], drop: ["Command line invocation:", "swift-frontend -frontend -c", "/usr/bin/codesign --force"], min: 85 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["xcodebuild", "-scheme", "Shop", "build"], "xcodebuild"],
    [["xcodebuild", "test", "-scheme", "Shop", "-destination", "platform=iOS Simulator,name=iPhone 15"], "xcodebuild"],
  ],
  [
    ["xcodebuild", "-list"],
    ["xcodebuild", "-showBuildSettings", "-scheme", "Shop"],
    ["xcodebuild", "-version"],
  ],
);
