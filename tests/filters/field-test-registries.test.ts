// Field test (field12) on real projects from the registries, each with one line broken: semver
// 1.0.28 from crates.io (fixtures/crates-field), github.com/google/go-cmp v0.6.0 from the Go
// module proxy (fixtures/go-field), more-itertools 10.5.0's sdist from PyPI (fixtures/pypi-field).
// Each case asserts what a defect found there lost or kept, and what held, so neither moves.
import { describe, expect, it } from "vitest";
import { asRun, fixture, fixtureArgv, plan, runSession } from "../helpers/fixtures";

/** The fixture through the session its own command plans (or `spec`). */
function filteredCase(id: string, spec?: string) {
  return runSession(spec ?? plan(fixtureArgv(id)).session, fixture(id));
}

/** The fixture as rtk runs the user's command (its `as-run-*` twin when the plan adds flags). */
function asRunCase(id: string) {
  const { spec, path } = asRun(id);
  return runSession(spec, fixture(path));
}

describe("cargo test on semver, a release made to compare below its prerelease (cargo/test/field-semver-*)", () => {
  it("stops at the first failing target: its test, its panic's place and message, the counts, cargo's rerun line", () => {
    const r = filteredCase("cargo/test/field-semver-fail");
    expect(r.text).toContain("cargo test: 1 failed, 13 passed (4 suites");
    expect(r.text).toContain("  test_version (tests/test_version.rs): 9 passed; 1 failed\n");
    expect(r.text).toContain("thread 'test_gt' panicked at tests/test_version.rs:209:5:\nassertion failed: version(\"1.2.3\") > version(\"1.2.3-alpha2\")\n");
    expect(r.text).toContain("error: test failed, to rerun pass `--test test_version`");
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });

  it("--no-fail-fast: every failing test and the failing doctest, with the test's own line under a helper's panic", () => {
    const r = filteredCase("cargo/test/field-semver-fail-nff");
    expect(r.text).toContain("cargo test: 7 failed, 31 passed (6 suites");
    for (const [name, at] of [["test_gt", "tests/test_version.rs:209:5"], ["test_greater_than", "tests/test_version_req.rs:87:5"], ["test_caret", "tests/test_version_req.rs:224:5"], ["test_multiple", "tests/test_version_req.rs:152:5"], ["test_tilde", "tests/test_version_req.rs:198:5"], ["test_less_than", "tests/test_version_req.rs:103:5"]]) {
      expect(r.text).toContain(`thread '${name}' panicked at ${at}:\n`);
    }
    expect(r.text).toContain("---- src/lib.rs - Version::cmp_precedence (line 433) stdout ----\n");
    expect(r.text).toContain("thread 'main' panicked at src/lib.rs:29:1:\nassertion `left == right` failed\n  left: [Version { major: 1, minor: 0, patch: 0 }, ");
    expect(r.text).toContain("error: 3 targets failed:\n    `--test test_version`\n    `--test test_version_req`\n    `--doc`\n");
  });

  it("-q: libtest's terse progress marks and `name --- FAILED` rows go (each failure's block names it); binaries without cargo's names are numbered", () => {
    const r = filteredCase("cargo/test/field-semver-fail-quiet");
    // Defect found: `.........  9/10`, `.` and `test_gt --- FAILED` were kept, and each binary
    // was labelled "test result".
    expect(r.text).not.toMatch(/^[.iF]+(?: \d+\/\d+)?$/m);
    expect(r.text).not.toContain("--- FAILED");
    expect(r.text).not.toContain("  test result: ");
    expect(r.text).toContain("cargo test: 7 failed, 31 passed (6 suites");
    expect(r.text).toContain("  suite 5: 15 passed; 5 failed\n");
    for (const name of ["test_gt", "test_caret", "test_greater_than", "test_less_than", "test_multiple", "test_tilde"]) expect(r.text).toContain(`thread '${name}' panicked at tests/`);
    expect(r.text).toContain("---- src/lib.rs - Version::cmp_precedence (line 433) stdout ----\n");
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });

  it("a passing run keeps each compiler warning's header and place; their help goes, named with the recall", () => {
    // Defect found: three `unexpected_cfgs` warnings kept every `= help:` line and the TOML they
    // suggest (half the output of a run that passed).
    const r = filteredCase("cargo/test/field-semver-pass");
    expect(r.text).toContain("cargo test: 38 passed (6 suites");
    expect(r.text).toContain("warning: unexpected `cfg` condition name: `test_node_semver`\n --> tests/node/mod.rs:1:8\n");
    expect(r.text).toContain("  --> tests/test_version_req.rs:16:7\n");
    expect(r.text).toContain("  --> tests/test_version_req.rs:18:11\n");
    expect(r.text).not.toContain("= help:");
    expect(r.text).toContain("(help and notes of 3 warnings not shown)");
    expect(r.cut).toBe(true);
    expect(r.savings).toBeGreaterThanOrEqual(85);
  });

  it("a type error: code, place and label, through cargo build and cargo test alike (what held)", () => {
    for (const id of ["cargo/build/field-semver-type", "cargo/test/field-semver-type"]) {
      const r = filteredCase(id);
      expect(r.text).toContain("error[E0308]: mismatched types\n   --> src/lib.rs:545:9\n");
      expect(r.text).toContain("expected `&str`, found `bool`");
      expect(r.text).toContain("error: could not compile `semver` (lib");
    }
  });

  it("clippy: the lint with its place; with --all-targets the benches' errors stay whole beside the grouped warnings (what held)", () => {
    expect(filteredCase("cargo/clippy/field-semver-lint").text).toContain("clippy::needless_return (1): unneeded `return` statement\n  src/lib.rs:567:9\n");
    const r = filteredCase("cargo/clippy/field-semver-lint-tests");
    expect(r.text).toContain("unexpected_cfgs (3): unexpected `cfg` condition name: `test_node_semver`\n  tests/node/mod.rs:1:8\n  tests/test_version_req.rs:16:7\n  tests/test_version_req.rs:18:11\n");
    expect(r.text).toContain("error[E0432]: unresolved import `criterion`\n --> benches/parse.rs:1:5\n");
    expect(r.text).toContain("error[E0601]: `main` function not found in crate `parse`\n  --> benches/parse.rs:21:26\n");
    expect(r.text).toContain("error: could not compile `semver` (bench \"parse\") due to 2 previous errors");
  });
});

