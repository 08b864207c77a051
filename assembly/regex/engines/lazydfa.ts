// Lazy DFA: determinizes the Thompson NFA on the fly, one state per distinct (ordered NFA state
// set, previous-byte context, match flag), caching transitions per byte class.
//
// Guarantees: O(len) time per search once states are cached, at most O(states) work per byte
// when a transition is built; memory bounded by a fixed cache budget that counts each state's
// NFA state set as well as its transitions (the cache is cleared when full). Answers: is there a match (stopping at the first), where the leftmost-first match ends
// (forward), where it starts (reverse NFA, run backwards from the end with "all" semantics), and
// which patterns of a set match ("all" semantics, forward).
// Unicode word boundaries: the search loop decodes each non-ASCII code point once and feeds
// its word-ness along with every byte of it (a second set of columns), so \b stays exact.
// Does not: report capture groups. When the cache thrashes, a search returns GAVE_UP and the
// meta front runs the PikeVM instead: as regex-automata's lazy DFA does, after MIN_CLEARS clears
// in one search it gives up as soon as a clear finds fewer than MIN_BYTES_PER_STATE bytes
// searched per state built since the last one. So building states never costs more than a
// constant share of the bytes searched, and the time per byte stays within the PikeVM's bound.

import { NFA, S_RANGE, S_SPARSE, S_UNION, S_CAPTURE, S_LOOK, S_MATCH, S_EMPTY } from "../nfa/nfa";
import { lookIsUnicodeWord } from "../syntax/ast";
import { lookHoldsBytes, isWordByte, isWordCodePoint, utf8LenAt, codePointAt } from "./look";
import { toStatic } from "./pikevm";
import { zeroBytes } from "../../abi/swar";

export const NO_MATCH: i32 = -1;
export const GAVE_UP: i32 = -2;

const UNKNOWN: i32 = -1;
const QUIT: i32 = -3;
const DEAD: i32 = 0; // state 0 (offset 0) is the dead state

/** i32 entries (transitions, NFA state sets, match ids) the cache may hold before it is cleared (4 MB). */
export let dfaCacheEntries: i32 = 1 << 20;

/** Tests use a small cache to exercise clearing and the PikeVM fallback. */
export function setDfaCacheEntries(n: i32): void {
  dfaCacheEntries = n;
}
/** Clears a search may make before its progress is judged. */
const MIN_CLEARS: i32 = 3;
/** Past MIN_CLEARS, a search gives up unless it searched this many bytes per state it built. */
const MIN_BYTES_PER_STATE: i32 = 10;

/** Counters for tests and tuning: states built, cache clears and searches given up since start-up. */
export let dfaStatesBuilt: i32 = 0;
export let dfaCacheClears: i32 = 0;
export let dfaGaveUp: i32 = 0;

export class LazyDFA {
  private kind: StaticArray<i32>;
  private a: StaticArray<i32>;
  private b: StaticArray<i32>;
  private next: StaticArray<i32>;
  private pool: StaticArray<i32>;
  private reverse: bool;
  private all: bool; // "all" semantics: never cut lower-priority threads at a match
  private uniWord: bool; // Unicode word boundaries present: non-ASCII columns carry word-ness
  private usesLook: bool;
  private start: i32;
  readonly patternCount: i32;

  private classes: StaticArray<u8> = new StaticArray<u8>(256);
  private reps: StaticArray<i32> = new StaticArray<i32>(0); // a representative byte per class
  private stride: i32 = 0;
  private nclasses: i32 = 0;
  private eoi: i32 = 0; // the end-of-input column

  // Per state (index = offset / stride).
  private trans: StaticArray<i32> = new StaticArray<i32>(0);
  private kernels: Array<StaticArray<i32>> = new Array<StaticArray<i32>>();
  private ctxs: Array<i32> = new Array<i32>();
  private matchIds: Array<StaticArray<i32> | null> = new Array<StaticArray<i32> | null>();
  private map: Map<u64, Array<i32>> = new Map<u64, Array<i32>>(); // hash -> state offsets
  private startCache: StaticArray<i32> = new StaticArray<i32>(5);
  private used: i32 = 0; // cache entries in use: transition rows, state sets, match ids
  // Progress of the current search, for the give-up rule: clears so far, where the search was at
  // the last clear (or its start), where it is now, and the states built since that clear.
  private clears: i32 = 0;
  private posAtClear: i32 = 0;
  private pos: i32 = 0;
  private builtSinceClear: i32 = 0;

