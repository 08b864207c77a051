// The line pipeline: one filter configuration executed on a stream of lines.
//
// Stage order (reference first, extensions marked +):
//   strip_ansi -> (+ tasks) -> (+ json) -> (+ table) -> replace -> (+ sections, aggregates collect here) -> match_output
//   -> (+ blocks_first) -> (+ strip_code_frames) -> (+ strip_blocks) -> strip/keep (+ keep_context) -> (+ drop_repeats_after)
//   -> (+ message_once) -> (+ dedup) -> (+ count_lines) -> (+ collapse)
//   -> truncate_lines_at
//   -> head/tail -> max_lines -> on_empty -> (+ output template)
//
// Every stage decides line by line and passes the line on at once, except where the stage's
// meaning needs more: match_output needs the whole text (all lines after replace are held
// until the end), tail_lines holds a window of N lines, dedup/collapse hold the current run,
// count_lines a count per pattern,
// keep_context holds `before` lines, strip_code_frames one line (a caret line's source line),
// drop_repeats_after a hash per distinct line shown before its
// marker and message_once one per distinct rule and message, blocks_first one object (bounded:
// BLOCKS_FIRST_MAX_BYTES) (both bounded: REPEATS_REMEMBERED), on_empty holds leading blank lines, the table stage holds
// one table's rows (bounded, table.ts), the JSON stage the document (bounded, json.ts), the tasks
// stage each task's output until the task ends (bounded, tasks.ts), an `output`
// template holds its sections and the line result. Output is each line followed by `\n`;
// the reference's joined result is this without its final `\n`.

import { Cuts } from "../session/cuts";
import { ByteBuffer } from "../abi/buffers";
import { CompiledConfig, CompiledTasks, LineMatcher } from "./compiled";
import { hasCsi, isBlank, isPlainAscii, isValidUtf8, LineList, LineSink, lossyUtf8, stripCsi, truncateLine } from "./lines";
import { UNSET } from "./program";
import { JsonStage } from "./json";
import { TableStage } from "./table";
import { Collector, renderTemplate } from "./template";
import { Regex } from "../regex/index";

/** The last stage: on_empty holding, then bytes into `out`. */
class Emitter {
  sawContent: bool = false;
  private pendingBlank: ByteBuffer = new ByteBuffer(64);

  constructor(
    public out: ByteBuffer,
    private holdBlank: bool,
  ) {}

  line(src: usize, len: i32): void {
    if (this.holdBlank && !this.sawContent) {
      if (isBlank(src, len)) {
        this.pendingBlank.pushBytes(src, len);
        this.pendingBlank.pushByte(0x0a);
        return;
      }
      this.sawContent = true;
      this.out.pushBytes(this.pendingBlank.ptr, this.pendingBlank.length);
      this.pendingBlank.clear();
    }
    this.sawContent = true;
    this.out.pushBytes(src, len);
    this.out.pushByte(0x0a);
  }

  lineString(s: string): void {
    const b = String.UTF8.encode(s, false);
    this.line(changetype<usize>(b), b.byteLength);
  }
}

/** head_lines / tail_lines, then max_lines over what they leave (markers count as lines). */
class Window {
  // Line counts are i64: a stream of more than 2^31 lines must not wrap them.
  private seen: i64 = 0;
  private virtualCount: i64 = 0;
  private truncated: i64 = 0;
  private ring: StaticArray<u8>[] = [];
  private ringStart: i32 = 0;

  constructor(
    private head: i32,
    private tail: i32,
    private max: i32,
    private next: Emitter,
    private cuts: Cuts,
  ) {}

  line(src: usize, len: i32): void {
    const i = this.seen++;
    if (this.tail == UNSET) {
      if (this.head == UNSET || i < this.head) this.emit(src, len);
      return;
    }
    if (this.head != UNSET && i < this.head) {
      this.emit(src, len);
      return;
    }
    if (this.tail == 0) return;
    const copy = new StaticArray<u8>(len);
    memory.copy(changetype<usize>(copy), src, len);
    if (this.ring.length < this.tail) this.ring.push(copy);
    else {
      unchecked((this.ring[this.ringStart] = copy));
      this.ringStart = (this.ringStart + 1) % this.tail;
    }
  }

  finish(): void {
    const head = this.head == UNSET ? 0 : this.head;
    if (this.tail == UNSET) {
      if (this.head != UNSET && this.seen > this.head) this.marker(this.seen - this.head);
    } else {
      const rest = this.seen - head;
      if (rest > this.tail) this.marker(rest - this.tail);
      for (let k = 0; k < this.ring.length; k++) {
        const line = unchecked(this.ring[(this.ringStart + k) % this.ring.length]);
        this.emit(changetype<usize>(line), line.length);
      }
    }
    if (this.truncated > 0) this.next.lineString("... (" + this.cuts.omitted(this.truncated.toString() + " lines truncated") + ")");
  }

