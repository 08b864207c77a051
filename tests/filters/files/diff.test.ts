// rtk diff on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";

describe("diff", () => {
  it("diff: unified diff compacted, exit 1 means different, 2 an error", () => {
    const f = filtered("diff-files", "diff/unified");
    expect(f.exitCode).toBe(1);
    expect(f.out).toMatch(/^help\.new\.js \(\+49\/-80\)$/m);
    expect(f.out).toMatch(/^@@ -197,52 \+197,21 @@$/m);
    expect(f.savings).toBeGreaterThanOrEqual(60);
    const m = filtered("diff-files", "diff/missing");
    expect(m.exitCode).toBe(2);
    expect(m.err).toContain("No such file or directory");
  });
});
