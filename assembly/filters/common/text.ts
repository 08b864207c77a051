// Small string helpers shared by the command families: truncation, counts, lists with caps.

import { ByteBuffer } from "../../abi/buffers";

/** Cuts `s` to at most `max` characters, marking the cut with `...`. */
export function truncate(s: string, max: i32): string {
  if (s.length <= max || max < 4) return s;
  return whole(s, 0, max - 3) + "...";
}

/**
 * `s.substring(a, b)` without splitting a surrogate pair at either end (half a pair would be
 * written as U+FFFD in place of a real character): an end inside a pair moves to exclude it.
 */
export function whole(s: string, a: i32, b: i32): string {
  if (a > 0 && a < s.length && (s.charCodeAt(a) & 0xfc00) == 0xdc00 && (s.charCodeAt(a - 1) & 0xfc00) == 0xd800) a++;
  if (b > 0 && b < s.length && (s.charCodeAt(b - 1) & 0xfc00) == 0xd800 && (s.charCodeAt(b) & 0xfc00) == 0xdc00) b--;
  return s.substring(a, b);
}

export function plural(n: i32, one: string, many: string): string {
  return n.toString() + " " + (n == 1 ? one : many);
}

/** Strips spaces and tabs at both ends. */
export function trim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isSpace(s.charCodeAt(a))) a++;
  while (b > a && isSpace(s.charCodeAt(b - 1))) b--;
  return a == 0 && b == s.length ? s : s.substring(a, b);
}

@inline export function isSpace(c: i32): bool {
  return c == 0x20 || c == 0x09;
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

export function basename(path: string): string {
  const k = path.lastIndexOf("/");
  return k < 0 ? path : path.substring(k + 1);
}

/**
 * Writes `label (n): a, b, c` with at most `cap` items, then `, +N more`. Returns true when
 * items were left out, so the caller can mark the run as cut.
 */
export function writeCappedList(out: ByteBuffer, label: string, items: string[], cap: i32): bool {
  out.pushString(label);
  out.pushString(" (");
  out.pushDecimal(items.length);
  out.pushString("): ");
  const shown = items.length < cap ? items.length : cap;
  for (let i = 0; i < shown; i++) {
    if (i > 0) out.pushString(", ");
    out.pushString(unchecked(items[i]));
  }
  const hidden = items.length - shown;
  if (hidden > 0) {
    out.pushString(", +");
    out.pushDecimal(hidden);
    out.pushString(" more");
  }
  out.pushByte(0x0a);
  return hidden > 0;
}

export function pushLine(out: ByteBuffer, s: string): void {
  out.pushString(s);
  out.pushByte(0x0a);
}

/**
 * Like writeCappedList for paths: consecutive paths in the same directory share it,
 * `label (n): src/cli/{a.js, b.js}, README.md`. An item may carry a status letter before a space
 * ("D src/x.js"); `implicit` is a letter left out because the label already says it.
 */
export function writeGroupedPaths(out: ByteBuffer, label: string, items: string[], cap: i32, implicit: string): bool {
  out.pushString(label);
  out.pushString(" (");
  out.pushDecimal(items.length);
  out.pushString("): ");
  const shown = items.length < cap ? items.length : cap;
  let dir = "";
  let inGroup = false;
  for (let i = 0; i < shown; i++) {
    let item = unchecked(items[i]);
    let letter = "";
    const sp = item.indexOf(" ");
    if (sp > 0 && sp <= 2 && item.indexOf(" -> ") < 0) {
      letter = item.substring(0, sp);
      item = item.substring(sp + 1);
    }
    if (letter == implicit) letter = "";
    const d = item.indexOf(" -> ") >= 0 ? "" : dirname(item);
    const next = i + 1 < shown ? pathOf(unchecked(items[i + 1])) : "";
    const groupNext = d.length > 0 && next.indexOf(" -> ") < 0 && dirname(next) == d;
    if (inGroup && d == dir) {
      out.pushString(", ");
    } else {
      if (inGroup) out.pushString("}");
      if (i > 0) out.pushString(", ");
      inGroup = false;
      if (groupNext) {
        out.pushString(d);
        out.pushString("/{");
        inGroup = true;
        dir = d;
      }
    }
    if (letter.length > 0) {
      out.pushString(letter);
      out.pushByte(0x20);
    }
    out.pushString(inGroup ? basename(item) : item);
  }
  if (inGroup) out.pushString("}");
  const hidden = items.length - shown;
  if (hidden > 0) {
    out.pushString(", +");
    out.pushDecimal(hidden);
    out.pushString(" more");
  }
  out.pushByte(0x0a);
  return hidden > 0;
}

function pathOf(item: string): string {
  const sp = item.indexOf(" ");
  return sp > 0 && sp <= 2 && item.indexOf(" -> ") < 0 ? item.substring(sp + 1) : item;
}
