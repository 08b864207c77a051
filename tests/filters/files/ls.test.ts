// rtk ls on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { fixture } from "../../helpers/fixtures";

/** The raw lines of a fixture's stdout (without the final empty one). */
function rawLines(path: string): string[] {
  return fixture(path).stdout.toString().replace(/\n$/, "").split("\n");
}

describe("ls", () => {
  it("long listing: every row keeps its fields, alignment padding and `total` go; -a shows .git and node_modules", () => {
    const f = filtered("ls", "ls/as-run-long-all");
    const rows = rawLines("ls/as-run-long-all").filter((l) => !l.startsWith("total "));
    expect(f.out).toBe(rows.map((l) => `${l.replace(/ +/g, " ")}\n`).join(""));
    expect(f.out).toContain("drwxr-xr-x 7 root root 4096 Mar 1 2024 .git/\n");
    expect(f.out).toContain("drwxr-xr-x 3 root root 4096 Mar 1 2024 node_modules/\n");
    expect(f.out).not.toMatch(/^total /m);
    expect(f.cut).toBe(false);
    expect(f.savings).toBeGreaterThan(5);
  });

  it("recursive: every entry on its own line under its directory header, the blank lines gone", () => {
    const f = filtered("ls:R", "ls/as-run-recursive");
    expect(f.out).toBe(rawLines("ls/as-run-recursive").filter((l) => l !== "").map((l) => `${l}\n`).join(""));
    expect(f.out).toMatch(/^\.\/cli:\nargument\.js\ncommand\.js\n/m);
    expect(f.cut).toBe(false);
  });

  it("a missing directory keeps ls's error and exit code 2", () => {
    const f = filtered("ls", "ls/missing");
    expect(f.exitCode).toBe(2);
    expect(f.err).toContain("cannot access 'no-such-dir'");
  });
});
