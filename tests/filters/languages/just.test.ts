// just (a task runner): `just <recipe>` runs whatever the recipe says, so rtk runs the line as
// typed and the output detection recognises the tool inside (here pytest, go test and ruff format), as for
// `make test`; just's echo of each recipe line and its `error: recipe ... failed on line N`
// trailer stay (what ran, what failed). Listings, dry runs and a recipe's source stay as typed.
// The checks are the shared ones (tests/helpers/cases.ts).
import { describe, expect, it } from "vitest";
import { type Case, describeCases } from "../../helpers/cases";
import { core, fixture, fixtureArgv, runEchoFirst } from "../../helpers/fixtures";

const CASES: Case[] = [
  { fixture: "task-runners/just/test-fail", spec: "dev:detect", keep: ["test_total", "assert 252 == 500", "tests/test_shop.py:9", "1 failed, 4 passed", "error: recipe `test` failed on line 5 with exit code 1"], drop: ["platform linux", "test session starts", "tests/test_more.py ..", "    def test_total():", "= FAILURES =", "= short test summary info =", "FAILED tests/test_shop.py::test_total - assert 252 == 500"], min: 68 },
  { fixture: "task-runners/just/check-fail", spec: "dev:detect", keep: ["assert 252 == 500", "tests/test_shop.py:9", "1 failed, 4 passed"], drop: ["platform linux", "test session starts", "    def test_total():", "= FAILURES ="], min: 60 },
  { fixture: "task-runners/just/test-pass", spec: "dev:detect", keep: ["2 passed"], drop: ["platform linux", "test session starts"], min: 60 },
  { fixture: "task-runners/just/module-go-fail", spec: "dev:detect", keep: ["TestDiscountTen", "price_test.go:13: Discount(200, 10) = 0, want 180", "error: recipe `test` failed on line 3 with exit code 1"], nothingGoes: "go test's failure, its package verdict and just's trailer: every line is a fact" },
  // Plain `go test ./...` over four packages: the detection hands it to go test's filter, whose
  // count line replaces the passing packages' `ok` lines and the package without tests.
  { fixture: "task-runners/just/module-go-packages-fail", spec: "dev:detect", keep: ["go test: 1 package failed (2 tests failed), 2 ok (1 without tests)\n", "--- FAIL: TestTotal (0.00s)\n    count_test.go:7: Total([4 5 6]) = 11, want 15\n", "    --- FAIL: TestAverage/three (0.00s)\n        count_test.go:23: Average([3 3 3]) = 2, want 3\n", "count_test.go:23: Average([7]) = 0, want 7", "FAIL\texample.com/stock/count\t", "error: recipe `test` failed on line 3 with exit code 1"], drop: ["ok  \texample.com/stock\t", "ok  \texample.com/stock/ledger\t", "?   \texample.com/stock/report\t[no test files]"], min: 10 },
  // The same module's passing packages: a passing run's count line, the runner's echo after it.
  { fixture: "task-runners/just/module-go-packages-pass", spec: "dev:detect", keep: ["go test: ok, 2 packages (1 without tests) in ", "\ngo test . ./ledger ./report\n"], drop: ["ok  \texample.com/stock\t", "?   \texample.com/stock/report\t[no test files]"], min: 30 },
  // A recipe running `ruff format --check`: ruff format's filter takes it (its detect_output), the
  // diff goes, the file, its location and the counts stay.
  { fixture: "task-runners/just/fmt-check-fail", spec: "dev:detect", keep: ["unformatted: File would be reformatted\n --> shop/report.py:2:10\n1 file would be reformatted, 5 files already formatted\n", "error: recipe `fmt-check` failed on line 18 with exit code 1"], drop: ["  - def line( name,qty ,  price ):", "2 + def line(name, qty, price):"], min: 60 },
];

describeCases(CASES);

describe("just's plans", () => {
  it("a recipe runs as typed with its exit code, through the output detection", () => {
    const names = ["task-runners/just/test-fail", "task-runners/just/module-go-fail"];
    for (const name of names) {
      const p = core().plan(fixtureArgv(name));
      expect(p.session, name).toBe("dev:detect");
      expect(p.argv).toEqual(fixtureArgv(name));
      expect(fixture(name).exitCode).toBe(1);
    }
  });

  it("its own views (listing, dry run, a recipe's source, help), and a long-running one, are left to the declarative filters, as typed", () => {
    for (const argv of [["just", "--list"], ["just", "-n", "test"], ["just", "--show", "test"], ["just", "--summary"], ["just", "--help"], ["just", "dev"]]) {
      const p = core().plan(argv);
      // The declarative filters' streaming detection, which lets through what none of them claims.
      expect(p.session, argv.join(" ")).toBe("filter-detect");
      expect(p.argv).toEqual(argv);
    }
  });
});

describe("go test under just", () => {
  it("plain go test output is go test's filter's, in the order just writes it (its echo first, on stderr)", () => {
    const fx = fixture("task-runners/just/module-go-packages-fail");
    const text = runEchoFirst("dev:detect", fx, "go test ./...\n");
    // The count line, then the run in its order: the echo, go test's failures, the verdict.
    expect(text.startsWith("go test: 1 package failed (2 tests failed), 2 ok (1 without tests)\ngo test ./...\n--- FAIL: TestTotal (0.00s)\n")).toBe(true);
    expect(text.endsWith("\nerror: recipe `test` failed on line 3 with exit code 1\n")).toBe(true);
    expect(text).not.toContain("[no test files]");
    expect(fx.exitCode).toBe(1);
  });
});
