// mypy's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "mypy/errors", spec: "dev:mypy", keep: ["Found 7 errors in 2 files", "shapes/report.py:7: error: Incompatible return value type", "[return-value]", "shapes/report.py:22: error: Item \"None\" of \"Optional[str]\" has no attribute \"upper\"", "shapes/cli.py:1: error: Module \"shapes.report\" has no attribute \"missing_function\""], raw: "each line is an error with its location and message, and the count: nothing is noise" },
  { fixture: "mypy/errors-pretty", spec: "dev:mypy", keep: ["Found 7 errors", "shapes/report.py:7: error: Incompatible return value type (got \"int\", expected \"str\")  [return-value]", "[union-attr]"], drop: ["^~~~"], min: 35 },
  { fixture: "mypy/python-m", spec: "dev:mypy", keep: ["Found 7 errors", "[arg-type]"], nothingGoes: "each line is an error with its location and message, and the count: nothing is noise" },
  { fixture: "mypy/bad-target", spec: "dev:mypy", keep: ["can't read file 'no_such_module_dir'"], raw: "one line: the error" },
];

describeCases(CASES);
