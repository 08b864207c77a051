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
import { findNewline } from "../../pipeline/lines";
import { Cuts } from "../../session/cuts";
import { Session, SessionOutput, SpillQueue, STDERR, STDOUT } from "../../session/session";
import { CAPTURE_MAX_BYTES } from "../../session/spill";
import { countChars } from "../../text/tokens";
import { decodeUtf8 } from "../../abi/utf8";
import { bytesStartWith } from "../sdk/lines";
import { CommentStripper, languageOf, LANG_HASH, LANG_NONE, LANG_PY, LANG_SHELL, LANG_TOML, ltrim } from "./comments";
import { unitAt } from "../sdk/text";
import { Plan } from "../../plan/plan";
import { NO_PIPELINE, row } from "../../rewrite/rules";
import { SpecReader, SpecWriter } from "../../session/spec";
import { hasOption, FILES, fromFiles, make } from "./plan";
import { parseCount } from "../sdk/args";
import { declareCommand } from "../command";

export { CommentStripper, languageOf } from "./comments";

const MEMBER_BLOCKS = ["class ", "interface ", "impl ", "impl<", "trait ", "struct ", "enum ", "namespace ", "mod ", "object ", "module ", "export class ", "export interface ", "export default class ", "export abstract class ", "abstract class ", "export namespace ", "declare ", "pub struct ", "pub enum ", "pub trait ", "pub(crate) struct ", "extern ", "type "];

/** One of MEMBER_BLOCKS at the start of `t` or after a space in it ("pub impl", "export default class"). */
function opensMemberBlock(t: string): bool {
  const n = t.length;
  const blocks = MEMBER_BLOCKS.length;
  for (let j = 0; j < n; j++) {
    if (j > 0 && unitAt(t, j - 1) != 0x20) continue;
    const c = unitAt(t, j);
    // Most words start with no block's first letter.
    if (c >= 0x80 || !unchecked(MEMBER_FIRST[c])) continue;
    for (let i = 0; i < blocks; i++) {
      const w = unchecked(MEMBER_BLOCKS[i]);
      if (unitAt(w, 0) == c && j + w.length <= n && memory.compare(changetype<usize>(t) + (<usize>j << 1), changetype<usize>(w), <usize>w.length << 1) == 0) return true;
    }
  }
  return false;
}

/** The first letters of MEMBER_BLOCKS. */
const MEMBER_FIRST = memberFirst();

function memberFirst(): StaticArray<bool> {
  const t = new StaticArray<bool>(0x80);
  for (let i = 0; i < MEMBER_BLOCKS.length; i++) t[MEMBER_BLOCKS[i].charCodeAt(0)] = true;
  return t;
}

/** Only spaces and tabs (or nothing): what `ltrim(s).length == 0` says, without the copy. */
function blankText(s: string): bool {
  for (let k = 0, n = s.length; k < n; k++) {
    const c = unitAt(s, k);
    if (c != 0x20 && c != 0x09) return false;
  }
  return true;
}

/** A Python statement that starts with a triple-quoted string (a docstring), prefixes allowed. */
function opensTripleQuote(t: string): bool {
  let k = 0;
  while (k < 2 && k < t.length && "rRbBuUfF".indexOf(t.charAt(k)) >= 0) k++;
  if (k + 2 >= t.length) return false;
  const q = t.charCodeAt(k);
  return (q == 0x22 || q == 0x27) && t.charCodeAt(k + 1) == q && t.charCodeAt(k + 2) == q;
}

export class ReadOptions {
  level: string = "none";
  maxLines: i32 = -1;
  tailLines: i32 = -1;
  numbers: bool = false;
  /** The one file read (its language picks the comment syntax); "" for several or stdin. */
  name: string = "";

  /** read:<level>:<max>:<tail>:<numbers>:<name> (the name may hold ':'). */
  spec(): string {
    return new SpecWriter("read").str(this.level).int(this.maxLines).int(this.tailLines).flag(this.numbers).last(this.name).toString();
  }

