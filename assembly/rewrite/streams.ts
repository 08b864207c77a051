// Where a segment's output goes. A rewrite filters what a command prints, so it is only
// allowed where that output reaches the agent's screen and nothing else: not a file, not a
// pipe into a command that computes on the bytes (`| grep -c`, `| wc -l`, `| xargs`), not
// another fd, not a substitution's value.
//
// The shell's fd table is followed the way bash builds it: the context of the line (fd 1 and
// 2 are the screen), then the redirects of every group around the segment, outermost first
// (`{ ..; } > f`, `for ..; done 2>&1`), then the segment's pipe and its own redirects left to
// right (`2>&1 >f` differs from `>f 2>&1`), then `|&`'s implicit `2>&1`. A pipe reaches the
// screen only through display-only consumers: `cat` (without the options that show the exact
// bytes: -A -v -e -E -t -T), `head`, `tail` (not following: no -f/-F/--follow/--retry/--pid/-s),
// `less` and `more` (only display options), each with no operand but `-`, stdin left on the
// pipe, and its own output reaching the screen in turn.

import { bytesEq } from "../shell/lexer";
import { Segments } from "../shell/segments";
import { Flag, Tok, TokenList } from "../shell/tokens";
import { Words } from "./words";

/** Where an fd leads. */
export const enum Dest {
  /** Unknown: an fd the line inherited or opened elsewhere, or a syntax error. */
  Other = 0,
  /** The agent's screen (the line's stdout or stderr). */
  Screen = 1,
  /** The pipe into the next stage. */
  PipeOut = 2,
  /** The pipe from the previous stage (fd 0 of a consumer). */
  PipeIn = 3,
  DevNull = 4,
  /** A file, a process substitution or anything else read or written by name. */
  File = 5,
  Closed = 6,
}

const FDS = 10;
const MAX_GROUP_DEPTH = 32;

/** The destinations of fds 0-9 at one point of the line. */
export class FdTable {
  fd: StaticArray<i32> = new StaticArray<i32>(FDS);

  /** The line's own context: stdout and stderr are the screen, everything else unknown. */
  reset(): void {
    for (let i = 0; i < FDS; i++) unchecked((this.fd[i] = Dest.Other));
    unchecked((this.fd[1] = Dest.Screen));
    unchecked((this.fd[2] = Dest.Screen));
  }

  copyFrom(o: FdTable): void {
    for (let i = 0; i < FDS; i++) unchecked((this.fd[i] = o.fd[i]));
  }

  fill(d: i32): void {
    for (let i = 0; i < FDS; i++) unchecked((this.fd[i] = d));
  }

  @inline get(n: i32): i32 {
    return unchecked(this.fd[n]);
  }

  private set(n: i32, d: i32): void {
    if (n >= 0 && n < FDS) unchecked((this.fd[n] = d));
  }

  /** Applies the redirect token `i` (bytes at `src`). */
  apply(src: usize, t: TokenList, i: i32): void {
    const f = t.flags(i);
    const end = t.end(i);
    let p = t.start(i);
    let n = -1;
    while (p < end && isDigit(load<u8>(src + <usize>p))) {
      n = n < 0 ? 0 : n;
      if (n < 1000) n = n * 10 + (<i32>load<u8>(src + <usize>p) - 0x30);
      p++;
    }
    if (p >= end) return;
    const op = load<u8>(src + <usize>p);
    const target = (f & Flag.RD_MISSING) != 0 ? Dest.Other : (f & Flag.RD_DEVNULL) != 0 ? Dest.DevNull : Dest.File;
    if (op == 0x26) {
      // `&>f`, `&>>f`: stdout and stderr.
      this.set(1, target);
      this.set(2, target);
      return;
    }
    const writes = op == 0x3e;
    const dflt = writes ? 1 : 0;
    const fd = n < 0 ? dflt : n;
    if ((f & Flag.RD_DUP) != 0) {
      // `N>&M`, `N<&M`, `N>&-`, `N>&M-` (moves M).
      let q = p + 2;
      if (q < end && load<u8>(src + <usize>q) == 0x2d) {
        this.set(fd, Dest.Closed);
        return;
      }
      let m = 0;
      while (q < end && isDigit(load<u8>(src + <usize>q))) {
        if (m < 1000) m = m * 10 + (<i32>load<u8>(src + <usize>q) - 0x30);
        q++;
      }
      const d = m < FDS ? this.get(m) : Dest.Other;
      this.set(fd, d);
      if (q < end && load<u8>(src + <usize>q) == 0x2d && m != fd) this.set(m, Dest.Closed);
      return;
    }
    if ((f & Flag.RD_HERESTRING) != 0) {
      this.set(fd, Dest.Other);
      return;
    }
    if (writes && n < 0 && p + 1 < end && load<u8>(src + <usize>(p + 1)) == 0x26) {
      // `>&file`: stdout and stderr to the file.
      this.set(1, target);
      this.set(2, target);
      return;
    }
    this.set(fd, target);
  }
}

