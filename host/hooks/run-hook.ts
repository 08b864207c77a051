// The in-process hook, runtime-agnostic: the agent starts the launcher `rtk init` installed,
// which calls runHook(). No rtk subprocess, no shell, no jq: the payload is parsed here, the
// wasm core is loaded here, and the decision is the CLI's own (host/cli/rewrite-decision.ts,
// with the same permission and config loading), so both hooks always agree.
import type { Adapter, DecisionAdapter } from "../runtime/contract";
import { smallFileBytes } from "../runtime/regular-file";
import { sha256Hex } from "../../bindings/hash";
import { type DecisionContext, loadRewriteCore } from "../cli/context";
import { answerHook, CONTRACTS, deadlineMessage, hookTimeoutMs, isHookAgent, MAX_PAYLOAD_BYTES, never, startDeadline } from "../cli/hooks/index";
import type { HookAgent } from "../cli/hooks/types";
import { checkHook, refusalMessage } from "../cli/integrity";
import { decideRewrite, prepareRewrite } from "../cli/rewrite-decision";
import { rtkCommandWord } from "../cli/rtk-command";

/** What the hook needs from its runtime: the slice of the CLI adapter the decision reads. */
export interface HookIO {
  runtime: "node" | "bun";
  env(name: string): string | undefined;
  cwd(): string;
  /** rtk's own files (the wasm, the built-in filters). */
  readFile(path: string | URL): Uint8Array | null;
  /** Files rtk does not control: settings, config, filters, the launcher and its hash. */
  readRegularFile: Adapter["readRegularFile"];
  write(fd: 1 | 2, bytes: Uint8Array): void;
  /** Ends the process at once with exit code 0, after what was written (the deadline's way out). */
  exit(): void;
  /** stdin, at most `limit` bytes; `oversize` when more arrived. */
  readStdin(limit: number): Promise<{ bytes: Uint8Array; oversize: boolean }>;
  /** A file: URL as a path. */
  toPath(url: string): string;
  /** SHA-256 as hex, synchronous; by default computed in the core (Node's crypto module costs ~5 ms to load). */
  sha256?(bytes: Uint8Array): string;
  /** The canonical path (symlinks resolved), or null when nothing is there. */
  realPath(path: string): string | null;
  /** The argv that starts this install's rtk (the runtime, then bin/rtk.cjs), both absolute. */
  selfArgv(): string[];
  /** How the core loads: context.ts's loadRewriteCore, or the warm server's kept one (host/node/hook-server.ts). */
  loadCore?: (adapter: DecisionAdapter) => DecisionContext["rtk"];
}

const enc = new TextEncoder();

/**
 * One hook call of the launcher at `launcherUrl` (a file: URL, or the path io.toPath gives back).
 * `spentMs`: time the launcher's client already spent asking the warm server, counted against
 * the deadline.
 */
export async function runHookWith(io: HookIO, agent: string, launcherUrl: string, spentMs = 0): Promise<void> {
  if (!isHookAgent(agent)) {
    io.write(2, enc.encode(`[rtk] hook: unknown agent '${agent}'; the command runs unchanged\n`));
    return;
  }
  const neutral = CONTRACTS[agent as HookAgent].neutral;
  const ms = hookTimeoutMs(io.env);
  const deadline = startDeadline(Math.max(1, ms - spentMs), () => {
    io.write(2, enc.encode(deadlineMessage(`hook ${agent}`, ms)));
    if (neutral !== null) io.write(1, enc.encode(`${neutral}\n`));
    io.exit();
  });
  const print = (s: string | null) => deadline.claim() && s !== null && io.write(1, enc.encode(`${s}\n`));
  try {
    const { bytes, oversize } = await io.readStdin(MAX_PAYLOAD_BYTES);
    let ctx: DecisionContext | null = null;
    const context = (): DecisionContext => {
      if (ctx) return ctx;
      // Loading the rewrite core (../rewrite.wasm, ../rewrite-rules.bin, ../filters.bin: dist/hooks/ sits beside dist/cli/),
      // the trusted filters and deciding read env, cwd and files and warn on stderr: nothing
      // else of an adapter. The agent talks to a hook through pipes, never a terminal.
      const adapter: DecisionAdapter = { runtime: io.runtime, env: io.env, cwd: io.cwd, readFile: io.readFile, readRegularFile: io.readRegularFile, write: io.write, isTTY: () => false };
      // The rewritten command must start with an rtk the agent's shell finds (rtk-command.ts).
      ctx = { adapter, rtk: (io.loadCore ?? loadRewriteCore)(adapter), rtkCommand: rtkCommandWord(io, io.selfArgv()) };
      return ctx;
    };
    // The launcher must be the file rtk init wrote: a changed or unhashed one gets no rewrites.
    const sha256 = io.sha256 ?? ((b: Uint8Array) => sha256Hex(context().rtk.core, b));
    const report = await checkHook((p) => smallFileBytes(io.readRegularFile, p), io.toPath(launcherUrl), undefined, sha256);
    if (report.state === "tampered" || report.state === "missing") {
      io.write(2, enc.encode(refusalMessage(report)));
      print(neutral);
      return;
    }
    // Trusted user and project filters load asynchronously: when the payload holds a shell
    // command (a first, decision-free reading says so), load them before deciding.
    let needed = false;
    answerHook(agent as HookAgent, bytes, () => ((needed = true), { exitCode: 1, command: null }), oversize);
    if (needed) await prepareRewrite(context());
    print(answerHook(agent as HookAgent, bytes, (line) => decideRewrite(context(), line), oversize).stdout);
  } catch (err) {
    io.write(2, enc.encode(`[rtk] hook ${agent}: ${(err as Error).message}; the command runs unchanged\n`));
    print(neutral);
  }
  deadline.clear();
  // The deadline answered and its exit is on its way: nothing more is written.
  if (deadline.expired) await never();
}

/** stdin for `HookIO.readStdin` from a chunked reader (a hook client's replay of what it read): at most `limit` bytes. */
export function replayedStdin(read: (onChunk: (bytes: Uint8Array) => void) => Promise<void>): HookIO["readStdin"] {
  return async (limit) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    await read((c) => {
      size += c.length;
      if (size <= limit) chunks.push(c);
    });
    if (size > limit) return { bytes: new Uint8Array(0), oversize: true };
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) (bytes.set(c, at), (at += c.length));
    return { bytes, oversize: false };
  };
}

/**
 * A launcher's request answered by the warm hook server (host/node/hook-server.ts): runHookWith
 * with the request's adapter (its environment, directory, payload as stdin, output collected),
 * the launcher's path and the argv of its install, and the server's kept core. Exits 0, as the
 * launcher does.
 */
export async function launcherAnswer(adapter: Adapter, agent: string, launcher: string, self: string[], loadCore: HookIO["loadCore"]): Promise<number> {
  const io: HookIO = {
    runtime: adapter.runtime === "bun" ? "bun" : "node",
    env: (name) => adapter.env(name),
    cwd: () => adapter.cwd(),
    readFile: (path) => adapter.readFile(path),
    readRegularFile: (path, options) => adapter.readRegularFile(path, options),
    write: (fd, bytes) => adapter.write(fd, bytes),
    exit: () => adapter.exit(0),
    readStdin: replayedStdin((onChunk) => adapter.readStdin(onChunk)),
    toPath: (path) => path,
    realPath: (path) => adapter.realPath(path),
    selfArgv: () => [...self],
    loadCore,
  };
  await runHookWith(io, agent, launcher);
  return 0;
}
