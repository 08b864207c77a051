// The in-process hook, runtime-agnostic: the agent starts the launcher `rtk init` installed,
// which calls runHook(). No rtk subprocess, no shell, no jq: the payload is parsed here, the
// wasm core is loaded here, and the decision is the CLI's own (host/cli/rewrite-decision.ts,
// with the same permission and config loading), so both hooks always agree.
import type { Adapter } from "../cli/adapter";
import { sha256Hex } from "../../bindings/hash";
import { type Context, loadRewriteCore } from "../cli/context";
import { answerHook, CONTRACTS, isHookAgent, MAX_PAYLOAD_BYTES } from "../cli/hooks/index";
import type { HookAgent } from "../cli/hooks/types";
import { checkHook, refusalMessage } from "../cli/integrity";
import { decideRewrite, prepareRewrite } from "../cli/rewrite-decision";
import { rtkCommandWord } from "../cli/rtk-command";

/** What the hook needs from its runtime: the slice of the CLI adapter the decision reads. */
export interface HookIO {
  runtime: "node" | "bun";
  env(name: string): string | undefined;
  cwd(): string;
  readFile(path: string | URL): Uint8Array | null;
  write(fd: 1 | 2, bytes: Uint8Array): void;
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
}

const enc = new TextEncoder();

export async function runHookWith(io: HookIO, agent: string, launcherUrl: string): Promise<void> {
  if (!isHookAgent(agent)) {
    io.write(2, enc.encode(`[rtk] hook: unknown agent '${agent}'; the command runs unchanged\n`));
    return;
  }
  const neutral = CONTRACTS[agent as HookAgent].neutral;
  const print = (s: string | null) => s !== null && io.write(1, enc.encode(`${s}\n`));
  try {
    const { bytes, oversize } = await io.readStdin(MAX_PAYLOAD_BYTES);
    let ctx: Context | null = null;
    const context = (): Context => {
      if (ctx) return ctx;
      // Loading the rewrite core (../rewrite.wasm, ../filters.bin: dist/hooks/ sits beside dist/cli/),
      // the trusted filters and deciding read env, cwd and files and warn on stderr: nothing
      // else of an adapter. The agent talks to a hook through pipes, never a terminal.
      const adapter = { runtime: io.runtime, env: io.env, cwd: io.cwd, readFile: io.readFile, write: io.write, isTTY: () => false } as Pick<Adapter, "runtime" | "env" | "cwd" | "readFile" | "write" | "isTTY">;
      // The rewritten command must start with an rtk the agent's shell finds (rtk-command.ts).
      ctx = { adapter: adapter as Adapter, rtk: loadRewriteCore(adapter as Adapter), rtkCommand: rtkCommandWord(io, io.selfArgv()) };
      return ctx;
    };
    // The launcher must be the file rtk init wrote: a changed or unhashed one gets no rewrites.
    const sha256 = io.sha256 ?? ((b: Uint8Array) => sha256Hex(context().rtk.core, b));
    const report = await checkHook((p) => io.readFile(p), io.toPath(launcherUrl), undefined, sha256);
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
}
