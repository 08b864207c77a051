// Filtering a command's output through the core, whole or streamed, for library callers.
// Never throws on ordinary input: when the core fails mid-run the rest of the output passes
// through raw and the failure is reported as a diagnostic. Wrong argument types throw RtkError.

import { type Core, decoder } from "./core";
import { checkInteger, describeValue, invalid, toBytes } from "./args";
import { OutputEngine } from "./engine";
import { type Diagnostic, RtkError } from "./errors";
import type { Plan } from "./plan";
import { STDERR, STDOUT, type StreamId } from "./session";

export type Chunk = string | Uint8Array;
export type StreamName = "stdout" | "stderr";

export interface FilterInput {
  /** The command that produced the output: a command line or its argv. */
  command: string | readonly string[];
  stdout: Chunk;
  stderr?: Chunk;
  exitCode: number;
}

/** The figures of a run, whole or streamed. */
export interface StreamSummary {
  /** The core session the filter ran in (e.g. "filter:builtin:make", "git-status"), or null when the output passed through. */
  filterId: string | null;
  /** Why this filter was chosen (the core's plan reason). */
  reason: string;
  /**
   * ceil(chars / 4) of what went into the filter and what came out (the core's session stats).
   * After a fallback to raw, both are the core's estimate of the raw output, as the CLI records
   * it; 0 for a streamed run (open, transform), whose raw output is not kept.
   */
  tokensIn: number;
  tokensOut: number;
  /**
   * True when the filter left out something the agent may need: the CLI keeps the raw output
   * for `rtk recall` then (the core's session stats, the same flag everywhere).
   */
  cut: boolean;
  /** Problems met on the way; when non-empty the output may be partly raw. */
  diagnostics: Diagnostic[];
}

export interface FilterResult extends StreamSummary {
  /** Everything the filter printed, stdout and stderr in the order the core emitted them. */
  text: string;
  /** The same output as bytes (byte-exact even when the output is not valid UTF-8). */
  bytes: Uint8Array;
  /** The filtered stdout and stderr separately. */
  stdout: string;
  stderr: string;
}

export interface OpenOptions {
  command: string | readonly string[];
  /** Receives each piece of filtered output as it is produced, with the stream it belongs to. */
  onOutput?: (stream: StreamName, bytes: Uint8Array) => void;
}

/** One run in progress: push the child's chunks as they arrive, then end with its exit code. */
export interface FilterStream {
  readonly plan: Plan;
  /** Feeds a chunk; returns the filtered bytes it released (possibly empty). */
  push(chunk: Chunk, stream?: StreamName): Uint8Array;
  /** Flushes what the filter held back; returns those bytes and the run's figures. */
  end(exitCode: number): StreamSummary & { bytes: Uint8Array };
}

export interface TransformOptions {
  command: string | readonly string[];
  /** The child's exit code, known only when it exits: a number or a promise of one. Default 0. */
  exitCode?: number | PromiseLike<number>;
  /** Called once the stream is flushed, with the run's figures. */
  onEnd?: (summary: StreamSummary) => void;
}

/** What the output functions need from the rest of the library. */
export interface OutputDeps {
  core: Core;
  planFor(command: string | readonly string[]): Plan;
}

const STREAM_IDS: Record<StreamName, StreamId> = { stdout: STDOUT, stderr: STDERR };

function checkCommand(command: unknown): void {
  if (typeof command === "string") return;
  if (Array.isArray(command) && command.every((a) => typeof a === "string")) return;
  invalid("command", `must be a command line string or an array of strings, got ${describeValue(command)}`);
}

function concat(parts: Uint8Array[], total: number): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Accumulates bytes with a running length. */
class Bytes {
  parts: Uint8Array[] = [];
  length = 0;
  add(b: Uint8Array): void {
    if (b.length === 0) return;
    this.parts.push(b);
    this.length += b.length;
  }
  take(): Uint8Array {
    const all = concat(this.parts, this.length);
    this.parts = [];
    this.length = 0;
    return all;
  }
}

/**
 * What `filter`, `open` and `transform` share: the plan, the checks a library caller gets
 * (RTK_STREAM_CLOSED, a wrong stream name), and the run through the output engine (engine.ts),
 * whose failures become diagnostics.
 */
class Run {
  readonly plan: Plan;
  readonly diagnostics: Diagnostic[] = [];
  private readonly engine: OutputEngine;
  private ended = false;

  constructor(deps: OutputDeps, command: string | readonly string[], emit: (stream: StreamName, bytes: Uint8Array) => void) {
    checkCommand(command);
    this.plan = deps.planFor(command);
    // A passthrough plan means "no filter": the library still runs the bytes through the core's raw session.
    const spec = this.plan.mode === "passthrough" ? "raw" : this.plan.session;
    this.engine = new OutputEngine(deps.core, spec, {
      emit: (id, bytes) => emit(id === STDERR ? "stderr" : "stdout", bytes),
      failed: (message) => this.diagnostics.push({ level: "warning", message }),
    });
  }

