// The line model: byte questions, the same lines as strings, and the same rule for decoded text.
import { bytesIndexOf, Lines, lineStrings, splitLines } from "../lines";
import { ByteBuffer } from "../../../abi/buffers";
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
  it("says which lines ended in \\r\\n and writes that end back (hadCr, endTo)", () => {
    const L = new Lines(buf("a\r\nb\n\r\nc\r\r\nd\r"));
    expect(L.count).toBe(5);
    expect(L.hadCr(0)).toBe(true);
    expect(L.hadCr(1)).toBe(false);
    expect(L.hadCr(2)).toBe(true);
    expect(L.str(3)).toBe("c\r");
    expect(L.hadCr(3)).toBe(true);
    expect(L.hadCr(4)).toBe(true);
    const out = new ByteBuffer();
    for (let i = 0; i < L.count; i++) {
      out.pushString(L.str(i));
      L.endTo(i, out);
    }
    expect(out.toString()).toBe("a\r\nb\n\r\nc\r\r\nd\r\n");
    // Lines kept by retain still answer for their own end.
    const keep = new StaticArray<bool>(5);
    keep[1] = true;
    keep[3] = true;
    L.retain(keep);
    expect(L.hadCr(0)).toBe(false);
    expect(L.hadCr(1)).toBe(true);
  });
  it("keeps an unterminated last line and answers byte questions", () => {
    const L = new Lines(buf("  indented: x\nlast"));
    expect(L.count).toBe(2);
    expect(L.indent(0)).toBe(2);
    expect(L.startsWith(0, "  ind")).toBe(true);
    expect(L.indexOf(0, 0x3a)).toBe(10);
    expect(L.contains(0, "ted: ")).toBe(true);
    expect(L.contains(1, "lastx")).toBe(false);
    expect(L.strFrom(0, 11)).toBe(" x");
  });
  it("answers questions about parts of a line, by bytes", () => {
    const L = Lines.ofText("  1:2  error  a  b  rule \t\n✖ 3 problems 😀\nx");
    expect(L.count).toBe(3);
    expect(L.startsWithAt(0, 7, "error")).toBe(true);
    expect(L.startsWithAt(0, 8, "error")).toBe(false);
    expect(L.skipSpaces(0, 5, L.len(0))).toBe(7);
    expect(L.trimmedEnd(0, 0, L.len(0))).toBe(24);
    expect(L.findLast(0, "  ", 0, 24)).toBe(18);
    expect(L.findLast(0, "  ", 0, 4)).toBe(0);
    expect(L.lastIndexOf(0, 0x3a, 24)).toBe(3);
    expect(L.lastIndexOf(0, 0x3a, 3)).toBe(-1);
    expect(L.find(0, "a", 0)).toBe(14);
    expect(L.find(0, "a", 15)).toBe(-1);
    expect(L.strRange(0, 20, 24)).toBe("rule");
    expect(L.endsWith(1, "problems 😀")).toBe(false);
    expect(L.endsWith(0, "\t")).toBe(true);
    expect(L.is(2, "x")).toBe(true);
    expect(L.startsWithUtf8(1, String.UTF8.encode("✖"))).toBe(true);
    expect(L.startsWithUtf8(2, String.UTF8.encode("✖"))).toBe(false);
    expect(L.startsWithUtf8At(1, 4, String.UTF8.encode("3 p"))).toBe(true);
    expect(L.findUtf8(1, String.UTF8.encode("😀"))).toBe(L.len(1) - 4);
    expect(L.findUtf8(2, String.UTF8.encode("😀"))).toBe(-1);
    // A string's length: the emoji past U+FFFF counts two, as "✖ 3 problems 😀".length does.
    expect(L.utf16Length(1, 0, L.len(1))).toBe("✖ 3 problems 😀".length);
    const out = new ByteBuffer();
    L.copyRange(0, 2, 5, out);
    expect(out.toString()).toBe("1:2");
  });
  it("decodes a line trimmed of its spaces and tabs", () => {
    const L = new Lines(buf(" \t name = \"x\"\t \n\t\nplain\n"));
    expect(L.trimmed(0)).toBe('name = "x"');
    expect(L.trimmed(1)).toBe("");
    expect(L.trimmed(2)).toBe("plain");
  });

  it("keeps only the lines asked for", () => {
    const L = new Lines(buf("a\nb\nc\nd\n"));
    const keep = new StaticArray<bool>(4);
    keep[1] = true;
    keep[3] = true;
    L.retain(keep);
    expect(L.count).toBe(2);
    expect(L.str(0)).toBe("b");
    expect(L.str(1)).toBe("d");
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

describe("Lines given its newline count", () => {
  it("indexes the same lines as when it counts them", () => {
    const texts: string[] = ["", "a", "a\n", "a\r\nbb\n\nccc", "\n\n", "x\ny\nz\n"];
    for (let t = 0; t < texts.length; t++) {
      const b = buf(texts[t]);
      let n = 0;
      for (let k = 0; k < texts[t].length; k++) if (texts[t].charCodeAt(k) == 0x0a) n++;
      const counted = new Lines(b);
      const given = new Lines(b, n);
      expect(given.count).toBe(counted.count, texts[t]);
      for (let i = 0; i < counted.count; i++) expect(given.str(i)).toBe(counted.str(i), texts[t]);
    }
  });
});
