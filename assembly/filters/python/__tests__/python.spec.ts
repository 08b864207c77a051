// pytest's and mypy's lines.
import { isDependencyFrame, isImportAdvice, isInternalFrame, isProgress, shortRule, summaryText, withoutShownMessage } from "../pytest";
import { splitDiagnostic } from "../mypy";

describe("pytest lines", () => {
  it("drops a short-summary message only where the test's report was shown", () => {
    const shown = new Set<string>();
    shown.add("test_perimeter");
    shown.add("TestArea.test_square");
    shown.add("test_parse[10xten]");
    expect(withoutShownMessage("FAILED tests/t.py::test_perimeter - assert 9 == 14", shown)).toBe("FAILED tests/t.py::test_perimeter");
    expect(withoutShownMessage("FAILED tests/t.py::TestArea::test_square - assert 1 == 2", shown)).toBe("FAILED tests/t.py::TestArea::test_square");
    expect(withoutShownMessage("FAILED tests/t.py::test_parse[10xten] - ValueError: ...", shown)).toBe("FAILED tests/t.py::test_parse[10xten]");
    // Not shown above (--tb=no): the message is the only place it is said.
    expect(withoutShownMessage("FAILED tests/t.py::test_other - assert 0", shown)).toBe("FAILED tests/t.py::test_other - assert 0");
    expect(withoutShownMessage("FAILED tests/t.py::test_parse[4x5] - assert 0", shown)).toBe("FAILED tests/t.py::test_parse[4x5] - assert 0");
    expect(withoutShownMessage("ERROR tests/t.py", shown)).toBe("ERROR tests/t.py");
  });
  it("reads the summary line with or without rules", () => {
    expect(summaryText("========== 5 failed, 3 passed, 1 error in 0.59s ==========")).toBe("5 failed, 3 passed, 1 error in 0.59s");
    expect(summaryText("400 passed in 0.94s")).toBe("400 passed in 0.94s");
    expect(summaryText("collected 5 items")).toBe("");
  });
  it("shortens rules and keeps titles", () => {
    expect(shortRule("==================== FAILURES ====================")).toBe("=== FAILURES ===");
    expect(shortRule("_____________ test_x _____________")).toBe("___ test_x ___");
    expect(shortRule("_ _ _ _ _ _ _ _ _ _ _ _ _ _")).toBe("_ _ _");
    expect(shortRule("E       assert 9 == 14")).toBe("E       assert 9 == 14");
  });
  it("recognises progress lines and internal frames", () => {
    expect(isProgress("tests/test_shapes.py .F.FFFEsx                                           [100%]")).toBe(true);
    expect(isProgress("tests/test_shapes.py:11: AssertionError")).toBe(false);
    // Cut short by a plugin's message (pytest-cov's threshold error): no percentage, then it alone.
    expect(isProgress("tests/test_units.py ..")).toBe(true);
    expect(isProgress("......")).toBe(true);
    expect(isProgress("                                                                         [100%]")).toBe(true);
    expect(isProgress("ERROR: Coverage failure: total of 62 is less than fail-under=90")).toBe(false);
    expect(isProgress("debug: computing area for 7x7")).toBe(false);
    expect(isProgress("see notes.txt F")).toBe(false);
    expect(isInternalFrame("<frozen importlib._bootstrap>:1204: in _gcd_import")).toBe(true);
    expect(isInternalFrame("/x/site-packages/_pytest/python.py:507: in importtestmodule")).toBe(true);
    expect(isInternalFrame("tests/test_a.py:1: in <module>")).toBe(false);
  });
});

describe("mypy lines", () => {
  it("splits mypy diagnostics", () => {
    const d = splitDiagnostic('shapes/report.py:7: error: Incompatible return value type  [return-value]');
    expect(d === null).toBe(false);
    expect(d![0]).toBe("shapes/report.py");
    expect(d![1]).toBe("7");
    expect(splitDiagnostic("Found 7 errors in 2 files (checked 3 source files)") === null).toBe(true);
  });
});

describe("pytest noise", () => {
  it("knows dependency frames and import advice", () => {
    expect(isDependencyFrame("/root/.pyenv/versions/3.11.7/lib/python3.11/json/decoder.py:337: in decode")).toBe(true);
    expect(isDependencyFrame("app/settings.py:5: in <module>")).toBe(false);
    expect(isImportAdvice("Hint: make sure your test modules/packages have valid Python names.")).toBe(true);
    expect(isImportAdvice("E   ImportError: x")).toBe(false);
  });
});
