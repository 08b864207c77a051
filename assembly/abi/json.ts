// Minimal JSON writing for results handed to the host (plans, diagnostics).
import { ByteBuffer } from "./buffers";

const HEX = "0123456789abcdef";

export function writeJsonString(out: ByteBuffer, s: string): void {
  out.pushByte(0x22);
  let plainStart = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c != 0x22 && c != 0x5c) continue;
    if (i > plainStart) out.pushString(s.substring(plainStart, i));
    plainStart = i + 1;
    out.pushByte(0x5c);
    if (c == 0x22) out.pushByte(0x22);
    else if (c == 0x5c) out.pushByte(0x5c);
    else if (c == 0x0a) out.pushByte(0x6e);
    else if (c == 0x0d) out.pushByte(0x72);
    else if (c == 0x09) out.pushByte(0x74);
    else {
      out.pushByte(0x75);
      out.pushString("00");
      out.pushByte(<u8>HEX.charCodeAt(c >> 4));
      out.pushByte(<u8>HEX.charCodeAt(c & 15));
    }
  }
  if (plainStart < s.length) out.pushString(s.substring(plainStart));
  out.pushByte(0x22);
}

export function writeJsonStringArray(out: ByteBuffer, items: string[]): void {
  out.pushByte(0x5b);
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out.pushByte(0x2c);
    writeJsonString(out, unchecked(items[i]));
  }
  out.pushByte(0x5d);
}