describe("go test on go-cmp as rtk runs it, with -json (go/test/as-run-field-gocmp-*)", () => {
  it("a test binary that does not build keeps vet's finding: go 1.24's build-output events", () => {
    // Defect found: the `build-output` events (no Package member) were dropped, so the run said
    // `FAIL ... [build failed]` and nothing about why.
    const r = asRunCase("go/test/field-gocmp-vet");
    expect(r.text).toContain('cmp/cmpopts/util_test.go:74:23: fmt.Printf format %d has arg "all" of wrong type string\n');
    expect(r.text).toContain("FAIL\tgithub.com/google/go-cmp/cmp/cmpopts [build failed]\n");
    expect(r.text).toContain("1 package failed, 3 ok");
  });

  it("a type error in a package two test binaries build: the error under each binary's header", () => {
    const r = asRunCase("go/test/field-gocmp-type");
    expect(r.text).toContain("# github.com/google/go-cmp/cmp/cmpopts [github.com/google/go-cmp/cmp.test]\ncmp/cmpopts/equate.go:74:34: cannot use y (variable of type float32) as float64 value in argument to a.compareF64\n");
    expect(r.text).toContain("# github.com/google/go-cmp/cmp/cmpopts [github.com/google/go-cmp/cmp/cmpopts.test]\ncmp/cmpopts/equate.go:74:34: ");
    expect(r.text).toContain("2 packages failed, 3 ok");
  });

  it("fourteen golden diffs that no longer match: every subtest, its place and reason, the diffs' lines as go printed them (what held)", () => {
    const fx = fixture("go/test/field-gocmp-report");
    const r = asRunCase("go/test/field-gocmp-report");
    const names = ["NamedPointer", "PointerToStringOrAny", "StringHexdump", "BatchedNamedAndUnnamed", "BatchedLong", "BatchedWithComparer", "InvalidUTF8", "AmbiguousSliceHeader", "AmbiguousStringer", "AmbiguousPointer", "AmbiguousType", "BinaryHexdump", "TripleQuoteStringer", "LimitMaximumBytesDiffs"];
    for (const n of names) expect(r.text).toContain(`--- FAIL: TestDiff/Reporter/${n} (`);
    expect(r.text.match(/compare_test\.go:176: Diff:\n/g)?.length).toBe(14);
    // Every reason line of the human output (its indentation is the log's: one level less here).
    const reasons = fx.stdout.toString("utf8").split("\n").filter((l) => l.trimStart().startsWith("reason: "));
    expect(reasons.length).toBe(14);
    for (const l of reasons) expect(r.text).toContain(`\n        ${l.trimStart()}\n`);
    expect(r.text).toContain("go test: 1 failed, ");
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });

  it("three failing table cases: each subtest, its log line's place and its reason (what held)", () => {
    for (const id of ["go/test/field-gocmp-approx", "go/test/field-gocmp-approx-v"]) {
      const r = asRunCase(id);
      for (const [sub, reason] of [["EquateApprox#12", "EquateApprox(0, 0) is equivalent to =="], ["EquateApprox+EquateNaNs", "EquateNaNs and EquateApprox compose together"], ["EquateApprox+EquateNaNs+Transform", "named type is transformed to float64"]]) {
        expect(r.text).toContain(`--- FAIL: TestOptions/${sub} (`);
        expect(r.text).toContain(`    util_test.go:1134: Equal = false, want true\n        reason: equal because ${reason}\n`);
      }
      expect(r.text).toContain("FAIL\tgithub.com/google/go-cmp/cmp/cmpopts\t");
    }
  });

  it("go vet and go build print their findings as they are (what held)", () => {
    const vet = filteredCase("go/vet/field-gocmp-printf");
    expect(vet.text).toContain('cmp/cmpopts/util_test.go:74:23: fmt.Printf format %d has arg "all" of wrong type string\n');
    expect(vet.text).toContain("cmp/compare_test.go:988:4: github.com/google/go-cmp/cmp/internal/teststructs/foo2.Bar struct literal uses unkeyed fields\n");
    expect(filteredCase("go/build/field-gocmp-type").text).toContain("cmp/cmpopts/equate.go:74:34: cannot use y (variable of type float32) as float64 value in argument to a.compareF64\n");
  });
});

