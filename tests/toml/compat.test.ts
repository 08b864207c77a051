// Byte-identical compatibility with the reference's TOML filters (rtk-behaviour.md 4.1-4.4):
// stage order, markers, truncation, on_empty, line splitting, inline-test comparison.
import { beforeAll, describe, expect, it } from "vitest";
import { apply, joined, loadToml, rtk } from "../helpers/toml";

const FILTERS = String.raw`
[filters.ansi]
match_command = "^ansi"
strip_ansi = true

[filters.repl]
match_command = "^repl"
replace = [
  { pattern = '(\w+)=(\d+)', replacement = "$2:$1" },
  { pattern = '(?P<word>[a-z]+)!', replacement = "<$$${"${"}word}>" },
  { pattern = 'x(\d)?y', replacement = "[$1]" },
  { pattern = 'cost', replacement = "$ and $$ and $9z and ${"${"}9}z" },
]

[filters.mo]
match_command = "^mo"
match_output = [
  { pattern = "FAILED", message = "failed!" },
  { pattern = "(?m)^ok$", message = "all good", unless = "warning" },
]
strip_lines_matching = ["^noise"]
on_empty = "empty"

[filters.strip]
match_command = "^strip"
strip_lines_matching = ["^\\s*$", "DEBUG"]

[filters.keep]
match_command = "^keep"
keep_lines_matching = ["error", "^warning"]

[filters.trunc]
match_command = "^trunc"
truncate_lines_at = 10

[filters.trunc2]
match_command = "^trunc2"
truncate_lines_at = 2

[filters.head]
match_command = "^head"
head_lines = 2

[filters.tail]
match_command = "^tail"
tail_lines = 2

[filters.both]
match_command = "^both"
head_lines = 2
tail_lines = 2

[filters.maxed]
match_command = "^maxed"
head_lines = 3
tail_lines = 3
max_lines = 4

[filters.maxonly]
match_command = "^maxonly"
max_lines = 2

[filters.empty]
match_command = "^empty"
on_empty = "nothing to report"

[filters.order]
match_command = "^order"
strip_ansi = true
replace = [{ pattern = "long", replacement = "longer-and-longer" }]
keep_lines_matching = ["keep"]
truncate_lines_at = 12
head_lines = 1
tail_lines = 1
max_lines = 2
`;

beforeAll(async () => {
  const compiled = await loadToml(FILTERS);
  expect(compiled.issues).toEqual([]);
});

const lines = (n: number, prefix = "line") => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`).join("\n") + "\n";

describe("stage 0: lines", () => {
  it("splits on \\n, drops one trailing \\r, keeps a lone \\r, adds no line for a final \\n", () => {
    expect(joined("head", "a\r\nb\r\r\nc\rd\n")).toBe("a\nb\r\n... (1 lines omitted)");
    expect(joined("head", "a\nb")).toBe("a\nb");
    expect(joined("empty", "")).toBe("nothing to report");
    expect(joined("empty", "\n")).toBe("nothing to report");
    expect(joined("empty", " \t\n\n  \n")).toBe("nothing to report");
    expect(joined("empty", "\n\nx\n\n")).toBe("\n\nx\n");
  });
});

describe("decoding", () => {
  it("decodes invalid UTF-8 lossily, one U+FFFD per maximal invalid subpart, as the reference does", () => {
    const s = rtk().openSession("filter:file:ansi");
    let out = new Uint8Array();
    const sink = (_: 1 | 2, b: Uint8Array) => (out = new Uint8Array([...out, ...b]));
    const esc = (t: string) => [...new TextEncoder().encode(t)];
    s.push(1, new Uint8Array([...esc("\x1b[31ma"), 0xff, 0x62, ...esc("\x1b[0m\n"), 0xe2, 0x82, 0x0a, 0xf0, 0x80, ...esc("\x1b[1m\n")]), sink);
    s.end(0, sink);
    expect(new TextDecoder().decode(out)).toBe("a\ufffdb\n\ufffd\n\ufffd\ufffd\n");
  });
});

describe("stage 1: strip_ansi", () => {
  it("removes ESC [ digits-and-semicolons letter only", () => {
    expect(joined("ansi", "\x1b[1;31merror\x1b[0m: \x1b[?25lhidden\x1b]0;title\x07 \x1b(B\x1b[K\n")).toBe(
      "error: \x1b[?25lhidden\x1b]0;title\x07 \x1b(B",
    );
  });
});

describe("stage 2: replace", () => {
  it("applies rules in order with $N, ${name}, $$ and missing groups", () => {
    expect(joined("repl", "a=1 b=22\n")).toBe("1:a 22:b");
    expect(joined("repl", "hey!\n")).toBe("<$hey>");
    expect(joined("repl", "xy x5y\n")).toBe("[] [5]");
    expect(joined("repl", "cost\n")).toBe("$ and $ and  and z"); // `$9z` names group "9z" (greedy names)
  });
});

describe("stage 3: match_output", () => {
  it("returns the first matching message at once, before strip and on_empty", () => {
    expect(joined("mo", "noise\nall FAILED\n")).toBe("failed!");
    expect(joined("mo", "noise\nok\n")).toBe("all good");
    expect(joined("mo", "ok\nwarning: x\n")).toBe("ok\nwarning: x");
    expect(joined("mo", "noise\n")).toBe("empty");
  });
});

describe("stage 4: strip or keep", () => {
  it("strips lines matching any pattern", () => {
    expect(joined("strip", "a\n\n   \nDEBUG x\nb\n")).toBe("a\nb");
  });
  it("keeps only lines matching a pattern", () => {
    expect(joined("keep", "an error here\nwarning: w\nnote: warning\nfine\n")).toBe("an error here\nwarning: w");
  });
});

describe("stage 5: truncate_lines_at", () => {
  it("cuts to N-3 characters plus ... (exactly N), counting characters not bytes", () => {
    expect(joined("trunc", "abcdefghij\nabcdefghijk\n")).toBe("abcdefghij\nabcdefg...");
    expect(joined("trunc", "ééééééééééé\n")).toBe("ééééééé...");
    expect(joined("trunc", "éééééééééé\n")).toBe("éééééééééé");
    expect(joined("trunc2", "ab\nabc\n")).toBe("ab\n...");
  });
});

describe("stages 6-7: head, tail, max_lines", () => {
  it("head only", () => {
    expect(joined("head", lines(5))).toBe("line 1\nline 2\n... (3 lines omitted)");
    expect(joined("head", lines(2))).toBe("line 1\nline 2");
  });
  it("tail only", () => {
    expect(joined("tail", lines(5))).toBe("... (3 lines omitted)\nline 4\nline 5");
    expect(joined("tail", lines(2))).toBe("line 1\nline 2");
  });
  it("head and tail", () => {
    expect(joined("both", lines(5))).toBe("line 1\nline 2\n... (1 lines omitted)\nline 4\nline 5");
    expect(joined("both", lines(4))).toBe("line 1\nline 2\nline 3\nline 4");
  });
  it("max_lines applies after head/tail and counts the marker", () => {
    expect(joined("maxed", lines(10))).toBe("line 1\nline 2\nline 3\n... (4 lines omitted)\n... (3 lines truncated)");
    expect(joined("maxonly", lines(5))).toBe("line 1\nline 2\n... (3 lines truncated)");
    expect(joined("maxonly", lines(2))).toBe("line 1\nline 2");
  });
  it("runs every stage in the reference's order", () => {
    const input = "\x1b[32mkeep a long line\x1b[0m\ndrop\nkeep 2\nkeep 3\nkeep 4\n";
    expect(joined("order", input)).toBe("keep a lo...\n... (2 lines omitted)\n... (1 lines truncated)");
  });
});

describe("output framing", () => {
  it("ends every line with \\n; the reference's result is that without the final \\n", () => {
    expect(apply("head", "a\nb\n")).toBe("a\nb\n");
    expect(apply("head", "")).toBe("");
    expect(apply("empty", "")).toBe("nothing to report\n");
  });
});

describe("inline tests", () => {
  it("compare after removing trailing \\n only", async () => {
    const file = await rtk().filters.compile(
      String.raw`schema_version = 1
