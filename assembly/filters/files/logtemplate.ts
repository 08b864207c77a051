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
// the log's size.

import { ByteBuffer } from "../../abi/buffers";

/** Templates compared with each new message. */
const RECENT: i32 = 32;
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

/** `w` with every run of digits replaced by one `#` (the log's dedup key, for one word). */
function numberless(w: string): string {
  let s = "";
  let inDigits = false;
  for (let k = 0; k < w.length; k++) {
    const c = w.charCodeAt(k);
    if (c >= 0x30 && c <= 0x39) {
      if (!inDigits) s += "#";
      inDigits = true;
      continue;
    }
    inDigits = false;
    s += String.fromCharCode(c);
  }
  return s;
}

/** Words equal but for their numbers (a counter, a duration): the same word, numbers vary. */
@inline function sameButNumbers(a: string, b: string): bool {
  return numberless(a) == numberless(b);
}

class Template {
  /** Words of the first message; for a slot, its prefix and suffix around the value. */
  words: string[];
  slot: bool[];
  pre: i32[];
  suf: i32[];
  members: i32[] = [];
  values: string[] = [];
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
    let v: string | null = null;
    let varies = false;
    for (let t = 0; t < w.length; t++) {
      const mine = this.words[t];
      if (!this.slot[t]) {
        if (w[t] == mine) continue;
        if (!sameButNumbers(w[t], mine)) return null;
        varies = true;
        continue;
      }
      const pre = this.pre[t];
      const suf = this.suf[t];
      const x = w[t];
      if (x.length <= pre + suf) return null;
      if (x.substring(0, pre) != mine.substring(0, pre)) return null;
      if (x.substring(x.length - suf) != mine.substring(mine.length - suf)) return null;
      const mid = x.substring(pre, x.length - suf);
      if (v === null) v = mid;
      else if (v != mid) return null;
    }
    if (v !== null && varies) this.numbersVary = true;
    return v;
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

/**
 * The template two messages share (first message `a`, the value of `a` in values[0] and of `b`
 * in values[1]), or null when they differ in more than one value or share too little.
 */
function pair(a: string[], b: string[]): Template | null {
  if (a.length != b.length || a.length < 2) return null;
  const t = new Template(a);
  let va: string | null = null;
  let vb: string | null = null;
  let constant = 0;
  let slots = 0;
  for (let k = 0; k < a.length; k++) {
    const x = a[k];
    const y = b[k];
    t.slot[k] = false;
    if (x == y) {
      constant += x.length + 1;
      continue;
    }
    if (sameButNumbers(x, y)) {
      t.numbersVary = true;
      constant += x.length + 1;
      continue;
    }
    const p = sharedPrefix(x, y);
    const s = sharedSuffix(x, y, p);
    const mx = x.substring(p, x.length - s);
    const my = y.substring(p, y.length - s);
    if (mx.length == 0 || my.length == 0) return null;
    if (va === null) {
      va = mx;
      vb = my;
    } else if (mx != va || my != vb) return null;
    t.slot[k] = true;
    t.pre[k] = p;
    t.suf[k] = s;
    constant += p + s + 1;
    slots++;
  }
  if (va === null || vb === null) return null;
  if (constant < MIN_CONSTANT || constant < 2 * slots * (va as string).length) return null;
  t.values.push(va as string);
  t.values.push(vb as string);
  return t;
}

/** Groups the distinct messages of a log (by index, in order) into templates. */
export class LogTemplates {
  private templates: Template[] = [];
  /** Messages not in a template yet, by index, with their words. */
  private loose: i32[] = [];
  private looseWords: string[][] = [];
  /** Template (index) of each message, -1 when it stands alone. */
  private of: i32[] = [];
  /** Most recently touched templates, newest last. */
  private recent: i32[] = [];

  /** Adds message `j` (indexes are given in order 0, 1, 2...). A problem stays alone. */
  add(j: i32, body: string, problem: bool): void {
    this.of.push(-1);
    if (problem) return;
    const w = body.split(" ");
    for (let r = this.recent.length - 1; r >= 0; r--) {
      const g = this.recent[r];
      const tp = this.templates[g];
      const v = tp.valueOf(w);
      if (v === null) continue;
      tp.members.push(j);
      if (!tp.values.includes(v as string)) tp.values.push(v as string);
      this.of[j] = g;
      this.touch(r, g);
      return;
    }
    for (let k = this.loose.length - 1; k >= 0; k--) {
      const tp = pair(this.looseWords[k], w);
      if (tp === null) continue;
      const first = this.loose[k];
      (tp as Template).members.push(first);
      (tp as Template).members.push(j);
      const g = this.templates.length;
      this.templates.push(tp as Template);
      this.of[first] = g;
      this.of[j] = g;
      this.loose.splice(k, 1);
      this.looseWords.splice(k, 1);
      this.touch(-1, g);
      return;
    }
    this.loose.push(j);
    this.looseWords.push(w);
    if (this.loose.length > RECENT) {
      this.loose.shift();
      this.looseWords.shift();
    }
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

  /** Writes `a, b, c` (at most VALUES_MAX, then `+N more`); true when some were left out. */
  writeValues(g: i32, out: ByteBuffer): bool {
    const v = this.templates[g].values;
    const shown = v.length < VALUES_MAX ? v.length : VALUES_MAX;
    for (let k = 0; k < shown; k++) {
      if (k > 0) out.pushString(", ");
      out.pushString(v[k]);
    }
    if (v.length > shown) {
      out.pushString(", +");
      out.pushDecimal(v.length - shown);
      out.pushString(" more");
      return true;
    }
    return false;
  }
}
