// Sets of Unicode scalar values as sorted, disjoint, non-adjacent inclusive ranges
// [lo0, hi0, lo1, hi1, ...]. All class syntax (ranges, negation, && -- ~~, Perl and Unicode
// classes, case folding) reduces to these operations before the NFA compiler sees a class.

import { simpleFoldOrbit, foldPairAtOrAfter, foldPairKey, foldPairValue } from "./unicode";
import { FOLD_PAIR_COUNT } from "./unicode-data";

export const MAX_CP: u32 = 0x10ffff;

export class CharClass {
  ranges: Array<u32> = new Array<u32>();

  static of(lo: u32, hi: u32): CharClass {
    const c = new CharClass();
    c.ranges.push(lo);
    c.ranges.push(hi);
    return c;
  }

  static fromInversionList(list: Array<u32>): CharClass {
    const c = new CharClass();
    for (let i = 0; i < list.length; i += 2) {
      c.ranges.push(list[i]);
      c.ranges.push(i + 1 < list.length ? list[i + 1] - 1 : MAX_CP);
    }
    return c;
  }

  clone(): CharClass {
    const c = new CharClass();
    c.ranges = this.ranges.slice(0);
    return c;
  }

  get count(): i32 {
    return this.ranges.length >> 1;
  }

  isEmpty(): bool {
    return this.ranges.length == 0;
  }

  /** Adds a range, keeping the list canonical. */
  add(lo: u32, hi: u32): void {
    const r = this.ranges;
    // Fast path: appending past the end.
    const n = r.length;
    if (n == 0 || lo > r[n - 1] + 1) {
      r.push(lo);
      r.push(hi);
      return;
    }
    const out = new Array<u32>();
    let i = 0;
    while (i < n && r[i + 1] + 1 < lo) {
      out.push(r[i]);
      out.push(r[i + 1]);
      i += 2;
    }
    let nlo = lo;
    let nhi = hi;
    while (i < n && r[i] <= nhi + 1) {
      if (r[i] < nlo) nlo = r[i];
      if (r[i + 1] > nhi) nhi = r[i + 1];
      i += 2;
    }
    out.push(nlo);
    out.push(nhi);
    while (i < n) {
      out.push(r[i]);
      out.push(r[i + 1]);
      i += 2;
    }
    this.ranges = out;
  }

  union(o: CharClass): void {
    this.addAll(o.ranges);
  }

  /** Adds many ranges at once (pairs, any order): one sort and merge instead of n inserts. */
  addAll(extra: Array<u32>): void {
    if (extra.length == 0) return;
    const n = (this.ranges.length + extra.length) >> 1;
    const los = new Array<u64>(n);
    let k = 0;
    for (let i = 0; i < this.ranges.length; i += 2) los[k++] = ((<u64>this.ranges[i]) << 32) | <u64>this.ranges[i + 1];
    for (let i = 0; i < extra.length; i += 2) los[k++] = ((<u64>extra[i]) << 32) | <u64>extra[i + 1];
    los.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const out = new Array<u32>();
    for (let i = 0; i < n; i++) {
      const lo = <u32>(los[i] >> 32);
      const hi = <u32>(los[i] & 0xffffffff);
      const m = out.length;
      if (m > 0 && lo <= out[m - 1] + 1) {
        if (hi > out[m - 1]) out[m - 1] = hi;
      } else {
        out.push(lo);
        out.push(hi);
      }
    }
    this.ranges = out;
  }

  negate(): void {
    const r = this.ranges;
    const out = new Array<u32>();
    let next: u32 = 0;
    for (let i = 0; i < r.length; i += 2) {
      if (r[i] > next) {
        out.push(next);
        out.push(r[i] - 1);
      }
      next = r[i + 1] + 1;
    }
    if (next <= MAX_CP) {
      out.push(next);
      out.push(MAX_CP);
    }
    this.ranges = out;
  }

  intersect(o: CharClass): void {
    const a = this.ranges;
    const b = o.ranges;
    const out = new Array<u32>();
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const lo = max(a[i], b[j]);
      const hi = min(a[i + 1], b[j + 1]);
      if (lo <= hi) {
        out.push(lo);
        out.push(hi);
      }
      if (a[i + 1] < b[j + 1]) i += 2;
      else j += 2;
    }
    this.ranges = out;
  }

  difference(o: CharClass): void {
    const neg = o.clone();
    neg.negate();
    this.intersect(neg);
  }

  symmetricDifference(o: CharClass): void {
    const both = this.clone();
    both.intersect(o);
    this.union(o);
    this.difference(both);
  }

  /** Closes the set under simple case folding. */
  caseFold(): void {
    const r = this.ranges.slice(0);
    const extra = new Array<u32>();
    for (let i = 0; i < r.length; i += 2) {
      let idx = foldPairAtOrAfter(r[i]);
      const hi = r[i + 1];
      while (idx < FOLD_PAIR_COUNT) {
        const c = foldPairKey(idx);
        if (c > hi) break;
        let f = foldPairValue(idx);
        while (f != c) {
          extra.push(f);
          extra.push(f);
          f = simpleFoldOrbit(f);
        }
        idx++;
      }
    }
    this.addAll(extra);
  }

  contains(c: u32): bool {
    const r = this.ranges;
    let lo = 0;
    let hi = (r.length >> 1) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (c < r[mid * 2]) hi = mid - 1;
      else if (c > r[mid * 2 + 1]) lo = mid + 1;
      else return true;
    }
    return false;
  }

  /** True when every member is ASCII. */
  isAscii(): bool {
    return this.ranges.length == 0 || this.ranges[this.ranges.length - 1] < 0x80;
  }
}
