// Field test of the Python filters (pytest, mypy, ruff) on real output they had not seen before:
// humanize 4.17.0's own suite with two bugs put in, a test file of shapes it lacks and a module
// typed and linted wrong (fixtures/py-field/make-fixtures.sh). Each case asserts what a defect
// found there lost or kept, so it cannot come back.
import { describe, expect, it } from "vitest";
import { fixture, runSession } from "../helpers/fixtures";

const RECALL = "0123456789ab";

describe("pytest, a missing fixture under 15 tests (pytest/field-many, field-quiet, field-line-tb)", () => {
  for (const id of ["pytest/field-many", "pytest/field-quiet", "pytest/field-line-tb"]) {
    const fx = fixture(id);
    const r = runSession("dev:pytest", fx, 1000, RECALL);

    it(`${id}: shows pytest's advice once and counts the repeats, with where to read them`, () => {
      const list = fx.raw.split("\n").find((l) => l.startsWith(">       available fixtures: "))!;
      expect(list).toBeDefined();
      expect(r.text.split(list).length - 1).toBe(1);
      expect(r.text.split(">       use 'pytest --fixtures [testpath]' for help on them.").length - 1).toBe(1);
      expect(r.text).toContain(`(pytest's fixture advice as above, repeated below: 28 lines not shown: rtk recall ${RECALL})`);
      // Every error still says what is missing, where.
      expect(r.text.split("E       fixture 'benchmark' not found").length - 1).toBe(15);
      for (const line of [24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 73, 77, 81]) expect(r.text).toContain(`tests/test_benchmarks.py:${line}\n`);
      expect(r.cut).toBe(true);
    });
  }

  it("keeps every failing and erroring test, the counts and the site-packages location of the crash", () => {
    const r = runSession("dev:pytest", fixture("pytest/field-many"));
    expect(r.text).toContain("pytest: 9 failed, 882 passed, 2 skipped, 1 xfailed, 1 xpassed, 17 errors in 3.79s");
    for (const name of [
      "FAILED tests/test_field.py::test_upper[na\\xefve \\u2014 dash]",
      "FAILED tests/test_field.py::test_upper[tab and [brackets]]",
      "FAILED tests/test_field.py::TestNested::TestInner::test_naturalsize_huge[10000000000000000000000000000000000000000]",
      "FAILED tests/test_field.py::test_xpass_strict",
      "FAILED tests/test_number.py::test_ordinal[13-13th]",
      "ERROR tests/test_field.py::TestNested::TestInner::test_uses_setup",
      "ERROR tests/test_field.py::TestNested::test_teardown_fails",
    ]) expect(r.text).toContain(`\n${name}\n`);
    expect(r.text).toContain("../venv/lib/python3.11/site-packages/humanize/filesize.py:110: IndexError");
    expect(r.text).toContain("___ ERROR at teardown of TestNested.test_teardown_fails ___");
    expect(r.text).toContain("[XPASS(strict)] should fail but passes");
    expect(r.text).toContain("--- Captured stderr call ---\nstderr line from the test");
    expect(r.savings).toBeGreaterThanOrEqual(55);
  });

  it("-ra: the skip, xfail and xpass reasons the flag asked for stay (pytest/field-short-ra)", () => {
    const r = runSession("dev:pytest", fixture("pytest/field-short-ra"));
    for (const l of ["SKIPPED [1] tests/test_field.py:68: needs a network", "SKIPPED [1] tests/test_field.py:73: not on linux", "XFAIL tests/test_field.py::test_xfail_expected - known: ordinal of negative numbers", "XPASS tests/test_field.py::test_xpass_lenient - might pass"]) {
      expect(r.text).toContain(`\n${l}\n`);
    }
  });
});

describe("pytest, 45 failures whose diffs hold a narrow no-break space (pytest/field-many-nnbsp)", () => {
  it("keeps every failing test in the summary, each diff's lines byte for byte", () => {
    const fx = fixture("pytest/field-many-nnbsp");
    const r = runSession("dev:pytest", fx);
    const failed = fx.raw.split("\n").filter((l) => l.startsWith("FAILED ")).map((l) => l.replace(/ - .*$/, ""));
    expect(failed).toHaveLength(45);
    for (const f of failed) expect(r.text).toContain(`\n${f}\n`);
    expect(r.text).toContain("E       AssertionError: assert '1\\u202f234\\u202f567.25' == '1,234,567.25'\n");
    expect(r.text).toContain("E         + 1\u202f234\u202f567.25\n");
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });
});

describe("pytest --tb=native: Python's own traceback form (pytest/field-native-tb)", () => {
  const r = runSession("dev:pytest", fixture("pytest/field-native-tb"));

  it("drops the frames inside pytest and pluggy, as it does in pytest's form", () => {
    expect(r.text).not.toContain("/_pytest/");
    expect(r.text).not.toContain("/pluggy/");
    expect(r.text).not.toContain("teardown.throw(exception)");
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });

  it("keeps the user's frames, the innermost frame (inside the installed library) and each error", () => {
    expect(r.text).toContain('  File "/tmp/fx/field9/py-field/h/tests/test_field.py", line 16, in broken_setup\n    raise ConnectionError(msg)\nConnectionError: database not reachable: 127.0.0.1:5432\n');
    expect(r.text).toContain('  File "/tmp/fx/field9/py-field/h/tests/test_field.py", line 44, in test_naturalsize_huge\n    assert humanize.naturalsize(n)\n');
    expect(r.text).toContain('  File "/tmp/fx/field9/py-field/venv/lib/python3.11/site-packages/humanize/filesize.py", line 110, in naturalsize\n');
    expect(r.text).toContain("IndexError: tuple index out of range\n");
    expect(r.text).toContain("pytest: 8 failed, 5 passed, 2 skipped, 1 xfailed, 1 xpassed, 2 errors in ");
    expect(r.text).toContain("Traceback (most recent call last):\n");
  });
});

describe("mypy strict and pretty, ruff with the project's rules (mypy/field-*, ruff/field-*)", () => {
  it("mypy --pretty: one line per error, every code, the note and the count", () => {
    const r = runSession("dev:mypy", fixture("mypy/field-strict-pretty"));
    expect(r.text).toContain('src/humanize/_field.py:18: error: Incompatible return value type (got "dict[str, str]", expected "dict[str, int]")  [return-value]\n');
    expect(r.text).toContain('src/humanize/_field.py:39: error: "Report" has no attribute "footer"  [attr-defined]\n');
    expect(r.text).toContain("tests/test_benchmarks.py:13: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports");
    expect(r.text).toContain("Found 12 errors in 3 files (checked 16 source files)");
    expect(r.text).not.toContain("^~~~");
  });

  it("ruff check: each rule with its location; a run that fixed some says so", () => {
    const nofix = runSession("filter:builtin:ruff-check", fixture("ruff/field-check-nofix"));
    for (const l of ["E741 Ambiguous variable name: `l`\n  --> src/humanize/_field.py:48:5", "RUF022 [*] `__all__` is not sorted\n  --> src/humanize/_version.py:5:11", "Found 9 errors."]) expect(nofix.text).toContain(l);
    const fixed = runSession("filter:builtin:ruff-check", fixture("ruff/field-check-fix"));
    expect(fixed.text).toContain("Found 9 errors (4 fixed, 5 remaining).");
    expect(fixed.text).toContain("S110 `try`-`except`-`pass` detected, consider logging the exception\n  --> src/humanize/_field.py:54:5");
  });
});
