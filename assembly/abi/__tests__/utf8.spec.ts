import { decodeUtf8, encodeUtf8, isUtf8, utf8BoundaryBefore, utf8SequenceLength } from "../utf8";
import { ByteBuffer } from "../buffers";
import { Lines } from "../../filters/sdk/lines";

function bytes(a: i32[]): StaticArray<u8> {
  const b = new StaticArray<u8>(a.length);
  for (let i = 0; i < a.length; i++) b[i] = <u8>a[i];
  return b;
}

function hex(p: usize, n: i32): string {
  let s = "";
  for (let i = 0; i < n; i++) {
    const b = load<u8>(p + <usize>i);
    s += (b < 16 ? "0" : "") + (<u32>b).toString(16) + " ";
  }
  return s;
}

/** Decodes then encodes `a`; the hex of what comes back. */
function roundTrip(a: i32[]): string {
  const b = bytes(a);
  const s = decodeUtf8(changetype<usize>(b), b.length);
  const e = encodeUtf8(s);
  return hex(changetype<usize>(e), e.byteLength);
}

function units(s: string): string {
  let r = "";
  for (let i = 0; i < s.length; i++) r += (<u32>s.charCodeAt(i)).toString(16) + " ";
  return r;
}

// Ill-formed input, each with the UTF-16 units its decoding must hold: every byte that is not
// part of a well-formed sequence becomes 0xDC00 + byte, and the ASCII after it is never eaten.
const INVALID: i32[][] = [
  [0x63, 0x61, 0x66, 0xe9, 0x20, 0x6c], // latin-1 "café l": E9 is a 3-byte lead, the space is no continuation
  [0x78, 0xff, 0x79, 0x7a], // FF never appears in UTF-8
  [0xfe, 0xfe, 0xff, 0xff], // a UTF-16 BOM read as bytes
  [0x61, 0x62, 0xc3, 0x28, 0x63], // a 2-byte lead then ASCII
  [0x80], // lone continuation bytes
  [0xbf, 0x80, 0x41],
  [0xc0, 0xaf], // overlong "/"
  [0xc1, 0xbf], // overlong
  [0xe0, 0x80, 0xaf], // overlong 3-byte "/"
  [0xe0, 0x9f, 0xbf], // overlong 3-byte
  [0xf0, 0x80, 0x80, 0xaf], // overlong 4-byte
  [0xf0, 0x8f, 0xbf, 0xbf], // overlong 4-byte
  [0xed, 0xa0, 0x80], // U+D800 encoded (a surrogate)
  [0xed, 0xbf, 0xbf], // U+DFFF encoded
  [0xed, 0xa0, 0xbd, 0xed, 0xb2, 0xa9], // a surrogate pair encoded as two 3-byte sequences (CESU-8)
  [0xf4, 0x90, 0x80, 0x80], // past U+10FFFF
  [0xf5, 0x80, 0x80, 0x80], // F5 lead
  [0xf8, 0x88, 0x80, 0x80, 0x80], // 5-byte form
  [0xe2, 0x82], // truncated at the end (a line cut inside a sequence)
  [0xf0, 0x9f, 0x98], // truncated 4-byte at the end
  [0xe2, 0x82, 0x41], // truncated then ASCII
  [0xf0, 0x9f, 0x0a, 0x98, 0x80], // truncated by a newline
  [0xe2, 0x28, 0xa1], // bad second byte
  [0xe2, 0x82, 0x28], // bad third byte
  [0xf0, 0x28, 0x8c, 0xbc], // bad second byte of four
  [0xf0, 0x90, 0x28, 0xbc], // bad third byte of four
  [0xf0, 0x9f, 0x98, 0x28], // bad fourth byte
  [0xdc, 0x80, 0xed], // valid U+0700 then a cut lead
];