  static read(o: SpecReader): ReadOptions {
    const r = new ReadOptions();
    if (!o.more) return r;
    r.level = o.str();
    r.maxLines = o.int(-1);
    r.tailLines = o.int(-1);
    r.numbers = o.flag();
    r.name = o.last();
    return r;
  }
}

/**
 * The head and tail of one section's kept lines (`--max-lines`, `--tail-lines`, both: the tail of
 * the head), and the notes on what they left out, through the session's Cuts (which names the
 * recall id where the raw output is kept). Lines of the head are written as they come; a tail is
 * held in a ring of its last `tailLines` lines.
 */
class Picker {
  // Counts are i64: an input of more than 2^31 lines must not wrap them.
  private kept: i64 = 0; // lines kept by the level in this section
  private ringNums: i64[] = [];
  private ringTexts: string[] = [];
  /** Bytes of text the tail ring holds. */
  ringBytes: i64 = 0;

  constructor(readonly opt: ReadOptions) {}

  /** True once later lines of this section can only be counted (the head is complete). */
  @inline get full(): bool {
    return this.opt.maxLines >= 0 && this.kept >= this.opt.maxLines;
  }

  /** A kept line: `text` is written with its number when asked; null writes the bytes at `src`. */
  add(number: i64, text: string | null, src: usize, len: i32, out: ByteBuffer): void {
    const k = this.kept++;
    if (this.opt.maxLines >= 0 && k >= this.opt.maxLines) return;
    if (this.opt.tailLines < 0) {
      this.write(number, text, src, len, out);
      return;
    }
    if (this.opt.tailLines == 0) return;
    const line = text !== null ? text : decodeUtf8(src, len);
    if (this.ringTexts.length < this.opt.tailLines) {
      this.ringNums.push(number);
      this.ringTexts.push(line);
    } else {
      const at = <i32>(k % this.opt.tailLines);
      this.ringBytes -= unchecked(this.ringTexts[at]).length;
      unchecked((this.ringNums[at] = number));
      unchecked((this.ringTexts[at] = line));
    }
    this.ringBytes += line.length;
  }

  private write(number: i64, text: string | null, src: usize, len: i32, out: ByteBuffer): void {
    if (this.opt.numbers) {
      out.pushDecimal(number);
      out.pushByte(0x09);
    }
    if (text !== null) out.pushString(text);
    else out.pushBytes(src, len);
    out.pushByte(0x0a);
  }

  /**
   * The section ended: the tail (after how many lines it left out above), and what the head left
   * out, said through `cuts`.
   */
  finish(out: ByteBuffer, cuts: Cuts): void {
    const head = this.opt.maxLines >= 0 && this.kept > this.opt.maxLines ? this.opt.maxLines : this.kept;
    const n = this.ringTexts.length;
    if (this.opt.tailLines >= 0 && head > this.opt.tailLines) {
      out.pushString("... ");
      out.pushString(cuts.omitted((head - this.opt.tailLines).toString() + " lines above"));
      out.pushByte(0x0a);
    }
    // The ring's oldest line sits where the next one would go.
    const from = n < this.opt.tailLines || n == 0 ? 0 : <i32>(head % n);
    for (let i = 0; i < n; i++) {
      const at = (from + i) % n;
      this.write(unchecked(this.ringNums[at]), unchecked(this.ringTexts[at]), 0, 0, out);
    }
    if (head < this.kept) {
      out.pushString("... ");
      out.pushString(cuts.omitted("+" + (this.kept - head).toString() + " more lines"));
      out.pushByte(0x0a);
    }
    this.kept = 0;
    this.ringNums = [];
    this.ringTexts = [];
    this.ringBytes = 0;
  }
}

/**
 * The level rules (see the top of this file) on one section, a line at a time: each line the
 * level keeps goes to the picker, with its line number in the section.
 */
