// PikeVM: simulates the Thompson NFA on all threads at once, one byte at a time.
//
// Guarantees: time O(len * states), memory O(states * slots) allocated once per regex and
// reused; leftmost-first matches with capture positions exactly as the crate reports them;
// answers every search (find, captures, isMatch), anchored or not, with every assertion
// including Unicode word boundaries.
// Does not: run fast. It is the engine of last resort; the meta front uses the lazy DFA first
// and runs this only for captures, for Unicode word boundaries, or when the DFA gives up.

import { NFA, S_RANGE, S_SPARSE, S_UNION, S_CAPTURE, S_LOOK, S_MATCH, S_EMPTY } from "../nfa/nfa";
import { lookHolds } from "./look";

/**
 * The state a sparse state's `cnt` transitions at `pool[off]` (lo, hi, target triples, sorted by
 * lo) give `byte`; -1 when none covers it. Shared by the PikeVM and the backtracker.
 */
@inline export function sparseTarget(pool: StaticArray<i32>, off: i32, cnt: i32, byte: i32): i32 {
  for (let t = 0; t < cnt; t++) {
    const p = off + t * 3;
    if (byte < unchecked(pool[p])) return -1;
    if (byte <= unchecked(pool[p + 1])) return unchecked(pool[p + 2]);
  }
  return -1;
}

class SparseSet {
  dense: StaticArray<i32>;
  sparse: StaticArray<i32>;
  size: i32 = 0;

  constructor(capacity: i32) {
    this.dense = new StaticArray<i32>(capacity);
    this.sparse = new StaticArray<i32>(capacity);
  }

  @inline contains(v: i32): bool {
    const i = unchecked(this.sparse[v]);
    return i < this.size && unchecked(this.dense[i]) == v;
  }

  @inline insert(v: i32): void {
    unchecked((this.dense[this.size] = v));
    unchecked((this.sparse[v] = this.size));
    this.size++;
  }

  @inline clear(): void {
    this.size = 0;
  }
}

export class PikeVM {
  kind: StaticArray<i32>;
  a: StaticArray<i32>;
  b: StaticArray<i32>;
  next: StaticArray<i32>;
  pool: StaticArray<i32>;
  start: i32;
  nslots: i32;
  // Allocated on the first search: most regexes are answered by the DFA and never need them.
  private states: i32;
  private clist: SparseSet = new SparseSet(0);
  private nlist: SparseSet = new SparseSet(0);
  private ctable: StaticArray<i32> = new StaticArray<i32>(0);
  private ntable: StaticArray<i32> = new StaticArray<i32>(0);
  private scratch: StaticArray<i32>;
  private stack: Array<i32> = new Array<i32>();

  constructor(nfa: NFA, start: i32) {
    const n = nfa.size;
    this.kind = toStatic(nfa.kind);
    this.a = toStatic(nfa.a);
    this.b = toStatic(nfa.b);
    this.next = toStatic(nfa.next);
    this.pool = toStatic(nfa.pool);
    this.start = start;
    const slots = nfa.slotCount;
    this.nslots = slots;
    this.states = n;
    this.scratch = new StaticArray<i32>(slots);
  }

