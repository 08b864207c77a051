// pytest's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "pytest/pass/default", spec: "dev:pytest", keep: ["pytest: 5 passed in"], drop: ["platform linux", "rootdir", "test session starts"], min: 90 },
  { fixture: "pytest/pass/big", spec: "dev:pytest", keep: ["pytest: 400 passed in"], drop: ["test session starts", "platform linux", "tests/test_gen_1.py ...."], min: 95 },
  { fixture: "pytest/pass/big-verbose", spec: "dev:pytest", keep: ["pytest: 400 passed in"], drop: ["PASSED"], min: 99 },
  { fixture: "pytest/pass/python-m", spec: "dev:pytest", keep: ["pytest: 5 passed"], drop: ["platform linux", "collected 5 items"] },
  { fixture: "pytest/fail/default", spec: "dev:pytest", keep: ["5 failed, 3 passed, 1 skipped, 1 xfailed, 1 error", "ERROR at setup of test_uses_fixture", "RuntimeError: database is not reachable", "tests/test_shapes.py:30", "test_print_then_fail", "assert 49 == 48", "tests/test_more.py:10: AssertionError", "debug: computing area for 7x7", "test_perimeter", "assert 9 == 14", "tests/test_shapes.py:11", "test_parse_size[10xten-expected1]", "ValueError: invalid literal for int()", "shapes/__init__.py:14", "{'colour': 'red'} != {'colour': 'blue'}", "KeyError: 'circle'", "FAILED tests/test_shapes.py::test_lookup_raises"], drop: ["platform linux", "plugins:", "tests/test_shapes.py .F.FFFEsx"] },
  // Each traceback entry keeps its `>` line, its `E` lines and its location; the rest of the
  // source excerpt is a code frame and goes, except the `def` line of a helper or fixture (the
  // location does not name it). The FAILURES ruler stays under an ERRORS section; the short
  // summary's ruler goes after a test's location line (its FAILED lines say what they are), and
  // so does the message of a FAILED/ERROR line whose report is shown above.
  { fixture: "pytest/fail/default", spec: "dev:pytest", keep: ["___ test_perimeter ___\n\n>       assert perimeter(2, 5) == 14\nE       assert 9 == 14\n", "\n    def broken_fixture():\n>       raise RuntimeError(\"database is not reachable\")\n", "\n    def parse_size(s: str) -> tuple[int, int]:\n>       return int(w), int(h)\n", "\n=== FAILURES ===\n", "\ntests/test_shapes.py:25: KeyError\nFAILED tests/test_more.py::test_print_then_fail\nFAILED tests/test_shapes.py::test_perimeter\n", "\nERROR tests/test_shapes.py::test_uses_fixture\n"], drop: ["FAILED tests/test_shapes.py::test_perimeter - assert 9 == 14", "ERROR tests/test_shapes.py::test_uses_fixture - RuntimeError", "= short test summary info =", "    def test_perimeter():", "        w, h = s.split(\"x\")", "        registry = {}", "    @pytest.mark.parametrize("], min: 47 },
  { fixture: "pytest/fail/quiet", spec: "dev:pytest", keep: ["5 failed, 3 passed", "assert 9 == 14", "tests/test_shapes.py:11"], drop: [".F.F.FFFEsx", "__________ test_perimeter __________"] },
  { fixture: "pytest/fail/verbose", spec: "dev:pytest", keep: ["5 failed", "assert 9 == 14", "FAILED tests/test_shapes.py::test_perimeter"], drop: ["PASSED"] },
  // With no ERRORS section the FAILURES ruler opening the report goes; the short summary's ruler
  // stays after a test's captured output (its FAILED line could be read as printed by the test).
  { fixture: "pytest/fail/exitfirst", spec: "dev:pytest", keep: ["pytest: 1 failed, 1 passed in 0.58s\n___ test_print_then_fail ___\n", "assert 49 == 48", "debug: computing area for 7x7\n=== short test summary info ===\nFAILED tests/test_more.py::test_print_then_fail", "stopping after 1 failures"], drop: ["platform linux", "collected 11 items", "= FAILURES =", "    def test_print_then_fail(capsys):"], min: 60 },
  { fixture: "pytest/fail/color", spec: "dev:pytest", keep: ["5 failed", "assert 9 == 14"], drop: ["\u001b["] },
  // A short-form entry (no `>` line) keeps its source line.
  { fixture: "pytest/collect/default", spec: "dev:pytest", keep: ["2 errors", "ERROR collecting tests/test_broken_import.py", "tests/test_broken_import.py:1: in <module>\n    from shapes import volume\nE   ImportError: cannot import name 'volume' from 'shapes'", "ERROR collecting tests/test_syntax.py", "SyntaxError: invalid syntax\nERROR tests/test_broken_import.py", "Interrupted: 2 errors during collection"], drop: ["<frozen importlib._bootstrap>", "_pytest/assertion/rewrite.py", "= short test summary info ="] },
  // pytest-cov (--cov): the table the flag asks for, every row and figure, and the threshold's failure (rule 2).
  { fixture: "pytest/cov/table", spec: "dev:pytest", keep: ["pytest: 6 passed", "=== tests coverage ===\nName Stmts Miss Cover\ngeometry/__init__.py 3 0 100%\ngeometry/shapes.py 24 7 71%\ngeometry/units.py 15 9 40%\nTOTAL 42 16 62%\n"], drop: ["platform linux", "coverage: platform", "------", "[100%]", "  24  "], min: 80 },
  { fixture: "pytest/cov/term-missing", spec: "dev:pytest", keep: ["Name Stmts Miss Cover Missing\n", "geometry/shapes.py 24 7 71% 16-18, 23, 29-30, 33\n", "geometry/units.py 15 9 40% 7-9, 13-15, 19-21\n", "TOTAL 42 16 62%\n"], drop: ["coverage: platform", "------"], min: 75 },
  { fixture: "pytest/cov/fail-under", spec: "dev:pytest", keep: ["pytest: 6 passed", "\nERROR: Coverage failure: total of 62 is less than fail-under=90\n", "geometry/shapes.py 24 7 71% 16-18, 23, 29-30, 33\n", "\nFAIL Required test coverage of 90% not reached. Total coverage: 61.90%\n"], drop: ["tests/test_units.py ..", "[100%]", "rootdir:", "plugins: cov"], min: 60 },
  { fixture: "pytest/cov/fail-under-quiet", spec: "dev:pytest", keep: ["\nERROR: Coverage failure: total of 62 is less than fail-under=90\n", "TOTAL 42 16 62%\n", "FAIL Required test coverage of 90% not reached. Total coverage: 61.90%\n"], drop: ["......", "[100%]"], min: 45 },
  { fixture: "pytest/crash/conftest", spec: "dev:pytest", keep: ["ImportError while loading conftest", "KeyError: 'SHAPES_DATABASE_URL'"], raw: "pytest could not load the conftest: the whole traceback is the error" },
  { fixture: "pytest/usage-error", spec: "dev:pytest", keep: ["unrecognized arguments: --no-such-flag"], raw: "a usage error: two lines, both the error" },
];

describeCases(CASES);
