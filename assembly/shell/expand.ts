// What bash makes of one word, without running anything: its value after quote removal and
// escape resolution, with UNKNOWN bytes where the value is only known when it runs, and a
// verdict on every expansion in it. The permission gate matches rules on these values.
//
// Unknown (the value holds UNKNOWN there, and the word may split into several or vanish):
// parameters, unquoted glob characters, a leading `~`, brace lists `{a,b}` `{1..3}`, and the
// output of substitutions. The commands inside `$(..)`, backticks and `<(..)`/`>(..)` are
// reported as spans so the caller can check them too.
//
// The expansions known inert (they read variables and never run code) are a whitelist:
//   $name  ${name}  $1 ${12}  $@ $* $# $? $$ $! $- $0  ${#name}
//   ${name:-word} ${name-word} ${name:+word} ${name+word}
//   ${name#pat} ${name##pat} ${name%pat} ${name%%pat}
// where word and pat are themselves made only of literal text, quotes and inert expansions
// (their command substitutions are reported like any other). Everything else is UNSAFE:
// arithmetic (`$((..))`, `$[..]`, `${x:off:len}`, array subscripts `${a[i]}` — an index like
// `a[$(cmd)]` held in a variable runs cmd), `${x@P}` (prompt expansion runs `$(..)` held in x),
// indirection `${!x}`, assigning forms `${x:=w}` `${x=w}`, `${x:?w}`, substitutions and case
// changes `${x/p/r}` `${x^}`, every other `@` operator, `$'..'` and `$".."` (the reference never
// allows them), an unclosed quote, and unquoted parentheses in a word (extglob, arrays).
//
// Linear in the word; allocates only when the caller's buffers grow.

import { ByteBuffer } from "../abi/buffers";
import { NL, DQ, HASH, DOLLAR, PCT, SQ, LP, RP, STAR, PLUS, COMMA, MINUS, DOT, SLASH, COLON, LT, EQ, GT, QMARK, AT, LSB, BS, RSB, BQ, LB, RB, TILDE, isDigit, isNameChar, isNameStart } from "./chars";
import { Lexer } from "./lexer";

export namespace Expansion {
  /** Part of the value is only known at run time. */
  export const UNKNOWN: i32 = 1 << 0;
  /** Holds a command or process substitution (its commands are in `commands`). */
  export const COMMANDS: i32 = 1 << 1;
  /** Holds an expansion outside the inert whitelist, or an unclosed quote. */
  export const UNSAFE: i32 = 1 << 2;
}

/** Stands for unknown text in a value (a NUL byte in the word itself is unknown too: bash cannot pass it). */
export const UNKNOWN_BYTE: u8 = 0;

/** How the text of a reported command span must be read. */
export const enum SpanKind {
  /** `$(..)`, `<(..)`, `>(..)`: the bytes as they are. */
  Plain = 0,
  /** Backticks: `\$`, `` \` `` and `\\` lose their backslash first. */
  Backtick = 1,
  /** Backticks inside double quotes: `\"` loses its backslash too. */
  BacktickQuoted = 2,
}


/** `$@ $* $# $? $$ $! $- $0`. */
@inline function isSpecialParam(c: u8): bool {
  return c == AT || c == STAR || c == HASH || c == QMARK || c == DOLLAR || c == 0x21 || c == MINUS || c == 0x30;
}

export class Expander {
  /** The value of the last word: literal bytes, UNKNOWN_BYTE where unknown. */
  readonly value: ByteBuffer = new ByteBuffer(256);
  /** Command spans found so far, [start, end) offsets into the source, and their kinds. */
  commandStart: Array<i32> = [];
  commandEnd: Array<i32> = [];
  commandKind: Array<SpanKind> = [];
  private src: usize = 0;
  private end: i32 = 0;
  private flags: i32 = 0;
  private readonly skipper: Lexer = new Lexer();
  private readonly nested: Array<i32> = [];