describe("python -m unittest on more-itertools, nth() one item off (unittest/field-mit-*)", () => {
  const r = filteredCase("unittest/field-mit-fail");

  it("a failing doctest keeps its place, the example, what was expected and what came", () => {
    // Defect found: the rule for a frame's source line (`^    \S`) took the doctest report's
    // example and its expected and got values: `Failed example:`, `Expected:`, `Got:` were left
    // with nothing under them.
    expect(r.text).toContain('File "/tmp/fx/field12/pypi-field/mit/more_itertools/recipes.py", line 194, in more_itertools.recipes.nth\nFailed example:\n    nth(l, 3)\nExpected:\n    3\nGot:\n    4\n');
  });

  it("the progress marks a warning was printed behind go, the warning stays", () => {
    // Defect found: `.....(400 marks)/tmp/.../more.py:1742: DeprecationWarning: ...` kept whole.
    expect(r.text).not.toMatch(/^\.{2,}/m);
    expect(r.text).toContain("\n/tmp/fx/field12/pypi-field/mit/more_itertools/more.py:1742: DeprecationWarning: zip_equal will be removed");
  });

  it("each failing test, its frame in the test file, the assertion, the count and the verdict (what held)", () => {
    expect(r.text).toContain("FAIL: test_long (tests.test_recipes.NthPermutationTests.test_long)\n");
    expect(r.text).toContain("FAIL: test_basic (tests.test_recipes.NthTests.test_basic)\n");
    expect(r.text).toContain("FAIL: nth (more_itertools.recipes)\n");
    expect(r.text).toContain('  File "/tmp/fx/field12/pypi-field/mit/tests/test_recipes.py", line 125, in test_basic\nAssertionError: 1 != 0\n');
    expect(r.text).toContain("AssertionError: Tuples differ: (0, 32, 133, 129) != (0, 32, 133, 130)\n");
    expect(r.text).toContain("Ran 817 tests in 11.796s\nFAILED (failures=3, skipped=1)\n");
  });

  it("a passing run: the warnings, the count and the verdict", () => {
    const p = filteredCase("unittest/field-mit-pass");
    expect(p.text).not.toMatch(/^\.{2,}/m);
    expect(p.text).toContain("Ran 817 tests in 13.058s\nOK (skipped=1)\n");
  });
});

