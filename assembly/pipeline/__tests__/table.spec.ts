// The table stage on its own configuration: grouping, fold, the table's end, a header without the
// group columns, column selection alone and with grouping, columns said once, the cells of
// single-spaced (ps) and `|`-separated (psql, mysql) tables, rows put first (`first`), headers
// without rows dropped (`drop_empty`), and ruled tables (columns under the rule's dash runs)
// written with their cells joined (`join`).
import { TableCells } from "../../abi/filter-program";
import { Config, TableDef } from "../program";
import { runConfig } from "./helpers";

function run(lines: string[], groupBy: string[], fold: string | null, columns: string[] = [], once: string[] = [], cells: i32 = TableCells.Aligned, header: string = "^NAME +READY", first: string | null = null, dropEmpty: bool = false, join: string | null = null): string {
  const c = new Config();
  const t = new TableDef();
  t.join = join;
  t.header = header;
  t.groupBy = groupBy;
  t.fold = fold;
  t.columns = columns;
  t.once = once;
  t.cells = <u8>cells;
  t.first = first;
  t.dropEmpty = dropEmpty;
  c.table = t;
  return runConfig(c, lines);
}

const PODS: string[] = [
  "NAME    READY   STATUS    RESTARTS",
  "a       1/1     Running   0",
  "b       0/1     Pending   0",
  "c       1/1     Running   0",
];

