// go's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { describe, expect, it } from "vitest";
import { type Case, describeCases } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

const CASES: Case[] = [
  { fixture: "go/test/pass", spec: "dev:go-test", keep: ["go test: ok, 2 packages"], drop: ["ok  \texample.com/fxgo/names"] },
  { fixture: "go/test/pass-json", spec: "dev:go-test-json", keep: ["go test: 5 passed in 2 packages"], drop: ["\"Action\":\"run\""], min: 95 },
  { fixture: "go/test/big-pass-json", spec: "dev:go-test-json", keep: ["go test: 400 passed in 4 packages"], drop: ["\"Action\":\"run\"", "\"Test\":\"TestArea001\""], min: 99 },
  { fixture: "go/test/big-pass-v", spec: "dev:go-test", keep: ["go test: ok, 4 packages, 400 tests passed"], drop: ["=== RUN   TestArea001", "--- PASS: TestArea001"], min: 99 },
  { fixture: "go/test/fail", spec: "dev:go-test", keep: ["2 packages failed", "--- FAIL: TestTitleIndex", "names_test.go:13: registry has 0 names", "index out of range [2] with length 0", "names_test.go:14", "--- FAIL: TestPerimeter", "shapes_test.go:14: Perimeter(2, 5) = 9, want 14", "--- FAIL: TestParseSize/10xten", "FAIL\texample.com/fxgo/shapes"], drop: ["testing.tRunner", "/src/testing/testing.go", "goroutine 7"] },
  { fixture: "go/test/fail-json", spec: "dev:go-test-json", keep: ["3 failed, 2 passed, 1 skipped", "--- FAIL: TestTitleIndex", "registry has 0 names", "index out of range", "names_test.go:14", "--- FAIL: TestPerimeter", "Perimeter(2, 5) = 9, want 14", "--- FAIL: TestParseSize/7x", "FAIL\texample.com/fxgo/names"], drop: ["\"Action\"", "=== RUN", "--- PASS", "testing.tRunner"], min: 85 },
  { fixture: "go/test/fail-v", spec: "dev:go-test", keep: ["--- FAIL: TestPerimeter", "Perimeter(2, 5) = 9, want 14"], drop: ["=== RUN", "--- PASS: TestArea"] },
  { fixture: "go/test/timeout", spec: "dev:go-test", keep: ["panic: test timed out after 2s", "TestWaitsForever", "shapes_test.go:15"], drop: ["testing.(*M).startAlarm"] },
  { fixture: "go/test/timeout-json", spec: "dev:go-test-json", keep: ["panic: test timed out after 2s", "NO RESULT: TestWaitsForever", "shapes_test.go:15", "1 package failed"], drop: ["\"Action\":\"run\""] },
  { fixture: "go/test/build-fail-json", spec: "dev:go-test-json", keep: ["shapes/shapes.go:6:2: imported and not used: \"os\"", "shapes/shapes.go:11:39", "[build failed]"], nothingGoes: "a build failure: the package line and each compiler error with its location, nothing else" },
  { fixture: "go/test/build-fail", spec: "dev:go-test", keep: ["shapes/shapes.go:6:2", "[build failed]"], nothingGoes: "a build failure: the package line and each compiler error with its location, nothing else" },
  { fixture: "go/vet/issues", spec: "filter:builtin:go-build", keep: ["shapes/shapes.go:20:2: self-assignment of x to x", "shapes/shapes.go:9:9", "shapes/shapes.go:13:2"], nothingGoes: "go vet prints its package line and one finding per line, each with its location" },
  { fixture: "go/build/errors", spec: "filter:builtin:go-build", keep: ["shapes/shapes.go:6:2", "shapes/shapes.go:11:39"], nothingGoes: "go build prints its package line and one error per line, each with its location" },
];

describeCases(CASES);

describe("chunking", () => {
  it("gives the same result whatever the chunk size", () => {
    const fx = fixture("go/test/fail-json");
    const whole = runSession("dev:go-test-json", fx, 1 << 20).text;
    expect(runSession("dev:go-test-json", fx, 7).text).toBe(whole);
    expect(runSession("dev:go-test-json", fx, 1).text).toBe(whole);
  });
});
