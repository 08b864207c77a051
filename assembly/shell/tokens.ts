// Token kinds and flags of the shell lexer, and the flat token list it fills.
//
// A token is four i32s: kind, start byte, end byte (exclusive), flags. The list is reused
// across calls, so lexing a command line allocates nothing once it has grown.

export const enum Tok {
  /** A word: a command name, an argument, an assignment; may hold quotes and substitutions. */
  Word = 1,
  /** `&&` */
  And = 2,
  /** `||` */
  Or = 3,
  /** `;` */
  Semi = 4,
  /** `|` */
  Pipe = 5,
  /** `|&` (stdout and stderr piped) */
  PipeAll = 6,
  /** A trailing `&` (background). */
  Background = 7,
  /** A redirect with its fd and target: `2>&1`, `>f`, `>> f`, `<f`, `&>f`, `>&2`, `<<<word`. */
  Redirect = 8,
  /** A heredoc marker with its delimiter: `<<EOF`, `<<-'EOF'`. */
  Heredoc = 9,
  /** The lines of a heredoc, up to and including the delimiter line. */
  HeredocBody = 10,
  /** An unquoted newline: separates commands like `;`. */
  Newline = 11,
  /** `# ...` up to the end of the line. */
  Comment = 12,
  /** A `case` arm terminator: `;;`, `;&`, `;;&`. */
  CaseEnd = 13,
  /** `(` opening a subshell (or a function's `()`). */
  OpenParen = 14,
  /** `)` */
  CloseParen = 15,
  /** `{` opening a group, in command position. */
  OpenBrace = 16,
  /** `}` closing a group, in command position. */
  CloseBrace = 17,
  /** An arithmetic command `(( ... ))`. */
  ArithCommand = 18,
}

export namespace Flag {
  /** Holds single or double quotes. */
  export const QUOTED: i32 = 1 << 0;
  /** Holds a backslash escape outside single quotes. */
  export const ESCAPED: i32 = 1 << 1;
  /** Holds ANSI-C quoting `$'..'`. */
  export const DOLLAR_SINGLE: i32 = 1 << 2;
  /** Holds a command substitution `$(..)`. */
  export const CMD_SUBST: i32 = 1 << 3;
  /** Holds a backtick substitution. */
  export const BACKTICK: i32 = 1 << 4;
  /** Holds arithmetic expansion `$((..))`. */
  export const ARITH: i32 = 1 << 5;
  /** Holds a process substitution `<(..)` or `>(..)`. */
  export const PROC_SUBST: i32 = 1 << 6;
  /** Holds a parameter expansion `$x` or `${..}`. */
  export const PARAM: i32 = 1 << 7;
  /** A quote, substitution or heredoc that never closes. */
  export const UNTERMINATED: i32 = 1 << 8;
  /** Starts with `NAME=` (unquoted name): a variable assignment in prefix position. */
  export const ASSIGNMENT: i32 = 1 << 9;
  /** Holds a backslash-newline line continuation. */
  export const CONTINUATION: i32 = 1 << 10;
  /** Redirect: writes to a file (or fd) — `>`, `>>`, `>|`, `&>`, `<>`. */
  export const RD_WRITE: i32 = 1 << 11;
  /** Redirect: reads from a file or string — `<`, `<<<`. */
  export const RD_READ: i32 = 1 << 12;
  /** Redirect: the target is a file (not an fd duplication or close). */
  export const RD_FILE: i32 = 1 << 13;
  /** Redirect: the target is an fd, `-` (close): `2>&1`, `>&2`, `<&-`. */
  export const RD_DUP: i32 = 1 << 14;
  /** Redirect: applies to stdout (fd 1, no fd, or `&>`). */
  export const RD_STDOUT: i32 = 1 << 15;
  /** Redirect: a here-string `<<<`. */
  export const RD_HERESTRING: i32 = 1 << 16;
  /** Redirect or heredoc with no target word (a syntax error). */
  export const RD_MISSING: i32 = 1 << 17;
  /** Heredoc: `<<-` (leading tabs stripped). */
  export const STRIP_TABS: i32 = 1 << 18;
  /** Redirect: the target is exactly `/dev/null`. */
  export const RD_DEVNULL: i32 = 1 << 19;
}

/** Flags that make a word's value unknowable without running something. */
export const OPAQUE_FLAGS: i32 = Flag.CMD_SUBST | Flag.BACKTICK | Flag.PROC_SUBST | Flag.ARITH;

export class TokenList {
  data: StaticArray<i32> = new StaticArray<i32>(256);
  count: i32 = 0;

  clear(): void {
    this.count = 0;
  }

  push(kind: i32, start: i32, end: i32, flags: i32): void {
    let at = this.count << 2;
    if (at + 4 > this.data.length) {
      const next = new StaticArray<i32>(this.data.length << 1);
      memory.copy(changetype<usize>(next), changetype<usize>(this.data), <usize>at << 2);
      this.data = next;
    }
    unchecked((this.data[at] = kind));
    unchecked((this.data[at + 1] = start));
    unchecked((this.data[at + 2] = end));
    unchecked((this.data[at + 3] = flags));
    this.count++;
  }

  @inline kind(i: i32): i32 {
    return unchecked(this.data[i << 2]);
  }
  @inline start(i: i32): i32 {
    return unchecked(this.data[(i << 2) + 1]);
  }
  @inline end(i: i32): i32 {
    return unchecked(this.data[(i << 2) + 2]);
  }
  @inline flags(i: i32): i32 {
    return unchecked(this.data[(i << 2) + 3]);
  }
  setFlags(i: i32, f: i32): void {
    unchecked((this.data[(i << 2) + 3] = f));
  }
}

/** Separators between simple commands (everything that ends a segment). */
export function isSeparator(kind: i32): bool {
  return kind != Tok.Word && kind != Tok.Redirect && kind != Tok.Heredoc && kind != Tok.ArithCommand;
}
