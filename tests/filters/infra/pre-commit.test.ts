// pre-commit (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { describe, expect, it } from "vitest";
import { type Case, describePlannedCases } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

const CASES: Case[] = [
  {
    fixture: "pre-commit/all-files-fail",
    spec: "filter:builtin:pre-commit",
    keep: [
      "no TODO left in code: Failed\n- hook id: no-todo\n- exit code: 1\nbad.py:2:    pass  # TODO remove\n",
      "deploy.sh:2:echo $1\n",
      'File "bad.py", line 1\n',
      "SyntaxError: invalid syntax\n",
      "In deploy.sh line 3:\n",
      '^----^ SC2115 (warning): Use "${var:?}" to ensure this never expands to /* .\n',
      "^--^ SC2086 (info): Double quote to prevent globbing and word splitting.\n",
      // The hook's traceback: the frames in the user's code, then the exception and where in the YAML.
      'yaml parses: Failed\n- hook id: yaml-valid\n- exit code: 1\n  File "<string>", line 1, in <module>\n  File "<string>", line 1, in <listcomp>\nyaml.parser.ParserError: while parsing a flow sequence\n  in "config.yaml", line 1, column 6\n',
      "expected ',' or ']', but got '<stream end>'\n  in \"config.yaml\", line 2, column 1\n",
    ],
    drop: [
      "................Failed",
      "Traceback (most recent call last):",
      "site-packages/yaml/composer.py",
      "site-packages/yaml/parser.py",
      "    node = self.compose_node(None, None)",
      "^^^^^^^^^^^^",
      "https://www.shellcheck.net/wiki/SC2115",
    ],
    min: 70,
  },
  { fixture: "pre-commit/all-files-pass", spec: "filter:builtin:pre-commit", keep: ["pre-commit: all hooks passed"], drop: ["....Passed"], min: 80 },
];

describePlannedCases(CASES);

describe("pre-commit's exit code and the recall hint", () => {
  it("a failing run exits 1 and, having dropped traceback frames, is marked cut (its raw output is kept for recall)", () => {
    const fx = fixture("pre-commit/all-files-fail");
    expect(fx.exitCode).toBe(1);
    expect(runSession("filter:builtin:pre-commit", fx).cut).toBe(true);
  });

  it("a passing run exits 0", () => {
    expect(fixture("pre-commit/all-files-pass").exitCode).toBe(0);
  });
});