  // The reference's markers; where the run's raw output is kept they also say where
  // (`... (87 lines omitted: rtk recall <id>)`).
  private marker(omitted: i64): void {
    const s = "... (" + this.cuts.omitted(omitted.toString() + " lines omitted") + ")";
    const b = String.UTF8.encode(s, false);
    this.emit(changetype<usize>(b), b.byteLength);
  }

  private emit(src: usize, len: i32): void {
    if (this.max != UNSET && this.virtualCount >= this.max) {
      this.truncated++;
      return;
    }
    this.virtualCount++;
    this.next.line(src, len);
  }
}

/** collapse: a run of lines matching the same pattern becomes its first line + ` (+N similar)`. */
class Collapser {
  private pending: ByteBuffer = new ByteBuffer(256);
  private pattern: i32 = -1;
  private extra: i64 = 0;

  constructor(
    private cc: CompiledConfig,
    private next: Window,
    private truncateAt: i32,
  ) {}

  private scratch: ByteBuffer = new ByteBuffer(256);

  line(src: usize, len: i32): void {
    if (this.cc.collapse.length == 0) {
      this.pass(src, len);
      return;
    }
    let which = -1;
    for (let i = 0; i < this.cc.collapse.length; i++) {
      if (unchecked(this.cc.collapse[i]).isMatch(src, len)) {
        which = i;
        break;
      }
    }
    if (which >= 0 && which == this.pattern) {
      this.extra++;
      return;
    }
    this.flush();
    if (which < 0) {
      this.pass(src, len);
      return;
    }
    this.pattern = which;
    this.pending.clear();
    this.pending.pushBytes(src, len);
  }

  flush(): void {
    if (this.pattern < 0) return;
    if (this.extra > 0) this.pending.pushString(" (+" + this.extra.toString() + " similar)");
    this.pass(this.pending.ptr, this.pending.length);
    this.pattern = -1;
    this.extra = 0;
  }

  /** truncate_lines_at, then the window. */
  private pass(src: usize, len: i32): void {
    if (this.truncateAt != UNSET) {
      this.scratch.clear();
      if (truncateLine(src, len, this.truncateAt, this.scratch)) {
        this.next.line(this.scratch.ptr, this.scratch.length);
        return;
      }
    }
    this.next.line(src, len);
  }
}

/**
 * A package name as a command line and a package manager's line both name it, so they compare
 * equal: ASCII lowercased, each run of `-`, `_` and `.` one `-` (`Typing_Extensions` and
 * `typing-extensions` are one package, as PEP 503 normalizes them).
 */
export function packageWord(s: string): string {
  let out = "";
  let sep = false;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c == 0x2d || c == 0x5f || c == 0x2e) {
      sep = true;
      continue;
    }
    if (sep && out.length > 0) out += "-";
    sep = false;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    out += String.fromCharCode(c);
  }
  return out;
}

/**
 * count_lines: a line one of the patterns matches (a package manager's line per package) is
 * counted and not shown, unless the pattern's `name` group holds a word of the command line
 * (`uv add httpx` keeps ` + httpx==0.28.1`). At the end one line says the count of every pattern
 * that left a line out, shown lines included, as its label with `{n}` replaced, joined by `, `,
 * then the recall id: a cut. A pattern whose every line stayed is not in it (its lines say it);
 * nothing left out, no line. Holds two counts per pattern.
 *
 * Where the host will save the raw output for recall (an id) but the output is too small for it
 * to (under RECALL_MIN_BYTES), a counted line would be gone for good: then every line stays and
 * nothing is counted. Until the raw output read so far reaches that size the lines are held (at
 * most that many bytes of raw output's lines); without an id (rtk pipe, a library caller, an
 * inline test) the lines are counted, the count line pointing nowhere.
 */
class Counter {
  private counts: i64[];
  private shown: i64[];
  private hidden: i64 = 0;
  private slots: StaticArray<i32> = new StaticArray<i32>(4);
  /** Set once counting may leave lines out (or there is nothing to count); until then the lines held, each with whether it is left out. */
  private decided: bool;
  private held: LineList = new LineList();
  private heldOut: bool[] = [];

  constructor(
    private cc: CompiledConfig,
    private next: Collapser,
    private named: string[],
    private cuts: Cuts,
  ) {
    this.counts = new Array<i64>(cc.countLines.length).fill(0);
    this.shown = new Array<i64>(cc.countLines.length).fill(0);
    this.decided = cc.countLines.length == 0;
  }

  line(src: usize, len: i32): void {
    const rules = this.cc.countLines;
    let which = -1;
    for (let i = 0; i < rules.length; i++) {
      if (unchecked(rules[i]).isMatch(src, len)) {
        which = i;
        break;
      }
    }
    let out = false;
    if (which >= 0) {
      unchecked((this.counts[which] += 1));
      if (this.names(which, src, len)) unchecked((this.shown[which] += 1));
      else {
        this.hidden++;
        out = true;
      }
    }
    if (!this.decided && (this.cuts.id.length == 0 || this.cuts.keptSoFar)) this.release(false);
    if (!this.decided) {
      this.held.add(src, len);
      this.heldOut.push(out);
    } else if (!out) this.next.line(src, len);
  }

