import { ByteBuffer } from "../../abi/buffers";
import { Cuts, RECALL_MIN_BYTES } from "../cuts";
import { Listing } from "../../filters/sdk/listing";

function kept(id: string, rawBytes: i64): Cuts {
  const c = new Cuts();
  c.id = id;
  c.rawBytes = rawBytes;
  return c;
}

describe("Cuts", () => {
  it("names the recall id where it cuts, once the raw output is big enough to be kept", () => {
    const c = kept("0123456789ab", RECALL_MIN_BYTES);
    expect(c.cut).toBe(false);
    expect(c.more(71)).toBe("+71 more: rtk recall 0123456789ab");
    expect(c.cut).toBe(true);
    expect(c.omitted("87 lines omitted")).toBe("87 lines omitted: rtk recall 0123456789ab");
  });
  it("says what it left out without pointing anywhere when nothing will be kept", () => {
    expect(kept("", 100000).more(3)).toBe("+3 more");
    expect(kept("0123456789ab", RECALL_MIN_BYTES - 1).more(3)).toBe("+3 more");
  });
  it("shortens a line at its end with one mark, never splitting a surrogate pair", () => {
    const c = new Cuts();
    expect(c.shorten("abc", 8)).toBe("abc");
    expect(c.cut).toBe(false);
    expect(c.shorten("abcdefghij", 8)).toBe("abcdefg…");
    expect(c.cut).toBe(true);
    expect(new Cuts().shorten("abc\u{1F600}defgh", 5)).toBe("abc…");
    expect(new Cuts().shorten("abc\u{1F600}defgh", 6)).toBe("abc\u{1F600}…");
  });
  it("writes a list one item per line and names what a cap left out", () => {
    const out = new ByteBuffer();
    const c = kept("0123456789ab", 1000);
    c.writeList(out, ["src/a.ts", "src/b.ts", "src/c.ts"], 2);
    expect(out.toString()).toBe("src/a.ts\nsrc/b.ts\n+1 more: rtk recall 0123456789ab\n");
    expect(c.cut).toBe(true);
    const all = new ByteBuffer();
    const d = new Cuts();
    d.writeList(all, ["x"], 2, "  ");
    expect(all.toString()).toBe("  x\n");
    expect(d.cut).toBe(false);
  });
});

describe("Listing", () => {
  it("hides a noise directory's contents in place and counts them under it", () => {
    const out = new ByteBuffer();
    const l = new Listing(kept("0123456789ab", 1000));
    l.entry(out, 1, "src/");
    l.entry(out, 1, "node_modules/", true, "  ");
    l.entry(out, 2, "  a/");
    l.entry(out, 3, "    b.js");
    l.entry(out, 1, "package.json");
    l.close(out);
    expect(out.toString()).toBe("src/\nnode_modules/\n  +2 more: rtk recall 0123456789ab\npackage.json\n");
  });
  it("counts entries by the noise directory they lie in, named at the end", () => {
    const out = new ByteBuffer();
    const c = kept("", 0);
    const l = new Listing(c);
    l.entry(out, 0, "./a.ts");
    l.hideIn("./node_modules");
    l.hideIn("./node_modules");
    l.hideIn("./x/.git");
    l.close(out);
    expect(out.toString()).toBe("./a.ts\n+2 more in ./node_modules\n+1 more in ./x/.git\n");
    expect(c.cut).toBe(true);
  });
});
