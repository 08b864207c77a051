// rtk find on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { fixture } from "../../helpers/fixtures";

/** The raw lines of a fixture's stdout (without the final empty one). */
function rawLines(path: string): string[] {
  return fixture(path).stdout.toString().replace(/\n$/, "").split("\n");
}

describe("find", () => {
  it("every path whole, one per line in find's order; a noise directory's paths counted where recall has them", () => {
    const f = filtered("find", "find/name-ts");
    const raw = rawLines("find/name-ts");
    const own = raw.filter((l) => !l.includes("/node_modules/"));
    expect(f.out).toBe(`${own.join("\n")}\n+${raw.length - own.length} more in ./node_modules\n`);
    expect(f.cut).toBe(true);
  });

  it("keeps find's error and exit code", () => {
    const f = filtered("find", "find/missing");
    expect(f.exitCode).toBe(1);
    expect(f.err).toContain("No such file or directory");
  });
});