  /** Counting is decided: the held lines go on, those left out dropped unless `all`. */
  private release(all: bool): void {
    this.decided = true;
    for (let i = 0; i < this.held.count; i++) {
      if (all || !unchecked(this.heldOut[i])) this.next.line(this.held.ptr(i), this.held.len(i));
    }
    this.held.clear();
    this.heldOut.length = 0;
  }

  /** Whether the line's `name` group (pattern `which`) is a word of the command line. */
  private names(which: i32, src: usize, len: i32): bool {
    const slot = unchecked(this.cc.countNames[which]);
    if (slot < 0 || this.named.length == 0) return false;
    const re = unchecked(this.cc.countLines[which]);
    const need = (re.groupCount + 1) * 2;
    if (this.slots.length < need) this.slots = new StaticArray<i32>(need);
    if (!re.captures(src, len, 0, this.slots)) return false;
    const from = unchecked(this.slots[slot * 2]);
    const to = unchecked(this.slots[slot * 2 + 1]);
    if (from < 0 || to <= from) return false;
    return this.named.includes(packageWord(String.UTF8.decodeUnsafe(src + <usize>from, <usize>(to - from))));
  }

  flush(): void {
    if (!this.decided) {
      // Too little raw output for the host to keep: every line stays, nothing is counted.
      if (this.cuts.keptSoFar) this.release(false);
      else {
        this.release(true);
        this.hidden = 0;
      }
    }
    if (this.hidden == 0) return;
    let text = "";
    for (let i = 0; i < this.counts.length; i++) {
      const n = unchecked(this.counts[i]);
      if (n == unchecked(this.shown[i])) continue;
      if (text.length > 0) text += ", ";
      text += unchecked(this.cc.countLabels[i]).replaceAll("{n}", n.toString());
    }
    this.hidden = 0;
    const b = String.UTF8.encode(this.cuts.omitted(text), false);
    this.next.line(changetype<usize>(b), b.byteLength);
  }
}

/**
 * dedup: consecutive lines equal after normalization become the first one + ` (xN)`. With `list`,
 * the text the first normalize pattern's group 1 takes from each line (a container's name) is
 * kept: the first line's is replaced by every line's, joined by `, ` (`Container a, b  Started
 * (x2)`), so nothing is lost.
 */
class Deduper {
  private pending: ByteBuffer = new ByteBuffer(256);
  private key: ByteBuffer = new ByteBuffer(256);
  private nextKey: ByteBuffer = new ByteBuffer(256);
  private scratch: ByteBuffer = new ByteBuffer(256);
  private count: i64 = 0;
  /** list: the pending line's group-1 span (-1: none), and the listed texts of the run so far. */
  private listFrom: i32 = -1;
  private listTo: i32 = -1;
  private listed: ByteBuffer = new ByteBuffer(256);
  private slots: StaticArray<i32> = new StaticArray<i32>(4);

  constructor(
    private cc: CompiledConfig,
    private next: Counter,
  ) {}

  line(src: usize, len: i32): void {
    if (!this.cc.config.dedup) {
      this.next.line(src, len);
      return;
    }
    this.normalize(src, len);
    const listing = this.cc.config.dedupList && this.listSpan(src, len);
    if (this.count > 0 && sameBytes(this.key, this.nextKey)) {
      this.count++;
      if (listing && this.listFrom >= 0) {
        this.listed.pushString(", ");
        this.listed.pushBytes(src + <usize>unchecked(this.slots[2]), unchecked(this.slots[3]) - unchecked(this.slots[2]));
      }
      return;
    }
    this.flush();
    this.pending.clear();
    this.pending.pushBytes(src, len);
    this.listFrom = listing ? unchecked(this.slots[2]) : -1;
    this.listTo = listing ? unchecked(this.slots[3]) : -1;
    this.listed.clear();
    if (listing) this.listed.pushBytes(src + <usize>this.listFrom, this.listTo - this.listFrom);
    const k = this.key;
    this.key = this.nextKey;
    this.nextKey = k;
    this.count = 1;
  }

  flush(): void {
    if (this.count == 0) return;
    if (this.count > 1 && this.listFrom >= 0) {
      // The first line with its listed text replaced by the run's.
      this.scratch.clear();
      this.scratch.pushBytes(this.pending.ptr, this.listFrom);
      this.scratch.pushBytes(this.listed.ptr, this.listed.length);
      this.scratch.pushBytes(this.pending.ptr + <usize>this.listTo, this.pending.length - this.listTo);
      const t = this.pending;
      this.pending = this.scratch;
      this.scratch = t;
    }
    if (this.count > 1) this.pending.pushString(" (x" + this.count.toString() + ")");
    this.next.line(this.pending.ptr, this.pending.length);
    this.count = 0;
  }

