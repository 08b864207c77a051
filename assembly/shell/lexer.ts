// A single-pass lexer for POSIX/bash command lines, over UTF-8 bytes.
//
// Guarantees: linear time in the input (every byte is looked at a bounded number of times,
// nested substitutions included), never traps on any input, and quoted text is never split
// (`git commit -m "fix && update"` is three words). It does not expand anything: a word's
// span is the bytes as typed, and its flags say what it holds (quotes, substitutions, an
// assignment). Unclosed quotes or substitutions run to the end of the input and are flagged
// UNTERMINATED rather than failing, so callers can choose to leave such a line alone.
//
// What it recognises: words (single and double quotes, backslash escapes, `$'..'`, `$".."`,
// `${..}`, `$(..)`, `$((..))`, backticks, `<(..)`/`>(..)`, extglob `@(..)`, array `a=(..)`),
// `&& || ;`, `|` and `|&`, background `&`, redirects with their fd and target (`2>&1`, `>f`,
// `>>f`, `<f`, `&>f`, `&>>f`, `>|f`, `<>f`, `>&2`, `>&file`, `<<<word`), heredoc markers and
// their bodies, subshell parentheses, `{ }` groups and `(( ))` in command position, newlines,
// comments, and `case` terminators `;; ;& ;;&`.

import { TAB, NL, CR, SP, BANG, DQ, HASH, DOLLAR, AMP, SQ, LP, RP, STAR, PLUS, MINUS, SEMI, LT, EQ, GT, QMARK, AT, LSB, BS, RSB, BQ, LB, PIPE, RB, isDigit, isNameChar, isNameStart } from "./chars";
import { Flag, Tok, TokenList } from "./tokens";


@inline function isBlank(c: u8): bool {
  return c == SP || c == TAB || c == CR;
}

/** Bytes that end an unquoted word. */
@inline function isMeta(c: u8): bool {
  return c == SP || c == TAB || c == CR || c == NL || c == SEMI || c == AMP || c == PIPE || c == LP || c == RP || c == LT || c == GT;
}

/** Reserved words after which the next word is again in command position. */
function reopensCommand(src: usize, start: i32, end: i32): bool {
  const n = end - start;
  if (n == 1) return load<u8>(src + <usize>start) == BANG;
  if (n < 2 || n > 5) return false;
  return (
    bytesEq(src, start, end, "then") || bytesEq(src, start, end, "do") || bytesEq(src, start, end, "else") ||
    bytesEq(src, start, end, "elif") || bytesEq(src, start, end, "if") || bytesEq(src, start, end, "while") ||
    bytesEq(src, start, end, "until") || bytesEq(src, start, end, "time")
  );
}

/** True when the bytes [start, end) are exactly the ASCII string `lit`. */
export function bytesEq(src: usize, start: i32, end: i32, lit: string): bool {
  const n = lit.length;
  if (end - start != n) return false;
  for (let i = 0; i < n; i++) {
    if (<i32>load<u8>(src + <usize>(start + i)) != lit.charCodeAt(i)) return false;
  }
  return true;
}

/** Substitutions nested deeper than this are not followed (the word is flagged UNTERMINATED). */
const MAX_NESTING = 64;

class PendingHeredoc {
  constructor(
    public delimStart: i32,
    public delimEnd: i32,
    public stripTabs: bool,
  ) {}
}

export class Lexer {
  readonly tokens: TokenList = new TokenList();
  private src: usize = 0;
  private len: i32 = 0;
  /** Flags gathered by the word being scanned. */
  private wordFlags: i32 = 0;
  /** The delimiters of heredocs whose bodies start after the next newline. */
  private pending: PendingHeredoc[] = [];
  /** Unquoted delimiters of pending heredocs, back to back. */
  private delims: StaticArray<u8> = new StaticArray<u8>(256);
  private delimsLen: i32 = 0;
  /** How deep the current word's substitutions and expansions are nested. */
  private nesting: i32 = 0;