  // Scratch for building states.
  private seen: StaticArray<i32> = new StaticArray<i32>(0);
  private seenGen: i32 = 0;
  private stack: Array<i32> = new Array<i32>();
  private closure: Array<i32> = new Array<i32>();
  private kernel: Array<i32> = new Array<i32>();
  private ids: Array<i32> = new Array<i32>();

  /** Ids of the patterns seen matching by the last `matchAll` call. */
  matched: Array<i32> = new Array<i32>();

  /**
   * After a forward search from byte 0: how many of the haystack's first bytes decided its answer
   * (a haystack that begins with the same bytes gets the same answer), or -1 when that is not
   * known (the answer read the end of the haystack, the search gave up, started past 0, or word-ness
   * is Unicode's: a column may read the bytes after its own).
   */
  readEnd: i32 = -1;
  /**
   * Per state (forward, leftmost-first): whether its answer is settled, whatever comes next: in
   * priority order its threads reach a match before any byte test or assertion, so every thread
   * after is cut and none goes on (computeNext). A search in it ends there: no byte after changes it.
   */
  private settled: Array<bool> = new Array<bool>();

  /**
   * Per first byte of a haystack searched from its start: 0 not known yet, 1 a match may begin
   * with it, 2 none can (the start state's transition on it is dead). An anchored pattern's
   * search of a line it cannot match mostly ends at that byte: it ends here before its set-up.
   */
  private firstBytes: StaticArray<u8> = new StaticArray<u8>(256);

  /**
   * The "idle" states of an "all" search (matchAll), where no thread of any pattern is alive and
   * no pattern can begin before the next line break (`\n` or `\r`): each set's patterns all
   * start with `(?m)^`. Their kernel is the unanchored loop alone (the start's), their context a
   * word byte (`idleWord`) or another (`idleOther`; one state when no pattern looks around).
   * They are idle only if every byte but `\n` and `\r` leads from each to one of them: checked
   * once per cache generation (idleFor), -1 when not so. matchAll skips a line's rest from them.
   */
  private idleWord: i32 = -1;
  private idleOther: i32 = -1;
  private idleFor: i32 = -1;
  /** Bumped by every cache reset: state offsets are only valid within one. */
  private generation: i32 = 0;

  constructor(nfa: NFA, start: i32, reverse: bool, all: bool) {
    this.kind = toStatic(nfa.kind);
    this.a = toStatic(nfa.a);
    this.b = toStatic(nfa.b);
    this.next = toStatic(nfa.next);
    this.pool = toStatic(nfa.pool);
    this.seen = new StaticArray<i32>(nfa.size);
    this.start = start;
    this.reverse = reverse;
    this.all = all;
    this.patternCount = nfa.patternCount;
    let uni = false;
    for (let k = 0; k < 31; k++) if ((nfa.looks & (1 << k)) != 0 && lookIsUnicodeWord(k)) uni = true;
    this.uniWord = uni;
    this.usesLook = nfa.looks != 0;
    // Byte classes: bytes no transition or assertion tells apart share a column.
    const edge = new StaticArray<bool>(257);
    for (let s = 0; s < nfa.size; s++) {
      const k = nfa.kind[s];
      if (k == S_RANGE) {
        edge[nfa.a[s]] = true;
        edge[nfa.b[s] + 1] = true;
      } else if (k == S_SPARSE) {
        const off = nfa.a[s];
        for (let t = 0; t < nfa.b[s]; t++) {
          edge[nfa.pool[off + t * 3]] = true;
          edge[nfa.pool[off + t * 3 + 1] + 1] = true;
        }
      }
    }
    if (this.usesLook) {
      const marks: i32[] = [0x0a, 0x0b, 0x0d, 0x0e, 0x30, 0x3a, 0x41, 0x5b, 0x5f, 0x60, 0x61, 0x7b, 0x80];
      for (let i = 0; i < marks.length; i++) edge[marks[i]] = true;
    }
    let cls = 0;
    for (let i = 0; i < 256; i++) {
      if (i > 0 && edge[i]) cls++;
      this.classes[i] = <u8>cls;
    }
    const n = cls + 1;
    this.nclasses = n;
    this.reps = new StaticArray<i32>(n);
    for (let i = 255; i >= 0; i--) this.reps[this.classes[i]] = i;
    // Columns: byte classes, then (with Unicode \b) the same classes for bytes of word code
    // points, then end of input.
    this.eoi = uni ? 2 * n : n;
    this.stride = this.eoi + 1;
    this.trans = new StaticArray<i32>(this.stride * 64);
    this.reset();
  }

