// The Node flavour of the in-process hook (bundled to dist/hooks/node-hook-run.mjs, imported by
// the launcher's client, dist/cli/node-hook-client.cjs's launch, when the warm server did not answer or is off). Synchronous
// file reads and writes (the Node adapter's own file reading and stdout writing), stdin read off
// the main thread: the whole round trip is one short-lived process.
import { read } from "node:fs";
import { promisify } from "node:util";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { readFile, readRegularFile, realPath } from "../node/fs";
import type { Fallback } from "../cli/hook-client";
import { startHookServer } from "../node/hook-server";
import { cwd, env, write } from "../node/process";
import type { Adapter } from "../runtime/contract";
import { type HookIO, replayedStdin, runHookWith } from "./run-hook";

const readAsync = promisify(read);

/**
 * stdin, read by the thread pool rather than on the main thread: an agent that never closes the
 * payload's pipe must not hold the thread the hook's deadline runs on.
 */
async function readStdin(limit: number): Promise<{ bytes: Uint8Array; oversize: boolean }> {
  const buf = Buffer.allocUnsafe(limit + 1);
  let n = 0;
  for (;;) {
    let got: number;
    try {
      got = (await readAsync(0, buf, n, buf.length - n, null)).bytesRead;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") {
        await new Promise((r) => setTimeout(r, 1)); // non-blocking stdin with nothing yet: wait 1 ms, not spin
        continue;
      }
      if (code === "EOF") break;
      throw err;
    }
    if (got === 0) break;
    n += got;
    if (n > limit) return { bytes: new Uint8Array(0), oversize: true };
  }
  return { bytes: buf.subarray(0, n), oversize: false };
}

const io: HookIO = {
  runtime: "node",
  env,
  cwd,
  readFile,
  readRegularFile,
  write,
  exit: () => process.exit(0),
  readStdin,
  toPath: (url) => fileURLToPath(url),
  realPath,
  // dist/hooks/node-hook-run.mjs -> the package's bin/rtk.cjs, run by this same node.
  selfArgv: () => [process.execPath, fileURLToPath(new URL("../../bin/rtk.cjs", import.meta.url))],
};

/**
 * Called by the launcher's client (node-hook.ts): answers one hook call and exits 0, whatever
 * happened. `fallback`: the warm server did not answer; the stdin read so far, the time spent,
 * and where to start a server once the answer is out.
 */
export async function runHookInProcess(agent: string, launcherUrl: string, fallback?: Fallback): Promise<void> {
  await runHookWith(fallback ? { ...io, readStdin: replayedStdin(fallback.readStdin) } : io, agent, launcherUrl, fallback?.spentMs ?? 0);
  process.exitCode = 0;
  const place = fallback?.startServer ?? null;
  if (place !== null) {
    // What a start reads: config.toml's [hooks] server, and this install's argv.
    const starter = { env, cwd, readRegularFile, selfCommand: () => io.selfArgv() } as unknown as Adapter;
    await startHookServer(starter, place).catch(() => {});
  }
}
