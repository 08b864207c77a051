// Regex exports: compiled regexes and sets live in handle tables; the host passes patterns and
// haystacks through the input area and reads results (u32 spans, text) from the output area.
// Errors come back as a negative return value with "position\tmessage" in the output area
// (sets: "index\tposition\tmessage").

import { beginOutput, inputPtr, ByteBuffer } from "../abi/buffers";
import { compileRegex, compileSet, Regex, RegexSet } from "../regex/index";
import { findByte } from "../abi/swar";

const regexes = new Array<Regex | null>();
const sets = new Array<RegexSet | null>();
const ids = new Array<i32>();

function store<T>(table: Array<T | null>, value: T): i32 {
  for (let i = 0; i < table.length; i++) {
    if (table[i] == null) {
      table[i] = value;
      return i + 1;
    }
  }
  table.push(value);
  return table.length;
}

function regexAt(h: i32): Regex | null {
  return h >= 1 && h <= regexes.length ? regexes[h - 1] : null;
}

function setAt(h: i32): RegexSet | null {
  return h >= 1 && h <= sets.length ? sets[h - 1] : null;
}

/**
 * Compiles the UTF-8 pattern in the input area. Returns a handle (>= 1), or -1 with the error in
 * the output area. On success the output holds the group names: one line per group from 1,
 * "+name" or "-" for an unnamed group.
 */
export function regexCompile(len: i32): i32 {
  const pattern = String.UTF8.decodeUnsafe(inputPtr(), len, false);
  const out = beginOutput();
  const r = compileRegex(pattern);
  const e = r.error;
  if (e != null) {
    out.pushDecimal(e.position);
    out.pushByte(0x09);
    out.pushString(e.message);
    return -1;
  }
  const re = <Regex>r.regex;
  for (let i = 1; i <= re.groupCount; i++) {
    const n = re.groupNames[i];
    if (n != null) {
      out.pushByte(0x2b);
      out.pushString(n);
    } else out.pushByte(0x2d);
    out.pushByte(0x0a);
  }
  return store<Regex>(regexes, re);
}

export function regexFree(h: i32): void {
  if (h >= 1 && h <= regexes.length) regexes[h - 1] = null;
}

/** Test-only switch: matches must begin where the search begins. */
export function regexSetAnchoredSearch(h: i32, on: i32): void {
  const re = regexAt(h);
  if (re != null) re.anchored = on != 0;
}

export function regexIsMatch(h: i32, len: i32): i32 {
  const re = regexAt(h);
  return re != null && re.isMatch(inputPtr(), len) ? 1 : 0;
}

/**
 * One leftmost-first match at or after `start`: returns 1 with the slots (u32 pairs, group 0
 * first; 0xFFFFFFFF = unset) in the output area, or 0. `groups` 0 = the overall span only.
 */
export function regexFind(h: i32, len: i32, start: i32, groups: i32): i32 {
  const out = beginOutput();
  const re = regexAt(h);
  if (re == null) return 0;
  const slots = new StaticArray<i32>(groups != 0 ? 2 * (re.groupCount + 1) : 2);
  if (!re.captures(inputPtr(), len, start, slots)) return 0;
  for (let i = 0; i < slots.length; i++) out.pushU32(<u32>slots[i]);
  return 1;
}

/**
 * Every successive match (at most `limit`, 0 = no limit): the slots of each, as in regexFind.
 * Returns the number of matches.
 */
export function regexFindAll(h: i32, len: i32, groups: i32, limit: i32): i32 {
  const out = beginOutput();
  const re = regexAt(h);
  if (re == null) return 0;
  const ptr = inputPtr();
  const slots = new StaticArray<i32>(groups != 0 ? 2 * (re.groupCount + 1) : 2);
  let at = 0;
  let last = -1;
  let count = 0;
  while (at <= len && (limit <= 0 || count < limit)) {
    for (let i = 0; i < slots.length; i++) slots[i] = -1;
    if (!re.findNext(ptr, len, at, last, slots)) break;
    for (let i = 0; i < slots.length; i++) out.pushU32(<u32>slots[i]);
    count++;
    at = slots[1];
    last = slots[1];
  }
  return count;
}

/** Replaces every match in the first `len` input bytes with the template in the next `tlen`. */
export function regexReplaceAll(h: i32, len: i32, tlen: i32): i32 {
  const re = regexAt(h);
  const ptr = inputPtr();
  const template = String.UTF8.decodeUnsafe(ptr + <usize>len, tlen, false);
  const result = new ByteBuffer(len + 64);
  const n = re == null ? 0 : re.replaceAll(ptr, len, template, result);
  if (re == null) result.pushBytes(ptr, len);
  const out = beginOutput();
  out.pushBytes(result.ptr, result.length);
  return n;
}

/** Number of lines (split on \n) of the input that contain a match: the filter workload. */
export function regexCountLines(h: i32, len: i32): i32 {
  const re = regexAt(h);
  if (re == null) return 0;
  const ptr = inputPtr();
  let count = 0;
  let start = 0;
  while (start <= len) {
    const end = findByte(ptr, start, len, 0x0a);
    if (end == len && start == len) break;
    if (re.isMatch(ptr + <usize>start, end - start)) count++;
    start = end + 1;
  }
  return count;
}

/**
 * Compiles a set from the input area: u32 count, then per pattern u32 byte length and bytes.
 * Returns a handle, or -1 with "index\tposition\tmessage" in the output area.
 */
export function regexSetCompile(len: i32): i32 {
  const ptr = inputPtr();
  const out = beginOutput();
  const patterns = new Array<string>();
  if (len >= 4) {
    const n = load<u32>(ptr);
    let p: i32 = 4;
    for (let i: u32 = 0; i < n && p + 4 <= len; i++) {
      const l = <i32>load<u32>(ptr + <usize>p);
      p += 4;
      if (l < 0 || p + l > len) break;
      patterns.push(String.UTF8.decodeUnsafe(ptr + <usize>p, l, false));
      p += l;
    }
  }
  const r = compileSet(patterns);
  const e = r.error;
  if (e != null) {
    out.pushDecimal(r.errorIndex);
    out.pushByte(0x09);
    out.pushDecimal(e.position);
    out.pushByte(0x09);
    out.pushString(e.message);
    return -1;
  }
  return store<RegexSet>(sets, <RegexSet>r.set);
}

export function regexSetFree(h: i32): void {
  if (h >= 1 && h <= sets.length) sets[h - 1] = null;
}

/** Ids of the matching patterns as u32s in the output area; returns how many. */
export function regexSetMatches(h: i32, len: i32): i32 {
  const out = beginOutput();
  const s = setAt(h);
  if (s == null) return 0;
  s.matches(inputPtr(), len, ids);
  for (let i = 0; i < ids.length; i++) out.pushU32(<u32>ids[i]);
  return ids.length;
}

/** Sum over input lines of the number of set patterns matching the line (the rewrite workload). */
export function regexSetCountLines(h: i32, len: i32): i32 {
  const s = setAt(h);
  if (s == null) return 0;
  const ptr = inputPtr();
  let count = 0;
  let start = 0;
  while (start <= len) {
    const end = findByte(ptr, start, len, 0x0a);
    if (end == len && start == len) break;
    s.matches(ptr + <usize>start, end - start, ids);
    count += ids.length;
    start = end + 1;
  }
  return count;
}
