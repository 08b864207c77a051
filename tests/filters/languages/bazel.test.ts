// bazel (filters/bazel.toml) on Bazel 4.2.3's real output (Debian's bazel-bootstrap, fixtures/bazel),
// builds and test runs: errors with their BUILD locations, failing targets with their
// test log paths, the test output and the verdict survive; progress, sandbox dumps and timings go;
// exit codes stay (1 build failed, 3 tests failed).
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

const LOG = "/tmp/rtk-fx/bazel-tests/home/.cache/bazel/_bazel_root/9fe485b8b317833c41709a168a034e98/execroot/__main__/bazel-out/k8-fastbuild/testlogs/app/cart_test/test.log";

const CASES: LanguageCase[] = [
  { fixture: "bazel/build-ok", filter: "bazel", exit: 0, keep: ["INFO: Build completed successfully, 3 total actions"], drop: ["Starting local Bazel server", "Analyzing: 2 targets", "[0 / 2] [Prepa]", "src/main/tools/linux-sandbox-pid1.cc", "INFO: Elapsed time:"], min: 85 },
  { fixture: "bazel/build-genrule-failed", filter: "bazel", exit: 1, keep: ["ERROR: /tmp/rtk-fx/bazel/ws/app/BUILD:2:8: Executing genrule //app:schema failed: (Exit 3)", 'schema.yaml:12: unknown type "uuidv7"', "Target //app:schema failed to build", "FAILED: Build did NOT complete successfully"], drop: ["exec env - \\", "/usr/share/bazel/linux-sandbox -t 15", "Use --verbose_failures"], min: 70 },
  { fixture: "bazel/build-keep-going", filter: "bazel", exit: 1, keep: ["Executing genrule //app:schema failed: (Exit 3)", 'schema.yaml:12: unknown type "uuidv7"', "FAILED: Build did NOT complete successfully"], drop: ["exec env - \\", "INFO: Analyzed 3 targets"], min: 70 },
  { fixture: "bazel/build-fetch-failed", filter: "bazel", exit: 1, keep: ["ERROR: An error occurred during the fetch of repository 'rules_cc':", "Unknown host: github.com", "ERROR: Analysis of target '//app:cart' failed; build aborted", "WARNING: Download from https://github.com/bazelbuild/rules_cc/archive/b1c40e1de81913a3c40e5948f78719c28152486d.zip failed: ", "ERROR: Error fetching repository: Traceback (most recent call last):\nERROR: While resolving toolchains for target //app:cart: ", "FAILED: Build did NOT complete successfully (0 packages loaded, 0 targets configured)"], drop: ["Analyzing: target //app:cart", "INFO: Repository rules_cc instantiated at:", "  /DEFAULT.WORKSPACE.SUFFIX:267:6: in <toplevel>", "Repository rule http_archive defined at:", "   Traceback (most recent call last):", "\tFile \"/tmp/rtk-fx/bazel/home/.cache/bazel/_bazel_root/3df3645f949b0075b2dfffde1d39d0cd/external/bazel_tools/tools/build_defs/repo/http.bzl\", line 111", "\t\tdownload_info = ctx.download_and_extract("], min: 60 },
  { fixture: "bazel/test-fetch-failed", filter: "bazel", exit: 1, keep: ["ERROR: An error occurred during the fetch of repository 'remote_coverage_tools':", "ERROR: Couldn't start the build. Unable to run tests", "ERROR: /tmp/rtk-fx/bazel/home/.cache/bazel/_bazel_root/3df3645f949b0075b2dfffde1d39d0cd/external/bazel_tools/tools/test/BUILD:36:6: @bazel_tools//tools/test:coverage_report_generator depends on"], drop: ["Analyzing: target //app:unit_test", "INFO: Repository remote_coverage_tools instantiated at:", "  /DEFAULT.WORKSPACE.SUFFIX:11:13: in <toplevel>", "\t\tdownload_info = ctx.download_and_extract("], min: 50 },
  // Real test runs (capture-tests.sh): a workspace whose failing test's output is shown, and one package passing.
  { fixture: "bazel/test-fail-output", filter: "bazel", exit: 3, keep: [`FAIL: //app:cart_test (see ${LOG})`, "==================== Test output for //app:cart_test:\nchecking cart total\napp/cart_test.sh:4: FAIL: expected 30, got 27\n", `//app:cart_test FAILED in 0.2s\n  ${LOG}\n`, "Executed 2 out of 4 tests: 3 tests pass and 1 fails locally.", "INFO: Build completed, 1 test FAILED, 12 total actions"], drop: ["[0 / 4] [Prepa]", "src/main/tools/linux-sandbox-pid1.cc", "There were tests whose specified size is too big", "//core:money_test", "//app:checkout_test", "INFO: From Testing //app:cart_test:", "=".repeat(80), "INFO: Elapsed time:"], min: 85 },
  { fixture: "bazel/test-pass", filter: "bazel", exit: 0, keep: ["Executed 2 out of 2 tests: 2 tests pass.", "INFO: Build completed successfully, 9 total actions"], drop: ["Starting local Bazel server", "currently loading: core", "//core:price_test", "INFO: Found 2 test targets..."], min: 85 },
  // Bazelisk 1.28.1 (npm's @bazel/bazelisk) running the same Bazel (USE_BAZEL_VERSION=/usr/bin/bazel-4: capture-bazelisk.sh).
  { fixture: "bazel/bazelisk-build-workspace", filter: "bazel", exit: 0, keep: ["INFO: Build completed successfully, 16 total actions"], drop: ["Analyzing: 5 targets", "INFO: Found 5 targets...", "INFO: Elapsed time:"], min: 70 },
  { fixture: "bazel/bazelisk-test-pass", filter: "bazel", exit: 0, keep: ["Executed 2 out of 2 tests: 2 tests pass.", "INFO: Build completed successfully, 3 total actions"], drop: ["//core:money_test  ", "INFO: Found 2 test targets..."], min: 85 },
  { fixture: "bazel/bazelisk-test-fail-workspace", filter: "bazel", exit: 3, keep: ["==================== Test output for //app:cart_test:\nchecking cart total\napp/cart_test.sh:4: FAIL: expected 30, got 27\n", "//app:cart_test FAILED in 0.1s", "Executed 2 out of 4 tests: 3 tests pass and 1 fails locally.", "INFO: Build completed, 1 test FAILED, 3 total actions"], drop: ["src/main/tools/linux-sandbox-pid1.cc", "PASSED in", "INFO: Elapsed time:"], min: 85 },
  { fixture: "bazel/bazelisk-build-failed", filter: "bazel", exit: 1, keep: ["ERROR: /tmp/rtk-fx/bazelisk/ws/gen/BUILD:1:8: Executing genrule //gen:schema failed: (Exit 3)", 'schema.yaml:12: unknown type "uuidv7"', "Target //gen:schema failed to build", "FAILED: Build did NOT complete successfully"], drop: ["exec env - \\", "src/main/tools/linux-sandbox.cc"], min: 85 },
  { fixture: "bazel/bazelisk-build-fetch-failed", filter: "bazel", exit: 1, keep: ["ERROR: An error occurred during the fetch of repository 'remote_coverage_tools':", "ERROR: Analysis of target '//app:cart_test' failed; build aborted: Analysis failed", "FAILED: Build did NOT complete successfully"], drop: ["Analyzing: 5 targets (3 packages loaded)", "Loading: 0 packages loaded"], min: 50 },
];

