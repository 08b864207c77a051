// Every build, test, lint and package-manager fixture through its session: the facts an agent
// needs survive (failing test names, messages, file:line, error codes, counts), the noise goes,
// the output is never longer than the raw output, and passing runs of large suites collapse.
// The checks are one function, run on each filtered output and, below, on what a broken filter
// would print (the raw output unchanged, or nothing), which they must reject.
import { describe, expect, it } from "vitest";
import { type Case, describeCases } from "./cases";
import { fixture, runSession } from "./harness";

const CASES: Case[] = [
  // ---- cargo
  { fixture: "cargo/build/ok", spec: "dev:cargo-build", keep: ["Finished"], drop: ["Compiling"] },
  { fixture: "cargo/build/errors", spec: "dev:cargo-build", keep: ["error[E0425]: cannot find value `scale`", "--> src/lib.rs:13:39", "error[E0308]: mismatched types", " --> src/lib.rs:9:5", "expected `String`, found `u32`", "warning: unused variable: `unused`", "could not compile `shapes`"], drop: ["Compiling shapes"] },
  { fixture: "cargo/check/errors", spec: "dev:cargo-build", keep: ["error[E0425]", "src/lib.rs:9:5"], drop: ["Checking shapes"] },
  { fixture: "cargo/install/ok", spec: "dev:cargo-build", keep: ["Replaced package", "be sure to add"], drop: ["Compiling", "Finished"] },
  { fixture: "cargo/test/pass", spec: "dev:cargo-test", keep: ["cargo test: 4 passed"], drop: ["test tests::area_of_square ... ok", "Running", "Doc-tests"], min: 90 },
  { fixture: "cargo/test/big-pass", spec: "dev:cargo-test", keep: ["cargo test: 400 passed"], drop: ["area_case_001"], min: 99 },
  { fixture: "cargo/test/fail", spec: "dev:cargo-test", keep: ["3 failed, 2 passed, 1 ignored", "tests::area_of_square", "panicked at src/lib.rs:24:9", "left: 10", "right: 9", "tests::explicit_panic", "the shape registry is empty", "src/lib.rs:45:9", "tests::parses_size", "invalid digit found in string", "error: test failed"], drop: ["... ok", "Compiling"] },
  { fixture: "cargo/test/fail-backtrace", spec: "dev:cargo-test", keep: ["panicked at src/lib.rs:24:9", "left: 10", "4: shapes::tests::area_of_square\n  at ./src/lib.rs:24:9\n"], drop: ["rust_begin_unwind", "/rustc/", "Some details are omitted"], min: 75 },
  { fixture: "cargo/test/abort", spec: "dev:cargo-test", keep: ["gave no result", "SIGABRT", "process didn't exit successfully"], drop: ["Compiling shapes v0.1.0", "Finished `test` profile"] },
  { fixture: "cargo/test/compile-error", spec: "dev:cargo-test", keep: ["error[E0425]", "src/lib.rs:13:39", "error[E0308]"], drop: ["Compiling"] },
  { fixture: "cargo/clippy/warnings", spec: "dev:cargo-clippy", keep: ["clippy: 7 warnings", "clippy::needless_return (2)", "src/lib.rs:4:5", "src/lib.rs:21:5", "clippy::ptr_arg (3)", "clippy::needless_range_loop (1)", "clippy::len_zero", "src/lib.rs:25:8"], drop: ["for further information visit", "Checking"], min: 70 },
  { fixture: "cargo/clippy/errors", spec: "dev:cargo-clippy", keep: ["error[E0425]", "src/lib.rs:13:39", "error[E0308]"], drop: ["Checking shapes v0.1.0", "For more information about an error, try"] },
  // ---- go
  { fixture: "go/test/pass", spec: "dev:go-test", keep: ["go test: ok, 2 packages"], drop: ["ok  \texample.com/fxgo/names"] },
  { fixture: "go/test/pass-json", spec: "dev:go-test-json", keep: ["go test: 5 passed in 2 packages"], drop: ["\"Action\":\"run\""], min: 95 },
  { fixture: "go/test/big-pass-json", spec: "dev:go-test-json", keep: ["go test: 400 passed in 4 packages"], drop: ["\"Action\":\"run\"", "\"Test\":\"TestArea001\""], min: 99 },
  { fixture: "go/test/big-pass-v", spec: "dev:go-test", keep: ["go test: ok, 4 packages, 400 tests passed"], drop: ["=== RUN   TestArea001", "--- PASS: TestArea001"], min: 99 },
  { fixture: "go/test/fail", spec: "dev:go-test", keep: ["2 packages failed", "--- FAIL: TestTitleIndex", "names_test.go:13: registry has 0 names", "index out of range [2] with length 0", "names_test.go:14", "--- FAIL: TestPerimeter", "shapes_test.go:14: Perimeter(2, 5) = 9, want 14", "--- FAIL: TestParseSize/10xten", "FAIL\texample.com/fxgo/shapes"], drop: ["testing.tRunner", "/src/testing/testing.go", "goroutine 7"] },
  { fixture: "go/test/fail-json", spec: "dev:go-test-json", keep: ["3 failed, 2 passed, 1 skipped", "--- FAIL: TestTitleIndex", "registry has 0 names", "index out of range", "names_test.go:14", "--- FAIL: TestPerimeter", "Perimeter(2, 5) = 9, want 14", "--- FAIL: TestParseSize/7x", "FAIL\texample.com/fxgo/names"], drop: ["\"Action\"", "=== RUN", "--- PASS", "testing.tRunner"], min: 85 },
  { fixture: "go/test/fail-v", spec: "dev:go-test", keep: ["--- FAIL: TestPerimeter", "Perimeter(2, 5) = 9, want 14"], drop: ["=== RUN", "--- PASS: TestArea"] },
  { fixture: "go/test/timeout", spec: "dev:go-test", keep: ["panic: test timed out after 2s", "TestWaitsForever", "shapes_test.go:15"], drop: ["testing.(*M).startAlarm"] },
  { fixture: "go/test/timeout-json", spec: "dev:go-test-json", keep: ["panic: test timed out after 2s", "NO RESULT: TestWaitsForever", "shapes_test.go:15", "1 package failed"], drop: ["\"Action\":\"run\""] },
  { fixture: "go/test/build-fail-json", spec: "dev:go-test-json", keep: ["shapes/shapes.go:6:2: imported and not used: \"os\"", "shapes/shapes.go:11:39", "[build failed]"], nothingGoes: "a build failure: the package line and each compiler error with its location, nothing else" },
  { fixture: "go/test/build-fail", spec: "dev:go-test", keep: ["shapes/shapes.go:6:2", "[build failed]"], nothingGoes: "a build failure: the package line and each compiler error with its location, nothing else" },
  { fixture: "go/vet/issues", spec: "filter:builtin:go-build", keep: ["shapes/shapes.go:20:2: self-assignment of x to x", "shapes/shapes.go:9:9", "shapes/shapes.go:13:2"], nothingGoes: "go vet prints its package line and one finding per line, each with its location" },
  { fixture: "go/build/errors", spec: "filter:builtin:go-build", keep: ["shapes/shapes.go:6:2", "shapes/shapes.go:11:39"], nothingGoes: "go build prints its package line and one error per line, each with its location" },
  // ---- pytest
  { fixture: "pytest/pass/default", spec: "dev:pytest", keep: ["pytest: 5 passed in"], drop: ["platform linux", "rootdir", "test session starts"], min: 90 },
  { fixture: "pytest/pass/big", spec: "dev:pytest", keep: ["pytest: 400 passed in"], drop: ["test session starts", "platform linux", "tests/test_gen_1.py ...."], min: 95 },
  { fixture: "pytest/pass/big-verbose", spec: "dev:pytest", keep: ["pytest: 400 passed in"], drop: ["PASSED"], min: 99 },
  { fixture: "pytest/pass/python-m", spec: "dev:pytest", keep: ["pytest: 5 passed"], drop: ["platform linux", "collected 5 items"] },
  { fixture: "pytest/fail/default", spec: "dev:pytest", keep: ["5 failed, 3 passed, 1 skipped, 1 xfailed, 1 error", "ERROR at setup of test_uses_fixture", "RuntimeError: database is not reachable", "tests/test_shapes.py:30", "test_print_then_fail", "assert 49 == 48", "tests/test_more.py:10: AssertionError", "debug: computing area for 7x7", "test_perimeter", "assert 9 == 14", "tests/test_shapes.py:11", "test_parse_size[10xten-expected1]", "ValueError: invalid literal for int()", "shapes/__init__.py:14", "{'colour': 'red'} != {'colour': 'blue'}", "KeyError: 'circle'", "FAILED tests/test_shapes.py::test_lookup_raises"], drop: ["platform linux", "plugins:", "tests/test_shapes.py .F.FFFEsx"] },
  { fixture: "pytest/fail/quiet", spec: "dev:pytest", keep: ["5 failed, 3 passed", "assert 9 == 14", "tests/test_shapes.py:11"], drop: [".F.F.FFFEsx", "__________ test_perimeter __________"] },
  { fixture: "pytest/fail/verbose", spec: "dev:pytest", keep: ["5 failed", "assert 9 == 14", "FAILED tests/test_shapes.py::test_perimeter"], drop: ["PASSED"] },
  { fixture: "pytest/fail/exitfirst", spec: "dev:pytest", keep: ["1 failed, 1 passed", "assert 49 == 48", "stopping after 1 failures"], drop: ["platform linux", "collected 11 items"] },
  { fixture: "pytest/fail/color", spec: "dev:pytest", keep: ["5 failed", "assert 9 == 14"], drop: ["\u001b["] },
  { fixture: "pytest/collect/default", spec: "dev:pytest", keep: ["2 errors", "ERROR collecting tests/test_broken_import.py", "ImportError: cannot import name 'volume' from 'shapes'", "tests/test_broken_import.py:1", "ERROR collecting tests/test_syntax.py", "SyntaxError: invalid syntax", "Interrupted: 2 errors during collection"], drop: ["<frozen importlib._bootstrap>", "_pytest/assertion/rewrite.py"] },
  // pytest-cov (--cov): the table the flag asks for, every row and figure, and the threshold's failure (rule 2).
  { fixture: "pytest/cov/table", spec: "dev:pytest", keep: ["pytest: 6 passed", "=== tests coverage ===\nName Stmts Miss Cover\ngeometry/__init__.py 3 0 100%\ngeometry/shapes.py 24 7 71%\ngeometry/units.py 15 9 40%\nTOTAL 42 16 62%\n"], drop: ["platform linux", "coverage: platform", "------", "[100%]", "  24  "], min: 80 },
  { fixture: "pytest/cov/term-missing", spec: "dev:pytest", keep: ["Name Stmts Miss Cover Missing\n", "geometry/shapes.py 24 7 71% 16-18, 23, 29-30, 33\n", "geometry/units.py 15 9 40% 7-9, 13-15, 19-21\n", "TOTAL 42 16 62%\n"], drop: ["coverage: platform", "------"], min: 75 },
  { fixture: "pytest/cov/fail-under", spec: "dev:pytest", keep: ["pytest: 6 passed", "\nERROR: Coverage failure: total of 62 is less than fail-under=90\n", "geometry/shapes.py 24 7 71% 16-18, 23, 29-30, 33\n", "\nFAIL Required test coverage of 90% not reached. Total coverage: 61.90%\n"], drop: ["tests/test_units.py ..", "[100%]", "rootdir:", "plugins: cov"], min: 60 },
  { fixture: "pytest/cov/fail-under-quiet", spec: "dev:pytest", keep: ["\nERROR: Coverage failure: total of 62 is less than fail-under=90\n", "TOTAL 42 16 62%\n", "FAIL Required test coverage of 90% not reached. Total coverage: 61.90%\n"], drop: ["......", "[100%]"], min: 45 },
  { fixture: "pytest/crash/conftest", spec: "dev:pytest", keep: ["ImportError while loading conftest", "KeyError: 'SHAPES_DATABASE_URL'"], raw: "pytest could not load the conftest: the whole traceback is the error" },
  { fixture: "pytest/usage-error", spec: "dev:pytest", keep: ["unrecognized arguments: --no-such-flag"], raw: "a usage error: two lines, both the error" },
  // ---- mypy
  { fixture: "mypy/errors", spec: "dev:mypy", keep: ["Found 7 errors in 2 files", "shapes/report.py:7: error: Incompatible return value type", "[return-value]", "shapes/report.py:22: error: Item \"None\" of \"Optional[str]\" has no attribute \"upper\"", "shapes/cli.py:1: error: Module \"shapes.report\" has no attribute \"missing_function\""], raw: "each line is an error with its location and message, and the count: nothing is noise" },
  { fixture: "mypy/errors-pretty", spec: "dev:mypy", keep: ["Found 7 errors", "shapes/report.py:7: error: Incompatible return value type (got \"int\", expected \"str\")  [return-value]", "[union-attr]"], drop: ["^~~~"], min: 35 },
  { fixture: "mypy/python-m", spec: "dev:mypy", keep: ["Found 7 errors", "[arg-type]"], nothingGoes: "each line is an error with its location and message, and the count: nothing is noise" },
  { fixture: "mypy/bad-target", spec: "dev:mypy", keep: ["can't read file 'no_such_module_dir'"], raw: "one line: the error" },
  // ---- tsc
  { fixture: "tsc/errors", spec: "dev:tsc", keep: ["src/cli.ts(3,24): error TS2591: Cannot find name 'process'", "src/cli.ts(5,29): error TS2554", "error TS2322: Type 'string' is not assignable to type 'number'. (2 locations):\n  src/cli.ts(6,7)\n  src/report.ts(5,9)\n", "src/report.ts(15,26): error TS2304: Cannot find name 'Size'."], drop: ["src/report.ts(5,9): error TS2322: Type 'string' is not assignable to type 'number'."] },
  { fixture: "tsc/errors-pretty", spec: "dev:tsc", keep: ["Found 9 errors in 2 files.", "src/cli.ts:3:24 - error TS2591", "src/report.ts:6:3 - error TS2322: Type 'number' is not assignable to type 'string'."], drop: ["~~~~", "Errors  Files", "\u001b["], min: 60 },
  { fixture: "tsc/ts5-errors", spec: "dev:tsc", keep: ["src/report.ts(1,27): error TS2305"], drop: ["src/report.ts(5,9): error TS2322: Type 'string' is not assignable to type 'number'."] },
  { fixture: "tsc/ts5-errors-pretty", spec: "dev:tsc", keep: ["Found 9 errors in 2 files.", "src/report.ts:11:38 - error TS2345"], drop: ["~~~~"], min: 60 },
  { fixture: "tsc/bad-config", spec: "dev:tsc", keep: ["error TS5058"], raw: "one line: the config error" },
  // Field test: tsc -b --verbose prints its project lines between errors; they were dropped after an error.
  { fixture: "tsc/field-build-verbose", spec: "dev:tsc", keep: ["ref/a/i.ts", "ref/b/i.ts", "TS2322", "Type 'number' is not assignable to type 'string'.", "Building project 'ref/b/tsconfig.json'...", "Project 'ref/b/tsconfig.json' is out of date"], nothingGoes: "--verbose asked for the project lines, and the rest are errors with their locations" },
  // Field test (fixtures/js-field): --pretty related locations stay with their error; errors in
  // node_modules types are reported like any other file.
  { fixture: "tsc/field-pretty-related", spec: "dev:tsc", keep: ["Found 16 errors in 4 files.", "node_modules/badlib/index.d.ts:2:34 - error TS1039", "src/with space/c.ts:2:25 - error TS2307", "src/b.ts:3:19 - The expected type comes from property 'kind'", "lib.es5.d.ts:515:14 - 'length' is declared here.", "The types of 'deep.inner' are incompatible"], drop: ["~~~~", "Errors  Files", "\u001b[", "interface Shape { kind"], min: 50 },
  // ---- eslint, biome
  // ESLint's absolute paths on every line would cost more than its own layout: the file header
  // and its rows stay, the column padding goes.
  { fixture: "eslint/errors", spec: "dev:eslint", keep: ["✖ 9 problems (7 errors, 2 warnings)", "/tmp/fx/eslint/errors/src/shapes.js\n  1:10 error 'readFileSync' is defined but never used [no-unused-vars]\n", "  10:9 error Expected '===' and instead saw '==' [eqeqeq]\n", "  18:20 error Expected '===' and instead saw '==' [eqeqeq]\n", "  4:7 warning 'result' is never reassigned. Use 'const' instead [prefer-const]", "  13:23 error 'depth' is not defined [no-undef]", "/tmp/fx/eslint/errors/src/report.js\n  14:1 error Parsing error: Unexpected token\n", "potentially fixable"], drop: ["  error    "], min: 10 },
  { fixture: "eslint/real-package", spec: "dev:eslint", keep: ["✖ 149 problems (143 errors, 6 warnings)", "/tmp/fx/eslint/real/lib/yargs-factory.js\n  1:1 error Unexpected var, use let or const instead [no-var]\n  2:23 error Expected { after 'if' condition [curly]\n", "  187:21 error The value assigned to 'u' is not used in subsequent statements [no-useless-assignment]"], drop: ["  error  "], min: 25 },
  { fixture: "eslint/errors-stylish-color", spec: "dev:eslint", keep: ["  21:3 error Unexpected 'debugger' statement [no-debugger]"], drop: ["\u001b["] },
  // Field test: a file path with a space is a file header, so the parsing error in it is not
  // charged to the file before it.
  { fixture: "eslint/field-path-with-space", spec: "dev:eslint", keep: ["✖ 9 problems (7 errors, 2 warnings)", "/tmp/ftjs/fx/js-field/p/lib/z dir/two.js\n  3:11 error Parsing error: Unexpected token ;\n", "/tmp/ftjs/fx/js-field/p/lib/three.js\n  2:1 error", "  3:1 error Unexpected 'debugger' statement [no-debugger]", "potentially fixable"], drop: ["1:5   error    'a' is never reassigned"], never: ["three.js\n  3:11"] },
  { fixture: "eslint/crash-bad-config", spec: "dev:eslint", keep: ["Oops! Something went wrong!", "ENOENT: no such file or directory"], raw: "eslint crashed: its whole report is the error" },
  { fixture: "biome/lint-errors", spec: "dev:biome", keep: ["Found 4 errors.", "Found 5 warnings.", "src/report.js:9:9 warning This variable unused is unused. [lint/correctness/noUnusedVariables]", "src/shapes.js:9:7 warning This variable unusedLabel is unused. [lint/correctness/noUnusedVariables]", "src/shapes.js:21:3 error This is an unexpected use of the debugger statement. [lint/suspicious/noDebugger]"], drop: ["Unsafe fix", "━━━"], min: 80 },
  { fixture: "biome/check-errors", spec: "dev:biome", keep: ["Found 7 errors.", "biome.json error Formatter would have printed the following content: [format]", "src/report.js error Formatter would have printed the following content: [format]", "src/shapes.js:10:9 error Using == may be unsafe", "src/shapes.js:18:20 error Using == may be unsafe"], drop: ["━━━"], min: 80 },
  { fixture: "biome/bad-config", spec: "dev:biome", keep: ["Biome couldn't find a configuration"], drop: ["━━━"] },
  // ---- vitest, jest
  { fixture: "vitest/pass", spec: "dev:vitest", keep: ["vitest: 6 passed | 1 skipped (7)"], drop: ["✓ test/shapes.test.js"] },
  { fixture: "vitest/big-pass", spec: "dev:vitest", keep: ["vitest: 400 passed (400)", "files 20 passed (20)"], drop: ["gen1.test.js"], min: 90 },
  { fixture: "vitest/fail", spec: "dev:vitest", keep: ["4 failed | 3 passed | 1 skipped (8)", "test/broken-import.test.js", "Cannot find module '../src/volume.js'", "test/shapes.test.js > area > handles negative sizes", "expected -6 to be 6", "test/shapes.test.js:6:58", "parses spaces", "Error: bad size: 4 x five", "src/shapes.js:7:49", "describes a square", "-   \"kind\": \"square\",", "+   \"kind\": \"rectangle\",", "Test timed out in 100ms", "test/shapes.test.js:18:1"], drop: ["✓ multiplies", "Start at", "     14|"] },
  // --bail: vitest 4 prints no notice, only totals its counts fall short of; the filter says what never ran.
  { fixture: "vitest/fail-bail", spec: "dev:vitest", keep: ["vitest: 1 failed | 1 passed (6); files 1 failed (3) in 256ms; 4 tests and 2 files not run (the run stopped early)\n", "test/shapes.test.js > area > handles negative sizes", "test/shapes.test.js:6:58"], drop: ["· parses", "Start at"], min: 55 },
  { fixture: "jest/fail-bail", spec: "dev:jest", keep: ["4 failed, 2 passed, 6 total", "suites 1 failed, 1 of 3 total"], drop: ["Ran all test suites."] },
  { fixture: "vitest/fail-color", spec: "dev:vitest", keep: ["4 failed", "expected -6 to be 6"], drop: ["\u001b["] },
  { fixture: "vitest/fail-verbose", spec: "dev:vitest", keep: ["4 failed", "handles negative sizes"], drop: ["> area > multiplies"] },
  { fixture: "vitest/crash-bad-flag", spec: "dev:vitest", keep: ["CACError: Unknown option"], raw: "vitest crashed on a flag: its whole report is the error" },
  // Field test: snapshot counts reach the head line; a suite that does not load, diffs, thrown errors.
  { fixture: "vitest/field-snapshot-suite", spec: "dev:vitest", keep: ["4 failed | 7 passed | 1 skipped (12)", "files 3 failed | 1 passed (4)", "snapshots 1 failed", "FAIL  tests/broken.test.ts", "Cannot find module './does-not-exist'", "tests/math.test.ts > math > compares objects", "+     3,", "-   \"c\": \"y\",", "SyntaxError: Expected property name", "tests/math.test.ts:5:36", "Snapshot `math > snapshot 1` mismatched", "+   \"size\": 4,", "tests/str.test.ts > long string", "+ line two", "hello from test"], drop: ["Start at", "  4| ", "[2/5]", "✓ adds"], min: 40 },
  // Field test: an unhandled error counts in the head line; vitest's "❯" frames inside node's internals go, the user's stay.
  { fixture: "vitest/field-unhandled-timeout", spec: "dev:vitest", keep: ["2 failed | 1 passed (3)", "unhandled 1 error", "Test timed out in 50ms", "t2/unh.test.ts:3:1", "expected [ 1, 2 ] to include 3", "t2/unh.test.ts:4:94", "warn: config missing key 'port'", "Error: late boom from timer", "❯ Timeout._onTimeout t2/unh.test.ts:2:64", "leaks a rejection"], drop: ["node:internal/timers", "Errors  1 error", "[1/2]"], min: 30 },
  { fixture: "vitest/field-syntax-error-suite", spec: "dev:vitest", keep: ["no tests; files 1 failed (1)", "FAIL  t3/syn.test.ts", "[PARSE_ERROR] Unexpected token", "t3/syn.test.ts:2:27", "const a = ;"], drop: ["node_modules/vite/dist", "Start at"], min: 25 },
  { fixture: "jest/field-snapshot-suite", spec: "dev:jest", keep: ["4 failed, 2 passed, 6 total", "suites 2 failed, 1 passed, 3 total", "snapshots 1 failed, 1 total", "calc › adds", "Expected: 4", "calc › objects", "+     2,", "TypeError: boom in test", "__tests__/a.test.js:4:32", "calc › snap", "+   \"x\": 2,", "FAIL __tests__/b c.test.js", "Cannot find module './missing-module'", "__tests__/b c.test.js:1:11", "PASS __tests__/ok.test.js\n  ● Console", "log line from ok"], drop: ["> 2 |   test(", "jest-resolve/build/index.js"], min: 25 },
  { fixture: "jest/pass", spec: "dev:jest", keep: ["6 passed, 7 total"], drop: ["PASS test/shapes.test.js"] },
  { fixture: "jest/big-pass", spec: "dev:jest", keep: ["jest: 400 passed"], drop: ["PASS test/gen20.test.js"], min: 85 },
  { fixture: "jest/big-pass-verbose", spec: "dev:jest", keep: ["jest: 400 passed"], drop: ["area case 1.1"], min: 95 },
  { fixture: "jest/fail", spec: "dev:jest", keep: ["4 failed, 1 skipped, 3 passed", "● area › handles negative sizes", "Expected: 6", "Received: -6", "test/shapes.test.js:5:58", "● parseSize › parses spaces", "bad size: 4 x five", "src/shapes.js:7:49", "+   \"kind\": \"rectangle\",", "Exceeded timeout of 100 ms", "test/shapes.test.js:17:1", "Test suite failed to run", "Cannot find module '../src/volume.js'"], drop: ["\u001b[", "PASS test/more.test.js", "jest-circus", "jestAdapterInit"] },
  { fixture: "jest/crash-bad-config", spec: "dev:jest", keep: ["Can't find a root directory"], raw: "jest could not start: its whole report is the error" },
  // ---- node --test, bun test, playwright
  { fixture: "node-test/pass", spec: "dev:node-test", keep: ["node --test: 4 passed, 1 skipped (5 tests)"], drop: ["TAP version 13", "duration_ms"], min: 80 },
  { fixture: "node-test/big-pass", spec: "dev:node-test", keep: ["node --test: 400 passed (400 tests)"], drop: ["# Subtest: area case 1.1", "duration_ms"], min: 99 },
  { fixture: "node-test/big-pass-spec", spec: "dev:node-test", keep: ["node --test: 400 passed (400 tests)"], drop: ["✔ area case 1.1 ("], min: 99 },
  { fixture: "node-test/fail", spec: "dev:node-test", keep: ["4 failed, 1 passed, 1 cancelled, 1 skipped (7 tests)", "Cannot find module '/tmp/fx/node-test/fail/volume.mjs'", "✖ area > handles negative sizes", "shapes.test.mjs:7:3", "-6 !== 6", "✖ parses", "h: 6", "✖ parses spaces", "bad size: 4 x five", "shapes.mjs:7:49", "test timed out after 100ms"], drop: ["duration_ms: 0", "# Subtest", "ok 1 - multiplies", "node:internal/test_runner"] },
  { fixture: "node-test/fail-spec", spec: "dev:node-test", keep: ["4 failed", "✖ handles negative sizes", "-6 !== 6", "shapes.test.mjs:10:29", "bad size: 4 x five", "test timed out after 100ms"], drop: ["✔ multiplies", "node:internal/test_runner"] },
  { fixture: "node-test/fail-node20", spec: "dev:node-test", keep: ["handles negative sizes", "-6 !== 6", "test timed out after 100ms"], drop: ["TAP version 13", "at finalizeResolution (node:internal"] },
  { fixture: "bun-test/pass", spec: "dev:bun-test", keep: ["bun test: 4 pass", "Ran 5 tests across 1 file"], drop: ["(pass) area > multiplies"] },
  { fixture: "bun-test/big-pass", spec: "dev:bun-test", keep: ["bun test: 400 pass", "Ran 400 tests across 20 files"], drop: ["(pass) area case 1.1"], min: 99 },
  { fixture: "bun-test/fail", spec: "dev:bun-test", keep: ["5 fail", "Unhandled error between tests", "Cannot find module './volume.js'", "(fail) area > handles negative sizes", "Expected: 6", "Received: -6", "(fail) parses", "\"h\": 6", "(fail) parses spaces", "bad size: 4 x five", "shapes.js:7:78", "(fail) finishes in time", "timed out after 100ms"], drop: ["(pass) area > multiplies", "(skip) skipped"] },
  { fixture: "bun-test/fail-color", spec: "dev:bun-test", keep: ["5 fail", "area > handles negative sizes", "Received: -6", "bad size: 4 x five"], drop: ["\u001b["] },
  { fixture: "playwright/pass", spec: "dev:playwright", keep: ["playwright: 1 skipped, 3 passed"], drop: ["✓"] },
  { fixture: "playwright/fail", spec: "dev:playwright", keep: ["4 failed, 1 skipped, 1 passed", "tests/shapes.spec.js:7:3 › area › handles negative sizes", "Received: -6", "shapes.spec.js:7:60", "object shape", "+   \"kind\": \"rectangle\",", "Error: registry is empty", "Test timeout of 2000ms exceeded", "Error Context: test-results/shapes-throws/error-context.md"], drop: ["✓  1", "Running 6 tests", "──────"] },
  { fixture: "playwright/fail-line", spec: "dev:playwright", keep: ["4 failed", "Received: -6", "registry is empty"], drop: ["[1/6]"] },
  // ---- make, cmake, ctest
  { fixture: "make/gcc-ok", spec: "dev:make", keep: ["make: ok (4 commands)"], drop: ["gcc -Wall"], min: 80 },
  { fixture: "make/gcc-errors", spec: "dev:make", keep: ["make: 2 errors, 6 warnings", "shapes.c:5:17: error: expected ‘;’ before ‘}’ token", "shapes.c:10:21: error: ‘height’ undeclared", "util.c:5:23: warning: comparison of integer expressions", "make: *** [Makefile:9: shapes.o] Error 1", "not remade because of errors"], drop: ["gcc -Wall -Wextra -O0 -g -c main.c", "    5 |     return w * h", "^~~~~~", "In function ‘area’"] },
  { fixture: "make/gcc-errors-color", spec: "dev:make", keep: ["shapes.c:5:17: error:"], drop: ["\u001b[", "    5 |     return w * h"], min: 60 },
  { fixture: "make/clang-errors", spec: "dev:make", keep: ["shapes.c:5:17: error: expected ';' after return statement", "shapes.c:10:21: error: use of undeclared identifier 'height'", "util.c:6:26: warning: variable 'n' is uninitialized", "2 warnings and 2 errors generated."], drop: ["clang -Wall"] },
  { fixture: "make/gcc-link-error", spec: "dev:make", keep: ["undefined reference to `volume'", "main.c:7", "ld returned 1 exit status", "make: *** [Makefile:6: shapes] Error 1"], drop: ["gcc -Wall"] },
  { fixture: "make/no-target", spec: "dev:make", keep: ["No rule to make target 'no-such-target'"], raw: "one line: the error" },
  { fixture: "cmake/build-ok", spec: "dev:cmake-build", keep: ["cmake --build: ok (2 targets built)"], drop: ["Building C object"], min: 95 },
  { fixture: "cmake/build-errors", spec: "dev:cmake-build", keep: ["1 error, 2 warnings", "broken.c:2:20: error: ‘depth’ undeclared", "gmake[2]: *** [CMakeFiles/shapes.dir/build.make:650: CMakeFiles/shapes.dir/broken.c.o] Error 1"], drop: ["Building C object", "    2 |     return w * h * depth;", "gmake: *** [Makefile:101: all] Error 2"], min: 80 },
  { fixture: "ctest/pass", spec: "dev:ctest", keep: ["ctest: 100% tests passed, 0 tests failed out of 4"], drop: ["Test #1: area"], min: 80 },
  { fixture: "ctest/fail", spec: "dev:ctest", keep: ["57% tests passed, 3 tests failed out of 7", "Test #5: wrong_area", "***Failed", "Exception: SegFault", "***Timeout", "LastTest.log"], drop: ["Test #1: area", "Start 1: area", "The following tests FAILED:", "Errors while running CTest"] },
  { fixture: "ctest/fail-output", spec: "dev:ctest", keep: ["Test #5: wrong_area", "area(7,7): got 49, want 48", "Test #6: crash ............................***Exception: SegFault"], drop: ["Start 5: wrong_area", "Passed", "6 - crash (SEGFAULT)"] },
  // ---- script runners: the tool is recognised by its output
  { fixture: "pm-scripts/npm-test-vitest-fail", spec: "dev:detect", keep: ["vitest: 4 failed | 3 passed | 1 skipped (8)", "expected -6 to be 6", "test/shapes.test.js:6:58", "Cannot find module '../src/volume.js'"], drop: ["✓ multiplies"] },
  { fixture: "pm-scripts/npm-test-vitest-pass", spec: "dev:detect", keep: ["vitest: 6 passed | 1 skipped (7)", "npm warn Unknown user config \"nodedir\""], drop: ["> fx-vitest@1.0.0 test", "Start at"], min: 50 },
  { fixture: "pm-scripts/npm-run-vitest-fail", spec: "dev:detect", keep: ["vitest: 4 failed", "handles negative sizes"], drop: ["✓ multiplies", "> fx-vitest@1.0.0 test:unit"] },
  { fixture: "pm-scripts/npm-test-jest-fail", spec: "dev:detect", keep: ["jest: 4 failed", "● area › handles negative sizes", "Received: -6"], drop: ["> fx-jest@1.0.0 test", "> 5 |   it(\"handles negative sizes\""] },
  { fixture: "pm-scripts/yarn-test-jest-fail", spec: "dev:detect", keep: ["jest: 4 failed", "Exceeded timeout of 100 ms"], drop: ["yarn run v1.22.22", "info Visit https://yarnpkg.com"] },
  { fixture: "pm-scripts/pnpm-test-vitest-fail", spec: "dev:detect", keep: ["vitest: 4 failed", "Test timed out in 100ms"], drop: ["✓ multiplies", "Start at"] },
  { fixture: "pm-scripts/bun-run-test-vitest-fail", spec: "dev:detect", keep: ["vitest: 4 failed", "bad size: 4 x five"], drop: ["✓ multiplies", "Start at"] },
  { fixture: "pm-scripts/npm-run-tsc-errors", spec: "dev:detect", keep: ["src/cli.ts(3,24): error TS2591", "  src/report.ts(5,9)\n"], drop: ["> fx-tsc@1.0.0 typecheck"] },
  { fixture: "pm-scripts/npx-tsc-errors", spec: "dev:detect", keep: ["src/report.ts(15,26): error TS2304: Cannot find name 'Size'."], nothingGoes: "every line is a finding with its location and message: nothing is noise" },
  { fixture: "pm-scripts/npm-run-eslint-errors", spec: "dev:detect", keep: ["✖ 9 problems (7 errors, 2 warnings)", "  1:10 error 'readFileSync' is defined but never used [no-unused-vars]"], drop: ["> fx-eslint@1.0.0 lint"] },
  { fixture: "pm-scripts/make-test-pytest-fail", spec: "dev:detect", keep: ["pytest: 5 failed", "assert 9 == 14", "tests/test_shapes.py:11"], drop: ["platform linux", "test session starts"] },
  { fixture: "pm-scripts/make-test-go-fail", spec: "dev:detect", keep: ["go test: 2 packages failed", "Perimeter(2, 5) = 9, want 14"], drop: ["goroutine 7 [running]", "testing.tRunner"] },
  { fixture: "pm-scripts/make-test-go-fail", spec: "dev:make", keep: ["go test: 2 packages failed", "Perimeter(2, 5) = 9, want 14", "make: *** [Makefile:2: test] Error 1"], drop: ["goroutine 7 [running]", "testing.tRunner"] },
  { fixture: "cargo/test/fail", spec: "dev:detect", keep: ["cargo test: 3 failed", "left: 10"], drop: ["test tests::perimeter_of_rect ... ok", "Compiling shapes"] },
  { fixture: "go/test/fail-json", spec: "dev:detect", keep: ["go test: 3 failed", "Perimeter(2, 5) = 9, want 14"], drop: ["\"Action\":\"run\""] },
  { fixture: "mypy/errors-pretty", spec: "dev:detect", keep: ["Found 7 errors", "shapes/report.py:7: error: Incompatible return value type (got \"int\", expected \"str\")  [return-value]"], drop: ["^~~~", "return area(w, h)"] },
  { fixture: "node-test/fail", spec: "dev:detect", keep: ["node --test: 4 failed", "-6 !== 6"], drop: ["TAP version 13", "duration_ms"] },
  { fixture: "bun-test/fail", spec: "dev:detect", keep: ["bun test: 1 pass", "(fail) parses spaces"], drop: ["(pass) area > multiplies", "bun test v1.4.5"] },
  { fixture: "playwright/fail", spec: "dev:detect", keep: ["playwright: 4 failed", "registry is empty"], drop: ["Running 6 tests using 1 worker", "✓  1 tests/shapes.spec.js:6:3"] },
  { fixture: "biome/lint-errors", spec: "dev:detect", keep: ["src/shapes.js:21:3 error This is an unexpected use of the debugger statement. [lint/suspicious/noDebugger]"], drop: ["━━━", "Unsafe fix"] },
  { fixture: "make/gcc-errors", spec: "dev:detect", keep: ["make: 2 errors, 6 warnings", "shapes.c:5:17: error:"], drop: ["gcc -Wall -Wextra -O0 -g -c main.c"] },
  { fixture: "ctest/fail", spec: "dev:detect", keep: ["ctest: 57% tests passed"], drop: ["Start 1: area", "Test #1: area"] },
  // ---- declarative filters (filters/*.toml), through the same session path the CLI uses
  { fixture: "next/build-ok", spec: "dev:detect", keep: ["Next.js 16.4.6", "Compiled successfully", "Route (app)", "/api/size"], drop: ["telemetry", "Generating static pages"], min: 60 },
  { fixture: "next/build-errors", spec: "filter:builtin:next-build", keep: ["Module not found: Can't resolve '../lib/volume'", "./errors/app/page.js:1:1"], drop: ["telemetry"] },
  { fixture: "npm/install-eresolve", spec: "filter:builtin:npm-install", keep: ["ERESOLVE unable to resolve dependency tree", "Found: react@17.0.2", "peer react@\"^18.2.0\" from react-dom@18.2.0", "--legacy-peer-deps"], drop: ["npm error\n"] },
  { fixture: "npm/install-fund-audit", spec: "filter:builtin:npm-install", keep: ["added 11 packages"], drop: ["looking for funding", "npm fund"] },
  { fixture: "pnpm/install", spec: "filter:builtin:pnpm-install", keep: ["+ lodash 4.17.20", "Done in"], drop: ["Progress: resolved", "+++++"], min: 60 },
  { fixture: "pnpm/install-peer-conflict", spec: "filter:builtin:pnpm-install", keep: ["Issues with peer dependencies found"], drop: ["Progress: resolved", "Content-addressable store is at"] },
  { fixture: "yarn/v2-install", spec: "filter:builtin:yarn-install", keep: ["Done in"], drop: ["YN0013"], min: 95 },
  { fixture: "yarn/v2-install-peer-conflict", spec: "filter:builtin:yarn-install", keep: ["YN0060", "doesn't satisfy what react-dom requests", "Done with warnings"], drop: ["YN0013", "Resolution step"] },
  { fixture: "yarn/v1-install-peer-conflict", spec: "filter:builtin:yarn-install", keep: ["has incorrect peer dependency \"react@^18.2.0\""], drop: ["[1/4] Resolving packages"] },
  { fixture: "bun-install/install", spec: "filter:builtin:bun-install", keep: ["+ lodash@4.17.20", "11 packages installed"], drop: ["Resolving dependencies", "Saved lockfile"] },
  { fixture: "prettier/check-dirty", spec: "filter:builtin:prettier", keep: ["[warn] src/report.js", "[error] src/syntax.js: SyntaxError: Unexpected token (2:1)"], drop: ["Checking formatting"] },
];

describeCases(CASES);

describe("chunking", () => {
  it("gives the same result whatever the chunk size", () => {
    const fx = fixture("go/test/fail-json");
    const whole = runSession("dev:go-test-json", fx, 1 << 20).text;
    expect(runSession("dev:go-test-json", fx, 7).text).toBe(whole);
    expect(runSession("dev:go-test-json", fx, 1).text).toBe(whole);
  });
});
