// The facts a filter must keep, recognised in a tool's raw output by rules written once per tool
// family (docs/filters.md, "The five rules"). Nothing here is listed per fixture: a new fixture of
// a known tool is checked by the same rules.
//
// A fact is a string that must appear verbatim in the filtered output: a location as the tool
// printed it (`src/a.ts:3:5`, `./cli/x.js:12:`), an error code (`E0308`, `TS2322`, `SC2086`), a
// failing test's name, a count from a summary line (`3 failed`), a changed file's path, a listed
// name. Each fact has a class; a class may be cut only where the family says so (`cuttable`), and
// then only with a recall hint in the output.

export type FactClass = "location" | "code" | "test" | "count" | "path" | "entry" | "field";

export interface Fact {
  cls: FactClass;
  text: string;
  /**
   * How the text must appear: as a substring not running into more word characters (default), as
   * a whole line, as a cell between spaces (runs of spaces count as one: column padding is layout),
   * or as a table row whose cells appear in order on one line (`|` and padding are layout).
   */
  match?: "word" | "line" | "cell" | "row";
  /**
   * A cell that must be on the same output line as `text` (a cell too): a pod's name with its
   * ready count and status, whether its row stands whole or is listed in a group of rows that
   * share them (`1/1  Running  0  60m (x17): a, b, ...`).
   */
  with?: string;
}

/** Per-run context a recogniser may need besides the text. */
export interface RunInfo {
  /** The command line the fixture ran (without `cd dir &&`). */
  command: string;
  argv: string[];
  /** The lines of what rtk's command printed, where the plan added flags (grep's NUL after a file name). */
  planned: string[];
}

export interface Family {
  name: string;
  /** The raw lines as the tool's human format prints them (go test -json: each event's Output). */
  decode?(lines: string[]): string[];
  /** Facts in the raw output (ANSI removed, in the form the user's own command prints). */
  facts(lines: string[], run: RunInfo): Fact[];
  /** Lines of the raw output that are this family's documented noise: they must not reach the output. */
  noise?: RegExp[];
  /** Fact classes this family may leave out beyond a cap, with `+N more: rtk recall <id>` and the hint. */
  cuttable?: FactClass[];
  /** Locations in this family's raw output beyond the ones printed whole on a line (eslint's header + row). */
  rawLocations?(lines: string[]): string[];
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

/**
 * Paths of code the user did not write (GHC's own libraries in a Haskell tool's backtrace too;
 * Bazel's sandbox naming its own sources in its debug lines, and its own rules in bazel_tools and
 * the default WORKSPACE suffix where a fetch failure's chain starts; a project's vendored dependencies):
 * frames there are noise, not facts (docs/filters.md rule 4).
 */
const FOREIGN = /(?:^src\/main\/tools\/(?:linux-sandbox|process-wrapper)[\w-]*\.cc:|\/external\/bazel_tools\/|^\/DEFAULT\.WORKSPACE(?:\.SUFFIX)?:|^\/usr\/include\/|(?:^|\/)vendor\/|_testmain\.go|^\.\/nptl\/|\/sysdeps\/|node_modules\/|site-packages\/|dist-packages\/|\/usr\/lib\/|\/usr\/local\/go\/src\/|\/usr\/local\/lib\/|\/rustc\/|\/\.cargo\/registry\/|\/\.rustup\/|node:internal|<anonymous>|\/lib\/python3|importlib|_pytest\/|pluggy\/|\/go-build\/|\/opt\/hostedtoolcache\/|\/rubygems-integration\/|\/var\/lib\/gems\/|^\/usr\/bin\/|(?:^|\/)libraries\/(?:ghc-internal|ghc-prim|base)\/)/;

/**
 * A frame line of a runtime, test framework or tool whose location names no path of the user's
 * (`at java.base/java.util.ArrayList.forEach(ArrayList.java:1511)`, OpenAPI Generator's own
 * `at org.openapitools...`, `(elixir 1.14.0) lib/string.ex:831: String.upcase/2`): frames in code
 * the user did not write are noise.
 */
const FOREIGN_FRAME = /^\s*(?:at (?:java\.|javax\.|jdk\.|sun\.|kotlin\.|org\.junit\.|org\.opentest4j\.|org\.apache\.maven\.|org\.gradle\.|org\.openapitools\.|munit\.|org\.scalatest\.|scala\.)|\((?:elixir|stdlib|ex_unit|kernel|mix|elixir_\w+) [\d.]+\) )/;

// path:line[:col] as compilers, linters, test runners and grep print it. The path has an
// extension or starts like a path (`/`, `./`, `../`, `~/`, a drive), so times (06:35:24), ports
// (localhost:3000), process names (kworker/0:1) and a package's version (`Provider.Sqlite:8.0.0`)
// are not taken for one.
const PATH = String.raw`(?:(?:[A-Za-z]:[\\/]|\.{0,2}\/|~\/)(?:[\w.@+~-]+[\\/])*[\w.@+~-]+|(?:[\w.@+~-]+[\\/])*[\w@+~.-]*\.[A-Za-z][\w]*)`;
// A letter outside ASCII before it (`naïve ünicode.ts:1:2`) means the match would start inside a
// file name: no location starts there.
const LOCATION = new RegExp(String.raw`(?<![\w./\\@+~:\u0080-\uffff-])(${PATH}):(\d+)(?::(\d+))?(?![\d]|\.\d)`, "g");
// tsc's plain form: src/a.ts(3,5)
const PAREN_LOCATION = new RegExp(String.raw`(?<![\w./\\@+~\u0080-\uffff-])(${PATH})\((\d+),(\d+)\)`, "g");

/** Every location-shaped token in a line, as printed. */
export function locationsIn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(LOCATION)) {
    if (/^[\d.]+$/.test(m[1])) continue; // 1.2:3 is a version or a time, not a path
    // Progress dots printed right before a path (unittest's `.....` then a warning's
    // `/abs/path.py:12:`) are not part of it: the location starts at the path.
    out.push(m[0].replace(/^\.{3,}(?=\/)/, ""));
  }
  for (const m of line.matchAll(PAREN_LOCATION)) out.push(m[0]);
  return out;
}

