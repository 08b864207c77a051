// The meta front: compiles a pattern once into every engine it may need and picks, per search,
// the cheapest engine that can answer it:
//   - a required-literal prefilter rejects haystacks that cannot match before any automaton runs;
//   - the lazy DFA answers isMatch and finds match ends (forward) and starts (reverse);
//   - once the DFAs have found a match's span, the bounded backtracker (engines/backtrack.ts)
//     fills in its groups when the span is short enough for its visited set;
//   - the PikeVM answers captures over longer spans, patterns with Unicode word boundaries
//     outside ASCII input, and any search where the DFA gave up because its cache kept thrashing.
// Also owns the iteration rules shared by find-all and replace-all: an empty match never splits
// a UTF-8 code point and never repeats at the end of the previous match.

import { ByteBuffer } from "../abi/buffers";
import { parse, FLAG_UNICODE } from "./syntax/parser";
import { Node } from "./syntax/ast";
import { RegexError } from "./syntax/error";
import { NFA, S_MATCH, S_RANGE, S_SPARSE, S_UNION } from "./nfa/nfa";
import { Compiler, STATE_LIMIT } from "./nfa/compiler";
import { PikeVM } from "./engines/pikevm";
import { Backtracker } from "./engines/backtrack";
import { LazyDFA, GAVE_UP, NO_MATCH } from "./engines/lazydfa";
import { Prefilter, buildPrefilter, isAnchoredStart } from "./prefilter";
import { Template } from "./replace";
import { encodeUtf8 } from "../abi/utf8";
import { markNeedsCompiler, NO_COMPILER } from "./no-compiler";

export class RegexResult {
  regex: Regex | null = null;
  error: RegexError | null = null;
}

export class SetResult {
  set: RegexSet | null = null;
  error: RegexError | null = null;
  errorIndex: i32 = -1;
}

function sizeError(at: i32): RegexError {
  return new RegexError(at, "compiled regex exceeds the size limit at " + at.toString() + " (" + STATE_LIMIT.toString() + " automaton states; lower the repetition counts)");
}

function groupIndexOf(name: string, names: Array<string | null>): i32 {
  for (let i = 1; i < names.length; i++) {
    const n = names[i];
    if (n != null && n == name) return i;
  }
  return -1;
}

@inline function isCharBoundary(hay: usize, len: i32, at: i32): bool {
  return at <= 0 || at >= len || (load<u8>(hay + <usize>at) & 0xc0) != 0x80;
}

export class Regex {
  readonly groupCount: i32;
  groupNames: Array<string | null>;
  matchStart: i32 = -1;
  matchEnd: i32 = -1;
  /** When set, matches must start exactly where the search starts (used by conformance tests). */
  anchored: bool = false;
  /**
   * After `isMatch`, or `find` from byte 0, of a pattern anchored at the start (`^`, `\A`): how
   * many of the haystack's first bytes decided the answer, so a haystack that begins with the
   * same bytes gets the same answer and span (a line's repeated prefix: matched once, then
   * compared); -1 when not known (the answer read the haystack's end, or came from another engine).
   */
  readEnd: i32 = -1;
  private pike: PikeVM;
  private backtracker: Backtracker | null = null;
  private nfa: NFA;
  private start: i32;
  private node: Node;
  private fwd: LazyDFA | null = null; // unanchored (or anchored, for \A patterns)
  private fwdAnchored: LazyDFA | null = null;
  private rev: LazyDFA | null = null;
  private prefilter: Prefilter | null;
  private anchoredStart: bool;
  private slots2: StaticArray<i32> = new StaticArray<i32>(2);
  private allSlots: StaticArray<i32>;
  // The last replacement template and its parse (replaceAll).
  private template: Template | null = null;
  private templateText: string = "";
  /**
   * A pattern anchored at the start: the first bytes of the last haystack the forward DFA found
   * no match in from its start, as many as decided that (its readEnd). Any haystack that begins
   * with them has no match either (the same bytes take the DFA to the same dead state), so a
   * line that shares them with an earlier one (a task's prefix, a repeated indent) is answered
   * by a compare. Empty until such an answer; `noMatchEmpty`: the empty haystack has no match.
   */
  private noMatch: ByteBuffer | null = null;
  private noMatchEmpty: bool = false;
  /** Per first byte, 1 when a search from the start of a haystack that begins with it found no match at that byte (anchored patterns). */
  private deadFirst: StaticArray<u8> | null = null;

