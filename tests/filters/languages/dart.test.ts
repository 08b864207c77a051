// dart analyze, dart test and flutter test (filters/dart.toml) on constructed fixtures
// (fixtures/dart/README.md: neither SDK runs here): issues with their locations, failing tests
// with their message, stack and Flutter's exception block, and the verdict with its counts
// survive; the analyzer's header, per-test progress and async-gap markers go; exit codes stay.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "dart/analyze-issues", filter: "dart-analyze", exit: 3, keep: ["  error - lib/cart.dart:9:12 - Undefined name 'quantity'.", "warning - lib/cart.dart:14:9 - The value of the local variable 'unused' isn't used.", "   info - lib/widgets/price_tag.dart:22:11 - Use 'const'", "5 issues found."], drop: ["Analyzing shop..."], min: 2 },
  { fixture: "dart/analyze-clean", filter: "dart-analyze", exit: 0, keep: ["No issues found!"], drop: ["Analyzing shop..."], min: 30 },
  { fixture: "dart/test-failed", filter: "dart-test", exit: 1, keep: ["+5 -1: test/cart_test.dart: Cart total includes tax [E]", "  Expected: <30>\n    Actual: <27>", "  test/cart_test.dart 42:7  main.<fn>.<fn>", "+8 -1: Some tests failed."], drop: ["00:00 +0: loading test/cart_test.dart", "Cart empty cart totals zero", "Checkout retries on 503", "package:matcher           expect"], min: 55 },
  { fixture: "dart/test-passed", filter: "dart-test", exit: 0, keep: ["+7: All tests passed!"], drop: ["Cart discount applies once"], min: 85 },
  { fixture: "dart/flutter-test-failed", filter: "dart-test", exit: 1, keep: ["The following TestFailure was thrown running a test:", "  Actual: _TextWidgetFinder:<Found 0 widgets with text \"1\": []>", "#4      main.<anonymous closure> (file:///Users/dev/shop/test/widget_test.dart:26:5)", "  file:///Users/dev/shop/test/widget_test.dart line 26", "+1 -1: /Users/dev/shop/test/widget_test.dart: Counter increments smoke test [E]", "+3 -1: Some tests failed.", "══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞\n"], drop: ["The test description was:\n  Counter increments smoke test\n", "<asynchronous suspension>", "(elided one frame from package:stack_trace)", "Counter starts at zero", "Price tag shows the currency", "(package:flutter_test/src/widget_tester.dart:189:15)", "TestWidgetsFlutterBinding._runTestBody", "Test failed. See exception logs above.", "  The test description was: Counter increments smoke test", "════════════════════════════════════════════════════════════════════════════════════════════════════\n", "╞═"], min: 60 },
  { fixture: "dart/flutter-test-passed", filter: "dart-test", exit: 0, keep: ["+4: All tests passed!"], drop: ["00:00 +0: loading /Users/dev/shop/test/widget_test.dart", "Counter increments smoke test"], min: 85 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["dart", "analyze", "--fatal-infos"], "dart-analyze"],
    [["flutter", "analyze"], "dart-analyze"],
    [["dart", "test", "test/cart_test.dart"], "dart-test"],
    [["flutter", "test"], "dart-test"],
  ],
  [
    ["dart", "test", "--reporter", "json"],
    ["flutter", "test", "--machine"],
    ["dart", "analyze", "--format", "json"],
  ],
);
