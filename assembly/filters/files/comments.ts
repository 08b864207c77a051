// Comment removal for `rtk read -l minimal|aggressive`, one line at a time.
//
// A small lexer per language family: it knows each family's string and char literal forms well
// enough to never start a comment inside one, and carries across lines what may span lines
// (block comments, Python/TOML/Java triple quotes, JS template literals with `${}` nesting,
// Rust strings and raw strings, Go raw strings, C++ raw strings, C# verbatim strings, shell
// quotes, here-documents). The rule when a line cannot be read with confidence (a quote that
// does not close where the language says it must): keep the rest of the line as it is. Stripping
// too little costs a few bytes; stripping code or string text misstates the file.

import { basename, unitAt } from "../sdk/text";

export const LANG_NONE = 0;
export const LANG_C = 1; // C, C++ and the like: // and /* */, 'x' chars, C++14 1'000 separators, R"d(...)d" raw strings
export const LANG_HASH = 2; // # at the start of a word; quotes close on their line (Ruby, YAML, Makefile, ...)
export const LANG_PY = 3; // # anywhere outside strings; triple-quoted strings
export const LANG_JS = 4; // as LANG_C, plus regular expression literals and template literals
export const LANG_RUST = 5; // lifetimes 'a vs chars 'x', r#"..."# raw strings, strings span lines, nested /* */
export const LANG_GO = 6; // `raw` strings span lines, 'x' runes
export const LANG_SHELL = 7; // as LANG_HASH, quotes may span lines ('...' without escapes)
export const LANG_CSS = 8; // /* */ only; url(...) is no comment
export const LANG_SCSS = 9; // as LANG_CSS plus // line comments
export const LANG_JVM = 10; // Java, Kotlin, Scala, Swift, Dart, Groovy: as LANG_C plus """text blocks"""
export const LANG_CS = 11; // C#: as LANG_JVM plus @"verbatim" strings
export const LANG_PHP = 12; // as LANG_C, strings span lines, # comments (not #[attributes])
export const LANG_TOML = 13; // as LANG_HASH plus """ and ''' multi-line strings

export function languageOf(name: string): i32 {
  const dot = name.lastIndexOf(".");
  const ext = dot < 0 ? "" : name.substring(dot + 1).toLowerCase();
  const base = basename(name);
  if (ext == "py" || ext == "pyi") return LANG_PY;
  if (ext == "sh" || ext == "bash" || ext == "zsh") return LANG_SHELL;
  if (ext == "toml") return LANG_TOML;
  if (ext == "rb" || ext == "pl" || ext == "yaml" || ext == "yml" || ext == "r" || base == "Makefile" || base == "Dockerfile" || ext == "mk" || ext == "cfg" || ext == "ini" || ext == "conf") return LANG_HASH;
  if (ext == "rs") return LANG_RUST;
  if (ext == "go") return LANG_GO;
  if (ext == "css") return LANG_CSS;
  if (ext == "scss" || ext == "less") return LANG_SCSS;
  if (ext == "cs") return LANG_CS;
  if (ext == "php") return LANG_PHP;
  const js = ["ts", "tsx", "js", "jsx", "mjs", "cjs", "mts", "cts"];
  for (let i = 0; i < js.length; i++) if (js[i] == ext) return LANG_JS;
  const jvm = ["java", "kt", "kts", "scala", "swift", "dart", "groovy", "gradle"];
  for (let i = 0; i < jvm.length; i++) if (jvm[i] == ext) return LANG_JVM;
  const c = ["c", "h", "cc", "cpp", "cxx", "hpp", "hh", "zig", "proto"];
  for (let i = 0; i < c.length; i++) if (c[i] == ext) return LANG_C;
  return LANG_NONE;
}

// What is open at the end of a line (and so at the start of the next).
const OPEN_NONE = 0;
const OPEN_TRIPLE = 1; // """ or ''' (the quote char in `closeChar`), backslash escapes
const OPEN_QUOTE = 2; // a '...' or "..." string (the char in `closeChar`), escapes when `escapes`
const OPEN_RUST_RAW = 3; // r#"...": closes at `"` and `rawHashes` #
const OPEN_CPP_RAW = 4; // R"delim(...)delim": closes at `)` + `rawDelim` + `"`
const OPEN_VERBATIM = 5; // C# @"...": `""` is a quote, no escapes
const OPEN_TEMPLATE = 6; // a JS template literal's text

