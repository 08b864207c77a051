// tox (filters/tox.toml) on real fixtures (fixtures/tox): what each environment ran, the
// commands' own output (pytest's failure through pytest's own filter, ruff's finding), the failing
// command and the verdicts stay; environment set-up and packaging lines go.
import { describe, expect, it } from "vitest";
import { describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "tox/run/single-fail-fresh", filter: "tox", exit: 1, keep: ["py: commands[0]> pytest -q", "E       assert 7 == 14", "tests/test_shapes.py:9: AssertionError", "FAILED tests/test_shapes.py::test_perimeter - assert 7 == 14", "1 failed, 1 passed in", "  py: FAIL code 1 (", "  evaluation failed :("], drop: ["py: install_deps> python -I -m pip install pytest", ".pkg: build_sdist> python", ".F                ", "=================================== FAILURES ==================================="], min: 55 },
  { fixture: "tox/run/single-fail-again", filter: "tox", exit: 1, keep: ["FAILED tests/test_shapes.py::test_perimeter - assert 7 == 14", "  py: FAIL code 1 ("], drop: ["py: install_package> python -I -m pip install --force-reinstall", "=========================== short test summary info ============================"], min: 55 },
  { fixture: "tox/run/multi", filter: "tox", exit: 1, keep: ["lint: commands[0]> ruff check src tests", "F401 `os` imported but unused\n --> src/calc/__init__.py:1:8\n", "Found 1 error.", "  lint: FAIL code 1 (", "  py: OK (", "  evaluation failed :("], drop: ["lint: install_deps> python -I -m pip install ruff", "py: OK ✔ in 18.6 seconds"], min: 35 },
  { fixture: "tox/run/multi-py-pass", filter: "tox", exit: 0, keep: ["2 passed in", "  congratulations :)"], drop: [".pkg: _optional_hooks>"], min: 60 },
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
