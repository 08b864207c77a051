// pre-commit (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "pre-commit/all-files-fail", spec: "filter:builtin:pre-commit", keep: ["no TODO left in code: Failed", "bad.py:2:    pass  # TODO remove", "SC2115 (warning)", "yaml parses: Failed"], drop: ["................Failed"] },
  { fixture: "pre-commit/all-files-pass", spec: "filter:builtin:pre-commit", keep: ["pre-commit: all hooks passed"], drop: ["....Passed"], min: 80 },
];

describePlannedCases(CASES);
