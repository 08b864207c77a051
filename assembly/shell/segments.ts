// Splits a token list into simple commands ("segments") and records where each one sits:
// the separators on either side (a pipe makes it a producer or a consumer), whether it is
// inside a group whose output is piped (opaque: its segments stay as written), whether it is
// a `case` pattern rather than a command, and which line it is on.
//
// Linear in the number of tokens. It never looks inside `$(..)` or backticks: those are
// parts of words, not commands.

import { bytesEq } from "./lexer";
import { Flag, Tok, TokenList } from "./tokens";

export namespace SegFlag {
  /** Inside a group piped to or from something, or a case pattern: never rewritten. */
  export const OPAQUE: i32 = 1 << 0;
  /** On a line that holds a heredoc, `$((..))` or an unclosed construct. */
  export const TAINTED_LINE: i32 = 1 << 1;
}

class Group {
  constructor(
    public firstSeg: i32,
    public opaque: bool,
  ) {}
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
  /** Per line: true when a heredoc, `$((..))` or unclosed construct is on it. */
  lineTainted: Array<bool> = [];
  private groups: Group[] = [];

  get count(): i32 {
    return this.first.length;
  }

  clear(): void {
    this.first.length = 0;
    this.end.length = 0;
    this.prev.length = 0;
    this.next.length = 0;
    this.flags.length = 0;
    this.line.length = 0;
    this.lineTainted.length = 0;
    this.groups.length = 0;
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
        }
        if (k == Tok.Word) {
          if (wordsInSeg == 0) {
            if (bytesEq(src, t.start(i), t.end(i), "case")) segIsCase = true;
            else if (caseDepth > 0 && bytesEq(src, t.start(i), t.end(i), "esac")) caseDepth--;
          } else if (segIsCase && wordsInSeg >= 2 && bytesEq(src, t.start(i), t.end(i), "in")) {
            // `case WORD in`: the segment ends here and a pattern list begins.
            this.close(segStart, i + 1, prevSep, 0, line);
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
        this.close(segStart, i, prevSep, k, line);
        segStart = -1;
      }
      if (k == Tok.OpenParen || k == Tok.OpenBrace) {
        const outer = this.groups.length > 0 ? unchecked(this.groups[this.groups.length - 1]).opaque : false;
        this.groups.push(new Group(this.count, outer || prevSep == Tok.Pipe || prevSep == Tok.PipeAll));
      } else if (k == Tok.CloseParen || k == Tok.CloseBrace) {
        if (this.groups.length == 0) {
          // A `)` with no group open: a case pattern we did not see start. Leave it alone.
          if (this.count > 0) this.markOpaque(this.count - 1);
        } else {
          const g = this.groups.pop();
          let j = i + 1;
          while (j < n && (t.kind(j) == Tok.Redirect || t.kind(j) == Tok.Heredoc)) j++;
          const piped = j < n && (t.kind(j) == Tok.Pipe || t.kind(j) == Tok.PipeAll);
          if (g.opaque || piped) for (let s = g.firstSeg; s < this.count; s++) this.markOpaque(s);
        }
      } else if (k == Tok.CaseEnd) {
        if (caseDepth > 0) inPattern = true;
      } else if (k == Tok.Newline) {
        line++;
        this.lineTainted.push(false);
      }
      prevSep = k;
    }
    if (segStart >= 0) this.close(segStart, n, prevSep, 0, line);
    // Everything on a tainted line is left alone.
    for (let s = 0; s < this.count; s++) {
      if (unchecked(this.lineTainted[unchecked(this.line[s])])) unchecked((this.flags[s] |= SegFlag.TAINTED_LINE));
    }
    return this;
  }

  private close(first: i32, end: i32, prev: i32, next: i32, line: i32): void {
    this.first.push(first);
    this.end.push(end);
    this.prev.push(prev);
    this.next.push(next);
    const opaque = this.groups.length > 0 && unchecked(this.groups[this.groups.length - 1]).opaque;
    this.flags.push(opaque ? SegFlag.OPAQUE : 0);
    this.line.push(line);
  }

  private markOpaque(s: i32): void {
    unchecked((this.flags[s] |= SegFlag.OPAQUE));
  }
}