  private reset(): void {
    this.generation++;
    this.kernels.length = 0;
    this.ctxs.length = 0;
    this.matchIds.length = 0;
    this.settled.length = 0;
    this.map.clear();
    for (let i = 0; i < 5; i++) this.startCache[i] = UNKNOWN;
    this.used = this.stride;
    // The dead state: no threads, no match.
    this.kernels.push(new StaticArray<i32>(0));
    this.ctxs.push(0);
    this.matchIds.push(null);
    this.settled.push(false);
    for (let c = 0; c < this.stride; c++) this.trans[c] = DEAD;
  }

  /** The context a byte leaves behind for assertions: -1 edge, \n, \r, a word byte, other. */
  @inline private ctxOf(b: i32): i32 {
    if (!this.usesLook) return 0;
    if (b < 0) return -1;
    if (b == 0x0a || b == 0x0d) return b;
    return isWordByte(b) ? 0x61 : 0x20;
  }

  private ctxSlot(ctx: i32): i32 {
    return ctx == -1 ? 0 : ctx == 0x0a ? 1 : ctx == 0x0d ? 2 : ctx == 0x61 ? 3 : 4;
  }

  /** Interns a state; returns its offset, or GAVE_UP when the cache keeps thrashing. */
  private intern(kernel: Array<i32>, ctx: i32, ids: Array<i32>): i32 {
    let h: u64 = 0xcbf29ce484222325;
    h = (h ^ <u64>(ctx + 2)) * 0x100000001b3;
    for (let i = 0; i < kernel.length; i++) h = (h ^ <u64>unchecked(kernel[i])) * 0x100000001b3;
    h = (h ^ 0xffffffff) * 0x100000001b3;
    for (let i = 0; i < ids.length; i++) h = (h ^ <u64>unchecked(ids[i])) * 0x100000001b3;
    let bucket: Array<i32>;
    if (this.map.has(h)) {
      bucket = this.map.get(h);
      for (let i = 0; i < bucket.length; i++) if (this.same(bucket[i], kernel, ctx, ids)) return bucket[i];
    } else {
      bucket = new Array<i32>();
      this.map.set(h, bucket);
    }
    const idx = this.kernels.length;
    const off = idx * this.stride;
    const need = this.stride + kernel.length + ids.length;
    if (this.used + need > dfaCacheEntries) return GAVE_UP; // caller clears and retries
    this.used += need;
    this.builtSinceClear++;
    if (off + this.stride > this.trans.length) {
      let size = this.trans.length;
      while (size < off + this.stride) size <<= 1;
      const t = new StaticArray<i32>(size);
      memory.copy(changetype<usize>(t), changetype<usize>(this.trans), <usize>this.trans.length << 2);
      this.trans = t;
    }
    dfaStatesBuilt++;
    const k = new StaticArray<i32>(kernel.length);
    for (let i = 0; i < kernel.length; i++) unchecked((k[i] = kernel[i]));
    this.kernels.push(k);
    this.ctxs.push(ctx);
    this.settled.push(this.settles(kernel));
    if (ids.length > 0) {
      const m = new StaticArray<i32>(ids.length);
      for (let i = 0; i < ids.length; i++) m[i] = ids[i];
      this.matchIds.push(m);
    } else this.matchIds.push(null);
    for (let c = 0; c < this.stride; c++) unchecked((this.trans[off + c] = UNKNOWN));
    bucket.push(off);
    return off;
  }

