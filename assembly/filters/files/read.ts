// `rtk read` (what cat, head and tail become): a file's text at a level of detail.
//   none:       the text as it is
//   minimal:    comments removed (comments.ts: each language's strings, chars, raw strings,
//               template and regex literals are read as such; what cannot be read with
//               confidence is kept), runs of blank lines cut to one
//   aggressive: signatures only: imports, declarations and the opening line of each block; the
//               bodies of functions go, the members of classes, impls and interfaces stay.
//               Python keeps every statement outside function bodies (a module-level try/if
//               keeps its imports) and writes `...` where a function's body was; shell, Ruby,
//               YAML and the like keep unindented lines and write `# ...` for each run removed
// then --max-lines (head) or --tail-lines (tail) and -n (original line numbers). A file with a
// NUL byte in its first 8 KiB is reported as binary. Several files arrive as `tail -n +1` prints
// them (`==> name <==` headers) and each is read in its own language.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { CaptureSession } from "../common/capture";
import { CommentStripper, languageOf, LANG_HASH, LANG_NONE, LANG_PY, LANG_SHELL, LANG_TOML, ltrim } from "./comments";

export { CommentStripper, languageOf } from "./comments";

const MEMBER_BLOCKS = ["class ", "interface ", "impl ", "impl<", "trait ", "struct ", "enum ", "namespace ", "mod ", "object ", "module ", "export class ", "export interface ", "export default class ", "export abstract class ", "abstract class ", "export namespace ", "declare ", "pub struct ", "pub enum ", "pub trait ", "pub(crate) struct ", "extern ", "type "];

// The same words after a space ("pub impl", "export default class"), built once.
const MEMBER_BLOCKS_INNER = MEMBER_BLOCKS.map<string>((w: string): string => " " + w);

function opensMemberBlock(t: string): bool {
  for (let i = 0; i < MEMBER_BLOCKS.length; i++) {
    if (t.startsWith(unchecked(MEMBER_BLOCKS[i])) || t.indexOf(unchecked(MEMBER_BLOCKS_INNER[i])) >= 0) return true;
  }
  return false;
}

/** A Python statement that starts with a triple-quoted string (a docstring), prefixes allowed. */
function opensTripleQuote(t: string): bool {
  let k = 0;
  while (k < 2 && k < t.length && "rRbBuUfF".indexOf(t.charAt(k)) >= 0) k++;
  if (k + 2 >= t.length) return false;
  const q = t.charCodeAt(k);
  return (q == 0x22 || q == 0x27) && t.charCodeAt(k + 1) == q && t.charCodeAt(k + 2) == q;
}

/** "\r" when line `i` ended in CRLF (Lines drops the `\r`): the file's line ends are kept as they were. */
function lineEnd(L: Lines, i: i32): string {
  const e = L.end(i);
  return e < L.buf.length && load<u8>(L.buf.ptr + <usize>e) == 0x0d ? "\r" : "";
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
    // Line numbers were asked for (`cat -n` becomes `rtk read -n`): what the user's own command
    // prints has them too, so the plain file is no fallback for a numbered listing.
    this.mustFilter = opt.numbers;
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
        text.push(L.str(i) + lineEnd(L, i));
      }
    } else {
      const cs = new CommentStripper(lang);
      let blank = 0;
      let depth = 0;
      const memberDepth: i32[] = []; // depths at which members are shown
      let hideBelow = -1; // Python: the indent of the `def` whose body is being left out, or -1
      let elided = false; // Python: that body's `...` was written; the # languages: a run's `# ...`
      let stmtShown = true; // Python: the statement the next continuation line belongs to was kept
      for (let i = from; i < to; i++) {
        const orig = L.str(i);
        let s = cs.strip(orig);
        // A shebang is not a comment.
        if (i == from && orig.startsWith("#!")) s = orig;
        const isBlank = ltrim(s).length == 0;
        if (isBlank && ltrim(orig).length > 0) continue; // a comment-only line
        if (level == "minimal") {
          // A blank line inside a multi-line string is part of it.
          if (isBlank && !cs.inLiteral) {
            blank++;
            if (blank > 1) continue;
          } else blank = 0;
          keep.push(i - from + 1);
          text.push(s + lineEnd(L, i));
          continue;
        }
        // aggressive
        if (isBlank) continue;
        if (lang == LANG_PY) {
          // Lines that continue a statement (inside brackets, a string, after a `\`) go with it.
          if (cs.continuation) {
            if (stmtShown) {
              keep.push(i - from + 1);
              text.push(s + lineEnd(L, i));
            }
            continue;
          }
          const t = ltrim(s);
          const indent = s.length - t.length;
          if (hideBelow >= 0 && indent > hideBelow) {
            // A function's body: one `...` at its indent says it was there (and keeps the
            // skeleton valid Python); a block that only held removed lines never looks empty.
            if (!elided) {
              keep.push(i - from + 1);
              text.push(s.substring(0, indent) + "..." + lineEnd(L, i));
              elided = true;
            }
            stmtShown = false;
            continue;
          }
          hideBelow = -1;
          if (indent > 0 && opensTripleQuote(t)) {
            // A class's (or block's) docstring: prose, not a signature; `...` marks it.
            keep.push(i - from + 1);
            text.push(s.substring(0, indent) + "..." + lineEnd(L, i));
            stmtShown = false;
            continue;
          }
          stmtShown = true;
          keep.push(i - from + 1);
          text.push(s + lineEnd(L, i));
          if (t.startsWith("def ") || t.startsWith("async def ")) {
            hideBelow = indent;
            elided = false;
          }
          continue;
        }
        if (lang == LANG_HASH || lang == LANG_SHELL || lang == LANG_TOML) {
          const t = ltrim(s);
          const indent = s.length - t.length;
          if (indent == 0 || t.startsWith("def ") || t.startsWith("async def ") || t.startsWith("class ") || t.startsWith("@")) {
            keep.push(i - from + 1);
            text.push(s + lineEnd(L, i));
            elided = false;
          } else if (!elided) {
            // A run of removed lines: one `# ...` (a comment in all these languages) says so,
            // so `if ...; then` / `fi` never reads as an empty block.
            keep.push(i - from + 1);
            text.push(s.substring(0, indent) + "# ..." + lineEnd(L, i));
            elided = true;
          }
          continue;
        }
        const t = ltrim(s);
        const delta = cs.braces;
        const shown = depth == 0 || (memberDepth.length > 0 && memberDepth[memberDepth.length - 1] == depth);
        if (shown) {
          keep.push(i - from + 1);
          text.push(s + lineEnd(L, i));
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
      out.pushString(this.cuts.omitted(first.toString() + " lines above"));
      out.pushByte(0x0a);
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
      out.pushString("... ");
      out.pushString(this.cuts.omitted("+" + (keep.length - last).toString() + " more lines"));
      out.pushByte(0x0a);
    }
  }
}
