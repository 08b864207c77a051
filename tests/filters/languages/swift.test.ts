// swift build and swift test (declarative filters of the language ecosystems, filters/swift.toml) on their constructed fixtures (fixtures/swift/README.md),
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  // Constructed fixtures (no SDK or toolchain runs here; their READMEs name the sources)
  { fixture: "swift/build-errors", filter: "swift-build", exit: 1, keep: ["/src/Shop/Sources/Shop/Cart.swift:9:16: error: cannot find 'quantity' in scope", "/src/Shop/Sources/Shop/Cart.swift:14:21: warning: variable 'unused' was never used", "error: emit-module command failed with exit code 1"], drop: ["Building for debugging...", "[1/3] Emitting module Shop", " 9 |         return quantity * price", "(use -v to see invocation)"], min: 66 },
  { fixture: "swift/build-ok", filter: "swift-build", exit: 0, keep: ["Build complete! (2.14s)"], drop: ["[4/4] Linking Shop"], min: 85 },
  // The failing class keeps its totals, the run keeps its own; the test bundle's copy of them goes.
  { fixture: "swift/test-xctest-failed", filter: "swift-test", exit: 1, keep: ["Test Suite 'CartTests' failed at 2026-11-27 16:40:12.354\n\t Executed 8 tests, with 2 failures (0 unexpected) in 0.009 (0.009) seconds\nTest Suite 'All tests' failed at 2026-11-27 16:40:12.354\n\t Executed 8 tests, with 2 failures (0 unexpected) in 0.009 (0.010) seconds", '/src/Shop/Tests/ShopTests/CartTests.swift:42: error: CartTests.testTotalIncludesTax : XCTAssertEqual failed: ("27") is not equal to ("30") - total includes tax', "/src/Shop/Tests/ShopTests/CartTests.swift:57: error: CartTests.testDiscountOnce : XCTAssertTrue failed - discount applied twice", "Executed 8 tests, with 2 failures (0 unexpected)"], drop: ["Building for debugging...", "Test Case 'CartTests.testEmptyCart' passed", "Test Case 'CartTests.testClear' started", "Build complete! (4.87s)", "Test Suite 'ShopPackageTests.xctest' failed at", "Test Case 'CartTests.testTotalIncludesTax' failed (0.002 seconds)", "Test Case 'CartTests.testDiscountOnce' failed"], min: 70 },
  // XCTest's empty run (Executed 0 tests) before Swift Testing's goes with its verdict line.
  { fixture: "swift/test-swift-testing-failed", filter: "swift-test", exit: 1, keep: ['✘ Test "total includes tax" recorded an issue at CartSuite.swift:31:5: Expectation failed: (cart.total → 27) == 30', "✘ Suite CartSuite failed after 0.004 seconds with 1 issue.", "✘ Test run with 5 tests failed after 0.004 seconds with 1 issue."], drop: ["◇ Test run started.", "✔ Test emptyCart() passed after", "↳ Testing Library Version", '✘ Test "total includes tax" failed after', "Test Suite 'All tests' passed at 2026-11-27 16:41:02.102", "Executed 0 tests"], min: 75 },
  { fixture: "swift/test-passed", filter: "swift-test", exit: 0, keep: ["Test Suite 'All tests' passed at 2026-11-27 16:42:30.020", "Executed 8 tests, with 0 failures (0 unexpected) in 0.008 (0.009) seconds"], drop: ["Test Case 'CartTests.testAddItem' passed", "Test Suite 'CartTests' passed at", "Test Suite 'ShopPackageTests.xctest' passed at", "in 0.008 (0.008) seconds"], min: 90 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["swift", "build", "-c", "release"], "swift-build"],
    [["swift", "test", "--filter", "CartTests"], "swift-test"],
  ],
  [["swift", "test", "--list-tests"], ["swift", "test", "--xunit-output", "out.xml"]],
);
