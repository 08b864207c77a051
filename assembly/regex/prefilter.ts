// Literal prefilter: a byte string every match must contain, found with a fast scan before any
// automaton runs. A haystack without it cannot match, so most non-matching lines of a log cost
// one scan for the rarest byte of the literal (8 bytes at a time) instead of a DFA walk.
//
// Guarantees: O(len) time, no allocation per search; never rejects a haystack that could match
// (the literal is extracted only from parts every match must pass through, case-sensitively).
// Does not: find where a match starts, handle alternations (no single required literal) or
// case-insensitive literals (those patterns simply get no prefilter).

import { Node, N_EMPTY, N_CLASS, N_LOOK, N_REPEAT, N_CAPTURE, N_CONCAT, N_ALT } from "./syntax/ast";
import { encodeUtf8 } from "./nfa/utf8";
import { eightOf, zeroBytes } from "../abi/swar";

class LitInfo {
  exact: Array<i32> | null; // the node matches exactly these bytes, or null
  best: Array<i32>; // longest byte string every match of the node contains
  constructor(exact: Array<i32> | null, best: Array<i32>) {
    this.exact = exact;
    this.best = best;
  }
}

const LIT_CAP = 64;

function longer(a: Array<i32>, b: Array<i32>): Array<i32> {
  return b.length > a.length ? b : a;
}

function info(n: Node): LitInfo {
  switch (n.kind) {
    case N_EMPTY:
    case N_LOOK:
      return new LitInfo(new Array<i32>(), new Array<i32>());
    case N_CLASS: {
      const cp = n.singleCodePoint();
      if (cp < 0) return new LitInfo(null, new Array<i32>());
      const b = new Array<i32>();
      encodeUtf8(<u32>cp, b);
      return new LitInfo(b, b);
    }
    case N_CAPTURE:
      return info(n.subs[0]);
    case N_REPEAT: {
      if (n.max == 0) return new LitInfo(new Array<i32>(), new Array<i32>());
      const sub = info(n.subs[0]);
      if (n.min == 0) return new LitInfo(null, new Array<i32>());
      const ex = sub.exact;
      if (ex != null && n.min == n.max && ex.length * n.min <= LIT_CAP) {
        const out = new Array<i32>();
        for (let i = 0; i < n.min; i++) for (let j = 0; j < ex.length; j++) out.push(ex[j]);
        return new LitInfo(out, out);
      }
      return new LitInfo(null, sub.best);
    }
    case N_CONCAT: {
      let run = new Array<i32>();
      let best = new Array<i32>();
      let allExact = true;
      for (let i = 0; i < n.subs.length; i++) {
        const c = info(n.subs[i]);
        const ex = c.exact;
        if (ex != null && run.length + ex.length <= LIT_CAP) {
          run = run.concat(ex);
        } else {
          allExact = false;
          best = longer(best, run);
          best = longer(best, c.best);
          run = ex != null ? ex.slice(0) : new Array<i32>();
        }
      }
      best = longer(best, run);
      return new LitInfo(allExact ? run : null, best);
    }
    case N_ALT: {
      const first = info(n.subs[0]);
      let ex = first.exact;
      for (let i = 1; i < n.subs.length && ex != null; i++) {
        const c = info(n.subs[i]);
        const e2 = c.exact;
        const cur = <Array<i32>>ex;
        if (e2 == null || e2.length != cur.length) ex = null;
        else {
          for (let j = 0; j < e2.length; j++) {
            if (e2[j] != cur[j]) {
              ex = null;
              break;
            }
          }
        }
      }
      return new LitInfo(ex, ex != null ? ex : new Array<i32>());
    }
  }
  return new LitInfo(null, new Array<i32>());
}

/** How common a byte is in logs and source text (lower = rarer = better to scan for). */
function rank(b: i32): i32 {
  if (b == 0x20) return 255;
  if (b == 0x65 || b == 0x74 || b == 0x61 || b == 0x6f || b == 0x69 || b == 0x6e || b == 0x73 || b == 0x72) return 220;
  if (b >= 0x61 && b <= 0x7a) return 180;
  if (b >= 0x30 && b <= 0x39) return 150;
  if (b == 0x0a || b == 0x2e || b == 0x2f || b == 0x2d || b == 0x5f || b == 0x3a) return 140;
  if (b >= 0x41 && b <= 0x5a) return 100;
  if (b < 0x80) return 60;
  return 40;
}

export class Prefilter {
  lit: StaticArray<u8>;
  rare: i32; // index in `lit` of the byte scanned for
  rareByte: u8;

  constructor(lit: Array<i32>) {
    this.lit = new StaticArray<u8>(lit.length);
    let r = 0;
    for (let i = 0; i < lit.length; i++) {
      this.lit[i] = <u8>lit[i];
      if (rank(lit[i]) < rank(lit[r])) r = i;
    }
    this.rare = r;
    this.rareByte = <u8>lit[r];
  }

  /** Position of the first occurrence of the literal at or after `from`, or -1. */
  find(hay: usize, len: i32, from: i32): i32 {
    const n = this.lit.length;
    const r = this.rare;
    const pattern = eightOf(this.rareByte);
    const litPtr = changetype<usize>(this.lit);
    let i = from + r; // position of the rare byte in the haystack
    const last = len - n + r; // the rare byte may not sit beyond this
    while (i <= last) {
      // Skip 8 bytes at a time while none equals the rare byte.
      while (i + 8 <= len) {
        const z = zeroBytes(load<u64>(hay + <usize>i) ^ pattern);
        if (z != 0) {
          i += <i32>(ctz(z) >> 3);
          break;
        }
        i += 8;
      }
      if (i > last) return -1;
      if (load<u8>(hay + <usize>i) == this.rareByte) {
        const s = i - r;
        if (memory.compare(hay + <usize>s, litPtr, n) == 0) return s;
      }
      i++;
    }
    return -1;
  }
}

/** A prefilter for the pattern, or null when no required literal is worth scanning for. */
export function buildPrefilter(n: Node): Prefilter | null {
  const best = info(n).best;
  if (best.length == 0) return null;
  return new Prefilter(best);
}

/** True when every match must begin at the start of the haystack (`\A` or `^` without m). */
export function isAnchoredStart(n: Node): bool {
  switch (n.kind) {
    case N_LOOK:
      return n.look == 0;
    case N_CAPTURE:
      return isAnchoredStart(n.subs[0]);
    case N_REPEAT:
      return n.min >= 1 && isAnchoredStart(n.subs[0]);
    case N_CONCAT:
      return n.subs.length > 0 && isAnchoredStart(n.subs[0]);
    case N_ALT:
      for (let i = 0; i < n.subs.length; i++) if (!isAnchoredStart(n.subs[i])) return false;
      return true;
  }
  return false;
}
