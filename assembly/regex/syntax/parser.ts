// Parses Rust `regex` crate syntax into a Node tree, applying flags as it goes.
// Errors never trap: the first problem found is recorded with its position (a UTF-16 index
// into the pattern) and parsing stops, returning null.

import { CharClass, MAX_CP } from "./charclass";
import {
  Node,
  N_CLASS,
  N_CONCAT,
  N_ALT,
  N_LOOK,
  N_EMPTY,
  LOOK_START_TEXT,
  LOOK_END_TEXT,
  LOOK_START_LINE,
  LOOK_END_LINE,
  LOOK_START_LINE_CRLF,
  LOOK_END_LINE_CRLF,
  LOOK_WORD_ASCII,
  LOOK_NOT_WORD_ASCII,
  LOOK_WORD_UNICODE,
  LOOK_NOT_WORD_UNICODE,
  LOOK_WORD_START_ASCII,
  LOOK_WORD_END_ASCII,
  LOOK_WORD_START_UNICODE,
  LOOK_WORD_END_UNICODE,
  LOOK_WORD_START_HALF_ASCII,
  LOOK_WORD_END_HALF_ASCII,
  LOOK_WORD_START_HALF_UNICODE,
  LOOK_WORD_END_HALF_UNICODE,
} from "./ast";
import { RegexError, LINEAR_NOTE } from "./error";
import { lookupTable, looseName, tableInversionList } from "./unicode";

const NEST_LIMIT = 128; // groups and brackets, while parsing (the parser recurses on them)
// Depth of the parsed tree (groups, repetitions, alternations, concatenations). The compiler and
// the literal extractor recurse on it and AssemblyScript's shadow stack is small, so this is
// tighter than the crate's 250; real patterns stay far below it.
const TREE_LIMIT = 128;
// Counted repetitions: at most 2500, the largest the crate's own test suite compiles (`^.{1,2500}`);
// `a{1,60000}b` alone is 120,000 NFA states, all live at once on a line of `a`s. The state limit of
// nfa/compiler.ts bounds what nesting multiplies.
export const REPEAT_LIMIT = 2500;

export const FLAG_I: i32 = 1;
export const FLAG_M: i32 = 2;
export const FLAG_S: i32 = 4;
export const FLAG_X: i32 = 8;
export const FLAG_U: i32 = 16; // swap greed
export const FLAG_UNICODE: i32 = 32;
export const FLAG_R: i32 = 64; // CRLF mode

export class ParseResult {
  node: Node | null = null;
  error: RegexError | null = null;
  groupCount: i32 = 0;
  names: Array<string | null> = new Array<string | null>();
}

// A parsed class item: a set, or a single code point that may start a range.
class ClassItem {
  cls: CharClass;
  single: i32; // the code point when the item is a single character, else -1
  constructor(cls: CharClass, single: i32) {
    this.cls = cls;
    this.single = single;
  }
}

export function parse(pattern: string, initialFlags: i32 = FLAG_UNICODE): ParseResult {
  const p = new Parser(pattern, initialFlags);
  const res = new ParseResult();
  res.names.push(null);
  p.names = res.names;
  const node = p.parseAll();
  if (p.error != null) {
    res.error = p.error;
    return res;
  }
  res.node = node;
  res.groupCount = p.groupCount;
  return res;
}

class Parser {
  cps: Array<i32> = new Array<i32>(); // code points of the pattern
  offs: Array<i32> = new Array<i32>(); // UTF-16 offset of each code point
  end: i32; // UTF-16 length (position of end-of-pattern errors)
  pos: i32 = 0;
  flags: i32;
  error: RegexError | null = null;
  groupCount: i32 = 0;
  names: Array<string | null> = new Array<string | null>();
  depth: i32 = 0;

  constructor(pattern: string, flags: i32) {
    this.flags = flags;
    let i = 0;
    while (i < pattern.length) {
      const c = pattern.codePointAt(i);
      this.cps.push(c);
      this.offs.push(i);
      i += c > 0xffff ? 2 : 1;
    }
    this.end = pattern.length;
  }

  // ---- helpers

  @inline atEnd(): bool {
    return this.pos >= this.cps.length;
  }

  @inline peek(): i32 {
    return this.pos < this.cps.length ? unchecked(this.cps[this.pos]) : -1;
  }

