// cargo-nextest (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  // Timings, the OS thread id of each panic and the Starting line go; test names, locations,
  // messages and counts stay.
  { fixture: "cargo/nextest/workspace", filter: "cargo-nextest", exit: 100, keep: ["FAIL (1/6) inventory tests::counts_each_add\nthread 'tests::counts_each_add' panicked at crates/inventory/src/lib.rs:48:9:", "  left: 2\n right: 3", "inventory tests::größe_of_a_box", "crates/shop/tests/basket.rs:5:5", "assertion `left == right` failed: two apples and three pears", "FAIL (6/6) shop::bin/shop tests::price_in_euros", "\nSummary 6 tests run: 2 passed, 4 failed, 0 skipped\nerror: test run failed"], drop: ["PASS [   0.015s] (3/6) inventory tests::starts_empty", "Compiling inventory v0.1.0", "    running 1 test", "    test result: FAILED.", "note: run with `RUST_BACKTRACE=1`", "Nextest run ID", "Starting 6 tests across 3 binaries", "[   0.080s]", "(30738)", "[   0.119s]"], min: 72 },
  // The closing list repeats each FAIL line shown above with its panic: it goes, the counts stay;
  // nextest's gutter and indentation padding go (each line starts at its text).
  { fixture: "cargo/nextest/fail-fast", filter: "cargo-nextest", exit: 100, keep: ["FAIL (1/5) shapes tests::explicit_panic\nthread 'tests::explicit_panic' panicked at src/lib.rs:46:9:\nthe shape registry is empty\n", "  Cancelling due to test failure: 1 test still running", "\nSummary 2/5 tests run: 0 passed, 2 failed, 1 skipped\nwarning: 3/5 tests were not run due to test failure\nerror: test run failed"], drop: ["Nextest run ID", "        FAIL [", "    thread 'tests::explicit_panic'", "Starting 5 tests across 2 binaries (1 test skipped)", "(run with --no-fail-fast to run all tests, or run with --max-fail)", "(30006)"], min: 70 },
  // --no-fail-fast in one crate: every failure with its panic, the counts with the skipped test.
  { fixture: "cargo/nextest/fail", filter: "cargo-nextest", exit: 100, keep: ["FAIL (1/5) shapes tests::area_of_square\nthread 'tests::area_of_square' panicked at src/lib.rs:25:9:\nassertion `left == right` failed\n  left: 10\n right: 9\n", "FAIL (3/5) shapes tests::parses_size\nthread 'tests::parses_size' panicked at src/lib.rs:35:43:\ncalled `Result::unwrap()` on an `Err` value: \"invalid digit found in string\"\n", "Summary 5 tests run: 2 passed, 3 failed, 1 skipped\nerror: test run failed"], drop: ["Nextest run ID", "PASS [", "    running 1 test", "note: run with `RUST_BACKTRACE=1`"], min: 75 },
  { fixture: "cargo/nextest/pass", filter: "cargo-nextest", exit: 0, keep: ["Summary 4 tests run: 4 passed, 0 skipped"], drop: ["PASS [   0.013s] (1/4) shapes tests::parses_size", "Compiling shapes v0.1.0", "Starting 4 tests across 2 binaries"], min: 85 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["cargo", "nextest", "run", "--workspace"], "cargo-nextest"],
  ],
);
