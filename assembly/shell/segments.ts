// Splits a token list into simple commands ("segments") and records where each one sits:
// the separators on either side (a pipe makes it a producer or a consumer), the group around
// it (`( )`, `{ }`, `if..fi`, `for/while/until/select..done`, `case..esac`) and the redirects
// that group carries (`{ ..; } > f`, `done 2>&1`), whether it is inside a group whose output is
// piped or inside a function body (opaque: its segments stay as written), whether it is a
// `case` pattern or a function's name rather than a command, and which line it is on.
//
// Linear in the number of tokens. It never looks inside `$(..)` or backticks: those are
// parts of words, not commands.

import { bytesEq } from "./lexer";
import { Flag, Tok, TokenList } from "./tokens";

export namespace SegFlag {
  /**
   * Never rewritten: inside a group piped to or from something (its commands share the pipe),
   * inside a function body (it runs wherever the function is called, maybe into a pipe or a
   * file), a function's name, or a case pattern.
   */
  export const OPAQUE: i32 = 1 << 0;
  /** On a line that holds a heredoc, `$((..))` or an unclosed construct. */
  export const TAINTED_LINE: i32 = 1 << 1;
}

const enum GroupKind {
  Paren = 0,
  Brace = 1,
  /** `if`, `while`, `until`, `for`, `select`, `case`: closed by `fi`, `done`, `esac`. */
  Keyword = 2,
}

export class Segments {
  /** First token of each segment. */
  first: Array<i32> = [];
  /** One past the last token of each segment. */
  end: Array<i32> = [];
  /** The separator token kind before the segment (0 at the start). */
  prev: Array<i32> = [];
  /** The separator token kind after the segment (0 at the end). */
  next: Array<i32> = [];
  flags: Array<i32> = [];
  line: Array<i32> = [];
  /** The innermost group around each segment, or -1. */
  group: Array<i32> = [];
  /** Per line: true when a heredoc, `$((..))` or unclosed construct is on it. */
  lineTainted: Array<bool> = [];
  /** Per group: the group around it, or -1. */
  groupParent: Array<i32> = [];
  /** Per group: the tokens after its closing word that redirect it (empty while unclosed). */
  groupRedirFirst: Array<i32> = [];
  groupRedirEnd: Array<i32> = [];
  private groupKind: Array<i32> = [];
  private groupFirstSeg: Array<i32> = [];
  private groupOpaque: Array<bool> = [];
  /** Indexes of the groups still open, innermost last. */
  private open: Array<i32> = [];
  /** A function's name (and `()`) was seen: the next group is its body. */
  private functionPending: bool = false;
  /** Segment ranges [from, to) of piped groups, marked opaque in one sweep at the end. */
  private opaqueFrom: Array<i32> = [];
  private opaqueTo: Array<i32> = [];

  get count(): i32 {
    return this.first.length;
  }

  get groupCount(): i32 {
    return this.groupParent.length;
  }

  clear(): void {
    this.first.length = 0;
    this.end.length = 0;
    this.prev.length = 0;
    this.next.length = 0;
    this.flags.length = 0;
    this.line.length = 0;
    this.group.length = 0;
    this.lineTainted.length = 0;
    this.groupParent.length = 0;
    this.groupRedirFirst.length = 0;
    this.groupRedirEnd.length = 0;
    this.groupKind.length = 0;
    this.groupFirstSeg.length = 0;
    this.groupOpaque.length = 0;
    this.open.length = 0;
    this.functionPending = false;
    this.opaqueFrom.length = 0;
    this.opaqueTo.length = 0;
  }

