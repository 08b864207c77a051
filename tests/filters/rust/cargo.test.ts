// cargo's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "cargo/build/ok", spec: "dev:cargo-build", keep: ["Finished"], drop: ["Compiling"] },
  // The per-target `generated 1 warning` goes where the closing error says it again.
  { fixture: "cargo/build/errors", spec: "dev:cargo-build", keep: ["error[E0425]: cannot find value `scale`", "--> src/lib.rs:13:39", "error[E0308]: mismatched types", " --> src/lib.rs:9:5", "expected `String`, found `u32`", "warning: unused variable: `unused`", "error: could not compile `shapes` (lib) due to 2 previous errors; 1 warning emitted"], drop: ["Compiling shapes", "warning: `shapes` (lib) generated 1 warning"], min: 57 },
  { fixture: "cargo/check/errors", spec: "dev:cargo-build", keep: ["error[E0425]", "src/lib.rs:9:5"], drop: ["Checking shapes"] },
  { fixture: "cargo/install/ok", spec: "dev:cargo-build", keep: ["Replaced package", "be sure to add"], drop: ["Compiling", "Finished"] },
  { fixture: "cargo/test/pass", spec: "dev:cargo-test", keep: ["cargo test: 4 passed"], drop: ["test tests::area_of_square ... ok", "Running", "Doc-tests"], min: 90 },
  { fixture: "cargo/test/big-pass", spec: "dev:cargo-test", keep: ["cargo test: 400 passed"], drop: ["area_case_001"], min: 99 },
  // A test's `---- name stdout ----` header over its own panic goes (the panic line names the
  // test), and so does the panic's OS thread id.
  { fixture: "cargo/test/fail", spec: "dev:cargo-test", keep: ["3 failed, 2 passed, 1 ignored", "\nthread 'tests::area_of_square' panicked at src/lib.rs:24:9:\nassertion `left == right` failed\n  left: 10\n right: 9\n", "thread 'tests::explicit_panic' panicked at src/lib.rs:45:9:\nthe shape registry is empty", "thread 'tests::parses_size' panicked at src/lib.rs:34:43:", "invalid digit found in string", "error: test failed"], drop: ["... ok", "Compiling", "---- tests::explicit_panic stdout ----", "(20639)", "(20638)"], min: 64 },
  { fixture: "cargo/test/fail-backtrace", spec: "dev:cargo-test", keep: ["panicked at src/lib.rs:24:9", "left: 10", "4: shapes::tests::area_of_square\n  at ./src/lib.rs:24:9\n"], drop: ["rust_begin_unwind", "/rustc/", "Some details are omitted"], min: 75 },
  { fixture: "cargo/test/abort", spec: "dev:cargo-test", keep: ["gave no result", "SIGABRT", "process didn't exit successfully"], drop: ["Compiling shapes v0.1.0", "Finished `test` profile"] },
  { fixture: "cargo/test/compile-error", spec: "dev:cargo-test", keep: ["error[E0425]", "src/lib.rs:13:39", "error[E0308]"], drop: ["Compiling"] },
  { fixture: "cargo/clippy/warnings", spec: "dev:cargo-clippy", keep: ["clippy: 7 warnings", "clippy::needless_return (2)", "src/lib.rs:4:5", "src/lib.rs:21:5", "clippy::ptr_arg (3)", "clippy::needless_range_loop (1)", "clippy::len_zero", "src/lib.rs:25:8"], drop: ["for further information visit", "Checking", "warning: `shapes` (lib) generated 7 warnings"], min: 80 },
  { fixture: "cargo/clippy/deps-clean", spec: "dev:cargo-clippy", keep: ["Finished `dev` profile [unoptimized + debuginfo] target(s) in 1m 42s"], drop: ["Compiling serde_derive v1.0.229", "Checking memchr v2.8.3", "Checking orders v0.2.0"], min: 80 },
  { fixture: "cargo/clippy/errors", spec: "dev:cargo-clippy", keep: ["error[E0425]", "src/lib.rs:13:39", "error[E0308]"], drop: ["Checking shapes v0.1.0", "For more information about an error, try"] },
];

describeCases(CASES);