  /** Tokenizes `len` bytes at `src`. The result is in `tokens` until the next call. */
  lex(src: usize, len: i32): TokenList {
    this.src = src;
    this.len = len;
    this.tokens.clear();
    this.pending.length = 0;
    this.delimsLen = 0;
    this.nesting = 0;
    let i = 0;
    let cmdPos = true;
    const t = this.tokens;
    while (i < len) {
      const c = this.at(i);
      if (isBlank(c)) {
        i++;
        continue;
      }
      if (c == BS && i + 1 < len && this.at(i + 1) == NL) {
        i += 2; // line continuation between words
        continue;
      }
      if (c == NL) {
        t.push(Tok.Newline, i, i + 1, 0);
        i++;
        if (this.pending.length > 0) i = this.heredocBodies(i);
        cmdPos = true;
        continue;
      }
      if (c == HASH) {
        let j = i;
        while (j < len && this.at(j) != NL) j++;
        t.push(Tok.Comment, i, j, 0);
        i = j;
        continue;
      }
      if (c == AMP) {
        const n = this.peek(i + 1);
        if (n == AMP) {
          t.push(Tok.And, i, i + 2, 0);
          i += 2;
          cmdPos = true;
          continue;
        }
        if (n == GT) {
          i = this.redirect(i, i);
          continue;
        }
        t.push(Tok.Background, i, i + 1, 0);
        i++;
        cmdPos = true;
        continue;
      }
      if (c == PIPE) {
        const n = this.peek(i + 1);
        if (n == PIPE) {
          t.push(Tok.Or, i, i + 2, 0);
          i += 2;
        } else if (n == AMP) {
          t.push(Tok.PipeAll, i, i + 2, 0);
          i += 2;
        } else {
          t.push(Tok.Pipe, i, i + 1, 0);
          i++;
        }
        cmdPos = true;
        continue;
      }
      if (c == SEMI) {
        if (this.peek(i + 1) == SEMI) {
          const end = this.peek(i + 2) == AMP ? i + 3 : i + 2;
          t.push(Tok.CaseEnd, i, end, 0);
          i = end;
        } else if (this.peek(i + 1) == AMP) {
          t.push(Tok.CaseEnd, i, i + 2, 0);
          i += 2;
        } else {
          t.push(Tok.Semi, i, i + 1, 0);
          i++;
        }
        cmdPos = true;
        continue;
      }
      if (c == LP) {
        if (cmdPos && this.peek(i + 1) == LP) {
          this.wordFlags = 0;
          const end = this.balanced(i + 2, 2);
          t.push(Tok.ArithCommand, i, end, this.wordFlags);
          i = end;
          cmdPos = false;
          continue;
        }
        t.push(Tok.OpenParen, i, i + 1, 0);
        i++;
        cmdPos = true;
        continue;
      }
      if (c == RP) {
        t.push(Tok.CloseParen, i, i + 1, 0);
        i++;
        // After `f()` a body follows; after `pat)` in a case, a command.
        cmdPos = true;
        continue;
      }
      if ((c == LT || c == GT) && this.peek(i + 1) == LP) {
        // Process substitution: a word, not a redirect.
        const end = this.word(i);
        t.push(Tok.Word, i, end, this.wordFlags);
        i = end;
        cmdPos = false;
        continue;
      }
      if (c == LT || c == GT) {
        i = this.redirect(i, i);
        continue;
      }
      if (isDigit(c)) {
        // `2>&1`, `10<file`: an fd number glued to a redirect operator.
        let j = i + 1;
        while (j < len && isDigit(this.at(j))) j++;
        if (j < len && (this.at(j) == LT || this.at(j) == GT) && this.peek(j + 1) != LP) {
          i = this.redirect(i, j);
          continue;
        }
      }
      // A word.
      const end = this.word(i);
      let flags = this.wordFlags;
      if (cmdPos && end == i + 1 && c == LB) {
        t.push(Tok.OpenBrace, i, end, 0);
        i = end;
        continue; // still in command position
      }
      if (cmdPos && end == i + 1 && c == RB) {
        t.push(Tok.CloseBrace, i, end, 0);
        i = end;
        cmdPos = false;
        continue;
      }
      if (this.isAssignment(i, end)) flags |= Flag.ASSIGNMENT;
      t.push(Tok.Word, i, end, flags);
      // An assignment keeps the next word in command position (`FOO=1 git status`).
      cmdPos = (cmdPos && (flags & Flag.ASSIGNMENT) != 0) || (cmdPos && reopensCommand(this.src, i, end));
      i = end;
    }
    return t;
  }

