// task (go-task, a task runner): `task <name>` runs whatever the Taskfile says, so rtk runs the
// line as typed and the output detection recognises the tool inside (here pytest, go test and
// ruff format), as
// for `make test`; task's echo of each command (`task: [name] ...`) and its `task: Failed to run
// task` trailer stay (what ran, what failed), and its exit code 201 is kept. Listings, dry runs,
// summaries and watches stay as typed. The checks are the shared ones (tests/helpers/cases.ts).
import { describe, expect, it } from "vitest";
import { type Case, describeCases } from "../../helpers/cases";
import { core, fixture, fixtureArgv, runEchoFirst } from "../../helpers/fixtures";

const CASES: Case[] = [
  { fixture: "task-runners/task/test-fail", spec: "dev:detect", keep: ["test_total", "assert 252 == 500", "tests/test_shop.py:9", "1 failed, 4 passed", "task: Failed to run task \"test\": exit status 1"], drop: ["platform linux", "test session starts", "tests/test_more.py ..", "    def test_total():", "= FAILURES =", "= short test summary info =", "FAILED tests/test_shop.py::test_total - assert 252 == 500"], min: 68 },
  { fixture: "task-runners/task/check-fail", spec: "dev:detect", keep: ["assert 252 == 500", "tests/test_shop.py:9", "task: [check] python -m compileall -q shop", "task: Failed to run task \"check\": task: Failed to run task \"test\": exit status 1"], drop: ["platform linux", "test session starts", "    def test_total():", "= FAILURES ="], min: 60 },
  { fixture: "task-runners/task/test-pass", spec: "dev:detect", keep: ["2 passed"], drop: ["platform linux", "test session starts"], min: 60 },
  { fixture: "task-runners/task/include-go-fail", spec: "dev:detect", keep: ["TestDiscountTen", "price_test.go:13: Discount(200, 10) = 0, want 180", "task: Failed to run task \"api:test\": exit status 1"], nothingGoes: "go test's failure, its package verdict and task's trailer: every line is a fact" },
  // Plain `go test ./...` over four packages: the detection hands it to go test's filter, whose
  // count line replaces the passing packages' `ok` lines and the package without tests.
  { fixture: "task-runners/task/include-go-packages-fail", spec: "dev:detect", keep: ["go test: 1 package failed (2 tests failed), 2 ok (1 without tests)\n", "--- FAIL: TestTotal (0.00s)\n    count_test.go:7: Total([4 5 6]) = 11, want 15\n", "    --- FAIL: TestAverage/three (0.00s)\n        count_test.go:23: Average([3 3 3]) = 2, want 3\n", "count_test.go:23: Average([7]) = 0, want 7", "FAIL\texample.com/stock/count\t", "task: Failed to run task \"stock:test\": exit status 1"], drop: ["ok  \texample.com/stock\t", "ok  \texample.com/stock/ledger\t", "?   \texample.com/stock/report\t[no test files]"], min: 10 },
  // The same module's passing packages: a passing run's count line, the runner's echo after it.
  { fixture: "task-runners/task/include-go-packages-pass", spec: "dev:detect", keep: ["go test: ok, 2 packages (1 without tests) in ", "\ntask: [stock:test-ok] go test . ./ledger ./report\n"], drop: ["ok  \texample.com/stock\t", "?   \texample.com/stock/report\t[no test files]"], min: 30 },
  // A recipe running `ruff format --check`: ruff format's filter takes it (its detect_output), the
  // diff goes, the file, its location and the counts stay.
  { fixture: "task-runners/task/fmt-check-fail", spec: "dev:detect", keep: ["unformatted: File would be reformatted\n --> shop/report.py:2:10\n1 file would be reformatted, 5 files already formatted\n", "task: Failed to run task \"fmt-check\": exit status 1"], drop: ["  - def line( name,qty ,  price ):", "2 + def line(name, qty, price):"], min: 60 },
];

describeCases(CASES);

describe("task's plans", () => {
  it("a task runs as typed with its exit code, through the output detection", () => {
    for (const name of ["task-runners/task/test-fail", "task-runners/task/include-go-fail"]) {
      const p = core().plan(fixtureArgv(name));
      expect(p.session, name).toBe("dev:detect");
      expect(p.argv).toEqual(fixtureArgv(name));
      expect(fixture(name).exitCode).toBe(201);
    }
  });

  it("its own views (listing, dry run, summary, watch, help), and a long-running one, are left to the declarative filters, as typed", () => {
    for (const argv of [["task", "--list"], ["task", "-a"], ["task", "--dry", "test"], ["task", "--summary", "test"], ["task", "-w", "test"], ["task", "--help"], ["task", "api:dev"]]) {
      const p = core().plan(argv);
      // The declarative filters' streaming detection, which lets through what none of them claims.
      expect(p.session, argv.join(" ")).toBe("filter-detect");
      expect(p.argv).toEqual(argv);
    }
  });
});

describe("go test under task", () => {
  it("plain go test output is go test's filter's, in the order task writes it (its echo first, on stderr)", () => {
    const fx = fixture("task-runners/task/include-go-packages-fail");
    const text = runEchoFirst("dev:detect", fx, "task: [stock:test] go test ./...\n");
    // The count line, then the run in its order: the echo, go test's failures, the verdict.
    expect(text.startsWith("go test: 1 package failed (2 tests failed), 2 ok (1 without tests)\ntask: [stock:test] go test ./...\n--- FAIL: TestTotal (0.00s)\n")).toBe(true);
    expect(text.endsWith("\ntask: Failed to run task \"stock:test\": exit status 1\n")).toBe(true);
    expect(text).not.toContain("[no test files]");
    expect(fx.exitCode).toBe(201);
  });
});
