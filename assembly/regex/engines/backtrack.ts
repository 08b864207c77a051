// Bounded backtracker: the capture positions of a match whose span the DFAs already found.
//
// Guarantees: the same slots the PikeVM reports for an anchored search from `start` that
// consumes bytes up to `end` (leftmost-first: alternatives are tried in priority order and the
// first to reach a match wins, which is the thread the PikeVM keeps); time and memory
// O(states * (end - start + 1)): every (state, position) pair is explored at most once (a
// visited bit set), since whether a pair leads to a match does not depend on the captures.
// Does not: search (the span is given), or take spans whose bit set would pass MAX_VISITED_BITS;
// `fits` says so and the meta front runs the PikeVM then. Why it exists: a capture pass over a
// short span is the common case (a replace rule's `$1`, a task prefix's name), and the PikeVM
// spends per byte the work of every thread of a Unicode class's UTF-8 automaton, where this
// follows one.

import { S_RANGE, S_SPARSE, S_UNION, S_CAPTURE, S_LOOK, S_MATCH, S_EMPTY } from "../nfa/nfa";
import { lookHolds } from "./look";
import { PikeVM, sparseTarget } from "./pikevm";

/** The largest visited set (states x span positions) a search may use: 256 Kbit, 32 KB. */
const MAX_VISITED_BITS: i64 = 256 * 1024;

// A stack frame: explore `sid` at `at`, or (sid < 0) put back slot -sid-1's old value `at`.
export class Backtracker {
  private visited: StaticArray<u32> = new StaticArray<u32>(0);
  // Frames of two ints, pushed and popped in place (no bounds check per push: this is the hot loop).
  private stack: StaticArray<i32> = new StaticArray<i32>(64);
  private cur: StaticArray<i32>;

  /** Reads the automaton of `pike` (the same NFA, states and slots). */
  constructor(private pike: PikeVM) {
    this.cur = new StaticArray<i32>(pike.nslots);
  }

  /** True when a span of `n` bytes is within the visited set's bound. */
  fits(n: i32): bool {
    return <i64>this.pike.kind.length * <i64>(n + 1) <= MAX_VISITED_BITS;
  }

  /**
   * Captures of the highest-priority match starting at `start` whose bytes lie before `end`
   * (assertions see the whole haystack): the first `want` slots into `slots`. False when none.
   */
  captures(hay: usize, len: i32, start: i32, end: i32, slots: StaticArray<i32>, want: i32): bool {
    const pike = this.pike;
    const kind = pike.kind;
    const A = pike.a;
    const B = pike.b;
    const next = pike.next;
    const pool = pike.pool;
    const width = end - start + 1;
    const words = <i32>((<i64>kind.length * width + 31) >> 5);
    if (this.visited.length < words) this.visited = new StaticArray<u32>(words);
    const visited = this.visited;
    memory.fill(changetype<usize>(visited), 0, <usize>words << 2);
    const cur = this.cur;
    const full = cur.length;
    for (let i = 0; i < full; i++) unchecked((cur[i] = -1));
    let stack = this.stack;
    unchecked((stack[0] = pike.start));
    unchecked((stack[1] = start));
    let top = 2;
    while (top > 0) {
      top -= 2;
      let sid = unchecked(stack[top]);
      let at = unchecked(stack[top + 1]);
      if (sid < 0) {
        unchecked((cur[-sid - 1] = at));
        continue;
      }
      // Follow the first alternative in place; the others wait on the stack in priority order.
      while (true) {
        const bit = sid * width + (at - start);
        const w = unchecked(visited[bit >> 5]);
        const m: u32 = 1 << (bit & 31);
        if ((w & m) != 0) break;
        unchecked((visited[bit >> 5] = w | m));
        const k = unchecked(kind[sid]);
        if (k == S_RANGE) {
          if (at >= end) break;
          const byte = <i32>load<u8>(hay + <usize>at);
          if (byte < unchecked(A[sid]) || byte > unchecked(B[sid])) break;
          sid = unchecked(next[sid]);
          at++;
        } else if (k == S_SPARSE) {
          if (at >= end) break;
          const byte = <i32>load<u8>(hay + <usize>at);
          const target = sparseTarget(pool, unchecked(A[sid]), unchecked(B[sid]), byte);
          if (target < 0) break;
          sid = target;
          at++;
        } else if (k == S_UNION) {
          const off = unchecked(A[sid]);
          const n = unchecked(B[sid]);
          if (top + 2 * n > stack.length) stack = this.grow(top + 2 * n);
          for (let t = n - 1; t >= 1; t--) {
            unchecked((stack[top] = pool[off + t]));
            unchecked((stack[top + 1] = at));
            top += 2;
          }
          sid = unchecked(pool[off]);
        } else if (k == S_CAPTURE) {
          const slot = unchecked(A[sid]);
          if (slot < full) {
            if (top + 2 > stack.length) stack = this.grow(top + 2);
            unchecked((stack[top] = -slot - 1));
            unchecked((stack[top + 1] = cur[slot]));
            top += 2;
            unchecked((cur[slot] = at));
          }
          sid = unchecked(next[sid]);
        } else if (k == S_LOOK) {
          if (!lookHolds(unchecked(A[sid]), hay, len, at)) break;
          sid = unchecked(next[sid]);
        } else if (k == S_EMPTY) {
          sid = unchecked(next[sid]);
        } else if (k == S_MATCH) {
          const n = want < full ? want : full;
          for (let s = 0; s < n; s++) unchecked((slots[s] = cur[s]));
          return true;
        } else break; // S_FAIL
      }
    }
    return false;
  }

  /** The stack, at least `need` ints, its frames kept. */
  private grow(need: i32): StaticArray<i32> {
    let size = this.stack.length << 1;
    while (size < need) size <<= 1;
    const next = new StaticArray<i32>(size);
    memory.copy(changetype<usize>(next), changetype<usize>(this.stack), <usize>this.stack.length << 2);
    this.stack = next;
    return next;
  }
}
