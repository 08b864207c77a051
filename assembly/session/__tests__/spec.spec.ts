import { SpecReader, SpecWriter } from "../spec";

describe("session specs (one codec for every kind)", () => {
  it("writes the kind, then each field after a ':', in order", () => {
    expect(new SpecWriter("read").str("minimal").int(50).int(-1).flag(false).last("src/a.ts").toString()).toBe("read:minimal:50:-1:0:src/a.ts");
    expect(new SpecWriter("wc").str("lwc").flag(true).toString()).toBe("wc:lwc:1");
    expect(new SpecWriter("tree").toString()).toBe("tree");
  });
  it("keeps a ':' in the last field only, and leaves an empty optional last field out", () => {
    expect(new SpecWriter("json").int(5).flag(false).lastIfAny("").toString()).toBe("json:5:0");
    expect(new SpecWriter("json").int(5).flag(false).lastIfAny("c:/a.json").toString()).toBe("json:5:0:c:/a.json");
    expect(new SpecWriter("x").str("a:b").toString()).toBe("x:ab");
  });
  it("reads back what was written, the last field whole", () => {
    const r = new SpecReader("read:minimal:50:-1:1:dir/a:b.ts");
    expect(r.kind).toBe("read");
    expect(r.str()).toBe("minimal");
    expect(r.int(-1)).toBe(50);
    expect(r.int(7)).toBe(-1);
    expect(r.flag()).toBe(true);
    expect(r.last()).toBe("dir/a:b.ts");
    expect(r.more).toBe(false);
  });
  it("gives the defaults for fields a spec leaves out", () => {
    const r = new SpecReader("json");
    expect(r.kind).toBe("json");
    expect(r.more).toBe(false);
    expect(r.int(5)).toBe(5);
    expect(r.flag(true)).toBe(true);
    expect(r.last("none")).toBe("none");
    const empty = new SpecReader("env:0:");
    expect(empty.flag(true)).toBe(false);
    expect(empty.last("x")).toBe("");
  });
});