describe("pytest on more-itertools (pytest/field-mit-*), what held", () => {
  it("each failing test, its E lines, its place, the summary", () => {
    const r = filteredCase("pytest/field-mit-fail");
    expect(r.text).toContain("pytest: 2 failed, 661 passed, 1 skipped, 8 warnings in ");
    expect(r.text).toContain("E           AssertionError: 1 != 0\n\ntests/test_recipes.py:125: AssertionError\n");
    expect(r.text).toContain("tests/test_recipes.py:710: AssertionError\n");
    expect(r.text).toContain("FAILED tests/test_recipes.py::NthTests::test_basic\nFAILED tests/test_recipes.py::NthPermutationTests::test_long\n");
  });

  it("--doctest-modules: a failing doctest's numbered source, expected and got, and an unexpected exception's own frame", () => {
    const r = filteredCase("pytest/field-mit-fail-doctest");
    expect(r.text).toContain("pytest: 4 failed, 812 passed, 6 skipped, 10 warnings in ");
    expect(r.text).toContain("194     >>> nth(l, 3)\nExpected:\n    3\nGot:\n    4\n\n/tmp/fx/field12/pypi-field/mit/more_itertools/recipes.py:194: DocTestFailure\n");
    expect(r.text).toContain("UNEXPECTED EXCEPTION: TypeError(\"'IterOnlyRange' object is not subscriptable\")\n");
    expect(r.text).toContain('  File "<doctest tests.test_more.IterOnlyRange[1]>", line 1, in <module>\n');
    expect(r.text).toContain("FAILED more_itertools/recipes.py::more_itertools.recipes.nth\nFAILED tests/test_more.py::tests.test_more.IterOnlyRange\n");
  });
});

describe("tape's TAP from minimist's npm tarball, read by the TAP renderer (node-test/field-tape-*)", () => {
  it("a failing assertion is written as tape printed it, under its test's name, with expected, actual and its place", () => {
    // Defects found: `not ok 57 should be deeply equivalent` came out as `✖ t ok 57 should be
    // deeply equivalent` (the renderer cut at node's ` - `, absent here); every passing test's
    // `# name` was kept; `# pass  151` (aligned) was not read as a count, so the head said
    // `node --test:  (153 tests)`.
    const r = filteredCase("node-test/field-tape-fail");
    expect(r.text.startsWith("TAP: 2 failed, 151 passed (153 tests)\n")).toBe(true);
    expect(r.text).toContain("nums\nnot ok 57 should be deeply equivalent\n");
    expect(r.text).toContain("not ok 60 should be deeply equivalent\n");
    expect(r.text).not.toContain("✖ t ok");
    expect(r.text).toContain("expected: |-\n        { x: 1234, y: 5.67, z: 10000000, w: '10f', hex: 3735928559, _: [ 789 ] }\n");
    expect(r.text).toContain("actual: |-\n        { _: [ 789 ], x: 1234, y: 5.67, z: '1e7', w: '10f', hex: 3735928559 }\n");
    expect(r.text).toContain("at: Test.<anonymous> (/tmp/fx/field12/npm-field/package/test/num.js:15:4)\n");
    expect(r.text).toContain("at: Test.<anonymous> (/tmp/fx/field12/npm-field/package/test/num.js:25:4)\n");
    for (const passing of ["long opts", "flag boolean default false", "proto pollution"]) expect(r.text).not.toContain(`\n${passing}\n`);
    expect(r.text).not.toMatch(/^(?:pass|fail) +\d+$/m);
    expect(r.text).not.toContain("node_modules/tape/lib");
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });

  it("a passing run is its counts", () => {
    const r = filteredCase("node-test/field-tape-pass");
    expect(r.text).toBe("TAP: 153 passed (153 tests)\n");
  });
});
