// The programs the suites run from outside the project: each is installed (in CI a missing one
// fails; elsewhere its tests are skipped and `npm test` says why), and the one list of their
// Debian packages is what .ci/run installs and what the README tells a person to install.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";
import { aptPackages, installed, needs, PROGRAMS, type ProgramName } from "../helpers/programs";

const listed = (text: string) => text.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));

describe("programs the tests run", () => {
  for (const name of Object.keys(PROGRAMS) as ProgramName[]) {
    needs(name).it(`${name} is installed`, () => {
      expect(installed(name)).toBe(true);
    });
  }

  it(".ci/apt-packages lists the Debian package of each (Essential ones aside)", () => {
    expect(listed(readFileSync(join(ROOT, ".ci", "apt-packages"), "utf8")).sort()).toEqual(aptPackages());
  });

  it("the README's apt-get line installs exactly those packages", () => {
    const lines = readFileSync(join(ROOT, "README.md"), "utf8").split("\n").filter((l) => /\bapt-get install\b/.test(l));
    expect(lines).toHaveLength(1);
    const words = lines[0].replace(/#.*/, "").trim().split(/\s+/);
    const packages = words.slice(words.indexOf("install") + 1).filter((w) => !w.startsWith("-"));
    expect(packages.sort()).toEqual(aptPackages());
  });
});
