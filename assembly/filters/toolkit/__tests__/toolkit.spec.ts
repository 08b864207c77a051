// The parsing helpers of the build, test and lint filters: text utilities, the JSON reader,
// script-runner banners, and the per-tool line classifiers.
import { JsonReader, J_ARR, J_NUM, J_OBJ, J_STR } from "../json";
import { isRunnerBanner } from "../session";
import { countBefore, locationEnd, splitLines, trim, words } from "../text";
import { resultCounts, statusVerb, testBinaryLabel } from "../../rust/cargo";
import { compactDiagnostics, hasAdvice, isDiagnosticHeader } from "../../rust/diagnostics";
import { Located, writeLocated } from "../located";
import { isStdFrameFile } from "../../go/test";
import { isDependencyFrame, isImportAdvice, isInternalFrame, isProgress, shortRule, summaryText } from "../../python/pytest";
import { splitDiagnostic } from "../../python/mypy";
import { parseBiomeHeader, parseStylish, parseTscHeader } from "../../js/lint";
import { isFrameNoise, notRun } from "../../js/runners";
import { diagnosticSeverity, isCmakeProgress, isGccFrame, isToolEcho } from "../../native/make";

describe("text helpers", () => {
  it("splits lines, dropping CR and the final newline", () => {
    const l = splitLines("a\r\nb\n\nc\n");
    expect(l.length).toBe(4);
    expect(l[0]).toBe("a");
    expect(l[2]).toBe("");
    expect(l[3]).toBe("c");
    expect(splitLines("").length).toBe(0);
  });
  it("trims and splits words", () => {
    expect(trim("  x y \t")).toBe("x y");
    expect(words(" a  b\tc ").length).toBe(3);
  });
  it("finds file:line:col locations", () => {
    expect(locationEnd("src/a.c:12:3: error: x")).toBe(12);
    expect(locationEnd("src/a.py:7: error")).toBe(10);
    expect(locationEnd("no location here")).toBe(-1);
  });
  it("reads the number before a word", () => {
    expect(countBefore("5 failed, 3 passed", "passed")).toBe(3);
    expect(countBefore("nothing", "passed")).toBe(-1);
  });
});

describe("JSON reader", () => {
  it("reads a go test event", () => {
    const v = JsonReader.parse('{"Time":"2026","Action":"output","Package":"a/b","Test":"TestX","Output":"--- FAIL: TestX (0.00s)\\n\\ttab \\u00e9\\"q\\""}');
    expect(v === null).toBe(false);
    expect(v!.kind).toBe(J_OBJ);
    expect(v!.getStr("Action")).toBe("output");
    expect(v!.getStr("Output")).toBe('--- FAIL: TestX (0.00s)\n\ttab é"q"');
  });
  it("reads arrays, numbers, booleans and null", () => {
    const v = JsonReader.parse(' {"a":[1,-2.5e1,true,false,null,"s"],"b":{}} ');
    expect(v!.get("a")!.kind).toBe(J_ARR);
    const a = v!.getArr("a");
    expect(a[0].kind).toBe(J_NUM);
    expect(a[1].num).toBe(-25);
    expect(a[5].kind).toBe(J_STR);
  });
  it("reads single members of an event line without building it", () => {
    const line = '{"Time":"t","Action":"output","Package":"p","Output":"say \\"Test\\": hi\\n"}';
    expect(JsonReader.stringField(line, "Action")!).toBe("output");
    expect(JsonReader.stringField(line, "Output")!).toBe('say "Test": hi\n');
    expect(JsonReader.stringField(line, "Test") === null).toBe(true);
    expect(JsonReader.numberField('{"Action":"pass","Elapsed":0.25}', "Elapsed")).toBe(0.25);
    expect(isNaN(JsonReader.numberField('{"Action":"run"}', "Elapsed"))).toBe(true);
  });
  it("returns null on malformed input instead of trapping", () => {
    expect(JsonReader.parse('{"a":') === null).toBe(true);
    expect(JsonReader.parse('{"a" 1}') === null).toBe(true);
    expect(JsonReader.parse('"unterminated') === null).toBe(true);
    expect(JsonReader.parse("[1,2] extra") === null).toBe(true);
    expect(JsonReader.parse("") === null).toBe(true);
  });
});

describe("script runner banners", () => {
  it("knows npm, yarn, pnpm and bun wrappers", () => {
    expect(isRunnerBanner("> fx@1.0.0 test", "", 1)).toBe(true);
    expect(isRunnerBanner("> vitest run", "> fx@1.0.0 test", 2)).toBe(true);
    expect(isRunnerBanner("> 1 | import x", "", 40)).toBe(false);
    expect(isRunnerBanner("$ jest --ci", "", 1)).toBe(true);
    expect(isRunnerBanner("yarn run v1.22.22", "", 0)).toBe(true);
    expect(isRunnerBanner("[ELIFECYCLE] Test failed. See above for more details.", "", 50)).toBe(true);
    expect(isRunnerBanner('error: script "test" exited with code 1', "", 50)).toBe(true);
    expect(isRunnerBanner("FAIL test/a.test.js", "", 3)).toBe(false);
  });
});

