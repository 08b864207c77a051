// Output detection: which filter takes a run whose command line names none (`npm test`,
// `just check`, output piped into `rtk pipe`), judged by the run's first output.
//
// There is one chain for both kinds of filter: detectors are asked in rank order, the code
// filters' sniffers (RANK_CODE) before the declarative filters' detect_output
// (RANK_DECLARATIVE), and the first that names a session spec wins. DetectSession is the one
// session that runs the chain: it holds the output (both streams, in arrival order) until it
// has seen enough to decide, opens the chosen session, replays what it held and hands it the
// rest as it arrives. Output no detector claims goes to the caller's fallback session (make's
// build view), or is written unchanged, chunk by chunk on the stream it came on.
//
// How much it holds is the caller's choice: a script that ends (npm test) can be held long
// enough for sniffers that recognise a tool by its closing summary; a command that may run
// until stopped (a dev server) must be decided on its first lines.

import { ByteBuffer, countNewlines } from "../abi/buffers";
import { createSession } from "./registry";
import { Prepared, Session, SessionOutput, SpillQueue, STDERR } from "./session";

export const RANK_CODE: i32 = 0;
export const RANK_DECLARATIVE: i32 = 1;

/** What a detector sees: the output held so far. */
export class OutputHead {
  /** Both streams, in arrival order. */
  all: ByteBuffer;
  /**
   * stdout alone, once stderr has come too (made then from what `all` held); until then stdout
   * is `all` itself: most output held (a task's, a script's) is one stream, kept once.
   */
  private apart: ByteBuffer | null = null;
  private mixed: bool = false;
  /** True when the run has ended: this is the whole output. */
  complete: bool = false;
  /** The `\n` bytes of `all`, counted as they come (the hold's measure, and the size of a line index of it). */
  newlines: i32 = 0;
  /**
   * What a detector made of the held output (the code filters' cleaned lines), set by it: when
   * the output is whole, the session chosen is given it (Session.adopt) and need not make it again.
   */
  prepared: Prepared | null = null;

  constructor(capacity: i32 = 4096) {
    this.all = new ByteBuffer(capacity);
  }

  /** stdout alone. */
  get stdout(): ByteBuffer {
    return this.mixed ? this.apart! : this.all;
  }

  /** Holds `len` more bytes of `stream`. */
  add(stream: u8, src: usize, len: i32): void {
    const all = this.all;
    if (stream == STDERR) {
      if (!this.mixed) {
        // The first stderr: what was held so far is all stdout.
        let apart = this.apart;
        if (apart === null) this.apart = apart = new ByteBuffer(all.length + 256);
        apart.pushBytes(all.ptr, all.length);
        this.mixed = true;
      }
    } else if (this.mixed) this.apart!.pushBytes(src, len);
    all.pushBytes(src, len);
    this.newlines += countNewlines(src, len);
  }

  /** Empty again, its buffers kept (a task runner's stage gives one task's head to the next). */
  reset(): void {
    this.all.clear();
    if (this.apart !== null) this.apart!.clear();
    this.mixed = false;
    this.complete = false;
    this.newlines = 0;
    this.prepared = null;
  }
}

/** Returns the session spec that should take this output, or "" to leave it to the next detector. */
export type OutputDetector = (head: OutputHead) => string;

const ranks: i32[] = [];
const detectors: OutputDetector[] = [];

/**
 * Whether the code filters' sniffers are linked: the TOML core (cores/toml.ts) has the declarative
 * filters alone, so output detection there would not be the full core's, and its sessions that
 * detect are left to the full core (pipeline/commands.ts).
 */
export function codeDetectors(): bool {
  for (let i = 0; i < ranks.length; i++) if (unchecked(ranks[i]) == RANK_CODE) return true;
  return false;
}

export function registerDetector(rank: i32, fn: OutputDetector): void {
  // Kept sorted by rank; within a rank, in registration order.
  ranks.push(rank);
  detectors.push(fn);
  for (let at = detectors.length - 1; at > 0 && unchecked(ranks[at - 1]) > rank; at--) {
    ranks[at] = ranks[at - 1];
    detectors[at] = detectors[at - 1];
    ranks[at - 1] = rank;
    detectors[at - 1] = fn;
  }
}

