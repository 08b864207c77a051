// Diagnostics that each name one location (type checkers: mypy, tsc), written so that every
// location stays exactly as the tool printed it, on its own line. The one saving allowed on
// the lines themselves: a message the tool printed at several locations is written once, at the
// place of its first occurrence, with every whole location under it.
//
// The diagnostics are held as offsets into the run's lines, not as strings: a large report keeps
// a few numbers per diagnostic, and only the text written is copied (sdk/README.md, speed).

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "./lines";
import { pushLine } from "./text";

/** A message printed at this many locations or more is written once. */
const MIN_REPEAT = 2;

/**
 * The diagnostics of a run in order: each a line of `lines` (its location the bytes before
 * `locationEnd`, its message those from `messageStart` to the line's end) or a plain line (a
 * tool's progress or summary line, written where it was), with the lines that belong to it (an
 * elaboration, a related location). A renderer that rewrites a diagnostic's text (a wrapped
 * message joined back) sets it with `join`; only those are held as strings.
 */
export class LocatedList {
  private line: i32[] = [];
  private locationEnd: i32[] = []; // -1: a plain line
  private messageStart: i32[] = [];
  private extraFrom: i32[] = [];
  private extraLines: i32[] = [];
  // Text that replaces an item's line and message, or an extra line's, once joined.
  private joinedLine: Map<i32, string> = new Map();
  private joinedMessage: Map<i32, string> = new Map();
  private joinedExtra: Map<i32, string> = new Map();

  constructor(readonly lines: Lines) {}

  get count(): i32 {
    return this.line.length;
  }

  /** Adds line `i` as a diagnostic: its location ends at `locationEnd`, its message starts at `messageStart`. */
  add(i: i32, locationEnd: i32, messageStart: i32): void {
    this.line.push(i);
    this.locationEnd.push(locationEnd);
    this.messageStart.push(messageStart);
    this.extraFrom.push(this.extraLines.length);
  }

  /** Adds line `i` as a line that is no diagnostic. */
  addPlain(i: i32): void {
    this.add(i, -1, 0);
  }

  /** Adds line `i` under the last item. */
  addExtra(i: i32): void {
    this.extraLines.push(i);
  }

  /** How many lines belong to item `k`. */
  extraCount(k: i32): i32 {
    const end = k + 1 < this.count ? unchecked(this.extraFrom[k + 1]) : this.extraLines.length;
    return end - unchecked(this.extraFrom[k]);
  }

  /** True when item `k` names a location (is no plain line). */
  @inline located(k: i32): bool {
    return unchecked(this.locationEnd[k]) >= 0;
  }

  /** True when item `k`'s location is the first `n` bytes of line `i`. */
  sameLocation(k: i32, i: i32, n: i32): bool {
    const j = unchecked(this.line[k]);
    const L = this.lines;
    return unchecked(this.locationEnd[k]) == n && L.len(i) >= n && memory.compare(L.buf.ptr + <usize>L.start(j), L.buf.ptr + <usize>L.start(i), n) == 0;
  }

  /** Item `k`'s whole line, as printed or joined. */
  text(k: i32): string {
    return this.joinedLine.has(k) ? this.joinedLine.get(k) : this.lines.str(unchecked(this.line[k]));
  }

  /** Item `k`'s message. */
  message(k: i32): string {
    if (this.joinedMessage.has(k)) return this.joinedMessage.get(k);
    const i = unchecked(this.line[k]);
    return this.lines.strFrom(i, unchecked(this.messageStart[k]));
  }

  /** The last line of item `k`'s own lines, as printed or joined (`k` must have one). */
  lastExtra(k: i32): string {
    const at = unchecked(this.extraFrom[k]) + this.extraCount(k) - 1;
    return this.joinedExtra.has(at) ? this.joinedExtra.get(at) : this.lines.str(unchecked(this.extraLines[at]));
  }

  /** Replaces item `k`'s line and message with joined text. */
  join(k: i32, line: string, message: string): void {
    this.joinedLine.set(k, line);
    this.joinedMessage.set(k, message);
  }

  /** Replaces the last line of item `k`'s own lines with joined text. */
  joinLastExtra(k: i32, line: string): void {
    this.joinedExtra.set(unchecked(this.extraFrom[k]) + this.extraCount(k) - 1, line);
  }

  /**
   * Writes the diagnostics in order. A message with lines of its own (an elaboration, a related
   * location) is never grouped; the others, when their message repeats, become
   * `message (N locations):` and the locations, each indented on its own line.
   */
  write(out: ByteBuffer): void {
    const n = this.count;
    // Each groupable item's message numbered, the items of a message chained in order.
    const ids = new Map<string, i32>();
    const group = new StaticArray<i32>(n);
    const next = new StaticArray<i32>(n);
    const size: i32[] = [];
    const last: i32[] = [];
    for (let k = 0; k < n; k++) {
      unchecked((next[k] = -1));
      if (this.extraCount(k) > 0 || !this.located(k)) {
        unchecked((group[k] = -1));
        continue;
      }
      const m = this.message(k);
      let g: i32;
      if (ids.has(m)) {
        g = ids.get(m);
        unchecked((next[unchecked(last[g])] = k));
        unchecked((last[g] = k));
        unchecked(size[g]++);
      } else {
        g = size.length;
        ids.set(m, g);
        size.push(1);
        last.push(k);
      }
      unchecked((group[k] = g));
    }
    const written = new StaticArray<bool>(size.length);
    for (let k = 0; k < n; k++) {
      const g = unchecked(group[k]);
      if (g < 0 || unchecked(size[g]) < MIN_REPEAT) {
        this.writeLine(k, out);
        const from = unchecked(this.extraFrom[k]);
        for (let x = from; x < from + this.extraCount(k); x++) {
          if (this.joinedExtra.has(x)) pushLine(out, this.joinedExtra.get(x));
          else this.lines.copyTo(unchecked(this.extraLines[x]), out);
        }
        continue;
      }
      if (unchecked(written[g])) continue;
      unchecked((written[g] = true));
      out.pushString(this.message(k));
      out.pushString(" (" + unchecked(size[g]).toString() + " locations):\n");
      for (let o = k; o >= 0; o = unchecked(next[o])) {
        out.pushString("  ");
        this.lines.copyRange(unchecked(this.line[o]), 0, unchecked(this.locationEnd[o]), out);
        out.pushByte(0x0a);
      }
    }
  }

  private writeLine(k: i32, out: ByteBuffer): void {
    if (this.joinedLine.has(k)) pushLine(out, this.joinedLine.get(k));
    else this.lines.copyTo(unchecked(this.line[k]), out);
  }
}