  split(src: usize, t: TokenList): Segments {
    this.clear();
    let line = 0;
    this.lineTainted.push(false);
    let segStart = -1;
    let prevSep = 0;
    let caseDepth = 0;
    let inPattern = false;
    let wordsInSeg = 0;
    let segIsCase = false;
    let segIsFunction = false;
    // The next word is in command position (the segment's first, or after `then`, `do`, `!`...).
    let cmdWord = false;
    let wordsAfterCase = 0;
    const n = t.count;
    for (let i = 0; i < n; i++) {
      const k = t.kind(i);
      const f = t.flags(i);
      if (k == Tok.Heredoc || (f & (Flag.UNTERMINATED | Flag.ARITH)) != 0) unchecked((this.lineTainted[line] = true));
      if (k == Tok.HeredocBody) continue;
      if (inPattern) {
        // Inside a case pattern list: skip to the `)` that ends it, or to `esac`.
        if (k == Tok.CloseParen) inPattern = false;
        else if (k == Tok.Word && bytesEq(src, t.start(i), t.end(i), "esac")) {
          inPattern = false;
          caseDepth--;
          this.closeKeyword(t, i);
        } else if (k == Tok.Newline) {
          line++;
          this.lineTainted.push(false);
        }
        prevSep = 0;
        continue;
      }
      if (k == Tok.Word || k == Tok.Redirect || k == Tok.Heredoc || k == Tok.ArithCommand) {
        if (segStart < 0) {
          segStart = i;
          wordsInSeg = 0;
          segIsCase = false;
          segIsFunction = false;
          cmdWord = true;
        }
        if (k == Tok.Word) {
          const wasCmdWord = cmdWord;
          cmdWord = wasCmdWord && reopensCommand(src, t.start(i), t.end(i));
          if (wasCmdWord) {
            if (bytesEq(src, t.start(i), t.end(i), "case")) {
              segIsCase = true;
              wordsAfterCase = 0;
              this.openGroup(GroupKind.Keyword, prevSep);
            } else if (opensKeywordGroup(src, t.start(i), t.end(i))) this.openGroup(GroupKind.Keyword, prevSep);
            else if (closesKeywordGroup(src, t.start(i), t.end(i))) {
              if (bytesEq(src, t.start(i), t.end(i), "esac")) {
                if (caseDepth > 0) caseDepth--;
              }
              this.closeKeyword(t, i);
            } else if (wordsInSeg == 0 && bytesEq(src, t.start(i), t.end(i), "function")) segIsFunction = true;
            else if (wordsInSeg == 0 && this.functionPending) {
              // `f() cmd` is not a function definition bash accepts: leave it alone.
              this.functionPending = false;
              segIsFunction = true;
            }
          } else if (segIsCase && ++wordsAfterCase >= 2 && bytesEq(src, t.start(i), t.end(i), "in")) {
            // `case WORD in`: the segment ends here and a pattern list begins.
            this.close(segStart, i + 1, prevSep, 0, line, false);
            segStart = -1;
            caseDepth++;
            inPattern = true;
            prevSep = 0;
            continue;
          }
          wordsInSeg++;
        }
        continue;
      }
      // A separator.
      if (segStart >= 0) {
        this.close(segStart, i, prevSep, k, line, segIsFunction);
        // `function f {`: the lexer reads that `{` as a word; the body is a brace group.
        if (segIsFunction && t.kind(i - 1) == Tok.Word && bytesEq(src, t.start(i - 1), t.end(i - 1), "{")) {
          this.functionPending = true;
          this.openGroup(GroupKind.Brace, 0);
        } else if (segIsFunction) this.functionPending = true;
        segStart = -1;
      }
      const namedBefore = this.count > 0 && unchecked(this.end[this.count - 1]) == i;
      if (k == Tok.OpenParen && i + 1 < n && t.kind(i + 1) == Tok.CloseParen && namedBefore) {
        // `name()`: a function definition. The name is not a command; the body comes next.
        const s = this.count - 1;
        unchecked((this.flags[s] |= SegFlag.OPAQUE));
        this.functionPending = true;
        prevSep = Tok.CloseParen;
        i++;
        continue;
      }
      if (k == Tok.OpenParen || k == Tok.OpenBrace) {
        this.openGroup(k == Tok.OpenParen ? GroupKind.Paren : GroupKind.Brace, prevSep);
      } else if (k == Tok.CloseParen || k == Tok.CloseBrace) {
        const top = this.open.length - 1;
        if (top < 0 || unchecked(this.groupKind[unchecked(this.open[top])]) == GroupKind.Keyword) {
          // A `)` with no group open: a case pattern we did not see start. Leave it alone.
          if (this.count > 0) this.markOpaque(this.count - 1);
        } else this.closeGroup(t, i);
      } else if (k == Tok.CaseEnd) {
        if (caseDepth > 0) inPattern = true;
      } else if (k == Tok.Newline) {
        line++;
        this.lineTainted.push(false);
      }
      prevSep = k;
    }
    if (segStart >= 0) this.close(segStart, n, prevSep, 0, line, segIsFunction);
    this.markPipedGroups();
    // Everything on a tainted line is left alone.
    for (let s = 0; s < this.count; s++) {
      if (unchecked(this.lineTainted[unchecked(this.line[s])])) unchecked((this.flags[s] |= SegFlag.TAINTED_LINE));
    }
    return this;
  }