  /**
   * Appends [start, end) pairs of the command texts inside the substitutions of the word at
   * [start, end) of `src`: `$(..)`, backticks and `<(..)`/`>(..)`, not inside single quotes.
   * Nested substitutions are found by lexing an inner text again. `$((..))` is arithmetic.
   */
  innerCommands(src: usize, start: i32, end: i32, out: Array<i32>): void {
    this.src = src;
    this.len = end;
    this.nesting = 0;
    let i = start;
    let inDouble = false;
    while (i < end) {
      const c = this.at(i);
      if (c == BS) {
        i += 2;
        continue;
      }
      if (c == SQ && !inDouble) {
        i = this.singleQuoted(i + 1);
        continue;
      }
      if (c == DQ) {
        inDouble = !inDouble;
        i++;
        continue;
      }
      if (c == BQ) {
        const e = this.backtick(i + 1);
        out.push(i + 1);
        out.push(e > i + 1 && this.at(e - 1) == BQ ? e - 1 : e);
        i = e;
        continue;
      }
      const n = this.peek(i + 1);
      if (n == LP && (c == DOLLAR || c == LT || c == GT)) {
        if (c == DOLLAR && this.peek(i + 2) == LP) {
          i = this.balanced(i + 3, 2);
          continue;
        }
        const e = this.balanced(i + 2, 1);
        out.push(i + 2);
        out.push(e > i + 2 && this.at(e - 1) == RP ? e - 1 : e);
        i = e;
        continue;
      }
      i++;
    }
  }

  /**
   * End of the `$` expansion, backtick or process substitution starting at `i` of `src`
   * (bounded by `end`): the same span the lexer gives it inside a word.
   */
  expansionEnd(src: usize, i: i32, end: i32): i32 {
    this.src = src;
    this.len = end;
    this.nesting = 0;
    this.wordFlags = 0;
    const c = this.at(i);
    if (c == BQ) return this.backtick(i + 1);
    if (c == LT || c == GT) return this.balanced(i + 2, 1);
    return this.dollar(i);
  }

  @inline private at(i: i32): u8 {
    return load<u8>(this.src + <usize>i);
  }

  @inline private peek(i: i32): u8 {
    return i < this.len ? load<u8>(this.src + <usize>i) : 0;
  }

  private isAssignment(start: i32, end: i32): bool {
    if (!isNameStart(this.at(start))) return false;
    let j = start + 1;
    while (j < end && isNameChar(this.at(j))) j++;
    if (j < end && this.at(j) == PLUS && j + 1 < end && this.at(j + 1) == EQ) return true;
    return j < end && this.at(j) == EQ;
  }

  /** Scans a redirect whose fd (if any) starts at `start` and whose operator starts at `op`. */
  private redirect(start: i32, op: i32): i32 {
    const t = this.tokens;
    let i = op;
    let flags = 0;
    const hasFd = op > start;
    const fdIsOne = hasFd && op == start + 1 && this.at(start) == 0x31;
    const c = this.at(i);
    if (c == AMP) {
      // &> or &>>
      i += 2;
      if (this.peek(i) == GT) i++;
      flags |= Flag.RD_WRITE | Flag.RD_STDOUT;
      return this.redirectTarget(start, i, flags);
    }
    if (c == GT) {
      i++;
      flags |= Flag.RD_WRITE;
      if (!hasFd || fdIsOne) flags |= Flag.RD_STDOUT;
      const n = this.peek(i);
      if (n == GT || n == PIPE) {
        i++;
      } else if (n == AMP) {
        i++;
        if (this.dupTarget(i)) return this.finishDup(start, i, flags);
        // `>&file`: stdout and stderr to a file.
        flags |= Flag.RD_STDOUT;
      }
      return this.redirectTarget(start, i, flags);
    }
    // c == LT
    i++;
    const n = this.peek(i);
    if (n == LT) {
      if (this.peek(i + 1) == LT) {
        i += 2;
        return this.redirectTarget(start, i, flags | Flag.RD_READ | Flag.RD_HERESTRING);
      }
      i++;
      let strip = false;
      if (this.peek(i) == MINUS) {
        i++;
        strip = true;
      }
      return this.heredocMarker(start, i, strip);
    }
    if (n == AMP) {
      i++;
      if (this.dupTarget(i)) return this.finishDup(start, i, flags | Flag.RD_READ);
      return this.redirectTarget(start, i, flags | Flag.RD_READ);
    }
    if (n == GT) {
      i++;
      return this.redirectTarget(start, i, flags | Flag.RD_READ | Flag.RD_WRITE);
    }
    return this.redirectTarget(start, i, flags | Flag.RD_READ);
  }

