// rtk wc on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { fixture, plan } from "../../helpers/fixtures";

describe("wc", () => {
  it("wc: the plan names wc's columns and whether one file was named", () => {
    expect(plan(["wc", "-l", "src/a.ts", "src/b.ts"]).session).toBe("wc:l:0");
    expect(plan(["wc", "src/a.ts"]).session).toBe("wc:lwc:1");
    expect(plan(["wc", "-cwl", "--", "-odd-name"]).session).toBe("wc:lwc:1");
    expect(plan(["wc", "--chars", "--lines"]).session).toBe("wc:lm:0");
    // -L (longest line) or --total change what the columns are: left unlabelled.
    expect(plan(["wc", "-L", "a"]).session).toBe("wc");
    expect(plan(["wc", "--total=only", "a", "b"]).session).toBe("wc");
  });

  it("wc: the padding goes, every path stays whole as wc printed it, one named file gives its numbers", () => {
    for (const [spec, path] of [["wc:l:0", "wc/lines-dirs"], ["wc:l:0", "wc/lines-deep"], ["wc:l:0", "wc/lines-node-modules"], ["wc", "wc/files"]] as const) {
      const f = filtered(spec, path);
      // wc's rows, each with its numbers one space apart and its name untouched.
      const want = [...fixture(path).raw.matchAll(/^ *([\d ]+?) (\S+)$/gm)].map((m) => `${m[1].trim().split(/ +/).join(" ")} ${m[2]}\n`);
      expect(f.out, path).toBe(want.join(""));
      expect(f.savings, path).toBeGreaterThan(5);
    }
    expect(filtered("wc:l:0", "wc/lines-deep").out).toMatch(/^1875 src\/core\/api\.ts$/m);
    // Several columns: the total says which is which.
    expect(filtered("wc:lwc:0", "wc/files").out).toMatch(/^150 399 3208 argument\.js\n(?:.*\n)*4194L 14187W 125780B total\n$/);
    expect(filtered("wc:lwc:1", "wc/one-file").out).toBe("1293L 6523W 48135B\n");
    expect(filtered("wc:l:1", "wc/one-file-lines").out).toBe("1293\n");
    // stdin: wc's line is barely padded, labels would make it longer.
    expect(filtered("wc:lwc:0", "wc/stdin").out).toBe("2777 9701 87209\n");
    // A missing file: wc's message, its exit code.
    const m = filtered("wc:lwc:1", "wc/missing");
    expect(m.exitCode).toBe(1);
    expect(m.err).toContain("wc: no-such-file: No such file or directory");
  });
});