  /** Whether a forward leftmost-first state of this kernel is settled (see `settled`). */
  private settles(kernel: Array<i32>): bool {
    if (this.reverse || this.all) return false;
    const gen = ++this.seenGen;
    const seen = this.seen;
    const stack = this.stack;
    stack.length = 0;
    for (let i = kernel.length - 1; i >= 0; i--) stack.push(unchecked(kernel[i]));
    let settled = false;
    while (stack.length > 0) {
      const s = stack.pop();
      if (unchecked(seen[s]) == gen) continue;
      unchecked((seen[s] = gen));
      const k = unchecked(this.kind[s]);
      if (k == S_MATCH) {
        settled = true;
        break;
      }
      if (k == S_UNION) {
        const o = this.a[s];
        for (let t = this.b[s] - 1; t >= 0; t--) stack.push(this.pool[o + t]);
      } else if (k == S_CAPTURE || k == S_EMPTY) stack.push(this.next[s]);
      else if (k == S_RANGE || k == S_SPARSE || k == S_LOOK) break;
      // S_FAIL: a thread that ends here, as in computeNext.
    }
    stack.length = 0;
    return settled;
  }

  private same(off: i32, kernel: Array<i32>, ctx: i32, ids: Array<i32>): bool {
    const idx = off / this.stride;
    if (this.ctxs[idx] != ctx) return false;
    const k = this.kernels[idx];
    if (k.length != kernel.length) return false;
    for (let i = 0; i < k.length; i++) if (unchecked(k[i]) != unchecked(kernel[i])) return false;
    const m = this.matchIds[idx];
    if (m == null) return ids.length == 0;
    if (m.length != ids.length) return false;
    for (let i = 0; i < m.length; i++) if (m[i] != ids[i]) return false;
    return true;
  }

  /** Encodes a transition target: match states negative (<= -4), others their offset. */
  @inline private encode(off: i32): i32 {
    const idx = off / this.stride;
    return this.matchIds[idx] != null ? -off - 4 : off;
  }

  private startState(ctxByte: i32): i32 {
    const ctx = this.ctxOf(ctxByte);
    const slot = this.ctxSlot(ctx);
    const cached = this.startCache[slot];
    if (cached != UNKNOWN) return cached;
    this.kernel.length = 0;
    this.kernel.push(this.start);
    this.ids.length = 0;
    let off = this.intern(this.kernel, ctx, this.ids);
    if (off == GAVE_UP) {
      if (!this.clearCache()) return GAVE_UP;
      off = this.intern(this.kernel, ctx, this.ids);
    }
    this.startCache[slot] = off;
    return off;
  }

  /** Clears the cache to go on, or returns false when the search should give up (see the top). */
  private clearCache(): bool {
    this.clears++;
    dfaCacheClears++;
    const searched = this.pos > this.posAtClear ? this.pos - this.posAtClear : this.posAtClear - this.pos;
    if (this.clears > MIN_CLEARS && <i64>searched < <i64>MIN_BYTES_PER_STATE * this.builtSinceClear) {
      dfaGaveUp++;
      return false;
    }
    this.posAtClear = this.pos;
    this.builtSinceClear = 0;
    this.reset();
    return true;
  }

  /** A search starts at `at`: its progress is counted from there. */
  private begin(at: i32): void {
    this.clears = 0;
    this.pos = at;
    this.posAtClear = at;
    this.builtSinceClear = 0;
  }

