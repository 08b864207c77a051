// The programs from outside the project that tests run, with the Debian package of each. A test
// that needs one is declared through `needs(...)`: where the program is missing it is skipped
// with the reason in its name ("[skipped: ...]", which `npm test` lists in its summary), and in
// CI (CI set) it fails instead, because CI must run every test (.ci/run installs the packages of
// .ci/apt-packages, which tests/helpers/programs.test.ts keeps equal to this list).
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, it } from "vitest";

interface Program {
  /** The Debian package that installs it. */
  package: string;
  /** Where tests run it from, when not from PATH. */
  path?: string;
  /** Essential in Debian (on every Debian system): not listed in .ci/apt-packages. */
  essential?: true;
}

export const PROGRAMS = {
  git: { package: "git" },
  // The rewrite's differential test runs pipelines ending in `| less`, and make.
  less: { package: "less" },
  make: { package: "make" },
  ping: { package: "iputils-ping" },
  // tests/filters/infra/{curl,wget}.test.ts run them against a closed port: rtk exits with their codes.
  curl: { package: "curl" },
  wget: { package: "wget" },
  shellcheck: { package: "shellcheck" },
  // tests/filters/infra/{psql,mysql,sqlite3}.test.ts run the database clients with no server (a
  // closed port) or on a temp file: rtk exits with their codes.
  psql: { package: "postgresql-client-15" },
  mysql: { package: "mariadb-client-core" },
  sqlite3: { package: "sqlite3" },
  chromium: { package: "chromium", path: "/usr/bin/chromium" },
  // Debian's python3 with pytest (tests/e2e/identity.test.ts runs python3 -m pytest).
  pytest: { package: "python3-pytest", path: "/usr/bin/pytest" },
  // Debian's mypy: `rtk lint` in a Python project runs it (tests/filters/languages/lint.test.ts).
  mypy: { package: "mypy", path: "/usr/bin/mypy" },
  // `script` gives a child a terminal (rtk init's question, gain's colours).
  script: { package: "bsdutils", essential: true },
} satisfies Record<string, Program>;

export type ProgramName = keyof typeof PROGRAMS;

/** The packages a machine of this kind may lack: what .ci/apt-packages and the README must list. */
export function aptPackages(): string[] {
  return [...new Set(Object.values(PROGRAMS as Record<string, Program>).filter((p) => !p.essential).map((p) => p.package))].sort();
}

export function installed(name: ProgramName): boolean {
  const p: Program = PROGRAMS[name];
  if (p.path !== undefined) return existsSync(p.path);
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir !== "" && existsSync(join(dir, name)));
}

/** True when CI is set to anything but "", "0" or "false". */
export const IN_CI = !["", "0", "false"].includes((process.env.CI ?? "").toLowerCase());

type TestFn = () => unknown;

interface Gate {
  it(title: string, fn: TestFn, timeout?: number): void;
  describe(title: string, fn: () => void): void;
}

/**
 * `it` and `describe` that run when `reason` is null. Otherwise they skip, the reason in the
 * title; with `failInCi`, CI gets one failing test saying what is missing instead.
 */
export function gate(reason: string | null, failInCi: boolean): Gate {
  const failing = () => {
    throw new Error(`${reason}: CI must run every test (.ci/run installs what .ci/apt-packages lists)`);
  };
  const ciFails = reason !== null && failInCi && IN_CI;
  return {
    it(title, fn, timeout) {
      if (reason === null) it(title, fn, timeout);
      else if (ciFails) it(title, failing);
      else it.skip(`${title} [skipped: ${reason}]`, fn);
    },
    describe(title, fn) {
      if (reason === null) describe(title, fn);
      else if (ciFails) describe(title, () => it("has what it needs", failing));
      else describe.skip(`${title} [skipped: ${reason}]`, fn);
    },
  };
}

/** Tests that run these programs: skipped where one is missing, failing in CI. */
export function needs(...names: ProgramName[]): Gate {
  const absent = names.filter((n) => !installed(n));
  const reason =
    absent.length === 0
      ? null
      : `${absent.map((n) => PROGRAMS[n].path ?? n).join(", ")} not installed (apt-get install ${absent.map((n) => PROGRAMS[n].package).join(" ")})`;
  return gate(reason, true);
}