describe("utf8", () => {
  it("ill-formed bytes round-trip unchanged and never swallow what follows", () => {
    for (let k = 0; k < INVALID.length; k++) {
      const a = INVALID[k];
      const b = bytes(a);
      expect(isUtf8(changetype<usize>(b), b.length)).toBe(false, hex(changetype<usize>(b), b.length));
      expect(roundTrip(a)).toBe(hex(changetype<usize>(b), b.length));
    }
  });

  it("decodes each ill-formed byte to its escape, and well-formed neighbours normally", () => {
    const l1 = bytes([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6c]);
    expect(units(decodeUtf8(changetype<usize>(l1), l1.length))).toBe("63 61 66 dce9 20 6c ");
    const ff = bytes([0x78, 0xff, 0x79, 0x7a]);
    expect(decodeUtf8(changetype<usize>(ff), ff.length).length).toBe(4);
    const c3 = bytes([0x61, 0x62, 0xc3, 0x28, 0x63]);
    expect(units(decodeUtf8(changetype<usize>(c3), c3.length))).toBe("61 62 dcc3 28 63 ");
    // An encoded surrogate is three bad bytes, not a surrogate in the string.
    const sur = bytes([0xed, 0xa0, 0x80]);
    expect(units(decodeUtf8(changetype<usize>(sur), sur.length))).toBe("dced dca0 dc80 ");
    // A cut 4-byte sequence then a valid one: the cut part is escaped, the rest decodes.
    const cut = bytes([0xf0, 0x9f, 0x98, 0xf0, 0x9f, 0x98, 0x80]);
    expect(units(decodeUtf8(changetype<usize>(cut), cut.length))).toBe("dcf0 dc9f dc98 d83d de00 ");
  });

  it("maximal ill-formed subparts have Unicode's lengths", () => {
    const a = bytes([0xe2, 0x82, 0x41]);
    expect(utf8SequenceLength(changetype<usize>(a), 0, a.length)).toBe(-2);
    const b = bytes([0xe0, 0x80]);
    expect(utf8SequenceLength(changetype<usize>(b), 0, b.length)).toBe(-1);
    const c = bytes([0xf4, 0x8f, 0xbf, 0xbf]);
    expect(utf8SequenceLength(changetype<usize>(c), 0, c.length)).toBe(4);
  });

  it("well-formed text decodes to the same string as String.UTF8 and encodes back", () => {
    const texts = ["plain ascii", "café ünïcödé", "€ ₤ ∑ 中文", "😀 𝄞 edge: \u{10FFFF} \u{FFFF} \u{E000} \u{D7FF} \u{80} \u{7FF} \u{800}", ""];
    for (let k = 0; k < texts.length; k++) {
      const buf = String.UTF8.encode(texts[k]);
      const p = changetype<usize>(buf);
      expect(isUtf8(p, buf.byteLength)).toBe(true);
      expect(decodeUtf8(p, buf.byteLength)).toBe(texts[k]);
      const back = encodeUtf8(texts[k]);
      expect(hex(changetype<usize>(back), back.byteLength)).toBe(hex(p, buf.byteLength));
    }
  });

  it("a lone surrogate not made by decoding encodes as U+FFFD", () => {
    const s = "a" + String.fromCharCode(0xd83d) + "b" + String.fromCharCode(0xdc00);
    const e = encodeUtf8(s);
    expect(hex(changetype<usize>(e), e.byteLength)).toBe("61 ef bf bd 62 ef bf bd ");
  });

  it("every byte value round-trips, alone and after every lead byte", () => {
    for (let x = 0; x < 256; x++) {
      expect(roundTrip([x])).toBe(hex(changetype<usize>(bytes([x])), 1));
      for (let y = 0xc0; y < 256; y += 3) {
        const a = [y, x, 0x41];
        expect(roundTrip(a)).toBe(hex(changetype<usize>(bytes(a)), 3));
      }
    }
  });

  it("a line read through Lines and written with pushString keeps its bytes", () => {
    const raw = bytes([0x45, 0x52, 0x52, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x20, 0x6c, 0x61, 0x74, 0x0a, 0x78, 0xff, 0x79, 0x7a, 0x0a]);
    const buf = new ByteBuffer(16);
    buf.pushBytes(changetype<usize>(raw), raw.length);
    const L = new Lines(buf);
    const out = new ByteBuffer(16);
    for (let i = 0; i < L.count; i++) {
      out.pushString(L.str(i));
      out.pushByte(0x0a);
    }
    expect(hex(out.ptr, out.length)).toBe(hex(changetype<usize>(raw), raw.length));
    expect(out.toString()).toBe(buf.toString());
  });

  it("a cut moves back to a character's start, never past stray continuation bytes", () => {
    const euro = bytes([0x61, 0xe2, 0x82, 0xac, 0x62]); // a € b
    expect(utf8BoundaryBefore(changetype<usize>(euro), 5, 2)).toBe(1);
    expect(utf8BoundaryBefore(changetype<usize>(euro), 5, 3)).toBe(1);
    expect(utf8BoundaryBefore(changetype<usize>(euro), 5, 4)).toBe(4);
    const stray = bytes([0x61, 0x80, 0x80, 0x80, 0x80, 0x80, 0x62]);
    expect(utf8BoundaryBefore(changetype<usize>(stray), 7, 5)).toBe(5);
    const bad = bytes([0x61, 0xe2, 0x28, 0x62]); // a lead that is not a character
    expect(utf8BoundaryBefore(changetype<usize>(bad), 4, 2)).toBe(2);
  });
});
