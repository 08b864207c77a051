// unittest (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "unittest/fail/default", filter: "python-unittest", exit: 1, keep: ["ERROR: test_parse (tests.test_shapes.TestArea.test_parse)", "File \"/tmp/fx/unittest/fail/tests/test_shapes.py\", line 11, in test_parse", "ValueError: invalid literal for int() with base 10: '7x'", "FAIL: test_dict (tests.test_shapes.TestPerimeter.test_dict)", "- {'colour': 'red', 'size': 2}", "AssertionError: 7 != 14", "ImportError: cannot import name 'volume' from 'shapes'", "Ran 7 tests in", "FAILED (failures=2, errors=3, expected failures=1)"], drop: ["EE.FxEF", "======================================================================", "lib/python3.11/unittest/loader.py", "?             ^ -\n"], min: 58 },
  // -v: each test's `... ok`/`... ERROR` line goes (the failures are shown below it, the count
  // closes the run); each failure's header, its frames in the user's code and its error stay.
  { fixture: "unittest/fail/verbose", filter: "python-unittest", exit: 1, keep: ["ERROR: tests.test_broken (unittest.loader._FailedTest.tests.test_broken)\nImportError: Failed to import test module: tests.test_broken\n", "ImportError: cannot import name 'volume' from 'shapes' (/tmp/fx/unittest/fail/shapes/__init__.py)", "FAIL: test_rectangle (tests.test_shapes.TestPerimeter.test_rectangle)\n  File \"/tmp/fx/unittest/fail/tests/test_shapes.py\", line 16, in test_rectangle\nAssertionError: 7 != 14\n", "Ran 7 tests in 0.014s\nFAILED (failures=2, errors=3, expected failures=1)"], drop: ["test_square (tests.test_shapes.TestArea.test_square) ... ok", "test_known_bug (tests.test_shapes.TestPerimeter.test_known_bug) ... expected failure", "/lib/python3.11/unittest/loader.py", "    self.assertEqual(perimeter(2, 5), 14)"], min: 60 },
  // One test class named (python3 -m unittest tests.test_shapes.TestPerimeter): the same, for its tests.
  { fixture: "unittest/fail/one-module", filter: "python-unittest", exit: 1, keep: ["ERROR: test_lookup (tests.test_shapes.TestPerimeter.test_lookup)\n  File \"/tmp/fx/unittest/fail/tests/test_shapes.py\", line 22, in test_lookup\n  File \"/tmp/fx/unittest/fail/shapes/__init__.py\", line 13, in lookup\nKeyError: 'circle'\n", "AssertionError: {'colour': 'red', 'size': 2} != {'colour': 'blue', 'size': 2}", "Ran 4 tests in 0.001s\nFAILED (failures=2, errors=1, expected failures=1)"], drop: ["FxEF", "Traceback (most recent call last):", "           ~~~~~~^^^^^^"], min: 50 },
  // A workspace of two packages (real, fixtures/unittest/ws): the failing package's tests with their frames in its own code.
  { fixture: "unittest/ws/fail", filter: "python-unittest", exit: 1, keep: ["ERROR: test_unknown_coupon (orders.tests.test_place.TestPlace.test_unknown_coupon)\n  File \"/tmp/fx/unittest/ws/orders/tests/test_place.py\", line 14, in test_unknown_coupon\n  File \"/tmp/fx/unittest/ws/orders/__init__.py\", line 7, in place\nKeyError: 'SPRING'\n", "FAIL: test_coupon (orders.tests.test_place.TestPlace.test_coupon)", "AssertionError: 200 != 250", "Ran 5 tests in 0.001s", "FAILED (failures=1, errors=1)"], drop: ["..F.E", "Traceback (most recent call last):", "    total -= COUPONS[coupon]", "~~~~~~~^^^^^^^^", "======"], min: 55 },
  { fixture: "unittest/ws/pass-one-package", filter: "python-unittest", exit: 0, keep: ["Ran 2 tests in 0.000s\nOK\n"], drop: ["..\n", "------"], min: 60 },
  { fixture: "unittest/pass/verbose", filter: "python-unittest", exit: 0, keep: ["skipped 'not implemented yet'", "Ran 4 tests in 0.000s", "OK (skipped=1)"], drop: ["test_rectangle (tests.test_shapes.TestArea.test_rectangle) ... ok"], min: 60 },
  { fixture: "unittest/fail/failfast", filter: "python-unittest", exit: 1, keep: ["ERROR: test_parse (tests.test_shapes.TestArea.test_parse)\n  File \"/tmp/fx/unittest/fail/tests/test_shapes.py\", line 11, in test_parse\nValueError: invalid literal for int() with base 10: '7x'\n", "Ran 1 test in 0.000s\nFAILED (errors=1)\n"], drop: ["Traceback (most recent call last):", "    self.assertEqual(area(int(\"7x\"), 2), 14)", "======"], min: 55 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "unittest/pass/default", filter: "python-unittest", exit: 0, keep: ["Ran 4 tests in 0.000s\nOK (skipped=1)\n"], drop: ["..s.","----------------------------------------------------------------------"], min: 62 },
  { fixture: "unittest/no-tests", filter: "python-unittest", exit: 0, keep: ["Ran 0 tests in 0.000s\nOK\n"], drop: ["----------------------------------------------------------------------"], min: 69 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["python3", "-m", "unittest", "discover"], "python-unittest"],
  ],
);
