// String helpers of the code filters: trimming, words, digits, paths, counts and locations.
// Cutting (a long line, a capped list) is not here: it goes through the run's Cuts
// (session/cuts.ts), which says where to recall it.

import { ByteBuffer } from "../../abi/buffers";

export { whole } from "../../session/cuts";
// The planner's basename (the tool word of `/opt/venv/bin/pytest`) is the one path rule.
export { basename } from "../../plan/plan";

@inline export function isSpace(c: i32): bool {
  return c == 0x20 || c == 0x09;
}

@inline export function isDigit(c: i32): bool {
  return c >= 0x30 && c <= 0x39;
}

/** `n one` or `n many`: `1 file`, `3 files`. */
export function plural(n: i64, one: string, many: string): string {
  return n.toString() + " " + (n == 1 ? one : many);
}

/** The UTF-16 unit at `i` of `s` (0 <= i < s.length), read in place: these helpers ask it of every character. */
@inline export function unitAt(s: string, i: i32): i32 {
  return <i32>load<u16>(changetype<usize>(s) + (<usize>i << 1));
}

/**
 * `s.indexOf(lit, from)`, with each place's first unit asked before the rest is compared (the
 * library's indexOf calls a comparison at every place): for the phrases a filter looks for in
 * every line.
 */
export function textIndexOf(s: string, lit: string, from: i32 = 0): i32 {
  const m = lit.length;
  if (m == 0) return 0;
  const n = s.length;
  if (n == 0) return -1;
  const p = changetype<usize>(s);
  const q = changetype<usize>(lit);
  const first = load<u16>(q);
  const rest = <usize>(m - 1) << 1;
  for (let k = from < 0 ? 0 : from > n ? n : from, last = n - m; k <= last; k++) {
    if (load<u16>(p + (<usize>k << 1)) == first && memory.compare(p + (<usize>k << 1) + 2, q + 2, rest) == 0) return k;
  }
  return -1;
}

/**
 * `s.startsWith(lit)` for a literal that is not empty, its first unit asked in place before the
 * call: for the prefixes asked of every line of a report.
 */
@inline export function textStartsWith(s: string, lit: string): bool {
  return s.length >= lit.length && unitAt(s, 0) == unitAt(lit, 0) && s.startsWith(lit);
}

/** `s.includes(lit)`, as textIndexOf finds it. */
@inline export function textIncludes(s: string, lit: string): bool {
  return textIndexOf(s, lit) >= 0;
}

/** Strips spaces and tabs at both ends. */
export function trim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isSpace(unitAt(s, a))) a++;
  while (b > a && isSpace(unitAt(s, b - 1))) b--;
  return a == 0 && b == s.length ? s : s.substring(a, b);
}

export function trimStart(s: string): string {
  const a = indentOf(s);
  return a == 0 ? s : s.substring(a);
}

/** Count of leading spaces and tabs. */
export function indentOf(s: string): i32 {
  let a = 0;
  const n = s.length;
  while (a < n && isSpace(unitAt(s, a))) a++;
  return a;
}

/** The end of `s` from `from` on without its trailing spaces and tabs: `trim(s)` is `s.substring(indentOf(s), trimmedEnd(s, indentOf(s)))`, asked without the copy. */
export function trimmedEnd(s: string, from: i32): i32 {
  let b = s.length;
  while (b > from && isSpace(unitAt(s, b - 1))) b--;
  return b;
}

/** Empty, or spaces and tabs only. */
export function isBlank(s: string): bool {
  return indentOf(s) == s.length;
}

/** Splits on runs of spaces and tabs. */
export function words(s: string): string[] {
  const out: string[] = [];
  let i = 0;
  const n = s.length;
  while (i < n) {
    while (i < n && isSpace(s.charCodeAt(i))) i++;
    const st = i;
    while (i < n && !isSpace(s.charCodeAt(i))) i++;
    if (i > st) out.push(s.substring(st, i));
  }
  return out;
}

/** The directory part of a path ("" for a bare name), without the trailing slash. */
export function dirname(path: string): string {
  const k = path.lastIndexOf("/");
  return k < 0 ? "" : path.substring(0, k);
}

export function pushLine(out: ByteBuffer, s: string): void {
  out.pushString(s);
  out.pushByte(0x0a);
}

/** Leading run of digits as a number, from `at`; -1 when there is none. */
export function numberAt(s: string, at: i32): i64 {
  let v: i64 = 0;
  let i = at;
  while (i < s.length && isDigit(s.charCodeAt(i))) {
    v = v * 10 + <i64>(s.charCodeAt(i) - 0x30);
    i++;
  }
  return i == at ? -1 : v;
}

/** `file:line:col` style location at the start of `s`: the end of the location, or -1. */
export function locationEnd(s: string): i32 {
  // path: no spaces, then :digits(:digits)?
  let i = 0;
  const n = s.length;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c == 0x20 || c == 0x09) return -1;
    if (c == 0x3a && i > 0 && i + 1 < n && isDigit(s.charCodeAt(i + 1))) {
      let j = i + 1;
      while (j < n && isDigit(s.charCodeAt(j))) j++;
      if (j < n && s.charCodeAt(j) == 0x3a && j + 1 < n && isDigit(s.charCodeAt(j + 1))) {
        j++;
        while (j < n && isDigit(s.charCodeAt(j))) j++;
      }
      return j;
    }
    i++;
  }
  return -1;
}

/** Ordered groups of strings by key, keeping first-seen order. */
export class Groups {
  keys: string[] = [];
  items: string[][] = [];
  private index: Map<string, i32> = new Map();

  add(key: string, item: string): void {
    let k: i32;
    if (this.index.has(key)) k = this.index.get(key);
    else {
      k = this.keys.length;
      this.index.set(key, k);
      this.keys.push(key);
      this.items.push([]);
    }
    unchecked(this.items[k]).push(item);
  }

  get size(): i32 {
    return this.keys.length;
  }
}
