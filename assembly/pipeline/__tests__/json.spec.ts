// The JSON stage and strip_blocks on their own configurations.
import { Config, JsonDef } from "../program";
import { runConfig as run } from "./helpers";

function jsonConfig(drop: string[], unwrap: string[], table: i32): Config {
  const c = new Config();
  const j = new JsonDef();
  j.drop = drop;
  j.unwrap = unwrap;
  j.tableRows = table;
  c.json = j;
  return c;
}

describe("json", () => {
  it("writes values one per line, without empties and dropped members", () => {
    const c = jsonConfig(["managedFields"], [], 3);
    expect(run(c, ['{"a": {"b": 1, "managedFields": [1], "c": null},', ' "d": [true, "x"], "e": ""}'])).toBe("a:\n  b: 1\nd: [true, x]\n");
  });

  it("unwraps single-member wrappers and makes flat lists tables", () => {
    const c = jsonConfig([], ["S"], 2);
    expect(run(c, ['[{"id": {"S": "a"}, "n": 1}, {"id": {"S": "b"}}]'])).toBe("(x2) id | n\na | 1\nb | -\n");
  });

  it("with nested, lists of records are tables: members as key.member columns, arrays inline", () => {
    const c = jsonConfig([], [], 2);
    c.json!.nested = true;
    expect(run(c, ['[{"id": 1, "author": {"name": "a", "id": 7}, "labels": ["x", "y"], "to": [{"id": 7}]}, {"id": 2, "author": {"name": "b"}}]'])).toBe(
      "(x2) id | author.name | author.id | labels | to\n1 | a | 7 | [x, y] | [{id: 7}]\n2 | b | - | - | -\n",
    );
  });

  it("without nested, a list of records holding objects is not a table", () => {
    const c = jsonConfig([], [], 2);
    expect(run(c, ['[{"id": 1, "a": {"b": 2}}, {"id": 2}]'])).toBe("- id: 1\n  a:\n    b: 2\n- id: 2\n");
  });

  it("with once, a column with one value on every row of 3+ is said once under the header", () => {
    const c = jsonConfig([], [], 3);
    c.json!.once = true;
    expect(run(c, ['{"items": [{"id": 1, "s": "ok"}, {"id": 2, "s": "ok"}, {"id": 3, "s": "ok"}]}'])).toBe("items: (x3) id\n  every row: s=ok\n  1\n  2\n  3\n");
    expect(run(c, ['[{"s": "ok"}, {"s": "ok"}, {"s": "ok"}]'])).toBe("(x3) s\nok\nok\nok\n");
    expect(run(c, ['[{"id": 1, "s": "ok"}, {"id": 2, "s": "ok"}]'])).toBe("- id: 1\n  s: ok\n- id: 2\n  s: ok\n");
  });

  it("passes text that is not one document as it came", () => {
    const c = jsonConfig([], [], 3);
    expect(run(c, ["Error: nope", "{}"])).toBe("Error: nope\n{}\n");
  });
});

describe("strip_blocks", () => {
  it("drops a key, what is under it and its list at the same indentation", () => {
    const c = new Config();
    c.stripBlocks = ["^\\s*managedFields:$"];
    expect(run(c, ["metadata:", "  managedFields:", "  - manager: x", "    op: y", "  name: web"])).toBe("metadata:\n  name: web\n");
  });

  it("counts a leading tab as indentation (XCTest's suite totals)", () => {
    const c = new Config();
    c.stripBlocks = ["^Test Suite '[^' ]+' passed at "];
    expect(run(c, ["Test Suite 'CartTests' passed at 12:00", "\t Executed 8 tests", "Test Suite 'All tests' passed at 12:00", "\t Executed 8 tests"])).toBe("Test Suite 'All tests' passed at 12:00\n\t Executed 8 tests\n");
  });
});
