// node-test's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "node-test/pass", spec: "dev:node-test", keep: ["node --test: 4 passed, 1 skipped (5 tests)"], drop: ["TAP version 13", "duration_ms"], min: 80 },
  { fixture: "node-test/big-pass", spec: "dev:node-test", keep: ["node --test: 400 passed (400 tests)"], drop: ["# Subtest: area case 1.1", "duration_ms"], min: 99 },
  { fixture: "node-test/big-pass-spec", spec: "dev:node-test", keep: ["node --test: 400 passed (400 tests)"], drop: ["✔ area case 1.1 ("], min: 99 },
  { fixture: "node-test/fail", spec: "dev:node-test", keep: ["4 failed, 1 passed, 1 cancelled, 1 skipped (7 tests)", "Cannot find module '/tmp/fx/node-test/fail/volume.mjs'", "✖ area > handles negative sizes", "shapes.test.mjs:7:3", "-6 !== 6", "✖ parses", "h: 6", "✖ parses spaces", "bad size: 4 x five", "shapes.mjs:7:49", "test timed out after 100ms"], drop: ["duration_ms: 0", "# Subtest", "ok 1 - multiplies", "node:internal/test_runner"] },
  { fixture: "node-test/fail-spec", spec: "dev:node-test", keep: ["4 failed", "✖ handles negative sizes", "-6 !== 6", "shapes.test.mjs:10:29", "bad size: 4 x five", "test timed out after 100ms"], drop: ["✔ multiplies", "node:internal/test_runner"] },
  { fixture: "node-test/fail-node20", spec: "dev:node-test", keep: ["handles negative sizes", "-6 !== 6", "test timed out after 100ms"], drop: ["TAP version 13", "at finalizeResolution (node:internal"] },
];

describeCases(CASES);
