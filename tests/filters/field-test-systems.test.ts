// Field test of the Rust and Go filters on real output they had not seen before (fixtures made
// by fixtures/cargo/make-fixtures.sh and fixtures/go/make-fixtures.sh, "Field test (ftsys)").
// Each case asserts what a defect found there lost, so it cannot come back.
import { describe, expect, it } from "vitest";
import { fixture, runSession } from "../helpers/fixtures";

describe("cargo test with backtraces, every target run (cargo/test/trace-nff)", () => {
  const fx = fixture("cargo/test/trace-nff");
  const r = runSession("dev:cargo-test", fx);

  it("counts every target and keeps every failing test", () => {
    expect(r.text).toContain("cargo test: 7 failed, 3 passed, 1 ignored (3 suites");
    // A test whose block opens with its own panic is named by the panic line (its `---- name
    // stdout ----` header says it again and goes); the others keep the header.
    for (const name of ["tests::eq_struct", "tests::panics_with_message", "tests::should_panic_wrong_message", "integ_fail"]) {
      expect(r.text).toContain(`\nthread '${name}' panicked at `);
      expect(r.text).not.toContain(`---- ${name} stdout ----`);
    }
    for (const name of ["tests::prints_then_fails", "tests::should_panic_but_doesnt", "src/lib.rs - add_one (line 3)"]) {
      expect(r.text).toContain(`---- ${name} stdout ----`);
    }
    expect(r.text).toContain("---- tests::prints_then_fails stdout ----\nsome debug output line\n");
    expect(r.text).toContain("note: test did not panic as expected at src/lib.rs:43:8");
    expect(r.text).toContain(' expected substring: "wrong text"');
    expect(r.text).toContain("3 targets failed");
  });

  it("keeps the test's own line when the panic happened in a helper", () => {
    // Both tests panic inside `div` (src/lib.rs:17:9); the calling line is only in the backtrace.
    expect(r.text).toMatch(/trace::tests::panics_with_message\n {2}at \.\/src\/lib\.rs:38:9\n/);
    expect(r.text).toMatch(/trace::tests::should_panic_wrong_message\n {2}at \.\/src\/lib\.rs:50:9\n/);
  });

  it("keeps every frame in the user's code, the panicking one and the harness closure too, without their padding", () => {
    // The frame the panic line names, written from the crate root, and the helper's name.
    expect(r.text).toContain("2: trace::div\n  at ./src/lib.rs:17:9\n");
    // The closure the test harness wraps a test in names the test's `fn` line.
    expect(r.text).toContain("trace::tests::panics_with_message::{{closure}}\n  at ./src/lib.rs:37:29\n");
    const block = r.text.slice(r.text.indexOf("thread 'tests::eq_struct'"), r.text.indexOf("---- tests::should_panic_but_doesnt"));
    expect(block).toContain("trace::tests::eq_struct\n  at ./src/lib.rs:33:9\n");
    expect(r.text).toContain("integ::integ_fail\n  at ./tests/integ.rs:4:19\n");
  });

  it("drops the toolchain's frames and the note about omitted details", () => {
    expect(r.text).not.toContain("/rustc/");
    expect(r.text).not.toContain("rust_begin_unwind");
    expect(r.text).not.toContain("core::panicking");
    expect(r.text).not.toContain("Some details are omitted");
  });

  it("keeps each test binary's counts under the total", () => {
    expect(r.text).toContain("\n  trace (unittests src/lib.rs): 1 passed; 5 failed; 1 ignored\n  integ (tests/integ.rs): 1 passed; 1 failed\n  Doc-tests trace: 1 passed; 1 failed\n");
  });

  it("saves most of the output", () => {
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });
});

describe("cargo clippy, one lint with different messages (cargo/clippy/lint-messages)", () => {
  const r = runSession("dev:cargo-clippy", fixture("cargo/clippy/lint-messages"));

  it("gives a location its own message when it differs from its group's", () => {
    expect(r.text).toContain("clippy::ptr_arg (2): writing `&Vec` instead of `&[_]`");
    expect(r.text).toContain("src/lib.rs:8:13: writing `&String` instead of `&str`");
    expect(r.text).not.toContain("src/lib.rs:1:13: writing");
  });

  it("keeps every warning location, drops the excerpts", () => {
    expect(r.text).toContain("clippy: 8 warnings (6 lints)");
    for (const loc of ["src/lib.rs:6:21", "src/lib.rs:6:40", "src/lib.rs:1:13", "src/lib.rs:3:14", "src/lib.rs:4:9", "src/lib.rs:9:5", "src/lib.rs:12:5"]) expect(r.text).toContain(loc);
    expect(r.text).not.toContain("for further information visit");
    expect(r.savings).toBeGreaterThanOrEqual(60);
  });
});

describe("go test over packages that fail in different ways (go/test/mixed*)", () => {
  const facts = [
    "--- FAIL: TestAdd/wrong",
    "calc_test.go:14: Add(2, 2) = 4, want 5",
    "--- FAIL: TestAdd/neg",
    "calc_test.go:25: fatal: config missing \"db.url\"",
    "index out of range [5] with length 2",
    "panicky/p_test.go:8",
    "FAIL\texample.com/ft/tbuild [build failed]",
    "tbuild/t_test.go:6:17",
    "bad/bad.go:3:8",
    "bad/bad.go:11:26",
  ];

  it("json: counts the packages that failed to build as failed packages", () => {
    const r = runSession("dev:go-test-json", fixture("go/test/mixed-json"));
    expect(r.text).toContain("go test: 3 failed, 2 passed, 1 skipped; 3 packages failed, 0 ok");
    for (const f of facts) expect(r.text).toContain(f);
    expect(r.text).not.toContain("testing.tRunner");
    expect(r.text).not.toContain("\"Action\"");
    expect(r.savings).toBeGreaterThanOrEqual(85);
  });

  it("human: the same facts and the same package count", () => {
    const r = runSession("dev:go-test", fixture("go/test/mixed"));
    expect(r.text).toContain("3 packages failed");
    for (const f of facts) expect(r.text).toContain(f);
    expect(r.text).not.toContain("testing.tRunner");
  });
});