class LevelReader {
  private readonly cs: CommentStripper;
  private readonly plain: bool;
  private readonly minimal: bool;
  private number: i64 = 0;
  private blank: i32 = 0;
  private depth: i32 = 0;
  private memberDepth: i32[] = []; // depths at which members are shown
  private hideBelow: i32 = -1; // Python: the indent of the `def` whose body is being left out, or -1
  private elided: bool = false; // Python: that body's `...` was written; the # languages: a run's `# ...`
  private stmtShown: bool = true; // Python: the statement the next continuation line belongs to was kept

  constructor(readonly level: string, readonly lang: i32) {
    this.cs = new CommentStripper(lang);
    this.plain = level == "none" || lang == LANG_NONE;
    this.minimal = level == "minimal";
  }

  /** Keeps the line as stripped: its own bytes when nothing was taken out of it (no re-encoding). */
  private keep(number: i64, s: string, orig: string, src: usize, len: i32, cr: bool, pick: Picker, out: ByteBuffer): void {
    if (changetype<usize>(s) == changetype<usize>(orig)) pick.add(number, null, src, len + (cr ? 1 : 0), out);
    else pick.add(number, cr ? s + "\r" : s, 0, 0, out);
  }

  /** The line's bytes (without its `\n`; `cr`: it ended in `\r\n`, the `\r` excluded). */
  line(src: usize, len: i32, cr: bool, pick: Picker, out: ByteBuffer): void {
    const number = ++this.number;
    if (this.plain) {
      // Kept as it is: written straight from the bytes, unless a tail must hold it.
      if (pick.full) pick.add(number, null, 0, 0, out);
      else pick.add(number, null, src, len + (cr ? 1 : 0), out);
      return;
    }
    const end = cr ? "\r" : "";
    const orig = decodeUtf8(src, len);
    const cs = this.cs;
    let s = cs.strip(orig);
    // A shebang is not a comment.
    if (number == 1 && orig.startsWith("#!")) s = orig;
    const isBlank = blankText(s);
    if (isBlank && !blankText(orig)) return; // a comment-only line
    if (this.minimal) {
      // A blank line inside a multi-line string is part of it.
      if (isBlank && !cs.inLiteral) {
        this.blank++;
        if (this.blank > 1) return;
      } else this.blank = 0;
      this.keep(number, s, orig, src, len, cr, pick, out);
      return;
    }
    // aggressive
    if (isBlank) return;
    const lang = this.lang;
    if (lang == LANG_PY) {
      // Lines that continue a statement (inside brackets, a string, after a `\`) go with it.
      if (cs.continuation) {
        if (this.stmtShown) this.keep(number, s, orig, src, len, cr, pick, out);
        return;
      }
      const t = ltrim(s);
      const indent = s.length - t.length;
      if (this.hideBelow >= 0 && indent > this.hideBelow) {
        // A function's body: one `...` at its indent says it was there (and keeps the
        // skeleton valid Python); a block that only held removed lines never looks empty.
        if (!this.elided) {
          pick.add(number, s.substring(0, indent) + "..." + end, 0, 0, out);
          this.elided = true;
        }
        this.stmtShown = false;
        return;
      }
      this.hideBelow = -1;
      if (indent > 0 && opensTripleQuote(t)) {
        // A class's (or block's) docstring: prose, not a signature; `...` marks it.
        pick.add(number, s.substring(0, indent) + "..." + end, 0, 0, out);
        this.stmtShown = false;
        return;
      }
      this.stmtShown = true;
      this.keep(number, s, orig, src, len, cr, pick, out);
      if (t.startsWith("def ") || t.startsWith("async def ")) {
        this.hideBelow = indent;
        this.elided = false;
      }
      return;
    }
    if (lang == LANG_HASH || lang == LANG_SHELL || lang == LANG_TOML) {
      const t = ltrim(s);
      const indent = s.length - t.length;
      if (indent == 0 || t.startsWith("def ") || t.startsWith("async def ") || t.startsWith("class ") || t.startsWith("@")) {
        this.keep(number, s, orig, src, len, cr, pick, out);
        this.elided = false;
      } else if (!this.elided) {
        // A run of removed lines: one `# ...` (a comment in all these languages) says so,
        // so `if ...; then` / `fi` never reads as an empty block.
        pick.add(number, s.substring(0, indent) + "# ..." + end, 0, 0, out);
        this.elided = true;
      }
      return;
    }
    const delta = cs.braces;
    const memberDepth = this.memberDepth;
    const shown = this.depth == 0 || (memberDepth.length > 0 && memberDepth[memberDepth.length - 1] == this.depth);
    if (shown) {
      this.keep(number, s, orig, src, len, cr, pick, out);
      if (delta > 0 && opensMemberBlock(ltrim(s))) memberDepth.push(this.depth + delta);
    }
    this.depth += delta;
    if (this.depth < 0) this.depth = 0;
    while (memberDepth.length > 0 && memberDepth[memberDepth.length - 1] > this.depth) memberDepth.pop();
  }
}

