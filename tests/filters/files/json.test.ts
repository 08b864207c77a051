// rtk json on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";

describe("json", () => {
  it("json: keys and types, values gone; --depth and --keys-only", () => {
    const f = filtered("json:5:0", "json/cat-lock");
    expect(f.out).toMatch(/^ {2}lockfileVersion: number$/m);
    expect(f.out).toMatch(/^ {6}dependencies: \{\n {8}express: string\n {8}lodash: string/m);
    expect(f.out).not.toContain("sha512-");
    expect(f.savings).toBeGreaterThanOrEqual(60);
    const k = filtered("json:2:1", "json/cat-lock");
    expect(k.out).toMatch(/^ {4}"node_modules\/express": \{ \d+ keys \}$/m);
    expect(k.out).toMatch(/^ {2}lockfileVersion$/m);
    expect(k.savings).toBeGreaterThanOrEqual(90);
  });
});
