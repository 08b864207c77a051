// The capture bound: no session holds more than CAPTURE_MAX_BYTES of a run's output.
//
// A session that decides at the end (a capture: the code filters, declarative filters with
// on_success/on_failure, output detection) holds the whole output until the child exits. Past the
// bound it spills: everything it held is shown as the raw output would have shown it, the rest of
// the input passes through raw, and at the end a one-line note on stderr says why. Nothing is lost and the
// exit code stays the child's; memory stays near the bound (the held buffers are shown and freed
// piece by piece, SPILL_SLICE bytes per call, see `drainSession`).
//
// Every session export goes through here (exports/session.ts), so the bound holds for every
// session kind, in every core, for the CLI and the library alike.

import { Session, SessionOutput, SpillQueue, STDERR } from "./session";

/** limits.capture_max_bytes (config.toml): the most output a capturing session holds. */
export let CAPTURE_MAX_BYTES: i64 = 64 * 1024 * 1024;
/** The bound can be set lower, never above this: every buffer offset in the core is an i32. */
export const CAPTURE_MAX_CEILING: i64 = 1024 * 1024 * 1024;

/** Sets the bound; a negative value keeps the current one. */
export function setCaptureMaxBytes(bytes: i64): void {
  if (bytes < 0) return;
  CAPTURE_MAX_BYTES = bytes > CAPTURE_MAX_CEILING ? CAPTURE_MAX_CEILING : bytes;
}

/** Held bytes shown per drain call after a spill: the output area never grows past about this. */
const SPILL_SLICE: i32 = 1024 * 1024;

/** "64 MiB" for whole mebibytes, else the byte count. */
function describeBytes(n: i64): string {
  const mib: i64 = 1024 * 1024;
  return n >= mib && n % mib == 0 ? (n / mib).toString() + " MiB" : n.toString() + " bytes";
}

/**
 * Makes `s` spill (once): what it held is queued, to be shown as the raw output would have shown
 * it (`drainSession`), and what comes after passes raw.
 */
export function spillSession(s: Session): void {
  if (s.spilled !== null) return;
  const q = new SpillQueue();
  s.spilled = q;
  s.cut = false;
  s.spill(q);
}

/** Feeds a chunk to `s`, spilling it first when the chunk would take it past the bound. */
export function feedSession(s: Session, stream: u8, src: usize, len: i32, out: SessionOutput): void {
  if (s.spilled === null && s.heldBytes() + <i64>len > CAPTURE_MAX_BYTES) spillSession(s);
  if (stream == STDERR && len > 0) s.stderrEndsLine = load<u8>(src + <usize>(len - 1)) == 0x0a;
  const q = s.spilled;
  if (q === null) {
    s.push(stream, src, len, out);
    return;
  }
  // Held output still waiting: this chunk waits behind it (a copy: the input area is reused).
  if (!q.empty) q.addCopy(stream, src, len);
  else s.passRaw(stream, src, len, out);
  q.drain(s, out, SPILL_SLICE);
}

/**
 * Shows the next slice of what a spilled session still holds. Returns false when nothing was
 * waiting: the host calls it after each push until then.
 */
export function drainSession(s: Session, out: SessionOutput): bool {
  const q = s.spilled;
  return q !== null && q.drain(s, out, SPILL_SLICE);
}

/** Ends `s`: a spilled session shows whatever is still queued and its partial line. */
export function endSession(s: Session, exitCode: i32, out: SessionOutput): void {
  const q = s.spilled;
  if (q === null) {
    s.end(exitCode, out);
    return;
  }
  q.drain(s, out, -1);
  s.endRaw(out);
  // The note comes last, on a line of its own: stderr lines shown raw are never broken by it.
  const note = "[rtk] output passed " + describeBytes(CAPTURE_MAX_BYTES) + " (limits.capture_max_bytes): not filtered, shown raw\n";
  out.writeString(STDERR, s.stderrEndsLine ? note : "\n" + note);
}