  /**
   * Builds the transition from state `off` on byte class `cls` (the end-of-input column when
   * cls == stride - 1). Returns the encoded target, QUIT, or GAVE_UP.
   */
  private computeNext(off: i32, cls: i32): i32 {
    const idx = off / this.stride;
    const eoi = cls == this.eoi;
    const wordCol = !eoi && cls >= this.nclasses;
    const byte = eoi ? -1 : this.reps[wordCol ? cls - this.nclasses : cls];
    // What assertions see of this byte: non-ASCII bytes stand in as word ('a') or not (0x80).
    const seenByte = byte >= 0x80 ? (wordCol ? 0x61 : 0x80) : byte;
    const ctx = this.ctxs[idx];
    const before = this.reverse ? seenByte : ctx;
    const after = this.reverse ? ctx : seenByte;
    // Epsilon closure of the kernel, in priority order.
    const gen = ++this.seenGen;
    const seen = this.seen;
    const closure = this.closure;
    closure.length = 0;
    const stack = this.stack;
    const kern = this.kernels[idx];
    for (let i = kern.length - 1; i >= 0; i--) stack.push(kern[i]);
    while (stack.length > 0) {
      const s = stack.pop();
      if (unchecked(seen[s]) == gen) continue;
      unchecked((seen[s] = gen));
      const k = unchecked(this.kind[s]);
      if (k == S_RANGE || k == S_SPARSE || k == S_MATCH) closure.push(s);
      else if (k == S_UNION) {
        const o = this.a[s];
        for (let t = this.b[s] - 1; t >= 0; t--) stack.push(this.pool[o + t]);
      } else if (k == S_CAPTURE || k == S_EMPTY) stack.push(this.next[s]);
      else if (k == S_LOOK) {
        if (lookHoldsBytes(this.a[s], before, after)) stack.push(this.next[s]);
      }
    }
    // Step on the byte.
    const kernel = this.kernel;
    kernel.length = 0;
    const ids = this.ids;
    ids.length = 0;
    const gen2 = ++this.seenGen;
    for (let i = 0; i < closure.length; i++) {
      const s = closure[i];
      const k = this.kind[s];
      if (k == S_MATCH) {
        const pid = this.a[s];
        if (!ids.includes(pid)) ids.push(pid);
        if (!this.all) break;
        continue;
      }
      if (eoi) continue;
      let target = -1;
      if (k == S_RANGE) {
        if (byte >= this.a[s] && byte <= this.b[s]) target = this.next[s];
      } else {
        const o = this.a[s];
        const cnt = this.b[s];
        for (let t = 0; t < cnt; t++) {
          const p = o + t * 3;
          if (byte < this.pool[p]) break;
          if (byte <= this.pool[p + 1]) {
            target = this.pool[p + 2];
            break;
          }
        }
      }
      if (target >= 0 && unchecked(seen[target]) != gen2) {
        unchecked((seen[target] = gen2));
        kernel.push(target);
      }
    }
    if (this.all && ids.length > 1) ids.sort((x, y) => x - y);
    const nctx = this.ctxOf(seenByte);
    if (kernel.length == 0 && ids.length == 0) {
      this.trans[off + cls] = DEAD;
      return DEAD;
    }
    let t = this.intern(kernel, eoi ? 0 : nctx, ids);
    if (t == GAVE_UP) return GAVE_UP;
    const enc = this.encode(t);
    this.trans[off + cls] = enc;
    return enc;
  }

  /**
   * Runs the transition from `off` on class `cls`, rebuilding the cache when full. Returns the
   * encoded target or QUIT/GAVE_UP.
   */
  private step(off: i32, cls: i32): i32 {
    let v = unchecked(this.trans[off + cls]);
    if (v != UNKNOWN) return v;
    v = this.computeNext(off, cls);
    if (v != GAVE_UP) return v;
    // Cache full: keep the current state across a clear, then retry once.
    const idx = off / this.stride;
    const kern = this.kernels[idx];
    const ctx = this.ctxs[idx];
    const mids = this.matchIds[idx];
    if (!this.clearCache()) return GAVE_UP;
    this.kernel.length = 0;
    for (let i = 0; i < kern.length; i++) this.kernel.push(kern[i]);
    this.ids.length = 0;
    if (mids != null) for (let i = 0; i < mids.length; i++) this.ids.push(mids[i]);
    const noff = this.intern(this.kernel, ctx, this.ids);
    if (noff == GAVE_UP) return GAVE_UP;
    v = this.computeNext(noff, cls);
    return v;
  }


