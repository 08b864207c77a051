// The parsed form of a pattern. Flags (case folding, dot, anchors, Unicode) are already applied:
// a literal under (?i) is a folded class, `^` under (?m) is a line anchor, and so on, so the
// compiler and the literal extractor never look at flags.

import { CharClass } from "./charclass";

export const N_EMPTY = 0;
export const N_CLASS = 1; // one code point from `cls` (a literal is a one-member class)
export const N_LOOK = 2; // zero-width assertion `look`
export const N_REPEAT = 3; // sub{min,max}; max -1 = unbounded
export const N_CAPTURE = 4; // group `index` (name may be null)
export const N_CONCAT = 5;
export const N_ALT = 6;

// Look-around assertions (zero width). Kept in one place: the engines evaluate them.
export const LOOK_START_TEXT = 0; // \A, ^
export const LOOK_END_TEXT = 1; // \z, $
export const LOOK_START_LINE = 2; // (?m)^
export const LOOK_END_LINE = 3; // (?m)$
export const LOOK_START_LINE_CRLF = 4; // (?mR)^
export const LOOK_END_LINE_CRLF = 5; // (?mR)$
export const LOOK_WORD_ASCII = 6;
export const LOOK_NOT_WORD_ASCII = 7;
export const LOOK_WORD_UNICODE = 8;
export const LOOK_NOT_WORD_UNICODE = 9;
export const LOOK_WORD_START_ASCII = 10;
export const LOOK_WORD_END_ASCII = 11;
export const LOOK_WORD_START_UNICODE = 12;
export const LOOK_WORD_END_UNICODE = 13;
export const LOOK_WORD_START_HALF_ASCII = 14;
export const LOOK_WORD_END_HALF_ASCII = 15;
export const LOOK_WORD_START_HALF_UNICODE = 16;
export const LOOK_WORD_END_HALF_UNICODE = 17;

export function lookIsUnicodeWord(k: i32): bool {
  return k == LOOK_WORD_UNICODE || k == LOOK_NOT_WORD_UNICODE || k == LOOK_WORD_START_UNICODE || k == LOOK_WORD_END_UNICODE || k == LOOK_WORD_START_HALF_UNICODE || k == LOOK_WORD_END_HALF_UNICODE;
}

export class Node {
  kind: i32;
  cls: CharClass | null = null;
  look: i32 = 0;
  min: i32 = 0;
  max: i32 = 0;
  greedy: bool = true;
  index: i32 = 0;
  name: string | null = null;
  pos: i32 = 0; // UTF-16 offset in the pattern (repetitions: of the operator), for errors
  nest: i32 = 0; // nesting depth below this node (the engines recurse on it)
  subs: Array<Node> = new Array<Node>();

  constructor(kind: i32) {
    this.kind = kind;
  }

  static empty(): Node {
    return new Node(N_EMPTY);
  }

  static ofClass(c: CharClass): Node {
    const n = new Node(N_CLASS);
    n.cls = c;
    return n;
  }

  static ofLook(k: i32): Node {
    const n = new Node(N_LOOK);
    n.look = k;
    return n;
  }

  static repeat(sub: Node, min: i32, max: i32, greedy: bool): Node {
    const n = new Node(N_REPEAT);
    n.subs.push(sub);
    n.nest = sub.nest + 1;
    n.min = min;
    n.max = max;
    n.greedy = greedy;
    return n;
  }

  static capture(sub: Node, index: i32, name: string | null): Node {
    const n = new Node(N_CAPTURE);
    n.subs.push(sub);
    n.nest = sub.nest + 1;
    n.index = index;
    n.name = name;
    return n;
  }

  /** Sets `nest` from the children of a concatenation or alternation. */
  computeNest(): void {
    let m = 0;
    for (let i = 0; i < this.subs.length; i++) if (this.subs[i].nest > m) m = this.subs[i].nest;
    this.nest = m + 1;
  }

  /** The single code point this node matches, or -1. */
  singleCodePoint(): i32 {
    if (this.kind != N_CLASS) return -1;
    const r = (<CharClass>this.cls).ranges;
    return r.length == 2 && r[0] == r[1] ? <i32>r[0] : -1;
  }
}