describe("table", () => {
  it("groups rows with the same key where the first stood", () => {
    expect(run(PODS, ["READY", "STATUS", "RESTARTS"], null)).toBe("NAME    READY   STATUS    RESTARTS\n1/1  Running  0 (x2): a, c\nb       0/1     Pending   0\n");
  });

  it("keeps rows whose key fold does not match", () => {
    expect(run(PODS, ["STATUS"], "^Pending$")).toBe(PODS.join("\n") + "\n");
  });

  it("ends at a line that is not a row, which passes", () => {
    const lines = PODS.concat(["  indented", "d       1/1     Running   0"]);
    expect(run(lines, ["READY", "STATUS", "RESTARTS"], null)).toBe(
      "NAME    READY   STATUS    RESTARTS\n1/1  Running  0 (x2): a, c\nb       0/1     Pending   0\n  indented\nd       1/1     Running   0\n",
    );
  });

  it("leaves a table without the group column alone", () => {
    expect(run(PODS, ["PHASE"], null)).toBe(PODS.join("\n") + "\n");
  });

  it("keeps only the named columns, each cell with the tool's padding", () => {
    expect(run(PODS, [], null, ["NAME", "STATUS"])).toBe("NAME    STATUS\na       Running\nb       Pending\nc       Running\n");
  });

  it("selects the columns of grouped and kept rows alike", () => {
    expect(run(PODS, ["STATUS"], null, ["NAME", "STATUS"])).toBe("NAME    STATUS\nRunning (x2): a, c\nb       Pending\n");
  });

  it("shows every column of a header that has only the named ones", () => {
    expect(run(PODS, [], null, ["NAME", "READY", "STATUS", "RESTARTS", "AGE"])).toBe(PODS.join("\n") + "\n");
  });

  it("leaves a table without any named column alone", () => {
    expect(run(PODS, [], null, ["IMAGE"])).toBe(PODS.join("\n") + "\n");
  });

  it("groups by the group columns the header has, skipping the others", () => {
    expect(run(PODS, ["NAMESPACE", "STATUS"], null)).toBe("NAME    READY   STATUS    RESTARTS\nRunning (x2): a 1/1 0, c 1/1 0\nb       0/1     Pending   0\n");
  });

  it("says a once column with one value on every row once, under the header, and leaves it out of the rows", () => {
    expect(run(PODS, ["READY", "STATUS"], null, [], ["RESTARTS", "READY"])).toBe("NAME    READY   STATUS\nevery row: RESTARTS=0\n1/1  Running (x2): a, c\nb       0/1     Pending\n");
  });

  it("keeps a once column whose rows differ, and every column of a table under three rows", () => {
    expect(run(PODS, [], null, [], ["READY"])).toBe(PODS.join("\n") + "\n");
    expect(run(PODS.slice(0, 3), [], null, [], ["RESTARTS"])).toBe(PODS.slice(0, 3).join("\n") + "\n");
  });

  it("never says every shown column once: rows stay rows", () => {
    const same = ["NAME  READY", "a     1/1", "a     1/1", "a     1/1"];
    expect(run(same, [], null, [], ["*"])).toBe(same.join("\n") + "\n");
  });

  it("reads aligned cells that a tab ends (helm's padded, tab-separated tables)", () => {
    const helm = [
      "NAME    \tNAMESPACE\tSTATUS  \tCHART       ",
      "auth    \tstore    \tdeployed\torders-0.1.0",
      "ledger  \tstore    \tfailed  \torders-0.1.0",
      "billing \tstore    \tdeployed\torders-0.1.0",
    ];
    expect(run(helm, ["NAMESPACE", "STATUS", "CHART"], null, [], ["NAMESPACE", "CHART"], TableCells.Aligned, "^NAME\\s+NAMESPACE")).toBe(
      "NAME    \tSTATUS\nevery row: NAMESPACE=store, CHART=orders-0.1.0\ndeployed (x2): auth, billing\nledger  \tfailed\n",
    );
  });

  it("reads single-spaced tables at runs of spaces, the last column taking the rest of the line", () => {
    const ps = ["USER       PID %CPU COMMAND", "root         1  0.4 /sbin/init splash", "ann       4242 12.5 node  server.js", "not a row"];
    expect(run(ps, [], null, ["PID", "COMMAND"], [], TableCells.Spaces, "^USER +PID")).toBe("PID COMMAND\n1 /sbin/init splash\n4242 node  server.js\nnot a row\n");
    // Nothing left out: the lines stay as printed.
    expect(run(ps, [], null, [], ["USER"], TableCells.Spaces, "^USER +PID")).toBe(ps.join("\n") + "\n");
  });

  it("reads bars tables after their rule line; borders go, an empty cell keeps its place", () => {
    const psql = [" id | name  | note | db ", "----+-------+------+----", "  1 | alice | x    | a", "  2 | bob   |      | a", "  3 | carol |      | a", "(3 rows)"];
    expect(run(psql, [], null, [], ["db"], TableCells.Bars, "\\|")).toBe("id | name | note\nevery row: db=a\n1 | alice | x\n2 | bob |\n3 | carol |\n(3 rows)\n");
    const mysql = ["+----+-------+", "| id | name  |", "+----+-------+", "|  1 | alice |", "|  2 | bob   |", "+----+-------+"];
    expect(run(mysql, [], null, ["id"], [], TableCells.Bars, "\\|")).toBe("+----+-------+\nid\n1\n2\n");
  });

  it("reads a psql row that opens with a bar (an empty first cell, a wrapped value's next line) as a row", () => {
    const psql = [" name | owner | privileges ", "------+-------+------------", " t0   | pg    | =c/pg     +", "      |       | pg=CTc/pg", " t1   | pg    | ", "(2 rows)"];
    expect(run(psql, [], null, ["name", "privileges"], [], TableCells.Bars, "\\|")).toBe("name | privileges\nt0 | =c/pg     +\n| pg=CTc/pg\nt1 |\n(2 rows)\n");
  });

  it("passes a bars header without a rule line as it came (psql's expanded records)", () => {
    const records = ["sku   | HD-004", "title | USB-C hub", "-[ RECORD 2 ]--"];
    expect(run(records, [], null, [], ["*"], TableCells.Bars, "\\|")).toBe(records.join("\n") + "\n");
  });

  it("says a bars column with one value on every row once", () => {
    const d = [" Column | Collation | Nullable", "--------+-----------+---------", " id     |           | not null", " sku    |           | not null", " qty    |           | not null"];
    expect(run(d, [], null, [], ["*"], TableCells.Bars, "\\|")).toBe("Column\nevery row: Collation=, Nullable=not null\nid\nsku\nqty\n");
  });

  it("reads ruled tables under the rule's dash runs: a bar inside a cell stays in it, cells joined by a tab", () => {
    const psql = [" id |  bar  | name ", "----+-------+------", "  1 | a | b | x", "  2 |       | ", "(2 rows)"];
    expect(run(psql, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("id\tbar\tname\n1\ta | b\tx\n2\t\t\n(2 rows)\n");
  });

  it("keeps a left-aligned value's leading spaces and drops a right-aligned column's padding", () => {
    const psql = ["  n  | word  ", "-----+-------", "   1 |  lead", "  22 | plain", "(2 rows)"];
    expect(run(psql, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("n\tword\n1\t lead\n22\tplain\n(2 rows)\n");
  });

  it("drops bordered tables' borders; a rule followed by a rule ends the table (mysql's two result sets)", () => {
    const mysql = ["+----+---+", "| id | n |", "+----+---+", "|  1 | a |", "+----+---+", "+----+---+", "| id | n |", "+----+---+", "|  2 | b |", "+----+---+"];
    expect(run(mysql, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("+----+---+\nid\tn\n1\ta\n+----+---+\nid\tn\n2\tb\n");
  });

  it("writes a rule or blank line between records as an empty line (sqlite3 -box, -column)", () => {
    const box = ["│ id │ note │", "├────┼──────┤", "│ 1  │ a    │", "├────┼──────┤", "│ 2  │ b    │", "│    │ c    │", "└────┴──────┘"];
    expect(run(box, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("id\tnote\n1\ta\n\n2\tb\n\tc\n");
    const column = ["id  note", "--  ----", "1   a   ", "", "2   b   ", "", "after"];
    expect(run(column, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("id\tnote\n1\ta\n\n2\tb\n\nafter\n");
  });

  it("reads markdown tables (a `|---|` rule) and space-ruled tables", () => {
    const md = ["| id | name |", "|----|------|", "| 1  | x  y |"];
    expect(run(md, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("id\tname\n1\tx  y\n");
  });

  it("leaves a table with the join text inside a cell as printed, rule included", () => {
    const t = ["id  note", "--  ------", "1   a\tb   ", "2   c     "];
    expect(run(t, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe(t.join("\n") + "\n");
  });

  it("keeps a bordered row broken by a value's line break as printed, in its place (mysql -t)", () => {
    const mysql = ["| id | note |", "+----+------+", "|  3 | one", "two  |", "|  4 | x    |", "+----+------+"];
    expect(run(mysql, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("id\tnote\n|  3 | one\ntwo  |\n4\tx\n");
  });

  it("says no column once in a table holding a line kept as printed (its cells could differ)", () => {
    const mysql = ["| id | note |", "+----+------+", "|  1 | NULL |", "|  2 | NULL |", "|  3 | one", "two  |", "|  4 | NULL |", "+----+------+"];
    expect(run(mysql, [], null, [], ["*"], TableCells.Ruled, "\\S", null, false, "\t")).toBe("id\tnote\n1\tNULL\n2\tNULL\n|  3 | one\ntwo  |\n4\tNULL\n");
  });

  it("ends an unbordered ruled table at a line that does not fit its rule, which passes on as it came", () => {
    const psql = [" id | note ", "----+------", "  1 | a", "(1 row)"];
    expect(run(psql, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("id\tnote\n1\ta\n(1 row)\n");
  });

  it("reads one column under its rule; its count line and the next table are not rows of it", () => {
    const psql = [" customers ", "-----------", "        30", "(1 row)", "", " sku | n ", "-----+---", " a   | 1", "(1 row)"];
    expect(run(psql, [], null, [], [], TableCells.Ruled, "\\S", null, false, "\t")).toBe("customers\n30\n(1 row)\n\nsku\tn\na\t1\n(1 row)\n");
  });
});

const EVENTS: string[] = [
  "TYPE      REASON     OBJECT",
  "Normal    Pulled     Pod/a",
  "Warning   BackOff    Pod/b",
  "Normal    Pulled     Pod/c",
  "Warning   Failed     Pod/d",
];

const CHAINS: string[] = [
  "Chain INPUT (policy ACCEPT)",
  "TYPE  REASON",
  "",
  "Chain FORWARD (policy DROP)",
  "TYPE  REASON",
  "x     y",
  "",
  "Chain OUTPUT (policy ACCEPT)",
  "TYPE  REASON",
];

function events(first: string | null): string {
  return run(EVENTS, ["TYPE", "REASON"], null, [], [], TableCells.Aligned, "^TYPE +REASON", first);
}

function chains(lines: string[], dropEmpty: bool): string {
  return run(lines, [], null, [], [], TableCells.Aligned, "^TYPE +REASON$", null, dropEmpty);
}

describe("table first", () => {
  it("writes the rows and groups it matches first, each part in the tool's order", () => {
    expect(events("^Warning ")).toBe(
      "TYPE      REASON     OBJECT\nWarning   BackOff    Pod/b\nWarning   Failed     Pod/d\nNormal  Pulled (x2): Pod/a, Pod/c\n",
    );
  });

  it("matches a group by its first row's line", () => {
    expect(events("Pod/a$")).toBe(
      "TYPE      REASON     OBJECT\nNormal  Pulled (x2): Pod/a, Pod/c\nWarning   BackOff    Pod/b\nWarning   Failed     Pod/d\n",
    );
  });

  it("keeps the tool's order without it", () => {
    expect(events(null)).toBe(
      "TYPE      REASON     OBJECT\nNormal  Pulled (x2): Pod/a, Pod/c\nWarning   BackOff    Pod/b\nWarning   Failed     Pod/d\n",
    );
  });
});

describe("table drop_empty", () => {
  it("drops a header closed by a blank line or the end with no rows, keeps one with rows", () => {
    expect(chains(CHAINS, true)).toBe(
      "Chain INPUT (policy ACCEPT)\n\nChain FORWARD (policy DROP)\nTYPE  REASON\nx     y\n\nChain OUTPUT (policy ACCEPT)\n",
    );
  });

  it("drops a header another header follows", () => {
    expect(chains(["TYPE  REASON", "TYPE  REASON", "x     y"], true)).toBe("TYPE  REASON\nx     y\n");
  });

  it("keeps a header followed by a line that is not its row: that line may be what it heads", () => {
    expect(chains(["TYPE  REASON", "  indented"], true)).toBe("TYPE  REASON\n  indented\n");
  });

  it("keeps every header without it", () => {
    expect(chains(CHAINS, false)).toBe(CHAINS.join("\n") + "\n");
  });
});