[filters.t]
match_command = "^t"
head_lines = 1

[[tests.t]]
name = "trailing newlines do not matter"
input = "a\nb\n"
expected = "a\n... (1 lines omitted)\n\n\n"

[[tests.t]]
name = "trailing spaces do"
input = "a\n"
expected = "a "

[[tests.t]]
name = "carriage returns do"
input = "a\n"
expected = "a\r"
`,
      { file: "t.toml", tier: "file" },
    );
    rtk().filters.load("file", file.program);
    const results = rtk().filters.runTests("file", file.tests).map((r) => r.passed);
    expect(results).toEqual([true, false, false]);
  });
});

describe("loading", () => {
  it("tries filters in byte order of their names, not file order", async () => {
    await loadToml(`
[filters.zz-first-in-file]
match_command = "^same"
[filters.aa-second-in-file]
match_command = "^same"
[filters.B-upper]
match_command = "^other"
[filters.a-lower]
match_command = "^other"
`);
    expect(rtk().filters.find(["same"], true).name).toBe("aa-second-in-file");
    expect(rtk().filters.find(["other"], true).name).toBe("B-upper");
  });

  it("matches basename(argv[0]) and the arguments joined by spaces", async () => {
    await loadToml(`
[filters.mk]
match_command = "^make -j4 all$"
`);
    const m = rtk().filters.find(["/usr/bin/make", "-j4", "all"], true);
    expect(m.match).toBe("make -j4 all");
    expect(m.name).toBe("mk");
  });

  it("reads a built-in file without schema_version as version 1; a user file must declare it", async () => {
    const body = `[filters.x]\nmatch_command = "^x"\n`;
    const builtin = await rtk().filters.compile(body, { file: "x.toml", tier: "builtin", builtin: true });
    expect(builtin.issues).toEqual([]);
    expect(builtin.filters.map((f) => f.name)).toEqual(["x"]);
    const user = await rtk().filters.compile(body, { file: "filters.toml", tier: "user" });
    expect(user.filters).toEqual([]);
    expect(user.issues[0].message).toContain("schema_version = 1 is required");
    const v2 = await rtk().filters.compile(`schema_version = 2\n${body}`, { file: "filters.toml", tier: "user" });
    expect(v2.issues[0]).toMatchObject({ level: "error", line: 1 });
  });

  it("ignores unknown file-level keys", async () => {
    const f = await rtk().filters.compile(`schema_version = 1\nauthor = "me"\n[filters.x]\nmatch_command = "^x"\n`, { file: "f.toml", tier: "user" });
    expect(f.issues).toEqual([]);
  });
});