const NOT_CLOSED: i32 = -1;

/** Removes comments line by line; what spans lines is carried in the stripper's state. */
export class CommentStripper {
  private blockDepth: i32 = 0; // open /* */ comments (Rust nests them; the others stop at 1)
  private open: i32 = OPEN_NONE;
  private closeChar: i32 = 0;
  private escapes: bool = true;
  private rawHashes: i32 = 0;
  private rawDelim: string = "";
  // JS template literals: one entry per open `${`, the `{` depth inside it. `open` is
  // OPEN_TEMPLATE while the innermost template's text is being read.
  private templates: i32[] = [];
  private heredoc: string = ""; // the word that ends an open here-document, or ""
  private heredocIndented: bool = false; // <<- or <<~: the end word may be indented
  private brackets: i32 = 0; // ( [ { open outside strings and comments
  private continued: bool = false; // the last line ended in a `\` outside strings

  /** Net `{` minus `}` in the code (not strings, not comments) of the last line stripped. */
  braces: i32 = 0;
  /**
   * True when the last line stripped began inside something an earlier line opened (a bracket,
   * a multi-line string, a `\` continuation): part of an earlier statement.
   */
  continuation: bool = false;
  /** True when the last line stripped began inside a string or here-document: its text is data. */
  inLiteral: bool = false;

  private readonly cLike: bool;
  private readonly hashWord: bool; // `#` opens a comment at the start of a word
  constructor(readonly lang: i32) {
    this.cLike = lang == LANG_C || lang == LANG_JS || lang == LANG_RUST || lang == LANG_GO || lang == LANG_JVM || lang == LANG_CS || lang == LANG_PHP || lang == LANG_CSS || lang == LANG_SCSS;
    this.hashWord = lang == LANG_HASH || lang == LANG_SHELL || lang == LANG_TOML;
  }

  /** True when `quote` strings may run on to the next line without a `\` before the newline. */
  private spansLines(quote: i32): bool {
    const lang = this.lang;
    return lang == LANG_RUST || lang == LANG_PHP || lang == LANG_SHELL || (lang == LANG_GO && quote == 0x60);
  }