/** Bytes at the start of a section searched for a NUL: one there makes the section binary. */
const BINARY_PROBE: i32 = 8192;
/** The never-worse margin: raw output this much longer than ours lets the session stream. */
const HOLD_BYTES: i32 = 64 * 1024;
/**
 * A line kept once the session streams is cut past this many bytes (a note says how many more):
 * a file without line breaks, a head of /dev/zero, never hold memory in proportion to the file.
 */
const LINE_MAX: i32 = 1024 * 1024;
/** Of a binary section's lines only a `==> name <==` header matters: no more is held of one. */
const BINARY_LINE_MAX: i32 = 4096;

/**
 * Reads the input as it arrives, line by line: the never-worse guard holds our output beside the
 * raw bytes until the raw side is HOLD_BYTES longer (then it streams, holding only a tail's ring
 * and one line); a level that keeps everything never gets there and spills to raw at the
 * capture bound (session/spill.ts). So a file of any size is read in bounded memory: the head
 * of a 4 GB file prints its lines and counts the rest; /dev/zero, binary and endless, ends at
 * the capture bound with a note instead of being counted forever.
 */
export class ReadSession extends Session {
  private raw: ByteBuffer = new ByteBuffer(4096);
  private rawErr: ByteBuffer = new ByteBuffer(256);
  private rawChars: i64 = 0;
  /** Our output not yet written: all of it until the guard lets the session stream. */
  private held: ByteBuffer = new ByteBuffer(4096);
  private heldChars: i64 = 0;
  private heldCounted: i32 = 0; // bytes of `held` counted in heldChars
  private streaming: bool = false;
  private readonly mustFilter: bool;

  // The line being read: its first bytes, and how many more there were (cut past LINE_MAX).
  private pending: ByteBuffer = new ByteBuffer(256);
  private pendingCut: i64 = 0;

  // The section being read (one per `==> name <==` header, or the whole input).
  private name: string;
  private anyHeader: bool = false;
  private lines: i64 = 0; // lines seen in the section
  private probe: ByteBuffer = new ByteBuffer(256); // its first lines, until binary or not is known
  private probing: bool = true;
  private binary: bool = false;
  private start: i64 = 0; // input offset of its first line
  private lastEnd: i64 = 0; // input offset of the end of its last line (before `\r\n`)
  private blank: ByteBuffer | null = null; // a blank line held: dropped when a header follows
  private blankCr: bool = false;
  private blankStart: i64 = 0;
  private reader: LevelReader;
  private pick: Picker;
  private offset: i64 = 0; // input offset of the pending line's start

  constructor(readonly opt: ReadOptions) {
    super();
    this.name = opt.name;
    this.reader = new LevelReader(opt.level, languageOf(opt.name));
    this.pick = new Picker(opt);
    // Line numbers were asked for (`cat -n` becomes `rtk read -n`): what the user's own command
    // prints has them too, so the plain file is no fallback for a numbered listing.
    this.mustFilter = opt.numbers;
  }

  heldBytes(): i64 {
    return this.streaming ? 0 : <i64>this.raw.length + this.rawErr.length + this.held.length + this.pending.length + this.probe.length;
  }

