// String helpers for the build, test, lint and package-manager filters. The filters decode a
// run's captured output once (ANSI stripped) and work line by line on strings: their outputs are
// the size of a test run, and the parsers compare many prefixes per line.

import { ByteBuffer } from "../../abi/buffers";
import { findNewline } from "../../pipeline/lines";
import { decodeUtf8 } from "../../abi/utf8";
import { isSpace } from "../common/text";

// The helpers every family shares live in common/; re-exported so the build filters keep one import.
export { isSpace, pushLine, trim, words } from "../common/text";

@inline export function isDigit(c: i32): bool {
  return c >= 0x30 && c <= 0x39;
}

/** Splits on `\n`, dropping one `\r` before it; a final newline adds no empty line. */
export function splitLines(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) != 0x0a) continue;
    let e = i;
    if (e > start && text.charCodeAt(e - 1) == 0x0d) e--;
    out.push(text.substring(start, e));
    start = i + 1;
  }
  if (start < n) out.push(text.substring(start));
  return out;
}

/** splitLines over bytes: each line decoded on its own, the whole text never one string. */
export function splitByteLines(buf: ByteBuffer): string[] {
  const out: string[] = [];
  const p = buf.ptr;
  const n = buf.length;
  let start = 0;
  let i = 0;
  while ((i = findNewline(p, i, n)) < n) {
    let e = i;
    if (e > start && load<u8>(p + <usize>(e - 1)) == 0x0d) e--;
    out.push(decodeUtf8(p + <usize>start, e - start));
    start = ++i;
  }
  if (start < n) out.push(decodeUtf8(p + <usize>start, n - start));
  return out;
}

export function trimStart(s: string): string {
  let a = 0;
  while (a < s.length && isSpace(s.charCodeAt(a))) a++;
  return a == 0 ? s : s.substring(a);
}

export function indentOf(s: string): i32 {
  let a = 0;
  while (a < s.length && isSpace(s.charCodeAt(a))) a++;
  return a;
}

export function isBlank(s: string): bool {
  return indentOf(s) == s.length;
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

/** The number written just before `word` in `s` ("5 failed" -> 5), or -1. */
export function countBefore(s: string, word: string): i64 {
  let at = s.indexOf(word);
  while (at > 0) {
    let e = at;
    while (e > 0 && s.charCodeAt(e - 1) == 0x20) e--;
    let b = e;
    while (b > 0 && isDigit(s.charCodeAt(b - 1))) b--;
    if (b < e && (b == 0 || !isDigit(s.charCodeAt(b - 1)))) return numberAt(s, b);
    at = s.indexOf(word, at + 1);
  }
  return -1;
}

export function plural(n: i64, one: string, many: string): string {
  return n.toString() + " " + (n == 1 ? one : many);
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

/** Whether any of `words` occurs in `s`. */
export function containsAny(s: string, words: string[]): bool {
  for (let i = 0; i < words.length; i++) if (s.includes(unchecked(words[i]))) return true;
  return false;
}

export function startsWithAny(s: string, prefixes: string[]): bool {
  for (let i = 0; i < prefixes.length; i++) if (s.startsWith(unchecked(prefixes[i]))) return true;
  return false;
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

