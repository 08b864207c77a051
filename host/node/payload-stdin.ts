// stdin for `rtk hook <agent>` on Node: a payload of a few hundred bytes. `process.stdin` costs
// a hook call ~4 ms of CPU (it loads Node's stream, net and fs stream modules to make a stream
// of fd 0), more than everything rtk decides. A regular file or a pipe is read here with plain
// reads instead, never blocking the thread the hook's deadline runs on: a pipe through its own
// non-blocking open of /proc/self/fd/0 (Linux; the agent's end of the pipe keeps its flags), with
// a short wait when nothing has come yet, so an agent that never closes the pipe still meets the
// deadline. A socket (what Node-based agents hand over: libuv's pipes are socketpairs, and
// /proc/self/fd/0 of a socket cannot be opened) gets one plain read of what the agent wrote:
// when that is a whole JSON document, which is what every agent writes at once before closing,
// it is the payload and nothing more is read (measured: ~5 ms of CPU less than `process.stdin`
// on a call the warm server answers). That read waits only until the agent's first bytes come:
// an agent that never writes a byte nor closes the socket would keep it waiting past the
// deadline, until the agent's own hook timeout (on which every agent lets the command run). When
// the first read is not a whole document (a payload written in parts, one that never ends:
// tests/host/hook-deadline.test.ts), the rest goes through `process.stdin`. So does anything else
// (a terminal, another system). Never a read by the thread pool: a read of a socket there would
// block a pool thread that Node's exit waits for, so an agent that never closes it would keep
// the process past the deadline (measured: tests/host/hook-deadline.test.ts hangs). Only for a
// bounded payload: a stream of command output would stall on the waits.
import { isWholeJson } from "../cli/hook-wire";
import { nodeFs } from "./fs";
import { readStdin as readStream } from "./process";

/** fd 0, or a non-blocking descriptor of the same pipe (`own`: to close), "socket", or null for the stream. */
function plainDescriptor(): { fd: number; own: boolean } | "socket" | null {
  const fs = nodeFs();
  try {
    const st = fs.fstatSync(0);
    if (st.isFile()) return { fd: 0, own: false };
    if (st.isFIFO() && process.platform === "linux") {
      return { fd: fs.openSync("/proc/self/fd/0", fs.constants.O_RDONLY | fs.constants.O_NONBLOCK), own: true };
    }
    if (st.isSocket()) return "socket";
  } catch {
    // Not a file we can stat or reopen: the stream reads it.
  }
  return null;
}

/**
 * A socket's payload: the first read's bytes when they are a whole JSON document (done: true),
 * else those bytes (none when the socket was not ready: a non-blocking one) and the rest for
 * the stream to read.
 */
function socketFirstRead(onChunk: (bytes: Uint8Array) => void): boolean {
  const buf = new Uint8Array(64 * 1024);
  let got: number;
  try {
    got = nodeFs().readSync(0, buf, 0, buf.length, null);
  } catch {
    return false; // EAGAIN (a non-blocking socket with nothing yet), or a read the stream will retry
  }
  if (got === 0) return true;
  const bytes = buf.slice(0, got);
  onChunk(bytes);
  return isWholeJson(bytes);
}

/** Reads stdin to its end (or a socket's whole JSON payload), chunk by chunk, as the adapter's `readStdin` does. */
export async function readPayloadStdin(onChunk: (bytes: Uint8Array) => void): Promise<void> {
  const plain = plainDescriptor();
  if (plain === "socket") return socketFirstRead(onChunk) ? undefined : readStream(onChunk);
  if (plain === null) return readStream(onChunk);
  const fs = nodeFs();
  const buf = new Uint8Array(64 * 1024);
  let wait = 1;
  try {
    for (;;) {
      let got: number;
      try {
        got = fs.readSync(plain.fd, buf, 0, buf.length, null);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EAGAIN") throw err;
        // Nothing written yet: wait (1, 2, 4, then 8 ms) so the deadline's timer can run.
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = Math.min(wait * 2, 8);
        continue;
      }
      if (got === 0) return;
      wait = 1;
      onChunk(buf.slice(0, got));
    }
  } finally {
    if (plain.own) fs.closeSync(plain.fd);
  }
}
