// Script runners (npm test, yarn test, make test, ...): the tool is recognised by its output
// (dev:detect) and filtered as if it had been run directly; the facts survive, the noise goes.
// The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describeCases } from "../helpers/cases";

const CASES: Case[] = [
  { fixture: "pm-scripts/npm-test-vitest-fail", spec: "dev:detect", keep: ["vitest: 4 failed | 3 passed | 1 skipped (8)", "expected -6 to be 6", "test/shapes.test.js:6:58", "Cannot find module '../src/volume.js'"], drop: ["✓ multiplies"] },
  { fixture: "pm-scripts/npm-test-vitest-pass", spec: "dev:detect", keep: ["vitest: 6 passed | 1 skipped (7)", "npm warn Unknown user config \"nodedir\""], drop: ["> fx-vitest@1.0.0 test", "Start at"], min: 50 },
  { fixture: "pm-scripts/npm-run-vitest-fail", spec: "dev:detect", keep: ["vitest: 4 failed", "handles negative sizes"], drop: ["✓ multiplies", "> fx-vitest@1.0.0 test:unit"] },
  { fixture: "pm-scripts/npm-test-jest-fail", spec: "dev:detect", keep: ["jest: 4 failed", "● area › handles negative sizes", "Received: -6"], drop: ["> fx-jest@1.0.0 test", "> 5 |   it(\"handles negative sizes\""] },
  { fixture: "pm-scripts/yarn-test-jest-fail", spec: "dev:detect", keep: ["jest: 4 failed", "Exceeded timeout of 100 ms"], drop: ["yarn run v1.22.22", "info Visit https://yarnpkg.com"] },
  { fixture: "pm-scripts/pnpm-test-vitest-fail", spec: "dev:detect", keep: ["vitest: 4 failed", "Test timed out in 100ms"], drop: ["✓ multiplies", "Start at"] },
  { fixture: "pm-scripts/bun-run-test-vitest-fail", spec: "dev:detect", keep: ["vitest: 4 failed", "bad size: 4 x five"], drop: ["✓ multiplies", "Start at"] },
  { fixture: "pm-scripts/npm-run-tsc-errors", spec: "dev:detect", keep: ["src/cli.ts(3,24): error TS2591", "  src/report.ts(5,9)\n"], drop: ["> fx-tsc@1.0.0 typecheck"] },
  { fixture: "pm-scripts/npx-tsc-errors", spec: "dev:detect", keep: ["src/report.ts(15,26): error TS2304: Cannot find name 'Size'."], nothingGoes: "every line is a finding with its location and message: nothing is noise" },
  { fixture: "pm-scripts/npm-run-eslint-errors", spec: "dev:detect", keep: ["✖ 9 problems (7 errors, 2 warnings)", "  1:10 error 'readFileSync' is defined but never used [no-unused-vars]"], drop: ["> fx-eslint@1.0.0 lint"] },
  { fixture: "pm-scripts/make-test-pytest-fail", spec: "dev:detect", keep: ["pytest: 5 failed", "assert 9 == 14", "tests/test_shapes.py:11"], drop: ["platform linux", "test session starts"] },
  { fixture: "pm-scripts/make-test-go-fail", spec: "dev:detect", keep: ["go test: 2 packages failed", "Perimeter(2, 5) = 9, want 14"], drop: ["goroutine 7 [running]", "testing.tRunner"] },
  { fixture: "pm-scripts/make-test-go-fail", spec: "dev:make", keep: ["go test: 2 packages failed", "Perimeter(2, 5) = 9, want 14", "make: *** [Makefile:2: test] Error 1"], drop: ["goroutine 7 [running]", "testing.tRunner"] },
  { fixture: "cargo/test/fail", spec: "dev:detect", keep: ["cargo test: 3 failed", "left: 10"], drop: ["test tests::perimeter_of_rect ... ok", "Compiling shapes"] },
  { fixture: "go/test/fail-json", spec: "dev:detect", keep: ["go test: 3 failed", "Perimeter(2, 5) = 9, want 14"], drop: ["\"Action\":\"run\""] },
  { fixture: "mypy/errors-pretty", spec: "dev:detect", keep: ["Found 7 errors", "shapes/report.py:7: error: Incompatible return value type (got \"int\", expected \"str\")  [return-value]"], drop: ["^~~~", "return area(w, h)"] },
  { fixture: "node-test/fail", spec: "dev:detect", keep: ["node --test: 4 failed", "-6 !== 6"], drop: ["TAP version 13", "duration_ms"] },
  { fixture: "bun-test/fail", spec: "dev:detect", keep: ["bun test: 1 pass", "(fail) parses spaces"], drop: ["(pass) area > multiplies", "bun test v1.4.5"] },
  { fixture: "playwright/fail", spec: "dev:detect", keep: ["playwright: 4 failed", "registry is empty"], drop: ["Running 6 tests using 1 worker", "✓  1 tests/shapes.spec.js:6:3"] },
  { fixture: "biome/lint-errors", spec: "dev:detect", keep: ["src/shapes.js:21:3 error This is an unexpected use of the debugger statement. [lint/suspicious/noDebugger]"], drop: ["━━━", "Unsafe fix"] },
  { fixture: "make/gcc-errors", spec: "dev:detect", keep: ["make: 2 errors, 6 warnings", "shapes.c:5:17: error:"], drop: ["gcc -Wall -Wextra -O0 -g -c main.c"] },
  { fixture: "ctest/fail", spec: "dev:detect", keep: ["ctest: 57% tests passed"], drop: ["Start 1: area", "Test #1: area"] },
];

describeCases(CASES);