  @inline peekAt(k: i32): i32 {
    const i = this.pos + k;
    return i < this.cps.length ? unchecked(this.cps[i]) : -1;
  }

  offsetOf(i: i32): i32 {
    return i < this.offs.length ? this.offs[i] : this.end;
  }

  fail(at: i32, what: string): Node | null {
    if (this.error == null) this.error = new RegexError(this.offsetOf(at), what + " at " + this.offsetOf(at).toString());
    return null;
  }

  failNote(at: i32, what: string): Node | null {
    if (this.error == null) this.error = new RegexError(this.offsetOf(at), what + " at " + this.offsetOf(at).toString() + LINEAR_NOTE);
    return null;
  }

  @inline has(f: i32): bool {
    return (this.flags & f) != 0;
  }

  /** In (?x) mode, skips whitespace and # comments. */
  skipSpace(): void {
    if (!this.has(FLAG_X)) return;
    while (!this.atEnd()) {
      const c = this.peek();
      if (isWhitespace(c)) {
        this.pos++;
      } else if (c == 0x23) {
        while (!this.atEnd() && this.peek() != 0x0a) this.pos++;
      } else break;
    }
  }

  // ---- structure

  parseAll(): Node | null {
    const n = this.parseAlternation();
    if (n == null) return null;
    if (!this.atEnd()) {
      // Only an unmatched ')' stops the top level early.
      return this.fail(this.pos, "unopened group");
    }
    return n;
  }

  parseAlternation(): Node | null {
    if (++this.depth > NEST_LIMIT) return this.fail(this.pos, "nesting too deep (limit " + NEST_LIMIT.toString() + ")");
    const branches = new Array<Node>();
    while (true) {
      const b = this.parseConcat();
      if (b == null) return null;
      branches.push(b);
      if (this.peek() == 0x7c) {
        this.pos++;
        continue;
      }
      break;
    }
    this.depth--;
    if (branches.length == 1) return branches[0];
    const n = new Node(N_ALT);
    n.subs = branches;
    n.computeNest();
    if (n.nest > TREE_LIMIT) return this.fail(this.pos, "nesting too deep (limit " + TREE_LIMIT.toString() + ")");
    return n;
  }

  parseConcat(): Node | null {
    const items = new Array<Node>();
    while (true) {
      this.skipSpace();
      if (this.atEnd()) break;
      const c = this.peek();
      if (c == 0x7c || c == 0x29) break; // | )
      const start = this.pos;
      if (c == 0x2a || c == 0x2b || c == 0x3f || c == 0x7b) {
        // * + ? {
        if (items.length == 0) return this.fail(start, "repetition operator missing expression");
        const last = items.pop();
        const r = this.parseRepetition(last);
        if (r == null) return null;
        items.push(r);
        continue;
      }
      if (c == 0x28) {
        // A group, or a flag setting that changes this.flags for the rest of this group.
        const g = this.parseGroup();
        if (this.error != null) return null;
        if (g != null) items.push(g);
        continue;
      }
      const atom = this.parseAtom();
      if (atom == null) return null;
      items.push(atom);
    }
    if (items.length == 0) return Node.empty();
    if (items.length == 1) return items[0];
    const n = new Node(N_CONCAT);
    n.subs = items;
    n.computeNest();
    if (n.nest > TREE_LIMIT) return this.fail(this.pos, "nesting too deep (limit " + TREE_LIMIT.toString() + ")");
    return n;
  }

  parseRepetition(sub: Node): Node | null {
    const start = this.pos;
    const c = this.peek();
    let min = 0;
    let max = -1;
    this.pos++;
    if (c == 0x2b) min = 1;
    else if (c == 0x3f) max = 1;
    else if (c == 0x7b) {
      this.skipSpace();
      let m = this.parseDecimal();
      if (m == -2) return null;
      this.skipSpace();
      if (m == -1) {
        // Rust accepts `{,n}` as `{0,n}`.
        if (this.peek() != 0x2c) return this.atEnd() ? this.fail(start, "unclosed counted repetition") : this.fail(this.pos, "invalid counted repetition: expected a decimal");
        m = 0;
      }
      min = m;
      max = m;
      if (this.peek() == 0x2c) {
        this.pos++;
        this.skipSpace();
        const n = this.parseDecimal();
        if (n == -2) return null;
        this.skipSpace();
        max = n; // -1: unbounded
      }
      if (this.atEnd()) return this.fail(start, "unclosed counted repetition");
      if (this.peek() != 0x7d) return this.fail(this.pos, "invalid counted repetition: expected '}'");
      this.pos++;
      if (max != -1 && min > max) return this.fail(start, "invalid counted repetition: min " + min.toString() + " > max " + max.toString());
    }
    let greedy = true;
    if (this.peek() == 0x3f) {
      this.pos++;
      greedy = false;
    }
    if (this.has(FLAG_U)) greedy = !greedy;
    const rep = Node.repeat(sub, min, max, greedy);
    rep.pos = this.offsetOf(start);
    if (rep.nest > TREE_LIMIT) return this.fail(start, "nesting too deep (limit " + TREE_LIMIT.toString() + ")");
    return rep;
  }