  /** list: whether the first normalize pattern's group 1 takes part in a match on the line (its span in slots[2..3]). */
  private listSpan(src: usize, len: i32): bool {
    if (this.cc.normalize.length == 0) return false;
    const re = unchecked(this.cc.normalize[0]);
    if (re.groupCount < 1) return false;
    const need = (re.groupCount + 1) * 2;
    if (this.slots.length < need) this.slots = new StaticArray<i32>(need);
    return re.captures(src, len, 0, this.slots) && unchecked(this.slots[2]) >= 0;
  }

  private normalize(src: usize, len: i32): void {
    this.nextKey.clear();
    this.nextKey.pushBytes(src, len);
    for (let i = 0; i < this.cc.normalize.length; i++) {
      this.scratch.clear();
      unchecked(this.cc.normalize[i]).replaceAll(this.nextKey.ptr, this.nextKey.length, "", this.scratch);
      const t = this.nextKey;
      this.nextKey = this.scratch;
      this.scratch = t;
    }
  }
}

/** How many distinct lines drop_repeats_after remembers; past that, later lines are not remembered. */
const REPEATS_REMEMBERED = 65536;

/**
 * drop_repeats_after: a build that repeats its diagnostics in a closing summary (MSBuild under
 * `Build FAILED.`, bloop under `Failed:`) shows each once. Lines shown before the first line the
 * pattern matches are remembered (a 64-bit FNV-1a hash each); past it, a line equal to one of
 * them goes. Nothing is lost (each dropped line was shown above), so this is not a cut.
 */
class RepeatDropper {
  private seen: Set<u64> = new Set<u64>();
  private past: bool = false;

  constructor(
    private cc: CompiledConfig,
    private next: MessageOnce,
  ) {}

  line(src: usize, len: i32): void {
    const marker = this.cc.repeatsAfter;
    if (marker === null) {
      this.next.line(src, len);
      return;
    }
    if (!this.past) {
      if (marker.isMatch(src, len)) this.past = true;
      else if (this.seen.size < REPEATS_REMEMBERED) this.seen.add(fnv1a(src, len));
      this.next.line(src, len);
      return;
    }
    if (len > 0 && this.seen.has(fnv1a(src, len))) return;
    this.next.line(src, len);
  }
}

/**
 * message_once: a linter that prints its rule's whole explanation on every finding (RuboCop's
 * `Style/StringLiterals: Prefer single-quoted strings when ...`, markdownlint's descriptions)
 * says it once per rule. On a line the pattern matches, the `rule` and `message` groups' texts
 * are remembered (a 64-bit FNV-1a hash of both, the first REPEATS_REMEMBERED distinct ones); a
 * later line whose rule and message were both seen loses the message group's text, and keeps the
 * rest (its location, severity and rule) byte for byte. Nothing is lost (the message was shown
 * above under the same rule), so this is not a cut.
 */
class MessageOnce {
  private seen: Set<u64> = new Set<u64>();
  private slots: StaticArray<i32> = new StaticArray<i32>(4);
  private shortened: ByteBuffer = new ByteBuffer(256);

  constructor(
    private cc: CompiledConfig,
    private next: Deduper,
  ) {}

  line(src: usize, len: i32): void {
    const re = this.cc.messageOnce;
    if (re === null) {
      this.next.line(src, len);
      return;
    }
    const need = (re.groupCount + 1) * 2;
    if (this.slots.length < need) this.slots = new StaticArray<i32>(need);
    if (!re.captures(src, len, 0, this.slots)) {
      this.next.line(src, len);
      return;
    }
    const ruleFrom = unchecked(this.slots[this.cc.messageRule * 2]);
    const ruleTo = unchecked(this.slots[this.cc.messageRule * 2 + 1]);
    const ms = unchecked(this.slots[this.cc.messageText * 2]);
    const me = unchecked(this.slots[this.cc.messageText * 2 + 1]);
    if (ruleFrom < 0 || ms < 0 || me == ms) {
      this.next.line(src, len);
      return;
    }
    // The rule's text, a NUL no line holds, then the message: one hash for the pair.
    let h = fnv1a(src + <usize>ruleFrom, ruleTo - ruleFrom);
    h *= 0x100000001b3;
    h = fnv1aFrom(h, src + <usize>ms, me - ms);
    if (!this.seen.has(h)) {
      if (this.seen.size < REPEATS_REMEMBERED) this.seen.add(h);
      this.next.line(src, len);
      return;
    }
    const out = this.shortened;
    out.clear();
    out.pushBytes(src, ms);
    out.pushBytes(src + <usize>me, len - me);
    this.next.line(out.ptr, out.length);
  }
}