  /** True when an fd number or `-` follows a `>&`/`<&`, ending at a word boundary. */
  private dupTarget(i: i32): bool {
    let j = i;
    if (this.peek(j) == MINUS) j++;
    else {
      while (j < this.len && isDigit(this.at(j))) j++;
      if (j == i) return false;
      if (this.peek(j) == MINUS) j++; // `2>&3-` moves the fd
    }
    return j >= this.len || isMeta(this.at(j));
  }

  private finishDup(start: i32, i: i32, flags: i32): i32 {
    let j = i;
    if (this.peek(j) == MINUS) j++;
    else {
      while (j < this.len && isDigit(this.at(j))) j++;
      if (this.peek(j) == MINUS) j++;
    }
    this.tokens.push(Tok.Redirect, start, j, flags | Flag.RD_DUP);
    return j;
  }

  /** Skips blanks, then takes the target word into the redirect token. */
  private redirectTarget(start: i32, i: i32, flags: i32): i32 {
    let j = i;
    while (j < this.len && (isBlank(this.at(j)) || (this.at(j) == BS && this.peek(j + 1) == NL))) j += this.at(j) == BS ? 2 : 1;
    if (j >= this.len || (isMeta(this.at(j)) && !((this.at(j) == LT || this.at(j) == GT) && this.peek(j + 1) == LP))) {
      this.tokens.push(Tok.Redirect, start, i, flags | Flag.RD_MISSING | Flag.RD_FILE);
      return i;
    }
    const end = this.word(j);
    flags |= this.wordFlags | Flag.RD_FILE;
    if (bytesEq(this.src, j, end, "/dev/null")) flags |= Flag.RD_DEVNULL;
    this.tokens.push(Tok.Redirect, start, end, flags);
    return end;
  }

  private heredocMarker(start: i32, i: i32, strip: bool): i32 {
    let j = i;
    while (j < this.len && isBlank(this.at(j))) j++;
    if (j >= this.len || isMeta(this.at(j))) {
      this.tokens.push(Tok.Heredoc, start, i, Flag.RD_MISSING | (strip ? Flag.STRIP_TABS : 0));
      return i;
    }
    const end = this.word(j);
    const flags = this.wordFlags | (strip ? Flag.STRIP_TABS : 0);
    // Remember the delimiter without its quotes and backslashes.
    const from = this.delimsLen;
    for (let k = j; k < end; k++) {
      const b = this.at(k);
      if (b == SQ || b == DQ || b == BS) continue;
      this.pushDelim(b);
    }
    this.pending.push(new PendingHeredoc(from, this.delimsLen, strip));
    this.tokens.push(Tok.Heredoc, start, end, flags);
    return end;
  }

  private pushDelim(b: u8): void {
    if (this.delimsLen == this.delims.length) {
      const next = new StaticArray<u8>(this.delims.length << 1);
      memory.copy(changetype<usize>(next), changetype<usize>(this.delims), this.delimsLen);
      this.delims = next;
    }
    unchecked((this.delims[this.delimsLen++] = b));
  }

  /** Consumes the bodies of the pending heredocs starting at line `i`; returns where lexing resumes. */
  private heredocBodies(i: i32): i32 {
    const bodyStart = i;
    let flags = 0;
    let p = 0;
    while (p < this.pending.length) {
      const h = unchecked(this.pending[p]);
      let found = false;
      while (i < this.len) {
        let lineEnd = i;
        while (lineEnd < this.len && this.at(lineEnd) != NL) lineEnd++;
        let s = i;
        if (h.stripTabs) while (s < lineEnd && this.at(s) == TAB) s++;
        const isDelim = this.lineEquals(s, lineEnd, h);
        i = lineEnd;
        if (isDelim) {
          found = true;
          break;
        }
        if (i < this.len) i++; // past the newline
      }
      if (!found) {
        flags |= Flag.UNTERMINATED;
        break;
      }
      p++;
      if (p < this.pending.length && i < this.len) i++; // the next body starts on the next line
    }
    this.tokens.push(Tok.HeredocBody, bodyStart, i, flags);
    this.pending.length = 0;
    this.delimsLen = 0;
    return i;
  }

