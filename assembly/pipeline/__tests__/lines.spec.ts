import { hasCsi, isPlainAscii, isValidUtf8 } from "../lines";

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