/** Locations in lines, without those in code the user did not write. */
function ownLocations(lines: string[]): Fact[] {
  const out: Fact[] = [];
  for (const l of lines) {
    if (FOREIGN_FRAME.test(l)) continue;
    for (const loc of locationsIn(l)) if (!FOREIGN.test(loc)) out.push({ cls: "location", text: loc });
  }
  return out;
}

/** `N word` counts on the lines `summary` recognises. */
function counts(lines: string[], summary: RegExp, words = COUNT_WORDS): Fact[] {
  const out: Fact[] = [];
  for (const l of lines) {
    if (!summary.test(l)) continue;
    // A zero says nothing happened: a summary may leave it out.
    for (const m of l.matchAll(words)) if (!/^0 /.test(m[0])) out.push({ cls: "count", text: m[0] });
  }
  return out;
}
const COUNT_WORDS = /\b\d+ (?:failed|passed|skipped|errors?|warnings?|problems?|notes?|pending|todo|broken|xfailed|xpassed|deselected|ignored|measured|filtered out|total|interrupted|flaky|did not run)\b/g;

function matchAll(lines: string[], re: RegExp, cls: FactClass, group = 1): Fact[] {
  const out: Fact[] = [];
  for (const l of lines) {
    const m = l.match(re);
    if (m && m[group] !== undefined) out.push({ cls, text: m[group].trim() });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Families

/** gcc's and clang's context lines above a diagnostic: `In file included from a.c:1:`, `    from b.h:2,`, `In function ...`, `required from ...`. */
const INCLUDE_CHAIN = /^(?:In file included from |\s+from |[^:]+: In (?:function|member function|instantiation of|static member function|constructor|destructor) |[^:]+:\d+:\d+:\s+required (?:from|by) )/;

/** Compilers and type checkers: gcc/clang, rustc via cargo, tsc, mypy, go build/vet, make, cmake. */
const compilers: Family = {
  name: "compilers",
  decode: (lines) => cargoRecords(lines),
  facts(lines) {
    return [
      // The include and instantiation chain above a diagnostic repeats context (rule 4): not a fact.
      ...ownLocations(lines.filter((l) => !INCLUDE_CHAIN.test(l))),
      ...matchAll(lines, /^(?:error|warning)\[(E\d{4})\]/, "code"),
      ...matchAll(lines, /\berror (TS\d{4,5})\b/, "code"),
      ...matchAll(lines, /: (?:error|warning) ((?:CS|MSB|NU|NETSDK)\d{4}):/, "code"), // C# and MSBuild
      ...matchAll(lines, /: (?:error|note|warning): .*\s\[([a-z][a-z0-9-]+)\]$/, "code"),
      ...counts(lines, /^Found \d+ errors?|^error: could not compile|^\d+ errors? generated|^warning: .* generated \d+ warnings?|Found \d+ errors? in/),
    ];
  },
  noise: [/^\s+Compiling \S+ v\d/, /^\s+Checking \S+ v\d/, /^\s+Downloaded? /, /^make\[\d+\]: (?:Entering|Leaving) directory/],
};

/** Linters: ESLint (stylish), Biome, ShellCheck (gcc format, what rtk runs), yamllint, prettier. */
const linters: Family = {
  name: "linters",
  facts(lines) {
    const out: Fact[] = [...ownLocations(lines.filter((l) => !/^\s+\d+:\d+\s/.test(l))), ...this.rawLocations!(lines).map((text) => ({ cls: "location" as const, text }))];
    out.push(...matchAll(lines, /\[(SC\d{4})\]$/, "code"));
    // ESLint stylish rows end in the rule id; Biome headers carry lint/group/rule.
    out.push(...matchAll(lines, /^\s+\d+:\d+\s+(?:error|warning)\s+.*\s{2,}(@?[\w-]+(?:\/[\w-]+)*)$/, "code"));
    out.push(...matchAll(lines, /^\S+:\d+:\d+ (lint\/\w+\/\w+|format|assist\/\w+\/\w+|parse)\b/, "code"));
    out.push(...counts(lines, /^✖ \d+ problems?|^Found \d+ (?:errors?|warnings?)/));
    return out;
  },
  /** ESLint stylish prints the file once and `line:col` under it: the pair is the location. */
  rawLocations(lines) {
    const out: string[] = [];
    let file = "";
    for (const l of lines) {
      // A header: an unindented path, no column gaps, no position (a blank line ends nothing).
      if (/^(?:\/|[A-Za-z]:\\|\.{0,2}[\w@.-]+\/)\S.*$/.test(l) && !/\s{2}/.test(l) && !/:\d+/.test(l)) file = l.trim();
      const m = l.match(/^\s+(\d+:\d+)\s+(?:error|warning)\s/);
      if (m && file) out.push(`${file}:${m[1]}`);
    }
    return out;
  },
};

/** Test runners: vitest, jest, node --test, bun test, playwright, go test, cargo test, pytest, ctest. */
const testRunners: Family = {
  name: "test runners",
  decode: (lines) => goTestEvents(cargoRecords(lines)),
  facts(raw) {
    const lines = raw.filter((l) => !PASSING.test(l));
    return [
      // Code frames (`  5 | code`) and runner banners hold no locations of their own.
      ...ownLocations(lines.filter((l) => !/^\s*>?\s*\d+ \|/.test(l) && !/^\s*\d+\|/.test(l))),
      ...matchAll(lines, /^\s*FAIL\s+(\S.*?)\s*$/, "test"), // vitest and jest: the file, or file > suite > test
      ...matchAll(lines, /^\s+● (.+?)\s*$/, "test"), // jest
      ...matchAll(lines, /^(?:FAILED|ERROR) (\S+::\S+|\S+\.py)/, "test"), // pytest short summary
      ...matchAll(lines, /^\s*--- FAIL: (\S+)/, "test"), // go test
      ...matchAll(lines, /^test (\S+) \.\.\. FAILED$/, "test"), // cargo test
      ...matchAll(lines, /^not ok \d+ - (.+?)\s*(?:# .*)?$/, "test"), // node --test TAP
      ...matchAll(lines, /^\(fail\) (.+?)(?: \[[\d.]+m?s\])?$/, "test"), // bun test
      ...matchAll(lines, /^\s+\d+\) (\[[^\]]+\] › .+?)\s*$/, "test"), // playwright
      ...matchAll(lines, /^\s*\d+ - (\S+) \((?:Failed|SEGFAULT|Timeout|Not Run|Subprocess aborted|Child aborted|Exception)\)/, "test"), // ctest
      ...counts(lines, /^\s*(?:Test Files|Tests)\s{2,}\d|^(?:Tests|Test Suites):\s|^=+ .*\d+ (?:passed|failed|errors?|skipped|deselected)|^test result: |^\s*\d+ (?:pass|fail)$|^\d+% tests passed|^# (?:tests|pass|fail)/),
      // vitest's totals: the tests and files its counts leave out of them never ran (--bail; vitest
      // 4 prints no notice), so the last count with its total is a fact (`1 passed (6)`).
      ...matchAll(lines, /^\s*(?:Test Files|Tests)\s{2,}(?:.*?\|\s*)?(\d+ [a-z]+(?: [a-z]+)? \(\d+\))\s*$/, "count"),
      // Notices that change what a run means (rule 2): kept word for word.
      ...notices(lines),
      // Coverage tables the user asked for (--coverage, -cover, --cov): every row stays.
      ...coverageRows(lines),
    ];
  },
  noise: [/^\s*RUN\s+v\d+\.\d+/, /^\s*Start at\s{2}/, /^platform \w+ -- Python/, /^rootdir: /, /^cachedir: /, /^\s*Start\s+\d+: /, /A complete log of this run can be found in/, /^Hint: /],
};

/** A passing test's line: its name and location are not facts (rule 4: passing tests are noise). */
const PASSING = /^\s*(?:[✓✔√]|-\s+\d+ \S+:\d+:\d+ ›|ok \d+ |PASS\b|\(pass\)|--- PASS|=== RUN|test \S+ \.\.\. ok$)/;

/**
 * go test -json: each event's Output is the line the human format prints; the output of a test
 * that passed or was skipped is not a fact.
 */
/**
 * cargo's `--message-format=json*` records (one JSON object per line): a compiler message's facts
 * are those of its `rendered` diagnostic, colours removed; the other records hold none.
 */
function cargoRecords(lines: string[]): string[] {
  return lines.flatMap((line) => {
    if (!line.startsWith('{"reason":"')) return [line];
    let record: { reason?: string; message?: { rendered?: unknown } };
    try {
      record = JSON.parse(line);
    } catch {
      return [line];
    }
    const rendered = record.reason === "compiler-message" ? record.message?.rendered : undefined;
    return typeof rendered === "string" ? rendered.replace(/\x1b\[[0-9;]*m/g, "").replace(/\n$/, "").split("\n") : [];
  });
}

function goTestEvents(lines: string[]): string[] {
  const events = lines.map((line) => {
    if (!line.startsWith("{\"")) return null;
    try {
      return JSON.parse(line) as { Action?: string; Test?: string; Package?: string; Output?: string };
    } catch {
      return null;
    }
  });
  const quiet = new Set(events.filter((e) => e?.Test && (e.Action === "pass" || e.Action === "skip")).map((e) => `${e!.Package} ${e!.Test}`));
  return lines.flatMap((line, i) => {
    const e = events[i];
    if (e === null) return [line];
    if (typeof e.Output !== "string" || (e.Test && quiet.has(`${e.Package} ${e.Test}`))) return [];
    return [e.Output.replace(/\n$/, "")];
  });
}

/** Notices that change what a run means (rule 2), without the rule of `!` or `=` around them. */
function notices(lines: string[]): Fact[] {
  const out: Fact[] = [];
  for (const l of lines) {
    if (!/[Bb]ail(?:ed|ing) out|stopping after \d+ failures?|Interrupted:|[Aa]borted|Test run aborted|coverage threshold|ERROR: Coverage|Coverage failure|Required test coverage of [\d.]+% not reached/.test(l)) continue;
    out.push({ cls: "field", text: l.replace(/^[\s!=]+|[\s!=]+$/g, "") });
  }
  return out;
}

/** Rows of a coverage report: istanbul's table (vitest, jest), coverage.py's and go test -cover's lines. */
function coverageRows(lines: string[]): Fact[] {
  const out: Fact[] = [];
  for (const l of lines) {
    if (/^[ \w./@-]*\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|/.test(l)) {
      // Only the file's name and its figures: the column padding is noise.
      out.push({ cls: "field", text: l.split("|").map((c) => c.trim()).filter((c) => c.length > 0).join(" "), match: "row" });
    } else if (/^(?:TOTAL|[\w./-]+\.py)\s+\d+\s+\d+(?:\s+\d+\s+\d+)?\s+\d+%/.test(l)) {
      out.push({ cls: "field", text: l.split(/\s+/).join(" "), match: "row" });
    } else {
      const m = l.match(/\bcoverage: [\d.]+% of statements\b/);
      if (m) out.push({ cls: "field", text: m[0] });
    }
  }
  return out;
}

/**
 * grep and rg: every match's `path:12:` as the user's own command prints it (`path:` without -n).
 * The NUL the plan asks for after each file name says where the path ends, whatever it holds.
 */
const search: Family = {
  name: "grep/rg",
  facts(lines, run) {
    const out: Fact[] = [];
    for (let i = 0; i < lines.length; i++) {
      const planned = run.planned[i] ?? "";
      const nul = planned.indexOf("\0");
      const user = lines[i];
      let path: string;
      let rest: string;
      if (nul >= 0) {
        path = planned.slice(0, nul);
        // A context line (`12-` after the NUL) is not a match.
        if (/^\d+-/.test(planned.slice(nul + 1))) continue;
        if (!user.startsWith(path)) continue;
        rest = user.slice(path.length);
      } else {
        const m = user.match(/^(.*?)(:\d+:.*)$/);
        if (!m) continue;
        path = m[1];
        rest = m[2];
      }
      const head = rest.match(/^:(?:\d+:)?/);
      if (head) out.push({ cls: "location", text: path + head[0] });
    }
    return out;
  },
  cuttable: ["location"],
};

/** ls: every entry's name; with -l every row's fields (mode, links, owner, group, size, date). */
const ls: Family = {
  name: "ls",
  facts(lines, run) {
    const long = run.argv.some((a) => /^-[a-zA-Z]*[lgno]/.test(a));
    const out: Fact[] = [];
    for (const l of lines) {
      if (l === "" || /^total \d/.test(l) || /^ls: /.test(l)) continue;
      if (/:$/.test(l) && !/^[-dlcbps][rwxsStT-]{9}/.test(l)) continue; // a -R directory header
      if (long) {
        if (!/^[-dlcbps][rwxsStT-]{9}/.test(l)) continue;
        out.push({ cls: "field", text: l.split(/\s+/).join(" "), match: "cell" });
      } else {
        for (const name of l.split(/\s{2,}/)) if (name) out.push({ cls: "entry", text: name, match: "cell" });
      }
    }
    return out;
  },
  noise: [/^total \d+$/],
  cuttable: ["entry", "field"],
};

/** find: every path it printed, one per line. */
const find: Family = {
  name: "find",
  facts(lines) {
    return lines.filter((l) => l !== "" && !/^find: /.test(l)).map((text) => ({ cls: "path" as const, text, match: "line" as const }));
  },
  cuttable: ["path"],
};

/** tree: every name, and the closing count. */
const tree: Family = {
  name: "tree",
  facts(lines) {
    const out: Fact[] = [];
    for (const l of lines) {
      const m = l.match(/^(?:[│|]\s{3}|\s{4})*(?:[├`└|]--|[├└]──) (.+)$/);
      if (m) out.push({ cls: "entry", text: m[1].replace(/ -> .*$/, ""), match: "cell" });
      else if (/^\d+ director(?:y|ies)(?:, \d+ files?)?$/.test(l)) out.push({ cls: "count", text: l });
    }
    return out;
  },
  cuttable: ["entry"],
};

/** git status: the branch and every path listed, staged, unstaged, untracked or conflicted. */
const gitStatus: Family = {
  name: "git status",
  facts(lines) {
    const out: Fact[] = [];
    for (const l of lines) {
      const b = l.match(/^On branch (\S+)$|^HEAD detached (?:at|from) (\S+)$/);
      if (b) out.push({ cls: "field", text: b[1] ?? b[2] });
      const ahead = l.match(/\bby (\d+) commits?\b|have (\d+) and (\d+) different commits/);
      if (ahead) for (const n of ahead.slice(1)) if (n) out.push({ cls: "count", text: n });
      const m = l.match(/^\t(?:(?:new file|modified|deleted|renamed|copied|typechange|both modified|both added|both deleted|added by us|added by them|deleted by us|deleted by them):\s+)?(.+)$/);
      if (m) for (const p of m[1].split(" -> ")) out.push({ cls: "path", text: p, match: "cell" });
    }
    return out;
  },
  noise: [/^\s+\(use "git [^"]+"(?: to [^)]*)?(?: or "git [^"]+"[^)]*)?\)$/, /^\s+\(use "git .*\)$/, /^\s+\(fix conflicts and run "git commit"\)$/, /^\s+\(all conflicts fixed: run "git commit"\)$/],
  cuttable: ["path"],
};

/** git log: each commit's abbreviated hash, author, date and subject. */
const gitLog: Family = {
  name: "git log",
  facts(lines) {
    const out: Fact[] = [];
    let expectSubject = false;
    for (const l of lines) {
      const body = l.replace(/^[*|\\/ _.-]*?(?=commit |Author: |Date: |    |Merge: )/, "");
      const c = body.match(/^commit ([0-9a-f]{40})\b/);
      if (c) {
        out.push({ cls: "field", text: c[1].slice(0, 7) });
        continue;
      }
      const a = body.match(/^Author: (.+)$/);
      if (a) out.push({ cls: "field", text: a[1].trim() });
      const d = body.match(/^Date: +(.+)$/);
      if (d) {
        out.push({ cls: "field", text: d[1].trim() });
        expectSubject = true;
        continue;
      }
      if (expectSubject && /^ {4}\S/.test(body)) {
        out.push({ cls: "field", text: body.trim() });
        expectSubject = false;
      }
    }
    return out;
  },
  noise: [/^(?:[*|\\/ ]*)commit [0-9a-f]{40}/],
};

/** Package managers: npm, pnpm, yarn, bun install: error codes and the packages named in errors. */
const packageManagers: Family = {
  name: "package managers",
  facts(lines) {
    return [
      ...matchAll(lines, /^npm (?:error|ERR!) code (\S+)/, "code"),
      ...matchAll(lines, /\b(ERR_PNPM_[A-Z_]+)\b/, "code"),
      // yarn's informational codes (YN0000 progress, YN0013 fetch) are not errors.
      ...matchAll(lines, /\b(YN(?!0000|0013)\d{4})\b/, "code"),
      ...ownLocations(lines),
    ];
  },
  noise: [/A complete log of this run can be found in/],
};

/** gh: every item number a list or view names. */
const gh: Family = {
  name: "gh",
  facts(lines) {
    const out: Fact[] = [];
    for (const l of lines) {
      const row = l.match(/^(\d+)\t(.*?)\t/);
      if (row) {
        out.push({ cls: "field", text: row[1] });
        out.push({ cls: "field", text: row[2] });
      }
    }
    return out;
  },
};

/** git's other commands, files, data and system tools: the locations they print. */
const other: Family = {
  name: "other",
  facts(lines) {
    return ownLocations(lines);
  },
};

/** A script runner (`npm test`, `npm run lint`): the output decides the tool, so every tool's rules apply. */
const scripts: Family = {
  name: "scripts",
  decode: (lines) => goTestEvents(lines),
  facts(lines, run) {
    const all = [...compilers.facts(lines, run), ...linters.facts(lines, run), ...testRunners.facts(lines, run)];
    const seen = new Set<string>();
    return all.filter((f) => !seen.has(f.cls + f.text) && seen.add(f.cls + f.text));
  },
  noise: [...(compilers.noise ?? []), ...(testRunners.noise ?? [])],
  rawLocations: linters.rawLocations,
};


// ---------------------------------------------------------------------------------------------
// Language ecosystems (issue 22): JVM builds, Python/Ruby/PHP/Go linters, test runners other than
// the JavaScript, Rust, Go and pytest ones, and the package managers of those languages.

/** `N word` counts on summary lines of these runners (`5 examples, 2 failures`, `Tests: 5, Errors: 1`). */
const LANG_COUNT_WORDS = /\b\d+ (?:failures?|errors?|examples?|pending|runs|assertions|skips|tests?(?: completed)?|failed|skipped|issues?|offenses?(?: detected)?)\b|\b(?:failures|errors|skipped|expected failures|Errors|Failures|Skipped|Incomplete|Risky|Warnings|Deprecations|Tests|Assertions)[:=] ?\d+/g;

/** Maven and Gradle: javac's `File.java:[12,20]`, Surefire's failing tests and totals, Gradle's failing tests. */
const jvmBuilds: Family = {
  name: "JVM builds",
  facts(lines) {
    const out: Fact[] = [
      ...compilers.facts(lines, { command: "", argv: [], planned: [] }),
      ...matchAll(lines, /(\S+\.(?:java|kt|scala|groovy):\[\d+,\d+\])/, "location"),
      ...matchAll(lines, /^\[ERROR\]\s+(\w+\.\w+:\d+)\b/, "test"), // Surefire's Results: `ShapesTest.perimeterOfRectangle:16`
      ...matchAll(lines, /^\[ERROR\] ([\w.$]+\.\w+) -- Time elapsed: .*<<< (?:FAILURE|ERROR)!$/, "test"),
      ...matchAll(lines, /^(\S+ > \S+) FAILED$/, "test"), // Gradle
      ...matchAll(lines, /^\[(?:ERROR|INFO)\] (Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+)$/, "count"),
      ...matchAll(lines, /^(\d+ tests? completed, \d+ failed(?:, \d+ skipped)?)$/, "count"),
      ...matchAll(lines, /^\[INFO\] (\S+) \.+ (?:FAILURE|SKIPPED) \[/, "field"), // reactor modules that did not build
      ...matchAll(lines, /^(?:\[INFO\] )?(BUILD (?:SUCCESS|FAILURE|SUCCESSFUL|FAILED))\b/, "field"),
    ];
    return out;
  },
  noise: [/^(?:\[INFO\] )?Download(?:ing|ed) from \S+: /, /^Progress \(\d+\): /, /^Download https?:\/\//, /^\[INFO\] --- \S+ .*@ \S+ ---$/],
};

/** ruff, golangci-lint, staticcheck, rubocop, pyright, markdownlint, cargo fmt, mix format: codes, rules and cops. */
/**
 * JSON reports read as data (golangci-lint's `{"Issues":[...]}`, v2 with its text summary after
 * it; phpstan's `{"totals":...}`, one line or indented): each issue as the text format prints it
 * (`path:line:col: text (linter)`; phpstan `path:line: message`), the other lines as they are.
 */
function lintReports(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!(l.startsWith('{"Issues":') || l.startsWith('{"totals":') || (l === "{" && (lines[i + 1] ?? "").trim().startsWith('"totals":')))) {
      out.push(l);
      continue;
    }
    let end = i;
    let doc: unknown = null;
    let rest = "";
    for (; end < lines.length; end++) {
      if (end > i && !lines[end].startsWith("}")) continue;
      try {
        doc = JSON.parse(lines.slice(i, end + 1).join("\n"));
        break;
      } catch {
        doc = null;
      }
      if (end > i && lines[end].length > 1) {
        // The closing brace with stderr's first line joined to it (no newline after the document).
        try {
          doc = JSON.parse([...lines.slice(i, end), "}"].join("\n"));
          rest = lines[end].slice(1);
          break;
        } catch {
          doc = null;
        }
      }
    }
    if (doc === null) {
      // A one-line document with no newline after it, stderr's first line joined to it (phpstan).
      for (let cut = l.lastIndexOf("}"); cut > 0 && doc === null; cut = l.lastIndexOf("}", cut - 1)) {
        try {
          doc = JSON.parse(l.slice(0, cut + 1));
          rest = l.slice(cut + 1);
          end = i;
        } catch {
          doc = null;
        }
      }
    }
    if (doc === null) {
      out.push(l);
      continue;
    }
    const golangci = doc as { Issues?: { FromLinter: string; Text: string; Pos: { Filename: string; Line: number; Column: number } }[] };
    const phpstan = doc as { files?: Record<string, { messages: { message: string; line: number | null }[] }> | [] };
    if (Array.isArray(golangci.Issues)) {
      for (const it of golangci.Issues) out.push(`${it.Pos.Filename}:${it.Pos.Line}${it.Pos.Column ? `:${it.Pos.Column}` : ""}: ${it.Text} (${it.FromLinter})`);
    } else if (phpstan.files !== undefined) {
      for (const [file, f] of Object.entries(phpstan.files)) for (const m of f.messages) out.push(`${file}:${m.line ?? "?"}: ${m.message}`);
    }
    if (rest) out.push(rest);
    i = end;
  }
  return out;
}

const langLinters: Family = {
  name: "linters (Python, Go, Ruby, formatters)",
  decode: (lines) => lintReports(lines),
  facts(lines) {
    return [
      ...ownLocations(lines),
      ...matchAll(lines, /^([A-Z]{1,4}\d{3,4}|invalid-syntax)(?: \[\*\])? /, "code"), // ruff
      ...matchAll(lines, /^\S+:\d+(?::\d+)?: .* \(([\w-]+)\)$/, "code"), // golangci-lint's linter, staticcheck's check
      ...matchAll(lines, /^\S+:\d+:\d+: [CWEFRI]: (?:\[\w+\] )?([A-Z]\w+\/\w+):/, "code"), // rubocop's cop
      ...matchAll(lines, /\((report\w+)\)$/, "code"), // pyright's rule
      ...matchAll(lines, /^\S+:\d+(?::\d+)? (MD\d{3})\b/, "code"), // markdownlint's rule
      ...matchAll(lines, /^(?:error|warning)\[([\w-]+)\]: /, "code"), // deno lint's rule
      ...matchAll(unfixedSqlfluffRows(lines), /^L:\s+\d+ \| P:\s+\d+ \|\s+(\w+) \| /, "code"), // sqlfluff's rule
      ...matchAll(lines, /^\s+[!x] (\w+\([\w-]+\)): /, "code"), // oxlint's rule
      ...matchAll(lines, /^\s+\d+:\d+\s+[✖⚠]\s+.*\s([a-z][\w-]*(?:\/[\w-]+)?)$/, "code"), // stylelint's rule
      ...matchAll(lines, /^  \* (\S+)$/, "path"), // mix format's unformatted files
      ...counts(lines, /^Found \d+ errors?|^\d+ issues?:|^\d+ files? inspected|^\d+ errors?, \d+ warnings?|^\d+ files? would be reformatted/, LANG_COUNT_WORDS),
    ];
  },
};

/**
 * sqlfluff fix/format list a file's violations under `== [file] FAIL`, then say `== [file] FIXED`
 * once they are fixed: a fixed violation is no finding any more (as ruff --fix and eslint --fix
 * only count what they fixed), so the rows of a block its FIXED line closes are left out.
 */
function unfixedSqlfluffRows(lines: string[]): string[] {
  const out: string[] = [];
  let block: string[] = [];
  let file = "";
  for (const l of lines) {
    const head = l.match(/^== \[(.+)\] (FAIL|FIXED|PASS)$/);
    if (head) {
      if (!(head[2] === "FIXED" && head[1] === file)) out.push(...block);
      block = [];
      file = head[2] === "FAIL" ? head[1] : "";
      continue;
    }
    if (file) block.push(l);
    else out.push(l);
  }
  out.push(...block);
  return out;
}

/** unittest (and Django), rspec, minitest, PHPUnit, ExUnit, cargo nextest, deno test, meson test: failing tests, their locations and the summary counts. */
const langTests: Family = {
  name: "test runners (unittest, rspec, minitest, PHPUnit, ExUnit, nextest, dotnet test)",
  facts(lines) {
    return [
      ...ownLocations(lines),
      ...matchAll(lines, /^(?:ERROR|FAIL): (\S+ \(.+\))$/, "test"), // unittest
      ...matchAll(lines, /^rspec (\.\/\S+:\d+) # /, "test"), // rspec's re-run line
      ...matchAll(lines, /^([A-Z]\w*#test_\w+)(?: \[|:$)/, "test"), // minitest
      ...matchAll(lines, /^\d+\) ([\w\\]+::\w+)/, "test"), // PHPUnit
      ...matchAll(lines, /^\s+\d+\) test (.+) \(\w+\)$/, "test"), // ExUnit
      ...matchAll(lines, /^\s+FAIL \[ *[\d.]+s\] (?:\(\d+\/\d+\) )?(\S+ \S+)$/, "test"), // cargo nextest
      ...matchAll(lines, /^(.+ => \.\/\S+:\d+:\d+)$/, "test"), // deno test
      ...matchAll(lines, /^\s*\d+\/\d+ (\S+)\s+(?:FAIL|TIMEOUT|UNEXPECTEDPASS)\s/, "test"), // meson test
      ...matchAll(lines, /^ {2}Failed (\S.*?) \[[^\]]+\]$/, "test"), // dotnet test (VSTest)
      ...matchAll(lines, /^failed (\S.*?) \(\d[^)]*\)$/, "test"), // dotnet test (Microsoft.Testing.Platform)
      ...matchAll(lines, /^((?:Failed|Passed)! +- Failed: +\d+, Passed: +\d+, Skipped: +\d+, Total: +\d+)/, "count"), // VSTest's summary
      ...matchAll(lines, /^ {2}((?:total|failed|succeeded|skipped): \d+)$/, "count"), // MTP's summary
      ...matchAll(lines, /^((?:Fail|Timeout|Unexpected Pass):\s+[1-9]\d*)/, "count"), // meson test's summary
      ...counts(lines, /^(?:FAILED|ok) \| /, COUNT_WORDS), // deno test's summary
      ...counts(lines, /^(?:FAILED|OK) \(|^Ran \d+ tests?|^\d+ examples?, |^\d+ runs, |^Tests: \d+, |^\d+ tests?, \d+ failures?|^\s+Summary \[ *[\d.]+s\] /, LANG_COUNT_WORDS),
    ];
  },
};

/** pip, uv, poetry, bundler, composer, go mod: what was installed or changed, and the errors. */
const langPackages: Family = {
  name: "package managers (Python, Ruby, PHP, Go)",
  facts(lines) {
    const out: Fact[] = [...ownLocations(lines)];
    for (const l of lines) {
      const pip = l.match(/^Successfully installed (.+)$/);
      if (pip) for (const p of pip[1].split(" ")) out.push({ cls: "field", text: p });
      const m = l.match(/^go: found (\S+ in \S+ \S+)$/);
      if (m) out.push({ cls: "field", text: m[1] });
      // One line per package of an operation list (uv, poetry, composer, bundler): a list an
      // install that names no package may fold into its first line and the count of the others,
      // or count its lines (count_lines).
      const op =
        l.match(/^ [+\-~] (\S+==\S+)/) ?? // uv
        l.match(/^  - (?:Installing|Updating|Upgrading|Removing|Locking|Downgrading) (\S+ \([^)]*\))/) ??
        l.match(/^Installing ([\w.-]+ \d\S*)/);
      if (op) out.push({ cls: "entry", text: op[1] });
      if (/^(?:ERROR|error): /.test(l)) out.push({ cls: "field", text: l.trim(), match: "line" });
    }
    return out;
  },
  noise: [/^\s+[━╸╺─]+ [\d.]+\/[\d.]+ /, /^Requirement already satisfied: /, /^Using \S+ \S+$/, /^go: downloading /, /^\[notice\] /],
  cuttable: ["entry"],
};

/**
 * Infrastructure, network, database and system tools (curl, wget, docker/podman, kubectl/oc,
 * terraform/tofu, pulumi, helm, psql, mysql, sqlite3, redis-cli, aws, rsync, dig, iptables, ansible, pre-commit...): errors as the tool said them, HTTP statuses, terraform's resource changes,
 * summaries and locations, each container's and pod's name and status, row counts, transfers.
 * Alignment padding counts as one space (tables and klog headers are squeezed, never reworded).
 */
const infra: Family = {
  name: "infra",
  facts(lines) {
    const out: Fact[] = [];
    const cell = (text: string): Fact => ({ cls: "field", text: text.trim(), match: "cell" });
    for (const l of lines) {
      // Errors and warnings, whoever printed them.
      // A klog line's message is the fact: its header (time, pid) differs on every retry.
      const klog = l.match(/^[EW]\d{4} [\d:.]+ +\d+ \S+\] (.*)$/);
      // So is a journal line's (journalctl's short formats: short, -precise, -iso, -monotonic, -unix,
      // -full): time and pid differ on every repeat.
      const journal = l.match(/^(?:\w{3} [ \d]\d \d\d:\d\d:\d\d(?:\.\d+)?|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d+)?(?:[+-]\d\d:?\d\d|Z)|\[ *\d+\.\d+\]|\d+\.\d+|\w{3} \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \w+) \S+ [\w.@-]+\[\d+\]: (.*\bERROR\b.*)$/);
      if (klog) out.push({ cls: "code", text: klog[1], match: "cell" });
      else if (journal) out.push({ cls: "code", text: journal[1], match: "cell" });
      else if (/^(?:curl: \(\d+\) |Error: |error: |ERROR: |\[ERROR\] |\[WARNING\] |psql:\S+: ERROR: |Error from server )|\bERROR\b|^│ (?:Error|Warning): /.test(l)) out.push({ cls: "code", text: l.replace(/^│ /, "").trim().replace(/\s+/g, " "), match: "cell" });
      // HTTP statuses.
      const http = l.match(/^HTTP request sent, awaiting response\.\.\. (.+)$|^(?:< )?(HTTP\/[\d.]+ \d{3}\b.*)$/);
      if (http) out.push(cell(http[1] ?? http[2]));
      // terraform/tofu: every resource change, every location, the summaries.
      const change = l.match(/^\s*# (\S+) (?:will be|must be|has been|is tainted)\b/);
      if (change) out.push({ cls: "entry", text: change[1] });
      const on = l.match(/\bon (\S+ line \d+)\b/);
      if (on) out.push({ cls: "location", text: `on ${on[1]}` });
      if (/^(?:Plan: \d+ to add|(?:Apply|Destroy) complete! |No changes\. |Success! The configuration is valid\.)/.test(l)) out.push(cell(l));
      // Tables: each docker/podman container's name and status, each pod's name and status.
      const ps = l.match(/^[0-9a-f]{12} {2,}\S+ {2,}.*? {2,}((?:Up|Exited|Created|Restarting|Paused|Dead)\b.*?) {2,}(?:\S.*? {2,})?(\S+)$/);
      if (ps) out.push(cell(ps[1]), cell(ps[2]));
      const pod = l.match(/^(\S+) +(\d+\/\d+) +(Running|Pending|CrashLoopBackOff|ImagePullBackOff|ErrImagePull|Completed|Error|Terminating|ContainerCreating|Init:\S+|OOMKilled|Evicted) +/);
      if (pod) out.push({ ...cell(pod[1]), with: `${pod[2]} ${pod[3]}` });
      // ansible's failed results and recap, pre-commit's failing hooks, dig's answers.
      if (/^(?:fatal|failed): \[/.test(l)) out.push({ cls: "code", text: l.trim() });
      const recap = l.match(/^(\S+)\s+: (ok=\d+.*?)\s*$/);
      if (recap) out.push(cell(`${recap[1]} : ${recap[2]}`));
      const hook = l.match(/^(.*?)\.{3,}Failed$/);
      if (hook) out.push({ cls: "test", text: hook[1] });
      if (/^\S+\.\s+\d+\s+IN\s+\w+\s+\S/.test(l)) out.push(cell(l));
      // pulumi: each diagnostic's error and what the run did (its Resources summary; the plan's
      // `+ 1 to create` an up prints first is what `+ 1 created` then says).
      const pulumiError = l.match(/^ {4}(error: .+)$/);
      if (pulumiError) out.push({ cls: "code", text: pulumiError[1], match: "cell" });
      if (/^ {4}(?:[-+~] |\+-)?\d+ (?:created|updated|deleted|replaced|unchanged|errored)$/.test(l)) out.push(cell(l));
      // psql's row counts, helm's lint summary, aws transfers, kubectl's per-object lines.
      if (/^\(\d+ rows?\)$|^\d+ chart\(s\) linted|^(?:upload|download|copy|delete): \S+ to \S+|^\S+\/\S+ (?:created|configured|unchanged|deleted)$|^\S+ "\S+" deleted$/.test(l)) out.push(cell(l.replace(/\s+$/, "")));
    }
    return out;
  },
  noise: [/^ {2}% Total {4}% Received % Xferd/, /^ +\d+K(?: \.{10}){5} +\d+%/, /: Refreshing state\.\.\. \[id=/, /^--> (?:Using cache )?[0-9a-f]{11,64}$/, /^[0-9a-f]{12}: (?:Pulling fs layer|Download complete|Already exists)$/],
};

export const FAMILIES: Family[] = [jvmBuilds, langLinters, langTests, langPackages, compilers, linters, testRunners, scripts, search, ls, find, tree, gitStatus, gitLog, packageManagers, gh, infra, other];

/** The family of a session spec (what the plan picked for the fixture's command). */
export function familyOf(session: string): Family {
  // A count_lines filter's spec carries the command line's words after its name (`filter:builtin:uv-sync:add httpx`).
  const s = session.replace(/^dev:/, "").replace(/^filter:\w+:([^:]*)(?::.*)?$/, "$1");
  if (/^(?:tsc|mypy|cargo-build|cargo-clippy|make|cmake-build|detect:make|go-build|dotnet-(?:build|restore|format|run|ef)|swift-build|deno-check|ninja|meson-setup|cmake-configure)$/.test(s)) return compilers;
  if (/^(?:eslint|biome|shellcheck|yamllint|prettier)$/.test(s)) return linters;
  if (/^(?:vitest|jest|node-test|bun-test|playwright|go-test|go-test-json|cargo-test|pytest|ctest)$/.test(s)) return testRunners;
  if (s === "detect") return scripts;
  if (/^(?:mvn-build|gradle)$/.test(s)) return jvmBuilds;
  if (/^(?:ruff-check|ruff-format|golangci-lint|golangci-lint-json|phpstan-json|staticcheck|rubocop|pyright|cargo-fmt|mix-format|mix-compile|markdownlint|deno-lint|sqlfluff|oxlint|stylelint)$/.test(s)) return langLinters;
  if (/^(?:python-unittest|django-test|rspec|minitest|phpunit|mix-test|cargo-nextest|deno-test|meson-test|tox|dotnet-test)$/.test(s)) return langTests;
  if (/^(?:pip-install|pip-list|pip-show|uv-sync|poetry-install|bundle-install|composer-install|go-mod)$/.test(s)) return langPackages;
  if (/^grep/.test(s)) return search;
  if (/^ls(?::|$)/.test(s)) return ls;
  if (/^find(?::|$)/.test(s)) return find;
  if (s === "tree") return tree;
  if (s === "git-status") return gitStatus;
  if (/^git-log/.test(s)) return gitLog;
  if (/^(?:npm|pnpm|yarn|bun)-/.test(s)) return packageManagers;
  if (/^gh:/.test(s)) return gh;
  if (/^(?:curl|wget|docker-\w+|container-logs|kubectl-\w+|terraform-\w+|helm-\w+|psql|mysql|sqlite3|aws-[\w-]+|rsync|iptables|fail2ban-client|ansible-playbook|pre-commit|sops|systemctl-status|journalctl|dig|nslookup|gcloud|pulumi-\w+|redis-cli-\w+)$/.test(s)) return infra;
  return other;
}