  /** The line without its comments; "" for a line that held only a comment. */
  strip(s: string): string {
    this.braces = 0;
    this.continuation = this.brackets > 0 || this.open != OPEN_NONE || this.continued || this.blockDepth > 0;
    this.continued = false;
    this.inLiteral = this.open != OPEN_NONE || this.heredoc.length > 0;
    if (this.heredoc.length > 0) {
      // A here-document's lines are data: kept as they are, up to the line with its end word.
      if ((this.heredocIndented ? ltrim(s) : s) == this.heredoc) this.heredoc = "";
      this.continuation = true;
      return s;
    }
    const lang = this.lang;
    const n = s.length;
    let r = "";
    let start = 0; // the kept text not yet copied to `r` begins here
    let k = 0;
    // The last character of code (not in a string or comment), to tell a regex from a division.
    let prev = 0;
    while (k < n) {
      // Inside a block comment: skip to its end (Rust counts nested openings).
      if (this.blockDepth > 0) {
        const e = s.indexOf("*/", k);
        if (lang == LANG_RUST) {
          const o = s.indexOf("/*", k);
          if (o >= 0 && (e < 0 || o < e)) {
            this.blockDepth++;
            k = o + 2;
            continue;
          }
        }
        if (e < 0) {
          k = n;
          start = n;
          break;
        }
        this.blockDepth--;
        k = e + 2;
        if (this.blockDepth == 0) {
          // `a = /* note */ b`: one space is left, not two.
          if (k < n && s.charCodeAt(k) == 0x20 && r.endsWith(" ")) k++;
          start = k;
        }
        continue;
      }
      // Inside a string that an earlier character (or line) opened.
      if (this.open != OPEN_NONE) {
        const e = this.closeAt(s, k);
        if (e == NOT_CLOSED) {
          k = n;
          break;
        }
        k = e;
        prev = 0x22;
        continue;
      }
      // Plain code (words, spaces, most punctuation) opens and closes nothing: skipped in a run.
      let c = unitAt(s, k);
      while (c >= 0x80 || unchecked(PLAIN_CODE[c])) {
        if (c != 0x20 && c != 0x09) prev = c;
        if (++k == n) break;
        c = unitAt(s, k);
      }
      if (k == n) break;
      // Comments.
      if (c == 0x2f && k + 1 < n && this.cLike) {
        const d = unitAt(s, k + 1);
        if (d == 0x2f && lang != LANG_CSS) {
          r += s.substring(start, k);
          start = n;
          k = n;
          break;
        }
        if (d == 0x2a) {
          r += s.substring(start, k);
          this.blockDepth = 1;
          k += 2;
          start = n; // nothing after it is kept unless the comment closes on this line
          continue;
        }
        if (lang == LANG_JS && regexMayStart(s, k, prev)) {
          const e = regexEnd(s, k);
          if (e < 0) break; // no closing `/` on the line: unsure, the rest is kept
          k = e;
          prev = 0x2f;
          continue;
        }
      }
      if (c == 0x23 && this.hashOpensComment(s, k)) {
        r += s.substring(start, k);
        start = n;
        k = n;
        break;
      }
      // Strings and literals (most characters open none: asked only of those that can).
      const q = mayOpenLiteral(c) ? this.openLiteral(s, k) : 0;
      if (q != 0) {
        if (q < 0) break; // an unclosed quote that may not span lines: unsure, the rest is kept
        k = q;
        prev = 0x22;
        continue;
      }
      // Code.
      if (c == 0x7b || c == 0x28 || c == 0x5b) {
        this.brackets++;
        if (c == 0x7b) {
          this.braces++;
          if (this.templates.length > 0) this.templates[this.templates.length - 1]++;
        }
      } else if (c == 0x7d || c == 0x29 || c == 0x5d) {
        if (c == 0x7d && this.templates.length > 0) {
          const top = this.templates.length - 1;
          if (this.templates[top] == 0) {
            // The `}` of a `${`: back to the template's text.
            this.templates.pop();
            this.open = OPEN_TEMPLATE;
            this.closeChar = 0x60;
            this.escapes = true;
            k++;
            continue;
          }
          this.templates[top]--;
        }
        if (this.brackets > 0) this.brackets--;
        if (c == 0x7d) this.braces--;
      } else if (c == 0x5c && k == n - 1) this.continued = true;
      else if (c == 0x3c && lang != LANG_PY && k + 2 < n && s.charCodeAt(k + 1) == 0x3c && (this.hashWord || lang == LANG_PHP)) this.openHeredoc(s, k + 2);
      if (c != 0x20 && c != 0x09) prev = c;
      k++;
    }
    // A quote that may not span lines and did not close: forget it (the line was kept as it is).
    if (this.open == OPEN_QUOTE && !this.spansLines(this.closeChar) && !(this.escapes && n > 0 && endsWithOddBackslashes(s))) this.open = OPEN_NONE;
    // A line with nothing taken out is kept as the same string, not a copy.
    r = start == 0 && r.length == 0 ? s : r + s.substring(start < n ? start : n);
    // Trailing blanks inside a string that runs on are its text.
    return this.open != OPEN_NONE && start < n ? r : rtrim(r);
  }

  /** `#` at `k` opens a comment (outside strings). */
  private hashOpensComment(s: string, k: i32): bool {
    const lang = this.lang;
    if (lang == LANG_PY) return true;
    const atWord = k == 0 || s.charCodeAt(k - 1) == 0x20 || s.charCodeAt(k - 1) == 0x09;
    if (this.hashWord) return atWord;
    // PHP: `# note` is a comment, `#[Attribute]` is not.
    if (lang == LANG_PHP) return atWord && !(k + 1 < s.length && s.charCodeAt(k + 1) == 0x5b);
    return false;
  }