  get filterId(): string | null {
    return this.plan.mode === "passthrough" || this.plan.session === "raw" ? null : this.plan.session;
  }

  push(bytes: Uint8Array, stream: StreamName): void {
    if (this.ended) throw new RtkError("RTK_STREAM_CLOSED", "push() after end()");
    if (!(stream in STREAM_IDS)) throw new RtkError("RTK_INVALID_ARGUMENT", `stream must be "stdout" or "stderr", got ${String(stream)}`);
    this.engine.push(STREAM_IDS[stream], bytes);
  }

  end(exitCode: number): void {
    if (this.ended) throw new RtkError("RTK_STREAM_CLOSED", "end() called twice");
    this.ended = true;
    this.engine.end(exitCode);
  }

  /**
   * The core's figures (bindings/engine.ts). After a fallback to raw a diagnostic says why, and
   * `raw` gives the whole raw output to estimate when the caller has it (a streamed run has not: 0).
   */
  summary(raw: () => Uint8Array | null = () => null): StreamSummary {
    const stats = this.engine.figures(raw);
    return {
      filterId: this.filterId,
      reason: this.plan.reason,
      tokensIn: stats?.tokensIn ?? 0,
      tokensOut: stats?.tokensOut ?? 0,
      cut: stats?.cut ?? false,
      diagnostics: this.diagnostics,
    };
  }
}

/** Filters one finished run: the whole stdout, stderr and the exit code at once. */
export function filterOutput(deps: OutputDeps, input: FilterInput): FilterResult {
  if (input === null || typeof input !== "object") throw new RtkError("RTK_INVALID_ARGUMENT", "filter() takes { command, stdout, stderr?, exitCode }");
  const stdoutIn = toBytes("filter(): stdout", input.stdout);
  const stderrIn = input.stderr === undefined ? null : toBytes("filter(): stderr", input.stderr);
  const exitCode = checkInteger("filter(): exitCode", input.exitCode);
  const all = new Bytes();
  const streams = { stdout: new Bytes(), stderr: new Bytes() };
  const run = new Run(deps, input.command, (stream, bytes) => {
    all.add(bytes);
    streams[stream].add(bytes);
  });
  run.push(stdoutIn, "stdout");
  if (stderrIn !== null) run.push(stderrIn, "stderr");
  run.end(exitCode);
  const bytes = all.take();
  return {
    text: decoder.decode(bytes),
    bytes,
    stdout: decoder.decode(streams.stdout.take()),
    stderr: decoder.decode(streams.stderr.take()),
    ...run.summary(() => (stderrIn === null ? stdoutIn : concat([stdoutIn, stderrIn], stdoutIn.length + stderrIn.length))),
  };
}

/** Opens a streaming run. */
export function openStream(deps: OutputDeps, options: OpenOptions): FilterStream {
  if (options === null || typeof options !== "object") throw new RtkError("RTK_INVALID_ARGUMENT", "open() takes { command }");
  const released = new Bytes();
  const onOutput = options.onOutput;
  const run = new Run(deps, options.command, (stream, bytes) => {
    released.add(bytes);
    onOutput?.(stream, bytes);
  });
  return {
    plan: run.plan,
    push(chunk, stream = "stdout") {
      run.push(toBytes("push(chunk)", chunk), stream);
      return released.take();
    },
    end(exitCode) {
      run.end(checkInteger("end(exitCode)", exitCode));
      return { bytes: released.take(), ...run.summary() };
    },
  };
}

/**
 * The child's stdout as a WHATWG TransformStream: bytes or strings in, filtered bytes out.
 * The exit code is awaited at flush, so a promise of the child's status can be passed up front.
 */
export function transformStream(deps: OutputDeps, options: TransformOptions): TransformStream<Chunk, Uint8Array> {
  if (options === null || typeof options !== "object") throw new RtkError("RTK_INVALID_ARGUMENT", "transform() takes { command, exitCode? }");
  const stream = openStream(deps, { command: options.command });
  return new TransformStream<Chunk, Uint8Array>({
    transform(chunk, controller) {
      const out = stream.push(chunk);
      if (out.length > 0) controller.enqueue(out);
    },
    async flush(controller) {
      const code = checkInteger("transform(): exitCode", await (options.exitCode ?? 0));
      const { bytes, ...summary } = stream.end(code);
      if (bytes.length > 0) controller.enqueue(bytes);
      options.onEnd?.(summary);
    },
  });
}
