import { beginOutput, ByteBuffer, inputPtr, publish } from "../abi/buffers";
import { Session, SessionOutput } from "../session/session";
import { countChars } from "../text/tokens";
import { drainSession, endSession, feedSession } from "../session/spill";
import { closeSession, getSession, namedSessionCount, namedSessionName, namedSessionSpec, openSession } from "../session/registry";
import { writeJsonString } from "../abi/json";
import { decodeUtf8 } from "../abi/utf8";

const records = new SessionOutput();

/** Input: the session spec from the plan. Returns a handle, or 0 when the spec is unknown. */
export function sessionOpen(len: i32): i32 {
  return openSession(decodeUtf8(inputPtr(), len));
}

/** Feeds `len` input bytes of `stream` (1 stdout, 2 stderr). Returns the length of the output records. */
export function sessionPush(handle: i32, stream: i32, len: i32): i32 {
  const s = getSession(handle);
  if (s === null) return -1;
  records.buf.clear();
  s.bytesIn += len;
  s.charsIn += countChars(inputPtr(), len);
  feedSession(s, <u8>stream, inputPtr(), len, records);
  countOut(s);
  return publish(records.buf);
}

/**
 * After a push: the next slice of output a session that passed the capture bound still holds
 * (session/spill.ts). Returns the length of its output records, or -1 when nothing is waiting;
 * the host calls it until then, so a spill never needs an output area the size of the capture.
 */
export function sessionDrain(handle: i32): i32 {
  const s = getSession(handle);
  if (s === null) return -1;
  records.buf.clear();
  if (!drainSession(s, records)) return -1;
  countOut(s);
  return publish(records.buf);
}

/** Ends the session with the child's exit code. Returns the length of the final output records. */
export function sessionEnd(handle: i32, exitCode: i32): i32 {
  const s = getSession(handle);
  if (s === null) return -1;
  records.buf.clear();
  endSession(s, exitCode, records);
  countOut(s);
  return publish(records.buf);
}

/** 1 when the session needs no more input (its output is decided): the host may stop reading. */
export function sessionDone(handle: i32): i32 {
  const s = getSession(handle);
  return s !== null && s.done ? 1 : 0;
}

/** Input: the id the host reserved for this run's raw output (`rtk recall <id>`), before any push. */
export function sessionRecallId(handle: i32, len: i32): i32 {
  const s = getSession(handle);
  if (s === null) return -1;
  s.cuts.id = decodeUtf8(inputPtr(), len);
  return 0;
}

export function sessionClose(handle: i32): void {
  closeSession(handle);
}

/**
 * Input: a session spec (`specLen` bytes), then raw output of the plan's command (the rest of
 * `len`). Output: what the user's own command would have printed instead (Session.userForm:
 * grep without the `--null` the plan added, ls without its `-p` slashes), for the copy saved for
 * `rtk recall`. Returns -2 when that is the raw output as given, -1 for an unknown spec.
 */
export function sessionUserForm(specLen: i32, len: i32): i32 {
  const src = inputPtr();
  const handle = openSession(decodeUtf8(src, specLen));
  if (handle <= 0) return -1;
  const raw = new ByteBuffer(len - specLen);
  raw.pushBytes(src + <usize>specLen, len - specLen);
  const out = beginOutput();
  const changed = (getSession(handle) as Session).userForm(raw, out);
  closeSession(handle);
  return changed ? out.length : -2;
}

/** Adds the payload of the records just produced to the session's output counts. */
function countOut(s: Session): void {
  const buf = records.buf;
  let at = 0;
  while (at + 5 <= buf.length) {
    const n = <i32>load<u32>(buf.ptr + <usize>(at + 1));
    s.bytesOut += n;
    s.charsOut += countChars(buf.ptr + <usize>(at + 5), n);
    at += 5 + n;
  }
}

/**
 * What a session saw and produced, as JSON: bytes and tokens (ceil(chars / 4) over the whole
 * run) in and out, whether it cut something the agent may need, and the exit code it sets (only
 * when it found its input invalid). Call before sessionClose.
 */
export function sessionStats(handle: i32): i32 {
  const out = beginOutput();
  const s = getSession(handle);
  if (s === null) return -1;
  out.pushString('{"bytesIn":');
  out.pushDecimal(s.bytesIn);
  out.pushString(',"bytesOut":');
  out.pushDecimal(s.bytesOut);
  out.pushString(',"tokensIn":');
  out.pushDecimal((s.charsIn + 3) / 4);
  out.pushString(',"tokensOut":');
  out.pushDecimal((s.charsOut + 3) / 4);
  out.pushString(',"cut":');
  out.pushString(s.cut ? "true" : "false");
  if (s.exitOverride >= 0) {
    out.pushString(',"exitCode":');
    out.pushDecimal(s.exitOverride);
  }
  out.pushByte(0x7d);
  return out.length;
}

/** The code filters a user can name (`rtk pipe -f NAME`), as JSON: [{"name":"cargo-test","spec":"dev:cargo-test"}, ...]. */
export function sessionNames(): i32 {
  const out = beginOutput();
  out.pushByte(0x5b);
  for (let i = 0; i < namedSessionCount(); i++) {
    if (i > 0) out.pushByte(0x2c);
    out.pushString('{"name":');
    writeJsonString(out, namedSessionName(i));
    out.pushString(',"spec":');
    writeJsonString(out, namedSessionSpec(i));
    out.pushByte(0x7d);
  }
  out.pushByte(0x5d);
  return out.length;
}
