// Read access to the words of one segment: token indexes into the lexer's list, compared
// as ASCII bytes without decoding.

import { ByteBuffer } from "../abi/buffers";
import { bytesEq } from "../shell/lexer";
import { Flag, Tok, TokenList } from "../shell/tokens";
import { decodeUtf8 } from "../abi/utf8";

export class Words {
  src: usize = 0;
  t: TokenList = new TokenList();
  /** Token index of each word. */
  idx: Array<i32> = [];

  /**
   * Loads the words of the tokens [first, end) of `t` (bytes at `src`); returns false when
   * they hold no command at all (no word, or an arithmetic command).
   */
  load(src: usize, t: TokenList, first: i32, end: i32): bool {
    this.src = src;
    this.t = t;
    this.idx.length = 0;
    for (let i = first; i < end; i++) {
      const k = t.kind(i);
      if (k == Tok.Word) this.idx.push(i);
      else if (k == Tok.ArithCommand) return false;
    }
    return this.idx.length > 0;
  }

  @inline get length(): i32 {
    return this.idx.length;
  }
  @inline tok(k: i32): i32 {
    return unchecked(this.idx[k]);
  }
  @inline start(k: i32): i32 {
    return this.t.start(this.tok(k));
  }
  @inline end(k: i32): i32 {
    return this.t.end(this.tok(k));
  }
  @inline flags(k: i32): i32 {
    return this.t.flags(this.tok(k));
  }
  @inline byte(k: i32, off: i32): u8 {
    return load<u8>(this.src + <usize>(this.start(k) + off));
  }
  @inline size(k: i32): i32 {
    return this.end(k) - this.start(k);
  }

  is(k: i32, lit: string): bool {
    return bytesEq(this.src, this.start(k), this.end(k), lit);
  }

  startsWith(k: i32, lit: string): bool {
    const s = this.start(k);
    if (this.end(k) - s < lit.length) return false;
    return bytesEq(this.src, s, s + lit.length, lit);
  }

  /** An option word: starts with `-` and is more than `-` alone. */
  isOption(k: i32): bool {
    return this.size(k) > 1 && this.byte(k, 0) == 0x2d;
  }

  /** True when every byte is an ASCII digit (and there is at least one). */
  isNumber(k: i32, from: i32 = 0): bool {
    const n = this.size(k);
    if (n <= from) return false;
    for (let i = from; i < n; i++) {
      const c = this.byte(k, i);
      if (c < 0x30 || c > 0x39) return false;
    }
    return true;
  }

  /** A word whose text is exactly what the shell passes: no quotes, escapes or expansions. */
  isPlain(k: i32): bool {
    return (this.flags(k) & (Flag.QUOTED | Flag.ESCAPED | Flag.PARAM | Flag.CMD_SUBST | Flag.BACKTICK | Flag.ARITH | Flag.PROC_SUBST | Flag.CONTINUATION)) == 0;
  }

  /** Holds unquoted glob or brace characters, so it may expand to several words. */
  mayExpand(k: i32): bool {
    if ((this.flags(k) & (Flag.PARAM | Flag.CMD_SUBST | Flag.BACKTICK | Flag.PROC_SUBST)) != 0) return true;
    if ((this.flags(k) & Flag.QUOTED) != 0) return false;
    const n = this.size(k);
    for (let i = 0; i < n; i++) {
      const c = this.byte(k, i);
      if (c == 0x2a || c == 0x3f || c == 0x5b || c == 0x7b) return true;
    }
    return false;
  }

  /** Offset of the last `/` in the word, or -1. */
  lastSlash(k: i32): i32 {
    for (let i = this.size(k) - 1; i >= 0; i--) if (this.byte(k, i) == 0x2f) return i;
    return -1;
  }

  /** Start offset of the command name inside word `k`: after the last `/` of an absolute path. */
  nameOffset(k: i32): i32 {
    if (this.byte(k, 0) != 0x2f) return 0;
    return this.lastSlash(k) + 1;
  }

  /** Appends the bytes [start, end) to `buf` with every whitespace run collapsed to one space. */
  pushNormalized(buf: ByteBuffer, start: i32, end: i32): void {
    let space = buf.length > 0 && buf.byteAt(buf.length - 1) != 0x20;
    for (let i = start; i < end; i++) {
      const c = load<u8>(this.src + <usize>i);
      if (c == 0x20 || c == 0x09 || c == 0x0a || c == 0x0d) {
        space = buf.length > 0;
        continue;
      }
      if (c == 0x5c && i + 1 < end && load<u8>(this.src + <usize>(i + 1)) == 0x0a) {
        i++; // line continuation
        space = buf.length > 0;
        continue;
      }
      if (space) buf.pushByte(0x20);
      space = false;
      buf.pushByte(c);
    }
  }

  text(k: i32): string {
    return decodeUtf8(this.src + <usize>this.start(k), this.size(k));
  }
}