  /** A decimal in a counted repetition: -1 when absent, -2 after an error. */
  parseDecimal(): i32 {
    const start = this.pos;
    let v: i64 = 0;
    while (!this.atEnd() && this.peek() >= 0x30 && this.peek() <= 0x39) {
      v = v * 10 + <i64>(this.peek() - 0x30);
      if (v > REPEAT_LIMIT) {
        this.fail(start, "repetition count too large (limit " + REPEAT_LIMIT.toString() + ")");
        return -2;
      }
      this.pos++;
    }
    return this.pos == start ? -1 : <i32>v;
  }

  /** A group, or null (without error) for a bare flag setting like `(?i)`. */
  parseGroup(): Node | null {
    const open = this.pos;
    this.pos++; // (
    let capture = true;
    let name: string | null = null;
    const saved = this.flags;
    if (this.peek() == 0x3f) {
      this.pos++;
      const c = this.peek();
      if (c == 0x3d || c == 0x21) return this.failNote(open, "not supported: look-around");
      if (c == 0x3c && (this.peekAt(1) == 0x3d || this.peekAt(1) == 0x21)) return this.failNote(open, "not supported: look-around");
      if (c == 0x50 && this.peekAt(1) == 0x3d) return this.failNote(open, "not supported: backreferences");
      if (c == 0x50 && this.peekAt(1) == 0x3c) {
        this.pos += 2;
        name = this.parseGroupName(open);
        if (name == null) return null;
      } else if (c == 0x3c) {
        this.pos++;
        name = this.parseGroupName(open);
        if (name == null) return null;
      } else {
        // Flags: (?flags) or (?flags:...)
        const r = this.parseFlags(open);
        if (r < 0) return null;
        if (r == 0) {
          // (?flags) applies to the rest of the enclosing group.
          return null;
        }
        capture = false;
      }
    }
    let index = 0;
    if (capture) {
      index = ++this.groupCount;
      this.names.push(name);
    }
    const body = this.parseAlternation();
    if (body == null) return null;
    if (this.peek() != 0x29) return this.fail(open, "unclosed group");
    this.pos++;
    this.flags = saved;
    if (!capture) return body;
    const g = Node.capture(body, index, name);
    if (g.nest > TREE_LIMIT) return this.fail(open, "nesting too deep (limit " + TREE_LIMIT.toString() + ")");
    return g;
  }

  parseGroupName(open: i32): string | null {
    const start = this.pos;
    let s = "";
    while (!this.atEnd() && this.peek() != 0x3e) {
      const c = this.peek();
      const first = this.pos == start;
      const ok = c == 0x5f || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (!first && ((c >= 0x30 && c <= 0x39) || c == 0x2e || c == 0x5b || c == 0x5d)) || (c > 0x7f && isAlphabetic(c));
      if (!ok) {
        this.fail(this.pos, "invalid capture group character");
        return null;
      }
      s += String.fromCodePoint(c);
      this.pos++;
    }
    if (this.atEnd()) {
      this.fail(open, "unclosed capture group name");
      return null;
    }
    if (s.length == 0) {
      this.fail(this.pos, "empty capture group name");
      return null;
    }
    for (let i = 0; i < this.names.length; i++) {
      const n = this.names[i];
      if (n != null && n == s) {
        this.fail(start, "duplicate capture group name '" + s + "'");
        return null;
      }
    }
    this.pos++; // >
    return s;
  }

