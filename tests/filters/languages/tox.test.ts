// tox (filters/tox.toml) on real fixtures (fixtures/tox): what each environment ran, the
// commands' own output (pytest's failure through pytest's own filter, its count line as pytest
// printed it, ruff's finding) and the verdicts with their codes stay; environment set-up and
// packaging lines, pytest's section rulers, the failing command's exit/pid echo and the
// verdicts' timings go.
import { describe, expect, it } from "vitest";
import { describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "tox/run/single-fail-fresh", filter: "tox", exit: 1, keep: ["py: commands[0]> pytest -q\n1 failed, 1 passed in 0.08s\n___ test_perimeter ___\n", ">       assert perimeter(2, 5) == 14\nE       assert 7 == 14\n", "tests/test_shapes.py:9: AssertionError\nFAILED tests/test_shapes.py::test_perimeter\n", "  py: FAIL code 1\n", "  evaluation failed :("], drop: ["py: install_deps> python -I -m pip install pytest", ".pkg: build_sdist> python", ".F                ", "=================================== FAILURES ===================================", "=== FAILURES ===", "=== short test summary info ===", "pid=21246", "=setup[14.07]+cmd[0.80] seconds"], min: 70 },
  { fixture: "tox/run/single-fail-again", filter: "tox", exit: 1, keep: ["FAILED tests/test_shapes.py::test_perimeter\n", "E       assert 7 == 14", "  py: FAIL code 1\n", "1 failed, 1 passed in 0.04s"], drop: ["py: install_package> python -I -m pip install --force-reinstall", "=========================== short test summary info ============================", "py: exit 1 (0.51 seconds) /tmp/fx/tox/single> pytest -q pid=23180"], min: 70 },
  { fixture: "tox/run/multi", filter: "tox", exit: 1, keep: ["lint: commands[0]> ruff check src tests", "F401 `os` imported but unused\n --> src/calc/__init__.py:1:8\n", "Found 1 error.", "  lint: FAIL code 1\n", "  py: OK\n", "  evaluation failed :("], drop: ["lint: install_deps> python -I -m pip install ruff", "py: OK ✔ in 18.6 seconds", "lint: exit 1 (0.01 seconds)"], min: 70 },
  { fixture: "tox/run/multi-py-pass", filter: "tox", exit: 0, keep: ["py: commands[0]> pytest -q\n2 passed in 0.03s\n  py: OK\n  congratulations :)"], drop: [".pkg: _optional_hooks>", "  py: OK (8.90=setup[8.11]+cmd[0.79] seconds)"], min: 85 },
]);

describe("tox: the user's own views run raw", () => {
  it("listing and config views are passthrough", () => {
    for (const argv of [["tox", "-l"], ["tox", "--showconfig"], ["tox", "-e", "py", "-vv"]]) {
      const plan = core().plan(argv);
      expect(plan.mode, argv.join(" ")).toBe("passthrough");
      expect(plan.argv).toEqual(argv);
    }
  });
});