  private lineEquals(s: i32, e: i32, h: PendingHeredoc): bool {
    // A CR before the newline is not part of the delimiter line in practice.
    if (e > s && this.at(e - 1) == CR) e--;
    const n = h.delimEnd - h.delimStart;
    if (e - s != n) return false;
    for (let k = 0; k < n; k++) {
      if (this.at(s + k) != unchecked(this.delims[h.delimStart + k])) return false;
    }
    return true;
  }

  /** Scans one word starting at `i`; returns its end. Flags go to `wordFlags`. */
  private word(i: i32): i32 {
    this.wordFlags = 0;
    const len = this.len;
    const start = i;
    while (i < len) {
      const c = this.at(i);
      if (c == BS) {
        if (i + 1 < len && this.at(i + 1) == NL) {
          this.wordFlags |= Flag.CONTINUATION;
          i += 2;
          continue;
        }
        this.wordFlags |= Flag.ESCAPED;
        i = i + 2 > len ? len : i + 2;
        continue;
      }
      if (c == SQ) {
        this.wordFlags |= Flag.QUOTED;
        i = this.singleQuoted(i + 1);
        continue;
      }
      if (c == DQ) {
        this.wordFlags |= Flag.QUOTED;
        i = this.doubleQuoted(i + 1);
        continue;
      }
      if (c == BQ) {
        this.wordFlags |= Flag.BACKTICK;
        i = this.backtick(i + 1);
        continue;
      }
      if (c == DOLLAR) {
        i = this.dollar(i);
        continue;
      }
      if ((c == LT || c == GT) && i == start && this.peek(i + 1) == LP) {
        this.wordFlags |= Flag.PROC_SUBST;
        i = this.balanced(i + 2, 1);
        continue;
      }
      if (c == LP && i > start) {
        const prev = this.at(i - 1);
        // extglob `@(a|b)`, `!(x)`, ... and array assignment `a=(1 2)`.
        if (prev == AT || prev == BANG || prev == STAR || prev == PLUS || prev == QMARK || prev == EQ) {
          i = this.balanced(i + 1, 1);
          continue;
        }
      }
      if (isMeta(c)) break;
      i++;
    }
    return i;
  }

  private singleQuoted(i: i32): i32 {
    while (i < this.len) {
      if (this.at(i) == SQ) return i + 1;
      i++;
    }
    this.wordFlags |= Flag.UNTERMINATED;
    return this.len;
  }

  /** After the opening `"`: escapes, `$..` and backticks are live inside. */
  private doubleQuoted(i: i32): i32 {
    while (i < this.len) {
      const c = this.at(i);
      if (c == DQ) return i + 1;
      if (c == BS) {
        if (i + 1 < this.len && this.at(i + 1) == NL) this.wordFlags |= Flag.CONTINUATION;
        else this.wordFlags |= Flag.ESCAPED;
        i += 2;
        continue;
      }
      if (c == BQ) {
        this.wordFlags |= Flag.BACKTICK;
        i = this.backtick(i + 1);
        continue;
      }
      if (c == DOLLAR) {
        // Inside double quotes `$'` and `$"` are a plain `$` (bash).
        const n = this.peek(i + 1);
        if (n == SQ || n == DQ) i++;
        else i = this.dollar(i);
        continue;
      }
      i++;
    }
    this.wordFlags |= Flag.UNTERMINATED;
    return this.len;
  }

  private backtick(i: i32): i32 {
    while (i < this.len) {
      const c = this.at(i);
      if (c == BS) {
        i += 2;
        continue;
      }
      if (c == BQ) return i + 1;
      i++;
    }
    this.wordFlags |= Flag.UNTERMINATED;
    return this.len;
  }

  /**
   * At a `$`. Every nested construct passes through here, so this is where nesting is bounded:
   * deeper than MAX_NESTING, the rest of the input is one unterminated word (no deep recursion).
   */
  private dollar(i: i32): i32 {
    if (this.nesting >= MAX_NESTING) {
      this.wordFlags |= Flag.UNTERMINATED;
      return this.len;
    }
    this.nesting++;
    const end = this.dollarAt(i);
    this.nesting--;
    return end;
  }