  /**
   * When a string, char or raw literal opens at `k`: the index after it when it closes on this
   * line; `s.length` when it stays open into the next line (state set); -1 when it does not
   * close and may not span lines (the caller keeps the rest). 0 when no literal opens at `k`.
   */
  private openLiteral(s: string, k: i32): i32 {
    const lang = this.lang;
    const c = unitAt(s, k);
    const n = s.length;
    // Triple quotes: Python, TOML (''' too), JVM and C# text blocks (""" only).
    if ((c == 0x22 || (c == 0x27 && (lang == LANG_PY || lang == LANG_TOML || lang == LANG_JVM))) && (lang == LANG_PY || lang == LANG_TOML || lang == LANG_JVM || lang == LANG_CS) && k + 2 < n && s.charCodeAt(k + 1) == c && s.charCodeAt(k + 2) == c) {
      return this.enter(s, k + 3, OPEN_TRIPLE, c, lang != LANG_TOML || c == 0x22);
    }
    if (lang == LANG_RUST) {
      const raw = rustRawStart(s, k);
      if (raw > 0) {
        let h = 0;
        while (s.charCodeAt(raw - 2 - h) == 0x23) h++;
        this.rawHashes = h;
        return this.enter(s, raw, OPEN_RUST_RAW, 0x22, false);
      }
      if (c == 0x27) return rustCharEnd(s, k);
    }
    if (lang == LANG_C && c == 0x52 && k + 1 < n && s.charCodeAt(k + 1) == 0x22 && (k == 0 || !isIdentChar(s.charCodeAt(k - 1)) || rawPrefix(s, k))) {
      // R"delim( ... )delim"
      const open = s.indexOf("(", k + 2);
      if (open > k + 2 + 16 || open < 0) return -1;
      this.rawDelim = ")" + s.substring(k + 2, open) + "\"";
      return this.enter(s, open + 1, OPEN_CPP_RAW, 0, false);
    }
    if (lang == LANG_CS && c == 0x40 && k + 1 < n && s.charCodeAt(k + 1) == 0x22) return this.enter(s, k + 2, OPEN_VERBATIM, 0x22, false);
    if (c == 0x60) {
      if (lang == LANG_JS) return this.enter(s, k + 1, OPEN_TEMPLATE, 0x60, true);
      if (lang == LANG_GO) return this.enter(s, k + 1, OPEN_QUOTE, 0x60, false);
      return 0;
    }
    if (c == 0x22) return this.enter(s, k + 1, OPEN_QUOTE, c, true);
    if (c == 0x27) {
      if (lang == LANG_CSS || lang == LANG_SCSS || lang == LANG_NONE) return this.enter(s, k + 1, OPEN_QUOTE, c, true);
      // C++14 digit separators: 1'000'000, 0xFF'FF.
      if (lang == LANG_C && k > 0 && isDigitSeparator(s, k)) return 0;
      // Shell: no escapes inside '...'; $'...' has them.
      if (lang == LANG_SHELL) return this.enter(s, k + 1, OPEN_QUOTE, c, k > 0 && s.charCodeAt(k - 1) == 0x24);
      return this.enter(s, k + 1, OPEN_QUOTE, c, true);
    }
    if (lang == LANG_CSS || lang == LANG_SCSS) {
      // url(http://x) holds no comment: the unquoted argument is skipped whole.
      if ((c == 0x75 || c == 0x55) && k + 4 <= n && s.substring(k, k + 4).toLowerCase() == "url(" && (k == 0 || !isIdentChar(s.charCodeAt(k - 1)))) {
        let e = k + 4;
        while (e < n && s.charCodeAt(e) == 0x20) e++;
        if (e < n && (s.charCodeAt(e) == 0x22 || s.charCodeAt(e) == 0x27)) return 0;
        const close = s.indexOf(")", e);
        return close < 0 ? -1 : close + 1;
      }
    }
    // Zig's \\ line strings (and a stray \\ elsewhere): the rest of the line is text.
    if (c == 0x5c && k + 1 < n && s.charCodeAt(k + 1) == 0x5c && this.cLike) return -1;
    return 0;
  }

  /** Opens a literal whose body starts at `from`; returns where it ends on this line or the line's end. */
  private enter(s: string, from: i32, kind: i32, close: i32, escapes: bool): i32 {
    this.open = kind;
    this.closeChar = close;
    this.escapes = escapes;
    const e = this.closeAt(s, from);
    if (e != NOT_CLOSED) return e;
    if (kind == OPEN_QUOTE && !this.spansLines(close) && !(escapes && endsWithOddBackslashes(s))) {
      this.open = OPEN_NONE;
      return -1;
    }
    return s.length;
  }