  /** After `(?`: reads flags. Returns 0 for `(?flags)`, 1 for `(?flags:`, -1 on error. */
  parseFlags(open: i32): i32 {
    let negate = false;
    let seen = 0;
    let any = false;
    let afterNegation = false;
    const start = this.pos;
    while (true) {
      if (this.atEnd()) {
        this.fail(open, "unclosed group");
        return -1;
      }
      const c = this.peek();
      if (c == 0x29 || c == 0x3a) {
        if (afterNegation) {
          this.fail(this.pos - 1, "dangling flag negation");
          return -1;
        }
        if (!any && c == 0x29) {
          this.fail(start, "empty flag group");
          return -1;
        }
        this.pos++;
        return c == 0x29 ? 0 : 1;
      }
      if (c == 0x2d) {
        if (negate) {
          this.fail(this.pos, "repeated flag negation");
          return -1;
        }
        negate = true;
        afterNegation = true;
        this.pos++;
        continue;
      }
      let f = 0;
      if (c == 0x69) f = FLAG_I;
      else if (c == 0x6d) f = FLAG_M;
      else if (c == 0x73) f = FLAG_S;
      else if (c == 0x78) f = FLAG_X;
      else if (c == 0x55) f = FLAG_U;
      else if (c == 0x75) f = FLAG_UNICODE;
      else if (c == 0x52) f = FLAG_R;
      else {
        this.fail(this.pos, "unrecognized flag '" + String.fromCodePoint(c) + "'");
        return -1;
      }
      if ((seen & f) != 0) {
        this.fail(this.pos, "duplicate flag '" + String.fromCodePoint(c) + "'");
        return -1;
      }
      seen |= f;
      any = true;
      afterNegation = false;
      if (negate) this.flags &= ~f;
      else this.flags |= f;
      this.pos++;
    }
  }

  // ---- atoms

  parseAtom(): Node | null {
    const c = this.peek();
    const at = this.pos;
    if (c == 0x2e) {
      this.pos++;
      const cls = new CharClass();
      if (this.has(FLAG_S)) cls.add(0, MAX_CP);
      else if (this.has(FLAG_R)) {
        cls.add(0, 0x09);
        cls.add(0x0b, 0x0c);
        cls.add(0x0e, MAX_CP);
      } else {
        cls.add(0, 0x09);
        cls.add(0x0b, MAX_CP);
      }
      if (!this.has(FLAG_UNICODE)) return this.fail(at, "pattern can match invalid UTF-8: '.' with Unicode disabled");
      return Node.ofClass(cls);
    }
    if (c == 0x5e) {
      this.pos++;
      return Node.ofLook(this.has(FLAG_M) ? (this.has(FLAG_R) ? LOOK_START_LINE_CRLF : LOOK_START_LINE) : LOOK_START_TEXT);
    }
    if (c == 0x24) {
      this.pos++;
      return Node.ofLook(this.has(FLAG_M) ? (this.has(FLAG_R) ? LOOK_END_LINE_CRLF : LOOK_END_LINE) : LOOK_END_TEXT);
    }
    if (c == 0x5b) {
      const cls = this.parseBracketClass();
      if (cls == null) return null;
      return this.finishClass(cls, at);
    }
    if (c == 0x5c) return this.parseEscape();
    this.pos++;
    return this.literal(c);
  }

  literal(c: i32): Node {
    const cls = CharClass.of(<u32>c, <u32>c);
    if (this.has(FLAG_I)) this.fold(cls);
    return Node.ofClass(cls);
  }

  fold(cls: CharClass): void {
    if (this.has(FLAG_UNICODE)) {
      cls.caseFold();
      return;
    }
    // ASCII-only case folding when Unicode is off.
    const r = cls.ranges.slice(0);
    for (let i = 0; i < r.length; i += 2) {
      const lo = max<u32>(r[i], 0x41);
      const hi = min<u32>(r[i + 1], 0x5a);
      if (lo <= hi) cls.add(lo + 32, hi + 32);
      const lo2 = max<u32>(r[i], 0x61);
      const hi2 = min<u32>(r[i + 1], 0x7a);
      if (lo2 <= hi2) cls.add(lo2 - 32, hi2 - 32);
    }
  }

