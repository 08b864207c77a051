// Log templates: messages that are the same words with one value changing, wherever it appears
// (`link group java updated to point to /usr/lib/jvm/.../bin/java`, then `... jar ... /bin/jar`),
// are folded into one template (`link group {} updated to point to /usr/lib/jvm/.../bin/{}`)
// and the list of its values, so no fact is lost: every value is named.
//
// Messages are compared word by word (split on spaces). Two messages fit one template when they
// have the same number of words, every word that differs differs in the same way (the same value
// `a` in the one where the other has `b`, between a shared prefix and suffix that end at a
// delimiter such as `/`, `.` or `-`), and what stays the same is most of the line. Words that
// differ only in their digits count as the same word, as in the log's dedup (numbers vary: the
// first message's are shown, and the line says so). A message is
// compared with the templates touched most recently only (RECENT), so the work stays linear in
// the log's size. Lines that report a problem (error, warning, failure...) stay whole.

import { Cuts } from "../../session/cuts";
import { ByteBuffer } from "../../abi/buffers";
import { isDigit } from "../sdk/text";

/** Templates compared with each new message, and messages not yet in one (the newest). */
const RECENT: i32 = 32;
const LOOSE: i32 = 16;
/** Values named per template; the rest are counted (the raw log stays recallable). */
const VALUES_MAX: i32 = 60;
/** What a template keeps constant must be at least this long, and twice the value's length. */
const MIN_CONSTANT: i32 = 12;

@inline function isWordChar(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f || c >= 0x80;
}

/** Length of the prefix `a` and `b` share, cut back to end at a delimiter (or at 0). */
function sharedPrefix(a: string, b: string): i32 {
  const n = a.length < b.length ? a.length : b.length;
  let p = 0;
  while (p < n && a.charCodeAt(p) == b.charCodeAt(p)) p++;
  while (p > 0 && isWordChar(a.charCodeAt(p - 1))) p--;
  return p;
}

/** Length of the suffix `a` and `b` share beyond `p`, cut back to start at a delimiter (or 0). */
function sharedSuffix(a: string, b: string, p: i32): i32 {
  const n = (a.length < b.length ? a.length : b.length) - p;
  let s = 0;
  while (s < n && a.charCodeAt(a.length - 1 - s) == b.charCodeAt(b.length - 1 - s)) s++;
  while (s > 0 && isWordChar(a.charCodeAt(a.length - s))) s--;
  return s;
}

/**
 * Words equal but for their numbers (a counter, a duration): each run of digits in one stands
 * for any run in the other, as in the log's dedup key. Compared in place, no copies.
 */
function sameButNumbers(a: string, b: string): bool {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (isDigit(x) && isDigit(y)) {
      while (i < a.length && isDigit(a.charCodeAt(i))) i++;
      while (j < b.length && isDigit(b.charCodeAt(j))) j++;
      continue;
    }
    if (x != y) return false;
    i++;
    j++;
  }
  return i == a.length && j == b.length;
}

/** Words that make a line a report of a problem: such a line is never folded into a template. */
const PROBLEM_WORDS = ["error", "warn", "fail", "fatal", "panic", "exception", "crit", "denied", "refused", "abort", "unable", "cannot"];

/** True when `s` holds one of PROBLEM_WORDS, in any case (ASCII). */
export function reportsProblem(s: string): bool {
  const n = s.length;
  for (let k = 0; k < n; k++) {
    const c = s.charCodeAt(k) | 0x20;
    // Only the first letters of PROBLEM_WORDS can start one.
    if (c != 0x65 && c != 0x77 && c != 0x66 && c != 0x70 && c != 0x63 && c != 0x64 && c != 0x72 && c != 0x61 && c != 0x75) continue;
    for (let w = 0; w < PROBLEM_WORDS.length; w++) {
      const p = unchecked(PROBLEM_WORDS[w]);
      if (p.charCodeAt(0) != c || k + p.length > n) continue;
      let i = 1;
      while (i < p.length && (s.charCodeAt(k + i) | 0x20) == p.charCodeAt(i)) i++;
      if (i == p.length) return true;
    }
  }
  return false;
}

/** `a[ai..ai+len]` equals `b[bi..bi+len]` (both in range). */
function regionEq(a: string, ai: i32, b: string, bi: i32, len: i32): bool {
  if (ai < 0 || bi < 0 || ai + len > a.length || bi + len > b.length) return false;
  for (let k = 0; k < len; k++) if (a.charCodeAt(ai + k) != b.charCodeAt(bi + k)) return false;
  return true;
}

