// Sessions that run a declarative filter over a child's output.
//
// FilterSession streams: stdout is split into lines as it arrives and every line the
// pipeline can decide is written at once. stderr passes through untouched unless the filter
// sets filter_stderr, in which case it is held and filtered after stdout (the reference
// filters stdout immediately followed by stderr), or, with `filter_stderr = "apart"`, filtered
// at the end through a pipeline of its own and written to stderr (curl: a JSON body on stdout
// stays one document while the progress meter on stderr is cleaned on its own). A filter with on_success/on_failure
// branches picks its configuration by exit code, so its output is captured whole.
//
// The never-worse rule: filtered output is never longer than the raw output. Output is held
// together with the raw bytes until the raw side passes HOLD_BYTES; if the filtered bytes
// are then no longer than the raw ones the session commits to them and streams from then on,
// otherwise it keeps holding. At the end an uncommitted session whose result is longer than
// the raw bytes writes the raw bytes instead. Memory is bounded by HOLD_BYTES plus what the
// stages themselves hold (engine.ts).

import { ByteBuffer } from "../abi/buffers";
import { Session, SessionOutput, SpillQueue, STDERR, STDOUT } from "../session/session";
import { CompiledConfig } from "./compiled";
import { LinePipeline } from "./engine";
import { LineSplitter } from "./lines";
import { Entry } from "./registry";

const HOLD_BYTES: i32 = 64 * 1024;

/**
 * The raw buffer of an ended session, for the next session of this core (a library host or a
 * warm server runs many): a capture (on_success/on_failure) holds its whole run there, and a
 * buffer grown past 1 MiB again for every run pays a copy and a full collection per growth
 * (ByteBuffer). One is kept, the larger, up to SPARE_RAW_MAX bytes. The result buffer is not:
 * a second large block kept alive split the memory the outgrown copies are freed into, and a
 * 64 MB capture after a 4 MB one peaked at twice the memory.
 */
const SPARE_RAW_MAX: i32 = 16 << 20;
let spareRaw: ByteBuffer | null = null;

function takeRaw(): ByteBuffer {
  const b = spareRaw;
  if (b === null) return new ByteBuffer(4096);
  spareRaw = null;
  b.clear();
  return b;
}

function keepRaw(b: ByteBuffer): void {
  if (b.data.length > SPARE_RAW_MAX) return;
  const kept = spareRaw;
  if (kept === null || kept.data.length < b.data.length) spareRaw = b;
}

export class FilterSession extends Session {
  private splitter: LineSplitter = new LineSplitter();
  private pipeline: LinePipeline | null = null;
  private produced: ByteBuffer = new ByteBuffer(4096);
  private raw: ByteBuffer = takeRaw();
  private rawTotal: i64 = 0;
  private producedTotal: i64 = 0;
  private committed: bool = false;
  private heldStderr: ByteBuffer = new ByteBuffer(256);
  private capture: bool;

  /** `failed` is set when the filter cannot run (a bad pattern): the session passes raw bytes. */
  failed: string = "";