function fnv1a(src: usize, len: i32): u64 {
  return fnv1aFrom(0xcbf29ce484222325, src, len);
}

function fnv1aFrom(seed: u64, src: usize, len: i32): u64 {
  let h: u64 = seed;
  for (let i = 0; i < len; i++) {
    h ^= <u64>load<u8>(src + <usize>i);
    h *= 0x100000001b3;
  }
  return h;
}

function sameBytes(a: ByteBuffer, b: ByteBuffer): bool {
  return a.length == b.length && memory.compare(a.ptr, b.ptr, a.length) == 0;
}

/**
 * strip_lines_matching / keep_lines_matching, and keep_context around matches; then empty_headers:
 * a header line a pattern matches (`Mounts:`) is held until the next line kept, and goes when that
 * line is not indented deeper than it (or none comes): every line of its block was stripped.
 */
class Selector {
  private before: LineList = new LineList();
  private header: ByteBuffer = new ByteBuffer(64);
  /** The held header's indentation; -1 when none is held. */
  private headerIndent: i32 = -1;
  private maxBefore: i32 = 0;
  private afterLeft: i32 = 0;

  constructor(
    private cc: CompiledConfig,
    private next: RepeatDropper,
  ) {
    for (let i = 0; i < cc.contextRules.length; i++) {
      if (cc.contextRules[i].before > this.maxBefore) this.maxBefore = cc.contextRules[i].before;
    }
  }

  line(src: usize, len: i32): void {
    const cc = this.cc;
    if (cc.blocks !== null && this.inBlock(src, len)) return;
    if (cc.strip !== null && cc.strip!.isMatch(src, len)) return;
    if (cc.keep === null && cc.context.length == 0) {
      this.pass(src, len);
      return;
    }
    let ctx = -1;
    for (let i = 0; i < cc.context.length; i++) {
      if (unchecked(cc.context[i]).isMatch(src, len)) {
        ctx = i;
        break;
      }
    }
    if (ctx >= 0) {
      const rule = cc.contextRules[ctx];
      const n = this.before.count;
      for (let k = rule.before < n ? n - rule.before : 0; k < n; k++) this.pass(this.before.ptr(k), this.before.len(k));
      this.before.clear();
      this.pass(src, len);
      if (rule.after > this.afterLeft) this.afterLeft = rule.after;
      return;
    }
    if (this.afterLeft > 0 || (cc.keep !== null && cc.keep!.isMatch(src, len))) {
      if (this.afterLeft > 0) this.afterLeft--;
      this.before.clear();
      this.pass(src, len);
      return;
    }
    if (this.maxBefore == 0) return;
    if (this.before.count >= this.maxBefore) this.shiftBefore();
    this.before.add(src, len);
  }

  /** Passes a kept line on, through empty_headers when the configuration has it. */
  private pass(src: usize, len: i32): void {
    const headers = this.cc.emptyHeaders;
    if (headers === null) {
      this.next.line(src, len);
      return;
    }
    let indent = 0;
    while (indent < len && (load<u8>(src + <usize>indent) == 0x20 || load<u8>(src + <usize>indent) == 0x09)) indent++;
    if (this.headerIndent >= 0) {
      // A line under the header (deeper, not blank) keeps it; anything else means its block is gone.
      if (indent > this.headerIndent && indent < len) this.next.line(this.header.ptr, this.header.length);
      this.headerIndent = -1;
    }
    if (headers!.isMatch(src, len)) {
      this.header.clear();
      this.header.pushBytes(src, len);
      this.headerIndent = indent;
      return;
    }
    this.next.line(src, len);
  }

  private blockIndent: i32 = -1;
  private blockIsKey: bool = false;

  /**
   * strip_blocks: a line a pattern matches and the lines under it go. Under it: indented deeper
   * (leading spaces and tabs, one column each: XCTest indents a suite's totals with a tab), blank,
   * or (below a `key:` line, as YAML writes a list) a `- ` item at the same indentation.
   */
  private inBlock(src: usize, len: i32): bool {
    let indent = 0;
    while (indent < len && (load<u8>(src + <usize>indent) == 0x20 || load<u8>(src + <usize>indent) == 0x09)) indent++;
    if (this.blockIndent >= 0) {
      const item = indent == this.blockIndent && this.blockIsKey && indent + 1 < len && load<u8>(src + <usize>indent) == 0x2d && load<u8>(src + <usize>indent + 1) == 0x20;
      if (indent == len || indent > this.blockIndent || item) return true;
      this.blockIndent = -1;
    }
    if (!this.cc.blocks!.isMatch(src, len)) return false;
    this.blockIndent = indent;
    this.blockIsKey = len > 0 && load<u8>(src + <usize>(len - 1)) == 0x3a;
    return true;
  }

