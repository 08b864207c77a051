// Claude Code permission rules for shell commands: `Bash(...)` entries of the allow, ask and
// deny lists. Only `Bash` entries count; `Bash` or `Bash(*)` alone matches everything.
//
// A rule body is a glob: `*` matches any run of characters, spaces included, anywhere in the
// pattern; `git push:*` (Claude Code's prefix form) and a trailing ` *` also match the bare
// command (`git push`). Runs of whitespace in the rule and in the command compare as one
// space, so `rm  -rf  /` cannot slip past a deny of `rm -rf:*`.
//
// Commands are matched as CommandText (below): where a value is only known at run time the
// text holds UNKNOWN, and a rule either matches every value (mustMatch) or some (mayMatch).
// The verdict is decided by the gate (gate.ts): deny beats ask beats allow, and allow needs
// every segment allowed.

import { ByteBuffer } from "../abi/buffers";
import { trimWhitespace } from "../text/trim";

export const enum Verdict {
  Default = 0,
  Allow = 1,
  Ask = 2,
  Deny = 3,
}

class Pattern {
  /** The literal bytes every match starts with (before the first `*`, and short of an optional tail). */
  lead: i32 = 0;

  constructor(
    public bytes: StaticArray<u8>,
    /** Also matches without its trailing " *". */
    public optionalTail: bool,
    public all: bool,
  ) {
    const n = optionalTail ? bytes.length - 2 : bytes.length;
    while (this.lead < n && unchecked(bytes[this.lead]) != 0x2a) this.lead++;
  }

  /**
   * False when the text cannot match: its start (or, `anywhere`, no word start) holds the
   * pattern's literal lead. A cheap look before the matchers; unknown text passes.
   */
  mayStartIn(t: usize, n: i32, anywhere: bool): bool {
    const lead = this.lead;
    if (lead == 0) return true;
    for (let at = 0; at + lead <= n; at++) {
      if (at > 0 && !anywhere) return false;
      if (at > 0) {
        const before = load<u8>(t + <usize>(at - 1));
        if (before != 0x20 && !isUnknown(before)) continue;
      }
      let k = 0;
      while (k < lead) {
        const c = load<u8>(t + <usize>(at + k));
        if (isUnknown(c)) return true;
        if (c != unchecked(this.bytes[k])) break;
        k++;
      }
      if (k == lead) return true;
    }
    // A text shorter than the lead can still match through unknown text in it.
    for (let i = 0; i < n; i++) if (isUnknown(load<u8>(t + <usize>i))) return true;
    return false;
  }
}

export class RuleList {
  patterns: Pattern[] = [];

  clear(): void {
    this.patterns.length = 0;
  }

  /** Adds a settings entry; returns false when it is not a `Bash` rule. */
  add(entry: string): bool {
    const e = trimWhitespace(entry);
    if (e == "Bash") {
      this.patterns.push(new Pattern(new StaticArray<u8>(0), false, true));
      return true;
    }
    if (!e.startsWith("Bash(") || !e.endsWith(")")) return false;
    let body = normalize(e.substring(5, e.length - 1));
    if (body.length == 0 || body == "*") {
      this.patterns.push(new Pattern(new StaticArray<u8>(0), false, true));
      return true;
    }
    let optionalTail = false;
    if (body.endsWith(":*")) {
      body = body.substring(0, body.length - 2).trimEnd() + " *";
      optionalTail = true;
    } else if (body.endsWith(" *")) optionalTail = true;
    const buf = String.UTF8.encode(body, false);
    const bytes = new StaticArray<u8>(buf.byteLength);
    memory.copy(changetype<usize>(bytes), changetype<usize>(buf), buf.byteLength);
    this.patterns.push(new Pattern(bytes, optionalTail, false));
    return true;
  }

  get length(): i32 {
    return this.patterns.length;
  }

  /**
   * True when some pattern matches every command the text at [ptr, ptr+len) can stand for
   * (a CommandText): its unknown parts must fall inside a `*` of that pattern.
   */
  mustMatch(ptr: usize, len: i32): bool {
    for (let i = 0; i < this.patterns.length; i++) {
      const p = unchecked(this.patterns[i]);
      if (p.all) return true;
      if (p.mayStartIn(ptr, len, false) && matchAll(changetype<usize>(p.bytes), p.bytes.length, p.optionalTail, ptr, len)) return true;
    }
    return false;
  }

  /**
   * True when some pattern matches at least one command the text can stand for (its unknown
   * parts are any text). With `anywhere`, the pattern may also match from any space or
   * unknown part on (`xargs git push` for a rule on `git push`).
   */
  mayMatch(ptr: usize, len: i32, anywhere: bool): bool {
    for (let i = 0; i < this.patterns.length; i++) {
      const p = unchecked(this.patterns[i]);
      if (p.all) return true;
      if (p.mayStartIn(ptr, len, anywhere) && matchAny(changetype<usize>(p.bytes), p.bytes.length, p.optionalTail, ptr, len, anywhere)) return true;
    }
    return false;
  }
}

/**
 * The text a command line is matched as: its words one space apart, whitespace runs collapsed
 * and trimmed, UNKNOWN where a part is only known at run time. An unknown part also takes in
 * the space before it (SPACED: it may stand for nothing, words vanish), and at the start the
 * space after it, so no literal space of a pattern can lean on a space that may not be there.
 */
export const UNKNOWN: u8 = 0;
export const SPACED: u8 = 1;

@inline function isUnknown(c: u8): bool {
  return c <= SPACED;
}