  /** With Unicode off, a class may not match non-ASCII (it would match invalid UTF-8). */
  finishClass(cls: CharClass, at: i32): Node | null {
    if (!this.has(FLAG_UNICODE) && !cls.isAscii()) return this.fail(at, "pattern can match invalid UTF-8: class with Unicode disabled");
    return Node.ofClass(cls);
  }

  parseEscape(): Node | null {
    const at = this.pos;
    this.pos++; // backslash
    if (this.atEnd()) return this.fail(at, "incomplete escape sequence");
    const c = this.peek();
    // Zero-width assertions.
    if (c == 0x41) {
      this.pos++;
      return Node.ofLook(LOOK_START_TEXT);
    }
    if (c == 0x7a) {
      this.pos++;
      return Node.ofLook(LOOK_END_TEXT);
    }
    const uni = this.has(FLAG_UNICODE);
    if (c == 0x62) {
      this.pos++;
      if (this.peek() == 0x7b) {
        // \b{start} \b{end} \b{start-half} \b{end-half}
        const save = this.pos;
        this.pos++;
        let word = "";
        while (!this.atEnd() && this.peek() != 0x7d) {
          word += String.fromCodePoint(this.peek());
          this.pos++;
        }
        if (this.atEnd()) return this.fail(save, "unclosed word boundary");
        this.pos++;
        if (word == "start") return Node.ofLook(uni ? LOOK_WORD_START_UNICODE : LOOK_WORD_START_ASCII);
        if (word == "end") return Node.ofLook(uni ? LOOK_WORD_END_UNICODE : LOOK_WORD_END_ASCII);
        if (word == "start-half") return Node.ofLook(uni ? LOOK_WORD_START_HALF_UNICODE : LOOK_WORD_START_HALF_ASCII);
        if (word == "end-half") return Node.ofLook(uni ? LOOK_WORD_END_HALF_UNICODE : LOOK_WORD_END_HALF_ASCII);
        return this.fail(save, "unrecognized word boundary '" + word + "'");
      }
      return Node.ofLook(uni ? LOOK_WORD_UNICODE : LOOK_WORD_ASCII);
    }
    if (c == 0x42) {
      this.pos++;
      return Node.ofLook(uni ? LOOK_NOT_WORD_UNICODE : LOOK_NOT_WORD_ASCII);
    }
    if (c == 0x3c) {
      this.pos++;
      return Node.ofLook(uni ? LOOK_WORD_START_UNICODE : LOOK_WORD_START_ASCII);
    }
    if (c == 0x3e) {
      this.pos++;
      return Node.ofLook(uni ? LOOK_WORD_END_UNICODE : LOOK_WORD_END_ASCII);
    }
    if (c >= 0x31 && c <= 0x39) return this.failNote(at, "not supported: backreferences");
    if (c == 0x5a) return this.fail(at, "unrecognized escape sequence '\\Z' (use \\z)");
    const cls = this.parseClassEscape(at, false);
    if (cls == null) return null;
    if (cls.single >= 0) return this.literal(cls.single);
    return this.finishClass(cls.cls, at);
  }

  /** An escape that stands for a set or a single character (after the backslash). */
  parseClassEscape(at: i32, inClass: bool): ClassItem | null {
    const c = this.peek();
    this.pos++;
    switch (c) {
      case 0x61:
        return single(0x07);
      case 0x66:
        return single(0x0c);
      case 0x74:
        return single(0x09);
      case 0x6e:
        return single(0x0a);
      case 0x72:
        return single(0x0d);
      case 0x76:
        return single(0x0b);
      case 0x65:
        return single(0x1b);
      case 0x78:
      case 0x75:
      case 0x55: {
        const v = this.parseHex(at, c);
        if (v < 0) return null;
        if (!this.has(FLAG_UNICODE) && v > 0x7f) {
          this.fail(at, "pattern can match invalid UTF-8: byte escape with Unicode disabled");
          return null;
        }
        return single(v);
      }
      case 0x64:
      case 0x44:
      case 0x73:
      case 0x53:
      case 0x77:
      case 0x57: {
        const cls = this.perlClass(c | 0x20);
        if (c < 0x61) {
          // Upper case: negated. Rust folds before negating; the Perl classes are fold-closed.
          cls.negate();
        }
        return new ClassItem(cls, -1);
      }
      case 0x70:
      case 0x50: {
        const cls = this.parseUnicodeClass(at, c == 0x50);
        if (cls == null) return null;
        return new ClassItem(cls, -1);
      }
    }
    if (c == 0x30) {
      this.fail(at, "not supported: octal escapes");
      return null;
    }
    if (c >= 0x31 && c <= 0x39) {
      this.failNote(at, "not supported: backreferences");
      return null;
    }
    if (c >= 0 && c < 0x80 && !isAsciiAlnum(c) && c != 0x3c && c != 0x3e) return single(c);
    if (inClass && (c == 0x3c || c == 0x3e)) return single(c);
    this.pos--;
    this.fail(at, c < 0 ? "incomplete escape sequence" : "unrecognized escape sequence '\\" + String.fromCodePoint(c) + "'");
    return null;
  }

