// vitest's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "vitest/pass", spec: "dev:vitest", keep: ["vitest: 6 passed | 1 skipped (7)"], drop: ["✓ test/shapes.test.js"] },
  { fixture: "vitest/big-pass", spec: "dev:vitest", keep: ["vitest: 400 passed (400)", "files 20 passed (20)"], drop: ["gen1.test.js"], min: 90 },
  { fixture: "vitest/fail", spec: "dev:vitest", keep: ["4 failed | 3 passed | 1 skipped (8)", "test/broken-import.test.js", "Cannot find module '../src/volume.js'", "test/shapes.test.js > area > handles negative sizes", "expected -6 to be 6", "test/shapes.test.js:6:58", "parses spaces", "Error: bad size: 4 x five", "src/shapes.js:7:49", "describes a square", "-   \"kind\": \"square\",", "+   \"kind\": \"rectangle\",", "Test timed out in 100ms", "test/shapes.test.js:18:1"], drop: ["✓ multiplies", "Start at", "     14|"] },
  // --bail: vitest 4 prints no notice, only totals its counts fall short of; the filter says what never ran.
  { fixture: "vitest/fail-bail", spec: "dev:vitest", keep: ["vitest: 1 failed | 1 passed (6); files 1 failed (3) in 256ms; 4 tests and 2 files not run (the run stopped early)\n", "test/shapes.test.js > area > handles negative sizes", "test/shapes.test.js:6:58"], drop: ["· parses", "Start at"], min: 55 },
  { fixture: "vitest/fail-color", spec: "dev:vitest", keep: ["4 failed", "expected -6 to be 6"], drop: ["\u001b["] },
  { fixture: "vitest/fail-verbose", spec: "dev:vitest", keep: ["4 failed", "handles negative sizes"], drop: ["> area > multiplies"] },
  { fixture: "vitest/crash-bad-flag", spec: "dev:vitest", keep: ["CACError: Unknown option"], raw: "vitest crashed on a flag: its whole report is the error" },
  // Field test: snapshot counts reach the head line; a suite that does not load, diffs, thrown errors.
  { fixture: "vitest/field-snapshot-suite", spec: "dev:vitest", keep: ["4 failed | 7 passed | 1 skipped (12)", "files 3 failed | 1 passed (4)", "snapshots 1 failed", "FAIL  tests/broken.test.ts", "Cannot find module './does-not-exist'", "tests/math.test.ts > math > compares objects", "+     3,", "-   \"c\": \"y\",", "SyntaxError: Expected property name", "tests/math.test.ts:5:36", "Snapshot `math > snapshot 1` mismatched", "+   \"size\": 4,", "tests/str.test.ts > long string", "+ line two", "hello from test"], drop: ["Start at", "  4| ", "[2/5]", "✓ adds"], min: 40 },
  // Field test: an unhandled error counts in the head line; vitest's "❯" frames inside node's internals go, the user's stay.
  { fixture: "vitest/field-unhandled-timeout", spec: "dev:vitest", keep: ["2 failed | 1 passed (3)", "unhandled 1 error", "Test timed out in 50ms", "t2/unh.test.ts:3:1", "expected [ 1, 2 ] to include 3", "t2/unh.test.ts:4:94", "warn: config missing key 'port'", "Error: late boom from timer", "❯ Timeout._onTimeout t2/unh.test.ts:2:64", "leaks a rejection"], drop: ["node:internal/timers", "Errors  1 error", "[1/2]"], min: 30 },
  { fixture: "vitest/field-syntax-error-suite", spec: "dev:vitest", keep: ["no tests; files 1 failed (1)", "FAIL  t3/syn.test.ts", "[PARSE_ERROR] Unexpected token", "t3/syn.test.ts:2:27", "const a = ;"], drop: ["node_modules/vite/dist", "Start at"], min: 25 },
];

describeCases(CASES);
