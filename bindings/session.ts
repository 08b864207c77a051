import { checkBytes, checkInteger, checkString, invalid } from "./args";
import type { Core } from "./core";
import { RtkError } from "./errors";

export const STDOUT = 1;
export const STDERR = 2;
export type StreamId = typeof STDOUT | typeof STDERR;

/** Receives filtered bytes. The array is owned by the receiver (already copied out of the core). */
export type Sink = (stream: StreamId, bytes: Uint8Array) => void;

/**
 * One command run's output flowing through the core. Chunks go in as they arrive; the
 * filtered bytes come out through the sink, on the stream the core chose.
 */
/** What a session saw and produced over the whole run (from the core). */
export interface SessionStats {
  bytesIn: number;
  bytesOut: number;
  /** ceil(chars / 4) of everything that went in / came out. */
  tokensIn: number;
  tokensOut: number;
  /** The filter left out something the agent may need: save the raw output for recall. */
  cut: boolean;
  /** Set when the filter found its input invalid (e.g. `rtk json` on bad JSON): the run's exit code. */
  exitCode?: number;
}

/** A filter written in code that a user can name (`rtk pipe -f cargo-test`), and the session spec it opens. */
export interface NamedSession {
  name: string;
  spec: string;
}

/** The code filters a user can name, in the core's registration order. */
export function sessionNames(core: Core): NamedSession[] {
  return core.call(() => JSON.parse(core.outputText(core.exports.sessionNames())) as NamedSession[]);
}

/**
 * What the user's own command would have printed, given what the plan's command printed under
 * the session `spec` (grep without the `--null` rtk added, ls without its `-p` slashes); `raw`
 * itself when the plan changed nothing or the spec is unknown.
 */
export function userForm(core: Core, spec: string, raw: Uint8Array): Uint8Array {
  return core.call(() => {
    const s = new TextEncoder().encode(spec);
    const len = core.exports.sessionUserForm(s.length, core.inputParts([s, raw]));
    return len < 0 ? raw : core.outputView(len).slice();
  });
}

/** The largest piece of input handed to the core in one call. */
const PUSH_SLICE = 1 << 20;

export class CoreSession {
  private closed = false;
  /** Set by `end()`: the final figures of the run. */
  stats: SessionStats | null = null;

  private constructor(
    private readonly core: Core,
    private readonly handle: number,
  ) {}

  /** Opens a session for a plan's session spec; throws when the core knows no such spec. */
  static open(core: Core, spec: string): CoreSession {
    checkString("openSession(spec)", spec);
    const handle = core.call(() => core.exports.sessionOpen(core.inputText(spec)));
    if (handle <= 0) throw new Error(`unknown session spec: ${spec}`);
    return new CoreSession(core, handle);
  }

  /**
   * The id under which the caller will keep this run's raw output for `rtk recall`: a filter that
   * cuts names it where it cuts (`+71 more: rtk recall <id>`). Call before the first push; without
   * it the filter says what it left out without pointing anywhere.
   */
  setRecallId(id: string): void {
    const core = this.core;
    core.call(() => core.exports.sessionRecallId(this.handle, core.inputText(id)));
  }

  /**
   * Feeds a chunk, in slices of at most PUSH_SLICE bytes (the core's input area stays that size
   * whatever the caller hands in). After each slice, a session that passed the capture bound
   * shows what it held, one slice of output per call (sessionDrain), so no output area grows
   * to the size of the capture.
   */
  push(stream: StreamId, chunk: Uint8Array, sink: Sink): void {
    if (stream !== STDOUT && stream !== STDERR) invalid("CoreSession.push(stream)", `must be STDOUT (1) or STDERR (2), got ${String(stream)}`);
    const bytes = checkBytes("CoreSession.push(chunk)", chunk);
    checkSink("CoreSession.push(sink)", sink);
    if (this.closed) throw new RtkError("RTK_STREAM_CLOSED", "CoreSession.push() after end() or close()");
    const core = this.core;
    core.call(() => {
      let at = 0;
      do {
        const slice = bytes.subarray(at, at + PUSH_SLICE);
        at += PUSH_SLICE;
        deliver(core, core.exports.sessionPush(this.handle, stream, core.input(slice)), sink);
        let len: number;
        while ((len = core.exports.sessionDrain(this.handle)) >= 0) deliver(core, len, sink);
      } while (at < bytes.length);
    });
  }

  /** True once the session needs no more input: its output is decided (the head of an endless file). */
  get done(): boolean {
    return !this.closed && this.core.exports.sessionDone(this.handle) === 1;
  }

  end(exitCode: number, sink: Sink): void {
    checkInteger("CoreSession.end(exitCode)", exitCode);
    checkSink("CoreSession.end(sink)", sink);
    if (this.closed) throw new RtkError("RTK_STREAM_CLOSED", "CoreSession.end() after end() or close()");
    const core = this.core;
    core.call(() => {
      const len = core.exports.sessionEnd(this.handle, exitCode);
      deliver(core, len, sink);
      const n = core.exports.sessionStats(this.handle);
      if (n > 0) this.stats = JSON.parse(core.outputText(n)) as SessionStats;
    });
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.core.exports.sessionClose(this.handle);
  }
}

function checkSink(where: string, sink: unknown): void {
  if (typeof sink !== "function") invalid(where, "must be a function (stream, bytes) => void");
}

/** Splits the framed output records ([stream u8][len u32 LE][bytes]) and hands each to the sink. */
function deliver(core: Core, len: number, sink: Sink): void {
  if (len <= 0) return;
  const view = core.outputView(len);
  const dv = new DataView(view.buffer, view.byteOffset, view.byteLength);
  // Copy the whole output once: the sink may keep the bytes past the next core call.
  const copy = view.slice();
  let at = 0;
  while (at + 5 <= len) {
    const stream = dv.getUint8(at) as StreamId;
    const n = dv.getUint32(at + 1, true);
    sink(stream, copy.subarray(at + 5, at + 5 + n));
    at += 5 + n;
  }
}
