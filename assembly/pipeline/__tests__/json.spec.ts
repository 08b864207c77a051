// The JSON stage, strip_blocks and strip_line_above on their own configurations.
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
});

describe("strip_line_above", () => {
  it("a caret line takes the source line above it away; a line no pattern matches releases it, the last one too", () => {
    const c = new Config();
    c.stripAbove = ["^\\s*\\^+$"];
    c.strip = ["^\\s*\\^+$"];
    expect(run(c, ["error: x", "  total(1);", "  ^^^^^", "    at a.ts:3:3", "  kept;", "last"])).toBe("error: x\n    at a.ts:3:3\n  kept;\nlast\n");
  });

  it("without strip_lines_matching the caret line itself stays", () => {
    const c = new Config();
    c.stripAbove = ["^\\s*\\^+$"];
    expect(run(c, ["src", "^^^", "^^^"])).toBe("^^^\n");
  });
});
