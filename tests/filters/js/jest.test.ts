// jest's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "jest/fail-bail", spec: "dev:jest", keep: ["4 failed, 2 passed, 6 total", "suites 1 failed, 1 of 3 total"], drop: ["Ran all test suites."] },
  { fixture: "jest/field-snapshot-suite", spec: "dev:jest", keep: ["4 failed, 2 passed, 6 total", "suites 2 failed, 1 passed, 3 total", "snapshots 1 failed, 1 total", "calc › adds", "Expected: 4", "calc › objects", "+     2,", "TypeError: boom in test", "__tests__/a.test.js:4:32", "calc › snap", "+   \"x\": 2,", "FAIL __tests__/b c.test.js", "Cannot find module './missing-module'", "__tests__/b c.test.js:1:11", "PASS __tests__/ok.test.js\n  ● Console", "log line from ok"], drop: ["> 2 |   test(", "jest-resolve/build/index.js"], min: 25 },
  { fixture: "jest/pass", spec: "dev:jest", keep: ["6 passed, 7 total"], drop: ["PASS test/shapes.test.js"] },
  { fixture: "jest/big-pass", spec: "dev:jest", keep: ["jest: 400 passed"], drop: ["PASS test/gen20.test.js"], min: 85 },
  { fixture: "jest/big-pass-verbose", spec: "dev:jest", keep: ["jest: 400 passed"], drop: ["area case 1.1"], min: 95 },
  { fixture: "jest/fail", spec: "dev:jest", keep: ["4 failed, 1 skipped, 3 passed", "● area › handles negative sizes", "Expected: 6", "Received: -6", "test/shapes.test.js:5:58", "● parseSize › parses spaces", "bad size: 4 x five", "src/shapes.js:7:49", "+   \"kind\": \"rectangle\",", "Exceeded timeout of 100 ms", "test/shapes.test.js:17:1", "Test suite failed to run", "Cannot find module '../src/volume.js'"], drop: ["\u001b[", "PASS test/more.test.js", "jest-circus", "jestAdapterInit"] },
  { fixture: "jest/crash-bad-config", spec: "dev:jest", keep: ["Can't find a root directory"], raw: "jest could not start: its whole report is the error" },
];

describeCases(CASES);