class Template {
  /** Words of the first message; for a slot, its prefix and suffix around the value. */
  words: string[];
  slot: bool[];
  pre: i32[];
  suf: i32[];
  members: i32[] = [];
  /** Distinct values in order of appearance: the first VALUES_MAX are kept, all are counted. */
  values: string[] = [];
  seen: Set<string> = new Set<string>();
  /** Some member differs from the first in a number outside the value (shown as the first's). */
  numbersVary: bool = false;
  constructor(words: string[]) {
    this.words = words;
    this.slot = new Array<bool>(words.length);
    this.pre = new Array<i32>(words.length);
    this.suf = new Array<i32>(words.length);
  }

  /** The value `w` puts where this template has its slots, or null when `w` does not fit. */
  valueOf(w: string[]): string | null {
    if (w.length != this.words.length) return null;
    // The value is compared in place; it is copied out once, when `w` fits.
    let vw = -1;
    let vAt = 0;
    let vLen = 0;
    let varies = false;
    for (let t = 0; t < w.length; t++) {
      const mine = unchecked(this.words[t]);
      const x = unchecked(w[t]);
      if (!unchecked(this.slot[t])) {
        if (x == mine) continue;
        if (!sameButNumbers(x, mine)) return null;
        varies = true;
        continue;
      }
      const pre = unchecked(this.pre[t]);
      const suf = unchecked(this.suf[t]);
      const len = x.length - pre - suf;
      if (len <= 0) return null;
      if (!regionEq(x, 0, mine, 0, pre) || !regionEq(x, x.length - suf, mine, mine.length - suf, suf)) return null;
      if (vw < 0) {
        vw = t;
        vAt = pre;
        vLen = len;
      } else if (len != vLen || !regionEq(x, pre, unchecked(w[vw]), vAt, len)) return null;
    }
    if (vw < 0) return null;
    if (varies) this.numbersVary = true;
    return w[vw].substring(vAt, vAt + vLen);
  }

  addValue(v: string): void {
    if (this.seen.has(v)) return;
    this.seen.add(v);
    if (this.values.length < VALUES_MAX) this.values.push(v);
  }

  /** The template text: the words with `{}` where the value goes. */
  text(): string {
    let s = "";
    for (let t = 0; t < this.words.length; t++) {
      if (t > 0) s += " ";
      const w = this.words[t];
      s += this.slot[t] ? w.substring(0, this.pre[t]) + "{}" + w.substring(w.length - this.suf[t]) : w;
    }
    return s;
  }
}

// Scratch space for pair(): a Template is made only when two messages do share one.
let scratchPre: i32[] = [];
let scratchSuf: i32[] = [];
let scratchSlot: bool[] = [];

/**
 * The template two messages share (first message `a`; the values of `a` and `b` recorded), or
 * null when they differ in more than one value or share too little.
 */
function pair(a: string[], b: string[]): Template | null {
  const n = a.length;
  if (n != b.length || n < 2) return null;
  if (scratchPre.length < n) {
    scratchPre = new Array<i32>(n);
    scratchSuf = new Array<i32>(n);
    scratchSlot = new Array<bool>(n);
  }
  let first = -1; // the first differing word: where the values are read
  let constant = 0;
  let slots = 0;
  let vary = false;
  for (let k = 0; k < n; k++) {
    const x = unchecked(a[k]);
    const y = unchecked(b[k]);
    unchecked((scratchSlot[k] = false));
    if (x == y) {
      constant += x.length + 1;
      continue;
    }
    if (sameButNumbers(x, y)) {
      vary = true;
      constant += x.length + 1;
      continue;
    }
    const p = sharedPrefix(x, y);
    const s = sharedSuffix(x, y, p);
    const lx = x.length - p - s;
    const ly = y.length - p - s;
    if (lx <= 0 || ly <= 0) return null;
    if (first < 0) first = k;
    else {
      const f = unchecked(a[first]);
      const g = unchecked(b[first]);
      const fp = unchecked(scratchPre[first]);
      const gl = g.length - fp - unchecked(scratchSuf[first]);
      const fl = f.length - fp - unchecked(scratchSuf[first]);
      if (lx != fl || ly != gl || !regionEq(x, p, f, fp, lx) || !regionEq(y, p, g, fp, ly)) return null;
    }
    unchecked((scratchSlot[k] = true));
    unchecked((scratchPre[k] = p));
    unchecked((scratchSuf[k] = s));
    constant += p + s + 1;
    slots++;
  }
  if (first < 0) return null;
  const fp = unchecked(scratchPre[first]);
  const fs = unchecked(scratchSuf[first]);
  const va = a[first].substring(fp, a[first].length - fs);
  if (constant < MIN_CONSTANT || constant < 2 * slots * va.length) return null;
  const t = new Template(a);
  for (let k = 0; k < n; k++) {
    unchecked((t.slot[k] = scratchSlot[k]));
    unchecked((t.pre[k] = scratchPre[k]));
    unchecked((t.suf[k] = scratchSuf[k]));
  }
  t.numbersVary = vary;
  t.addValue(va);
  t.addValue(b[first].substring(fp, b[first].length - fs));
  return t;
}