  /**
   * Leftmost-first search in bytes [hay, hay+len) from `start`. Writes the first `want` slots
   * (2 per group) of the match into `slots`. `end` bounds the bytes consumed (assertions still
   * see the whole haystack). With `earliest`, stops at the first match seen
   * (only the fact of a match is meaningful then).
   */
  search(hay: usize, len: i32, start: i32, anchored: bool, slots: StaticArray<i32>, want: i32, earliest: bool, end: i32 = -1): bool {
    // Bytes are consumed up to `end` (default: the whole haystack); assertions see all of it.
    const stop = end < 0 || end > len ? len : end;
    if (this.clist.dense.length < this.states) {
      this.clist = new SparseSet(this.states);
      this.nlist = new SparseSet(this.states);
      this.ctable = new StaticArray<i32>(this.states * this.nslots);
      this.ntable = new StaticArray<i32>(this.states * this.nslots);
    }
    const ns = want < this.nslots ? want : this.nslots;
    let clist = this.clist;
    let nlist = this.nlist;
    let ctable = this.ctable;
    let ntable = this.ntable;
    const scratch = this.scratch;
    const full = this.nslots;
    clist.clear();
    let matched = false;
    let at = start;
    while (true) {
      if (clist.size == 0 && (matched || (anchored && at > start))) break;
      if (!matched && (!anchored || at == start)) {
        for (let i = 0; i < full; i++) unchecked((scratch[i] = -1));
        this.addThread(clist, ctable, this.start, hay, len, at, scratch);
      }
      nlist.clear();
      const byte = at < stop ? <i32>load<u8>(hay + <usize>at) : -1;
      for (let i = 0; i < clist.size; i++) {
        const sid = unchecked(clist.dense[i]);
        const k = unchecked(this.kind[sid]);
        if (k == S_MATCH) {
          const base = sid * full;
          for (let s = 0; s < ns; s++) unchecked((slots[s] = ctable[base + s]));
          matched = true;
          if (earliest) return true;
          break; // lower-priority threads lose to this match
        }
        if (byte < 0) continue;
        let target = -1;
        if (k == S_RANGE) {
          if (byte >= unchecked(this.a[sid]) && byte <= unchecked(this.b[sid])) target = unchecked(this.next[sid]);
        } else if (k == S_SPARSE) {
          target = sparseTarget(this.pool, unchecked(this.a[sid]), unchecked(this.b[sid]), byte);
        }
        if (target >= 0) {
          const base = sid * full;
          for (let s = 0; s < full; s++) unchecked((scratch[s] = ctable[base + s]));
          this.addThread(nlist, ntable, target, hay, len, at + 1, scratch);
        }
      }
      if (at >= stop) break;
      // Swap the generations.
      const tl = clist;
      clist = nlist;
      nlist = tl;
      const tt = ctable;
      ctable = ntable;
      ntable = tt;
      at++;
    }
    this.clist = clist;
    this.nlist = nlist;
    this.ctable = ctable;
    this.ntable = ntable;
    return matched;
  }

  /** Follows epsilon transitions from `sid` at `at`, recording slot values per thread. */
  private addThread(set: SparseSet, table: StaticArray<i32>, sid0: i32, hay: usize, len: i32, at: i32, cur: StaticArray<i32>): void {
    const stack = this.stack;
    const full = this.nslots;
    stack.push(sid0);
    stack.push(0);
    while (stack.length > 0) {
      const val = stack.pop();
      const x = stack.pop();
      if (x < 0) {
        unchecked((cur[-x - 1] = val));
        continue;
      }
      const sid = x;
      if (set.contains(sid)) continue;
      set.insert(sid);
      const k = unchecked(this.kind[sid]);
      if (k == S_RANGE || k == S_SPARSE || k == S_MATCH) {
        const base = sid * full;
        for (let s = 0; s < full; s++) unchecked((table[base + s] = cur[s]));
      } else if (k == S_UNION) {
        const off = unchecked(this.a[sid]);
        for (let t = unchecked(this.b[sid]) - 1; t >= 0; t--) {
          stack.push(unchecked(this.pool[off + t]));
          stack.push(0);
        }
      } else if (k == S_CAPTURE) {
        const slot = unchecked(this.a[sid]);
        if (slot < full) {
          stack.push(-slot - 1);
          stack.push(unchecked(cur[slot]));
          unchecked((cur[slot] = at));
        }
        stack.push(unchecked(this.next[sid]));
        stack.push(0);
      } else if (k == S_LOOK) {
        if (lookHolds(unchecked(this.a[sid]), hay, len, at)) {
          stack.push(unchecked(this.next[sid]));
          stack.push(0);
        }
      } else if (k == S_EMPTY) {
        stack.push(unchecked(this.next[sid]));
        stack.push(0);
      }
    }
  }
}

export function toStatic(a: Array<i32>): StaticArray<i32> {
  const s = new StaticArray<i32>(a.length);
  for (let i = 0; i < a.length; i++) unchecked((s[i] = a[i]));
  return s;
}
