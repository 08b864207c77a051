// bun-test's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "bun-test/pass", spec: "dev:bun-test", keep: ["bun test: 4 pass", "Ran 5 tests across 1 file"], drop: ["(pass) area > multiplies"] },
  { fixture: "bun-test/big-pass", spec: "dev:bun-test", keep: ["bun test: 400 pass", "Ran 400 tests across 20 files"], drop: ["(pass) area case 1.1"], min: 99 },
  { fixture: "bun-test/fail", spec: "dev:bun-test", keep: ["5 fail", "Unhandled error between tests", "Cannot find module './volume.js'", "(fail) area > handles negative sizes", "Expected: 6", "Received: -6", "(fail) parses", "\"h\": 6", "(fail) parses spaces", "bad size: 4 x five", "shapes.js:7:78", "(fail) finishes in time", "timed out after 100ms"], drop: ["(pass) area > multiplies", "(skip) skipped"] },
  { fixture: "bun-test/fail-color", spec: "dev:bun-test", keep: ["5 fail", "area > handles negative sizes", "Received: -6", "bad size: 4 x five"], drop: ["\u001b["] },
];

describeCases(CASES);