  constructor(node: Node, groupCount: i32, names: Array<string | null>, nfa: NFA, start: i32) {
    this.groupCount = groupCount;
    this.groupNames = names;
    this.node = node;
    this.nfa = nfa;
    this.start = start;
    this.pike = new PikeVM(nfa, start);
    this.allSlots = new StaticArray<i32>(2 * (groupCount + 1));
    this.anchoredStart = isAnchoredStart(node);
    // An anchored DFA rejects a non-matching haystack within a few bytes: no scan needed.
    this.prefilter = this.anchoredStart ? null : buildPrefilter(node);
  }

  /** The forward DFA, built on first use (an unanchored prefix `(?s-u:.)*?` unless anchored). */
  private forward(anchored: bool): LazyDFA {
    if (anchored || this.anchoredStart) {
      let d = this.fwdAnchored;
      if (d == null) {
        d = new LazyDFA(this.nfa, this.start, false, false);
        this.fwdAnchored = d;
      }
      return d;
    }
    let d = this.fwd;
    if (d == null) {
      const u = this.nfa.addUnion2();
      const any = this.nfa.add(S_RANGE, 0, 255, u);
      this.nfa.setUnion2(u, this.start, any);
      d = new LazyDFA(this.nfa, u, false, false);
      this.fwd = d;
    }
    return d;
  }

  /** The reverse DFA over the reversed pattern, for match starts. */
  private reverse(): LazyDFA | null {
    let d = this.rev;
    if (d == null) {
      const nfa = new NFA();
      const c = new Compiler(nfa, true, false);
      const start = c.addPattern(this.node, 0);
      if (c.overflow) return null;
      d = new LazyDFA(nfa, start, true, true);
      this.rev = d;
    }
    return d;
  }

  groupIndex(name: string): i32 {
    return groupIndexOf(name, this.groupNames);
  }

  isMatch(ptr: usize, len: i32): bool {
    this.readEnd = -1;
    if (len < 0) return false;
    if (this.knownNoMatch(ptr, len)) return false;
    const pf = this.prefilter;
    if (pf != null && pf.find(ptr, len, 0) < 0) return this.noMatchAt0(ptr, len, -1);
    const d = this.forward(this.anchored);
    const e = d.searchForward(ptr, len, 0, true);
    if (e != GAVE_UP) {
      if (this.anchored || this.anchoredStart) this.readEnd = d.readEnd;
      return e != NO_MATCH || this.noMatchAt0(ptr, len, this.anchoredStart ? d.readEnd : -1);
    }
    return this.pike.search(ptr, len, 0, this.anchored, this.slots2, 0, true);
  }

  /**
   * Whether an earlier search from the start of a haystack already answered "no match" for this
   * one (noMatch): it begins with the bytes that decided that answer, or it is empty and the empty
   * haystack has none. Sets readEnd as the search would have.
   */
  @inline private knownNoMatch(ptr: usize, len: i32): bool {
    if (len == 0) return this.noMatchEmpty;
    const dead = this.deadFirst;
    if (dead === null) return false;
    const b = load<u8>(ptr);
    if (unchecked(dead[b]) != 0) {
      this.readEnd = 1;
      return true;
    }
    const known = this.noMatch;
    if (known === null) return false;
    const n = known.length;
    if (n == 0 || len < n || b != load<u8>(known.ptr) || memory.compare(ptr, known.ptr, n) != 0) return false;
    this.readEnd = n;
    return true;
  }

  /**
   * Keeps a "no match" found from the start of a haystack (see noMatch): decided by its first
   * `read` bytes (-1: not known), or, empty, by the pattern alone. Returns false (the answer).
   */
  private noMatchAt0(ptr: usize, len: i32, read: i32): bool {
    if (len == 0) {
      this.noMatchEmpty = true;
      return false;
    }
    if (read <= 0 || read > len) return false;
    let dead = this.deadFirst;
    if (dead === null) this.deadFirst = dead = new StaticArray<u8>(256);
    // Decided by the first byte: that byte's entry, the longer prefix kept as it was.
    if (read == 1) {
      unchecked((dead[load<u8>(ptr)] = 1));
      return false;
    }
    let known = this.noMatch;
    if (known === null) this.noMatch = known = new ByteBuffer(64);
    known.clear();
    known.pushBytes(ptr, read);
    return false;
  }

