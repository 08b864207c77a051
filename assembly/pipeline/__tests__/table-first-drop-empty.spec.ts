// The table stage's `first` (rows and groups it matches come before the others) and `drop_empty`
// (a header without rows goes when a blank line, another header or the end closes it).
import { Config, TableDef } from "../program";
import { runConfig } from "./helpers";

function run(lines: string[], groupBy: string[], first: string | null, dropEmpty: bool, header: string = "^TYPE +REASON"): string {
  const c = new Config();
  const t = new TableDef();
  t.header = header;
  t.groupBy = groupBy;
  t.first = first;
  t.dropEmpty = dropEmpty;
  c.table = t;
  return runConfig(c, lines);
}

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

describe("table first", () => {
  it("writes the rows and groups it matches first, each part in the tool's order", () => {
    expect(run(EVENTS, ["TYPE", "REASON"], "^Warning ", false)).toBe(
      "TYPE      REASON     OBJECT\nWarning   BackOff    Pod/b\nWarning   Failed     Pod/d\nNormal  Pulled (x2): Pod/a, Pod/c\n",
    );
  });

  it("matches a group by its first row's line", () => {
    expect(run(EVENTS, ["TYPE", "REASON"], "Pod/a$", false)).toBe(
      "TYPE      REASON     OBJECT\nNormal  Pulled (x2): Pod/a, Pod/c\nWarning   BackOff    Pod/b\nWarning   Failed     Pod/d\n",
    );
  });

  it("keeps the tool's order without it", () => {
    expect(run(EVENTS, ["TYPE", "REASON"], null, false)).toBe(
      "TYPE      REASON     OBJECT\nNormal  Pulled (x2): Pod/a, Pod/c\nWarning   BackOff    Pod/b\nWarning   Failed     Pod/d\n",
    );
  });
});

describe("table drop_empty", () => {
  it("drops a header closed by a blank line or the end with no rows, keeps one with rows", () => {
    expect(run(CHAINS, [], null, true, "^TYPE +REASON$")).toBe(
      "Chain INPUT (policy ACCEPT)\n\nChain FORWARD (policy DROP)\nTYPE  REASON\nx     y\n\nChain OUTPUT (policy ACCEPT)\n",
    );
  });

  it("drops a header another header follows", () => {
    expect(run(["TYPE  REASON", "TYPE  REASON", "x     y"], [], null, true, "^TYPE +REASON$")).toBe("TYPE  REASON\nx     y\n");
  });

  it("keeps a header followed by a line that is not its row: that line may be what it heads", () => {
    expect(run(["TYPE  REASON", "  indented"], [], null, true, "^TYPE +REASON$")).toBe("TYPE  REASON\n  indented\n");
  });

  it("keeps every header without it", () => {
    expect(run(CHAINS, [], null, false, "^TYPE +REASON$")).toBe(CHAINS.join("\n") + "\n");
  });
});