@inline function isDigit(c: u8): bool {
  return c >= 0x30 && c <= 0x39;
}

@inline function isPipe(kind: i32): bool {
  return kind == Tok.Pipe || kind == Tok.PipeAll;
}

/** A substitution anywhere in the tokens [first, end): `$(..)`, backticks, `<(..)`, `>(..)`. */
export function hasSubstitution(t: TokenList, first: i32, end: i32): bool {
  for (let i = first; i < end; i++) {
    if ((t.flags(i) & (Flag.CMD_SUBST | Flag.BACKTICK | Flag.PROC_SUBST)) != 0) return true;
  }
  return false;
}

/** Follows every segment's stdout and stderr for one line. */
export class Streams {
  private src: usize = 0;
  private t: TokenList = new TokenList();
  private sg: Segments = new Segments();
  private ctx: FdTable = new FdTable();
  private chain: Array<i32> = [];
  /** The fds of the segment last passed to `follow`. */
  readonly table: FdTable = new FdTable();
  private consumer: FdTable = new FdTable();
  private cw: Words = new Words();
  /** Segments from this one on run after a bare `exec` redirected the shell's own fds. */
  private execFrom: i32 = -1;
  /** Segments from this one on run after `set -o pipefail`. */
  private pipefailFrom: i32 = -1;

  /** Starts a line: its bytes, tokens and segments. */
  load(src: usize, t: TokenList, sg: Segments): void {
    this.src = src;
    this.t = t;
    this.sg = sg;
    this.execFrom = -1;
    this.pipefailFrom = -1;
    for (let s = 0; s < sg.count; s++) {
      if (this.execFrom < 0 && this.isBareExec(s)) this.execFrom = s + 1;
      if (this.pipefailFrom < 0 && this.setsPipefail(s)) this.pipefailFrom = s + 1;
    }
  }

  /**
   * True when segment `s` runs after `set -o pipefail`: a producer's exit status is then the
   * pipeline's, and whether it dies of SIGPIPE when a `head` stops reading depends on how much
   * it prints, which a filter changes.
   */
  afterPipefail(s: i32): bool {
    return this.pipefailFrom >= 0 && s >= this.pipefailFrom;
  }

  /**
   * True when segment `s` prints only to the agent: its stdout reaches the screen (directly or
   * through display-only consumers) and its stderr the screen or /dev/null. Leaves its fds in
   * `table` (fd 0 is PipeIn when it reads a pipe, fd 1 or 2 PipeOut when it feeds one).
   */
  reachesScreenOnly(s: i32): bool {
    this.follow(s, this.table);
    const out = this.table.get(1);
    const err = this.table.get(2);
    if (!this.toScreen(out, s)) return false;
    return err == Dest.DevNull || this.toScreen(err, s);
  }

  /** True when the segment's stdout or stderr feeds the pipe to the next stage. */
  feedsPipe(): bool {
    return this.table.get(1) == Dest.PipeOut || this.table.get(2) == Dest.PipeOut;
  }

  private toScreen(d: i32, s: i32): bool {
    if (d == Dest.Screen) return true;
    return d == Dest.PipeOut && this.displayOnlyFrom(s + 1);
  }