  isMatchString(s: string): bool {
    const buf = encodeUtf8(s);
    return this.isMatch(changetype<usize>(buf), buf.byteLength);
  }

  /** Leftmost-first match at or after byte `start`; sets matchStart/matchEnd. */
  find(ptr: usize, len: i32, start: i32): bool {
    const slots = this.slots2;
    if (!this.searchSlots(ptr, len, start, slots, 2)) return false;
    this.matchStart = unchecked(slots[0]);
    this.matchEnd = unchecked(slots[1]);
    return true;
  }

  /** Like find, filling `slots` (2 per group, group 0 first; -1 when a group did not take part). */
  captures(ptr: usize, len: i32, start: i32, slots: StaticArray<i32>): bool {
    const want = min(slots.length, this.allSlots.length);
    for (let i = 0; i < slots.length; i++) slots[i] = -1;
    if (!this.searchSlots(ptr, len, start, slots, want)) return false;
    this.matchStart = slots[0];
    this.matchEnd = slots[1];
    return true;
  }

  private searchSlots(ptr: usize, len: i32, start: i32, slots: StaticArray<i32>, want: i32): bool {
    this.readEnd = -1;
    if (len < 0 || start < 0 || start > len) return false;
    if (start == 0 && this.knownNoMatch(ptr, len)) {
      for (let i = 0; i < want; i++) unchecked((slots[i] = -1));
      return false;
    }
    let at = start;
    while (true) {
      // want <= slots.length (the callers' min): no bounds check per slot.
      for (let i = 0; i < want; i++) unchecked((slots[i] = -1));
      if (!this.searchOnce(ptr, len, at, slots, want)) return false;
      const s = slots[0];
      const e = slots[1];
      // An empty match inside a code point is no match: look again one byte on.
      if (s == e && !isCharBoundary(ptr, len, e)) {
        if (this.anchored) return false;
        at = e + 1;
        if (at > len) return false;
        continue;
      }
      return true;
    }
  }

  /** One leftmost-first search from `at`: DFAs for the span, the PikeVM for groups or fallback. */
  private searchOnce(ptr: usize, len: i32, at: i32, slots: StaticArray<i32>, want: i32): bool {
    const pf = this.prefilter;
    if (pf != null && pf.find(ptr, len, at) < 0) return at == 0 ? this.noMatchAt0(ptr, len, -1) : false;
    // Only `\A`-anchored matches exist, and none can start after 0.
    if (this.anchoredStart && at > 0) return false;
    const d = this.forward(this.anchored);
    const e = d.searchForward(ptr, len, at, false);
    // Anchored, the forward pass alone decides whether and where a match is (what `readEnd` tells).
    const decided = this.anchored || this.anchoredStart;
    if (e == NO_MATCH) {
      if (decided) this.readEnd = d.readEnd;
      return at == 0 ? this.noMatchAt0(ptr, len, this.anchoredStart ? d.readEnd : -1) : false;
    }
    if (e >= 0) {
      let s = at;
      // An `\A`-anchored match starts where the search does (at 0): no reverse pass to find it.
      if (!decided) {
        const rev = this.reverse();
        s = rev == null ? GAVE_UP : rev.searchReverse(ptr, len, e, at);
      }
      if (s >= 0) {
        if (want <= 2) {
          if (decided) this.readEnd = d.readEnd;
          slots[0] = s;
          slots[1] = e;
          return true;
        }
        return this.spanCaptures(ptr, len, s, e, slots, want);
      }
    }
    return this.pike.search(ptr, len, at, this.anchored, slots, want, false);
  }

  /** The groups of the match the DFAs found at [s, e): the backtracker on a short span, else the PikeVM. */
  private spanCaptures(ptr: usize, len: i32, s: i32, e: i32, slots: StaticArray<i32>, want: i32): bool {
    let bt = this.backtracker;
    if (bt === null) this.backtracker = bt = new Backtracker(this.pike);
    if (bt.fits(e - s)) return bt.captures(ptr, len, s, e, slots, want);
    return this.pike.search(ptr, len, s, true, slots, want, false, e);
  }