export class CommandText {
  readonly buf: ByteBuffer = new ByteBuffer(256);

  clear(): void {
    this.buf.clear();
  }

  get ptr(): usize {
    return this.buf.ptr;
  }

  get length(): i32 {
    return this.buf.length;
  }

  /** Appends one byte of a word's value (whitespace collapses; an UNKNOWN byte is unknown text). */
  byte(c: u8): void {
    const b = this.buf;
    const n = b.length;
    if (c == 0x20 || c == 0x09 || c == 0x0a || c == 0x0d) {
      if (n == 0 || b.byteAt(n - 1) == 0x20 || (n == 1 && isUnknown(b.byteAt(0)))) return;
      b.pushByte(0x20);
      return;
    }
    if (isUnknown(c)) {
      this.unknown();
      return;
    }
    b.pushByte(c);
  }

  unknown(): void {
    const b = this.buf;
    const n = b.length;
    if (n == 0) b.pushByte(SPACED);
    else if (b.byteAt(n - 1) == 0x20) unchecked((b.data[n - 1] = SPACED));
    else if (!isUnknown(b.byteAt(n - 1))) b.pushByte(UNKNOWN);
  }

  /** Appends the bytes [start, end) of `src`. */
  bytes(src: usize, start: i32, end: i32): void {
    for (let i = start; i < end; i++) this.byte(load<u8>(src + <usize>i));
  }

  /** Ends the text: no trailing space. */
  finish(): void {
    const n = this.buf.length;
    if (n > 0 && this.buf.byteAt(n - 1) == 0x20) this.buf.length = n - 1;
  }
}

// Active pattern positions of the matchers, reused.
let active = new StaticArray<u8>(64);
let nextActive = new StaticArray<u8>(64);

function ensure(m: i32): void {
  if (active.length > m) return;
  active = new StaticArray<u8>(m + 1);
  nextActive = new StaticArray<u8>(m + 1);
}

/** Adds the positions after stars to the active set (a star may match nothing). */
@inline function closeStars(p: usize, m: i32, set: StaticArray<u8>): void {
  for (let i = 0; i < m; i++) if (unchecked(set[i]) != 0 && load<u8>(p + <usize>i) == 0x2a) unchecked((set[i + 1] = 1));
}

/**
 * Every text the CommandText stands for matches the glob (`*` any run of bytes): unknown parts
 * only inside a star. With `optionalTail` the pattern ends in " *" that may also match nothing;
 * a SPACED unknown right where the tail starts (it stands for nothing or a space and more)
 * matches it too. O(pattern x text).
 */
function matchAll(p: usize, m: i32, optionalTail: bool, t: usize, n: i32): bool {
  ensure(m);
  const head = m - 2;
  for (let i = 0; i <= m; i++) unchecked((active[i] = 0));
  unchecked((active[0] = 1));
  closeStars(p, m, active);
  for (let k = 0; k < n; k++) {
    const c = load<u8>(t + <usize>k);
    if (optionalTail && c == SPACED && unchecked(active[head]) != 0) return true;
    let any = false;
    for (let i = 0; i <= m; i++) unchecked((nextActive[i] = 0));
    for (let i = 0; i < m; i++) {
      if (unchecked(active[i]) == 0) continue;
      const pc = load<u8>(p + <usize>i);
      if (pc == 0x2a) {
        unchecked((nextActive[i] = 1));
        any = true;
      } else if (pc == c && !isUnknown(c)) {
        unchecked((nextActive[i + 1] = 1));
        any = true;
      }
    }
    if (!any) return false;
    closeStars(p, m, nextActive);
    const swap = active;
    active = nextActive;
    nextActive = swap;
  }
  return unchecked(active[m]) != 0 || (optionalTail && unchecked(active[head]) != 0);
}

/** Some text the CommandText stands for matches the glob: unknown parts are any run of bytes. */
function matchAny(p: usize, m: i32, optionalTail: bool, t: usize, n: i32, anywhere: bool): bool {
  ensure(m);
  for (let i = 0; i <= m; i++) unchecked((active[i] = 0));
  unchecked((active[0] = 1));
  closeStars(p, m, active);
  for (let k = 0; k < n; k++) {
    const c = load<u8>(t + <usize>k);
    for (let i = 0; i <= m; i++) unchecked((nextActive[i] = 0));
    if (isUnknown(c)) {
      // Unknown text can spell any run of the pattern: every position from the first active one.
      let from = 0;
      while (from <= m && unchecked(active[from]) == 0) from++;
      for (let i = from; i <= m; i++) unchecked((nextActive[i] = 1));
    } else {
      for (let i = 0; i < m; i++) {
        if (unchecked(active[i]) == 0) continue;
        const pc = load<u8>(p + <usize>i);
        if (pc == 0x2a) unchecked((nextActive[i] = 1));
        else if (pc == c) unchecked((nextActive[i + 1] = 1));
      }
    }
    if (anywhere && (c == 0x20 || isUnknown(c))) unchecked((nextActive[0] = 1));
    closeStars(p, m, nextActive);
    const swap = active;
    active = nextActive;
    nextActive = swap;
  }
  return unchecked(active[m]) != 0 || (optionalTail && unchecked(active[m - 2]) != 0);
}

/** Collapses whitespace runs to one space and trims. */
function normalize(s: string): string {
  let out = "";
  let space = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c == 0x20 || c == 0x09 || c == 0x0a || c == 0x0d) {
      space = out.length > 0;
      continue;
    }
    if (space) out += " ";
    space = false;
    out += String.fromCharCode(c);
  }
  return out;
}

