// cargo's other output formats (`--message-format=json`, `json-diagnostic-rendered-ansi`, `short`)
// through the same renderers as the human format (assembly/filters/rust/messages.ts reads the JSON
// records back into text): real captures of the crates in fixtures/cargo/project
// (fixtures/cargo/make-extra-fixtures.sh). The facts survive (codes, messages, locations,
// failing tests, counts, the executables a JSON build names), cargo's records and status lines go,
// and the user's command runs as typed.
import { describe, expect, it } from "vitest";
import { type Case, describePlannedCases } from "../../helpers/cases";
import { core, fixture, runSession } from "../../helpers/fixtures";

const CASES: Case[] = [
  { fixture: "cargo/format/check-json-errors", spec: "dev:cargo-build", keep: ["error[E0425]: cannot find value `scale` in this scope", "  --> src/lib.rs:13:39", "error[E0308]: mismatched types", " --> src/lib.rs:9:5", "warning: unused variable: `unused`", "error: could not compile `shapes` (lib) due to 2 previous errors; 1 warning emitted"], drop: ["{\"reason\":\"compiler-message\"", "\"explanation\":", "Checking shapes v0.1.0"], min: 90 },
  { fixture: "cargo/format/check-json-ansi-errors", spec: "dev:cargo-build", keep: ["error[E0425]: cannot find value `scale` in this scope", "  --> src/lib.rs:13:39", "error[E0308]: mismatched types", "error: could not compile `shapes`"], drop: ["{\"reason\":\"compiler-message\"", "\\u001b["], min: 90, never: ["\u001b["] },
  { fixture: "cargo/format/build-json-ok", spec: "dev:cargo-build", keep: ["Finished `dev` profile"], drop: ["{\"reason\":\"compiler-artifact\"", "{\"reason\":\"build-finished\",\"success\":true}", "Compiling shapes"], min: 85 },
  { fixture: "cargo/format/build-json-workspace", spec: "dev:cargo-build", keep: ["Finished `dev` profile"], drop: ["{\"reason\":\"compiler-artifact\"", "Compiling"], min: 80 },
  { fixture: "cargo/format/clippy-json-warnings", spec: "dev:cargo-clippy", keep: ["clippy: 7 warnings", "clippy::needless_return (2)", "src/lib.rs:4:5", "src/lib.rs:21:5", "clippy::ptr_arg (3)", "clippy::len_zero", "src/lib.rs:25:8"], drop: ["{\"reason\":\"compiler-message\"", "\"spans\":", "Checking shapes"], min: 95 },
  { fixture: "cargo/format/test-json-fail", spec: "dev:cargo-test", keep: ["3 failed, 2 passed, 1 ignored", "tests::area_of_square", "panicked at src/lib.rs:24:9", "left: 10", "right: 9", "the shape registry is empty", "invalid digit found in string", "error: test failed"], drop: ["{\"reason\":\"compiler-artifact\"", "{\"reason\":\"build-finished\"", "test tests::perimeter_of_rect ... ok"], min: 60 },
  { fixture: "cargo/format/check-short-errors", spec: "dev:cargo-build", keep: ["src/lib.rs:13:39: error[E0425]: cannot find value `scale` in this scope: not found in this scope", "src/lib.rs:9:5: error[E0308]: mismatched types: expected `String`, found `u32`", "src/lib.rs:4:9: warning: unused variable: `unused`", "error: could not compile `shapes` (lib) due to 2 previous errors; 1 warning emitted"], drop: ["Checking shapes v0.1.0"], min: 10 },
  // --message-format short: a message several lines share is written once with each location
  // under it (` --> path:line:col`, byte for byte); a message said once stays as clippy wrote it.
  { fixture: "cargo/format/clippy-short-warnings", spec: "dev:cargo-clippy", keep: ["warning: unneeded `return` statement\n --> src/lib.rs:4:5\n --> src/lib.rs:21:5\n", "warning: writing `&Vec` instead of `&[_]` involves a new object where a slice will do\n --> src/lib.rs:7:20\n --> src/lib.rs:11:17\n --> src/lib.rs:24:17\n", "src/lib.rs:13:14: warning: the loop variable `i` is only used to index `v`", "src/lib.rs:25:8: warning: length comparison to zero: help: using `is_empty` is clearer and more explicit: `v.is_empty()`", "warning: `shapes` (lib) generated 7 warnings"], drop: ["Checking shapes v0.1.0", "src/lib.rs:11:17: warning: writing `&Vec`"], min: 25 },
];

describePlannedCases(CASES);

describe("the JSON format reaches the facts the human format gives", () => {
  // The lines of a compact form, in any order (cargo runs tests in parallel), without a panic's
  // thread id and the run's times, which differ between two runs of the same tests.
  const facts = (text: string) =>
    text
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => l.replace(/^(thread '[^']+') \(\d+\)/, "$1").replace(/, [\d.]+s\)$/, ")").replace(/ in [\d.]+s$/, ""))
      .sort();
  // What cargo prints itself in the human format only (in JSON the count is in the records).
  const humanOnly = /^warning: `\S+` \(\w+\) generated \d+ warnings?\b/;

  it.each([
    ["cargo/format/check-json-errors", "cargo/check/errors", "dev:cargo-build"],
    ["cargo/format/check-json-ansi-errors", "cargo/check/errors", "dev:cargo-build"],
    ["cargo/format/clippy-json-warnings", "cargo/clippy/warnings", "dev:cargo-clippy"],
    ["cargo/format/test-json-fail", "cargo/test/fail", "dev:cargo-test"],
  ])("%s prints what %s prints", (json, human, spec) => {
    const expected = facts(runSession(spec, fixture(human)).text).filter((l) => !humanOnly.test(l));
    expect(expected.length).toBeGreaterThan(3);
    expect(facts(runSession(spec, fixture(json)).text)).toEqual(expected);
  });

  it("a JSON build names the executables it made, a JSON test run does not", () => {
    const build = runSession("dev:cargo-build", fixture("cargo/format/build-json-ok")).text;
    expect(build).toMatch(/^executable: \/tmp\/fx\/cargo-extra\/pass\/target\/debug\/\S+$/m);
    expect(runSession("dev:cargo-test", fixture("cargo/format/test-json-fail")).text).not.toContain("executable: ");
  });

  it("every format runs as typed", () => {
    for (const line of ["cargo build --message-format=json", "cargo test --message-format json-diagnostic-rendered-ansi", "cargo clippy --message-format=short", "cargo check --message-format=json,json-diagnostic-short"]) {
      const p = core().plan(line.split(" "));
      expect(p.argv.join(" "), line).toBe(line);
      expect(p.session.startsWith("dev:cargo-"), line).toBe(true);
    }
  });
});