  /**
   * Finds successive non-overlapping matches from `start`, the way the crate's iterators do.
   * `last` is the end of the previous match (-1 for none). Returns false when there are no more.
   */
  findNext(ptr: usize, len: i32, start: i32, last: i32, slots: StaticArray<i32>): bool {
    const want = min(slots.length, this.allSlots.length);
    if (!this.searchSlots(ptr, len, start, slots, want)) return false;
    if (slots[0] == slots[1] && slots[1] == last) {
      if (start + 1 > len) return false;
      if (!this.searchSlots(ptr, len, start + 1, slots, want)) return false;
    }
    this.matchStart = slots[0];
    this.matchEnd = slots[1];
    return true;
  }

  /** Appends `hay` with every match replaced by `template`; returns the number of replacements. */
  replaceAll(ptr: usize, len: i32, template: string, out: ByteBuffer): i32 {
    const count = this.replaceMatches(ptr, len, template, out);
    if (count == 0) out.pushBytes(ptr, len);
    return count;
  }

  /**
   * As replaceAll, but a haystack without a match appends nothing (returns 0): a caller that
   * reads the haystack where it is then copies only the lines a rule changed.
   */
  replaceMatches(ptr: usize, len: i32, template: string, out: ByteBuffer): i32 {
    // Most lines a rule runs on it does not match: answered before the template is looked at.
    if (this.knownNoMatch(ptr, len)) return 0;
    // A filter's replace rule runs on every line with the same template: parsed once.
    if (this.template === null || this.templateText != template) {
      this.template = Template.parse(template);
      this.templateText = template;
    }
    const t = this.template!;
    const slots = this.allSlots;
    let at = 0;
    let last = -1;
    let copied = 0;
    let count = 0;
    while (at <= len && this.findNext(ptr, len, at, last, slots)) {
      const s = slots[0];
      const e = slots[1];
      out.pushBytes(ptr + <usize>copied, s - copied);
      t.expand(ptr, slots, groupIndexOf, this.groupNames, out);
      copied = e;
      count++;
      at = e;
      last = e;
    }
    if (count > 0) out.pushBytes(ptr + <usize>copied, len - copied);
    return count;
  }
}

export function compileRegex(pattern: string): RegexResult {
  const parsed = parse(pattern, FLAG_UNICODE);
  if (parsed.error != null) {
    const res = new RegexResult();
    res.error = parsed.error;
    return res;
  }
  return buildRegex(<Node>parsed.node, parsed.groupCount, parsed.names);
}

function buildRegex(node: Node, groupCount: i32, names: Array<string | null>): RegexResult {
  const res = new RegexResult();
  const nfa = new NFA();
  nfa.slotCount = 2 * (groupCount + 1);
  const c = new Compiler(nfa, false, true);
  const start = c.addPattern(node, 0);
  if (c.overflow) {
    res.error = sizeError(c.overflowAt);
    return res;
  }
  nfa.starts.push(start);
  nfa.start = start;
  res.regex = new Regex(node, groupCount, names, nfa, start);
  return res;
}

export class RegexSet {
  readonly length: i32;
  // What the fallback compiles each pattern from: the parsed patterns, or (a set loaded from
  // build-time data, assembleSet) their text, parsed only if the fallback is ever needed.
  private nodes: Array<Node> | null;
  private patterns: string[] | null;
  private dfa: LazyDFA;
  private fallback: Array<Regex> | null = null;
  private scratch: Array<i32> = new Array<i32>();
  constructor(nodes: Array<Node> | null, patterns: string[] | null, length: i32, dfa: LazyDFA) {
    this.nodes = nodes;
    this.patterns = patterns;
    this.length = length;
    this.dfa = dfa;
  }

  isMatch(ptr: usize, len: i32): bool {
    if (len < 0) return false;
    // One pattern is enough: stop at the first match the DFA sees.
    if (this.dfa.matchAll(ptr, len, true)) return this.dfa.matched.length > 0;
    this.matches(ptr, len, this.scratch);
    return this.scratch.length > 0;
  }

