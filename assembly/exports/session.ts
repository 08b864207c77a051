import { inputPtr, publish } from "../abi/buffers";
import { SessionOutput } from "../session/session";
import { closeSession, getSession, openSession } from "../session/registry";

const records = new SessionOutput();

/** Input: the session spec from the plan. Returns a handle, or 0 when the spec is unknown. */
export function sessionOpen(len: i32): i32 {
  return openSession(String.UTF8.decodeUnsafe(inputPtr(), len, false));
}

/** Feeds `len` input bytes of `stream` (1 stdout, 2 stderr). Returns the length of the output records. */
export function sessionPush(handle: i32, stream: i32, len: i32): i32 {
  const s = getSession(handle);
  if (s === null) return -1;
  records.buf.clear();
  s.push(<u8>stream, inputPtr(), len, records);
  return publish(records.buf);
}

/** Ends the session with the child's exit code. Returns the length of the final output records. */
export function sessionEnd(handle: i32, exitCode: i32): i32 {
  const s = getSession(handle);
  if (s === null) return -1;
  records.buf.clear();
  s.end(exitCode, records);
  return publish(records.buf);
}

export function sessionClose(handle: i32): void {
  closeSession(handle);
}
