// Fixture truth: every case folder holds its four files, a case named for colour holds colour
// codes, every tool folder names the script that captures it (or says its cases are
// constructed), and a loader given a wrong path fails instead of returning empty output.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";
import { fixture } from "../helpers/fixtures";

const FIXTURES = join(ROOT, "fixtures");
const CASE_FILES = ["cmd", "stdout.txt", "stderr.txt", "exit_code"];

/** Every folder holding one of a case's files. */
function caseFolders(dir = FIXTURES, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (CASE_FILES.some((f) => existsSync(join(path, f)))) out.push(path);
    caseFolders(path, out);
  }
  return out;
}

const cases = caseFolders();

describe("fixtures", () => {
  it("every case folder holds cmd, stdout.txt, stderr.txt and exit_code", () => {
    expect(cases.length).toBeGreaterThan(100);
    const incomplete = cases.flatMap((c) => CASE_FILES.filter((f) => !existsSync(join(c, f))).map((f) => `${relative(FIXTURES, c)}: no ${f}`));
    expect(incomplete).toEqual([]);
  });

  it("every case folder has a README naming its command and where the tool version is (node scripts/fixture-readmes.mjs writes it)", () => {
    const bare = cases.filter((c) => !existsSync(join(c, "README.md"))).map((c) => relative(FIXTURES, c));
    expect(bare).toEqual([]);
  });

  it("a case named for colour holds colour codes", () => {
    const coloured = cases.filter((c) => /colou?r/.test(relative(FIXTURES, c)));
    expect(coloured.length).toBeGreaterThan(5);
    const plain = coloured.filter((c) => !Buffer.concat([readFileSync(join(c, "stdout.txt")), readFileSync(join(c, "stderr.txt"))]).includes(0x1b));
    expect(plain.map((c) => relative(FIXTURES, c))).toEqual([]);
  });

  it("every tool folder names the script that captures it, and that script exists, or says its cases are constructed", () => {
    const tools = readdirSync(FIXTURES).filter((n) => statSync(join(FIXTURES, n)).isDirectory());
    const unexplained = tools.filter((tool) => {
      const readme = join(FIXTURES, tool, "README.md");
      if (!existsSync(readme)) return true;
      const text = readFileSync(readme, "utf8");
      if (/\bconstructed\b|not captured output/i.test(text)) return false;
      const scripts = [...text.matchAll(/[\w./-]+\.(?:sh|mjs)\b/g)].map((m) => m[0]);
      return !scripts.some((s) => [join(FIXTURES, tool, s), join(FIXTURES, s), join(ROOT, s)].some((p) => existsSync(p) && statSync(p).isFile()));
    });
    expect(unexplained).toEqual([]);
  });

  it("the loader fails on a wrong path, naming what is missing", () => {
    expect(() => fixture("no/such/case")).toThrow(/fixture no\/such\/case: no stdout\.txt/);
    expect(() => fixture("vitest")).toThrow(/fixture vitest: no stdout\.txt/);
    expect(fixture("vitest/pass").stdout.length).toBeGreaterThan(0);
  });
});