  /** Clears `out` and pushes the ids (ascending) of every pattern that matches. */
  matches(ptr: usize, len: i32, out: Array<i32>): void {
    out.length = 0;
    if (len < 0) return;
    const d = this.dfa;
    if (d.matchAll(ptr, len)) {
      const m = d.matched;
      for (let i = 0; i < m.length; i++) out.push(m[i]);
      return;
    }
    // The DFA gave up (Unicode word boundary next to non-ASCII, or a thrashing cache):
    // ask each pattern on its own (compiled: a build without the compiler defers).
    if (NO_COMPILER) {
      markNeedsCompiler();
      return;
    }
    let regs = this.fallback;
    if (regs == null) {
      regs = new Array<Regex>();
      const nodes = this.nodes;
      for (let i = 0; i < this.length; i++) {
        if (nodes != null) regs.push(<Regex>buildRegex(nodes[i], 0, [null]).regex);
        else regs.push(<Regex>compileRegex((<string[]>this.patterns)[i]).regex);
      }
      this.fallback = regs;
    }
    for (let i = 0; i < regs.length; i++) if (regs[i].isMatch(ptr, len)) out.push(i);
  }
}

/** The automaton of a set (all patterns side by side), or null with `res` saying why. */
function setAutomaton(patterns: string[], res: SetResult, nodes: Array<Node>): NFA | null {
  const nfa = new NFA();
  nfa.patternCount = patterns.length;
  const c = new Compiler(nfa, false, false);
  const starts = new Array<i32>();
  let anchored = patterns.length > 0;
  for (let i = 0; i < patterns.length; i++) {
    const parsed = parse(patterns[i], FLAG_UNICODE);
    if (parsed.error != null) {
      res.error = parsed.error;
      res.errorIndex = i;
      return null;
    }
    const node = <Node>parsed.node;
    nodes.push(node);
    starts.push(c.addPattern(node, i));
    if (c.overflow) {
      res.error = sizeError(c.overflowAt);
      res.errorIndex = i;
      return null;
    }
    if (!isAnchoredStart(node)) anchored = false;
  }
  finishSet(nfa, starts, anchored);
  return nfa;
}

/** Adds the start of a set whose patterns begin at `starts` (compiled or assembled, the same states). */
function finishSet(nfa: NFA, starts: Array<i32>, anchored: bool): void {
  // With "all" semantics every pattern runs side by side: one pass over the haystack.
  let start = starts.length == 0 ? nfa.add(6, 0, 0, -1) : nfa.addUnion(starts);
  if (!anchored) {
    const u = nfa.addUnion2();
    const any = nfa.add(S_RANGE, 0, 255, u);
    nfa.setUnion2(u, start, any);
    start = u;
  }
  nfa.start = start;
}

export function compileSet(patterns: string[]): SetResult {
  const res = new SetResult();
  const nodes = new Array<Node>();
  const nfa = setAutomaton(patterns, res, nodes);
  if (nfa != null) res.set = new RegexSet(nodes, null, nodes.length, new LazyDFA(nfa, nfa.start, false, true));
  return res;
}

// A set's automaton as flat data (serializeSet): the build compares it with what assembleSet
// makes of the fragments (scripts/build-rules.mjs). [SET_DATA_VERSION, patternCount, start,
// slotCount, looks, states, pool length, starts length, then kind, a, b, next (one per state),
// pool, starts].
const SET_DATA_VERSION = 1;
const SET_HEADER = 8;

/** The automaton compileSet would build for `patterns`, as data; null (with `res.error`) when one does not compile. */
export function serializeSet(patterns: string[], res: SetResult): StaticArray<i32> | null {
  const nfa = setAutomaton(patterns, res, new Array<Node>());
  if (nfa == null) return null;
  const n = nfa.size;
  const out = new StaticArray<i32>(SET_HEADER + 4 * n + nfa.pool.length + nfa.starts.length);
  out[0] = SET_DATA_VERSION;
  out[1] = nfa.patternCount;
  out[2] = nfa.start;
  out[3] = nfa.slotCount;
  out[4] = nfa.looks;
  out[5] = n;
  out[6] = nfa.pool.length;
  out[7] = nfa.starts.length;
  let at = SET_HEADER;
  const cols: Array<Array<i32>> = [nfa.kind, nfa.a, nfa.b, nfa.next, nfa.pool, nfa.starts];
  for (let c = 0; c < cols.length; c++) {
    const col = cols[c];
    for (let i = 0; i < col.length; i++) out[at++] = col[i];
  }
  return out;
}

