// `rtk read` (what cat, head and tail become): a file's text at a level of detail.
//   none:       the text as it is
//   minimal:    comments removed (string-aware; Python docstrings are strings and stay; a JS/TS
//               regex literal such as /\/\//g is no comment; in shell, Ruby, YAML and the like
//               `#` opens one only at the start of a word, and here-documents are data), runs of
//               blank lines cut to one
//   aggressive: signatures only: imports, declarations and the opening line of each block; the
//               bodies of functions go, the members of classes, impls and interfaces stay
// then --max-lines (head) or --tail-lines (tail) and -n (original line numbers). A file with a
// NUL byte in its first 8 KiB is reported as binary. Several files arrive as `tail -n +1` prints
// them (`==> name <==` headers) and each is read in its own language.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { CaptureSession } from "../common/capture";

const LANG_NONE = 0;
const LANG_C = 1; // // and /* */ comments
const LANG_HASH = 2; // # comments
const LANG_PY = 3; // # comments, triple-quoted strings
const LANG_JS = 4; // as LANG_C, plus regular expression literals (`/\/\//g` holds no comment)

export function languageOf(name: string): i32 {
  const dot = name.lastIndexOf(".");
  const ext = dot < 0 ? "" : name.substring(dot + 1).toLowerCase();
  const base = name.substring(name.lastIndexOf("/") + 1);
  if (ext == "py" || ext == "pyi") return LANG_PY;
  if (ext == "sh" || ext == "bash" || ext == "zsh" || ext == "rb" || ext == "pl" || ext == "yaml" || ext == "yml" || ext == "toml" || ext == "r" || base == "Makefile" || base == "Dockerfile" || ext == "mk" || ext == "cfg" || ext == "ini" || ext == "conf") return LANG_HASH;
  const js = ["ts", "tsx", "js", "jsx", "mjs", "cjs", "mts", "cts"];
  for (let i = 0; i < js.length; i++) if (js[i] == ext) return LANG_JS;
  const c = ["rs", "go", "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "java", "kt", "kts", "swift", "cs", "scala", "dart", "css", "scss", "less", "php", "zig", "proto", "groovy", "gradle"];
  for (let i = 0; i < c.length; i++) if (c[i] == ext) return LANG_C;
  return LANG_NONE;
}

/** Removes comments line by line (state carries block comments, strings and here-documents). */
export class CommentStripper {
  private inBlock: bool = false;
  private inTriple: i32 = 0; // the quote char of an open Python triple-quoted string, or 0
  private inTemplate: bool = false; // an open JS template literal
  private heredoc: string = ""; // the word that ends an open shell/Ruby here-document, or ""
  private heredocIndented: bool = false; // <<- or <<~: the end word may be indented

  private readonly cLike: bool;
  constructor(readonly lang: i32) {
    this.cLike = lang == LANG_C || lang == LANG_JS;
  }

  private openHeredoc(s: string, at: i32): void {
    const w = heredocWord(s, at);
    if (w.length == 0) return;
    this.heredoc = w;
    const d = s.charCodeAt(at);
    this.heredocIndented = d == 0x2d || d == 0x7e;
  }

  /** The line without its comments; "" for a line that held only a comment. */
  strip(s: string): string {
    const lang = this.lang;
    const cLike = this.cLike;
    // The last character outside strings and comments, to tell a regex literal from a division.
    let prev = 0;
    let r = "";
    let k = 0;
    const n = s.length;
    let start = 0;
    let quote = 0;
    if (this.heredoc.length > 0) {
      // A here-document's lines are data: kept as they are, up to the line with its end word.
      if ((this.heredocIndented ? ltrim(s) : s) == this.heredoc) this.heredoc = "";
      return s;
    }
    if (this.inBlock) {
      const e = s.indexOf("*/");
      if (e < 0) return "";
      this.inBlock = false;
      k = e + 2;
      start = k;
    }
    while (k < n) {
      const c = s.charCodeAt(k);
      if (this.inTriple != 0) {
        if (c == this.inTriple && k + 2 < n && s.charCodeAt(k + 1) == c && s.charCodeAt(k + 2) == c) {
          this.inTriple = 0;
          k += 3;
          continue;
        }
        k++;
        continue;
      }
      if (this.inTemplate) {
        if (c == 0x5c) k += 2;
        else {
          if (c == 0x60) this.inTemplate = false;
          k++;
        }
        continue;
      }
      if (quote != 0) {
        if (c == 0x5c) k += 2;
        else {
          if (c == quote) quote = 0;
          k++;
        }
        continue;
      }
      if (lang == LANG_PY && (c == 0x22 || c == 0x27) && k + 2 < n && s.charCodeAt(k + 1) == c && s.charCodeAt(k + 2) == c) {
        this.inTriple = c;
        k += 3;
        continue;
      }
      if (c == 0x22 || (c == 0x27 && !(cLike && isLifetime(s, k)))) {
        quote = c;
        prev = c;
        k++;
        continue;
      }
      if (c == 0x60 && cLike) {
        this.inTemplate = true;
        prev = c;
        k++;
        continue;
      }
      if (cLike && c == 0x2f && k + 1 < n) {
        const d = s.charCodeAt(k + 1);
        if (d == 0x2f) {
          r += s.substring(start, k);
          return rtrim(r);
        }
        if (d == 0x2a) {
          r += s.substring(start, k);
          const e = s.indexOf("*/", k + 2);
          if (e < 0) {
            this.inBlock = true;
            return rtrim(r);
          }
          k = e + 2;
          // `a = /* note */ b`: one space is left, not two.
          if (k < n && s.charCodeAt(k) == 0x20 && r.endsWith(" ")) k++;
          start = k;
          continue;
        }
        if (lang == LANG_JS && regexMayStart(s, k, prev)) {
          k = regexEnd(s, k);
          prev = 0x2f;
          continue;
        }
      }
      // `#` starts a comment in Python anywhere outside strings; in shell, Ruby, YAML and the
      // like only at the start of a word (`$#`, `${#a[@]}`, `url#frag` are not comments).
      if (c == 0x23 && (lang == LANG_PY || (lang == LANG_HASH && (k == 0 || s.charCodeAt(k - 1) == 0x20 || s.charCodeAt(k - 1) == 0x09)))) {
        r += s.substring(start, k);
        return rtrim(r);
      }
      if (lang == LANG_HASH && c == 0x3c && k + 2 < n && s.charCodeAt(k + 1) == 0x3c) this.openHeredoc(s, k + 2);
      if (c != 0x20 && c != 0x09) prev = c;
      k++;
    }
    r += s.substring(start);
    return rtrim(r);
  }
}

const REGEX_AFTER_WORDS = ["return", "typeof", "case", "throw", "in", "of", "else", "yield", "await", "void", "delete", "instanceof", "do"];

/**
 * True when the `/` at `k` opens a regular expression literal rather than dividing: after an
 * operator or an opening bracket (`prev`, the last character outside strings; 0 at the line's
 * start), or after a keyword such as `return`.
 */
function regexMayStart(s: string, k: i32, prev: i32): bool {
  if (prev == 0) return true;
  if ("(,=:[!&|?{};+-*%<>~^".indexOf(String.fromCharCode(prev)) >= 0) return true;
  // A keyword just before: `return /x/.test(s)`.
  let e = k;
  while (e > 0 && (s.charCodeAt(e - 1) == 0x20 || s.charCodeAt(e - 1) == 0x09)) e--;
  let b = e;
  while (b > 0 && isIdentChar(s.charCodeAt(b - 1))) b--;
  if (b == e || (b > 0 && (s.charCodeAt(b - 1) == 0x2e))) return false;
  return REGEX_AFTER_WORDS.includes(s.substring(b, e));
}

@inline function isIdentChar(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f || c == 0x24;
}

/** Index after the regex literal opening at `k` (its closing `/`, outside `[...]`; escapes skipped), or the line's end. */
function regexEnd(s: string, k: i32): i32 {
  let inClass = false;
  let i = k + 1;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c == 0x5c) {
      i += 2;
      continue;
    }
    if (c == 0x5b) inClass = true;
    else if (c == 0x5d) inClass = false;
    else if (c == 0x2f && !inClass) return i + 1;
    i++;
  }
  return s.length;
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
  return (c >= 0x30 && c <= 0x39) ? "" : w;
}

