// Bad filter files: a clear error naming file, line and field, never a crash.
import { describe, expect, it } from "vitest";
import { formatIssue } from "../../bindings/filters/index";
import { rtk } from "../helpers/toml";

async function issues(toml: string, tier: "user" | "project" | "file" = "user") {
  const compiled = await rtk().filters.compile(toml, { file: "filters.toml", tier });
  return { compiled, issues: compiled.issues, text: compiled.issues.map(formatIssue) };
}

describe("load errors", () => {
  it("invalid TOML names the line", async () => {
    const { issues: i, text } = await issues(`schema_version = 1\n[filters.a]\nmatch_command = "^a"\nstrip_ansi = tru\n`);
    expect(i).toHaveLength(1);
    expect(i[0]).toMatchObject({ level: "error", line: 4 });
    expect(text[0]).toMatch(/^filters\.toml:4: error: invalid TOML/);
  });

  it("an unknown field in a filter, a rule or a test names the field and its line", async () => {
    const { issues: i, text, compiled } = await issues(
      [
        "schema_version = 1",
        "[filters.good]",
        'match_command = "^good"',
        "",
        "[filters.bad]",
        'match_command = "^bad"',
        "head_line = 3",
        'replace = [{ pattern = "a", replacement = "b", flags = "i" }]',
        "",
        "[[tests.bad]]",
        'name = "t"',
        'input = "x"',
        'expected = "x"',
        "exit = 1",
      ].join("\n"),
    );
    expect(text).toContain("filters.toml:7: error: filter 'bad', field 'head_line': unknown field 'head_line'");
    expect(text).toContain("filters.toml:8: error: filter 'bad', field 'replace[0].flags': unknown field 'flags'");
    expect(text).toContain("filters.toml:14: error: filter 'bad', field 'exit': unknown field 'exit' in a test");
    expect(compiled.filters.map((f) => f.name)).toEqual(["good"]);
    expect(i.every((x) => x.level === "error")).toBe(true);
  });

  it("an invalid regex gives the engine's position", async () => {
    const { text } = await issues(`schema_version = 1\n[filters.a]\nmatch_command = "^a"\n\nstrip_lines_matching = ["ok", "(unclosed"]\n`);
    expect(text).toHaveLength(1);
    expect(text[0]).toMatch(/^filters\.toml:5: error: filter 'a', field 'strip_lines_matching\[1\]': invalid regex at \d+: /);
  });

  it("an item of an array written over several lines is located on its own line", async () => {
    const { text } = await issues(
      [
        "schema_version = 1",
        "[filters.a]",
        'match_command = "^a"',
        "strip_lines_matching = [",
        '  "ok",  # a comment, with [brackets',
        "  '''x,]''',",
        '  "(unclosed",',
        "]",
        "replace = [",
        '  { pattern = "a", replacement = "b" },',
        '  { pattern = "(", replacement = "c" },',
        "]",
        "",
      ].join("\n"),
    );
    const [replace, strip] = [...text].sort();
    expect(text).toHaveLength(2);
    expect(replace).toMatch(/^filters\.toml:11: error: filter 'a', field 'replace\[1\]\.pattern': invalid regex/);
    expect(strip).toMatch(/^filters\.toml:7: error: filter 'a', field 'strip_lines_matching\[2\]': invalid regex/);
  });

  it("look-around is rejected with its position", async () => {
    const { text } = await issues(`schema_version = 1\n[filters.a]\nmatch_command = "^a"\nkeep_lines_matching = ['foo(?=bar)']\n`);
    expect(text[0]).toMatch(/^filters\.toml:4: error: filter 'a', field 'keep_lines_matching\[0\]': invalid regex at 3: .*look-around/);
  });

  it("a pattern too big to search in linear time with a small factor is refused at load, located", async () => {
    const { text, compiled } = await issues(
      [
        "schema_version = 1",
        "[filters.a]",
        'match_command = "^a"',
        "",
        "strip_lines_matching = ['^ok', 'a{1,60000}b']",
        "[filters.b]",
        'match_command = "^b"',
        "keep_lines_matching = ['(?:a{1,1000}){1,20}b']",
      ].join("\n"),
    );
    expect(text).toEqual([
      "filters.toml:5: error: filter 'a', field 'strip_lines_matching[1]': invalid regex at 4: repetition count too large (limit 2500) at 4",
      "filters.toml:8: error: filter 'b', field 'keep_lines_matching[0]': invalid regex at 13: compiled regex exceeds the size limit at 13 (25000 automaton states; lower the repetition counts)",
    ]);
    expect(compiled.filters).toEqual([]);
  });

  it("strip and keep together are an error", async () => {
    const { text } = await issues(`schema_version = 1\n[filters.a]\nmatch_command = "^a"\nstrip_lines_matching = ["x"]\nkeep_lines_matching = ["y"]\n`);
    expect(text).toEqual(["filters.toml:5: error: filter 'a', field 'keep_lines_matching': strip_lines_matching and keep_lines_matching are mutually exclusive"]);
  });

  it("a template naming an unknown value is an error", async () => {
    const { text } = await issues(
      `schema_version = 1\n[filters.a]\nmatch_command = "^a"\naggregates = [{ name = "passed", pattern = "ok" }]\n[filters.a.on_failure]\noutput = "{passed} passed, {failed} failed"\n`,
    );
    expect(text).toHaveLength(1);
    expect(text[0]).toMatch(/^filters\.toml:6: error: filter 'a', field 'on_failure\.output': the template names an unknown value \{failed\}/);
  });

  it("a missing match_command, a wrong type and a bad schema_version", async () => {
    const a = await issues(`schema_version = 1\n[filters.a]\ndescription = "x"\nhead_lines = "3"\n`);
    expect(a.text).toContain("filters.toml:2: error: filter 'a', field 'match_command': missing required field");
    expect(a.text.some((t) => t.startsWith("filters.toml:4: error: filter 'a', field 'head_lines':"))).toBe(true);
    const b = await issues(`schema_version = 3\n[filters.a]\nmatch_command = "^a"\n`);
    expect(b.text).toEqual(['filters.toml:1: error: unsupported schema_version 3 (must be 1)']);
  });

  it("warns about unanchored match_command branches when asked (the command path), as the reference does", async () => {
    const compiled = await rtk().filters.compile(`schema_version = 1\n[filters.a]\nmatch_command = "^make|gmake"\n[filters.b]\nmatch_command = "(?i)^x|^y"\n`, {
      file: "filters.toml", tier: "user", checkAnchors: true,
    });
    expect(compiled.filters.map((f) => f.name)).toEqual(["b"]);
    expect(compiled.issues).toMatchObject([{ level: "warning", filter: "a", line: 3 }]);
  });

  it("tests naming an unknown filter are a warning", async () => {
    const { issues: i } = await issues(`schema_version = 1\n[filters.a]\nmatch_command = "^a"\n[[tests.b]]\nname = "x"\ninput = ""\nexpected = ""\n`);
    expect(i).toMatchObject([{ level: "warning", line: 4, message: "tests for an unknown filter 'b'" }]);
  });
});