  /** Word-ness of the code point containing byte `i` (its lead byte at or before `i`). */
  private wordAt(hay: usize, len: i32, i: i32): bool {
    let lead = i;
    const lim = i - 3 < 0 ? 0 : i - 3;
    while (lead > lim && (load<u8>(hay + <usize>lead) & 0xc0) == 0x80) lead--;
    const n = utf8LenAt(hay, len, lead);
    if (n == 0 || lead + n <= i) return false;
    return isWordCodePoint(codePointAt(hay, len, lead));
  }

  /**
   * Whether no match can begin a search from the haystack's start (before it: no byte, the start
   * of text) whose first byte is `b`: the start state's transition on `b` is dead (no thread
   * goes on and none matched, not even empty), so the search would end there without a match.
   * Learned once per byte value and kept across cache clears (it is a fact of the pattern, not
   * of the cache); false when unsure (a non-ASCII byte where word-ness is Unicode's, a DFA that
   * gave up).
   */
  @inline private deadAtStart(b: u8): bool {
    const known = unchecked(this.firstBytes[b]);
    return known == 2 || (known == 0 && this.learnFirstByte(b));
  }

  private learnFirstByte(b: u8): bool {
    if (this.reverse || (b >= 0x80 && this.uniWord)) return false;
    this.begin(0);
    const s = this.startState(-1);
    if (s == GAVE_UP) return false;
    const v = this.step(s, <i32>unchecked(this.classes[b]));
    if (v == GAVE_UP || v == QUIT) return false;
    unchecked((this.firstBytes[b] = v == DEAD ? 2 : 1));
    return v == DEAD;
  }

  /** The context byte for assertions next to haystack byte `i` (-1 outside the haystack). */
  private contextAt(hay: usize, len: i32, i: i32): i32 {
    if (i < 0 || i >= len) return -1;
    const b = <i32>load<u8>(hay + <usize>i);
    if (b < 0x80 || !this.uniWord) return b;
    return this.wordAt(hay, len, i) ? 0x61 : 0x80;
  }

  /** The column for byte `i`: its class, shifted to the word columns for word code points. */
  @inline private column(hay: usize, len: i32, i: i32): i32 {
    const b = load<u8>(hay + <usize>i);
    const c = <i32>unchecked(this.classes[b]);
    if (b < 0x80 || !this.uniWord) return c;
    return this.wordAt(hay, len, i) ? c + this.nclasses : c;
  }

