// Shared by the SDK's specs: captured bytes from a string, and a session fed chunks.
import { ByteBuffer } from "../../../abi/buffers";
import { Session, SessionOutput, STDERR, STDOUT } from "../../../session/session";

export { records } from "../../../session/__tests__/records";

export function buf(s: string): ByteBuffer {
  const b = new ByteBuffer();
  b.pushString(s);
  return b;
}

/** Pushes each part ("1:text" on stdout, "2:text" on stderr) in order; the output so far. */
export function feed(s: Session, parts: string[]): SessionOutput {
  const out = new SessionOutput();
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const b = buf(p.substring(2));
    s.push(p.startsWith("2:") ? STDERR : STDOUT, b.ptr, b.length, out);
  }
  return out;
}