/** A Rust lifetime or a char literal that is not a string: 'a, 'static (no closing quote near). */
function isLifetime(s: string, k: i32): bool {
  if (k + 2 < s.length && s.charCodeAt(k + 2) == 0x27) return false; // 'x'
  if (k + 1 < s.length && s.charCodeAt(k + 1) == 0x5c) return false; // '\n'
  return true;
}

function rtrim(s: string): string {
  let e = s.length;
  while (e > 0 && (s.charCodeAt(e - 1) == 0x20 || s.charCodeAt(e - 1) == 0x09)) e--;
  return s.substring(0, e);
}

function ltrim(s: string): string {
  let a = 0;
  while (a < s.length && (s.charCodeAt(a) == 0x20 || s.charCodeAt(a) == 0x09)) a++;
  return s.substring(a);
}

const MEMBER_BLOCKS = ["class ", "interface ", "impl ", "impl<", "trait ", "struct ", "enum ", "namespace ", "mod ", "object ", "module ", "export class ", "export interface ", "export default class ", "export abstract class ", "abstract class ", "export namespace ", "declare ", "pub struct ", "pub enum ", "pub trait ", "pub(crate) struct ", "extern ", "type "];

// The same words after a space ("pub impl", "export default class"), built once.
const MEMBER_BLOCKS_INNER = MEMBER_BLOCKS.map<string>((w: string): string => " " + w);

