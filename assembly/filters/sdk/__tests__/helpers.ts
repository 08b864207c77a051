// Shared by the SDK's specs: captured bytes from a string, and a session's output records.
import { ByteBuffer } from "../../../abi/buffers";
import { SessionOutput } from "../../../session/session";

export function buf(s: string): ByteBuffer {
  const b = new ByteBuffer();
  b.pushString(s);
  return b;
}

/** The output records as "1:text|2:text|" (stream:bytes). */
export function records(out: SessionOutput): string {
  const b = out.buf;
  let s = "";
  let at = 0;
  while (at + 5 <= b.length) {
    const stream = b.byteAt(at);
    const n = <i32>load<u32>(b.ptr + <usize>(at + 1));
    s += stream.toString() + ":" + String.UTF8.decodeUnsafe(b.ptr + <usize>(at + 5), n, false) + "|";
    at += 5 + n;
  }
  return s;
}
