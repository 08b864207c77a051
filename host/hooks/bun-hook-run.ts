/// <reference types="bun-types" />
// The Bun flavour of the in-process hook (bundled to dist/hooks/bun-hook-run.mjs, imported by the
// launcher's client, dist/cli/bun-hook-client.cjs's launch, when the warm server did not answer or is off): stdin through
// Bun's stream reader (stopping past the size limit), output through
// Bun.write. Small files (the wasm, settings) are read through the Bun adapter.
import { readFile, readRegularFile, realPath } from "../bun/fs";
import { cwd, env } from "../bun/process";
import type { Fallback } from "../cli/hook-client";
import { bunDetachedSpawn } from "../bun/spawn";
import { startHookServer } from "../node/hook-server";
import type { Adapter } from "../runtime/contract";
import { type HookIO, replayedStdin, runHookWith } from "./run-hook";

async function readStdin(limit: number): Promise<{ bytes: Uint8Array; oversize: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of Bun.stdin.stream()) {
    size += chunk.length;
    if (size > limit) return { bytes: new Uint8Array(0), oversize: true };
    chunks.push(chunk);
  }
  return { bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), oversize: false };
}

let out = "";
let err = "";
const dec = new TextDecoder();

/** Writes what was collected: one write per stream. */
async function flushOutput(): Promise<void> {
  if (err) await Bun.write(Bun.stderr, err);
  if (out) await Bun.write(Bun.stdout, out);
  out = err = "";
}

const io: HookIO = {
  runtime: "bun",
  env,
  cwd,
  readFile,
  readRegularFile,
  // Collected and flushed once at the end.
  write: (fd, bytes) => {
    if (fd === 1) out += dec.decode(bytes);
    else err += dec.decode(bytes);
  },
  exit: () => void flushOutput().finally(() => process.exit(0)),
  readStdin,
  toPath: (url) => Bun.fileURLToPath(url),
  sha256: (bytes) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex"),
  realPath,
  // dist/hooks/bun-hook-run.mjs -> the package's bin/rtk.cjs, run by this same bun.
  selfArgv: () => [process.execPath, Bun.fileURLToPath(new URL("../../bin/rtk.cjs", import.meta.url))],
};

/**
 * Called by the launcher's client (bun-hook.ts): answers one hook call and exits 0, whatever
 * happened. `fallback`: the warm server did not answer; the stdin read so far, the time spent,
 * and where to start a server once the answer is out.
 */
export async function runHookInProcess(agent: string, launcherUrl: string, fallback?: Fallback): Promise<void> {
  await runHookWith(fallback ? { ...io, readStdin: replayedStdin(fallback.readStdin) } : io, agent, launcherUrl, fallback?.spentMs ?? 0);
  await flushOutput();
  process.exitCode = 0;
  const place = fallback?.startServer ?? null;
  if (place !== null) {
    // What a start reads: config.toml's [hooks] server, and this install's argv.
    const starter = { env, cwd, readRegularFile, selfCommand: () => io.selfArgv() } as unknown as Adapter;
    await startHookServer(starter, place, bunDetachedSpawn).catch(() => {});
  }
}
