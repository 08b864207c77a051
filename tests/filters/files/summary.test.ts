// rtk summary on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";

describe("rtk summary", () => {
  it("summary: exit, size, counts, first errors, last lines", () => {
    const f = filtered("generic:summary", "err/make-gcc");
    expect(f.out.split("\n")[0]).toBe("failed (exit 2), 19 lines, 2 error lines, 2 warning lines");
    expect(f.out).toContain("calc.c:5:18: error:");
  });
});