  /** Nothing was written yet: the raw output, as the never-worse fallback shows it. */
  spill(queue: SpillQueue): void {
    queue.add(STDOUT, this.raw);
    queue.add(STDERR, this.rawErr);
    this.raw = new ByteBuffer(16);
    this.rawErr = new ByteBuffer(16);
    this.held = new ByteBuffer(16);
    this.pending = new ByteBuffer(16);
    this.probe = new ByteBuffer(16);
  }

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    if (this.done) return;
    // The raw output so far: whether a note can point at it (Cuts.recoverable).
    this.cuts.rawBytes += <i64>len;
    if (stream == STDERR) {
      if (this.streaming) out.write(STDERR, src, len);
      else this.rawErr.pushBytes(src, len);
      return;
    }
    // The raw side of the never-worse guard, until the session streams.
    if (!this.streaming) {
      this.rawChars += countChars(src, len);
      this.raw.pushBytes(src, len);
    }
    let from = 0;
    let i = 0;
    while ((i = findNewline(src, i, len)) < len) {
      this.take(src + <usize>from, i - from);
      this.endLine(true);
      from = ++i;
    }
    this.take(src + <usize>from, len - from);
    this.release(out);
  }

  /** Adds bytes to the pending line, within its cap once the session streams. */
  private take(src: usize, len: i32): void {
    if (len <= 0) return;
    const p = this.pending;
    // Deciding binary or not cannot wait for a line that may never end.
    if (this.probing && this.probe.length + p.length + len >= BINARY_PROBE) {
      const room = BINARY_PROBE - this.probe.length - p.length;
      if (room > 0 && hasNul(src, min(len, room))) this.decide(true);
      else if (!hasNul(p.ptr, p.length) && !hasNul(this.probe.ptr, this.probe.length)) this.decide(false);
      else this.decide(true);
    }
    const cap = this.binary ? BINARY_LINE_MAX : this.streaming ? LINE_MAX : I32.MAX_VALUE;
    const room = cap - p.length;
    const n = len <= room ? len : room > 0 ? room : 0;
    p.pushBytes(src, n);
    this.pendingCut += len - n;
    if (this.binary && !this.anyHeader && this.offset + p.length + this.pendingCut - this.start > CAPTURE_MAX_BYTES) this.endOfBinary();
  }

  /** The pending line is complete (`newline`: it ended in `\n`). */
  private endLine(newline: bool): void {
    const p = this.pending;
    const total = <i64>p.length + this.pendingCut;
    let len = p.length;
    const cr = newline && this.pendingCut == 0 && len > 0 && p.byteAt(len - 1) == 0x0d;
    if (cr) len--;
    const lineStart = this.offset;
    this.offset += total + (newline ? 1 : 0);
    if (this.done) return;
    if (isHeader(p.ptr, len)) {
      this.blank = null; // the blank line tail prints between files
      this.endSection();
      const h = decodeUtf8(p.ptr, len);
      this.name = h.substring(4, h.length - 4);
      this.held.pushBytes(p.ptr, len);
      this.held.pushByte(0x0a);
      this.anyHeader = true;
      this.startSection(this.offset);
    } else {
      this.lineHeld();
      if (isBlankBytes(p.ptr, len)) {
        const keep = new ByteBuffer(len + 1);
        keep.pushBytes(p.ptr, len);
        this.blank = keep;
        this.blankCr = cr;
        this.blankStart = lineStart;
      } else this.line(p.ptr, len, cr, lineStart, this.pendingCut);
    }
    p.clear();
    this.pendingCut = 0;
  }

  /** The blank line held back goes on: no header followed it. */
  private lineHeld(): void {
    const b = this.blank;
    if (b === null) return;
    this.blank = null;
    this.line(b.ptr, b.length, this.blankCr, this.blankStart, 0);
  }

  /** A line of the section: `start` its input offset, `cut` the bytes past the part held. */
  private line(src: usize, len: i32, cr: bool, start: i64, cut: i64): void {
    if (this.lines++ == 0) this.start = start;
    this.lastEnd = start + len + cut;
    if (this.binary) return;
    if (this.probing) {
      this.probe.pushBytes(src, len);
      if (cr) this.probe.pushByte(0x0d);
      this.probe.pushByte(0x0a);
      if (this.probe.length >= BINARY_PROBE) this.decide(hasNul(this.probe.ptr, BINARY_PROBE));
      return;
    }
    this.keep(src, len, cr, cut);
  }

  private keep(src: usize, len: i32, cr: bool, cut: i64): void {
    // Streaming, a line is shown up to LINE_MAX (what was read of it before may be longer).
    if (this.streaming && len > LINE_MAX) {
      cut += len - LINE_MAX + (cr ? 1 : 0);
      len = LINE_MAX;
      cr = false;
    }
    if (cut == 0) {
      this.reader.line(src, len, cr, this.pick, this.held);
      return;
    }
    // Cut at LINE_MAX: the kept part, then how much more the line had.
    const b = new ByteBuffer(len + 64);
    b.pushBytes(src, len);
    b.pushString(" [... " + this.cuts.omitted("+" + cut.toString() + " bytes of this line") + "]");
    this.reader.line(b.ptr, b.length, cr, this.pick, this.held);
  }

  /** Binary or not: a text section's held lines go through the level now. */
  private decide(binary: bool): void {
    this.probing = false;
    this.binary = binary;
    const pr = this.probe;
    this.probe = new ByteBuffer(16);
    if (binary) return;
    let from = 0;
    let i = 0;
    const n = pr.length;
    while ((i = findNewline(pr.ptr, i, n)) < n) {
      let e = i;
      const cr = e > from && pr.byteAt(e - 1) == 0x0d;
      if (cr) e--;
      this.keep(pr.ptr + <usize>from, e - from, cr, 0);
      from = ++i;
    }
  }

  private startSection(at: i64): void {
    this.lines = 0;
    this.probing = true;
    this.binary = false;
    this.start = at;
    this.lastEnd = at;
    this.reader = new LevelReader(this.opt.level, languageOf(this.name));
  }

  private endSection(): void {
    if (this.lines == 0) return;
    if (this.probing) this.decide(hasNul(this.probe.ptr, min(this.probe.length, BINARY_PROBE)));
    if (this.binary) {
      this.held.pushString("[binary file");
      if (this.name.length > 0 && this.name != "-") this.held.pushString(" " + this.name);
      this.held.pushString(": ");
      this.held.pushDecimal(this.lastEnd - this.start);
      this.held.pushString(" bytes]\n");
      return;
    }
    this.pick.finish(this.held, this.cuts);
  }

  /** A binary input past the capture bound (/dev/zero): said so, and no more is read. */
  private endOfBinary(): void {
    this.held.pushString("[binary file");
    if (this.name.length > 0 && this.name != "-") this.held.pushString(" " + this.name);
    this.held.pushString(": over " + (CAPTURE_MAX_BYTES >> 20).toString() + " MiB, read no further]\n");
    this.done = true;
    this.lines = 0;
  }

  /** Streams once the guard allows it: our output is then shorter than the raw one for good. */
  private release(out: SessionOutput): void {
    if (!this.streaming) {
      this.heldChars += countChars(this.held.ptr + <usize>this.heldCounted, this.held.length - this.heldCounted);
      this.heldCounted = this.held.length;
      // What is read but not yet decided may still come out: the line being read (up to the
      // cap it gets once streaming), unless the head is complete, and a section's first lines.
      const pending = this.pick.full ? 0 : min(this.pending.length, LINE_MAX);
      if (!this.mustFilter && this.rawChars <= this.heldChars + <i64>(pending + this.probe.length + HOLD_BYTES)) return;
      this.streaming = true;
      this.raw = new ByteBuffer(16);
      out.write(STDERR, this.rawErr.ptr, this.rawErr.length);
      this.rawErr = new ByteBuffer(16);
    }
    out.write(STDOUT, this.held.ptr, this.held.length);
    this.held.clear();
  }

  end(exitCode: i32, out: SessionOutput): void {
    if (!this.done) {
      if (this.pending.length > 0 || this.pendingCut > 0) this.endLine(false);
      this.lineHeld();
      this.endSection();
    }
    if (this.cuts.cut) this.cut = true;
    if (this.streaming) {
      out.write(STDOUT, this.held.ptr, this.held.length);
      return;
    }
    // Never worse: the raw output when ours is not shorter (and no line numbers were asked for).
    const own = countChars(this.held.ptr, this.held.length) < this.rawChars || this.mustFilter;
    if (!own) this.cut = false;
    out.write(STDOUT, own ? this.held.ptr : this.raw.ptr, own ? this.held.length : this.raw.length);
    out.write(STDERR, this.rawErr.ptr, this.rawErr.length);
  }
}

