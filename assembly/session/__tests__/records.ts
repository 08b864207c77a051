// Shared by the specs of sessions: a session's output records, read and cleared.
import { SessionOutput } from "../session";

/** The output records as "1:text|2:text|" (stream:bytes); the buffer is emptied for what follows. */
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
  b.clear();
  return s;
}