  /**
   * Forward search from `start`. Returns the end of the leftmost-first match (or the first
   * match end seen, with `earliest`), NO_MATCH, or GAVE_UP.
   */
  searchForward(hay: usize, len: i32, start: i32, earliest: bool): i32 {
    // How far it read is known for a search from 0 whose columns are its bytes' own.
    const reads = start == 0 && !this.uniWord;
    this.readEnd = -1;
    if (start == 0 && len > 0 && this.deadAtStart(load<u8>(hay))) {
      if (reads) this.readEnd = 1;
      return NO_MATCH;
    }
    this.begin(start);
    let s = this.startState(this.contextAt(hay, len, start - 1));
    if (s == GAVE_UP) return GAVE_UP;
    let last = NO_MATCH;
    let p = start;
    const classes = this.classes;
    const uni = this.uniWord;
    let trans = this.trans;
    while (p < len) {
      // The hot path: a cached transition to an ordinary state, four bytes per round.
      if (!uni) {
        const cls = changetype<usize>(classes);
        while (p + 4 <= len) {
          const w = load<u32>(hay + <usize>p);
          const v0 = unchecked(trans[s + <i32>load<u8>(cls + <usize>(w & 0xff))]);
          if (v0 <= 0) break;
          const v1 = unchecked(trans[v0 + <i32>load<u8>(cls + <usize>((w >> 8) & 0xff))]);
          if (v1 <= 0) {
            s = v0;
            p += 1;
            break;
          }
          const v2 = unchecked(trans[v1 + <i32>load<u8>(cls + <usize>((w >> 16) & 0xff))]);
          if (v2 <= 0) {
            s = v1;
            p += 2;
            break;
          }
          const v3 = unchecked(trans[v2 + <i32>load<u8>(cls + <usize>(w >> 24))]);
          if (v3 <= 0) {
            s = v2;
            p += 3;
            break;
          }
          s = v3;
          p += 4;
        }
        if (p >= len) break;
      }
      const b = load<u8>(hay + <usize>p);
      let v: i32;
      if (b < 0x80 || !uni) {
        v = unchecked(trans[s + <i32>unchecked(classes[b])]);
        if (v > 0) {
          s = v;
          p++;
          continue;
        }
        if (v == UNKNOWN) {
          this.pos = p;
          v = this.step(s, <i32>unchecked(classes[b]));
          trans = this.trans;
        }
      } else {
        const col = this.column(hay, len, p);
        v = unchecked(trans[s + col]);
        if (v == UNKNOWN) {
          this.pos = p;
          v = this.step(s, col);
          trans = this.trans;
        }
      }
      if (v == DEAD) {
        if (reads) this.readEnd = p + 1;
        return last;
      }
      if (v == QUIT || v == GAVE_UP) return GAVE_UP;
      if (v < 0) {
        last = p;
        if (earliest) {
          if (reads) this.readEnd = p + 1;
          return p;
        }
        // A settled state matched whatever byte p is: its successor has no thread, the end is p.
        // (`s` is this search's state unless the step cleared the cache: then it is not asked.)
        if (this.clears == 0 && unchecked(this.settled[s / this.stride])) {
          if (reads) this.readEnd = p;
          return p;
        }
        s = -v - 4;
      } else s = v;
      p++;
    }
    this.pos = len;
    // Settled at the end: its match ends here whatever would follow (the haystack's end is not what decided it).
    if (reads && this.clears == 0 && unchecked(this.settled[s / this.stride])) {
      this.readEnd = len;
      return len;
    }
    const v = this.step(s, this.eoi);
    if (v == QUIT || v == GAVE_UP) return GAVE_UP;
    if (v < 0) last = len;
    return last;
  }

  /**
   * Reverse search from `end` down to `floor` with "all" semantics: returns the smallest start
   * of a match ending at `end`, NO_MATCH, or GAVE_UP.
   */
  searchReverse(hay: usize, len: i32, end: i32, floor: i32): i32 {
    this.begin(end);
    let s = this.startState(this.contextAt(hay, len, end));
    if (s == GAVE_UP) return GAVE_UP;
    let last = NO_MATCH;
    let p = end;
    const classes = this.classes;
    let trans = this.trans;
    while (p > floor) {
      const b = load<u8>(hay + <usize>(p - 1));
      const col = b < 0x80 ? <i32>unchecked(classes[b]) : this.column(hay, len, p - 1);
      let v = unchecked(trans[s + col]);
      if (v > 0) {
        s = v;
        p--;
        continue;
      }
      if (v == UNKNOWN) {
        this.pos = p;
        v = this.step(s, col);
        trans = this.trans;
      }
      if (v == DEAD) return last;
      if (v == QUIT || v == GAVE_UP) return GAVE_UP;
      if (v < 0) {
        s = -v - 4;
        last = p;
      } else s = v;
      p--;
    }
    this.pos = floor;
    // At the floor: the byte before it (or the edge) decides the assertions there.
    const v = this.step(s, floor > 0 ? this.column(hay, len, floor - 1) : this.eoi);
    if (v == QUIT || v == GAVE_UP) return GAVE_UP;
    if (v < 0) last = floor;
    return last;
  }

  /**
   * Finds the idle states of this cache generation (see `idleWord`): the start's kernel after a
   * word byte and after another, when every byte but `\n` and `\r` leads from each to one of
   * them (no pattern can begin inside a line: all start with `(?m)^`). Builds at most two rows.
   */
  private learnIdle(): void {
    const gen = this.generation;
    this.idleFor = gen;
    this.idleWord = this.idleOther = -1;
    // Word-ness of non-ASCII bytes is Unicode's there: the context of a byte is not its own.
    if (this.reverse || !this.all || this.uniWord) return;
    const w = this.startState(0x61);
    if (w == GAVE_UP || this.generation != gen) return;
    const o = this.startState(0x20);
    if (o == GAVE_UP || this.generation != gen) return;
    const nl = <i32>unchecked(this.classes[0x0a]);
    const cr = <i32>unchecked(this.classes[0x0d]);
    for (let k = 0; k < 2; k++) {
      const from = k == 0 ? w : o;
      for (let c = 0; c < this.nclasses; c++) {
        if (c == nl || c == cr) continue;
        const v = this.step(from, c);
        if (this.generation != gen || (v != w && v != o)) return;
      }
    }
    this.idleWord = w;
    this.idleOther = o;
  }