function hasNul(src: usize, len: i32): bool {
  for (let k = 0; k < len; k++) if (load<u8>(src + <usize>k) == 0) return true;
  return false;
}

function isBlankBytes(src: usize, len: i32): bool {
  for (let k = 0; k < len; k++) {
    const b = load<u8>(src + <usize>k);
    if (b != 0x20 && b != 0x09) return false;
  }
  return true;
}

/** `==> name <==`, as `tail -n +1` heads each file. */
function isHeader(src: usize, len: i32): bool {
  if (len < 8 || !bytesStartWith(src, len, "==> ")) return false;
  return load<u8>(src + <usize>(len - 4)) == 0x20 && load<u8>(src + <usize>(len - 3)) == 0x3c && load<u8>(src + <usize>(len - 2)) == 0x3d && load<u8>(src + <usize>(len - 1)) == 0x3d;
}

// ---- the command ----

export function planRead(argv: string[], _at: i32): Plan | null {
  const opt = new ReadOptions();
  const files: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    const next = i + 1 < argv.length ? argv[i + 1] : "";
    if (a == "-l" || a == "--level") {
      opt.level = next;
      i++;
    } else if (a.startsWith("--level=")) opt.level = a.substring(8);
    else if (a == "-m" || a == "--max-lines") {
      opt.maxLines = parseCount(next);
      i++;
    } else if (a.startsWith("--max-lines=")) opt.maxLines = parseCount(a.substring(12));
    else if (a == "--tail-lines") {
      opt.tailLines = parseCount(next);
      i++;
    } else if (a.startsWith("--tail-lines=")) opt.tailLines = parseCount(a.substring(13));
    else if (a == "-n" || a == "--line-numbers") opt.numbers = true;
    else files.push(a);
  }
  if (opt.level != "none" && opt.level != "minimal" && opt.level != "aggressive") opt.level = "none";
  opt.name = files.length == 1 ? files[0] : "";
  const spec = opt.spec();
  if (files.length > 1) {
    // Several files: tail prints each after a `==> name <==` header, so each keeps its language.
    return make("capture", ["tail", "-n", "+1", "--"].concat(files), spec, "rtk read", "read: " + opt.level);
  }
  return fromFiles(files, spec, "rtk read");
}

declareCommand({
  name: "read",
  // Plain `cat a b` reads like `rtk read a b`; cat's own flags (-A, -v, -s ...) keep cat.
  words: ["read", "cat"],
  precedence: FILES,
  plan: (argv: string[], at: i32): Plan | null => (argv[0] == "cat" && (argv.length < 2 || hasOption(argv)) ? null : planRead(argv, at)),
  sessions: [{ kind: "read", open: (o: SpecReader): Session | null => new ReadSession(ReadOptions.read(o)) }],
  // head and tail rewrite to `rtk read` with --max-lines / --tail-lines (rewrite/rewrite.ts readForm).
  rewrite: [row(60, "^(cat|head|tail)[ \\t\\n]+", "rtk read", "Files", 60, NO_PIPELINE, "cat README.md")],
});
