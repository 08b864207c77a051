// The Rust regex crate's test suite (../shared/regex-testdata) through rtk's engine.
// Out-of-scope tests (see that folder's README) are counted and skipped; every applicable test
// must pass except the ones named in KNOWN_FAILURES, each with its reason, so a regression fails.
import { describe, expect, it } from "vitest";
import { loadRtk } from "../helpers/core";
import { runTestdata, TESTDATA_CANDIDATES, testdataFiles } from "./testdata-runner";

const LINE_TERMINATOR = "custom line terminator: a RegexBuilder option (line_terminator) rtk does not expose; rtk's (?m) lines end at \\n (or \\r\\n with R)";
const REGEX_LITE = "regex-lite.toml encodes the regex-lite crate, whose \\d \\s \\w \\b and (?i) are ASCII-only; rtk follows the regex crate (Unicode)";
const KNOWN_FAILURES: Record<string, string> = {
  "line-terminator/nul": LINE_TERMINATOR,
  "line-terminator/dot-changes-with-line-terminator": LINE_TERMINATOR,
  "line-terminator/not-line-feed": LINE_TERMINATOR,
  "line-terminator/word-byte": LINE_TERMINATOR,
  "line-terminator/non-word-byte": LINE_TERMINATOR,
  "regex-lite/perl-class-decimal": REGEX_LITE,
  "regex-lite/perl-class-space": REGEX_LITE,
  "regex-lite/perl-class-word": REGEX_LITE,
  "regex-lite/word-boundary": REGEX_LITE,
  "regex-lite/word-boundary-negated": REGEX_LITE,
  "regex-lite/case-insensitive-is-ascii-only": REGEX_LITE,
};

describe("regex crate test data", () => {
  it("is there: a missing folder fails, naming where it was looked for", () => {
    expect(TESTDATA_CANDIDATES.length).toBeGreaterThan(0);
    expect(testdataFiles().length).toBeGreaterThan(0);
  });

  it("passes every applicable test", () => {
    const outcomes = runTestdata(loadRtk());
    const applicable = outcomes.filter((o) => o.status !== "skip");
    const passed = applicable.filter((o) => o.status === "pass");
    const failed = applicable.filter((o) => o.status === "fail");
    const skipped = outcomes.filter((o) => o.status === "skip");
    const reasons = new Map<string, number>();
    for (const s of skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
    console.log(
      `regex testdata: ${passed.length}/${applicable.length} applicable tests pass, ${failed.length} known failures ` +
        `(${outcomes.length} total; ${skipped.length} out of scope: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(", ")})`,
    );
    const unexpected = failed.filter((f) => !(f.id in KNOWN_FAILURES));
    for (const f of unexpected) console.log(`FAIL ${f.id}: ${f.reason}`);
    expect(unexpected.map((f) => f.id)).toEqual([]);
    // A known failure that now passes must be removed from the list.
    const fixed = Object.keys(KNOWN_FAILURES).filter((id) => !failed.some((f) => f.id === id));
    expect(fixed).toEqual([]);
  });
});