  parseHex(at: i32, kind: i32): i32 {
    const digits = kind == 0x78 ? 2 : kind == 0x75 ? 4 : 8;
    let v: i64 = 0;
    if (this.peek() == 0x7b) {
      this.pos++;
      let n = 0;
      while (!this.atEnd() && this.peek() != 0x7d) {
        const d = hexValue(this.peek());
        if (d < 0) {
          this.fail(this.pos, "invalid hexadecimal digit");
          return -1;
        }
        v = v * 16 + d;
        if (v > 0x10ffff) {
          this.fail(at, "invalid Unicode scalar value in escape");
          return -1;
        }
        n++;
        this.pos++;
      }
      if (this.atEnd()) {
        this.fail(at, "unclosed hexadecimal escape");
        return -1;
      }
      this.pos++;
      if (n == 0) {
        this.fail(at, "empty hexadecimal escape");
        return -1;
      }
    } else {
      for (let i = 0; i < digits; i++) {
        const d = this.atEnd() ? -1 : hexValue(this.peek());
        if (d < 0) {
          this.fail(this.atEnd() ? at : this.pos, "invalid hexadecimal escape: expected " + digits.toString() + " hex digits");
          return -1;
        }
        v = v * 16 + d;
        this.pos++;
      }
    }
    if (v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) {
      this.fail(at, "invalid Unicode scalar value in escape");
      return -1;
    }
    return <i32>v;
  }

  perlClass(c: i32): CharClass {
    const uni = this.has(FLAG_UNICODE);
    const cls = new CharClass();
    if (c == 0x64) {
      if (uni) return CharClass.fromInversionList(tableInversionList(lookupTable("gc", "nd")));
      cls.add(0x30, 0x39);
    } else if (c == 0x73) {
      if (uni) return CharClass.fromInversionList(tableInversionList(lookupTable("bin", "whitespace")));
      cls.add(0x09, 0x0d);
      cls.add(0x20, 0x20);
    } else {
      if (uni) return CharClass.fromInversionList(tableInversionList(lookupTable("perl", "word")));
      cls.add(0x30, 0x39);
      cls.add(0x41, 0x5a);
      cls.add(0x5f, 0x5f);
      cls.add(0x61, 0x7a);
    }
    return cls;
  }

  /** \pL, \p{Name}, \p{name=value}, \p{^Name}; after the p or P. */
  parseUnicodeClass(at: i32, negated: bool): CharClass | null {
    let text = "";
    if (this.peek() == 0x7b) {
      this.pos++;
      while (!this.atEnd() && this.peek() != 0x7d) {
        text += String.fromCodePoint(this.peek());
        this.pos++;
      }
      if (this.atEnd()) {
        this.fail(at, "unclosed Unicode class");
        return null;
      }
      this.pos++;
    } else {
      if (this.atEnd()) {
        this.fail(at, "incomplete Unicode class");
        return null;
      }
      text = String.fromCodePoint(this.peek());
      this.pos++;
    }
    if (text.startsWith("^")) {
      negated = !negated;
      text = text.substring(1);
    }
    if (!this.has(FLAG_UNICODE)) {
      this.fail(at, "Unicode classes need Unicode mode");
      return null;
    }
    const cls = unicodeClass(text);
    if (cls == null) {
      this.fail(at, "unrecognized Unicode class '" + text + "'");
      return null;
    }
    if (this.has(FLAG_I)) this.fold(cls);
    if (negated) cls.negate();
    return cls;
  }

  // ---- bracket classes

