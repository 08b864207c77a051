import { ByteBuffer } from "../../abi/buffers";
import { AnsiStripper, stripAnsiBytes } from "../ansi";
import { countChars, estimateTokensBytes } from "../tokens";

function bytesOf(s: string): ArrayBuffer {
  return String.UTF8.encode(s, false);
}

function strip(s: string): string {
  const src = bytesOf(s);
  const out = new ByteBuffer();
  stripAnsiBytes(changetype<usize>(src), src.byteLength, out);
  return out.toString();
}

/** Feeds the input one byte at a time: chunk boundaries must not change the result. */
function stripByteByByte(s: string): string {
  const src = bytesOf(s);
  const out = new ByteBuffer();
  const st = new AnsiStripper();
  for (let i = 0; i < src.byteLength; i++) st.push(changetype<usize>(src) + <usize>i, 1, out);
  st.finish(out);
  return out.toString();
}

describe("ansi stripping", () => {
  it("removes SGR colour codes", () => {
    expect(strip("\x1b[31mred\x1b[0m plain")).toBe("red plain");
  });
  it("removes OSC hyperlinks terminated by ST and BEL", () => {
    expect(strip("\x1b]8;;http://x\x1b\\link\x1b]8;;\x07 end")).toBe("link end");
  });
  it("keeps a lone ESC and an unterminated OSC as text", () => {
    expect(strip("a\x1b")).toBe("a\x1b");
    expect(strip("\x1b]title")).toBe("\x1b]title");
  });
  it("removes C1 CSI in its UTF-8 form and keeps other non-ASCII text", () => {
    expect(strip("\u009b1mbold é ¢")).toBe("bold é ¢");
  });
  it("gives the same result when fed byte by byte", () => {
    const s = "\x1b[1;32m✓\x1b[39m ok \x1b]0;title\x07 \x1b(B done\x1b[?25l";
    expect(stripByteByByte(s)).toBe(strip(s));
    expect(strip(s)).toBe("✓ ok   done");
  });
});

describe("token estimate", () => {
  it("is ceil(chars / 4) over Unicode scalar values", () => {
    const a = bytesOf("abcde");
    expect(estimateTokensBytes(changetype<usize>(a), a.byteLength)).toBe(2);
    const b = bytesOf("éééé");
    expect(estimateTokensBytes(changetype<usize>(b), b.byteLength)).toBe(1);
    expect(estimateTokensBytes(0, 0)).toBe(0);
  });
});

describe("character count", () => {
  it("counts characters, not bytes, across the eight-byte fast path and the tail", () => {
    const s = "aé✓😀bcdefghij✓✓✓é";
    const b = bytesOf(s);
    let expected: i64 = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0xdc00 || c > 0xdfff) expected++; // a low surrogate continues a character
    }
    expect(countChars(changetype<usize>(b), b.byteLength)).toBe(expected);
    for (let n = 0; n <= b.byteLength; n++) {
      let slow: i64 = 0;
      for (let i = 0; i < n; i++) if ((load<u8>(changetype<usize>(b) + <usize>i) & 0xc0) != 0x80) slow++;
      expect(countChars(changetype<usize>(b), n)).toBe(slow);
    }
  });
});
