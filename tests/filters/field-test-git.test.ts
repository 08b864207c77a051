// Field test of git, grep, rg, find, ls and read on a real tree they had not seen before: a
// monorepo of humanize's sdist and TypeScript packages with a rename, a mode change, a binary
// change, a file without its last newline and a merge that conflicts
// (fixtures/repo-field/make-fixtures.sh). Each case asserts what a defect found there lost or
// kept, so it cannot come back.
import { describe, expect, it } from "vitest";
import { fixture, fixtureArgv, plan, runSession } from "../helpers/fixtures";

describe("git show and diff: a new file without its last newline (git/show/field-rename-mode-binary, git/diff/field-*)", () => {
  for (const [id, spec] of [["git/show/field-rename-mode-binary", "git-show"], ["git/diff/field-branches", "git-diff"], ["git/diff/field-cached-merge", "git-diff"]]) {
    it(`${id}: the "\\ No newline at end of file" marker stays under the line it is about`, () => {
      const r = runSession(spec, fixture(id));
      expect(r.text).toContain('packages/core/src/version.ts (+1/-0) [new]\n@@ -0,0 +1 @@\n+export const VERSION = "2.0.0"\n\\ No newline at end of file\n');
    });
  }

  it("keeps the rename, the mode change, the binary change and the deletion as one line each", () => {
    const r = runSession("git-show", fixture("git/show/field-rename-mode-binary"));
    for (const l of ["logo.png (+0/-0) [binary]", "python/src/humanize/listing.py (+1/-1) [renamed from python/src/humanize/lists.py]", "python/tox.ini (+0/-0) [mode 100644 -> 100755]", "deleted: python/RELEASING.md (-23 lines"]) expect(r.text).toContain(l);
    expect(r.text).toContain("76bbd43 feature: rename lists to listing, bigint amounts\n");
  });

  it("a conflict's combined diff keeps both sides and the markers (git/diff/field-conflict)", () => {
    const r = runSession("git-diff", fixture("git/diff/field-conflict"));
    expect(r.text).toContain("@@@ -1,5 -1,5 +1,9 @@@\n  export interface Money {\n++<<<<<<< HEAD\n +  amount: string;\n++=======\n+   amount: bigint;\n++>>>>>>> feature\n");
  });
});

describe("git show --stat (git/show/field-stat)", () => {
  it("keeps each file's bars, as git diff --stat does: what the user's --stat asked for (a deletion read as a bare count)", () => {
    const p = plan(fixtureArgv("git/show/field-stat"));
    expect(p.session).toBe("git-show:stat");
    const r = runSession(p.session, fixture("git/show/field-stat"));
    expect(r.text).toContain("\npython/RELEASING.md | 23 -----------------------\n");
    expect(r.text).toContain("\npackages/core/src/version.ts | 1 +\n");
    expect(r.text).toContain("\nlogo.png | Bin 21 -> 27 bytes\n");
    expect(r.text).toContain("6 files changed +3 -25");
  });
});

describe("git status in the middle of a merge (git/status/field-merge-conflict)", () => {
  it("says the merge, the conflict, each staged kind, the untracked path with its spaces", () => {
    const r = runSession("git-status", fixture("git/status/field-merge-conflict"));
    for (const l of ["state: merging (conflicts)", "UU packages/core/src/index.ts", "R python/src/humanize/lists.py -> python/src/humanize/listing.py", "D python/RELEASING.md", "M python/README.md", "packages/app/src/sub dir/new file.ts"]) expect(r.text).toContain(`${l}\n`);
  });
});