  /** Scans the open literal from `k`: the index after its end (state cleared), or NOT_CLOSED. */
  private closeAt(s: string, k: i32): i32 {
    const n = s.length;
    const kind = this.open;
    if (kind == OPEN_CPP_RAW) {
      const e = s.indexOf(this.rawDelim, k);
      if (e < 0) return NOT_CLOSED;
      this.open = OPEN_NONE;
      return e + this.rawDelim.length;
    }
    const q = this.closeChar;
    let i = k;
    while (i < n) {
      const c = unitAt(s, i);
      if (c == 0x5c && this.escapes) {
        i += 2;
        continue;
      }
      if (kind == OPEN_TEMPLATE && c == 0x24 && i + 1 < n && s.charCodeAt(i + 1) == 0x7b) {
        // `${`: code again until its matching `}`.
        this.templates.push(0);
        this.open = OPEN_NONE;
        return i + 2;
      }
      if (c == q) {
        if (kind == OPEN_TRIPLE) {
          if (i + 2 < n && s.charCodeAt(i + 1) == q && s.charCodeAt(i + 2) == q) {
            this.open = OPEN_NONE;
            return i + 3;
          }
          i++;
          continue;
        }
        if (kind == OPEN_VERBATIM && i + 1 < n && s.charCodeAt(i + 1) == q) {
          i += 2;
          continue;
        }
        if (kind == OPEN_RUST_RAW) {
          let h = 0;
          while (h < this.rawHashes && i + 1 + h < n && s.charCodeAt(i + 1 + h) == 0x23) h++;
          if (h < this.rawHashes) {
            i++;
            continue;
          }
          this.open = OPEN_NONE;
          return i + 1 + h;
        }
        this.open = OPEN_NONE;
        return i + 1;
      }
      i++;
    }
    return NOT_CLOSED;
  }

  private openHeredoc(s: string, at: i32): void {
    const w = heredocWord(s, at);
    if (w.length == 0) return;
    this.heredoc = w;
    const d = s.charCodeAt(at);
    this.heredocIndented = d == 0x2d || d == 0x7e;
  }
}

/**
 * The ASCII characters no rule of the stripper looks at: none opens a comment, a literal or a
 * here-document, or counts as a bracket or a line's `\` continuation. Not these: / # { } ( ) [ ]
 * \ < and those mayOpenLiteral names.
 */
const PLAIN_CODE = plainCode("/#{}()[]\\<\"'`@rbcRuU");

function plainCode(special: string): StaticArray<bool> {
  const t = new StaticArray<bool>(0x80);
  for (let c = 0; c < 0x80; c++) t[c] = special.indexOf(String.fromCharCode(c)) < 0;
  return t;
}

/**
 * The characters a literal can open with (openLiteral asks nothing of the others): quotes and
 * backquotes, Rust's raw and byte string prefixes (r, b, c), C++'s R"( and its u/U/L prefixes
 * end in R, C#'s @", CSS's url( (u, U), Zig's \\.
 */
@inline function mayOpenLiteral(c: i32): bool {
  return c == 0x22 || c == 0x27 || c == 0x60 || c == 0x72 || c == 0x62 || c == 0x63 || c == 0x52 || c == 0x40 || c == 0x75 || c == 0x55 || c == 0x5c;
}

function endsWithOddBackslashes(s: string): bool {
  let k = s.length;
  while (k > 0 && s.charCodeAt(k - 1) == 0x5c) k--;
  return ((s.length - k) & 1) == 1;
}

/** The index after the opening `"` of a Rust raw string starting at `k` (r"", r#""#, br"", cr""), or 0. */
function rustRawStart(s: string, k: i32): i32 {
  let i = k;
  const c = s.charCodeAt(i);
  if (c == 0x62 || c == 0x63) i++; // b, c prefixes
  if (i >= s.length || s.charCodeAt(i) != 0x72) return 0;
  if (k > 0 && isIdentChar(s.charCodeAt(k - 1))) return 0;
  i++;
  while (i < s.length && s.charCodeAt(i) == 0x23) i++;
  if (i >= s.length || s.charCodeAt(i) != 0x22) return 0;
  return i + 1;
}

/**
 * The end of a Rust char literal ('x', '\n', '\u{1F600}', 'é') at `k`, or 0 for a lifetime or
 * label ('a, 'static): no closing quote right after one character.
 */
function rustCharEnd(s: string, k: i32): i32 {
  const n = s.length;
  if (k + 1 >= n) return 0;
  const c = s.charCodeAt(k + 1);
  if (c == 0x5c) {
    const e = s.indexOf("'", k + 3);
    return e < 0 ? -1 : e + 1;
  }
  const w = c >= 0xd800 && c <= 0xdbff ? 2 : 1;
  if (k + 1 + w < n && s.charCodeAt(k + 1 + w) == 0x27) return k + 2 + w;
  return 0;
}

