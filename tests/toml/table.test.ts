// The table stage of the filter language (docs/filters.md "table"), through the bindings: rows
// grouped by the cells of some columns, nothing dropped, rows `fold` does not take kept whole,
// column selection (`columns`), the table's end, streaming in any chunking, and load errors that
// say file, line and field.
import { describe, expect, it } from "vitest";
import { apply, loadToml, rtk } from "../helpers/toml";

const PODS = [
  "NAME      READY   STATUS             RESTARTS   AGE",
  "api-a     1/1     Running            0          5m",
  "api-b     1/1     Running            0          5m",
  "job-c     0/1     CrashLoopBackOff   4          5m",
  "api-d     1/1     Running            0          5m",
  "web-e     1/1     Running            2          5m",
  "",
  "after the table",
].join("\n");

/** A file tier filter (`pods` unless named) as a session, fed `chunk` bytes at a time. */
function session(input: string, chunk: number, name = "pods"): string {
  const s = rtk().openSession(`filter:file:${name}`);
  let out = "";
  const dec = new TextDecoder();
  const sink = (_stream: number, b: Uint8Array) => (out += dec.decode(b));
  const bytes = new TextEncoder().encode(input);
  for (let i = 0; i < bytes.length; i += chunk) s.push(1, bytes.subarray(i, i + chunk), sink);
  s.end(0, sink);
  return out;
}

const FILTER = `
[filters.pods]
match_command = '^pods'
table = { header = '^NAME +READY', group_by = ["READY", "STATUS", "RESTARTS", "AGE"], fold = '^1/1  Running  ' }
`;

