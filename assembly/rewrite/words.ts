// Read access to the words of one segment: token indexes into the lexer's list, compared
// as ASCII bytes without decoding.

import { bytesEq } from "../shell/lexer";
import { Flag, TokenList } from "../shell/tokens";
import { decodeUtf8 } from "../text/utf8";

export class Words {
  src: usize = 0;
  t: TokenList = new TokenList();
  /** Token index of each word. */
  idx: Array<i32> = [];

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

  text(k: i32): string {
    return decodeUtf8(this.src + <usize>this.start(k), this.size(k));
  }
}
