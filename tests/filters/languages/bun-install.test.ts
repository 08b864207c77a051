// bun-install's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "bun-install/install", spec: "filter:builtin:bun-install", keep: ["+ lodash@4.17.20", "11 packages installed"], drop: ["Resolving dependencies", "Saved lockfile"] },
];

describeCases(CASES);
