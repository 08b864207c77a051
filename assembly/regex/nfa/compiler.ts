// Compiles parsed patterns (syntax/ast.ts) to a Thompson NFA (nfa.ts), forward or reversed.
// Continuation-passing: compile(node, next) returns the entry state of `node` whose exits lead to
// `next`, so no patch lists are needed. Classes become UTF-8 byte automata: a trie with shared
// suffixes forwards, a union of byte chains reversed (only the reverse DFA uses those).
// Repetition follows the crate's shapes (x* as (x+)? when x can match empty) so capture
// positions agree with Rust in the corner cases.

import { Node, N_EMPTY, N_CLASS, N_LOOK, N_REPEAT, N_CAPTURE, N_CONCAT, N_ALT } from "../syntax/ast";
import { CharClass } from "../syntax/charclass";
import { NFA, S_CAPTURE, S_LOOK, S_MATCH, S_EMPTY, S_FAIL, S_RANGE, S_SPARSE } from "./nfa";
import { utf8Sequences } from "./utf8";

/**
 * NFA states allowed per compiled regex (or set); beyond it compilation fails with the position of
 * the repetition that blew it, as the crate's size limit does. Search time is linear in the
 * haystack with a factor of up to the compiled size (the PikeVM steps every live state per byte),
 * so the limit bounds the time per byte: 25,000 states admit the crate's `^.{1,2500}`,
 * `\pL{80}`, `a{1,2500}b`, and stop nested counts like `(?:a{1,1000}){1,20}`.
 */
export const STATE_LIMIT = 25000;

export function isMatchEmpty(n: Node): bool {
  switch (n.kind) {
    case N_EMPTY:
    case N_LOOK:
      return true;
    case N_CLASS:
      return false;
    case N_REPEAT:
      return n.min == 0 || isMatchEmpty(n.subs[0]);
    case N_CAPTURE:
      return isMatchEmpty(n.subs[0]);
    case N_CONCAT:
      for (let i = 0; i < n.subs.length; i++) if (!isMatchEmpty(n.subs[i])) return false;
      return true;
    case N_ALT:
      for (let i = 0; i < n.subs.length; i++) if (isMatchEmpty(n.subs[i])) return true;
      return false;
  }
  return false;
}

class TrieNode {
  los: Array<i32> = new Array<i32>();
  his: Array<i32> = new Array<i32>();
  kids: Array<TrieNode | null> = new Array<TrieNode | null>();
}

export class Compiler {
  nfa: NFA;
  reverse: bool;
  captures: bool;
  overflow: bool = false;
  /** Pattern offset of the repetition that blew the size limit (0 when not known). */
  overflowAt: i32 = 0;
  private memo: Map<string, i32> = new Map<string, i32>();
  private shared: Map<u64, Array<i32>> = new Map<u64, Array<i32>>();
  private seqs: Array<Array<i32>> = new Array<Array<i32>>();

  constructor(nfa: NFA, reverse: bool, captures: bool) {
    this.nfa = nfa;
    this.reverse = reverse;
    this.captures = captures;
  }

  /** Adds pattern `pid` (anchored at its start) and returns its entry state. */
  addPattern(node: Node, pid: i32): i32 {
    const match = this.nfa.add(S_MATCH, pid, 0, -1);
    let start: i32;
    if (this.captures && !this.reverse) {
      const close = this.nfa.add(S_CAPTURE, 1, 0, match);
      const body = this.compile(node, close);
      start = this.nfa.add(S_CAPTURE, 0, 0, body);
    } else start = this.compile(node, match);
    // Each pattern has its own memo: targets differ.
    this.memo.clear();
    this.shared.clear();
    return start;
  }