  private openGroup(kind: GroupKind, prevSep: i32): void {
    const top = this.open.length - 1;
    const parent = top >= 0 ? unchecked(this.open[top]) : -1;
    const outer = parent >= 0 && unchecked(this.groupOpaque[parent]);
    const g = this.groupParent.length;
    this.groupParent.push(parent);
    this.groupKind.push(kind);
    this.groupFirstSeg.push(this.count);
    this.groupOpaque.push(outer || this.functionPending || prevSep == Tok.Pipe || prevSep == Tok.PipeAll);
    this.groupRedirFirst.push(0);
    this.groupRedirEnd.push(0);
    this.functionPending = false;
    this.open.push(g);
  }

  /** Closes the innermost keyword group at its closing word `i` (`fi`, `done`, `esac`). */
  private closeKeyword(t: TokenList, i: i32): void {
    const top = this.open.length - 1;
    if (top < 0 || unchecked(this.groupKind[unchecked(this.open[top])]) != GroupKind.Keyword) return;
    this.closeGroup(t, i);
  }

  /** Closes the innermost group at token `i`: its redirects follow, then maybe a pipe. */
  private closeGroup(t: TokenList, i: i32): void {
    const g = this.open.pop();
    let j = i + 1;
    while (j < t.count && (t.kind(j) == Tok.Redirect || t.kind(j) == Tok.Heredoc)) j++;
    unchecked((this.groupRedirFirst[g] = i + 1));
    unchecked((this.groupRedirEnd[g] = j));
    const piped = j < t.count && (t.kind(j) == Tok.Pipe || t.kind(j) == Tok.PipeAll);
    if (piped && !unchecked(this.groupOpaque[g])) {
      this.opaqueFrom.push(unchecked(this.groupFirstSeg[g]));
      this.opaqueTo.push(this.count);
    }
  }

  /**
   * Marks the segments of piped groups opaque: one sweep over all the ranges, so deeply nested
   * piped groups cost no more than the segments they hold.
   */
  private markPipedGroups(): void {
    const n = this.opaqueFrom.length;
    if (n == 0) return;
    const depth = new StaticArray<i32>(this.count + 1);
    for (let i = 0; i < n; i++) {
      unchecked((depth[unchecked(this.opaqueFrom[i])] += 1));
      unchecked((depth[unchecked(this.opaqueTo[i])] -= 1));
    }
    let open = 0;
    for (let s = 0; s < this.count; s++) {
      open += unchecked(depth[s]);
      if (open > 0) this.markOpaque(s);
    }
  }

  private close(first: i32, end: i32, prev: i32, next: i32, line: i32, opaque: bool): void {
    this.first.push(first);
    this.end.push(end);
    this.prev.push(prev);
    this.next.push(next);
    const top = this.open.length - 1;
    const g = top >= 0 ? unchecked(this.open[top]) : -1;
    this.group.push(g);
    this.flags.push(opaque || (g >= 0 && unchecked(this.groupOpaque[g])) ? SegFlag.OPAQUE : 0);
    this.line.push(line);
  }

  private markOpaque(s: i32): void {
    unchecked((this.flags[s] |= SegFlag.OPAQUE));
  }
}

/** Reserved words after which the next word is again a command: `then if ..`, `do while ..`. */
function reopensCommand(src: usize, start: i32, end: i32): bool {
  return (
    bytesEq(src, start, end, "then") || bytesEq(src, start, end, "do") || bytesEq(src, start, end, "else") ||
    bytesEq(src, start, end, "elif") || bytesEq(src, start, end, "!") || bytesEq(src, start, end, "time")
  );
}

function opensKeywordGroup(src: usize, start: i32, end: i32): bool {
  return (
    bytesEq(src, start, end, "if") || bytesEq(src, start, end, "while") || bytesEq(src, start, end, "until") ||
    bytesEq(src, start, end, "for") || bytesEq(src, start, end, "select")
  );
}

function closesKeywordGroup(src: usize, start: i32, end: i32): bool {
  return bytesEq(src, start, end, "fi") || bytesEq(src, start, end, "done") || bytesEq(src, start, end, "esac");
}