  /** Forgets the command spans found so far. */
  clearCommands(): void {
    this.commandStart.length = 0;
    this.commandEnd.length = 0;
    this.commandKind.length = 0;
  }

  /** Expands the word [start, end) of `src` into `value`; returns its Expansion flags. */
  word(src: usize, start: i32, end: i32): i32 {
    this.src = src;
    this.end = end;
    this.flags = 0;
    this.value.clear();
    if (this.subscriptAssignment(start, end)) this.flags |= Expansion.UNSAFE;
    let i = start;
    let tildeOk = true;
    while (i < end) {
      const c = this.at(i);
      if (c == TILDE && tildeOk) {
        i = this.tilde(i + 1);
        continue;
      }
      // `~` also expands after `=` and `:` in assignment-like words: over-approximated for every word.
      tildeOk = c == EQ || c == COLON;
      if (c == BS) {
        if (i + 1 >= end) this.literal(BS);
        else if (this.at(i + 1) != NL) this.literal(this.at(i + 1));
        i += 2;
        continue;
      }
      if (c == SQ) {
        i = this.singleQuoted(i + 1, true);
        continue;
      }
      if (c == DQ) {
        i = this.doubleQuoted(i + 1, true);
        continue;
      }
      if (c == BQ) {
        i = this.backtick(i, SpanKind.Backtick);
        continue;
      }
      if (c == DOLLAR) {
        i = this.dollar(i, false);
        continue;
      }
      if ((c == LT || c == GT) && i == start && i + 1 < end && this.at(i + 1) == LP) {
        i = this.substitution(i);
        continue;
      }
      if (c == STAR || c == QMARK) {
        this.unknown();
        i++;
        continue;
      }
      if (c == LP || c == RP) this.flags |= Expansion.UNSAFE; // extglob, array assignment
      this.literal(c);
      i++;
    }
    // Globs with brackets and brace lists expand to words we cannot spell: the whole word is unknown.
    if (this.listOrBracket(start, end)) {
      this.value.clear();
      this.unknown();
    }
    return this.flags;
  }

  /** Checks the body [start, end) of a heredoc whose delimiter is unquoted (its expansions run). */
  heredoc(src: usize, start: i32, end: i32): i32 {
    this.src = src;
    this.end = end;
    this.flags = 0;
    this.value.clear();
    let i = start;
    while (i < end) {
      const c = this.at(i);
      if (c == BS) i += 2;
      else if (c == BQ) i = this.backtick(i, SpanKind.Backtick);
      else if (c == DOLLAR) i = this.dollar(i, true);
      else i++;
    }
    this.value.clear();
    return this.flags;
  }

  /** Checks an arithmetic command `((..))` [start, end): never inert; the commands inside it are reported. */
  arithmetic(src: usize, start: i32, end: i32): i32 {
    this.src = src;
    this.end = end;
    this.flags = 0;
    this.value.clear();
    this.unsafe(start + 2, this.bodyEnd(start, end, 2, 2));
    this.value.clear();
    return this.flags;
  }

  @inline private at(i: i32): u8 {
    return load<u8>(this.src + <usize>i);
  }

  @inline private peek(i: i32): u8 {
    return i < this.end ? load<u8>(this.src + <usize>i) : 0;
  }

  private literal(c: u8): void {
    if (c == UNKNOWN_BYTE) this.unknown();
    else this.value.pushByte(c);
  }

  private unknown(): void {
    this.flags |= Expansion.UNKNOWN;
    const n = this.value.length;
    if (n == 0 || this.value.byteAt(n - 1) != UNKNOWN_BYTE) this.value.pushByte(UNKNOWN_BYTE);
  }

  /** After `~`: the tilde prefix (a user name, `+`, `-`, digits) is a home or a directory. */
  private tilde(i: i32): i32 {
    this.unknown();
    while (i < this.end) {
      const c = this.at(i);
      if (!(isNameChar(c) || c == DOT || c == MINUS || c == PLUS)) break;
      i++;
    }
    return i;
  }

