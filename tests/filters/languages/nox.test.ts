// nox (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const FAILURE = ["___ test_total ___\n>       assert total(250, 2) == 500\n", "E       assert 252 == 500", "tests/test_shop.py:9: AssertionError", "FAILED tests/test_shop.py::test_total - assert 252 == 500"];

const CASES: LanguageCase[] = [
  { fixture: "nox/session-fail", filter: "nox", exit: 1, keep: [...FAILURE, "\n1 failed, 4 passed\nnox > Command python -m pytest tests failed with exit code 1", "nox > Session tests failed."], drop: ["nox > Creating virtual environment (virtualenv) using python3 in .nox/tests", "nox > python -m pip install pytest", "rootdir: /tmp/fx/nox/shop", "tests/test_more.py ..  ", "=================================== FAILURES ===================================", "=========================== short test summary info ============================", "__________________________________ test_total", "========================= 1 failed", "nox > Running session tests", "    def test_total():", "in 0.18s", "nox > python -m pytest tests\n"], min: 71 },
  { fixture: "nox/session-fail-reused", filter: "nox", exit: 1, keep: [...FAILURE, "nox > Session tests failed."], drop: ["nox > Reusing existing virtual environment at .nox/tests.", "platform linux -- Python 3.11.7", "=================================== FAILURES ===================================", "=========================== short test summary info ============================", "========================= 1 failed", "    def test_total():", "nox > python -m pytest tests\n"], min: 70 },
  { fixture: "nox/session-pass", filter: "nox", exit: 0, keep: ["nox > Session compile was successful.\n"], drop: ["nox > Creating virtual environment", "nox > Running session compile", " in 3 seconds", "nox > python -m compileall -q shop"], min: 60 },
  { fixture: "nox/all-sessions", filter: "nox", exit: 1, keep: [...FAILURE, "nox > Session suite(suite='test_more') was successful.\n", "nox > Ran 4 sessions:\nnox > * tests: failed\nnox > * compile: success\nnox > * suite(suite='test_more'): success\nnox > * suite(suite='test_shop'): failed\n", "nox > Command python -m pytest tests/test_shop.py failed with exit code 1"], drop: ["nox > Creating virtual environment (virtualenv) using python3 in .nox/suite-suite-test_more", "collected 3 items", "=================================== FAILURES ===================================", "=========================== short test summary info ============================", "============================== 2 passed in 0.04s", "took 8 seconds", "Ran 4 sessions in 50 seconds", "nox > Running session compile", "nox > python -m pytest tests/test_more.py", "2 passed in 0.04s"], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["nox", "-s", "tests"], "nox"],
    [["python", "-m", "nox", "-r"], "nox"],
  ],
  [["nox", "--list"], ["nox", "-l", "--json"]],
);
