// Diagnostics that each name one location (type checkers: mypy, tsc), written so that every
// location stays exactly as the tool printed it, on its own line. The one saving allowed on
// the lines themselves: a message the tool printed at several locations is written once, at the
// place of its first occurrence, with every whole location under it.
//
// The diagnostics are held as numbers (offsets into the run's lines), not as strings: a large
// report keeps a few numbers per diagnostic, messages are grouped by their bytes, and only the
// text written is copied (sdk/README.md, speed).

import { ByteBuffer } from "../../abi/buffers";
import { decodeUtf8 } from "../../abi/utf8";
import { Lines } from "./lines";

/** A message printed at this many locations or more is written once. */
const MIN_REPEAT = 2;

/**
 * The diagnostics of a run in order: each a line of `lines` (its location the bytes before
 * `locationEnd`, its message those from `messageStart` to the line's end) or a plain line (a
 * tool's progress or summary line, written where it was), with the lines that belong to it (an
 * elaboration, a related location). A renderer that rewrites a line (a wrapped message joined
 * back) gives its new bytes with `join`: they are kept in a buffer of their own, the location
 * and the message's start unchanged (a join only appends).
 */
export class LocatedList {
  private line: i32[] = [];
  private locationEnd: i32[] = []; // -1: a plain line
  private messageStart: i32[] = [];
  private extraFrom: i32[] = [];
  private extraLines: i32[] = [];
  // Where a joined item's or extra line's text lies in `joined` (-1: the line as printed), and its length.
  private joinedAt: i32[] = [];
  private joinedLen: i32[] = [];
  private extraJoinedAt: i32[] = [];
  private extraJoinedLen: i32[] = [];
  private joined: ByteBuffer = new ByteBuffer();

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
    this.joinedAt.push(-1);
    this.joinedLen.push(0);
  }

  /** Adds line `i` as a line that is no diagnostic. */
  addPlain(i: i32): void {
    this.add(i, -1, 0);
  }

  /** Adds line `i` under the last item. */
  addExtra(i: i32): void {
    this.extraLines.push(i);
    this.extraJoinedAt.push(-1);
    this.extraJoinedLen.push(0);
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
    const L = this.lines;
    return unchecked(this.locationEnd[k]) == n && L.len(i) >= n && memory.compare(L.at(unchecked(this.line[k])), L.at(i), n) == 0;
  }

  /** Where item `k`'s text (as printed or joined) lies in memory, until the next join. */
  private textPtr(k: i32): usize {
    const at = unchecked(this.joinedAt[k]);
    return at >= 0 ? this.joined.ptr + <usize>at : this.lines.at(unchecked(this.line[k]));
  }

  private textLen(k: i32): i32 {
    return unchecked(this.joinedAt[k]) >= 0 ? unchecked(this.joinedLen[k]) : this.lines.len(unchecked(this.line[k]));
  }

  /** Item `k`'s whole line, as printed or joined. */
  text(k: i32): string {
    return decodeUtf8(this.textPtr(k), this.textLen(k));
  }

  /** Item `k`'s message. */
  message(k: i32): string {
    const from = unchecked(this.messageStart[k]);
    return decodeUtf8(this.textPtr(k) + <usize>from, this.textLen(k) - from);
  }

  /** The last line of item `k`'s own lines, as printed or joined (`k` must have one). */
  lastExtra(k: i32): string {
    const x = unchecked(this.extraFrom[k]) + this.extraCount(k) - 1;
    const at = unchecked(this.extraJoinedAt[x]);
    return at >= 0 ? decodeUtf8(this.joined.ptr + <usize>at, unchecked(this.extraJoinedLen[x])) : this.lines.str(unchecked(this.extraLines[x]));
  }

  /** Replaces item `k`'s line with joined text (its location and message start where they were). */
  join(k: i32, line: string): void {
    unchecked((this.joinedAt[k] = this.joined.length));
    this.joined.pushString(line);
    unchecked((this.joinedLen[k] = this.joined.length - unchecked(this.joinedAt[k])));
  }

  /** Replaces the last line of item `k`'s own lines with joined text. */
  joinLastExtra(k: i32, line: string): void {
    const x = unchecked(this.extraFrom[k]) + this.extraCount(k) - 1;
    unchecked((this.extraJoinedAt[x] = this.joined.length));
    this.joined.pushString(line);
    unchecked((this.extraJoinedLen[x] = this.joined.length - unchecked(this.extraJoinedAt[x])));
  }

  /** Item k's message bytes equal item o's. */
  private sameMessage(k: i32, o: i32): bool {
    const a = unchecked(this.messageStart[k]);
    const b = unchecked(this.messageStart[o]);
    const n = this.textLen(k) - a;
    return n == this.textLen(o) - b && memory.compare(this.textPtr(k) + <usize>a, this.textPtr(o) + <usize>b, n) == 0;
  }

  /** FNV-1a of item k's message bytes. */
  private messageHash(k: i32): u64 {
    const from = unchecked(this.messageStart[k]);
    const p = this.textPtr(k) + <usize>from;
    const n = this.textLen(k) - from;
    let h: u64 = 0xcbf29ce484222325;
    for (let j = 0; j < n; j++) h = (h ^ <u64>load<u8>(p + <usize>j)) * 0x100000001b3;
    return h;
  }

  /**
   * Writes the diagnostics in order. A message with lines of its own (an elaboration, a related
   * location) is never grouped; the others, when their message repeats, become
   * `message (N locations):` and the locations, each indented on its own line.
   */
  write(out: ByteBuffer): void {
    const n = this.count;
    // Each groupable item's message numbered by its bytes, the items of a message chained in order.
    const byHash = new Map<u64, i32>();
    const group = new StaticArray<i32>(n);
    const next = new StaticArray<i32>(n);
    const first: i32[] = []; // per message: its first item, its last, how many, the next message of the same hash
    const last: i32[] = [];
    const size: i32[] = [];
    const sameHash: i32[] = [];
    for (let k = 0; k < n; k++) {
      unchecked((next[k] = -1));
      unchecked((group[k] = -1));
      if (this.extraCount(k) > 0 || !this.located(k)) continue;
      const h = this.messageHash(k);
      let g = byHash.has(h) ? byHash.get(h) : -1;
      let tail = -1;
      while (g >= 0 && !this.sameMessage(k, unchecked(first[g]))) {
        tail = g;
        g = unchecked(sameHash[g]);
      }
      if (g >= 0) {
        unchecked((next[unchecked(last[g])] = k));
        unchecked((last[g] = k));
        unchecked(size[g]++);
      } else {
        g = first.length;
        first.push(k);
        last.push(k);
        size.push(1);
        sameHash.push(-1);
        if (tail >= 0) unchecked((sameHash[tail] = g));
        else byHash.set(h, g);
      }
      unchecked((group[k] = g));
    }
    const written = new StaticArray<bool>(first.length);
    for (let k = 0; k < n; k++) {
      const g = unchecked(group[k]);
      if (g < 0 || unchecked(size[g]) < MIN_REPEAT) {
        out.pushBytes(this.textPtr(k), this.textLen(k));
        out.pushByte(0x0a);
        const from = unchecked(this.extraFrom[k]);
        for (let x = from; x < from + this.extraCount(k); x++) {
          const at = unchecked(this.extraJoinedAt[x]);
          if (at >= 0) {
            out.pushBytes(this.joined.ptr + <usize>at, unchecked(this.extraJoinedLen[x]));
            out.pushByte(0x0a);
          } else this.lines.copyTo(unchecked(this.extraLines[x]), out);
        }
        continue;
      }
      if (unchecked(written[g])) continue;
      unchecked((written[g] = true));
      const from = unchecked(this.messageStart[k]);
      out.pushBytes(this.textPtr(k) + <usize>from, this.textLen(k) - from);
      out.pushAscii(" (");
      out.pushDecimal(unchecked(size[g]));
      out.pushAscii(" locations):\n");
      for (let o = k; o >= 0; o = unchecked(next[o])) {
        out.pushAscii("  ");
        this.lines.copyRange(unchecked(this.line[o]), 0, unchecked(this.locationEnd[o]), out);
        out.pushByte(0x0a);
      }
    }
  }
}
