// File and search filters on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise
// gone, exit codes kept, output never longer than raw.
import { describe, expect, it } from "vitest";
import { asRun, fixture, plan, runSession, type Filtered } from "../filters-git/fixture";

function filtered(spec: string, path: string): Filtered & { exitCode: number } {
  const fx = fixture(path);
  const f = runSession(spec, fx);
  expect(f.tokens).toBeLessThanOrEqual(f.rawTokens);
  return { ...f, exitCode: fx.exitCode };
}

describe("plans", () => {
  it("ls runs with LC_ALL=C and -p, keeps the user's flags, passes column formats through", () => {
    const p = plan(["ls", "-la", "src"]);
    expect(p.argv).toEqual(["ls", "-p", "-la", "src"]);
    expect(p.env).toEqual(["LC_ALL", "C"]);
    // :p / p: the plan added the `/`, taken out again for the never-worse comparison.
    expect(p.session).toBe("ls:p");
    expect(plan(["ls", "-la", "node_modules/x"]).session).toBe("ls:pa");
    expect(plan(["ls", "-R"]).session).toBe("ls:Rp");
    expect(plan(["ls", "-F"]).session).toBe("ls");
    expect(plan(["ls", "-F"]).argv).toEqual(["ls", "-F"]);
    expect(plan(["ls", "-C"]).mode).toBe("passthrough");
  });

  it("grep and rg print line numbers and a NUL after file names; one operand gets no forced name; shape flags pass through", () => {
    expect(plan(["grep", "-r", "foo", "src", "lib"]).argv).toEqual(["grep", "-H", "-n", "--null", "--color=never", "-r", "foo", "src", "lib"]);
    // One operand: a directory gives its files' names anyway, a file is printed bare (as the user's grep does).
    expect(plan(["grep", "-r", "foo", "."]).argv).toEqual(["grep", "-n", "--null", "--color=never", "-r", "foo", "."]);
    expect(plan(["rg", "foo"]).argv).toEqual(["rg", "--no-heading", "--color=never", "--with-filename", "-n", "--null", "foo"]);
    expect(plan(["rg", "-n", "foo", "a.ts"]).argv).toEqual(["rg", "--no-heading", "--color=never", "--null", "-n", "foo", "a.ts"]);
    for (const argv of [["grep", "-c", "x", "f"], ["grep", "-rl", "x", "."], ["grep", "-o", "x"], ["rg", "-l", "x"], ["rg", "--json", "x"], ["rg", "--count", "x"]]) {
      expect(plan(argv).mode, argv.join(" ")).toBe("passthrough");
    }
  });

  it("grep and rg with a colour flag of the user's (rg's -p/--pretty too) run as typed: colour codes would break the parse", () => {
    for (const argv of [["grep", "--color=always", "-r", "x", "."], ["grep", "--colour=always", "x", "a.ts"], ["grep", "--color=never", "--color=always", "-r", "x"], ["rg", "--color", "always", "x"], ["rg", "--color=ansi", "x"], ["rg", "-p", "x"], ["rg", "--pretty", "x"]]) {
      expect(plan(argv).mode, argv.join(" ")).toBe("passthrough");
    }
    // After `--` it is a pattern or a file name.
    expect(plan(["grep", "-r", "x", "--", "--color=always"]).mode).toBe("capture");
  });

  it("grep reading its stdin (the last stage of a pipe) runs as typed: file names would only lengthen it", () => {
    for (const argv of [["grep", "fix"], ["grep", "-i", "fix"], ["grep", "-e", "a", "-e", "b"], ["grep", "-A", "3", "fix"], ["grep", "-m5", "x"], ["grep", "--max-count", "2", "x"]]) {
      expect(plan(argv).mode, argv.join(" ")).toBe("passthrough");
    }
    for (const argv of [["grep", "fix", "a.ts"], ["grep", "-e", "x", "a.ts"], ["grep", "-r", "fix"], ["grep", "--include=*.ts", "-R", "x"], ["grep", "-A", "3", "fix", "a.ts"], ["grep", "x", "--", "-weird-name"]]) {
      expect(plan(argv).session, argv.join(" ")).toMatch(/^grep1?n?(:|$)/);
    }
  });

  it("grep and rg sessions get the pattern's literal part (long lines are cut around it)", () => {
    const cases: [string[], string][] = [
      [["grep", "-rn", "Infinity", "src"], "grep:Infinity"],
      [["grep", "-A", "3", "fix", "a.ts"], "grep:fix"],
      [["grep", "-m5", "-e", "foo.*barz", "a.ts"], "grep:barz"],
      [["grep", "--regexp=load\\.config", "-r", "."], "grep:load.config"],
      [["rg", "-g", "*.ts", "fn\\s+main"], "grep:main"],
      [["rg", "--type", "ts", "-n", "Infinity"], "grep:Infinity"],
      [["grep", "-r", "--", "-x-flag"], "grep:-x-flag"],
      // From a file, or too short to find: the plain cut.
      [["grep", "-f", "patterns.txt", "-r", "."], "grep"],
      [["rg", "a.b"], "grep"],
      // -F: the pattern is a fixed string, all of it.
      [["rg", "-F", "a.b(c)"], "grep:a.b(c)"],
      [["grep", "-rF", "x[0]", "."], "grep:x[0]"],
    ];
    // grep[1][n]: one operand / numbers added (see the plan); the literal part follows the colon.
    for (const [argv, spec] of cases) expect(plan(argv).session.replace(/^grep1?n?/, "grep"), argv.join(" ")).toBe(spec);
  });

  it("find models predicates, passes actions to native find, accepts rtk's pattern form", () => {
    expect(plan(["find", ".", "-name", "*.ts", "-type", "f"]).session).toBe("find");
    expect(plan(["find", ".", "-name", "*.js", "-exec", "wc", "-l", "{}", "+"]).mode).toBe("passthrough");
    expect(plan(["find", "*.ts", "src"]).argv).toEqual(["find", "src", "-name", "*.ts"]);
  });

  it("read: one file is fed by the host, several go through tail -n +1, - is stdin", () => {
    const one = plan(["read", "-l", "minimal", "--max-lines", "50", "src/a.ts"]);
    expect(one.input).toBe("files");
    expect(one.files).toEqual(["src/a.ts"]);
    expect(one.session).toBe("read:minimal:50:-1:0:src/a.ts");
    const two = plan(["read", "a.ts", "b.py"]);
    expect(two.argv).toEqual(["tail", "-n", "+1", "--", "a.ts", "b.py"]);
    expect(plan(["read", "-"]).input).toBe("stdin");
    expect(plan(["read", "--tail-lines", "20", "-n", "x.go"]).session).toBe("read:none:-1:20:1:x.go");
  });

  it("diff adds -u; json, log read files or stdin; env and deps are rtk's own", () => {
    expect(plan(["diff", "a", "b"]).argv).toEqual(["diff", "-u", "a", "b"]);
    expect(plan(["diff", "-q", "a", "b"]).mode).toBe("passthrough");
    expect(plan(["diff"]).input).toBe("stdin");
    expect(plan(["json", "--depth", "2", "--keys-only", "p.json"]).session).toBe("json:2:1:p.json");
    expect(plan(["json"]).session).toBe("json:5:0");
    expect(plan(["log", "app.log"]).files).toEqual(["app.log"]);
    expect(plan(["log"]).input).toBe("stdin");
    expect(plan(["env", "-f", "AWS"]).session).toBe("env:0:AWS");
    expect(plan(["env", "FOO=1", "node", "x.js"]).mode).toBe("passthrough");
    expect(plan(["deps", "proj"]).argv.at(-1)).toBe("proj");
    expect(plan(["err", "make"]).argv).toEqual(["make"]);
    // rtk test: a development tool with a filter of its own runs as `rtk <cmd>` would; any
    // other command gets the generic failures-only view.
    expect(plan(["test", "node", "--test"]).session).toBe("dev:node-test");
    expect(plan(["test", "pytest", "-x"])).toMatchObject({ session: "dev:pytest", argv: ["pytest", "-x"] });
    expect(plan(["test", "cargo", "test"]).session).toBe("dev:cargo-test");
    expect(plan(["test", "go", "test", "./..."]).argv).toEqual(plan(["go", "test", "./..."]).argv);
    expect(plan(["test", "pytest"]).reason).toMatch(/^test: the command's own filter; /);
    expect(plan(["test", "python3", "-m", "unittest"])).toMatchObject({ session: "generic:test", argv: ["python3", "-m", "unittest"] });
    expect(plan(["test", "git", "status"]).session).toBe("generic:test");
    expect(plan(["test", "sh", "-c", "make check"]).session).toBe("generic:test");
    expect(plan(["test", "err", "pytest"]).session).toBe("generic:test");
    // err is errors only, whatever the command.
    expect(plan(["err", "cargo", "build"]).session).toBe("generic:err");
    expect(plan(["test", "-f", "x"]).mode).toBe("passthrough");
  });
});

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

describe("tree", () => {
  it("drawing becomes indentation, every entry on its own line, summary kept", () => {
    const f = filtered("tree", "tree/plain");
    expect(f.out).toMatch(/^cli\/\n {2}argument\.js\n {2}command\.js\n/m);
    expect(f.out).not.toMatch(/\|--|`--/);
    expect(f.out).toMatch(/^\d+ directories, \d+ files$/m);
    expect(f.savings).toBeGreaterThanOrEqual(25);
    // Too small to be kept for recall: a noise directory's contents are shown, not hidden.
    const small = filtered("tree", "tree/L2");
    expect(small.out).toContain("node_modules/\n  commander\n");
    expect(small.cut).toBe(false);
  });
  it("every file and directory of a real package is named whole, on its own line at its depth", () => {
    for (const [path, saved] of [["tree/package-aspect-cli", 25], ["tree/package-commander", 25], ["tree/plain", 25]] as const) {
      const f = filtered("tree", path);
      expect(f.out).not.toMatch(/\|--|`--/);
      expect(f.savings, path).toBeGreaterThanOrEqual(saved);
      const shown = f.out.split("\n");
      let hiddenBelow = -1;
      let checked = 0;
      for (const line of fixture(path).raw.split("\n")) {
        const m = /^((?:[|` ]   )*)[|`]-- (.*)$/.exec(line);
        if (!m) continue;
        const depth = m[1].length / 4;
        if (hiddenBelow >= 0 && depth > hiddenBelow) continue;
        hiddenBelow = m[2] === "node_modules" ? depth : -1;
        const indent = "  ".repeat(depth);
        expect(shown.includes(indent + m[2]) || shown.includes(`${indent + m[2]}/`), `${path}: ${m[2]}`).toBe(true);
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
    }
  });
  it("reads the box-drawing form too (a UTF-8 locale) the same way", () => {
    expect(filtered("tree", "tree/utf8-L2").out).toBe(filtered("tree", "tree/L2").out);
  });
});

describe("find", () => {
  it("every path whole, one per line in find's order; a noise directory's paths counted where recall has them", () => {
    const f = filtered("find", "find/name-ts");
    const raw = rawLines("find/name-ts");
    const own = raw.filter((l) => !l.includes("/node_modules/"));
    expect(f.out).toBe(`${own.join("\n")}\n+${raw.length - own.length} more in ./node_modules\n`);
    expect(f.cut).toBe(true);
  });
  it("keeps find's error and exit code", () => {
    const f = filtered("find", "find/missing");
    expect(f.exitCode).toBe(1);
    expect(f.err).toContain("No such file or directory");
  });
});

describe("grep and rg", () => {
  /** The user's search of fixture `path` as rtk runs it: its planned twin through the plan's session. */
  function searched(path: string): Filtered & { exitCode: number } {
    const ran = asRun(path);
    return filtered(ran.spec, ran.path);
  }

  it.each(["grep/rn-many", "rg/n-many"])("%s: every match as the user's own command prints it, path and line number whole", (path) => {
    const f = searched(path);
    // rg searches with several threads: its files come in another order from one run to the
    // next, so the user's own lines are those of the twin (the NUL rtk asked for back to `:`).
    const twin = asRun(path).path;
    const user = fixture(twin).stdout.toString().replaceAll("\0", ":").replace(/\n$/, "").split("\n");
    // grep's order is the directory's: the user's own grep printed exactly these lines.
    if (path.startsWith("grep/")) expect(user.join("\n")).toBe(fixture(path).stdout.toString().replace(/\n$/, ""));
    const out = f.out.replace(/\n$/, "").split("\n");
    expect(out).toHaveLength(user.length);
    let cut = 0;
    for (const [i, l] of user.entries()) {
      // Only a match whose text passes 200 characters is shortened: the window of it around the
      // match, its path and line number whole, each cut marked with `…`.
      if (out[i] === l) continue;
      expect(out[i].includes("…") && out[i].split("…").every((piece) => l.includes(piece)), l).toBe(true);
      expect(out[i]).toContain("export function");
      expect(out[i].slice(0, l.indexOf(":", l.indexOf(":") + 1) + 1)).toBe(l.slice(0, l.indexOf(":", l.indexOf(":") + 1) + 1));
      cut++;
    }
    expect(cut).toBeGreaterThan(0);
    expect(f.out).toMatch(/^(?:\.\/|src\/)core\/errors\.ts:322:export function flattenError<T>\(error: \$ZodError<T>\): _FlattenedError<T>;$/m);
    expect(f.cut).toBe(true);
  });
  it("a long line is cut around its match when the match lies beyond the cut, and the run is cut", () => {
    const g = searched("grep/long-line");
    expect(g.out).toMatch(/^core\/json-schema-processors\.ts:212:….*NaN and Infinity have no keyword form\.$/m);
    // Indentation is text: kept.
    expect(g.out).toContain("core/compile.ts:1126:  // Runtime z.number() rejects NaN and ±Infinity. Number.isFinite covers both.\n");
    expect(g.cut).toBe(true);
    const r = searched("rg/long-lines");
    const lines = r.out.split("\n").filter((l) => /^src\/core\/\S+:\d+:/.test(l));
    expect(lines.length).toBe(195);
    // Every shown match line shows the match; no text is longer than 200 characters.
    for (const l of lines) {
      expect(l.toLowerCase(), l).toContain("never");
      expect(l.replace(/^\S+?:\d+:/, "").length).toBeLessThanOrEqual(200);
    }
    expect(r.cut).toBe(true);
  });
  it("context lines and grep's `--` stay beside their match", () => {
    const f = searched("rg/context");
    expect(f.out).toMatch(/^src\/cli\/command\.js-10-const \{ Option, DualOptions \} = require\('\.\/option\.js'\);\nsrc\/cli\/command\.js:11:const \{ suggestSimilar \}/m);
    expect(f.out).toMatch(/^--$/m);
    expect(f.out).toMatch(/^src\/cli\/suggestSimilar\.js-55-\nsrc\/cli\/suggestSimilar\.js:56:function suggestSimilar/m);
    const g = searched("grep/context");
    expect(g.out).toMatch(/^command\.js-10-const \{ Option, DualOptions \} = require\('\.\/option\.js'\);\ncommand\.js:11:const \{ suggestSimilar \} = require\('\.\/suggestSimilar'\);$/m);
    expect(g.out).toMatch(/^--$/m);
  });
  it("exit codes 1 (no match) and 2 (error) are the engine's, errors kept", () => {
    for (const path of ["grep/none", "rg/none"]) {
      const none = searched(path);
      expect(none.exitCode, path).toBe(1);
      expect(none.text, path).toBe("");
    }
    for (const path of ["grep/error", "rg/error"]) {
      const e = searched(path);
      expect(e.exitCode, path).toBe(2);
      expect(e.err, path).toContain("no-such-dir: No such file or directory");
    }
  });
});

describe("read", () => {
  it("minimal drops comments and blank runs, keeps code and strings", () => {
    const f = filtered("read:minimal:-1:-1:0:util.ts", "read/cat-util.ts");
    expect(f.out).toContain('import { globalConfig } from "./core.js";');
    expect(f.out).not.toMatch(/^\s*\/\//m);
    expect(f.out).not.toMatch(/\n\n\n/);
    expect(f.savings).toBeGreaterThanOrEqual(24);
    // Every line that holds no comment marker comes through as it was.
    const out = new Set(f.out.split("\n"));
    for (const line of fixture("read/cat-util.ts").raw.split("\n")) {
      if (/\/\/|\/\*|^\s*\*/.test(line)) continue;
      expect(out.has(line.trimEnd()), line).toBe(true);
    }
    // `//` inside a regular expression literal is no comment.
    expect(f.out).toContain('return uint8ArrayToBase64(bytes).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=/g, "");');
    // An inline /* comment */ leaves one space.
    expect(f.out).toContain('const EVALUATING = Symbol("evaluating");');
    const sh = filtered("read:minimal:-1:-1:0:rerere-train.sh", "read/cat-rerere-train.sh");
    // `$#` is no comment; `# ...` at the start of a word is.
    expect(sh.out).toContain("while test $# -gt 0");
    expect(sh.out).toMatch(/^\tgit reset -q --hard$/m);
    expect(sh.out).not.toContain("Nanako Shiraishi");
    const py = filtered("read:minimal:-1:-1:0:decoder.py", "read/cat-decoder.py");
    expect(py.out).toContain('"""Implementation of JSONDecoder');
    expect(py.out).not.toMatch(/^\s*#/m);
  });
  it.each([
    ["util.ts", "export function", /^\s{4,}return /m],
    ["decoder.py", "def py_scanstring(s, end, strict=True,", /^\s+return /m],
    ["main.rs", "impl OutputFormat {", /^\s+let /m],
    ["proxy.go", "func (p *Proxy) Run() error {", /^\s+return /m],
  ])("aggressive keeps the signatures of %s", (file, signature, body) => {
    const f = filtered(`read:aggressive:-1:-1:0:${file}`, `read/cat-${file}`);
    expect(f.out).toContain(signature);
    expect(f.out).not.toMatch(body);
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });
  it("several files keep their headers and each its language", () => {
    const f = filtered("read:aggressive:-1:-1:0:", "read/as-run-two");
    expect(f.out).toMatch(/^==> help\.js <==$/m);
    expect(f.out).toMatch(/^==> proxy\.go <==$/m);
    expect(f.out).toMatch(/^==> decoder\.py <==$/m);
    expect(f.out).toContain("  formatHelp(cmd, helper) {");
    expect(f.out).toContain("class JSONDecoder(object):");
  });
  it("max-lines with line numbers, tail-lines, binary detection", () => {
    const h = filtered("read:none:20:-1:1:help.js", "read/cat-help.js");
    expect(h.out.split("\n")[0]).toBe("1\tconst { humanReadableArgName } = require('./argument.js');");
    expect(h.out).toMatch(/^\.\.\. \+727 more lines$/m);
    expect(h.cut).toBe(true);
    const t = filtered("read:none:-1:5:0:decoder.py", "read/cat-decoder.py");
    expect(t.out).toMatch(/^\.\.\. \d+ lines above$/m);
    expect(t.out.trimEnd().split("\n")).toHaveLength(6);
    expect(filtered("read:none:-1:-1:0:true.bin", "read/cat-binary").out).toBe("[binary file true.bin: 35664 bytes]\n");
  });
  it("level none with no options gives the file unchanged", () => {
    const fx = fixture("read/cat-proxy.go");
    expect(filtered("read:none:-1:-1:0:proxy.go", "read/cat-proxy.go").out).toBe(fx.stdout.toString());
  });
});

describe("diff, wc, json, env, log, deps", () => {
  it("diff: unified diff compacted, exit 1 means different, 2 an error", () => {
    const f = filtered("diff-files", "diff/unified");
    expect(f.exitCode).toBe(1);
    expect(f.out).toMatch(/^help\.new\.js \(\+49\/-80\)$/m);
    expect(f.out).toMatch(/^@@ -197,52 \+197,21 @@$/m);
    expect(f.savings).toBeGreaterThanOrEqual(60);
    const m = filtered("diff-files", "diff/missing");
    expect(m.exitCode).toBe(2);
    expect(m.err).toContain("No such file or directory");
  });
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
  it("env: secret values masked, credentials in URLs masked, the rest kept", () => {
    const f = filtered("env:0:", "env/typical");
    for (const name of ["AWS_SECRET_ACCESS_KEY", "GITHUB_TOKEN", "OPENAI_API_KEY", "STRIPE_SECRET_KEY", "DB_PASSWORD", "AWS_ACCESS_KEY_ID"]) {
      expect(f.out).toMatch(new RegExp(`^${name}=\\*\\*\\*$`, "m"));
    }
    expect(f.out).toContain("DATABASE_URL=postgres://app:***@db:5432/app");
    expect(f.out).toContain("PATH=/usr/local/bin:/usr/bin:/bin");
    expect(f.out).not.toMatch(/wJalrXUtnFEMI|ghp_EXAMPLE|s3cretpass|hunter2/);
    const only = filtered("env:0:AWS", "env/typical");
    expect(only.out.trim().split("\n").filter((l) => !l.startsWith("("))).toEqual(["AWS_ACCESS_KEY_ID=***", "AWS_SECRET_ACCESS_KEY=***"]);
  });
  it("log: repeated messages once with counts; debug chatter counted", () => {
    const r = filtered("log", "log/cat-retry");
    expect(r.out).toMatch(/^curl: \(7\) Failed to connect to 127\.0\.0\.1 port 9 .* \(x40, numbers vary\)$/m);
    expect(r.savings).toBeGreaterThanOrEqual(80);
    const n = filtered("log", "log/cat-npm");
    expect(n.out).toMatch(/^\d+ debug-level lines \(silly, verbose, debug, trace\) hidden$/m);
    expect(n.out).toContain('warn Unknown user config "nodedir"');
    expect(n.savings).toBeGreaterThanOrEqual(60);
  });
  it("log: a message under the same time-stamped header as the line above is indented under it", () => {
    const a = filtered("log", "log/cat-alternatives");
    expect(a.out).toMatch(/^update-alternatives 2025-06-24 14:36:53: run with --quiet --install \/usr\/bin\/pager pager .*\n {2}link group pager updated to point to \/usr\/bin\/less$/m);
    expect(a.savings).toBeGreaterThanOrEqual(75);
  });
  it("log: messages that differ in one value are one template line naming every value", () => {
    const a = filtered("log", "log/cat-alternatives");
    expect(a.out).toMatch(/^ {2}link group \{\} updated to point to \/usr\/lib\/jvm\/java-17-openjdk-amd64\/bin\/\{\} \(x28; \{\} = java, jpackage, keytool, /m);
    // Every "link group" message of the log can be read back: shown as it was, or as a template
    // with its value (names differing only in digits, c89/c99, are one message "numbers vary").
    const shown = new Set<string>();
    for (const line of a.out.split("\n")) {
      const m = /link group .*$/.exec(line);
      if (!m) continue;
      const t = /^(.*?) \(x\d+(?:, numbers vary)?(?:; \{\} = (.*))?\)$/.exec(m[0]);
      const text = t ? t[1] : m[0];
      if (t?.[2]) for (const v of t[2].split(", ")) shown.add(text.replaceAll("{}", v));
      else shown.add(text);
    }
    const raw = [...fixture("log/cat-alternatives").raw.matchAll(/: (link group \S+ updated to point to \S+)$/gm)].map((m) => m[1]).filter((g) => !/\d/.test(g.split(" ")[2]));
    expect(raw.length).toBeGreaterThan(40);
    for (const g of raw) expect(shown.has(g), g).toBe(true);
    // Folded lines lose their own time stamps: the raw log is offered, even when no line repeats
    // (lines 7 to 16 of the log: five java tools, each a "run with" and a "link group" line;
    // jexec's live in lib/, not bin/, and stay as they are).
    const fx = fixture("log/cat-alternatives");
    const part = fx.raw.split("\n").slice(6, 16).join("\n") + "\n";
    const p = runSession("log", { ...fx, stdout: Buffer.from(part), stderr: Buffer.alloc(0), raw: part });
    expect(p.out).toMatch(/^10 lines, 10 distinct messages\n/);
    expect(p.out).toMatch(/^ {2}link group \{\} updated to point to \/usr\/lib\/jvm\/java-17-openjdk-amd64\/bin\/\{\} \(x4; \{\} = java, jpackage, keytool, rmiregistry\)$/m);
    expect(p.cut).toBe(true);
  });
  it("log: lines that report a problem stay whole, never folded into a template", () => {
    const n = filtered("log", "log/cat-npm");
    // The package names "http-errors" and "es-errors" read as problems: their lines stay as they were.
    expect(n.out).toMatch(/^\d+ http fetch GET 200 https:\/\/registry\.npmjs\.org\/http-errors \d+ms \(cache updated\)$/m);
    expect(n.out).toMatch(/http fetch GET 200 https:\/\/registry\.npmjs\.org\/\{\} \d+ms \(cache updated\) \(x\d+, numbers vary; \{\} = express, lodash, accepts/);
    expect(n.out).toContain('warn Unknown user config "nodedir". This will stop working in the next major version of npm.');
  });
  it("deps: each manifest's groups, one line each, every name with its version", () => {
    const n = filtered("deps", "deps/as-run-node");
    expect(n.out).toMatch(/^package\.json: npmproj 1\.0\.0\ndeps: express \^4\.\d+\.\d+, lodash \^4\.\d+\.\d+\n$/);
    expect(n.savings).toBeGreaterThanOrEqual(70);
    const r = filtered("deps", "deps/as-run-rust");
    expect(r.out).toBe("Cargo.toml: fxdemo 0.1.0\ndeps: serde 1, regex 1.10, anyhow 1\ndev: tempfile 3\n");
    // Inline tables lose their features, never the version; no indentation, no short-list count.
    expect(r.out).not.toMatch(/features|derive|^ |\(\d+\)/m);
    expect(r.savings).toBeGreaterThanOrEqual(64);
    // A manifest written by others: the [[bin]] table and workspace key are not dependencies.
    const real = filtered("deps", "deps/as-run-rust-real");
    expect(real.out).toBe("Cargo.toml: error_index_generator 0.0.0\ndeps: mdbook-driver 0.5.1, mdbook-summary 0.5.1\n");
    expect(real.savings).toBeGreaterThanOrEqual(69);
    const p = filtered("deps", "deps/as-run-python").out;
    expect(p).toContain("deps: requests>=2.31, click>=8.1, pydantic>=2.5");
    expect(p).toContain("optional dev: pytest>=8, ruff>=0.3");
    const g = filtered("deps", "deps/as-run-go").out;
    expect(g).toContain("go.mod: example.com/fxdemo (go 1.21)");
    expect(g).toContain("indirect: github.com/inconshreveable/mousetrap v1.1.0, github.com/spf13/pflag v1.0.5");
  });
  it("deps: a long list is counted; target and group sections keep their qualifier", () => {
    const names = Array.from({ length: 12 }, (_, i) => `crate${i} = "0.${i}"`).join("\n");
    const text = `==> Cargo.toml <==\n[package]\nname = "big"\nversion = "2.0.0"\n\n[dependencies]\n${names}\n\n[build-dependencies]\ncc = "1"\n\n[target.'cfg(unix)'.dependencies]\nlibc = { version = "0.2", default-features = false }\n\n[target.'cfg(windows)'.dev-dependencies]\nwinapi = "0.3"\n`;
    const fx = { ...fixture("deps/as-run-rust"), stdout: Buffer.from(text), raw: text };
    const out = runSession("deps", fx).out;
    expect(out).toContain("deps (12): crate0 0.0, crate1 0.1,");
    expect(out).toContain("crate11 0.11\n");
    expect(out).toContain("build: cc 1\n");
    expect(out).toContain("deps ('cfg(unix)'): libc 0.2\n");
    expect(out).toContain("dev ('cfg(windows)'): winapi 0.3\n");
  });
});

describe("err, test, summary", () => {
  it("err keeps the error with its source excerpt, drops warnings", () => {
    const f = filtered("generic:err", "err/make-gcc");
    expect(f.exitCode).toBe(2);
    expect(f.out).toContain("calc.c:5:18: error: 'totl' undeclared");
    expect(f.out).toContain("    5 |   printf(\"%d\\n\", totl);");
    expect(f.out).toContain("make: *** [Makefile:3: calc] Error 1");
    expect(f.out).not.toContain("warning:");
    expect(f.savings).toBeGreaterThanOrEqual(60);
    const py = filtered("generic:err", "err/python-traceback");
    expect(py.out).toContain("FileNotFoundError: [Errno 2] No such file or directory: 'missing-config.json'");
    expect(py.out).toContain('File "/tmp/rtk-fx/files/errproj/boom.py", line 7');
    expect(py.out).not.toContain("loading batch");
  });
  it("test keeps failures with their assertion and the counts, once each", () => {
    const n = filtered("generic:test", "err/node-test");
    expect(n.out).toContain("✖ adds strings");
    expect(n.out).toContain("'12' !== 3");
    expect(n.out).toContain("math.test.mjs:5:35");
    expect(n.out).toMatch(/^ℹ fail 2$/m);
    expect(n.out).not.toContain("✔ adds 1 and 1");
    expect(n.out.match(/✖ adds strings/g)).toHaveLength(1);
    expect(n.out).not.toContain("node:internal");
    expect(n.savings).toBeGreaterThanOrEqual(60);
    const p = filtered("generic:test", "err/python-unittest");
    expect(p.out).toContain("AssertionError: 2.5 != 2");
    expect(p.out).toContain("FAILED (failures=1)");
    expect(p.out).toContain("Ran 26 tests");
    expect(p.out).not.toContain("test_ok_3");
    expect(p.savings).toBeGreaterThanOrEqual(60);
  });
  // Reports whose first line repeats while the place or detail under it differs
  // (fixtures/err/make-blocks.sh): each is its own report and stays whole.
  const count = (text: string, part: string) => text.split(part).length - 1;
  it("err keeps every compiler error whose first line repeats, with its own location and excerpt", () => {
    const f = filtered("generic:err", "err/cargo-build-same");
    expect(f.exitCode).toBe(101);
    expect(count(f.out, "error[E0308]: mismatched types")).toBe(2);
    expect(f.out).toContain(" --> src/main.rs:1:17\n");
    expect(f.out).toContain(" --> src/main.rs:2:17\n");
    expect(f.out).toContain('1 | fn a() -> u32 { "x" }');
    expect(f.out).toContain('2 | fn b() -> u32 { "y" }');
    expect(count(f.out, "expected `u32`, found `&str`")).toBe(2);
    expect(f.out).toContain("error: could not compile `same-errors`");
    // A crate named "same-errors" reports nothing.
    expect(f.out).not.toContain("Compiling");
    expect(f.tokens).toBeLessThan(f.rawTokens);
  });
  it("err on node --test (TAP) keeps both failures: names, locations, messages, the whole diff", () => {
    const f = filtered("generic:err", "err/node-test-tap");
    expect(f.exitCode).toBe(1);
    expect(f.out).toMatch(/^not ok 21 - sum of a pair$/m);
    expect(f.out).toMatch(/^not ok 22 - shape of a box$/m);
    expect(f.out).toContain("values.test.mjs:11:1");
    expect(f.out).toContain("values.test.mjs:15:1");
    expect(f.out).toContain("values.test.mjs:12:10");
    expect(f.out).toContain("values.test.mjs:16:10");
    expect(f.out).toContain("2 !== 3");
    expect(f.out).toMatch(/^ {4}\+ {5}2$/m);
    expect(f.out).toMatch(/^ {4}- {5}3$/m);
    expect(f.out).not.toMatch(/^ok \d+/m);
    expect(f.out).not.toContain("duration_ms");
    expect(f.out).not.toContain("node:internal");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });
  it("test on node --test (TAP) drops passing tests and their durations, keeps the deep-equal diff whole", () => {
    const f = filtered("generic:test", "err/node-test-tap");
    expect(f.out).toMatch(/^not ok 21 - sum of a pair$/m);
    expect(f.out).toMatch(/^not ok 22 - shape of a box$/m);
    expect(f.out).toMatch(/^ {4}\+ {5}2$/m);
    expect(f.out).toMatch(/^ {4}- {5}3$/m);
    expect(f.out).toContain("expected: 3");
    expect(f.out).toContain("actual: 2");
    expect(f.out).toMatch(/^# fail 2$/m);
    expect(f.out).toMatch(/^# pass 20$/m);
    expect(f.out).not.toContain("duration_ms");
    expect(f.out).not.toContain("# skipped 0");
    expect(f.out).not.toContain("sum of 3 ones");
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });
  it("test on node --test (spec) prints each failure once, with its report rather than its name alone", () => {
    const f = filtered("generic:test", "err/node-test-asserts-spec");
    expect(count(f.out, "✖ sum of a pair")).toBe(1);
    expect(count(f.out, "✖ shape of a box")).toBe(1);
    expect(f.out).toContain("2 !== 3");
    expect(f.out).toMatch(/^ {2}\+ {5}2$/m);
    expect(f.out).toMatch(/^ {2}- {5}3$/m);
    expect(f.out).toContain("values.test.mjs:12:10");
    expect(f.out).toContain("values.test.mjs:16:10");
    expect(f.out).toMatch(/^ℹ fail 2$/m);
    expect(f.out).not.toContain("✔");
    expect(f.out).not.toContain("ℹ cancelled 0");
    expect(f.out).not.toContain("node:internal");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });
  it("a report past the block cap says how much it left out and keeps the test's own frame", () => {
    const f = filtered("generic:test", "err/node-test-long-diff");
    expect(f.out).toContain("✖ table rows");
    expect(f.out).toMatch(/^ {2}\+ {5}value: 2$/m);
    expect(f.out).toMatch(/^ {2}- {5}value: 3$/m);
    expect(f.out).toMatch(/^ {2}\.\.\. \d+ more lines$/m);
    expect(f.out).toContain("long.test.mjs:10:10");
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(80);
  });
  it("past the total cap, whole reports are counted where they were; the run's counts still print", () => {
    const f = filtered("generic:test", "err/pytest-many");
    expect(f.exitCode).toBe(1);
    expect(f.out).toMatch(/^___ test_scale\[1\] ___$/m);
    expect(f.out).toContain("E       assert 3 == (1 * 2)");
    expect(f.out).toMatch(/^\.\.\. \d+ more blocks \(\d+ lines\)$/m);
    expect(f.out).toMatch(/^=== 79 failed, 1 passed in [\d.]+s ===$/m);
    expect(f.out.split("\n").length).toBeLessThan(230);
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(75);
  });
  it("test on pytest keeps each failure's name, failing line, E lines and location; drops the quoted source", () => {
    const f = filtered("generic:test", "err/pytest-asserts");
    expect(f.exitCode).toBe(1);
    for (const name of ["test_list_matches", "test_key_a", "test_parse_int"]) expect(f.out).toMatch(new RegExp(`^___ ${name} ___$`, "m"));
    expect(f.out).toContain(">       assert x == [1, 2, 4]\n");
    expect(f.out).toContain("E       assert [1, 2, 3] == [1, 2, 4]\n");
    expect(f.out).toContain("E         At index 2 diff: 3 != 4\n");
    expect(f.out).toContain('>       assert data["a"] == 2, "a should be 2"\n');
    expect(f.out).toContain("E       AssertionError: a should be 2\n");
    expect(f.out).toContain("E       assert 1 == 2\n");
    expect(f.out).toContain("E       ValueError: invalid literal for int() with base 10: 'twelve'\n");
    for (const at of ["test_values.py:19: AssertionError", "test_values.py:24: AssertionError", "test_values.py:29: ValueError"]) expect(f.out).toContain(at);
    expect(f.out).toContain("3 failed, 12 passed");
    expect(f.out).not.toContain("def test_list_matches");
    expect(f.out).not.toContain("platform linux");
    expect(f.out).not.toContain("............FFF");
    expect(f.savings).toBeGreaterThanOrEqual(55);
    // err: the same reports (each failing test is an error to fix).
    const e = filtered("generic:err", "err/pytest-asserts");
    for (const name of ["test_list_matches", "test_key_a", "test_parse_int"]) expect(e.out).toMatch(new RegExp(`^___ ${name} ___$`, "m"));
    expect(e.out).toContain("E       assert 1 == 2\n");
    expect(e.out).toContain(">       assert x == [1, 2, 4]\n");
    // Every traceback form of pytest's own fixture keeps its failing lines.
    const d = filtered("generic:test", "pytest/fail/default");
    expect(d.out).toContain('>       assert area(7, 7) == 48, "area of a 7x7 square"');
    expect(d.out).toContain(">       return int(w), int(h)");
    expect(d.out).toContain("shapes/__init__.py:14: ValueError");
    expect(d.out).not.toMatch(/\[\s*\d+%\]$/m);
    const s = filtered("generic:test", "pytest/fail/short-tb");
    expect(s.out).toContain("tests/test_shapes.py:11: in test_perimeter");
    expect(s.out).toContain("E   assert 9 == 14");
  });
  it("other runners' own fixtures: panic messages, vitest's diff, a recursion's frames once, no passing tests", () => {
    // cargo: the panic message sits on the line after `panicked at ...:`, unindented.
    const c = filtered("generic:test", "cargo/test/fail");
    expect(c.out).toContain("panicked at src/lib.rs:45:9:\nthe shape registry is empty\n");
    expect(c.out).toContain('panicked at src/lib.rs:34:43:\ncalled `Result::unwrap()` on an `Err` value: "invalid digit found in string"\n');
    expect(c.out).toContain("assertion `left == right` failed\n  left: 10\n right: 9\n");
    // stderr's build lines do not join the last report of stdout.
    expect(c.out).not.toContain("Compiling");
    expect(c.out).not.toContain("Running unittests");
    // vitest: the expected/received diff sits unindented under the assertion.
    const v = filtered("generic:err", "vitest/fail");
    expect(v.out).toContain("AssertionError: expected -6 to be 6 // Object.is equality\n- Expected\n+ Received\n- 6\n+ -6\n ❯ test/shapes.test.js:6:58\n");
    expect(v.out).toContain('-   "kind": "square",\n+   "kind": "rectangle",');
    expect(v.out).not.toMatch(/✓ multiplies/);
    expect(v.out).not.toContain("Duration");
    // A recursion: the same frame once, with a count.
    const r = filtered("generic:err", "node-stack/deep-recursion");
    expect(r.out).toContain("Error: cannot resolve node 40");
    expect(r.out).toContain("recurse.js:3:26");
    expect(count(r.out, "recurse.js:4:10")).toBe(1);
    expect(r.out).toMatch(/^ {2}\.\.\. the same line \d+ more times$/m);
    expect(r.savings).toBeGreaterThanOrEqual(60);
  });
  it("go test and tsc: every failure at its own line stays; colours go", () => {
    const g = filtered("generic:test", "err/go-test-same");
    expect(g.out).toContain("--- FAIL: TestAddSmall");
    expect(g.out).toContain("calc_test.go:15: got 3, want 2");
    expect(g.out).toContain("--- FAIL: TestAddLarge");
    expect(g.out).toContain("calc_test.go:21: got 301, want 300");
    for (const spec of ["generic:err", "generic:test"]) {
      const t = filtered(spec, "err/tsc-same");
      for (const at of ["src/names.ts(1,14)", "src/names.ts(2,14)", "src/values.ts(1,14)", "src/values.ts(2,14)", "src/values.ts(8,32)"]) expect(t.out, spec).toContain(at);
    }
    const p = filtered("generic:err", "err/tsc-same-pretty");
    expect(p.exitCode).toBe(2);
    for (const at of ["src/names.ts:1:14", "src/names.ts:2:14", "src/values.ts:1:14", "src/values.ts:2:14", "src/values.ts:8:32"]) expect(p.out).toContain(at);
    expect(p.out).toContain("Found 5 errors in 2 files.");
    expect(p.out).not.toContain("\x1b[");
    expect(p.savings).toBeGreaterThanOrEqual(50);
  });
  it("summary: exit, size, counts, first errors, last lines", () => {
    const f = filtered("generic:summary", "err/make-gcc");
    expect(f.out.split("\n")[0]).toBe("failed (exit 2), 19 lines, 2 error lines, 2 warning lines");
    expect(f.out).toContain("calc.c:5:18: error:");
  });
});