  /** After an opening `'`: literal bytes up to the closing one. */
  private singleQuoted(i: i32, keep: bool): i32 {
    while (i < this.end) {
      const c = this.at(i);
      if (c == SQ) return i + 1;
      if (keep) this.literal(c);
      i++;
    }
    this.flags |= Expansion.UNSAFE;
    return this.end;
  }

  /** After an opening `"`: `\` escapes only `$ \` " \\` and a newline; `$` and backticks expand. */
  private doubleQuoted(i: i32, keep: bool): i32 {
    while (i < this.end) {
      const c = this.at(i);
      if (c == DQ) return i + 1;
      if (c == BS) {
        const n = this.peek(i + 1);
        if (n == DOLLAR || n == BQ || n == DQ || n == BS) {
          if (keep) this.literal(n);
          i += 2;
        } else if (n == NL) i += 2;
        else {
          if (keep) this.literal(BS);
          i++;
        }
        continue;
      }
      if (c == BQ) {
        i = this.backtick(i, SpanKind.BacktickQuoted);
        continue;
      }
      if (c == DOLLAR) {
        const n = this.peek(i + 1);
        if (n != SQ && n != DQ) {
          i = this.dollar(i, true);
          continue;
        }
      }
      if (keep) this.literal(c);
      i++;
    }
    this.flags |= Expansion.UNSAFE;
    return this.end;
  }

  /** At an opening backtick: a command substitution up to the closing one. */
  private backtick(i: i32, kind: SpanKind): i32 {
    const e = this.skipper.expansionEnd(this.src, i, this.end);
    const closed = e > i + 1 && this.at(e - 1) == BQ;
    if (!closed) this.flags |= Expansion.UNSAFE;
    this.command(i + 1, closed ? e - 1 : e, kind);
    this.unknown();
    return e;
  }

  /** At `<(` or `>(`: a process substitution. */
  private substitution(i: i32): i32 {
    const e = this.skipper.expansionEnd(this.src, i, this.end);
    const closed = e > i + 2 && this.at(e - 1) == RP;
    if (!closed) this.flags |= Expansion.UNSAFE;
    this.command(i + 2, closed ? e - 1 : e, SpanKind.Plain);
    this.unknown();
    return e;
  }

  private command(start: i32, end: i32, kind: SpanKind): void {
    this.flags |= Expansion.COMMANDS;
    this.commandStart.push(start);
    this.commandEnd.push(end);
    this.commandKind.push(kind);
  }

  /**
   * Marks the expansion unsafe and reports the commands the lexer finds in its body
   * [start, end) (the inside of `$((..))`, `$[..]`, `${..}`).
   */
  private unsafe(start: i32, end: i32): void {
    this.flags |= Expansion.UNSAFE | Expansion.UNKNOWN;
    this.nested.length = 0;
    if (end > start) this.skipper.innerCommands(this.src, start, end, this.nested);
    for (let k = 0; k + 1 < this.nested.length; k += 2) {
      this.command(unchecked(this.nested[k]), unchecked(this.nested[k + 1]), SpanKind.Plain);
    }
    this.unknown();
  }

  /** The body of the construct [i, e) that opens with `open` bytes and closes with `close` bytes when it is closed. */
  private bodyEnd(i: i32, e: i32, open: i32, close: i32): i32 {
    return e - close >= i + open ? e - close : e;
  }