/** `u8R"`, `uR"`, `UR"`, `LR"` before the R at `k`. */
function rawPrefix(s: string, k: i32): bool {
  let b = k;
  while (b > 0 && isIdentChar(s.charCodeAt(b - 1))) b--;
  const p = s.substring(b, k);
  return p == "u8" || p == "u" || p == "U" || p == "L";
}

/** The `'` at `k` sits inside a number (C++14 digit separator). */
function isDigitSeparator(s: string, k: i32): bool {
  if (k + 1 >= s.length || !isHexDigit(s.charCodeAt(k + 1))) return false;
  let b = k;
  while (b > 0 && (isIdentChar(s.charCodeAt(b - 1)) || s.charCodeAt(b - 1) == 0x27)) b--;
  const first = s.charCodeAt(b);
  return b < k && first >= 0x30 && first <= 0x39;
}

@inline function isHexDigit(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The characters of code after which a `/` opens a regex: operators and opening brackets. */
const REGEX_AFTER_CHAR = regexAfterChars("(,=:[!&|?{};+-*%<>~^");

function regexAfterChars(chars: string): StaticArray<bool> {
  const t = new StaticArray<bool>(0x80);
  for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] = true;
  return t;
}

const REGEX_AFTER_WORDS = ["return", "typeof", "case", "throw", "in", "of", "else", "yield", "await", "void", "delete", "instanceof", "do"];

/**
 * True when the `/` at `k` opens a regular expression literal rather than dividing: after an
 * operator or an opening bracket (`prev`, the last character of code; 0 at the line's start),
 * or after a keyword such as `return`.
 */
function regexMayStart(s: string, k: i32, prev: i32): bool {
  if (prev == 0) return true;
  if (prev < 0x80 && REGEX_AFTER_CHAR[prev]) return true;
  // A keyword just before: `return /x/.test(s)`.
  let e = k;
  while (e > 0 && (s.charCodeAt(e - 1) == 0x20 || s.charCodeAt(e - 1) == 0x09)) e--;
  let b = e;
  while (b > 0 && isIdentChar(s.charCodeAt(b - 1))) b--;
  if (b == e || (b > 0 && s.charCodeAt(b - 1) == 0x2e)) return false;
  return REGEX_AFTER_WORDS.includes(s.substring(b, e));
}

@inline function isIdentChar(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f || c == 0x24;
}

/** Index after the regex literal opening at `k` (its closing `/`, outside `[...]`; escapes skipped), or -1 when it does not close on the line. */
function regexEnd(s: string, k: i32): i32 {
  let inClass = false;
  let i = k + 1;
  while (i < s.length) {
    const c = unitAt(s, i);
    if (c == 0x5c) {
      i += 2;
      continue;
    }
    if (c == 0x5b) inClass = true;
    else if (c == 0x5d) inClass = false;
    else if (c == 0x2f && !inClass) return i + 1;
    i++;
  }
  return -1;
}

/** The end word of a here-document opened by `<<` just before `at` (`<<EOF`, `<<-'EOF'`, `<< "EOF"`, `<<~EOS`), or "". */
function heredocWord(s: string, at: i32): string {
  let k = at;
  if (k < s.length && (s.charCodeAt(k) == 0x2d || s.charCodeAt(k) == 0x7e)) k++;
  while (k < s.length && s.charCodeAt(k) == 0x20) k++;
  let q = 0;
  if (k < s.length && (s.charCodeAt(k) == 0x27 || s.charCodeAt(k) == 0x22)) q = s.charCodeAt(k++);
  const b = k;
  while (k < s.length && isIdentChar(s.charCodeAt(k))) k++;
  if (k == b || (q != 0 && (k >= s.length || s.charCodeAt(k) != q))) return "";
  const w = s.substring(b, k);
  // A word must start with a letter or `_` (`x << 2` shifts).
  const c = w.charCodeAt(0);
  return c >= 0x30 && c <= 0x39 ? "" : w;
}

export function rtrim(s: string): string {
  let e = s.length;
  while (e > 0 && (unitAt(s, e - 1) == 0x20 || unitAt(s, e - 1) == 0x09)) e--;
  return s.substring(0, e);
}

export function ltrim(s: string): string {
  let a = 0;
  while (a < s.length && (unitAt(s, a) == 0x20 || unitAt(s, a) == 0x09)) a++;
  return s.substring(a);
}