  /** `$'..'`, `$".."`, `$((..))`, `$(..)`, `$[..]`, `${..}`, `$name`, `$1`, `$?`. */
  private dollarAt(i: i32): i32 {
    const n = this.peek(i + 1);
    if (n == SQ) {
      this.wordFlags |= Flag.DOLLAR_SINGLE | Flag.QUOTED;
      let j = i + 2;
      while (j < this.len) {
        const c = this.at(j);
        if (c == BS) {
          j += 2;
          continue;
        }
        if (c == SQ) return j + 1;
        j++;
      }
      this.wordFlags |= Flag.UNTERMINATED;
      return this.len;
    }
    if (n == DQ) {
      this.wordFlags |= Flag.QUOTED;
      return this.doubleQuoted(i + 2);
    }
    if (n == LP) {
      if (this.peek(i + 2) == LP) {
        this.wordFlags |= Flag.ARITH;
        return this.balanced(i + 3, 2);
      }
      this.wordFlags |= Flag.CMD_SUBST;
      return this.balanced(i + 2, 1);
    }
    if (n == LB) {
      this.wordFlags |= Flag.PARAM;
      return this.braced(i + 2);
    }
    if (n == LSB) {
      // `$[..]`: bash's old arithmetic form, one word up to the matching `]` (spaces included).
      this.wordFlags |= Flag.ARITH;
      return this.bracketed(i + 2);
    }
    if (isNameStart(n)) {
      this.wordFlags |= Flag.PARAM;
      let j = i + 2;
      while (j < this.len && isNameChar(this.at(j))) j++;
      return j;
    }
    if (isDigit(n) || n == QMARK || n == AT || n == STAR || n == HASH || n == BANG || n == DOLLAR || n == MINUS) {
      this.wordFlags |= Flag.PARAM;
      return i + 2;
    }
    return i + 1; // a lone `$`
  }

  /** After `${`: up to the matching `}` (bash counts the braces inside), with quotes and nested expansions inside. */
  private braced(i: i32): i32 {
    return this.closing(i, LB, RB);
  }

  /** After `$[`: up to the matching `]`. */
  private bracketed(i: i32): i32 {
    return this.closing(i, LSB, RSB);
  }

  /** Up to the `close` that matches an `open` already read, skipping quotes and nested expansions. */
  private closing(i: i32, open: u8, close: u8): i32 {
    let depth = 1;
    while (i < this.len) {
      const c = this.at(i);
      if (c == BS) {
        i += 2;
        continue;
      }
      if (c == SQ) {
        i = this.singleQuoted(i + 1);
        continue;
      }
      if (c == DQ) {
        i = this.doubleQuoted(i + 1);
        continue;
      }
      if (c == BQ) {
        this.wordFlags |= Flag.BACKTICK;
        i = this.backtick(i + 1);
        continue;
      }
      if (c == DOLLAR) {
        i = this.dollar(i);
        continue;
      }
      if (c == open) depth++;
      else if (c == close && --depth == 0) return i + 1;
      i++;
    }
    this.wordFlags |= Flag.UNTERMINATED;
    return this.len;
  }

  /**
   * After `depth` opening parentheses: up to the matching closing ones. Quotes, escapes,
   * comments and nested expansions are skipped, so `$(echo ")")` closes at the right place.
   */
  private balanced(i: i32, depth: i32): i32 {
    let d = depth;
    let wordStart = true;
    while (i < this.len) {
      const c = this.at(i);
      if (c == BS) {
        i += 2;
        wordStart = false;
        continue;
      }
      if (c == SQ) {
        i = this.singleQuoted(i + 1);
        wordStart = false;
        continue;
      }
      if (c == DQ) {
        i = this.doubleQuoted(i + 1);
        wordStart = false;
        continue;
      }
      if (c == BQ) {
        this.wordFlags |= Flag.BACKTICK;
        i = this.backtick(i + 1);
        wordStart = false;
        continue;
      }
      if (c == DOLLAR) {
        i = this.dollar(i);
        wordStart = false;
        continue;
      }
      if (c == HASH && wordStart) {
        while (i < this.len && this.at(i) != NL) i++;
        continue;
      }
      if (c == LP) d++;
      else if (c == RP) {
        d--;
        if (d == 0) return i + 1;
      }
      wordStart = isMeta(c);
      i++;
    }
    this.wordFlags |= Flag.UNTERMINATED;
    return this.len;
  }
}
