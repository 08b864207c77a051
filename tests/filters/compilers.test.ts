// Compiler, type-checker and package-manager failures on real fixtures from several projects
// (cargo, make with gcc and clang, cmake --build, ctest, mypy, tsc, pytest collection errors, npm
// ERESOLVE). The facts that must survive are read off the raw output by one recogniser per tool
// family, not listed per fixture: diagnostic headers and codes, every location byte for byte,
// messages, failing tests, counts. Each case also asserts the family's noise is gone, a minimum
// saving, and, end to end through the CLI with a stand-in replaying the fixture, the tool's exit
// code and the recall hint for what was cut.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "../helpers/cli";
import { type Fixture, fixture, runSession } from "../helpers/fixtures";

type Family = "rustc" | "clippy" | "cargo-test" | "gcc" | "ctest" | "mypy" | "tsc" | "pytest" | "npm";

interface Case {
  fixture: string;
  spec: string;
  family: Family;
  /** How an agent runs it: the stand-in takes argv[0]'s name. */
  argv: string[];
  /** Minimum savings in percent on this fixture. */
  min: number;
}

const CASES: Case[] = [
  // cargo: the first project (one crate), a workspace, a dependency upgrade.
  { fixture: "cargo/build/errors", spec: "dev:cargo-build", family: "rustc", argv: ["cargo", "build"], min: 50 },
  { fixture: "cargo/check/errors", spec: "dev:cargo-build", family: "rustc", argv: ["cargo", "check"], min: 50 },
  { fixture: "cargo/workspace/build-errors", spec: "dev:cargo-build", family: "rustc", argv: ["cargo", "build", "--workspace", "--features", "broken"], min: 55 },
  { fixture: "cargo/workspace/check-errors", spec: "dev:cargo-build", family: "rustc", argv: ["cargo", "check", "--workspace", "--features", "broken"], min: 55 },
  { fixture: "cargo/workspace/clippy-warnings", spec: "dev:cargo-clippy", family: "clippy", argv: ["cargo", "clippy", "--workspace"], min: 65 },
  { fixture: "cargo/workspace/test-compile-error", spec: "dev:cargo-test", family: "rustc", argv: ["cargo", "test", "--workspace", "--features", "broken"], min: 60 },
  { fixture: "cargo/workspace/test-fail", spec: "dev:cargo-test", family: "cargo-test", argv: ["cargo", "test", "--workspace", "--no-fail-fast"], min: 50 },
  { fixture: "cargo/randupgrade/build-errors", spec: "dev:cargo-build", family: "rustc", argv: ["cargo", "build"], min: 45 },
  { fixture: "cargo/randupgrade/check-errors", spec: "dev:cargo-build", family: "rustc", argv: ["cargo", "check"], min: 45 },
  { fixture: "cargo/randupgrade/clippy-errors", spec: "dev:cargo-clippy", family: "rustc", argv: ["cargo", "clippy"], min: 35 },
  { fixture: "cargo/randupgrade/test-compile-error", spec: "dev:cargo-test", family: "rustc", argv: ["cargo", "test"], min: 40 },
  { fixture: "cargo/clippy/warnings", spec: "dev:cargo-clippy", family: "clippy", argv: ["cargo", "clippy"], min: 75 },
  // gcc and clang through make; g++ through cmake --build.
  { fixture: "make/gcc-errors", spec: "dev:make", family: "gcc", argv: ["make", "-k", "CC=gcc"], min: 45 },
  { fixture: "make/clang-errors", spec: "dev:make", family: "gcc", argv: ["make", "-k", "CC=clang"], min: 35 },
  { fixture: "make/multidir/gcc-errors", spec: "dev:make", family: "gcc", argv: ["make", "keep-going", "CC=gcc"], min: 65 },
  { fixture: "make/multidir/clang-errors", spec: "dev:make", family: "gcc", argv: ["make", "keep-going", "CC=clang"], min: 60 },
  { fixture: "make/multidir/gcc-errors-stop", spec: "dev:make", family: "gcc", argv: ["make", "CC=gcc"], min: 50 },
  { fixture: "cmake/build-errors", spec: "dev:cmake-build", family: "gcc", argv: ["cmake", "--build", "broken"], min: 85 },
  { fixture: "cmake/cxx/build-errors", spec: "dev:cmake-build", family: "gcc", argv: ["cmake", "--build", "cxx-broken", "-j2"], min: 85 },
  // ctest: seven tests, and twelve (padded numbers, -j2).
  { fixture: "ctest/fail", spec: "dev:ctest", family: "ctest", argv: ["ctest"], min: 50 },
  { fixture: "ctest/fail-output", spec: "dev:ctest", family: "ctest", argv: ["ctest", "--output-on-failure"], min: 50 },
  { fixture: "ctest/cxx/fail", spec: "dev:ctest", family: "ctest", argv: ["ctest", "-j2"], min: 70 },
  { fixture: "ctest/cxx/fail-output", spec: "dev:ctest", family: "ctest", argv: ["ctest", "--output-on-failure"], min: 70 },
  // mypy: plain output is all facts; --pretty and repeated messages are where the savings are.
  { fixture: "mypy/errors-pretty", spec: "dev:mypy", family: "mypy", argv: ["mypy", "--pretty", "shapes"], min: 35 },
  { fixture: "mypy/srcpkg/errors-pretty", spec: "dev:mypy", family: "mypy", argv: ["mypy", "--pretty"], min: 30 },
  { fixture: "mypy/realpkg/strict", spec: "dev:mypy", family: "mypy", argv: ["mypy", "--strict", "jsonpatch.py"], min: 45 },
  { fixture: "mypy/realpkg/strict-pretty", spec: "dev:mypy", family: "mypy", argv: ["mypy", "--strict", "--pretty", "jsonpatch.py"], min: 70 },
  { fixture: "mypy/wrap-pretty", spec: "dev:mypy", family: "mypy", argv: ["mypy", "--pretty", "pkg"], min: 25 },
  // tsc: plain and --pretty, a project-references monorepo, a strict checkJs run.
  { fixture: "tsc/errors-pretty", spec: "dev:tsc", family: "tsc", argv: ["tsc", "--pretty"], min: 60 },
  { fixture: "tsc/field-pretty-related", spec: "dev:tsc", family: "tsc", argv: ["tsc", "--pretty"], min: 60 },
  { fixture: "tsc/monorepo/build", spec: "dev:tsc", family: "tsc", argv: ["tsc", "-b"], min: 5 },
  { fixture: "tsc/monorepo/build-pretty", spec: "dev:tsc", family: "tsc", argv: ["tsc", "-b", "--pretty"], min: 50 },
  { fixture: "tsc/realjs/checkjs", spec: "dev:tsc", family: "tsc", argv: ["tsc"], min: 35 },
  { fixture: "tsc/realjs/checkjs-pretty", spec: "dev:tsc", family: "tsc", argv: ["tsc", "--pretty"], min: 65 },
  // pytest collection and import errors.
  { fixture: "pytest/collect/default", spec: "dev:pytest", family: "pytest", argv: ["pytest"], min: 75 },
  { fixture: "pytest/srclayout/collect", spec: "dev:pytest", family: "pytest", argv: ["pytest"], min: 70 },
  { fixture: "pytest/srclayout/collect-quiet", spec: "dev:pytest", family: "pytest", argv: ["pytest", "-q"], min: 70 },
  { fixture: "pytest/configload/collect", spec: "dev:pytest", family: "pytest", argv: ["pytest"], min: 60 },
  // npm peer conflicts.
  // 30: npm's warning about a key of this machine's npmrc is the user's to see, and stays.
  { fixture: "npm/install-eresolve", spec: "filter:builtin:npm-install", family: "npm", argv: ["npm", "install"], min: 30 },
  { fixture: "npm/eslint-peer/install-eresolve", spec: "filter:builtin:npm-install", family: "npm", argv: ["npm", "install"], min: 35 },
  { fixture: "npm/react-app/add-eresolve", spec: "filter:builtin:npm-install", family: "npm", argv: ["npm", "install", "@testing-library/react@14.3.1"], min: 35 },
  { fixture: "npm/react-app/upgrade-eresolve", spec: "filter:builtin:npm-install", family: "npm", argv: ["npm", "install", "react@18.3.1"], min: 35 },
];