  compile(n: Node, next: i32): i32 {
    if (this.overflow) return next;
    if (this.nfa.size > STATE_LIMIT) {
      this.overflow = true;
      if (n.kind == N_REPEAT) this.overflowAt = n.pos;
      return next;
    }
    const nfa = this.nfa;
    switch (n.kind) {
      case N_EMPTY:
        return next;
      case N_CLASS:
        return this.compileClass(<CharClass>n.cls, next);
      case N_LOOK:
        nfa.looks |= 1 << n.look;
        return nfa.add(S_LOOK, n.look, 0, next);
      case N_CAPTURE: {
        if (!this.captures || this.reverse) return this.compile(n.subs[0], next);
        const close = nfa.add(S_CAPTURE, n.index * 2 + 1, 0, next);
        const body = this.compile(n.subs[0], close);
        return nfa.add(S_CAPTURE, n.index * 2, 0, body);
      }
      case N_CONCAT: {
        let cur = next;
        if (this.reverse) {
          for (let i = 0; i < n.subs.length; i++) cur = this.compile(n.subs[i], cur);
        } else {
          for (let i = n.subs.length - 1; i >= 0; i--) cur = this.compile(n.subs[i], cur);
        }
        return cur;
      }
      case N_ALT: {
        const targets = new Array<i32>();
        for (let i = 0; i < n.subs.length; i++) targets.push(this.compile(n.subs[i], next));
        return nfa.addUnion(targets);
      }
      case N_REPEAT:
        return this.compileRepeat(n, next);
    }
    return nfa.add(S_FAIL, 0, 0, -1);
  }

  compileRepeat(n: Node, next: i32): i32 {
    const nfa = this.nfa;
    const sub = n.subs[0];
    const greedy = n.greedy;
    // Refuse early when the copies cannot fit: compile one and extrapolate.
    const copies = n.max == -1 ? max(n.min, 1) : n.max;
    if (copies > 1) {
      const before = nfa.size;
      this.compile(sub, next);
      const each = nfa.size - before + 1;
      if (<i64>each * <i64>copies + <i64>nfa.size > <i64>STATE_LIMIT) {
        this.overflow = true;
        this.overflowAt = n.pos;
        return next;
      }
    }
    if (n.max == -1) {
      let cur: i32;
      if (n.min == 0 && !isMatchEmpty(sub)) {
        // x*: a loop union in front of the body.
        const u = nfa.addUnion2();
        const body = this.compile(sub, u);
        if (greedy) nfa.setUnion2(u, body, next);
        else nfa.setUnion2(u, next, body);
        return u;
      }
      // x+ (and (x+)? for a nullable x*): the body, then a loop back or exit.
      const plus = nfa.addUnion2();
      const body = this.compile(sub, plus);
      if (greedy) nfa.setUnion2(plus, body, next);
      else nfa.setUnion2(plus, next, body);
      if (n.min == 0) {
        const q = nfa.addUnion2();
        if (greedy) nfa.setUnion2(q, body, next);
        else nfa.setUnion2(q, next, body);
        return q;
      }
      cur = body;
      for (let i = 1; i < n.min; i++) cur = this.compile(sub, cur);
      return cur;
    }
    // Bounded: min copies, then (max - min) optional copies that each may exit to `next`.
    let cur = next;
    for (let i = n.min; i < n.max; i++) {
      const body = this.compile(sub, cur);
      const u = nfa.addUnion2();
      if (greedy) nfa.setUnion2(u, body, next);
      else nfa.setUnion2(u, next, body);
      cur = u;
      if (this.overflow) return next;
    }
    for (let i = 0; i < n.min; i++) {
      cur = this.compile(sub, cur);
      if (this.overflow) return next;
    }
    return cur;
  }