describe("table", () => {
  it("groups rows that share the key where the first of them stood; other rows, the blank line and what follows stay", async () => {
    await loadToml(FILTER);
    expect(apply("pods", PODS)).toBe(
      [
        "NAME      READY   STATUS             RESTARTS   AGE",
        "1/1  Running  0  5m (x3): api-a, api-b, api-d",
        "job-c     0/1     CrashLoopBackOff   4          5m",
        "web-e     1/1     Running            2          5m",
        "",
        "after the table",
        "",
      ].join("\n"),
    );
  });

  it("without fold every key groups; later stages (replace) see the grouped lines", async () => {
    await loadToml(`
[filters.pods2]
match_command = '^pods'
table = { header = '^NAME +READY', group_by = ["STATUS"] }
replace = [{ pattern = ' {2,}', replacement = " " }]
`);
    const out = apply("pods2", PODS);
    expect(out).toContain("Running (x4): api-a 1/1 0 5m, api-b 1/1 0 5m, api-d 1/1 0 5m, web-e 1/1 2 5m\n");
    expect(out).toContain("job-c 0/1 CrashLoopBackOff 4 5m\n");
  });

  it("a line that runs across a column start ends the table and passes whole", async () => {
    await loadToml(FILTER);
    const input = ["NAME   READY   STATUS    RESTARTS   AGE", "a      1/1     Running   0          1m", "b      1/1     Running   0          1m", "a very long line that is no row"].join("\n");
    expect(apply("pods", input)).toBe(["NAME   READY   STATUS    RESTARTS   AGE", "1/1  Running  0  1m (x2): a, b", "a very long line that is no row", ""].join("\n"));
  });

  it("a header without any of the group_by columns leaves its table as printed", async () => {
    await loadToml(`
[filters.nocol]
match_command = '^x'
table = { header = '^NAME', group_by = ["PHASE"] }
`);
    expect(apply("nocol", PODS)).toBe(`${PODS}\n`);
  });

  it("gives the same bytes in any chunking, and a long table streams (groups restart past the row bound)", async () => {
    await loadToml(FILTER);
    const rows = Array.from({ length: 10000 }, (_, i) => `pod-${String(i).padStart(5, "0")}   1/1     Running   0          1m`);
    const input = `NAME        READY   STATUS    RESTARTS   AGE\n${rows.join("\n")}\n`;
    const whole = session(input, 4096);
    const groups = whole.split("\n").filter((l) => l.startsWith("1/1  Running  0  1m (x"));
    expect(groups.map((l) => l.slice(0, 26))).toEqual(["1/1  Running  0  1m (x4096", "1/1  Running  0  1m (x4096", "1/1  Running  0  1m (x1808"]);
    for (const name of ["pod-00000", "pod-04095", "pod-04096", "pod-09999"]) expect(whole).toContain(name);
    const part = input.slice(0, 3000);
    for (const chunk of [1, 7, 4096]) expect(session(part, chunk)).toBe(apply("pods", part));
  });

  it("load errors name the file, line and field", async () => {
    const bad = await rtk().filters.compile(
      `schema_version = 1\n[filters.t]\nmatch_command = '^t'\ntable = { header = '(?=x)', group_by = ["A", "A"] }\n`,
      { file: "f.toml", tier: "file" },
    );
    const text = bad.issues.map((i) => `${i.file}:${i.line}: ${i.level}: filter '${i.filter}', field '${i.field}': ${i.message}`);
    expect(text).toContain("f.toml:4: error: filter 't', field 'table.group_by[1]': column 'A' is named twice");
    const unknown = await rtk().filters.compile(`schema_version = 1\n[filters.t]\nmatch_command = '^t'\ntable = { header = '^N', group = ["A"] }\n`, { file: "f.toml", tier: "file" });
    expect(unknown.issues.map((i) => i.field)).toEqual(expect.arrayContaining(["table.group"]));
    const regex = await rtk().filters.compile(`schema_version = 1\n[filters.t]\nmatch_command = '^t'\ntable = { header = '(?=x)', group_by = ["A"] }\n`, { file: "f.toml", tier: "file" });
    expect(regex.issues[0]).toMatchObject({ line: 4, field: "table.header" });
    expect(regex.issues[0].message).toMatch(/^invalid regex/);
  });
  it("columns: only the named columns show, header and rows, grouped or not; the tool's padding stays", async () => {
    await loadToml(`
[filters.cols]
match_command = '^x'
table = { header = '^NAME +READY', columns = ["NAME", "STATUS", "RESTARTS"], group_by = ["STATUS", "RESTARTS"], fold = '^Running  0$' }
`);
    expect(apply("cols", PODS)).toBe(
      [
        "NAME      STATUS             RESTARTS",
        "Running  0 (x3): api-a, api-b, api-d",
        "job-c     CrashLoopBackOff   4",
        "web-e     Running            2",
        "",
        "after the table",
        "",
      ].join("\n"),
    );
    for (const chunk of [1, 5, 4096]) expect(session(PODS, chunk, "cols")).toBe(apply("cols", PODS));
  });

  it("columns without group_by only select; a header without any named column stays whole", async () => {
    await loadToml(`
[filters.sel]
match_command = '^x'
table = { header = '^NAME +READY', columns = ["NAME", "AGE"] }
[filters.none]
match_command = '^y'
table = { header = '^NAME +READY', columns = ["IMAGE"] }
`);
    expect(apply("sel", PODS).split("\n").slice(0, 3)).toEqual(["NAME      AGE", "api-a     5m", "api-b     5m"]);
    expect(apply("none", PODS)).toBe(`${PODS}\n`);
  });

  it("load errors for columns: neither group_by nor columns, fold without group_by, a group column not shown, a column named twice", async () => {
    const bad = await rtk().filters.compile(
      [
        "schema_version = 1",
        "[filters.a]",
        "match_command = '^a'",
        "table = { header = '^N' }",
        "[filters.b]",
        "match_command = '^b'",
        "table = { header = '^N', columns = ['NAME'], fold = 'x' }",
        "[filters.c]",
        "match_command = '^c'",
        "table = { header = '^N', columns = ['NAME', 'NAME'], group_by = ['STATUS'] }",
        "",
      ].join("\n"),
      { file: "f.toml", tier: "file" },
    );
    const text = bad.issues.map((i) => `${i.file}:${i.line}: filter '${i.filter}', field '${i.field}': ${i.message}`);
    expect(text).toContain("f.toml:4: filter 'a', field 'table': a table needs `group_by`, `columns`, `once`, `first`, `drop_empty`, `join` or some of them");
    expect(text).toContain("f.toml:7: filter 'b', field 'table.fold': `fold` picks the rows `group_by` groups: it needs `group_by`");
    expect(text).toContain("f.toml:10: filter 'c', field 'table.group_by[0]': column 'STATUS' groups the rows but is not one of `columns` (it would not be shown)");
    expect(text).toContain("f.toml:10: filter 'c', field 'table.columns[1]': column 'NAME' is named twice");
  });

  it("once: a column with one value on every row is said once under the header; in any chunking", async () => {
    await loadToml(`
[filters.once]
match_command = '^x'
table = { header = '^NAME +READY', group_by = ["READY", "STATUS", "RESTARTS"], once = ["AGE", "RESTARTS"] }
`);
    const table = PODS.split("\n").slice(0, 6).join("\n");
    expect(apply("once", table)).toBe(
      ["NAME      READY   STATUS             RESTARTS", "every row: AGE=5m", "1/1  Running  0 (x3): api-a, api-b, api-d", "job-c     0/1     CrashLoopBackOff   4", "web-e     1/1     Running            2", ""].join("\n"),
    );
    for (const chunk of [1, 9, 4096]) expect(session(table, chunk, "once")).toBe(apply("once", table));
  });

  it("cells = spaces (ps aux) and bars (psql): columns picked and said once from cells that are not aligned", async () => {
    await loadToml(`
[filters.ps]
match_command = '^ps'
table = { header = '^USER +PID', cells = "spaces", columns = ["PID", "%CPU", "COMMAND"] }
[filters.psql]
match_command = '^psql'
table = { header = '\\|', cells = "bars", once = ["*"] }
`);
    const ps = ["USER         PID %CPU %MEM COMMAND", "root           1  0.0  0.1 /sbin/init", "postgres   20110  1.5  2.0 postgres: checkpointer", ""].join("\n");
    expect(apply("ps", ps)).toBe(["PID %CPU COMMAND", "1 0.0 /sbin/init", "20110 1.5 postgres: checkpointer", ""].join("\n"));
    const psql = [" sku | status | qty ", "-----+--------+-----", " A-1 | open   |   2", " B-2 | open   |  10", " C-3 | open   |   1", "(3 rows)", ""].join("\n");
    expect(apply("psql", psql)).toBe(["sku | qty", "every row: status=open", "A-1 | 2", "B-2 | 10", "C-3 | 1", "(3 rows)", ""].join("\n"));
    for (const chunk of [1, 13]) expect(session(psql, chunk, "psql")).toBe(apply("psql", psql));
  });

  it("cells = ruled with join: columns under the rule, cells joined by a tab, the same bytes in any chunking", async () => {
    await loadToml(`
[filters.boxes]
match_command = '^boxes'
table = { header = '\\S', cells = "ruled", join = "\\t" }
`);
    const box = ["before", "┌────┬───────┐", "│ id │ note  │", "├────┼───────┤", "│ 1  │ a | b │", "│ 2  │       │", "└────┴───────┘", "after", ""].join("\n");
    expect(apply("boxes", box)).toBe(["before", "┌────┬───────┐", "id\tnote", "1\ta | b", "2\t", "after", ""].join("\n"));
    for (const chunk of [1, 5, 4096]) expect(session(box, chunk, "boxes")).toBe(apply("boxes", box));
  });

  it("load errors for cells and once name the file, line and field", async () => {
    const bad = await rtk().filters.compile(
      [
        "schema_version = 1",
        "[filters.a]",
        "match_command = '^a'",
        "table = { header = '^N', cells = 'pipes', columns = ['NAME'] }",
        "[filters.b]",
        "match_command = '^b'",
        "table = { header = '^N', once = ['AGE', 'AGE'] }",
        "[filters.c]",
        "match_command = '^c'",
        "table = { header = '^N', once = ['*', 'AGE'] }",
        "",
      ].join("\n"),
      { file: "f.toml", tier: "file" },
    );
    const text = bad.issues.map((i) => `${i.file}:${i.line}: filter '${i.filter}', field '${i.field}': ${i.message}`);
    expect(text.find((t) => t.startsWith("f.toml:4: filter 'a', field 'table.cells': "))).toBeDefined();
    expect(text).toContain("f.toml:7: filter 'b', field 'table.once[1]': column 'AGE' is named twice");
    expect(text).toContain("f.toml:10: filter 'c', field 'table.once[0]': `*` (any column) stands alone");
  });

  it("shape: rows that differ only where a shape pattern matches are one line, the first row, its first..last span and (+N similar); fold keeps the others whole; in any chunking", async () => {
    await loadToml(`
[filters.events]
match_command = '^events'
table = { header = '^AGE +TYPE +REASON +OBJECT', group_by = ["TYPE", "REASON"], fold = '^Normal', shape = ['-[a-z0-9]{5}\\b', '^\\d+[sm]$'], span = "AGE" }
`);
    const input = [
      "AGE   TYPE      REASON    OBJECT        MESSAGE",
      "10m   Normal    Started   Pod/web-abcde  Started container app",
      "9m    Warning   BackOff   Pod/web-abcde  Back-off restarting web-abcde",
      "7m    Normal    Started   Pod/web-fghij  Started container app",
      "7m    Normal    Started   Pod/api-klmno  Started container api",
      "5s    Normal    Started   Pod/web-pqrst  Started container app",
      "4s    Warning   BackOff   Pod/web-fghij  Back-off restarting web-fghij",
      "",
    ].join("\n");
    const want = [
      "AGE   TYPE      REASON    OBJECT        MESSAGE",
      "10m..5s  Normal  Started  Pod/web-abcde  Started container app (+2 similar)",
      "9m    Warning   BackOff   Pod/web-abcde  Back-off restarting web-abcde",
      "7m    Normal    Started   Pod/api-klmno  Started container api",
      "4s    Warning   BackOff   Pod/web-fghij  Back-off restarting web-fghij",
      "",
    ].join("\n");
    expect(apply("events", input)).toBe(want);
    for (const chunk of [1, 7, 4096]) expect(session(input, chunk, "events")).toBe(want);
  });

  it("load errors for shape and span: shape without group_by, span without shape, a span column that groups", async () => {
    const bad = await rtk().filters.compile(
      [
        "schema_version = 1",
        "[filters.a]",
        "match_command = '^a'",
        "table = { header = '^N', columns = ['NAME'], shape = ['x'] }",
        "[filters.b]",
        "match_command = '^b'",
        "table = { header = '^N', group_by = ['AGE'], span = 'AGE' }",
        "",
      ].join("\n"),
      { file: "f.toml", tier: "file" },
    );
    const text = bad.issues.map((i) => `${i.file}:${i.line}: filter '${i.filter}', field '${i.field}': ${i.message}`);
    expect(text).toContain("f.toml:4: filter 'a', field 'table.shape': `shape` widens the groups `group_by` makes: it needs `group_by`");
    expect(text).toContain("f.toml:7: filter 'b', field 'table.span': `span` is the column a shaped group shows first..last: it needs `shape`");
    expect(text).toContain("f.toml:7: filter 'b', field 'table.span': column 'AGE' cannot both group the rows and span them");
  });
});