  /** At a `$` (inside double quotes when `quoted`). */
  private dollar(i: i32, quoted: bool): i32 {
    const n = this.peek(i + 1);
    if (n == SQ || n == DQ) {
      if (quoted) {
        // Between double quotes (and in heredocs) `$'` and `$"` are a plain `$`.
        this.literal(DOLLAR);
        return i + 1;
      }
      // `$'..'` and `$".."`: never inert.
      if (n == SQ) {
        const e = this.ansiC(i + 2);
        this.unsafe(e, e);
        return e;
      }
      const e = this.doubleQuoted(i + 2, false);
      this.unsafe(i + 2, this.bodyEnd(i, e, 2, 1));
      return e;
    }
    if (n == LP || n == LSB) {
      const e = this.skipper.expansionEnd(this.src, i, this.end);
      if (n == LP && this.peek(i + 2) != LP) {
        // `$(..)`: a command substitution.
        const closed = e > i + 2 && this.at(e - 1) == RP;
        if (!closed) this.flags |= Expansion.UNSAFE;
        this.command(i + 2, closed ? e - 1 : e, SpanKind.Plain);
        this.unknown();
        return e;
      }
      // `$((..))` and `$[..]`: arithmetic (bash may also read `$((..) )` as a subshell). Only
      // numbers and operators are inert: a name is evaluated, and its value may hold `a[$(..)]`.
      const body = n == LP ? i + 3 : i + 2;
      const bodyEnd = n == LP ? this.bodyEnd(i, e, 3, 2) : this.bodyEnd(i, e, 2, 1);
      if (bodyEnd < e && this.constantArithmetic(body, bodyEnd)) this.unknown();
      else this.unsafe(body, bodyEnd);
      return e;
    }
    if (n == LB) return this.braced(i, quoted);
    if (isNameStart(n)) {
      let j = i + 2;
      while (j < this.end && isNameChar(this.at(j))) j++;
      this.unknown();
      return j;
    }
    if (isDigit(n) || isSpecialParam(n)) {
      this.unknown();
      return i + 2;
    }
    this.literal(DOLLAR);
    return i + 1;
  }

  /** After `$'`: up to the closing quote (backslash escapes inside). */
  private ansiC(i: i32): i32 {
    while (i < this.end) {
      const c = this.at(i);
      if (c == BS) {
        i += 2;
        continue;
      }
      if (c == SQ) return i + 1;
      i++;
    }
    this.flags |= Expansion.UNSAFE;
    return this.end;
  }

  /** At `${`: an inert form of the whitelist, or unsafe up to its end. */
  private braced(i: i32, quoted: bool): i32 {
    let p = i + 2;
    let length = false;
    if (this.peek(p) == HASH && this.peek(p + 1) != RB) {
      length = true;
      p++;
    }
    const name = p;
    const c0 = this.peek(p);
    if (isNameStart(c0)) {
      while (p < this.end && isNameChar(this.at(p))) p++;
    } else if (isDigit(c0)) {
      while (p < this.end && isDigit(this.at(p))) p++;
    } else if (isSpecialParam(c0)) p++;
    let op = this.peek(p);
    if (p == name || (length && op != RB)) return this.unsafeBraced(i);
    if (op == RB) {
      this.unknown();
      return p + 1;
    }
    if (op == COLON) {
      const n = this.peek(p + 1);
      if (n != MINUS && n != PLUS) return this.unsafeBraced(i);
      p += 2;
    } else if (op == MINUS || op == PLUS) p++;
    else if (op == HASH || op == PCT) {
      p++;
      if (this.peek(p) == op) p++;
    } else return this.unsafeBraced(i);
    const e = this.operand(p, quoted);
    this.unknown();
    return e;
  }

  /** The whole `${..}` at `i` is unsafe: skip it (as the lexer does) and report its commands. */
  private unsafeBraced(i: i32): i32 {
    const e = this.skipper.expansionEnd(this.src, i, this.end);
    this.unsafe(i + 2, this.bodyEnd(i, e, 2, 1));
    return e;
  }