describe("cargo lines", () => {
  it("recognises status lines by their verb", () => {
    expect(statusVerb("   Compiling shapes v0.1.0 (/tmp/x)")).toBe("Compiling");
    expect(statusVerb("    Finished `test` profile [unoptimized] target(s) in 0.38s")).toBe("Finished");
    expect(statusVerb("test tests::a ... ok")).toBe("");
    expect(statusVerb("   |     ^^^^^ not found")).toBe("");
  });
  it("names the test binary a status line starts, and only then", () => {
    expect(testBinaryLabel("     Running unittests src/lib.rs (target/debug/deps/inventory-5b51e57cb5ed85b6)")).toBe("inventory (unittests src/lib.rs)");
    expect(testBinaryLabel("     Running tests/basket.rs (target/debug/deps/basket-84a135aa9bf94ba0)")).toBe("basket (tests/basket.rs)");
    expect(testBinaryLabel("   Doc-tests inventory")).toBe("Doc-tests inventory");
    expect(testBinaryLabel("     Running `target/debug/runpanic`")).toBe("");
    expect(testBinaryLabel("   Compiling shop v0.1.0 (/tmp/x)")).toBe("");
  });
  it("reads a result line's counts without the zeros and the time", () => {
    expect(resultCounts("test result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s")).toBe("1 passed; 2 failed");
    expect(resultCounts("test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s")).toBe("");
    expect(resultCounts("test result: ok. 4 passed; 0 failed; 1 ignored; 0 measured; 3 filtered out; finished in 0.00s")).toBe("4 passed; 1 ignored; 3 filtered out");
  });
  it("recognises diagnostic headers", () => {
    expect(isDiagnosticHeader("error[E0308]: mismatched types")).toBe(true);
    expect(isDiagnosticHeader("warning: unused variable")).toBe(true);
    expect(isDiagnosticHeader("help: remove it")).toBe(false);
  });
});

describe("go traces", () => {
  it("tells standard-library frames from user frames", () => {
    expect(isStdFrameFile("\t/usr/lib/go-1.19/src/testing/testing.go:1446 +0x10b")).toBe(true);
    expect(isStdFrameFile("\t/usr/local/go/src/runtime/panic.go:884 +0x212")).toBe(true);
    expect(isStdFrameFile("\t/home/me/proj/names/names_test.go:14 +0x68")).toBe(false);
    expect(isStdFrameFile("\t_testmain.go:49 +0x1aa")).toBe(true);
  });
});