/** The one detection chain: the spec of the first detector that claims the output, or "". */
export function detectOutput(head: OutputHead): string {
  for (let i = 0; i < detectors.length; i++) {
    const spec = unchecked(detectors[i])(head);
    if (spec.length > 0) return spec;
  }
  return "";
}

/**
 * Sessions of ended tasks (DetectSession.reset: a task runner's stage gives an ended task's
 * detection to the next task), with their specs, for a later task whose detection chooses the
 * same spec (Session.restart): a run's tasks are mostly of a few tools, and a task's session
 * costs more to make than to restart. Only ones that never spilled and hold little are kept, at
 * most SPARE_SESSIONS (past that, the first kept goes).
 */
const SPARE_SESSIONS: i32 = 32;
const SPARE_MAX_HELD: i64 = 64 * 1024;
const spareSpecs: string[] = [];
const spareSessions: Session[] = [];

function keepSpare(spec: string, s: Session): void {
  if (s.spilled !== null || s.heldBytes() > SPARE_MAX_HELD) return;
  if (spareSessions.length >= SPARE_SESSIONS) {
    spareSpecs.shift();
    spareSessions.shift();
  }
  spareSpecs.push(spec);
  spareSessions.push(s);
}

/** A kept session of `spec` (the last kept first), taken out of the spares, or null. */
function takeSpare(spec: string): Session | null {
  for (let i = spareSpecs.length - 1; i >= 0; i--) {
    if (unchecked(spareSpecs[i]) != spec) continue;
    const s = unchecked(spareSessions[i]);
    // The last one moves into its place: the order among the rest matters little.
    const last = spareSessions.length - 1;
    unchecked((spareSpecs[i] = spareSpecs[last]));
    unchecked((spareSessions[i] = spareSessions[last]));
    spareSpecs.length = last;
    spareSessions.length = last;
    return s;
  }
  return null;
}

/** What a decided DetectSession holds: nothing (never written to: input goes to the chosen session). */
const NO_HEAD = new OutputHead(0);

/** Holds for a script expected to end: sniffers may need its closing summary. */
export const SCRIPT_HOLD_LINES: i32 = 200;
export const SCRIPT_HOLD_BYTES: i32 = 64 * 1024;
/** Holds for a command that may never end: decided on its first lines. */
export const STREAM_HOLD_LINES: i32 = 20;
export const STREAM_HOLD_BYTES: i32 = 16 * 1024;

export class DetectSession extends Session {
  private head: OutputHead;
  // Chunk boundaries of head.all, so the replay keeps each chunk on its stream.
  private chunkStreams: u8[] = [];
  private chunkLens: i32[] = [];
  private decided: bool = false;
  private chosen: Session | null = null;
  /** The spec the chain chose ("" while undecided or when nothing claimed the output). */
  spec: string = "";
  /**
   * The chain's answer when the caller knows it already (set before the session decides): the
   * held output is the same as that of a run it saw decided (a task runner's stage: tasks that
   * printed the same few blank lines). Null: the chain is asked.
   */
  known: string | null = null;

  /**
   * `fallback`: the spec that takes output no detector claims ("": written unchanged);
   * `headCapacity`: what the held output starts with (a task runner's many small tasks: little);
   * `head`: an empty head to hold it in instead (a task runner's stage reuses one task's for the next).
   */
  constructor(
    private holdLines: i32,
    private holdBytes: i32,
    private fallback: string = "",
    headCapacity: i32 = 4096,
    head: OutputHead | null = null,
  ) {
    super();
    this.head = head !== null ? head : new OutputHead(headCapacity);
  }

  /**
   * A new session again, holding in `head` (emptied by the caller): a task runner's stage gives
   * an ended task's session to the next task, its arrays kept. Only for one that never spilled.
   */
  reset(head: OutputHead): void {
    if (this.chosen !== null) keepSpare(this.spec, this.chosen!);
    this.resetSession();
    this.head = head;
    this.chunkStreams.length = 0;
    this.chunkLens.length = 0;
    this.decided = false;
    this.chosen = null;
    this.spec = "";
    this.known = null;
  }