  /** The fds of segment `s`: the context of its groups, its pipes, its redirects, `|&`. */
  private follow(s: i32, into: FdTable): void {
    const sg = this.sg;
    const t = this.t;
    if (this.execFrom >= 0 && s >= this.execFrom) {
      into.fill(Dest.Other);
      return;
    }
    this.contextOf(unchecked(sg.group[s]));
    into.copyFrom(this.ctx);
    const prev = unchecked(sg.prev[s]);
    const next = unchecked(sg.next[s]);
    if (isPipe(prev)) unchecked((into.fd[0] = Dest.PipeIn));
    if (isPipe(next)) unchecked((into.fd[1] = Dest.PipeOut));
    const end = unchecked(sg.end[s]);
    for (let i = unchecked(sg.first[s]); i < end; i++) if (t.kind(i) == Tok.Redirect) into.apply(this.src, t, i);
    if (next == Tok.PipeAll) unchecked((into.fd[2] = into.fd[1]));
  }

  /** Fills `ctx` with the fds inside group `g` (the line's own context when -1). */
  private contextOf(g: i32): void {
    const sg = this.sg;
    this.ctx.reset();
    this.chain.length = 0;
    for (let k = g; k >= 0; k = unchecked(sg.groupParent[k])) {
      // Nested deeper than any real command line: unknown (and no quadratic walk).
      if (this.chain.length == MAX_GROUP_DEPTH) {
        this.ctx.fill(Dest.Other);
        return;
      }
      this.chain.push(k);
    }
    for (let c = this.chain.length - 1; c >= 0; c--) {
      const k = unchecked(this.chain[c]);
      const end = unchecked(sg.groupRedirEnd[k]);
      for (let i = unchecked(sg.groupRedirFirst[k]); i < end; i++) {
        if (this.t.kind(i) == Tok.Redirect) this.ctx.apply(this.src, this.t, i);
      }
    }
  }

  /**
   * True when segment `c` and the stages after it only display what the pipe into `c` carries:
   * each a display-only command reading the pipe, the last one printing to the screen.
   */
  private displayOnlyFrom(c: i32): bool {
    const sg = this.sg;
    for (let guard = 0; c < sg.count && guard < 64; guard++) {
      // The stage must be this segment itself, not a group (`| { cat; }`) or a loop.
      if (!isPipe(unchecked(sg.prev[c])) || unchecked(sg.flags[c]) != 0) return false;
      if (hasSubstitution(this.t, unchecked(sg.first[c]), unchecked(sg.end[c]))) return false;
      if (!this.displayCommand(c)) return false;
      this.follow(c, this.consumer);
      if (this.consumer.get(0) != Dest.PipeIn) return false;
      const out = this.consumer.get(1);
      if (out == Dest.Screen) return true;
      if (out != Dest.PipeOut) return false;
      c++;
    }
    return false;
  }

  /** Loads the words of segment `s` into `cw`, skipping the env prefix; returns how many were skipped. */
  private words(s: i32): i32 {
    const cw = this.cw;
    if (!cw.load(this.src, this.t, unchecked(this.sg.first[s]), unchecked(this.sg.end[s]))) cw.idx.length = 0;
    let k = 0;
    while (k < cw.length && (cw.flags(k) & Flag.ASSIGNMENT) != 0) k++;
    return k;
  }

  /** `set ... pipefail ...` (`set -o pipefail`, `set -euo pipefail`). */
  private setsPipefail(s: i32): bool {
    const k = this.words(s);
    if (k >= this.cw.length || !this.cw.is(k, "set")) return false;
    for (let j = k + 1; j < this.cw.length; j++) if (this.cw.is(j, "pipefail")) return true;
    return false;
  }

  /** `exec` with redirects and no command: it redirects the shell itself for what follows. */
  private isBareExec(s: i32): bool {
    const k = this.words(s);
    if (k + 1 != this.cw.length || !this.cw.is(k, "exec")) return false;
    const end = unchecked(this.sg.end[s]);
    for (let i = unchecked(this.sg.first[s]); i < end; i++) if (this.t.kind(i) == Tok.Redirect) return true;
    return false;
  }

