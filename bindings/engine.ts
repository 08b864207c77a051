// One run's output on its way through the core, for every caller (the library's filter, open
// and transform; the CLI's runner): bytes through a core session, and from the first failure on
// (a session that cannot be opened, a trap) the rest raw, stream by stream, in order. The run's
// figures (bytes, tokens, whether something was cut) are the core's own session stats, so they
// mean the same wherever rtk runs; a run that fell back to raw is counted by the core's estimate
// of the raw output when the caller kept it whole (figures()), the same in the CLI and the library.

import type { Core } from "./core";
import { CoreSession, type SessionStats, type Sink, type StreamId } from "./session";
import { estimateTokens } from "./text";

export interface EngineHooks {
  /** Receives each piece of output, filtered or raw, owned by the receiver. */
  emit: Sink;
  /** Told once, when the core fails: the message says what failed; the rest passes through raw. */
  failed?: (message: string) => void;
}

export class OutputEngine {
  private session: CoreSession | null = null;
  private closed = false;
  /** The core's figures of the whole run, once it ended through its session. */
  stats: SessionStats | null = null;
  /** Why the output is partly raw, or null while the session holds. */
  failure: string | null = null;
  /** Bytes emitted so far, filtered or raw. */
  bytesOut = 0;
  private readonly sink: Sink;

  /**
   * Opens the session `spec` names. `recallId`: where the caller will keep the raw output for
   * `rtk recall`, so that a filter that cuts names it in place (`+71 more: rtk recall <id>`).
   */
  constructor(private readonly core: Core, spec: string, private readonly hooks: EngineHooks, recallId: string | null = null) {
    this.sink = (stream, bytes) => this.out(stream, bytes);
    try {
      const session = CoreSession.open(core, spec);
      if (recallId !== null) session.setRecallId(recallId);
      this.session = session;
    } catch (err) {
      this.fail(`cannot open filter session "${spec}": ${(err as Error).message}`);
    }
  }

  /** True once end() or abandon() was called: later chunks are dropped. */
  get ended(): boolean {
    return this.closed;
  }

  /** True once the session needs no more input: its output is decided (the head of an endless file). */
  get done(): boolean {
    return this.session?.done ?? false;
  }

  /** Feeds a chunk. After end() (a grandchild still writing after a relayed signal) chunks are dropped. */
  push(stream: StreamId, bytes: Uint8Array): void {
    if (this.closed) return;
    const session = this.session;
    if (session !== null) {
      try {
        session.push(stream, bytes, this.sink);
        return;
      } catch (err) {
        this.fail(`filter failed, passing the rest through raw: ${(err as Error).message}`);
      }
    }
    this.out(stream, bytes);
  }

  /** Flushes what the session held back and takes the run's figures. */
  end(exitCode: number): void {
    if (this.closed) return;
    this.closed = true;
    const session = this.session;
    this.session = null;
    if (session === null) return;
    try {
      session.end(exitCode, this.sink);
      this.stats = session.stats;
    } catch (err) {
      session.close();
      this.fail(`filter failed at the end of the output: ${(err as Error).message}`);
    }
  }

  /**
   * The run's figures once it ended: the session's own; after a fallback to raw, the core's
   * estimate of the raw output (tokens in = out: nothing saved, nothing cut) when `raw` gives it
   * whole; null when it cannot (the caller kept only part of it, or the core cannot count).
   */
  figures(raw: () => Uint8Array | null): SessionStats | null {
    if (this.stats !== null || this.failure === null) return this.stats;
    const bytes = raw();
    if (bytes === null) return null;
    try {
      const tokens = estimateTokens(this.core, bytes);
      return { bytesIn: bytes.length, bytesOut: this.bytesOut, tokensIn: tokens, tokensOut: tokens, cut: false };
    } catch {
      return null;
    }
  }

  /** Drops the session without finishing it: its output has nowhere to go. */
  abandon(): void {
    this.closed = true;
    this.session?.close();
    this.session = null;
  }

  private out(stream: StreamId, bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.bytesOut += bytes.length;
    this.hooks.emit(stream, bytes);
  }

  private fail(message: string): void {
    this.session = null;
    this.failure = message;
    this.hooks.failed?.(message);
  }
}
