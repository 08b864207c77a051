// prettier's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "prettier/check-dirty", spec: "filter:builtin:prettier", keep: ["[warn] src/report.js", "[error] src/syntax.js: SyntaxError: Unexpected token (2:1)"], drop: ["Checking formatting"] },
  // --write: each rewritten file stays, its time and the unchanged files go.
  { fixture: "prettier/write", spec: "filter:builtin:prettier", keep: ["src/config.json\n", "src/report.js\n", "src/units.js"], drop: ["37ms", "13ms", "src/shapes.js 6ms (unchanged)"], min: 45 },
];

describeCases(CASES);
