// playwright's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "playwright/pass", spec: "dev:playwright", keep: ["playwright: 1 skipped, 3 passed"], drop: ["✓"] },
  { fixture: "playwright/fail", spec: "dev:playwright", keep: ["4 failed, 1 skipped, 1 passed", "tests/shapes.spec.js:7:3 › area › handles negative sizes", "Received: -6", "shapes.spec.js:7:60", "object shape", "+   \"kind\": \"rectangle\",", "Error: registry is empty", "Test timeout of 2000ms exceeded", "Error Context: test-results/shapes-throws/error-context.md"], drop: ["✓  1", "Running 6 tests", "──────"] },
  { fixture: "playwright/fail-line", spec: "dev:playwright", keep: ["4 failed", "Received: -6", "registry is empty"], drop: ["[1/6]"] },
];

describeCases(CASES);
