// stdin for `rtk hook <agent>` on Node: a payload of a few hundred bytes. `process.stdin` costs
// a hook call ~4 ms of CPU (it loads Node's stream, net and fs stream modules to make a stream
// of fd 0), more than everything rtk decides. So stdin is read with plain reads, never blocking
// the thread the hook's deadline runs on:
// - a regular file: read as it is;
// - a pipe on Linux: through its own non-blocking open of /proc/self/fd/0 (the agent's end keeps
//   its flags), with a short wait when nothing has come yet;
// - a socket (what an agent spawned by Node or Bun hands over) or another system's pipe: by the
//   thread pool (fs.read), as the in-process hook reads it; an agent that never closes it holds
//   a pool thread, not the main one, and the deadline's exit ends the process all the same.
// A terminal goes through `process.stdin` as before. Only for a bounded payload: a stream of
// command output would stall on the waits.
import { nodeFs } from "./fs";
import { readStdin as readStream } from "./process";

type Reader = { kind: "sync"; fd: number; own: boolean } | { kind: "pool" } | { kind: "stream" };

function readerOf(): Reader {
  const fs = nodeFs();
  try {
    const st = fs.fstatSync(0);
    if (st.isFile()) return { kind: "sync", fd: 0, own: false };
    if (st.isFIFO() && process.platform === "linux") {
      return { kind: "sync", fd: fs.openSync("/proc/self/fd/0", fs.constants.O_RDONLY | fs.constants.O_NONBLOCK), own: true };
    }
    if (st.isFIFO() || st.isSocket()) return { kind: "pool" };
  } catch {
    // Not a descriptor we can stat or reopen: the stream reads it.
  }
  return { kind: "stream" };
}

/** One read of fd 0 by the thread pool: the bytes read (0 at the end). */
function poolRead(buf: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => nodeFs().read(0, buf, 0, buf.length, null, (err, n) => (err ? reject(err) : resolve(n))));
}

/** Reads stdin to its end, chunk by chunk, as the adapter's `readStdin` does. */
export async function readPayloadStdin(onChunk: (bytes: Uint8Array) => void): Promise<void> {
  const reader = readerOf();
  if (reader.kind === "stream") return readStream(onChunk);
  const fs = nodeFs();
  const buf = new Uint8Array(64 * 1024);
  let wait = 1;
  try {
    for (;;) {
      let got: number;
      try {
        got = reader.kind === "sync" ? fs.readSync(reader.fd, buf, 0, buf.length, null) : await poolRead(buf);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === "EOF") return;
        if (code !== "EAGAIN") throw err;
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
    if (reader.kind === "sync" && reader.own) fs.closeSync(reader.fd);
  }
}