  private shiftBefore(): void {
    // Keeps the newest maxBefore-1 lines; rebuilt rather than shifted in place (small lists).
    const old = this.before;
    this.before = new LineList();
    for (let k = 1; k < old.count; k++) this.before.add(old.ptr(k), old.len(k));
  }
}

/**
 * strip_code_frames: a compiler's code frame under a located finding (javac, scalac, sbt) is the
 * source line quoted and a caret line under it. A line the pattern matches (the caret line) goes
 * together with the line just before it; every other line passes, one line late. The finding's
 * location line and message stay as printed. The run counts as cut (less came out than went in).
 */
/** Bytes of one object blocks_first holds; past them the object passes in the tool's order. */
const BLOCKS_FIRST_MAX_BYTES: i32 = 1 << 20;

/**
 * blocks_first: in each object of a describe-like output (objects are parted by blank lines), the
 * blocks whose header line (at column 0) a pattern matches, the header with the indented lines
 * under it, are written right after the object's first line (`Name: ...`), in the tool's order;
 * the other lines follow in the tool's order. Nothing is lost or changed, only moved, so it is not
 * a cut. Holds one object; an object past BLOCKS_FIRST_MAX_BYTES is written as the tool printed it.
 */
class BlocksFirst {
  private lines: LineList = new LineList();
  private front: bool[] = [];
  private inFront: bool = false;
  private passing: bool = false;

  constructor(
    private headers: LineMatcher,
    private pipeline: LinePipeline,
  ) {}

  line(src: usize, len: i32): void {
    if (isBlank(src, len)) {
      this.flush();
      this.passing = false;
      this.pipeline.afterBlocksFirst(src, len);
      return;
    }
    if (this.passing) {
      this.pipeline.afterBlocksFirst(src, len);
      return;
    }
    const c = load<u8>(src);
    // A line at column 0 opens a block; the object's first line stays first whatever it says.
    if (c != 0x20 && c != 0x09) this.inFront = this.lines.count > 0 && this.headers.isMatch(src, len);
    this.lines.add(src, len);
    this.front.push(this.inFront);
    if (this.lines.bytes.length > BLOCKS_FIRST_MAX_BYTES) {
      this.write(false);
      this.passing = true;
    }
  }

  /** The object held so far, its front blocks first; at a blank line and at the end. */
  flush(): void {
    this.write(true);
  }

  private write(reorder: bool): void {
    const L = this.lines;
    const n = L.count;
    if (n == 0) return;
    this.pipeline.afterBlocksFirst(L.ptr(0), L.len(0));
    if (reorder) {
      for (let i = 1; i < n; i++) if (unchecked(this.front[i])) this.pipeline.afterBlocksFirst(L.ptr(i), L.len(i));
      for (let i = 1; i < n; i++) if (!unchecked(this.front[i])) this.pipeline.afterBlocksFirst(L.ptr(i), L.len(i));
    } else {
      for (let i = 1; i < n; i++) this.pipeline.afterBlocksFirst(L.ptr(i), L.len(i));
    }
    L.clear();
    this.front.length = 0;
    this.inFront = false;
  }
}

class CodeFrameStripper {
  private held: ByteBuffer = new ByteBuffer(256);
  private holding: bool = false;

  constructor(
    private caret: Regex,
    private next: LineSink,
  ) {}

  line(src: usize, len: i32): void {
    if (this.holding && this.caret.isMatch(src, len)) {
      this.holding = false;
      return;
    }
    this.flush();
    this.held.clear();
    this.held.pushBytes(src, len);
    this.holding = true;
  }

  flush(): void {
    if (!this.holding) return;
    this.holding = false;
    this.next.line(this.held.ptr, this.held.length);
  }
}

/** The stages after strip_code_frames, as its sink. */
class AfterCodeFrames extends LineSink {
  constructor(private pipeline: LinePipeline) {
    super();
  }

  line(src: usize, len: i32): void {
    this.pipeline.selectLine(src, len);
  }
}

/** The stages after the table stage, as the table stage's sink. */
class AfterTable extends LineSink {
  constructor(private pipeline: LinePipeline) {
    super();
  }

  line(src: usize, len: i32): void {
    this.pipeline.replaced(src, len);
  }
}

/** The tasks stage (tasks.ts) as the pipeline drives it. */
export abstract class TaskSplitter extends LineSink {
  /** The run's exit code when it is known before the output is read (a capture), else -1. */
  exitCode: i32 = -1;
  /** The run ended: every task still held is written. */
  abstract finish(): void;
}

export type TaskSplitterFactory = (t: CompiledTasks, next: LineSink, cuts: Cuts) => TaskSplitter;

// Registered by tasks.ts, which only the cores that run filter sessions link (assembly/index.ts):
// the rewrite core compiles filter programs to check them and would carry output detection and
// every session kind for nothing. Without it a configuration's tasks stage passes lines on as
// they came.
let newTaskSplitter: TaskSplitterFactory | null = null;