  /** `[...]` with nesting and && -- ~~; the result is folded (under i) and negated. */
  parseBracketClass(): CharClass | null {
    const open = this.pos;
    if (++this.depth > NEST_LIMIT) {
      this.fail(open, "nesting too deep (limit " + NEST_LIMIT.toString() + ")");
      return null;
    }
    this.pos++; // [
    this.skipSpace();
    let negated = false;
    if (this.peek() == 0x5e) {
      negated = true;
      this.pos++;
    }
    let acc = this.parseClassUnion(open, true);
    if (acc == null) return null;
    while (true) {
      this.skipSpace();
      if (this.atEnd()) {
        this.fail(open, "unclosed character class");
        return null;
      }
      const c = this.peek();
      if (c == 0x5d) {
        this.pos++;
        break;
      }
      const op = this.setOp();
      if (op == 0) {
        this.fail(open, "unclosed character class");
        return null;
      }
      this.pos += 2;
      const rhs = this.parseClassUnion(open, false);
      if (rhs == null) return null;
      if (op == 1) acc.intersect(rhs);
      else if (op == 2) acc.difference(rhs);
      else acc.symmetricDifference(rhs);
    }
    this.depth--;
    if (this.has(FLAG_I)) this.fold(acc);
    if (negated) acc.negate();
    return acc;
  }

  /** 1 for &&, 2 for --, 3 for ~~, 0 otherwise. */
  setOp(): i32 {
    const c = this.peek();
    if (this.peekAt(1) != c) return 0;
    if (c == 0x26) return 1;
    if (c == 0x2d) return 2;
    if (c == 0x7e) return 3;
    return 0;
  }

  parseClassUnion(open: i32, first: bool): CharClass | null {
    const acc = new CharClass();
    let firstItem = first;
    while (true) {
      this.skipSpace();
      if (this.atEnd()) {
        this.fail(open, "unclosed character class");
        return null;
      }
      const c = this.peek();
      if (c == 0x5d && !firstItem) break;
      if (!firstItem && this.setOp() != 0) break;
      const itemAt = this.pos;
      const item = this.parseClassItem(open, firstItem);
      if (item == null) return null;
      firstItem = false;
      // A range a-b: `-` followed by something other than `]`.
      this.skipSpace();
      if (item.single >= 0 && this.peek() == 0x2d && this.peekAt(1) != 0x5d && this.peekAt(1) != 0x2d) {
        this.pos++;
        this.skipSpace();
        if (this.atEnd()) {
          this.fail(open, "unclosed character class");
          return null;
        }
        const hiAt = this.pos;
        const hi = this.parseClassItem(open, false);
        if (hi == null) return null;
        if (hi.single < 0) {
          this.fail(hiAt, "invalid range: end is a class");
          return null;
        }
        if (hi.single < item.single) {
          this.fail(itemAt, "invalid range: start is greater than end");
          return null;
        }
        acc.add(<u32>item.single, <u32>hi.single);
        continue;
      }
      acc.union(item.cls);
    }
    return acc;
  }

  parseClassItem(open: i32, first: bool): ClassItem | null {
    const at = this.pos;
    const c = this.peek();
    if (c == 0x5b) {
      // [:alpha:] or a nested class.
      if (this.peekAt(1) == 0x3a) {
        const ascii = this.tryAsciiClass();
        if (ascii != null) return new ClassItem(ascii, -1);
      }
      const nested = this.parseBracketClass();
      if (nested == null) return null;
      return new ClassItem(nested, -1);
    }
    if (c == 0x5c) {
      this.pos++;
      if (this.atEnd()) {
        this.fail(at, "incomplete escape sequence");
        return null;
      }
      return this.parseClassEscape(at, true);
    }
    this.pos++;
    return single(c);
  }

  tryAsciiClass(): CharClass | null {
    const save = this.pos;
    this.pos += 2; // [:
    let negated = false;
    if (this.peek() == 0x5e) {
      negated = true;
      this.pos++;
    }
    let name = "";
    while (!this.atEnd() && this.peek() >= 0x61 && this.peek() <= 0x7a) {
      name += String.fromCharCode(this.peek());
      this.pos++;
    }
    if (this.peek() != 0x3a || this.peekAt(1) != 0x5d) {
      this.pos = save;
      return null;
    }
    const cls = asciiClass(name);
    if (cls == null) {
      this.fail(save, "unrecognized ASCII class '" + name + "'");
      this.pos = save;
      return null;
    }
    this.pos += 2;
    if (negated) cls.negate();
    return cls;
  }
}