  compileClass(cls: CharClass, next: i32): i32 {
    const nfa = this.nfa;
    const r = cls.ranges;
    if (r.length == 0) return nfa.add(S_FAIL, 0, 0, -1);
    if (cls.isAscii()) {
      const los = new Array<i32>();
      const his = new Array<i32>();
      const ts = new Array<i32>();
      for (let i = 0; i < r.length; i += 2) {
        los.push(<i32>r[i]);
        his.push(<i32>r[i + 1]);
        ts.push(next);
      }
      return nfa.addSparse(los, his, ts);
    }
    const seqs = this.seqs;
    seqs.length = 0;
    for (let i = 0; i < r.length; i += 2) utf8Sequences(r[i], r[i + 1], seqs);
    if (this.reverse) return this.compileReversedSequences(seqs, next);
    const root = new TrieNode();
    for (let i = 0; i < seqs.length; i++) {
      const s = seqs[i];
      let node = root;
      const n = s.length >> 1;
      for (let d = 0; d < n; d++) {
        const lo = s[d * 2];
        const hi = s[d * 2 + 1];
        const last = node.los.length - 1;
        const leaf = d == n - 1;
        if (!leaf && last >= 0 && node.los[last] == lo && node.his[last] == hi && node.kids[last] != null) {
          node = <TrieNode>node.kids[last];
          continue;
        }
        node.los.push(lo);
        node.his.push(hi);
        if (leaf) {
          node.kids.push(null);
        } else {
          const kid = new TrieNode();
          node.kids.push(kid);
          node = kid;
        }
      }
    }
    return this.emitTrie(root, next);
  }

  private emitTrie(node: TrieNode, next: i32): i32 {
    const ts = new Array<i32>();
    let h: u64 = 0xcbf29ce484222325;
    for (let i = 0; i < node.los.length; i++) {
      const kid = node.kids[i];
      const t = kid == null ? next : this.emitTrie(kid, next);
      ts.push(t);
      h = (h ^ <u64>node.los[i]) * 0x100000001b3;
      h = (h ^ <u64>node.his[i]) * 0x100000001b3;
      h = (h ^ <u64>t) * 0x100000001b3;
    }
    // Identical transition lists share one state (the common UTF-8 suffixes).
    h = (h ^ <u64>node.los.length) * 0x100000001b3;
    if (this.shared.has(h)) {
      const cands = this.shared.get(h);
      for (let c = 0; c < cands.length; c++) if (this.sameTransitions(cands[c], node.los, node.his, ts)) return cands[c];
    } else this.shared.set(h, new Array<i32>());
    const id = this.nfa.addSparse(node.los, node.his, ts);
    this.shared.get(h).push(id);
    return id;
  }

  private sameTransitions(id: i32, los: Array<i32>, his: Array<i32>, ts: Array<i32>): bool {
    const nfa = this.nfa;
    if (los.length == 1) return nfa.kind[id] == S_RANGE && nfa.a[id] == los[0] && nfa.b[id] == his[0] && nfa.next[id] == ts[0];
    if (nfa.kind[id] != S_SPARSE || nfa.b[id] != los.length) return false;
    const off = nfa.a[id];
    for (let i = 0; i < los.length; i++) {
      if (nfa.pool[off + i * 3] != los[i] || nfa.pool[off + i * 3 + 1] != his[i] || nfa.pool[off + i * 3 + 2] != ts[i]) return false;
    }
    return true;
  }

  private compileReversedSequences(seqs: Array<Array<i32>>, next: i32): i32 {
    const starts = new Array<i32>();
    for (let i = 0; i < seqs.length; i++) {
      const s = seqs[i];
      const n = s.length >> 1;
      // Reversed: the last byte is read first, the lead byte last (just before `next`).
      let target = next;
      for (let d = 0; d < n; d++) {
        const lo = s[d * 2];
        const hi = s[d * 2 + 1];
        const key = lo.toString() + "-" + hi.toString() + ">" + target.toString();
        if (this.memo.has(key)) target = this.memo.get(key);
        else {
          const id = this.nfa.addSparse([lo], [hi], [target]);
          this.memo.set(key, id);
          target = id;
        }
      }
      starts.push(target);
    }
    // Chains that begin identically were merged by the memo; drop duplicate starts.
    const uniq = new Array<i32>();
    for (let i = 0; i < starts.length; i++) if (!uniq.includes(starts[i])) uniq.push(starts[i]);
    return this.nfa.addUnion(uniq);
  }
}

export { S_EMPTY };