/** Groups the distinct messages of a log (by index, in order) into templates. */
export class LogTemplates {
  private templates: Template[] = [];
  /** Messages not in a template yet, by index, with their words. */
  private loose: i32[] = [];
  private looseWords: string[][] = [];
  private looseBodies: string[] = [];
  /** Template (index) of each message, -1 when it stands alone. */
  private of: i32[] = [];
  /** Most recently touched templates, newest last. */
  private recent: i32[] = [];

  /**
   * Adds message `j` (indexes are given in order 0, 1, 2...). A message that reports a problem
   * stays alone; that is asked (the costlier question) only once a template would take it.
   */
  add(j: i32, body: string): void {
    this.of.push(-1);
    const w = body.split(" ");
    let problem: i32 = -1; // not asked yet
    for (let r = this.recent.length - 1; r >= 0; r--) {
      const g = this.recent[r];
      const tp = this.templates[g];
      const v = tp.valueOf(w);
      if (v === null) continue;
      if (problem < 0) problem = reportsProblem(body) ? 1 : 0;
      if (problem == 1) break;
      tp.members.push(j);
      tp.addValue(v as string);
      this.of[j] = g;
      this.touch(r, g);
      return;
    }
    if (problem == 1) return;
    for (let k = this.loose.length - 1; k >= 0; k--) {
      const tp = pair(this.looseWords[k], w);
      if (tp === null) continue;
      if (problem < 0) problem = reportsProblem(body) ? 1 : 0;
      if (problem == 1) return;
      // The loose message was never asked: ask now, and drop it from the pool if it is one.
      if (reportsProblem(this.looseBodies[k])) {
        this.dropLoose(k);
        continue;
      }
      const first = this.loose[k];
      (tp as Template).members.push(first);
      (tp as Template).members.push(j);
      const g = this.templates.length;
      this.templates.push(tp as Template);
      this.of[first] = g;
      this.of[j] = g;
      this.dropLoose(k);
      this.touch(-1, g);
      return;
    }
    this.loose.push(j);
    this.looseWords.push(w);
    this.looseBodies.push(body);
    if (this.loose.length > LOOSE) this.dropLoose(0);
  }

  private dropLoose(k: i32): void {
    this.loose.splice(k, 1);
    this.looseWords.splice(k, 1);
    this.looseBodies.splice(k, 1);
  }

  private touch(at: i32, g: i32): void {
    if (at >= 0) this.recent.splice(at, 1);
    this.recent.push(g);
    if (this.recent.length > RECENT) this.recent.shift();
  }

  /** The template message `j` belongs to, or -1. */
  groupOf(j: i32): i32 {
    return this.of[j];
  }

  /** The first message of template `g`: the template is shown where it appeared. */
  leader(g: i32): i32 {
    return this.templates[g].members[0];
  }

  members(g: i32): i32[] {
    return this.templates[g].members;
  }

  /** True when members differ from the first in numbers outside the value. */
  numbersVary(g: i32): bool {
    return this.templates[g].numbersVary;
  }

  render(g: i32): string {
    return this.templates[g].text();
  }

  /** Writes `a, b, c` (at most VALUES_MAX, then `+N more`, through the run's `cuts`). */
  writeValues(g: i32, out: ByteBuffer, cuts: Cuts): void {
    const tp = this.templates[g];
    const v = tp.values;
    for (let k = 0; k < v.length; k++) {
      if (k > 0) out.pushString(", ");
      out.pushString(v[k]);
    }
    const more = tp.seen.size - v.length;
    if (more > 0) {
      out.pushString(", ");
      out.pushString(cuts.more(more));
    }
  }
}