describeLanguageCases(CASES);

describe("bazel keeps the stream and the counts", () => {
  it("each stream is filtered on its own: the summary and the test output stay on stdout, the FAIL line and the verdict on stderr", () => {
    const path = "bazel/test-fail-output";
    const r = runSession(plan(fixtureArgv(path)).session, fixture(path));
    expect(r.out).toContain("app/cart_test.sh:4: FAIL: expected 30, got 27");
    expect(r.out).toContain("Executed 2 out of 4 tests: 3 tests pass and 1 fails locally.");
    expect(r.out).not.toContain("FAIL: //app:cart_test (see");
    expect(r.err).toContain(`FAIL: //app:cart_test (see ${LOG})`);
    expect(r.err).not.toContain("Executed 2 out of 4");
  });

  it("passing targets go (Executed N out of M counts them); the failing one keeps its row and log", () => {
    const path = "bazel/test-fail-output";
    const r = runSession(plan(fixtureArgv(path)).session, fixture(path));
    expect(r.out).not.toContain("PASSED in");
    expect(r.out.split("\n").filter((l) => l === `  ${LOG}`)).toHaveLength(1);
  });

  it("a failed fetch: its cause is said whole once; every ERROR line stays, one that restates the cause up to it", () => {
    for (const path of ["bazel/build-fetch-failed", "bazel/test-fetch-failed"]) {
      const raw = fixture(path);
      const r = runSession(plan(fixtureArgv(path)).session, raw);
      expect(r.cut).toBe(true);
      const rawLines = (raw.stdout + raw.stderr).split("\n");
      const errorIn = rawLines.find((l) => l.startsWith("Error in download_and_extract: "))!;
      expect(rawLines.filter((l) => l === errorIn)).toHaveLength(2);
      expect(r.err.split("\n").filter((l) => l === errorIn)).toHaveLength(1);
      const cause = errorIn.slice("Error in download_and_extract: ".length);
      const outLines = r.err.split("\n");
      for (const l of new Set(rawLines.filter((l) => l.startsWith("ERROR: ")))) {
        if (l.endsWith(cause) && l !== errorIn) {
          const start = l.slice(0, l.length - cause.length) + "java.io.IOException: Error downloading …";
          expect(outLines).toContain(start);
          expect(outLines).not.toContain(l);
        } else expect(outLines).toContain(l);
      }
    }
  });
});

describeHookForms([
  [["bazel", "build", "//..."], "bazel"],
  [["bazel", "test", "//app/...", "--test_output=errors"], "bazel"],
  [["bazelisk", "test", "//..."], "bazel"],
  [["bazel", "--output_base=/tmp/ob", "build", "//app:all"], "bazel"],
]);