function single(c: i32): ClassItem {
  return new ClassItem(CharClass.of(<u32>c, <u32>c), c);
}

function isWhitespace(c: i32): bool {
  return c == 0x20 || (c >= 0x09 && c <= 0x0d) || c == 0x85 || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f || c == 0x3000;
}

function isAsciiAlnum(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isAlphabetic(c: i32): bool {
  return CharClass.fromInversionList(tableInversionList(lookupTable("bin", "alphabetic"))).contains(<u32>c);
}

function hexValue(c: i32): i32 {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return -1;
}

function asciiClass(name: string): CharClass | null {
  const c = new CharClass();
  if (name == "alnum") {
    c.add(0x30, 0x39);
    c.add(0x41, 0x5a);
    c.add(0x61, 0x7a);
  } else if (name == "alpha") {
    c.add(0x41, 0x5a);
    c.add(0x61, 0x7a);
  } else if (name == "ascii") c.add(0, 0x7f);
  else if (name == "blank") {
    c.add(0x09, 0x09);
    c.add(0x20, 0x20);
  } else if (name == "cntrl") {
    c.add(0, 0x1f);
    c.add(0x7f, 0x7f);
  } else if (name == "digit") c.add(0x30, 0x39);
  else if (name == "graph") c.add(0x21, 0x7e);
  else if (name == "lower") c.add(0x61, 0x7a);
  else if (name == "print") c.add(0x20, 0x7e);
  else if (name == "punct") {
    c.add(0x21, 0x2f);
    c.add(0x3a, 0x40);
    c.add(0x5b, 0x60);
    c.add(0x7b, 0x7e);
  } else if (name == "space") {
    c.add(0x09, 0x0d);
    c.add(0x20, 0x20);
  } else if (name == "upper") c.add(0x41, 0x5a);
  else if (name == "word") {
    c.add(0x30, 0x39);
    c.add(0x41, 0x5a);
    c.add(0x5f, 0x5f);
    c.add(0x61, 0x7a);
  } else if (name == "xdigit") {
    c.add(0x30, 0x39);
    c.add(0x41, 0x46);
    c.add(0x61, 0x66);
  } else return null;
  return c;
}

/** Resolves a Unicode class name (\p{...} contents) to a set, or null when unknown. */
export function unicodeClass(text: string): CharClass | null {
  const eq = text.indexOf("=") >= 0 ? text.indexOf("=") : text.indexOf(":");
  if (eq >= 0) {
    const prop = looseName(text.substring(0, eq));
    const value = looseName(text.substring(eq + 1));
    let kind = "";
    if (prop == "gc" || prop == "generalcategory") kind = "gc";
    else if (prop == "sc" || prop == "script") kind = "sc";
    else if (prop == "scx" || prop == "scriptextensions") kind = "scx";
    else if (prop == "gcb" || prop == "graphemeclusterbreak") kind = "gcb";
    else if (prop == "wb" || prop == "wordbreak") kind = "wb";
    else if (prop == "sb" || prop == "sentencebreak") kind = "sb";
    else return null;
    if (kind == "gc") return generalCategory(value);
    const id = lookupTable(kind, value);
    return id < 0 ? null : CharClass.fromInversionList(tableInversionList(id));
  }
  const name = looseName(text);
  if (name == "any") return CharClass.of(0, MAX_CP);
  if (name == "ascii") return CharClass.of(0, 0x7f);
  if (name == "assigned") {
    const c = generalCategory("cn");
    if (c != null) c.negate();
    return c;
  }
  const gc = generalCategory(name);
  if (gc != null) return gc;
  let id = lookupTable("scx", name);
  if (id < 0) id = lookupTable("bin", name);
  if (id < 0 && name.startsWith("is")) id = lookupTable("bin", name.substring(2));
  if (id < 0) return null;
  return CharClass.fromInversionList(tableInversionList(id));
}

function generalCategory(name: string): CharClass | null {
  const id = lookupTable("gc", name);
  if (id < 0) return null;
  return CharClass.fromInversionList(tableInversionList(id));
}

export { N_CLASS, N_CONCAT, N_ALT, N_LOOK, N_EMPTY };