export function registerTaskSplitter(f: TaskSplitterFactory): void {
  newTaskSplitter = f;
}

/** The stages after the tasks stage, as its sink: the runner's lines and the tasks' rendered ones. */
class AfterTasks extends LineSink {
  constructor(private pipeline: LinePipeline) {
    super();
  }

  line(src: usize, len: i32): void {
    this.pipeline.afterTasks(src, len);
  }
}

/** The stages after the JSON stage, as its sink. */
class AfterJson extends LineSink {
  constructor(private pipeline: LinePipeline) {
    super();
  }

  line(src: usize, len: i32): void {
    this.pipeline.afterJson(src, len);
  }
}

/** One run of one configuration. */
export class LinePipeline extends LineSink {
  private tasks: TaskSplitter | null = null;
  private json: JsonStage | null = null;
  private table: TableStage | null = null;
  private a: ByteBuffer = new ByteBuffer(256);
  private b: ByteBuffer = new ByteBuffer(256);
  private held: LineList | null = null;
  private collector: Collector;
  private emitter: Emitter;
  private window: Window;
  private collapser: Collapser;
  private counter: Counter;
  private deduper: Deduper;
  private messages: MessageOnce;
  private repeats: RepeatDropper;
  private selector: Selector;
  private codeFrames: CodeFrameStripper | null = null;
  private blocksFirst: BlocksFirst | null = null;
  private body: ByteBuffer | null = null;
  private collecting: bool;
  private selecting: bool;
  /** cc.replace and cc.replaceWith as read on every line (a static array's item is a load, an Array's a call). */
  private replaceRules: StaticArray<Regex>;
  private replaceWith: StaticArray<string>;

  /** Output goes to `out` as it is decided (each line followed by `\n`); `cuts` is the session's. */
  constructor(
    private cc: CompiledConfig,
    private out: ByteBuffer,
    cuts: Cuts = new Cuts(),
    named: string[] = [],
  ) {
    super();
    const c = cc.config;
    this.collecting = cc.sections.length > 0 || cc.aggregates.length > 0;
    this.replaceRules = StaticArray.fromArray<Regex>(cc.replace);
    this.replaceWith = StaticArray.fromArray<string>(cc.replaceWith);
    this.selecting = cc.strip !== null || cc.keep !== null || cc.context.length > 0 || cc.blocks !== null || cc.emptyHeaders !== null;
    if (cc.matchOutput.length > 0) this.held = new LineList();
    this.collector = new Collector(cc);
    let target = out;
    if (c.output !== null) {
      const body = new ByteBuffer(1024);
      this.body = body;
      target = body;
    }
    const emitter = new Emitter(target, c.onEmpty !== null);
    const window = new Window(c.head, c.tail, c.maxLines, emitter, cuts);
    const collapser = new Collapser(cc, window, c.truncateAt);
    const counter = new Counter(cc, collapser, named, cuts);
    const deduper = new Deduper(cc, counter);
    this.counter = counter;
    this.emitter = emitter;
    this.window = window;
    this.collapser = collapser;
    this.deduper = deduper;
    const messages = new MessageOnce(cc, deduper);
    this.messages = messages;
    const repeats = new RepeatDropper(cc, messages);
    this.repeats = repeats;
    this.selector = new Selector(cc, repeats);
    if (cc.codeFrames !== null) this.codeFrames = new CodeFrameStripper(cc.codeFrames!, new AfterCodeFrames(this));
    if (cc.blocksFirst !== null) this.blocksFirst = new BlocksFirst(cc.blocksFirst!, this);
    if (cc.tableHeader !== null) this.table = new TableStage(cc, new AfterTable(this), cuts);
    if (c.json !== null) this.json = new JsonStage(cc, new AfterJson(this));
    const split = newTaskSplitter;
    if (cc.tasks !== null && split !== null) this.tasks = split(cc.tasks!, new AfterTasks(this), cuts);
  }

  /** The run's exit code, when it is known before its output is read (a capture, an inline test). */
  knowExitCode(exitCode: i32): void {
    if (this.tasks !== null) this.tasks!.exitCode = exitCode;
  }

  /** True when nothing reaches the output before the end (match_output, an output template, json). */
  get holdsAll(): bool {
    return this.held !== null || this.body !== null || this.json !== null;
  }

  line(src: usize, len: i32): void {
    const cc = this.cc;
    let ptr = src;
    let n = len;
    // Most lines are ASCII without an ESC: nothing to decode or strip, asked in one pass.
    if (isPlainAscii(ptr, n)) {
      this.plainLine(ptr, n);
      return;
    }
    // The reference decodes output lossily: invalid UTF-8 becomes U+FFFD before any stage.
    if (!isValidUtf8(ptr, n)) {
      this.b.clear();
      lossyUtf8(ptr, n, this.b);
      ptr = this.b.ptr;
      n = this.b.length;
    }
    // A line without an escape sequence is read where it is (most lines): no copy.
    if (cc.config.stripAnsi && hasCsi(ptr, n)) {
      this.a.clear();
      stripCsi(ptr, n, this.a);
      ptr = this.a.ptr;
      n = this.a.length;
    }
    if (this.tasks !== null) this.tasks!.line(ptr, n);
    else this.afterTasks(ptr, n);
  }

