// Field test (field12) of files with CRLF line ends: more-itertools' sdist in a git repository,
// docs/make.bat and more_itertools/recipes.py committed with `\r\n`, then edited
// (fixtures/crlf-field/make-fixtures.sh). git prints its own lines with `\n` and the file's lines
// with the `\r` they hold; grep and cat print a CRLF file's lines with theirs. A line rtk shows
// of such a file must be those bytes: the core's line model leaves the `\r` out of a line, and
// the filters that write content lines (diff, grep) put it back where the raw had it.
import { describe, expect, it } from "vitest";
import { asRun, fixture, fixtureArgv, plan, runSession } from "../helpers/fixtures";

/** The raw's lines, each with its own end (`\r\n` or `\n`), as bytes-in-a-string. */
function rawLines(text: string): string[] {
  return text.split(/(?<=\n)/);
}

describe("git diff and git show of CRLF files keep every shown line's bytes (git/{diff,show}/field-crlf)", () => {
  for (const [id, spec] of [["git/diff/field-crlf", "git-diff"], ["git/show/field-crlf", "git-show"]]) {
    const fx = fixture(id);
    const r = runSession(spec, fx);

    it(`${id}: each changed line is the raw's line, \\r\\n included`, () => {
      const changed = rawLines(fx.stdout.toString("utf8")).filter((l) => /^[+-]/.test(l) && !/^(\+\+\+|---) /.test(l));
      expect(changed.length).toBe(9);
      for (const l of changed) {
        expect(l.endsWith("\r\n")).toBe(true);
        expect(r.text).toContain(`\n${l}`);
      }
    });

    it(`${id}: the context line that leads into a change keeps its \\r; git's own lines get none`, () => {
      expect(r.text).toContain("@@ -3,9 +3,10 @@\n if \"%SPHINXBUILD%\" == \"\" (\r\n-\tset SPHINXBUILD=sphinx-build\r\n+\tset SPHINXBUILD=python -m sphinx\r\n )\r\n-set BUILDDIR=_build\r\n");
      expect(r.text).toContain("docs/make.bat (+3/-2)\n");
      expect(r.text).toContain("more_itertools/recipes.py (+2/-2)\n@@ -95,10 +95,9 @@ else:\n \r\n-def take(n, iterable):\r\n");
      // Every line the filter wrote that is not a file's line ends in a bare \n.
      for (const l of rawLines(r.text)) if (/^(\S+ \(\+\d+\/-\d+\)|@@ |[0-9a-f]{7} )/.test(l)) expect(l.endsWith("\r\n")).toBe(false);
    });
  }
});

describe("grep of CRLF and LF files side by side keeps each line's end (grep/field-crlf)", () => {
  it("a match in a CRLF file keeps its \\r, a match in an LF file gets none, locations as grep printed them", () => {
    const fx = fixture("grep/field-crlf");
    const { spec, path } = asRun("grep/field-crlf");
    const r = runSession(spec, fixture(path));
    const raw = rawLines(fx.stdout.toString("utf8"));
    expect(raw.length).toBe(48);
    // Every match is what the command is for: each line of the user's own output, byte for byte.
    for (const l of raw) expect(r.text).toContain(l);
    expect(r.text).toContain("docs/make.bat:6:\tset SPHINXBUILD=python -m sphinx\r\n");
    expect(r.text).toContain("more_itertools/recipes.py:98:def take(n, iterable, /):\r\n");
    expect(r.text).toContain("docs/Makefile:6:SPHINXBUILD   = sphinx-build\n");
  });
});

describe("rg over the same files (rg/field-crlf)", () => {
  it("each match line is rg's own, \\r\\n kept where the file has it", () => {
    const fx = fixture("rg/field-crlf");
    const { spec, path } = asRun("rg/field-crlf");
    const r = runSession(spec, fixture(path));
    const raw = rawLines(fx.stdout.toString("utf8"));
    expect(raw.length).toBe(48);
    for (const l of raw) expect(r.text).toContain(l);
    expect(r.text).toContain("docs/make.bat:6:\tset SPHINXBUILD=python -m sphinx\r\n");
    expect(r.text).toContain("docs/Makefile:6:SPHINXBUILD   = sphinx-build\n");
  });
});

describe("cat of a CRLF file (read/field-crlf)", () => {
  it("is the file's bytes, every \\r kept (what held: read never lost them)", () => {
    const fx = fixture("read/field-crlf");
    const p = plan(fixtureArgv("read/field-crlf"));
    const r = runSession(p.session, fx);
    expect(fx.stdout.toString("utf8").split("\r\n").length).toBe(192);
    expect(r.text).toBe(fx.raw);
  });
});
