import { ByteBuffer } from "../../abi/buffers";
import { hasCsi, isPlainAscii, isValidUtf8, LineSink, LineSplitter } from "../lines";

/** Records each line with whether it came as plainLine. */
class Told extends LineSink {
  lines: string[] = [];
  plains: bool[] = [];
  line(src: usize, len: i32): void {
    this.lines.push(String.UTF8.decodeUnsafe(src, len, false));
    this.plains.push(false);
  }
  plainLine(src: usize, len: i32): void {
    this.lines.push(String.UTF8.decodeUnsafe(src, len, false));
    this.plains.push(true);
  }
}

function plain(s: string): bool {
  const b = String.UTF8.encode(s, false);
  return isPlainAscii(changetype<usize>(b), b.byteLength);
}

describe("lines: isPlainAscii (the pipeline's one-pass check before decoding and strip_ansi)", () => {
  it("is true only for ASCII without ESC, in the eight-byte words and the tail alike", () => {
    expect(plain("")).toBe(true);
    expect(plain("web:build: copied src/index.mjs -> dist/index.mjs")).toBe(true);
    expect(plain("\x1b[31mred\x1b[0m")).toBe(false);
    expect(plain("0123456789abcdef\x1b")).toBe(false);
    expect(plain("01234567\x1b")).toBe(false);
    expect(plain("✖ counts units")).toBe(false);
    expect(plain("counts units ✖")).toBe(false);
    expect(plain("abcdefgh é")).toBe(false);
  });

  it("when true, the line is valid UTF-8 with no escape sequence to strip (checked on every byte value at every offset)", () => {
    const b = new StaticArray<u8>(24);
    const p = changetype<usize>(b);
    for (let at = 0; at < 24; at++) {
      for (let v = 0; v < 256; v++) {
        for (let i = 0; i < 24; i++) b[i] = 0x61;
        b[at] = <u8>v;
        const expected = v < 0x80 && v != 0x1b;
        expect(isPlainAscii(p, 24)).toBe(expected);
        if (expected) {
          expect(isValidUtf8(p, 24)).toBe(true);
          expect(hasCsi(p, 24)).toBe(false);
        }
      }
    }
  });
});

describe("lines: LineSplitter.tellsPlain (plainness told in the pass that finds each line's end)", () => {
  it("tells a line plain exactly when isPlainAscii says so, whatever the chunks, and splits as without it", () => {
    const text = "web:build: ok\r\n\x1b[31mred\x1b[0m\n01234567\x1b\nabcdefghijklmnop\n\nx \u2716 y\nabcdefg\u00e9\nlast line, no newline \u2716";
    const bytes = String.UTF8.encode(text, false);
    const n = bytes.byteLength;
    const p = changetype<usize>(bytes);
    for (let cut = 0; cut <= n; cut++) {
      const told = new Told();
      const s = new LineSplitter(4);
      s.tellsPlain = true;
      s.push(p, cut, told);
      s.push(p + <usize>cut, n - cut, told);
      s.finish(told);
      const plainOnly = new Told();
      const t = new LineSplitter(4);
      t.push(p, cut, plainOnly);
      t.push(p + <usize>cut, n - cut, plainOnly);
      t.finish(plainOnly);
      expect(told.lines.length).toBe(plainOnly.lines.length);
      for (let i = 0; i < told.lines.length; i++) {
        expect(told.lines[i]).toBe(plainOnly.lines[i]);
        expect(plainOnly.plains[i]).toBe(false);
        const b = String.UTF8.encode(told.lines[i], false);
        expect(told.plains[i]).toBe(isPlainAscii(changetype<usize>(b), b.byteLength));
      }
    }
  });

  it("tells plainness right for a bad byte at every offset before and after the newline in a word", () => {
    const b = new ByteBuffer(64);
    for (let at = 0; at < 24; at++) {
      for (let nl = 0; nl < 24; nl++) {
        if (nl == at) continue;
        for (let k = 0; k < 2; k++) {
          b.clear();
          for (let i = 0; i < 24; i++) b.pushByte(i == nl ? 0x0a : i == at ? (k == 0 ? <u8>0x1b : <u8>0xc3) : 0x61);
          // A last byte after the word: the second line is never empty (a final newline adds none).
          b.pushByte(0x61);
          const told = new Told();
          const s = new LineSplitter(4);
          s.tellsPlain = true;
          s.push(b.ptr, b.length, told);
          s.finish(told);
          expect(told.plains.length).toBe(2);
          expect(told.plains[0]).toBe(at > nl);
          expect(told.plains[1]).toBe(at < nl);
        }
      }
    }
  });
});