  /**
   * `named`: the words of the command line (package names, packageWord's form) that count_lines
   * keeps on show (commands.ts puts them in the spec).
   */
  constructor(
    private entry: Entry,
    private guard: bool = true,
    private named: string[] = [],
  ) {
    super();
    // Its lines go to a pipeline, which reads a line its splitter found plain ASCII without asking again.
    this.splitter.tellsPlain = true;
    const d = entry.def;
    this.capture = d.onSuccess !== null || d.onFailure !== null;
    if (!this.capture) {
      const cc = entry.compiled(0);
      if (cc === null) this.failed = describeErrors(entry);
      else this.pipeline = new LinePipeline(cc, this.produced, this.cuts, this.named);
    }
  }

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    if (this.failed.length > 0) {
      out.write(stream, src, len);
      return;
    }
    if (stream == STDERR) {
      if (this.entry.def.filterStderr || this.entry.def.stderrApart) this.heldStderr.pushBytes(src, len);
      else out.write(STDERR, src, len);
      return;
    }
    this.feed(src, len, out);
  }

  private feed(src: usize, len: i32, out: SessionOutput): void {
    this.rawTotal += len;
    this.cuts.seen = this.rawTotal;
    if (!this.committed || this.capture) this.raw.pushBytes(src, len);
    if (this.capture) return;
    this.splitter.push(src, len, this.pipeline!);
    this.release(out);
  }

  /** Writes what the pipeline produced once the never-worse rule allows it. */
  private release(out: SessionOutput): void {
    if (this.guard && !this.committed) {
      // Keep holding until enough raw output has passed to judge, and while ours is longer.
      if (this.rawTotal <= <i64>HOLD_BYTES || <i64>this.produced.length > this.rawTotal) return;
      this.committed = true;
      this.raw.clear();
    }
    if (this.produced.length == 0) return;
    this.producedTotal += this.produced.length;
    out.write(STDOUT, this.produced.ptr, this.produced.length);
    this.produced.clear();
  }

  /**
   * What a capture (or a run the never-worse rule has not committed to yet) holds. Once committed
   * the session streams, holding only what its stages need (engine.ts).
   */
  heldBytes(): i64 {
    if (this.committed && !this.capture) return 0;
    return <i64>this.raw.length + this.heldStderr.length;
  }

  /** Nothing was written yet: the raw stdout, then the held stderr, as the raw fallback shows them. */
  spill(queue: SpillQueue): void {
    queue.add(STDOUT, this.raw);
    queue.add(STDERR, this.heldStderr);
    this.raw = new ByteBuffer(16);
    this.heldStderr = new ByteBuffer(16);
    this.produced.clear();
    this.pipeline = null;
  }

  end(exitCode: i32, out: SessionOutput): void {
    this.endRun(exitCode, out);
    // Written out (copied) by now: the raw buffer serves the next session.
    keepRaw(this.raw);
    this.raw = new ByteBuffer(16);
  }

  private endRun(exitCode: i32, out: SessionOutput): void {
    if (this.failed.length > 0) {
      out.writeString(STDERR, "[rtk] filter '" + this.entry.def.name + "' cannot run, output is raw: " + this.failed + "\n");
      return;
    }
    let apart: ByteBuffer | null = null;
    if (this.heldStderr.length > 0) {
      const err = this.heldStderr;
      this.heldStderr = new ByteBuffer(16);
      if (this.entry.def.stderrApart) apart = err;
      else this.feed(err.ptr, err.length, out);
    }
    let cc = this.entry.compiled(0);
    if (this.capture) {
      const d = this.entry.def;
      const which = exitCode == 0 ? (d.onSuccess !== null ? 1 : 0) : d.onFailure !== null ? 2 : 0;
      cc = this.entry.compiled(which);
      if (cc === null) {
        out.writeString(STDERR, "[rtk] filter '" + d.name + "' failed, showing raw output: " + describeErrors(this.entry) + "\n");
        out.write(STDOUT, this.raw.ptr, this.raw.length);
        if (apart !== null) out.write(STDERR, apart.ptr, apart.length);
        return;
      }
      this.captureRun(cc!, exitCode, out);
    } else this.streamEnd(exitCode, out);
    const errCut = apart !== null && this.filterApart(cc!, apart!, exitCode, out);
    this.cut = this.cut || errCut;
  }

  /**
   * A capture's run through the pipeline, its result written straight into `out`'s record (the
   * host's output area, reused run after run): no buffer of its own grows with the result each run.
   * A result longer than the raw output gives its place back to the raw output.
   */
  private captureRun(cc: CompiledConfig, exitCode: i32, out: SessionOutput): void {
    const at = out.open(STDOUT);
    const from = out.buf.length;
    const p = new LinePipeline(cc, out.buf, this.cuts, this.named);
    this.pipeline = p;
    p.knowExitCode(exitCode);
    this.splitter.push(this.raw.ptr, this.raw.length, p);
    this.cuts.rawBytes = this.rawTotal;
    this.splitter.finish(p);
    p.finish(exitCode);
    const made = out.buf.length - from;
    if (this.guard && <i64>made > this.rawTotal) {
      out.buf.length = at - 1;
      out.write(STDOUT, this.raw.ptr, this.raw.length);
      this.cut = false;
      return;
    }
    this.committed = true;
    out.close(at);
    this.producedTotal += made;
    this.cut = this.cuts.cut || this.producedTotal < this.rawTotal;
  }

  /** The end of a streaming run: the pipeline's last lines, written once the never-worse rule allows. */
  private streamEnd(exitCode: i32, out: SessionOutput): void {
    const p = this.pipeline!;
    this.cuts.rawBytes = this.rawTotal;
    this.splitter.finish(p);
    p.finish(exitCode);
    let outCut = false;
    if (this.guard && !this.committed && <i64>this.produced.length > this.rawTotal) {
      out.write(STDOUT, this.raw.ptr, this.raw.length);
      this.produced.clear();
    } else {
      this.committed = true;
      this.release(out);
      // Less came out than went in, or a marker named the recall id: the host keeps the raw
      // output for `rtk recall`.
      outCut = this.cuts.cut || this.producedTotal < this.rawTotal;
    }
    this.cut = outCut;
  }

  /** stderr through a pipeline of its own, onto stderr (never longer than it came); true when it lost bytes. */
  private filterApart(cc: CompiledConfig, err: ByteBuffer, exitCode: i32, out: SessionOutput): bool {
    const filtered = new ByteBuffer(256);
    const p = new LinePipeline(cc, filtered, this.cuts, this.named);
    p.knowExitCode(exitCode);
    const splitter = new LineSplitter();
    splitter.push(err.ptr, err.length, p);
    splitter.finish(p);
    p.finish(exitCode);
    if (this.guard && filtered.length > err.length) {
      out.write(STDERR, err.ptr, err.length);
      return false;
    }
    if (filtered.length > 0) out.write(STDERR, filtered.ptr, filtered.length);
    return filtered.length < err.length;
  }
}

/** Runs one configuration on a whole text, for inline tests: no never-worse rule. */
export function runWhole(cc: CompiledConfig, src: usize, len: i32, exitCode: i32, out: ByteBuffer): void {
  const p = new LinePipeline(cc, out);
  p.knowExitCode(exitCode);
  const splitter = new LineSplitter();
  splitter.push(src, len, p);
  splitter.finish(p);
  p.finish(exitCode);
}

export function describeErrors(entry: Entry): string {
  let s = "";
  for (let i = 0; i < entry.errors.length; i++) {
    const e = entry.errors[i];
    if (i > 0) s += "; ";
    s += e.field + ": " + e.message;
  }
  return s.length > 0 ? s : "cannot compile filter '" + entry.def.name + "'";
}