const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, "");
const lines = (s: string) => stripAnsi(s).split("\n");

/** A fact and how to find it in the filtered output. */
interface Fact {
  what: string;
  kept: (text: string) => boolean;
}
/** A fact that is one string, found as it is. */
const fact = (what: string, text: string = what): Fact => ({ what, kept: (t) => t.includes(text) });

const SYSTEM_HEADER = /^\/(?:usr\/include|usr\/lib\/gcc|usr\/lib\/llvm|usr\/local\/include)\//;

/**
 * A located diagnostic an agent needs: the line as the tool printed it, or, when the filter
 * wrote the message once for several locations, that message with the whole location on its
 * own line under it.
 */
function located(loc: string, sep: string, message: string): Fact {
  return { what: `${loc}${sep}${message}`, kept: (t) => t.includes(`${loc}${sep}${message}\n`) || (t.includes(`${message} (`) && t.includes(`\n  ${loc}\n`)) };
}

/** The facts of one fixture, read off its raw output by the recogniser of its family. */
function factsOf(family: Family, raw: string): Fact[] {
  const out: Fact[] = [];
  const ls = lines(raw);
  switch (family) {
    case "rustc":
    case "clippy":
      for (let i = 0; i < ls.length; i++) {
        const h = /^(error|warning)(\[(E\d+)\])?: (.+)$/.exec(ls[i]);
        const loc = /^\s*--> (.+:\d+:\d+)$/.exec(ls[i + 1] ?? "");
        if (h && loc) {
          // The message (clippy groups lints: its message heads the group), the code, the location.
          out.push(fact(`message ${h[4]}`, h[4]));
          if (h[3]) out.push(fact(`code ${h[3]}`, `[${h[3]}]`));
          out.push(fact(`location ${loc[1]}`, loc[1]));
        }
        if (/^error: could not compile /.test(ls[i])) out.push(fact("the final line", ls[i]));
      }
      break;
    case "cargo-test":
      for (const l of ls) {
        const p = /^thread '(.+)' \(\d+\) panicked at (.+:\d+:\d+):$/.exec(l);
        if (p) out.push(fact(`test ${p[1]}`, p[1]), fact(`panic at ${p[2]}`, p[2]));
        if (/^\s*(left|right): /.test(l)) out.push(fact(l, l));
      }
      break;
    case "gcc":
      for (const l of ls) {
        const d = /^(\S.*?):(\d+):(\d+): (fatal error|error|warning|note): (.*)$/.exec(l);
        if (d && !(d[4] === "note" && (SYSTEM_HEADER.test(d[1]) || d[5].startsWith("each undeclared identifier")))) out.push(fact(l, `${l}\n`));
        if (/: \*\*\* \[.*\] Error 1$/.test(l) || l.includes("undefined reference to")) out.push(fact(l, l));
      }
      break;
    case "ctest":
      for (const l of ls) {
        if (/^\s*\d+\/\d+ Test +#\d+: .*\*\*\*/.test(l)) out.push(fact(l.trim(), l.trim()));
        if (/% tests passed, /.test(l)) out.push(fact(l.trim(), l.trim()));
      }
      break;
    case "mypy":
      for (let i = 0; i < ls.length; i++) {
        const d = /^(\S[^:]*:\d+(?::\d+)?): (error|note): (.*)$/.exec(ls[i]);
        if (!d) continue;
        // --pretty wraps a message onto unindented lines (one space before a `[code]`).
        let msg = `${d[2]}: ${d[3]}`;
        for (let k = i + 1; k < ls.length && ls[k].length > 0 && /^ ?\S/.test(ls[k]) && !/^\S[^:]*:\d+/.test(ls[k]) && !ls[k].startsWith("Found "); k++) {
          const t = ls[k].trim();
          msg = `${msg.trimEnd()}${t.startsWith("[") ? "  " : " "}${t}`;
        }
        if (d[2] === "error") out.push(located(d[1], ": ", msg));
        else out.push(fact(`note ${msg}`, msg));
      }
      for (const l of ls) if (/^Found \d+ errors? in /.test(l)) out.push(fact(l, l));
      break;
    case "tsc":
      for (const l of ls) {
        const plain = /^(\S.*\(\d+,\d+\)): (error TS\d+: .*)$/.exec(l);
        const pretty = /^(\S.*:\d+:\d+) - (error TS\d+: .*)$/.exec(l);
        if (plain) out.push(located(plain[1], ": ", plain[2]));
        if (pretty) out.push(located(pretty[1], " - ", pretty[2]));
        // --pretty's related locations.
        if (/^ {2}\S.*:\d+:\d+ - /.test(l)) out.push(fact(l, l));
        if (/^Found \d+ errors?/.test(l)) out.push(fact(l, l));
      }
      break;
    case "pytest":
      for (const l of ls) {
        const t = /ERROR collecting (\S+)/.exec(l);
        if (t) out.push(fact(`title ${t[1]}`, `ERROR collecting ${t[1]}`));
        if (l.startsWith("E   ")) out.push(fact(l, l));
        // Frames in the user's code (relative paths).
        if (/^[^/<\s][^:]*\.py:\d+: in /.test(l)) out.push(fact(l, l));
        const s = /(\d+ errors? in [\d.]+s)/.exec(l);
        if (s) out.push(fact(s[1], s[1]));
      }
      break;
    case "npm":
      for (const l of ls) {
        if (/^npm (error|warn) (code |ERESOLVE |While resolving: |Found: |Could not resolve dependency|peer |Conflicting peer|Fix the upstream)/.test(l)) out.push(fact(l, l));
        if (/^npm (error|warn) +\S+@"[^"]*" from /.test(l)) out.push(fact(l, l));
      }
      break;
  }
  return out;
}

/** Lines of the family's noise: none of them may be left in the output. */
const NOISE: Record<Family, RegExp[]> = {
  rustc: [/^\s*\|\s*[\^-]+/m, /^For more information about /m, /^Some errors have detailed explanations/m, /on by default$/m, /^\s+Compiling /m, /for further information visit/],
  clippy: [/^\s*\|\s*[\^-]+/m, /for further information visit/, /^\s+Checking /m],
  "cargo-test": [/^test .* \.\.\. ok$/m, /^\s+Running /m, /^\s+Compiling /m],
  gcc: [/^\s+\d+ \| /m, /^\s+\| +[\^~]/m, /: In function /, /^In file included from /m, /each undeclared identifier is reported only once/, /^\[ *\d+%\] /m, /^\/usr\/include\/\S+: note: /m],
  ctest: [/Start +\d+:/, /^The following tests FAILED:/m, /\bPassed\b/, /^Errors while running CTest/m],
  mypy: [/^\s+\^~*$/m],
  tsc: [/~~~/, /^Errors {2}Files/m, /\u001b\[/],
  pytest: [/^Hint: /m, /^Traceback:$/m, /^<frozen importlib/m, /^\s+\^+$/m, /site-packages\/_pytest\//, /^platform linux/m],
  npm: [/A complete log of this run/, /^npm (error|warn) +node_modules\/\S+$/m, /^npm error$/m],
};

/** Every `path:line:col` (or tsc's `path(line,col)`) the filter wrote: each must be in the raw output as it is. */
function locationsIn(text: string): string[] {
  const found: string[] = [];
  for (const l of lines(text)) {
    for (const m of l.matchAll(/(?:^|[\s(>])((?:\.{0,2}\/)?[\w.\-/äöüßÄÖÜ]+\.(?:rs|c|h|cpp|hpp|py|ts|js|tsx|d\.ts)(?::\d+(?::\d+)?|\(\d+,\d+\)))/g)) found.push(m[1]);
  }
  return found;
}

// End to end: stand-ins that replay a fixture, each in its own directory so a JS tool run
// through npx finds the stand-in on PATH, not this repository's node_modules/.bin.
const bin = mkdtempSync(join(tmpdir(), "rtk-compilers-"));
afterAll(() => rmSync(bin, { recursive: true, force: true }));
const env = { PATH: `${bin}:${process.env.PATH}`, XDG_DATA_HOME: join(bin, "data"), XDG_CONFIG_HOME: join(bin, "config") };

function standIn(name: string, fx: Fixture): void {
  const script = `#!/bin/sh\ncat "${fx.dir}/stdout.txt"\ncat "${fx.dir}/stderr.txt" >&2\nexit $(cat "${fx.dir}/exit_code")\n`;
  writeFileSync(join(bin, name), script);
  chmodSync(join(bin, name), 0o755);
}

const node = RUNTIMES.find((r) => r.name === "node")!;

describe.each(CASES)("$fixture through $spec", (c) => {
  const fx = fixture(c.fixture);
  const r = runSession(c.spec, fx);
  const facts = factsOf(c.family, fx.raw);

  it("keeps every fact the recogniser finds in the raw output", () => {
    expect(facts.length).toBeGreaterThan(0);
    const missing = facts.filter((f) => !f.kept(r.text));
    expect(missing.map((f) => f.what)).toEqual([]);
  });

  it("writes no location that is not byte-identical to one in the raw output", () => {
    const raw = stripAnsi(fx.raw);
    const foreign = locationsIn(r.text).filter((loc) => !raw.includes(loc));
    expect(foreign).toEqual([]);
  });

  it("drops the noise", () => {
    for (const n of NOISE[c.family]) expect(r.text).not.toMatch(n);
  });

  it(`saves at least ${c.min} % and marks the run cut`, () => {
    expect(r.savings).toBeGreaterThanOrEqual(c.min);
    expect(r.cut).toBe(true);
  });

  it("through the CLI: the tool's exit code, and the recall hint for what was cut", () => {
    standIn(c.argv[0], fx);
    const run = runCli(node, c.argv, { env, cwd: bin });
    expect(run.code).toBe(fx.exitCode);
    expect(run.out).not.toBe(fx.raw);
    expect(run.out + run.err).toMatch(/\[full output: rtk recall [0-9a-f]{16}\]/);
  });
});

describe("the recognisers find what they are written for", () => {
  it("reads rustc headers, codes and locations, gcc lines, tsc and mypy diagnostics", () => {
    expect(factsOf("rustc", "error[E0308]: mismatched types\n --> src/lib.rs:9:5\n").map((f) => f.what)).toEqual(["message mismatched types", "code E0308", "location src/lib.rs:9:5"]);
    expect(factsOf("gcc", "a.c:1:2: error: x\n/usr/include/stdio.h:3:4: note: y\n").map((f) => f.what)).toEqual(["a.c:1:2: error: x"]);
    const tsc = factsOf("tsc", "src/a.ts(1,2): error TS1: m\n")[0];
    expect(tsc.kept("src/a.ts(1,2): error TS1: m\n")).toBe(true);
    expect(tsc.kept("error TS1: m (2 locations):\n  src/a.ts(1,2)\n")).toBe(true);
    expect(tsc.kept("src/a.ts:1:2 error TS1: m\n")).toBe(false);
    expect(factsOf("mypy", 'a.py:3: error: Incompatible return value type (got "int",\nexpected "str")  [return-value]\n')[0].what).toBe('a.py:3: error: Incompatible return value type (got "int", expected "str")  [return-value]');
  });

  it("finds locations in rustc, gcc, tsc and mypy forms", () => {
    expect(locationsIn(" --> crates/a/src/größe.rs:2:5\nx.c:3:4: error\nsrc/a.ts(1,2): e\n  pkg/a.py:7\n")).toEqual(["crates/a/src/größe.rs:2:5", "x.c:3:4", "src/a.ts(1,2)", "pkg/a.py:7"]);
  });
});