// One pattern's automaton as a fragment (serializeFragment), so that a build compiles each
// pattern once and a set of any of them is joined without compiling (assembleSet). A set compiles
// each pattern alone (Compiler.addPattern clears what it shares between patterns), so its
// automaton is its patterns' fragments one after another, each moved past the ones before it,
// then the set's start (finishSet). Layout, little-endian: i32 [start, slot count, looks, 1 when
// anchored at the start, states, pool length], then u16 columns kind, a, b, next (one per state)
// and pool, 0xFFFF standing for -1, padded to 4 bytes. Pattern id 0: assembleSet renumbers.
const FRAGMENT_HEADER = 24;
const NONE16: i32 = 0xffff;

/** The bytes of a fragment of `states` states and `pool` pool entries. */
function fragmentBytes(states: i32, pool: i32): i32 {
  return FRAGMENT_HEADER + (((((states << 2) + pool) << 1) + 3) & ~3);
}

/** `pattern` compiled alone as a fragment; null (with `res.error`) when it does not compile or a value needs more than 16 bits. */
export function serializeFragment(pattern: string, res: SetResult): StaticArray<u8> | null {
  const parsed = parse(pattern, FLAG_UNICODE);
  if (parsed.error != null) {
    res.error = parsed.error;
    return null;
  }
  const node = <Node>parsed.node;
  const nfa = new NFA();
  const c = new Compiler(nfa, false, false);
  const start = c.addPattern(node, 0);
  if (c.overflow) {
    res.error = sizeError(c.overflowAt);
    return null;
  }
  const n = nfa.size;
  const m = nfa.pool.length;
  const out = new StaticArray<u8>(fragmentBytes(n, m));
  const p = changetype<usize>(out);
  store<i32>(p, start);
  store<i32>(p, nfa.slotCount, 4);
  store<i32>(p, nfa.looks, 8);
  store<i32>(p, isAnchoredStart(node) ? 1 : 0, 12);
  store<i32>(p, n, 16);
  store<i32>(p, m, 20);
  let at = p + FRAGMENT_HEADER;
  const cols: Array<Array<i32>> = [nfa.kind, nfa.a, nfa.b, nfa.next, nfa.pool];
  for (let k = 0; k < cols.length; k++) {
    const col = cols[k];
    for (let i = 0; i < col.length; i++) {
      const v = unchecked(col[i]);
      if (v < -1 || v >= NONE16) {
        res.error = new RegexError(0, "compiled automaton too large for a 16-bit fragment");
        return null;
      }
      store<u16>(at, <u16>(v < 0 ? NONE16 : v));
      at += 2;
    }
  }
  return out;
}

/** Whether the fragment at byte `at` of the `len` bytes at `data` lies whole within them (assembleSet reads it unchecked). */
export function fragmentFits(data: usize, at: i32, len: i32): bool {
  if (at < 0 || (at & 3) != 0 || at > len - FRAGMENT_HEADER) return false;
  const n = load<i32>(data + <usize>at, 16);
  const m = load<i32>(data + <usize>at, 20);
  return n > 0 && m >= 0 && n <= 0xffff && m <= 0xffff && <i64>at + <i64>fragmentBytes(n, m) <= <i64>len;
}

@inline function wide(v: u16): i32 {
  return v == NONE16 ? -1 : <i32>v;
}

/**
 * The set compileSet would build for `patterns`, joined from their fragments (serializeFragment's
 * layout, at `data` + each of `offsets`, checked by fragmentFits): nothing is parsed or compiled.
 * The set keeps the patterns for its fallback.
 */
export function assembleSet(data: usize, offsets: Array<i32>, patterns: string[]): RegexSet {
  const nfa = assembleAutomaton(data, offsets);
  return new RegexSet(null, patterns, patterns.length, new LazyDFA(nfa, nfa.start, false, true));
}