  /**
   * "All" semantics over the whole haystack: fills `matched` with the ids of every pattern that
   * matches somewhere (ascending). Returns false when the DFA gave up.
   */
  matchAll(hay: usize, len: i32, stopAtFirst: bool = false): bool {
    const found = this.matched;
    // Setting the length is a call (a capacity check) even when it is 0 already, as after most lines.
    if (found.length != 0) found.length = 0;
    if (len > 0 && this.deadAtStart(load<u8>(hay))) return true;
    this.begin(0);
    if (this.idleFor != this.generation) this.learnIdle();
    let s = this.startState(-1);
    if (s == GAVE_UP) return false;
    // The idle states, valid while the cache is not cleared (-1: none, or cleared since).
    const gen = this.generation;
    let idleW = this.idleFor == gen ? this.idleWord : -1;
    let idleO = this.idleFor == gen ? this.idleOther : -1;
    let p = 0;
    const classes = this.classes;
    let trans = this.trans;
    const uni = this.uniWord;
    while (p <= len) {
      let cls: i32;
      if (p < len) {
        const b = load<u8>(hay + <usize>p);
        cls = b < 0x80 || !uni ? <i32>unchecked(classes[b]) : this.column(hay, len, p);
      } else cls = this.eoi;
      let v = unchecked(trans[s + cls]);
      if (v > 0) {
        s = v;
        p++;
        if (s == idleW || s == idleO) {
          // Nothing alive and nothing can begin before the next line break: the state there is
          // the idle one of the byte before it (its context), as the bytes between would leave it.
          const q = lineBreakAt(hay, p, len);
          if (q > p) {
            const last = load<u8>(hay + <usize>(q - 1));
            s = this.ctxOf(last >= 0x80 ? 0x80 : last) == 0x61 ? idleW : idleO;
            p = q;
          }
        }
        continue;
      }
      if (v == UNKNOWN) {
        this.pos = p;
        v = this.step(s, cls);
        trans = this.trans;
        // A cleared cache moved the states: no skipping for the rest of this search.
        if (this.generation != gen) idleW = idleO = -1;
      }
      if (v == DEAD) break;
      if (v == QUIT || v == GAVE_UP) return false;
      if (v < 0) {
        s = -v - 4;
        const m = <StaticArray<i32>>this.matchIds[s / this.stride];
        for (let i = 0; i < m.length; i++) if (!found.includes(m[i])) found.push(m[i]);
        if (found.length == this.patternCount || stopAtFirst) break;
      } else s = v;
      p++;
    }
    // Most lines match one pattern or none: nothing to order then.
    if (found.length > 1) found.sort((x, y) => x - y);
    return true;
  }
}

const LINE_FEEDS: u64 = 0x0a0a0a0a0a0a0a0a;
const CARRIAGE_RETURNS: u64 = 0x0d0d0d0d0d0d0d0d;

/** The first `\n` or `\r` at or after `p` in the `len` bytes at `hay`, or `len`; eight bytes at a time. */
function lineBreakAt(hay: usize, p: i32, len: i32): i32 {
  while (p + 8 <= len) {
    const x = load<u64>(hay + <usize>p);
    // The lowest flag of each is exact (zeroBytes), so the lowest of both is the first break.
    const hit = zeroBytes(x ^ LINE_FEEDS) | zeroBytes(x ^ CARRIAGE_RETURNS);
    if (hit != 0) return p + <i32>(ctz(hit) >> 3);
    p += 8;
  }
  while (p < len) {
    const c = load<u8>(hay + <usize>p);
    if (c == 0x0a || c == 0x0d) return p;
    p++;
  }
  return len;
}
