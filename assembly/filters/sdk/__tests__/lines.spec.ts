// The line model: byte questions, the same lines as strings, and the same rule for decoded text.
import { bytesIndexOf, lineContains, Lines, lineStrings, splitLines } from "../lines";
import { buf } from "./helpers";

describe("Lines", () => {
  it("splits on \\n, drops one \\r, and a final \\n adds no line", () => {
    const L = new Lines(buf("a\r\nbb\n\nccc\n"));
    expect(L.count).toBe(4);
    expect(L.str(0)).toBe("a");
    expect(L.str(1)).toBe("bb");
    expect(L.isBlank(2)).toBe(true);
    expect(L.str(3)).toBe("ccc");
  });
  it("keeps an unterminated last line and answers byte questions", () => {
    const L = new Lines(buf("  indented: x\nlast"));
    expect(L.count).toBe(2);
    expect(L.indent(0)).toBe(2);
    expect(L.startsWith(0, "  ind")).toBe(true);
    expect(L.indexOf(0, 0x3a)).toBe(10);
    expect(lineContains(L, 0, "ted: ")).toBe(true);
    expect(lineContains(L, 1, "lastx")).toBe(false);
    expect(L.strFrom(0, 11)).toBe(" x");
  });
  it("compares lines by bytes", () => {
    const L = new Lines(buf("same\nsame\nsamf\n"));
    expect(L.same(0, 1)).toBe(true);
    expect(L.same(1, 2)).toBe(false);
  });
  it("gives the same lines as strings, decoding UTF-8 per line", () => {
    const b = buf("é one\r\n\ntwo ✓");
    const s = lineStrings(b);
    expect(s.length).toBe(3);
    expect(s[0]).toBe("é one");
    expect(s[1]).toBe("");
    expect(s[2]).toBe("two ✓");
    const L = new Lines(b);
    expect(L.count).toBe(s.length);
    for (let i = 0; i < L.count; i++) expect(L.str(i)).toBe(s[i]);
    expect(lineStrings(buf("")).length).toBe(0);
    expect(lineStrings(buf("\n")).join("|")).toBe("");
    expect(lineStrings(buf("\n")).length).toBe(1);
  });
  it("finds a literal in bytes", () => {
    const b = buf("abcabd");
    expect(bytesIndexOf(b.ptr, b.length, "abd")).toBe(3);
    expect(bytesIndexOf(b.ptr, b.length, "abe")).toBe(-1);
    expect(bytesIndexOf(b.ptr, 4, "abd")).toBe(-1);
  });
});

describe("splitLines (decoded text)", () => {
  it("follows the same rule as Lines", () => {
    const l = splitLines("a\r\nb\n\nc\n");
    expect(l.length).toBe(4);
    expect(l[0]).toBe("a");
    expect(l[2]).toBe("");
    expect(l[3]).toBe("c");
    expect(splitLines("").length).toBe(0);
    const bytes = lineStrings(buf("a\r\nb\n\nc\n"));
    expect(bytes.join("|")).toBe(l.join("|"));
  });
});
