// The meta front: compiles a pattern once into every engine it may need and picks, per search,
// the cheapest engine that can answer it:
//   - a required-literal prefilter rejects haystacks that cannot match before any automaton runs;
//   - the lazy DFA answers isMatch and finds match ends (forward) and starts (reverse);
//   - the PikeVM answers captures, patterns with Unicode word boundaries outside ASCII input,
//     and any search where the DFA gave up because its cache kept thrashing.
// Also owns the iteration rules shared by find-all and replace-all: an empty match never splits
// a UTF-8 code point and never repeats at the end of the previous match.

import { ByteBuffer } from "../abi/buffers";
import { parse, FLAG_UNICODE } from "./syntax/parser";
import { Node } from "./syntax/ast";
import { RegexError } from "./syntax/error";
import { NFA } from "./nfa/nfa";
import { Compiler } from "./nfa/compiler";
import { PikeVM } from "./engines/pikevm";
import { Template } from "./replace";

export class RegexResult {
  regex: Regex | null = null;
  error: RegexError | null = null;
}

export class SetResult {
  set: RegexSet | null = null;
  error: RegexError | null = null;
  errorIndex: i32 = -1;
}

function sizeError(): RegexError {
  return new RegexError(0, "compiled regex exceeds the size limit (simplify the pattern or lower its repetition counts)");
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
  private pike: PikeVM;
  private slots2: StaticArray<i32> = new StaticArray<i32>(2);
  private allSlots: StaticArray<i32>;

  constructor(node: Node, groupCount: i32, names: Array<string | null>, nfa: NFA, start: i32) {
    this.groupCount = groupCount;
    this.groupNames = names;
    this.pike = new PikeVM(nfa, start);
    this.allSlots = new StaticArray<i32>(2 * (groupCount + 1));
  }

  groupIndex(name: string): i32 {
    return groupIndexOf(name, this.groupNames);
  }

  isMatch(ptr: usize, len: i32): bool {
    if (len < 0) return false;
    return this.pike.search(ptr, len, 0, this.anchored, this.slots2, 0, true);
  }

  isMatchString(s: string): bool {
    const buf = String.UTF8.encode(s, false);
    return this.isMatch(changetype<usize>(buf), buf.byteLength);
  }

  /** Leftmost-first match at or after byte `start`; sets matchStart/matchEnd. */
  find(ptr: usize, len: i32, start: i32): bool {
    if (!this.searchSlots(ptr, len, start, this.slots2, 2)) return false;
    this.matchStart = this.slots2[0];
    this.matchEnd = this.slots2[1];
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
    if (len < 0 || start < 0 || start > len) return false;
    let at = start;
    while (true) {
      for (let i = 0; i < want; i++) slots[i] = -1;
      if (!this.pike.search(ptr, len, at, this.anchored, slots, want, false)) return false;
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
    const t = Template.parse(template);
    const slots = new StaticArray<i32>(2 * (this.groupCount + 1));
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
    out.pushBytes(ptr + <usize>copied, len - copied);
    return count;
  }
}

export function compileRegex(pattern: string): RegexResult {
  const res = new RegexResult();
  const parsed = parse(pattern, FLAG_UNICODE);
  if (parsed.error != null) {
    res.error = parsed.error;
    return res;
  }
  const node = <Node>parsed.node;
  const nfa = new NFA();
  nfa.slotCount = 2 * (parsed.groupCount + 1);
  const c = new Compiler(nfa, false, true);
  const start = c.addPattern(node, 0);
  if (c.overflow) {
    res.error = sizeError();
    return res;
  }
  nfa.starts.push(start);
  nfa.start = start;
  res.regex = new Regex(node, parsed.groupCount, parsed.names, nfa, start);
  return res;
}

export class RegexSet {
  readonly length: i32;
  private regexes: Array<Regex>;

  constructor(regexes: Array<Regex>) {
    this.regexes = regexes;
    this.length = regexes.length;
  }

  isMatch(ptr: usize, len: i32): bool {
    for (let i = 0; i < this.regexes.length; i++) if (this.regexes[i].isMatch(ptr, len)) return true;
    return false;
  }

  /** Clears `out` and pushes the ids (ascending) of every pattern that matches. */
  matches(ptr: usize, len: i32, out: Array<i32>): void {
    out.length = 0;
    for (let i = 0; i < this.regexes.length; i++) if (this.regexes[i].isMatch(ptr, len)) out.push(i);
  }
}

export function compileSet(patterns: string[]): SetResult {
  const res = new SetResult();
  const list = new Array<Regex>();
  for (let i = 0; i < patterns.length; i++) {
    const r = compileRegex(patterns[i]);
    if (r.error != null) {
      res.error = r.error;
      res.errorIndex = i;
      return res;
    }
    list.push(<Regex>r.regex);
  }
  res.set = new RegexSet(list);
  return res;
}
