import { ByteBuffer } from "../../../abi/buffers";
import { Lines } from "../../sdk/lines";
import { hasLocation, hasTerm, isCaretLine, isCountLine, isDurationLine, isLocationLead, isMarkerLine, isPassLine, isRuntimeFrame, isTitledRule, isZeroCount, onlyZeroCounts } from "../failure-lines";

function line(s: string): Lines {
  const b = new ByteBuffer();
  b.pushString(s);
  return new Lines(b);
}

describe("failure-lines", () => {
  it("a term starts a word or ends a capitalised name; inside a name or path it is not a report", () => {
    expect(hasTerm(line("error[E0308]: mismatched types"), 0, "error")).toBe(true);
    expect(hasTerm(line("AssertionError: 2.5 != 2"), 0, "error")).toBe(true);
    expect(hasTerm(line("make: *** [Makefile:3: calc] Error 1"), 0, "error")).toBe(true);
    expect(hasTerm(line("--- FAIL: TestAdd (0.00s)"), 0, "fail")).toBe(true);
    expect(hasTerm(line("   Compiling same-errors v0.1.0"), 0, "error")).toBe(false);
    expect(hasTerm(line("added http-errors@2.0.0"), 0, "error")).toBe(false);
    expect(hasTerm(line("src/my_error.rs"), 0, "error")).toBe(false);
    expect(hasTerm(line("./errors.ts"), 0, "error")).toBe(false);
  });
  it("passing tests, whatever their names say", () => {
    expect(isPassLine(line("✔ reports an error on bad input (0.1ms)"), 0)).toBe(true);
    expect(isPassLine(line("ok 3 - fails gracefully"), 0)).toBe(true);
    expect(isPassLine(line("test_error_path (t.T.test_error_path) ... ok"), 0)).toBe(true);
    expect(isPassLine(line("--- PASS: TestFail (0.00s)"), 0)).toBe(true);
    expect(isPassLine(line("not ok 3 - fails"), 0)).toBe(false);
    expect(isPassLine(line("ok: no errors"), 0)).toBe(false);
  });
  it("lines that belong to the block above whatever their indentation", () => {
    expect(isMarkerLine(line("E       assert 1 == 2"), 0)).toBe(true);
    expect(isMarkerLine(line(">       assert x == [1, 2, 4]"), 0)).toBe(true);
    expect(isMarkerLine(line('2 | fn b() -> u32 { "y" }'), 0)).toBe(true);
    expect(isMarkerLine(line("  |"), 0)).toBe(true);
    expect(isMarkerLine(line("- Expected"), 0)).toBe(true);
    expect(isMarkerLine(line("+ -6"), 0)).toBe(true);
    expect(isMarkerLine(line("--> src/a.rs:1:2"), 0)).toBe(false);
    expect(isMarkerLine(line("Error: boom"), 0)).toBe(false);
    expect(isMarkerLine(line("12 items"), 0)).toBe(false);
    expect(isCaretLine(line("               ^^^^^^"), 0)).toBe(true);
    expect(isCaretLine(line("    ~~~ x"), 0)).toBe(false);
  });
  it("noise inside a block: runtime frames and durations", () => {
    expect(isRuntimeFrame(line("      at Test.run (node:internal/test_runner/test:1047:25)"), 0)).toBe(true);
    expect(isRuntimeFrame(line("    Test.runInAsyncScope (node:async_hooks:214:14)"), 0)).toBe(true);
    expect(isRuntimeFrame(line("      at TestContext.<anonymous> (file:///p/a.test.mjs:12:10)"), 0)).toBe(false);
    expect(isDurationLine(line("  duration_ms: 0.071975"), 0)).toBe(true);
    expect(isDurationLine(line("# duration_ms 206.166682"), 0)).toBe(true);
    expect(isDurationLine(line("   Duration  738ms (transform 71ms, setup 0ms)"), 0)).toBe(true);
    expect(isDurationLine(line("duration 12ms of 4 tests"), 0)).toBe(false);
  });
  it("counts of nothing, titled rules, places in files", () => {
    expect(isZeroCount(line("ℹ fail 0"), 0)).toBe(true);
    expect(isZeroCount(line("test result: ok. 3 passed; 0 failed"), 0)).toBe(true);
    expect(isZeroCount(line("10 failed"), 0)).toBe(false);
    expect(isZeroCount(line("# fail 2"), 0)).toBe(false);
    expect(onlyZeroCounts(line("# skipped 0"), 0)).toBe(true);
    expect(onlyZeroCounts(line("# pass 20"), 0)).toBe(false);
    expect(isTitledRule(line("______ test_key_a ______"), 0)).toBe(true);
    expect(isTitledRule(line("_ _ _ _ _ _"), 0)).toBe(false);
    expect(isLocationLead(line("test_values.py:19: AssertionError"), 0)).toBe(true);
    expect(isLocationLead(line("note: see here"), 0)).toBe(false);
    expect(hasLocation(line(" --> src/main.rs:2:17"), 0)).toBe(true);
    expect(hasLocation(line("src/values.ts(8,32): error TS2345"), 0)).toBe(true);
    expect(hasLocation(line('  File "/p/boom.py", line 7, in <module>'), 0)).toBe(true);
    expect(hasLocation(line("  location: '/p/values.test.mjs:11:1'"), 0)).toBe(true);
    expect(hasLocation(line("        id: 6,"), 0)).toBe(false);
  });
});

describe("isCountLine", () => {
  it("a number next to a count word, not a failing test's line", () => {
    expect(isCountLine(line("=== 79 failed, 1 passed in 0.52s ==="), 0)).toBe(true);
    expect(isCountLine(line("ℹ fail 2"), 0)).toBe(true);
    expect(isCountLine(line("FAILED (failures=1)"), 0)).toBe(true);
    expect(isCountLine(line("Tests:  2 failed, 20 passed, 22 total"), 0)).toBe(true);
    expect(isCountLine(line("FAILED test_many.py::test_scale[1] - assert 3 == (1 * 2)"), 0)).toBe(false);
    expect(isCountLine(line("--- FAIL: TestAddSmall (0.00s)"), 0)).toBe(false);
  });
});