  /** A line its splitter found ASCII without an ESC: nothing to decode or strip. */
  plainLine(src: usize, len: i32): void {
    if (this.tasks !== null) this.tasks!.line(src, len);
    else this.afterTasks(src, len);
  }

  /** The JSON stage, or on to the table stage. */
  afterTasks(src: usize, len: i32): void {
    if (this.json !== null) this.json!.line(src, len);
    else this.afterJson(src, len);
  }

  /** The table stage, or on to replace. */
  afterJson(src: usize, len: i32): void {
    if (this.table !== null) this.table!.line(src, len);
    else this.replaced(src, len);
  }

  /** replace, then the collectors and the line stages. */
  replaced(src: usize, len: i32): void {
    let ptr = src;
    let n = len;
    const rules = this.replaceRules;
    const templates = this.replaceWith;
    for (let i = 0; i < rules.length; i++) {
      const dst = ptr == this.a.ptr ? this.b : this.a;
      dst.clear();
      // A line the rule does not match is read where it is: no copy.
      if (unchecked(rules[i]).replaceMatches(ptr, n, unchecked(templates[i]), dst) == 0) continue;
      ptr = dst.ptr;
      n = dst.length;
    }
    if (this.collecting) this.collector.line(ptr, n);
    if (this.held !== null) this.held!.add(ptr, n);
    else this.post(ptr, n);
  }

  /** Stages 4 on, skipping the ones this configuration does not use. */
  private post(ptr: usize, n: i32): void {
    if (this.blocksFirst !== null) this.blocksFirst!.line(ptr, n);
    else this.afterBlocksFirst(ptr, n);
  }

  /** strip_code_frames on. */
  afterBlocksFirst(ptr: usize, n: i32): void {
    if (this.codeFrames !== null) this.codeFrames!.line(ptr, n);
    else this.selectLine(ptr, n);
  }

  /** strip_blocks and strip/keep on, skipping the ones this configuration does not use. */
  selectLine(ptr: usize, n: i32): void {
    if (this.selecting) this.selector.line(ptr, n);
    else if (this.cc.repeatsAfter !== null) this.repeats.line(ptr, n);
    else if (this.cc.messageOnce !== null) this.messages.line(ptr, n);
    else if (this.cc.config.dedup) this.deduper.line(ptr, n);
    else if (this.cc.countLines.length > 0) this.counter.line(ptr, n);
    else this.collapser.line(ptr, n);
  }

  finish(exitCode: i32): void {
    if (this.tasks !== null) this.tasks!.finish();
    if (this.json !== null) this.json!.finish();
    if (this.table !== null) this.table!.flush();
    const held = this.held;
    if (held !== null) {
      const joined = new ByteBuffer(held.bytes.length + held.count);
      for (let i = 0; i < held.count; i++) {
        if (i > 0) joined.pushByte(0x0a);
        joined.pushBytes(held.ptr(i), held.len(i));
      }
      for (let r = 0; r < this.cc.matchOutput.length; r++) {
        const rule = unchecked(this.cc.matchOutput[r]);
        if (!rule.pattern.isMatch(joined.ptr, joined.length)) continue;
        if (rule.unless !== null && rule.unless!.isMatch(joined.ptr, joined.length)) continue;
        writeText(this.out, rule.message);
        return;
      }
      for (let i = 0; i < held.count; i++) this.post(held.ptr(i), held.len(i));
    }
    if (this.blocksFirst !== null) this.blocksFirst!.flush();
    if (this.codeFrames !== null) this.codeFrames!.flush();
    this.deduper.flush();
    this.counter.flush();
    this.collapser.flush();
    this.window.finish();
    const c = this.cc.config;
    if (c.output !== null) {
      // The line result is `{lines}`; on_empty stands in for it when it is blank.
      const body = this.body!;
      let lines = this.emitter.sawContent ? body.toString() : c.onEmpty !== null ? c.onEmpty! : "";
      if (lines.endsWith("\n")) lines = lines.substring(0, lines.length - 1);
      writeText(this.out, renderTemplate(c.output!, this.collector, lines, exitCode));
      return;
    }
    if (c.onEmpty !== null && !this.emitter.sawContent) writeText(this.out, c.onEmpty!);
  }
}

/** A whole-result text (a message, on_empty, a template): written with one final `\n`. */
function writeText(out: ByteBuffer, s: string): void {
  if (s.length == 0) return;
  out.pushString(s);
  out.pushByte(0x0a);
}
