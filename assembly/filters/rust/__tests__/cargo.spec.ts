// cargo's status, test-binary and result lines, and rustc's diagnostics.
import { isTerseProgress, resultCounts, statusVerb, testBinaryLabel, withoutThreadId } from "../cargo";
import { compactDiagnostics, groupShortDiagnostics, hasAdvice, isDiagnosticHeader, shortDiagnosticMessage } from "../diagnostics";

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
  it("tells libtest's terse progress (cargo test -q) from a test's own text", () => {
    expect(isTerseProgress(".")).toBe(true);
    expect(isTerseProgress("......... 9/10")).toBe(true);
    expect(isTerseProgress("..iF.i 16/20")).toBe(true);
    expect(isTerseProgress("test_gt --- FAILED")).toBe(true);
    expect(isTerseProgress("src/lib.rs - Version::cmp_precedence (line 433) --- FAILED")).toBe(true);
    expect(isTerseProgress("")).toBe(false);
    expect(isTerseProgress("... 9/")).toBe(false);
    expect(isTerseProgress(". done")).toBe(false);
    expect(isTerseProgress("Fixed it")).toBe(false);
    expect(isTerseProgress("thread 'test_gt' panicked at tests/test_version.rs:209:5:")).toBe(false);
  });
  it("reads a result line's counts without the zeros and the time", () => {
    expect(resultCounts("test result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s")).toBe("1 passed; 2 failed");
    expect(resultCounts("test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s")).toBe("");
    expect(resultCounts("test result: ok. 4 passed; 0 failed; 1 ignored; 0 measured; 3 filtered out; finished in 0.00s")).toBe("4 passed; 1 ignored; 3 filtered out");
  });
  it("drops a panic's OS thread id, and changes no other line", () => {
    expect(withoutThreadId("thread 'tests::area' (20638) panicked at src/lib.rs:24:9:")).toBe("thread 'tests::area' panicked at src/lib.rs:24:9:");
    expect(withoutThreadId("thread 'main' (7) panicked at src/main.rs:1:38:")).toBe("thread 'main' panicked at src/main.rs:1:38:");
    // Older Rust prints no id; a name with a parenthesis, a non-numeric group and other lines stay.
    expect(withoutThreadId("thread 'tests::area' panicked at src/lib.rs:24:9:")).toBe("thread 'tests::area' panicked at src/lib.rs:24:9:");
    expect(withoutThreadId("thread 'a' (x1) panicked at src/lib.rs:1:1:")).toBe("thread 'a' (x1) panicked at src/lib.rs:1:1:");
    expect(withoutThreadId("thread 'a' (12) exited")).toBe("thread 'a' (12) exited");
    expect(withoutThreadId("  left: (1, 2)")).toBe("  left: (1, 2)");
  });
  it("recognises diagnostic headers", () => {
    expect(isDiagnosticHeader("error[E0308]: mismatched types")).toBe(true);
    expect(isDiagnosticHeader("warning: unused variable")).toBe(true);
    expect(isDiagnosticHeader("help: remove it")).toBe(false);
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
  it("writes a message several short-form lines share once, with each location; the rest as it is", () => {
    expect(shortDiagnosticMessage("src/lib.rs:7:20: warning: writing `&Vec` here")).toBe("warning: writing `&Vec` here");
    expect(shortDiagnosticMessage("src/lib.rs:13:39: error[E0425]: cannot find value `scale`")).toBe("error[E0425]: cannot find value `scale`");
    expect(shortDiagnosticMessage("warning: `shapes` (lib) generated 7 warnings")).toBe("");
    expect(shortDiagnosticMessage("src/lib.rs:7:20: note: x")).toBe("");
    const out = groupShortDiagnostics(["a.rs:1:2: warning: unneeded `return`", "a.rs:3:4: warning: only once", "b.rs:5:6: warning: unneeded `return`", "warning: `a` (lib) generated 3 warnings"]);
    expect(out.join("\n")).toBe("warning: unneeded `return`\n --> a.rs:1:2\n --> b.rs:5:6\na.rs:3:4: warning: only once\nwarning: `a` (lib) generated 3 warnings");
  });
  it("writes a header shared by bare diagnostics once, with each location", () => {
    const out: string[] = [];
    compactDiagnostics(["warning: use of deprecated function `f`", " --> a.rs:1:2", "  |", "1 | f()", "  | ^", "", "warning: use of deprecated function `f`", " --> a.rs:5:2", ""], out);
    expect(out.join("\n")).toBe("warning: use of deprecated function `f`\n --> a.rs:1:2\n --> a.rs:5:2");
  });
});