describe("pytest lines", () => {
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

describe("mypy, tsc, eslint and biome lines", () => {
  it("splits mypy diagnostics", () => {
    const d = splitDiagnostic('shapes/report.py:7: error: Incompatible return value type  [return-value]');
    expect(d === null).toBe(false);
    expect(d![0]).toBe("shapes/report.py");
    expect(d![1]).toBe("7");
    expect(splitDiagnostic("Found 7 errors in 2 files (checked 3 source files)") === null).toBe(true);
  });
  it("parses tsc headers, plain and --pretty, keeping the location as printed", () => {
    const p = parseTscHeader("src/cli.ts(3,24): error TS2591: Cannot find name 'process'.");
    expect(p![0]).toBe("src/cli.ts(3,24)");
    expect(p![1]).toBe("error TS2591: Cannot find name 'process'.");
    const q = parseTscHeader("src/cli.ts:4:22 - error TS2345: Argument of type 'number'.");
    expect(q![0]).toBe("src/cli.ts:4:22");
    expect(q![1]).toBe("error TS2345: Argument of type 'number'.");
    expect(parseTscHeader("Found 9 errors in 2 files.") === null).toBe(true);
  });
  it("parses ESLint stylish rows with and without a rule", () => {
    const r = parseStylish("   1:10  error    'readFileSync' is defined but never used  no-unused-vars");
    expect(r![0]).toBe("1:10");
    expect(r![1]).toBe("error");
    expect(r![3]).toBe("no-unused-vars");
    const p = parseStylish("  14:1  error  Parsing error: Unexpected token");
    expect(p![3]).toBe("");
    expect(p![2]).toBe("Parsing error: Unexpected token");
  });
  it("parses Biome headers", () => {
    const h = parseBiomeHeader("src/report.js:9:9 lint/correctness/noUnusedVariables  FIXABLE  ━━━━━━━━");
    expect(h![0]).toBe("src/report.js");
    expect(h![1]).toBe("9:9");
    expect(h![2]).toBe("lint/correctness/noUnusedVariables");
    expect(parseBiomeHeader("check ━━━━━━━━━━")![2]).toBe("");
  });
});

describe("JS runner noise", () => {
  it("drops code frames and dependency frames, keeps user frames", () => {
    expect(isFrameNoise("      4| group(\"area\", () => {")).toBe(true);
    expect(isFrameNoise("    > 5 |   it(\"x\")")).toBe(true);
    expect(isFrameNoise("       |                  ^")).toBe(true);
    expect(isFrameNoise("      at _getError (../../js/node_modules/jest-circus/build/x.js:1:1)")).toBe(true);
    expect(isFrameNoise("      at Object.toBe (test/shapes.test.js:5:58)")).toBe(false);
    expect(isFrameNoise("Expected: 6")).toBe(false);
  });
  it("counts what vitest's totals hold beyond its counts: what never ran", () => {
    expect(notRun("1 failed | 1 passed (6)")).toBe(4);
    expect(notRun("4 failed | 3 passed | 1 skipped (8)")).toBe(0);
    expect(notRun("1 failed (3)")).toBe(2);
    expect(notRun("no tests")).toBe(0);
  });
});

describe("native build lines", () => {
  it("recognises compiler echoes, cmake progress and diagnostics", () => {
    expect(isToolEcho("gcc -Wall -Wextra -O0 -g -c main.c -o main.o")).toBe(true);
    expect(isToolEcho("x86_64-linux-gnu-gcc-12 -c a.c")).toBe(true);
    expect(isToolEcho("make: *** [Makefile:9: shapes.o] Error 1")).toBe(false);
    expect(isCmakeProgress("[ 51%] Building C object CMakeFiles/shapes.dir/gen/gen_29.c.o")).toBe(true);
    expect(isCmakeProgress("[100%] Built target shapes")).toBe(true);
    expect(diagnosticSeverity("shapes.c:5:17: error: expected ';'")).toBe("error");
    expect(diagnosticSeverity("util.c:5:23: warning: comparison")).toBe("warning");
    expect(diagnosticSeverity("    5 |     return w * h")).toBe("");
  });
});

describe("rustc diagnostics", () => {
  it("keeps header, location, primary label and a suggestion's new code; drops frames and default notes", () => {
    const out: string[] = [];
    compactDiagnostics([
      "error[E0308]: mismatched types",
      " --> src/lib.rs:9:5",
      "  |",
      "8 | pub fn perimeter(w: u32, h: u32) -> String {",
      "  |                                     ------ expected `String` because of return type",
      "9 |     2 * (w + h)",
      "  |     ^^^^^^^^^^^ expected `String`, found `u32`",
      "  |",
      "help: try using a conversion method",
      "  |",
      "9 |     (2 * (w + h)).to_string()",
      "  |     +           +++++++++++++",
      "",
      "error: could not compile `shapes` (lib) due to 1 previous error",
    ], out);
    expect(out.join("\n")).toBe("error[E0308]: mismatched types\n --> src/lib.rs:9:5\n  ^ expected `String`, found `u32`\nhelp: try using a conversion method\n9 |     (2 * (w + h)).to_string()\nerror: could not compile `shapes` (lib) due to 1 previous error");
  });
  it("tells a warning with a label, help or fix of its own from a bare one", () => {
    expect(hasAdvice(["warning: unneeded `return` statement", " --> src/lib.rs:4:5", "  |", "4 |     return w * h;", "  |     ^^^^^^^^^^^^", "  |", "  = help: for further information visit https://rust-lang.github.io/rust-clippy/", "help: remove `return`", "  |", "4 -     return w * h;", "4 +     w * h"])).toBe(true);
    expect(hasAdvice(["warning: use of deprecated function `f`", " --> a.rs:1:2", "  |", "1 | f()", "  | ^", "  = note: `#[warn(deprecated)]` on by default"])).toBe(false);
  });
  it("writes a header shared by bare diagnostics once, with each location", () => {
    const out: string[] = [];
    compactDiagnostics(["warning: use of deprecated function `f`", " --> a.rs:1:2", "  |", "1 | f()", "  | ^", "", "warning: use of deprecated function `f`", " --> a.rs:5:2", ""], out);
    expect(out.join("\n")).toBe("warning: use of deprecated function `f`\n --> a.rs:1:2\n --> a.rs:5:2");
  });
});

describe("located diagnostics", () => {
  it("keeps each line as printed; a repeated message once with every whole location", () => {
    const items = [new Located("a.py:1: error: m  [c]", "a.py:1", "error: m  [c]"), new Located("b.py:2: error: n", "b.py:2", "error: n"), new Located("c.py:3: error: m  [c]", "c.py:3", "error: m  [c]"), Located.plain("Found 3 errors")];
    const out: string[] = [];
    writeLocated(items, out);
    expect(out.join("\n")).toBe("error: m  [c] (2 locations):\n  a.py:1\n  c.py:3\nb.py:2: error: n\nFound 3 errors");
  });
});

describe("compiler noise classifiers", () => {
  it("knows gcc frames, pytest's dependency frames and import advice", () => {
    expect(isGccFrame("    5 |     return w * h")).toBe(true);
    expect(isGccFrame("      |                 ^")).toBe(true);
    expect(isGccFrame("shapes.c:5:17: error: x | y")).toBe(false);
    expect(isDependencyFrame("/root/.pyenv/versions/3.11.7/lib/python3.11/json/decoder.py:337: in decode")).toBe(true);
    expect(isDependencyFrame("app/settings.py:5: in <module>")).toBe(false);
    expect(isImportAdvice("Hint: make sure your test modules/packages have valid Python names.")).toBe(true);
    expect(isImportAdvice("E   ImportError: x")).toBe(false);
  });
});
