// unittest (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "unittest/fail/default", filter: "python-unittest", exit: 1, keep: ["ERROR: test_parse (tests.test_shapes.TestArea.test_parse)", "File \"/tmp/fx/unittest/fail/tests/test_shapes.py\", line 11, in test_parse", "ValueError: invalid literal for int() with base 10: '7x'", "FAIL: test_dict (tests.test_shapes.TestPerimeter.test_dict)", "- {'colour': 'red', 'size': 2}", "AssertionError: 7 != 14", "ImportError: cannot import name 'volume' from 'shapes'", "Ran 7 tests in", "FAILED (failures=2, errors=3, expected failures=1)"], drop: ["EE.FxEF", "======================================================================", "lib/python3.11/unittest/loader.py", "?             ^ -\n"], min: 58 },
  { fixture: "unittest/pass/verbose", filter: "python-unittest", exit: 0, keep: ["skipped 'not implemented yet'", "Ran 4 tests in 0.000s", "OK (skipped=1)"], drop: ["test_rectangle (tests.test_shapes.TestArea.test_rectangle) ... ok"], min: 60 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["python3", "-m", "unittest", "discover"], "python-unittest"],
  ],
);