/** The automaton of assembleSet: every column sized once and written in place (a hook call joins a group of a few thousand states). */
function assembleAutomaton(data: usize, offsets: Array<i32>): NFA {
  let states = 0;
  let poolLength = 0;
  for (let i = 0; i < offsets.length; i++) {
    const p = data + <usize>unchecked(offsets[i]);
    states += load<i32>(p, 16);
    poolLength += load<i32>(p, 20);
  }
  const nfa = new NFA();
  nfa.patternCount = offsets.length;
  nfa.kind = new Array<i32>(states);
  nfa.a = new Array<i32>(states);
  nfa.b = new Array<i32>(states);
  nfa.next = new Array<i32>(states);
  nfa.pool = new Array<i32>(poolLength);
  const kinds = nfa.kind.dataStart;
  const aColumn = nfa.a.dataStart;
  const bColumn = nfa.b.dataStart;
  const nexts = nfa.next.dataStart;
  const pool = nfa.pool.dataStart;
  const starts = new Array<i32>();
  let anchored = offsets.length > 0;
  let base = 0;
  let poolBase = 0;
  for (let i = 0; i < offsets.length; i++) {
    const p = data + <usize>unchecked(offsets[i]);
    const n = load<i32>(p, 16);
    const m = load<i32>(p, 20);
    const cols = p + FRAGMENT_HEADER;
    const fromPool = cols + (<usize>(4 * n) << 1);
    for (let k = 0; k < m; k++) store<i32>(pool + (<usize>(poolBase + k) << 2), wide(load<u16>(fromPool + (<usize>k << 1))));
    for (let s = 0; s < n; s++) {
      const at = cols + (<usize>s << 1);
      const kind = <i32>load<u16>(at);
      let a = wide(load<u16>(at + (<usize>n << 1)));
      const b = wide(load<u16>(at + (<usize>n << 2)));
      const next = wide(load<u16>(at + <usize>(6 * n)));
      if (kind == S_SPARSE || kind == S_UNION) {
        a += poolBase;
        // The pool entries that name states: each sparse range's target, each union's alternatives.
        const step = kind == S_SPARSE ? 3 : 1;
        for (let t = kind == S_SPARSE ? 2 : 0; t < step * b; t += step) {
          const slot = pool + (<usize>(a + t) << 2);
          const v = load<i32>(slot);
          if (v >= 0) store<i32>(slot, v + base);
        }
      } else if (kind == S_MATCH) a = i;
      const to = <usize>(base + s) << 2;
      store<i32>(kinds + to, kind);
      store<i32>(aColumn + to, a);
      store<i32>(bColumn + to, b);
      store<i32>(nexts + to, next < 0 ? -1 : next + base);
    }
    starts.push(load<i32>(p) + base);
    nfa.slotCount = max(nfa.slotCount, load<i32>(p, 4));
    nfa.looks |= load<i32>(p, 8);
    if (load<i32>(p, 12) == 0) anchored = false;
    base += n;
    poolBase += m;
  }
  finishSet(nfa, starts, anchored);
  return nfa;
}

/**
 * For the build: whether the fragments of `patterns` (serializeFragment's, in order) join into
 * the very automaton compileSet builds for them (`compiled`, serializeSet's), state by state.
 */
export function assemblesAsCompiled(fragments: Array<StaticArray<u8>>, compiled: StaticArray<i32>): bool {
  let len = 0;
  for (let i = 0; i < fragments.length; i++) len += unchecked(fragments[i]).length;
  const data = new StaticArray<u8>(len);
  const offsets = new Array<i32>();
  let at = 0;
  for (let i = 0; i < fragments.length; i++) {
    const f = unchecked(fragments[i]);
    memory.copy(changetype<usize>(data) + <usize>at, changetype<usize>(f), <usize>f.length);
    offsets.push(at);
    at += f.length;
  }
  const nfa = assembleAutomaton(changetype<usize>(data), offsets);
  const n = nfa.size;
  if (compiled.length != SET_HEADER + 4 * n + nfa.pool.length + nfa.starts.length) return false;
  if (compiled[1] != nfa.patternCount || compiled[2] != nfa.start || compiled[3] != nfa.slotCount || compiled[4] != nfa.looks || compiled[5] != n || compiled[6] != nfa.pool.length) return false;
  let k = SET_HEADER;
  const cols: Array<Array<i32>> = [nfa.kind, nfa.a, nfa.b, nfa.next, nfa.pool, nfa.starts];
  for (let c = 0; c < cols.length; c++) {
    const col = cols[c];
    for (let i = 0; i < col.length; i++) if (compiled[k++] != col[i]) return false;
  }
  return true;
}