function opensMemberBlock(t: string): bool {
  for (let i = 0; i < MEMBER_BLOCKS.length; i++) {
    if (t.startsWith(unchecked(MEMBER_BLOCKS[i])) || t.indexOf(unchecked(MEMBER_BLOCKS_INNER[i])) >= 0) return true;
  }
  return false;
}

/** Brace balance of a comment-free line, ignoring braces inside quotes. */
function braceDelta(s: string): i32 {
  let d = 0;
  let quote = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (quote != 0) {
      if (c == 0x5c) k++;
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == 0x22 || c == 0x27 || c == 0x60) quote = c;
    else if (c == 0x7b) d++;
    else if (c == 0x7d) d--;
  }
  return d;
}

export class ReadOptions {
  level: string = "none";
  maxLines: i32 = -1;
  tailLines: i32 = -1;
  numbers: bool = false;
  name: string = "";
}

export class ReadSession extends CaptureSession {
  constructor(readonly opt: ReadOptions) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    // Sections: one per `==> name <==` header, or the whole input.
    let from = 0;
    let name = this.opt.name;
    let any = false;
    for (let i = 0; i <= L.count; i++) {
      const header = i < L.count && L.startsWith(i, "==> ") && L.str(i).endsWith(" <==");
      if (i == L.count || header) {
        if (i > from || (header && any)) {
          let to = i;
          if (header && to > from && L.isBlank(to - 1)) to--;
          this.section(L, from, to, name, out);
        }
        if (header) {
          const h = L.str(i);
          name = h.substring(4, h.length - 4);
          L.copyTo(i, out);
          any = true;
        }
        from = i + 1;
      }
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }

  private section(L: Lines, from: i32, to: i32, name: string, out: ByteBuffer): void {
    if (to <= from) return;
    // Binary: a NUL byte in the first 8 KiB.
    const a = L.start(from);
    const b = L.end(to - 1);
    const probe = b - a < 8192 ? b - a : 8192;
    for (let k = 0; k < probe; k++) {
      if (load<u8>(L.buf.ptr + <usize>(a + k)) == 0) {
        out.pushString("[binary file");
        if (name.length > 0 && name != "-") out.pushString(" " + name);
        out.pushString(": ");
        out.pushDecimal(b - a);
        out.pushString(" bytes]\n");
        return;
      }
    }
    const lang = languageOf(name);
    const level = this.opt.level;
    const keep: i32[] = [];
    const text: string[] = [];
    if (level == "none" || lang == LANG_NONE) {
      for (let i = from; i < to; i++) {
        keep.push(i - from + 1);
        text.push(L.str(i));
      }
    } else {
      const cs = new CommentStripper(lang);
      let blank = 0;
      let depth = 0;
      const memberDepth: i32[] = []; // depths at which members are shown
      for (let i = from; i < to; i++) {
        const orig = L.str(i);
        let s = cs.strip(orig);
        // A shebang is not a comment.
        if (i == from && orig.startsWith("#!")) s = orig;
        const isBlank = ltrim(s).length == 0;
        if (isBlank && ltrim(orig).length > 0) continue; // a comment-only line
        if (level == "minimal") {
          if (isBlank) {
            blank++;
            if (blank > 1) continue;
          } else blank = 0;
          keep.push(i - from + 1);
          text.push(s);
          continue;
        }
        // aggressive
        if (isBlank) continue;
        if (lang == LANG_PY || lang == LANG_HASH) {
          const t = ltrim(s);
          const indent = s.length - t.length;
          if (indent == 0 || t.startsWith("def ") || t.startsWith("async def ") || t.startsWith("class ") || t.startsWith("@")) {
            keep.push(i - from + 1);
            text.push(s);
          }
          continue;
        }
        const t = ltrim(s);
        const delta = braceDelta(s);
        const shown = depth == 0 || (memberDepth.length > 0 && memberDepth[memberDepth.length - 1] == depth);
        if (shown) {
          keep.push(i - from + 1);
          text.push(s);
          if (delta > 0 && opensMemberBlock(t)) memberDepth.push(depth + delta);
        }
        depth += delta;
        if (depth < 0) depth = 0;
        while (memberDepth.length > 0 && memberDepth[memberDepth.length - 1] > depth) memberDepth.pop();
      }
    }
    // head / tail
    let first = 0;
    let last = keep.length;
    if (this.opt.maxLines >= 0 && last - first > this.opt.maxLines) last = first + this.opt.maxLines;
    if (this.opt.tailLines >= 0 && last - first > this.opt.tailLines) first = last - this.opt.tailLines;
    if (first > 0) {
      out.pushString("... ");
      out.pushDecimal(first);
      out.pushString(" lines above\n");
      this.capped = true;
    }
    for (let k = first; k < last; k++) {
      if (this.opt.numbers) {
        out.pushDecimal(keep[k]);
        out.pushByte(0x09);
      }
      out.pushString(text[k]);
      out.pushByte(0x0a);
    }
    if (last < keep.length) {
      out.pushString("... +");
      out.pushDecimal(keep.length - last);
      out.pushString(" more lines\n");
      this.capped = true;
    }
  }
}
