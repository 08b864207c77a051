// stdin for `rtk hook <agent>` on Node: a payload of a few hundred bytes. `process.stdin` costs
// a hook call ~4 ms of CPU (it loads Node's stream, net and fs stream modules to make a stream
// of fd 0), more than everything rtk decides. A regular file or a pipe is read here with plain
// reads instead, never blocking the thread the hook's deadline runs on: a pipe through its own
// non-blocking open of /proc/self/fd/0 (Linux; the agent's end of the pipe keeps its flags), with
// a short wait when nothing has come yet, so an agent that never closes the pipe still meets the
// deadline. Anything else (a socket, which is what Node-spawned agents hand over, a terminal,
// another system) goes through `process.stdin` as before: a read of a socket by the thread pool
// would block a pool thread that Node's exit waits for, so an agent that never closes it would
// keep the process past the deadline (measured: tests/host/hook-deadline.test.ts hangs). Only
// for a bounded payload: a stream of command output would stall on the waits.
import { nodeFs } from "./fs";
import { readStdin as readStream } from "./process";

/** fd 0, or a non-blocking descriptor of the same pipe (`own`: to close), or null for the stream. */
function plainDescriptor(): { fd: number; own: boolean } | null {
  const fs = nodeFs();
  try {
    const st = fs.fstatSync(0);
    if (st.isFile()) return { fd: 0, own: false };
    if (st.isFIFO() && process.platform === "linux") {
      return { fd: fs.openSync("/proc/self/fd/0", fs.constants.O_RDONLY | fs.constants.O_NONBLOCK), own: true };
    }
  } catch {
    // Not a file we can stat or reopen: the stream reads it.
  }
  return null;
}

/** Reads stdin to its end, chunk by chunk, as the adapter's `readStdin` does. */
export async function readPayloadStdin(onChunk: (bytes: Uint8Array) => void): Promise<void> {
  const plain = plainDescriptor();
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