describe("pytest with a warnings summary from installed packages (pytest/warn/default)", () => {
  const fx = fixture("pytest/warn/default");
  const r = runSession("dev:pytest", fx);

  it("keeps every failure, its location and the falsifying example", () => {
    expect(r.text).toContain("pytest: 3 failed, 1 passed, 6 warnings");
    for (const f of ["FAILED tests/test_more.py::test_hyp", "FAILED tests/test_more.py::test_deep\n", "E           RuntimeError: deep failure", "FAILED tests/test_more.py::TestGroup::test_method", "Falsifying example: test_hyp(", "tests/test_more.py:16: RuntimeError", "tests/test_more.py:24: AssertionError", "Right contains one more item: 3"]) expect(r.text).toContain(f);
  });

  it("keeps the user's own warning with its location", () => {
    expect(r.text).toContain("tests/test_more.py::test_warns");
    expect(r.text).toContain("/tests/test_more.py:7: DeprecationWarning: deprecated thing used");
  });

  it("drops the warnings raised inside installed packages, counted, and the docs link", () => {
    expect(fx.raw).toContain("site-packages");
    expect(r.text).not.toContain("site-packages");
    expect(r.text).not.toContain("mypy_extensions.TypedDict is deprecated");
    expect(r.text).toContain("(5 warnings raised inside installed packages not shown)");
    expect(r.text).not.toContain("-- Docs: https://docs.pytest.org");
    expect(r.savings).toBeGreaterThanOrEqual(50);
  });

  it("names the recall id where it left the warnings out, when the host keeps the raw output", () => {
    const kept = runSession("dev:pytest", fx, 1000, "0123456789ab");
    expect(kept.text).toContain("\n(5 warnings raised inside installed packages not shown: rtk recall 0123456789ab)\n");
    expect(kept.cut).toBe(true);
  });
});

describe("cargo test with RUST_BACKTRACE=full (cargo/test/trace-full)", () => {
  const fx = fixture("cargo/test/trace-full");
  const r = runSession("dev:cargo-test", fx);

  it("keeps the note that follows the last frame (should_panic with the wrong message)", () => {
    expect(r.text).toContain("note: panic did not contain expected string");
    expect(r.text).toContain(' expected substring: "wrong text"');
  });

  it("keeps every frame in the user's code with its address and hash, drops std's and libc's", () => {
    expect(r.text).toMatch(/trace::tests::panics_with_message::h[0-9a-f]{16}\n {2}at \/\S+\/src\/lib\.rs:38:9\n/);
    expect(r.text).toMatch(/\d+: 0x[0-9a-f]+ - trace::div::h[0-9a-f]{16}\n {2}at \/tmp\/fx\/cargo\/trace\/src\/lib\.rs:17:9\n/);
    expect(r.text).toMatch(/trace::tests::panics_with_message::\{\{closure\}\}::h[0-9a-f]{16}\n {2}at \/\S+\/src\/lib\.rs:37:29\n/);
    expect(r.text).not.toContain("pthread_create");
    expect(r.text).not.toContain("/rustc/");
    expect(r.savings).toBeGreaterThanOrEqual(95);
  });
});

describe("cargo run whose program panics (cargo/run/panic)", () => {
  const fx = fixture("cargo/run/panic");
  const r = runSession("dev:cargo-build", fx);

  it("keeps the program's output, the warning, the panic and the frames in the program's code", () => {
    for (const f of ["warning: unused variable: `unused`", "--> src/main.rs:3:9", "starting up", "warn: using defaults", "panicked at src/main.rs:1:38:", "config value must be a number"]) expect(r.text).toContain(f);
    expect(r.text).toContain("stack backtrace:\n4: runpanic::parse\n  at ./src/main.rs:1:38\n5: runpanic::main\n  at ./src/main.rs:6:13\n");
  });

  it("drops the toolchain frames and cargo's status lines", () => {
    expect(r.text).not.toContain("/rustc/");
    expect(r.text).not.toContain("core::result::unwrap_failed");
    expect(r.text).not.toContain("Compiling runpanic");
    expect(r.savings).toBeGreaterThanOrEqual(40);
  });
});

describe("mypy --pretty with a message wrapped just before its code (mypy/wrap-pretty)", () => {
  const fx = fixture("mypy/wrap-pretty");
  const r = runSession("dev:mypy", fx);

  it("joins the continuation, so no error loses its code", () => {
    expect(fx.raw).toContain("\n [return-value]");
    expect(r.text).toContain('pkg/use.py:5: error: Incompatible return value type (got "int", expected "str")  [return-value]\n');
    expect(r.text).toContain('pkg/calc.py:13: error: Unsupported operand types for + ("None" and "int")  [operator]\n');
    expect(r.text).toContain('pkg/use.py:4: error: Argument 2 to "add" has incompatible type "str"; expected "int"  [arg-type]\n');
    expect(r.text).not.toContain("^~~");
  });

  it("keeps the note under its error and mypy's count line", () => {
    expect(r.text).toContain('[operator]\npkg/calc.py:13: note: Left operand is of type "Optional[int]"\n');
    expect(r.text).toContain("Found 5 errors in 2 files");
    expect(r.savings).toBeGreaterThanOrEqual(25);
  });
});