  /** Segment `c` runs a display-only command: cat, head, tail, less or more, with display options only. */
  private displayCommand(c: i32): bool {
    const cw = this.cw;
    const k = this.words(c);
    if (k >= cw.length || !cw.isPlain(k)) return false;
    const off = cw.nameOffset(k);
    const s = cw.start(k) + off;
    const e = cw.end(k);
    if (bytesEq(this.src, s, e, "cat")) return this.options(k + 1, CAT_LETTERS, "", CAT_LONG);
    if (bytesEq(this.src, s, e, "head")) return this.options(k + 1, HEAD_LETTERS, "nc", HEAD_LONG);
    if (bytesEq(this.src, s, e, "tail")) return this.options(k + 1, HEAD_LETTERS, "nc", HEAD_LONG);
    const pager = bytesEq(this.src, s, e, "less") || bytesEq(this.src, s, e, "more");
    if (pager) return this.options(k + 1, PAGER_LETTERS, "", PAGER_LONG);
    return false;
  }

  /**
   * True when the words from `k` on are display options only and no operand but `-`: short
   * options made of `letters` (those in `valued` take a value, joined or as the next word),
   * `-N` line counts, and the long options of `long` (`--x` or `--x=v`; a `=` entry takes a value).
   */
  private options(k: i32, letters: string, valued: string, long: string[]): bool {
    const cw = this.cw;
    for (; k < cw.length; k++) {
      const n = cw.size(k);
      if (cw.is(k, "-")) continue;
      if (n < 2 || cw.byte(k, 0) != 0x2d) return false; // an operand: the stage reads a file
      if (cw.byte(k, 1) == 0x2d) {
        if (n == 2) continue; // `--`
        if (!longOption(cw, k, long)) return false;
        if (needsValue(cw, k, long)) k++;
        continue;
      }
      if (valued.length > 0 && cw.isNumber(k, 1)) continue; // `head -5`
      for (let i = 1; i < n; i++) {
        const ch = <i32>cw.byte(k, i);
        if (valued.indexOf(String.fromCharCode(ch)) >= 0) {
          if (i == n - 1) k++; // the value is the next word
          break;
        }
        if (letters.indexOf(String.fromCharCode(ch)) < 0) return false;
      }
    }
    return true;
  }
}

// cat: numbering and squeezing only change the display; -A -v -e -E -t -T show the exact
// bytes, which the agent asked for and rtk's output would not carry.
const CAT_LETTERS = "nbsu";
const CAT_LONG: string[] = ["number", "number-nonblank", "squeeze-blank"];
// head and tail: counts in lines or bytes; never following (-f, -F, --follow, --retry, --pid, -s).
const HEAD_LETTERS = "qvz";
const HEAD_LONG: string[] = ["lines=", "bytes=", "quiet", "silent", "verbose", "zero-terminated"];
// less and more, which only copy their input when stdout is not a terminal; never -o/-O (a log file).
const PAGER_LETTERS = "RrSFXKNeEiIMmQqsw";
const PAGER_LONG: string[] = [
  "RAW-CONTROL-CHARS", "raw-control-chars", "chop-long-lines", "quit-if-one-screen", "no-init", "LINE-NUMBERS", "quiet", "silent",
];

/** Word `k` (`--name` or `--name=value`) is one of `long` (entries ending in `=` take a value). */
function longOption(cw: Words, k: i32, long: string[]): bool {
  const n = cw.size(k);
  let eq = n;
  for (let i = 2; i < n; i++) {
    if (cw.byte(k, i) == 0x3d) {
      eq = i;
      break;
    }
  }
  for (let j = 0; j < long.length; j++) {
    const name = unchecked(long[j]);
    const valued = name.endsWith("=");
    const bare = valued ? name.substring(0, name.length - 1) : name;
    if (eq - 2 != bare.length) continue;
    if (!bytesEq(cw.src, cw.start(k) + 2, cw.start(k) + eq, bare)) continue;
    return valued || eq == n;
  }
  return false;
}

/** `--lines 5`: a valued long option written without `=` takes the next word. */
function needsValue(cw: Words, k: i32, long: string[]): bool {
  for (let i = 2; i < cw.size(k); i++) if (cw.byte(k, i) == 0x3d) return false;
  for (let j = 0; j < long.length; j++) {
    const name = unchecked(long[j]);
    if (!name.endsWith("=") || cw.size(k) - 2 != name.length - 1) continue;
    if (bytesEq(cw.src, cw.start(k) + 2, cw.end(k), name.substring(0, name.length - 1))) return true;
  }
  return false;
}