  /**
   * The word or pattern of an inert `${name OP word}`, up to the matching `}`. Its value is not
   * kept (the whole expansion is unknown), but its expansions are checked like any other.
   * Outside double quotes `'..'` quotes; inside, it is literal text whose expansions still run.
   */
  private operand(i: i32, quoted: bool): i32 {
    let depth = 0;
    let inSingle = false;
    while (i < this.end) {
      const c = this.at(i);
      if (inSingle && c != SQ && c != DOLLAR && c != BQ && c != BS) {
        i++;
        continue;
      }
      if (c == RB) {
        if (depth == 0) return i + 1;
        depth--;
        i++;
        continue;
      }
      if (c == LB) {
        depth++;
        i++;
        continue;
      }
      if (c == BS) {
        i += 2;
        continue;
      }
      if (c == SQ) {
        if (!quoted) {
          i = this.singleQuoted(i + 1, false);
          continue;
        }
        // Between double quotes the quote is literal, but bash still pairs it to find the `}`.
        inSingle = !inSingle;
        i++;
        continue;
      }
      if (c == DQ) {
        i = this.doubleQuoted(i + 1, false);
        continue;
      }
      if (c == BQ) {
        i = this.backtick(i, quoted ? SpanKind.BacktickQuoted : SpanKind.Backtick);
        continue;
      }
      if (c == DOLLAR) {
        // Inside `${..}` bash reads `$'..'` even between double quotes.
        i = this.dollar(i, false);
        continue;
      }
      i++;
    }
    this.flags |= Expansion.UNSAFE;
    return this.end;
  }

  /**
   * True when the word holds, outside quotes, a glob bracket `[..]` or a brace list (`{a,b}`,
   * `{1..3}`): both expand to words that cannot be spelled without the file system or the list.
   */
  private listOrBracket(start: i32, end: i32): bool {
    let i = start;
    let brace = -1;
    let bracket = false;
    while (i < end) {
      const c = this.at(i);
      if (c == BS) {
        i += 2;
        continue;
      }
      if (c == SQ) {
        i = this.skipQuote(i + 1, SQ);
        continue;
      }
      if (c == DQ) {
        i = this.skipQuote(i + 1, DQ);
        continue;
      }
      if (c == DOLLAR || c == BQ) {
        const n = this.peek(i + 1);
        if (c == BQ || n == LB || n == LP || n == LSB || n == SQ || n == DQ) {
          i = this.skipper.expansionEnd(this.src, i, end);
          continue;
        }
      }
      if (c == LSB) bracket = true;
      else if (c == RSB && bracket) return true;
      else if (c == LB) brace = i;
      else if (brace >= 0 && (c == COMMA || (c == DOT && this.peek(i + 1) == DOT))) {
        // A `}` must follow for a list.
        for (let j = i + 1; j < end; j++) if (this.at(j) == RB) return true;
      }
      i++;
    }
    return false;
  }

  /** Digits, blanks and operators only (no names, expansions, quotes or subscripts). */
  private constantArithmetic(start: i32, end: i32): bool {
    for (let i = start; i < end; i++) {
      const c = this.at(i);
      if (isDigit(c) || c == 0x20 || c == 0x09) continue;
      if (c == PLUS || c == MINUS || c == STAR || c == SLASH || c == PCT || c == LP || c == RP || c == LT || c == GT || c == EQ) continue;
      if (c == 0x21 || c == 0x26 || c == 0x7c || c == 0x5e || c == TILDE || c == QMARK || c == COLON || c == COMMA) continue;
      return false;
    }
    return true;
  }

  /** `name[sub]=value` or `name[sub]+=value`: the subscript is arithmetic. */
  private subscriptAssignment(start: i32, end: i32): bool {
    if (start >= end || !isNameStart(this.at(start))) return false;
    let i = start + 1;
    while (i < end && isNameChar(this.at(i))) i++;
    if (i >= end || this.at(i) != LSB) return false;
    for (; i < end; i++) {
      if (this.at(i) != RSB) continue;
      const n = this.peek(i + 1);
      if (n == EQ || (n == PLUS && this.peek(i + 2) == EQ)) return true;
    }
    return false;
  }

  private skipQuote(i: i32, q: u8): i32 {
    while (i < this.end) {
      const c = this.at(i);
      if (c == q) return i + 1;
      if (c == BS && q == DQ) i++;
      i++;
    }
    return this.end;
  }
}