  /** Whether it has not decided yet: what it was given is all held (`head`). */
  get undecided(): bool {
    return !this.decided;
  }

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    if (len <= 0) return;
    if (this.decided) {
      const s = this.chosen;
      if (s !== null) s.push(stream, src, len, out);
      else out.write(stream, src, len);
      return;
    }
    const h = this.head;
    h.add(stream, src, len);
    const n = this.chunkStreams.length;
    if (n > 0 && unchecked(this.chunkStreams[n - 1]) == stream) this.chunkLens[n - 1] += len;
    else {
      this.chunkStreams.push(stream);
      this.chunkLens.push(len);
    }
    if (h.newlines >= this.holdLines || h.all.length >= this.holdBytes) this.decide(out);
  }

  end(exitCode: i32, out: SessionOutput): void {
    if (!this.decided) {
      this.head.complete = true;
      this.decide(out);
    }
    const s = this.chosen;
    if (s === null) return;
    s.end(exitCode, out);
    if (s.cut) this.cut = true;
  }

  heldBytes(): i64 {
    const s = this.chosen;
    return s !== null ? s.heldBytes() : <i64>this.head.all.length;
  }

  // Past the capture bound the chosen session spills, and shows the rest in its raw form.
  spill(queue: SpillQueue): void {
    const s = this.chosen;
    if (s !== null) {
      s.spill(queue);
      return;
    }
    let at = 0;
    for (let i = 0; i < this.chunkStreams.length; i++) {
      const len = unchecked(this.chunkLens[i]);
      queue.add(unchecked(this.chunkStreams[i]), this.head.all, true, at, at + len);
      at += len;
    }
    this.decided = true;
    // The queue holds what was held now: this session holds nothing (heldBytes says 0).
    this.head = NO_HEAD;
    this.chunkStreams = [];
    this.chunkLens = [];
  }

  spillForm(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    const s = this.chosen;
    if (s !== null) s.spillForm(stream, src, len, out);
    else out.write(stream, src, len);
  }

  passRaw(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    const s = this.chosen;
    if (s !== null) s.passRaw(stream, src, len, out);
    else out.write(stream, src, len);
  }

  endRaw(out: SessionOutput): void {
    const s = this.chosen;
    if (s !== null) s.endRaw(out);
  }

  private decide(out: SessionOutput): void {
    this.decided = true;
    const h = this.head;
    if (h.all.length > 0) this.spec = this.known !== null ? this.known! : detectOutput(h);
    if (this.spec.length == 0) this.spec = this.fallback;
    if (this.spec.length > 0) {
      // A task runner's tasks are mostly of one tool: an ended task's session of this spec, new again, when it can be.
      const spare = takeSpare(this.spec);
      this.chosen = spare !== null && spare.restart() ? spare : createSession(this.spec);
    }
    if (this.chosen === null) this.spec = "";
    else (this.chosen as Session).cuts.id = this.cuts.id;
    let at = 0;
    const s = this.chosen;
    // A run held whole: what the detector made of it goes to the session that renders it.
    const prepared = h.prepared;
    if (s !== null && h.complete && prepared !== null) s.adopt(prepared);
    // A whole run of one stream is handed over as it is held, when the session can take it so
    // (nothing writes to it after: the head is let go of below, a task's reset with its task).
    if (s !== null && h.complete && this.chunkStreams.length == 1 && s.takeHeld(unchecked(this.chunkStreams[0]), h.all)) {
      this.head = NO_HEAD;
      this.chunkStreams.length = 0;
      this.chunkLens.length = 0;
      return;
    }
    for (let i = 0; i < this.chunkStreams.length; i++) {
      const stream = unchecked(this.chunkStreams[i]);
      const len = unchecked(this.chunkLens[i]);
      if (s !== null) s.push(stream, h.all.ptr + <usize>at, len, out);
      else out.write(stream, h.all.ptr + <usize>at, len);
      at += len;
    }
    // Nothing more is held: the buffers go.
    this.head = NO_HEAD;
    this.chunkStreams.length = 0;
    this.chunkLens.length = 0;
  }
}
