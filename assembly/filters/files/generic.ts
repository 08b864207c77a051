// Generic views of any command's output, for commands with no filter of their own:
//   err:     errors only: each report of an error (error, fatal, panic, exception, traceback,
//            a failed test) with the block under it (location, source excerpt, caret, frames)
//   test:    failures only: each failing test with its block (location, `E`/`>` lines,
//            expected/actual, diff), and the summary counts; passing tests and durations go
//   summary: exit code and size, counts of errors and warnings, the first errors, the last lines
// A block is kept whole up to a cap and printed once: only a block with the same lines as an
// earlier one is a repeat, never one whose location or detail differs. When nothing matches on
// a failed run, the last lines are kept, so a failure is never silent.

import { Cuts } from "../../session/cuts";
import { ByteBuffer } from "../../abi/buffers";
import { lineCount, Lines } from "../sdk/lines";
import { MAX_LINE } from "../sdk/limits";

import { CaptureSession } from "../sdk/capture";
import { stripAnsiBytes } from "../../text/ansi";
import {
  anyTerm,
  anyWord,
  bytesOf,
  findWord,
  hasDigit,
  hasLocation,
  isCaretLine,
  isCountLine,
  isDurationLine,
  isErrorMarker,
  isFailingSource,
  isLocationLead,
  isMarkerLine,
  isPassLine,
  isRuleStart,
  isRuntimeFrame,
  isTitledRule,
  isZeroCount,
  onlyZeroCounts,
  WordList,
} from "./failure-lines";
import { Plan, planCommand } from "../../plan/plan";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { declareCommand } from "../command";
import { FILES, make } from "./plan";

const TAIL_ON_FAILURE: i32 = 15;
/** Lines kept of one block (its head, excerpt, markers, diff, frames); the rest is counted. */
const MAX_BLOCK: i32 = 40;
/** Lines naming a place in a file kept past a block's cap. */
const MAX_PLACES: i32 = 5;
/** Lines kept in all; further blocks are counted. */
const MAX_TOTAL: i32 = 200;

// Words that start a report, matched where a word starts (failure-lines.ts: anyTerm).
const ERROR_TERMS = new WordList(["error", "fatal", "panic", "exception", "traceback", "fail", "segmentation fault", "undefined reference", "cannot find", "not found"]);
const FAIL_TERMS = new WordList(["fail", "error", "panicked", "traceback", "exception"]);
// Marks of a failed test, matched anywhere.
const FAIL_MARKS = new WordList(["✗", "✖", "×"]);
const WARNING_WORDS = new WordList(["warning", "warn:", "[warn"]);
const SUMMARY_WORDS = new WordList(["passed", "failed", "tests", "pass ", "fail ", "ran ", "total", "suites", "skipped", "todo", "ok (", "failures="]);
const NOT_OK = bytesOf("not ok ");

/** True when the buffer holds an ESC byte: only then is there a colour to strip. */
function hasEscape(b: ByteBuffer): bool {
  const p = b.ptr;
  for (let k = 0; k < b.length; k++) if (load<u8>(p + <usize>k) == 0x1b) return true;
  return false;
}

/** TAP's `not ok 3 - name`. */
function isNotOk(L: Lines, i: i32): bool {
  const at = L.indent(i);
  return L.len(i) >= at + 7 && L.byteAt(i, at) == 0x6e && findWord(L, i, NOT_OK, at) == at;
}

/** Length of the run of `c` from byte `from` of line i, going forward (`dir` 1) or back (-1). */
function runOf(L: Lines, i: i32, from: i32, dir: i32, c: u8): i32 {
  let n = 0;
  let k = from;
  while (k >= 0 && k < L.len(i) && L.byteAt(i, k) == c) {
    n++;
    k += dir;
  }
  return n;
}

/**
 * Writes line i, cut at MAX_LINE. A title between two long rules (`_____ test_x _____`,
 * `===== 3 failed in 0.1s =====`) keeps three rule characters a side: the rule is layout.
 */
function writeLine(L: Lines, i: i32, out: ByteBuffer, cuts: Cuts): void {
  const n = L.len(i);
  if (n > 8) {
    const c = L.byteAt(i, 0);
    if (c == 0x5f || c == 0x3d || c == 0x2d) {
      const lead = runOf(L, i, 0, 1, c);
      const tail = runOf(L, i, n - 1, -1, c);
      if (lead > 3 && tail > 3 && lead + tail < n - 2 && L.byteAt(i, lead) == 0x20 && L.byteAt(i, n - tail - 1) == 0x20) {
        const rule = String.fromCharCode(c).repeat(3);
        out.pushString(rule);
        out.pushString(cuts.shorten(String.UTF8.decodeUnsafe(L.buf.ptr + <usize>(L.start(i) + lead), n - lead - tail, false), MAX_LINE));
        out.pushString(rule);
        out.pushByte(0x0a);
        return;
      }
    }
  }
  out.pushString(cuts.shorten(L.str(i), MAX_LINE));
  out.pushByte(0x0a);
}

/** `  ... N more lines` where a block's lines past its cap were left out. */
function writeMore(out: ByteBuffer, n: i32, cuts: Cuts): void {
  if (n <= 0) return;
  out.pushString("  ... ");
  out.pushString(cuts.omitted(n.toString() + (n == 1 ? " more line" : " more lines")));
  out.pushByte(0x0a);
}

/** `  ... the same line N more times` after a line that repeated. */
function writeSame(out: ByteBuffer, n: i32): void {
  if (n <= 0) return;
  out.pushString("  ... the same line ");
  out.pushDecimal(n);
  out.pushString(n == 1 ? " more time\n" : " more times\n");
}

/** `... N more blocks (M lines)` where whole reports past the total were left out. */
function writeCut(out: ByteBuffer, blocks: i32, lines: i32, cuts: Cuts): void {
  if (blocks <= 0) return;
  out.pushString("... ");
  out.pushString(cuts.omitted(blocks.toString() + (blocks == 1 ? " more block (" : " more blocks (") + lines.toString() + (lines == 1 ? " line)" : " lines)")));
  out.pushByte(0x0a);
}

const HIT: u8 = 1;
/** A count of the run (`3 failed, 12 passed`): printed past the total cap too. */
const COUNT: u8 = 2;
const ZERO: u8 = 4;
const DROPPED: u8 = 8;

/**
 * The reports found, in order, each as numbers (no object per report: a large output holds
 * many): its head, the lines kept under it (up to the cap, in `kept`), how many of the lines
 * under it were left out and where (`cutAt`, an index in its kept lines), how many lines it had
 * in all, and a hash of all of them (head included), which is what makes two reports the same.
 */
class Blocks {
  keptFrom: i32[] = [];
  kept: i32[] = [];
  omitted: i32[] = [];
  cutAt: i32[] = [];
  under: i32[] = [];
  flags: u8[] = [];
  key: u64[] = [];

  get count(): i32 {
    return this.keptFrom.length;
  }

  /** Starts a block headed by line i. */
  open(i: i32, flags: u8): void {
    this.keptFrom.push(this.kept.length);
    this.kept.push(i);
    this.omitted.push(0);
    this.cutAt.push(-1);
    this.under.push(0);
    this.flags.push(flags);
    this.key.push(0);
  }

  /** Lines kept of block b (its head first). */
  size(b: i32): i32 {
    const end = b + 1 < this.count ? unchecked(this.keptFrom[b + 1]) : this.kept.length;
    return end - unchecked(this.keptFrom[b]);
  }

  /** The m-th kept line of block b. */
  @inline line(b: i32, m: i32): i32 {
    return unchecked(this.kept[unchecked(this.keptFrom[b]) + m]);
  }

  @inline has(b: i32, flag: u8): bool {
    return (load<u8>(this.flags.dataStart + <usize>b) & flag) != 0;
  }

  @inline set(b: i32, flag: u8): void {
    unchecked((this.flags[b] |= flag));
  }

  /**
   * Adds the lines under the last block's head, up to MAX_BLOCK; past it, only lines that name
   * a place in a file (the frame of the test that failed sits after a long diff), at most
   * MAX_PLACES of them. Hashes the head and every line under it.
   */
  add(L: Lines, under: i32[]): void {
    const b = this.count - 1;
    let places = 0;
    let size = this.size(b);
    let cutAt = -1;
    let omitted = 0;
    let h = hashLine(L, this.line(b, 0), FNV_BASIS);
    for (let k = 0; k < under.length; k++) {
      const i = unchecked(under[k]);
      h = hashLine(L, i, h);
      if (size < MAX_BLOCK) {
        this.kept.push(i);
        size++;
      } else if (places < MAX_PLACES && hasLocation(L, i)) {
        if (cutAt < 0) cutAt = size;
        this.kept.push(i);
        size++;
        places++;
      } else {
        if (cutAt < 0) cutAt = size;
        omitted++;
      }
    }
    unchecked((this.cutAt[b] = cutAt));
    unchecked((this.omitted[b] = omitted));
    unchecked((this.under[b] = under.length));
    unchecked((this.key[b] = h));
  }

  /** The hash of a block that is its head alone. */
  headOnly(L: Lines): void {
    const b = this.count - 1;
    unchecked((this.key[b] = hashLine(L, this.line(b, 0), FNV_BASIS)));
  }
}

const FNV_BASIS: u64 = 0xcbf29ce484222325;

/** FNV-1a over the bytes of line i and a newline, from `h` (a string of the lines would cost a copy per block). */
function hashLine(L: Lines, i: i32, h: u64): u64 {
  const p = L.buf.ptr + <usize>L.start(i);
  const n = L.len(i);
  for (let j = 0; j < n; j++) h = (h ^ <u64>load<u8>(p + <usize>j)) * 0x100000001b3;
  return (h ^ 0x0a) * 0x100000001b3;
}

export class GenericSession extends CaptureSession {
  private errFrom: i32 = 0;
  // Scratch lists of line numbers, reused block after block.
  private under: i32[] = [];
  private section: i32[] = [];

  constructor(readonly kind: string) {
    super();
  }

  /** Line j lies in another stream than line i. */
  @inline private crosses(i: i32, j: i32): bool {
    return (i < this.errFrom) != (j < this.errFrom);
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    // Both streams are read as one text: compilers and runners report on either. Colours go
    // first: a coloured path or keyword would hide what the line is.
    const joined = new ByteBuffer(this.rawOut.length + this.rawErr.length + 1);
    joined.pushBytes(this.rawOut.ptr, this.rawOut.length);
    if (joined.length > 0 && joined.byteAt(joined.length - 1) != 0x0a) joined.pushByte(0x0a);
    joined.pushBytes(this.rawErr.ptr, this.rawErr.length);
    let all = joined;
    if (hasEscape(joined)) {
      all = new ByteBuffer(joined.length + 16);
      stripAnsiBytes(joined.ptr, joined.length, all);
    }
    const L = new Lines(all);
    // Lines from here on are stderr's: a block never runs from one stream into the other.
    this.errFrom = this.rawOut.length == 0 ? 0 : lineCount(this.rawOut);
    if (this.kind == "summary") this.summary(L, exitCode, out);
    else this.blocks(L, exitCode, out, this.kind == "test");
    return true;
  }

  /** True when line i reports what this view keeps: an error (err) or a failed test (test). */
  private isHit(L: Lines, i: i32, test: bool): bool {
    if (isPassLine(L, i)) return false;
    if (isErrorMarker(L, i) || isNotOk(L, i) || anyWord(L, i, FAIL_MARKS)) return true;
    // pytest's `____ test_name ____` heads the report of one failing test.
    if (isTitledRule(L, i)) return true;
    if (!anyTerm(L, i, test ? FAIL_TERMS : ERROR_TERMS)) return false;
    // "0 failed", "fail 0", "failures=0" are counts, not failures.
    return !isZeroCount(L, i);
  }

  private isSummary(L: Lines, i: i32): bool {
    // Not a progress line (`tests/test_a.py ..F.  [ 40%]`): a count of the run, not of a file.
    const n = L.len(i);
    if (n >= 2 && L.byteAt(i, n - 1) == 0x5d && L.byteAt(i, n - 2) == 0x25) return false;
    return L.indent(i) <= 2 && n < 120 && hasDigit(L, i) && !isDurationLine(L, i) && !isPassLine(L, i) && anyWord(L, i, SUMMARY_WORDS);
  }

  /** True when line j, under a head indented by `base`, belongs to that head's block. */
  private continues(L: Lines, j: i32, base: i32): bool {
    return L.indent(j) > base || isMarkerLine(L, j);
  }

  /** The block headed by line i (the last one opened): the lines under it, frames of the runtime and durations left out. */
  private collect(L: Lines, i: i32, found: Blocks, test: bool): i32 {
    if (isTitledRule(L, i)) return this.collectSection(L, i, found, test);
    const base = L.indent(i);
    const under = this.under;
    under.length = 0;
    let j = i + 1;
    // A head that ends with `:` announces the line after it, whatever its indentation
    // (`thread 'x' panicked at src/lib.rs:45:9:` and then the panic message).
    if (j < L.count && !this.crosses(i, j) && L.len(i) > 0 && L.byteAt(i, L.len(i) - 1) == 0x3a && !L.isBlank(j) && !this.isHit(L, j, test)) under.push(j++);
    while (j < L.count && !this.crosses(i, j)) {
      if (L.isBlank(j)) {
        let k = j + 1;
        while (k < L.count && L.isBlank(k)) k++;
        if (k < L.count && k - j <= 2 && !this.crosses(i, k) && this.continues(L, k, base)) {
          j = k;
          continue;
        }
        break;
      }
      if (!this.continues(L, j, base)) break;
      if (!isRuntimeFrame(L, j) && !isDurationLine(L, j) && !isPassLine(L, j)) under.push(j);
      j++;
    }
    found.add(L, under);
    return j;
  }

  /**
   * A section under a titled rule (pytest's `____ test_name ____`) runs to the next rule. In
   * the long form, which quotes the test's source and marks the failing line with `>`, what
   * failed is said by the `>` lines, their carets, the `E` lines and the `path:line:` locations:
   * the quoted source, the arguments and the separators go.
   */
  private collectSection(L: Lines, i: i32, found: Blocks, test: bool): i32 {
    const lines = this.section;
    lines.length = 0;
    let marked = false;
    let j = i + 1;
    for (; j < L.count; j++) {
      if (isRuleStart(L, j) || isTitledRule(L, j) || this.crosses(i, j)) break;
      if (L.isBlank(j) || isRuntimeFrame(L, j) || isDurationLine(L, j)) continue;
      if (isFailingSource(L, j)) marked = true;
      lines.push(j);
    }
    const under = this.under;
    under.length = 0;
    for (let k = 0; k < lines.length; k++) {
      const l = unchecked(lines[k]);
      if (!marked || isFailingSource(L, l) || isErrorMarker(L, l) || isCaretLine(L, l) || isLocationLead(L, l) || this.isHit(L, l, test)) under.push(l);
    }
    found.add(L, under);
    return j;
  }

  private blocks(L: Lines, exitCode: i32, out: ByteBuffer, test: bool): void {
    const found = new Blocks();
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      const hit = this.isHit(L, i, test);
      if (!hit && !(test && this.isSummary(L, i))) continue;
      const head = i;
      found.open(head, hit ? HIT : 0);
      const b = found.count - 1;
      if (hit) i = this.collect(L, head, found, test) - 1;
      else {
        found.headOnly(L);
        if (onlyZeroCounts(L, head)) found.set(b, ZERO);
      }
      if (found.size(b) == 1 && isCountLine(L, head)) found.set(b, COUNT);
    }
    const repeated = this.dedup(L, found);

    let kept = 0;
    for (let b = 0; b < found.count; b++) if (!found.has(b, DROPPED)) kept++;
    if (kept == 0) {
      if (exitCode == 0) {
        out.pushString(test ? "ok: no failures (" : "ok: no errors (");
        out.pushDecimal(L.count);
        out.pushString(L.count == 1 ? " line of output)\n" : " lines of output)\n");
        this.cuts.cut = L.count > 0;
        return;
      }
      // A failure with no recognisable message: its last lines.
      const from = L.count > TAIL_ON_FAILURE ? L.count - TAIL_ON_FAILURE : 0;
      if (from > 0) {
        out.pushString("... ");
        out.pushString(this.cuts.omitted(from.toString() + " lines above"));
        out.pushByte(0x0a);
      }
      for (let i = from; i < L.count; i++) L.copyTo(i, out);
      return;
    }

    let written = 0;
    let cutBlocks = 0;
    let cutLines = 0;
    for (let b = 0; b < found.count; b++) {
      if (found.has(b, DROPPED)) continue;
      const size = found.size(b);
      // Past the total, reports are counted where they were; the run's counts always print.
      if (found.has(b, HIT) && !found.has(b, COUNT) && written + size > MAX_TOTAL && written > 0) {
        cutBlocks++;
        cutLines += unchecked(found.under[b]) + 1;
        continue;
      }
      writeCut(out, cutBlocks, cutLines, this.cuts);
      cutBlocks = 0;
      cutLines = 0;
      const cutAt = unchecked(found.cutAt[b]);
      const omitted = unchecked(found.omitted[b]);
      let same = 0;
      for (let m = 0; m < size; m++) {
        if (m == cutAt) writeMore(out, omitted, this.cuts);
        // A line the same as the one before (a recursion's frames): once, with a count.
        if (m > 0 && m != cutAt && L.same(found.line(b, m), found.line(b, m - 1))) {
          same++;
          continue;
        }
        writeSame(out, same);
        same = 0;
        writeLine(L, found.line(b, m), out, this.cuts);
      }
      writeSame(out, same);
      if (cutAt == size) writeMore(out, omitted, this.cuts);
      written += size;
    }
    writeCut(out, cutBlocks, cutLines, this.cuts);
    if (written < L.count || repeated > 0) this.cuts.cut = true;
  }

  /**
   * Each report once. A block is dropped when an earlier one holds the same lines (a runner's
   * recap of a failure it already printed whole), or when it is a head alone and another block
   * with the same head carries the detail (a list of failing names before their reports). Two
   * blocks whose heads match but whose locations or details differ are two reports: both stay.
   * A count of nothing (`skipped 0`) goes when other counts are there.
   */
  private dedup(L: Lines, found: Blocks): i32 {
    const keys = new Set<u64>();
    // The heads of blocks with detail, by their bytes' hash (as blocks are keyed): no string per block.
    const detailed = new Set<u64>();
    let nonzero = false;
    for (let b = 0; b < found.count; b++) {
      if (found.has(b, HIT) && found.size(b) > 1) detailed.add(hashLine(L, found.line(b, 0), FNV_BASIS));
      if (!found.has(b, HIT) && !found.has(b, ZERO)) nonzero = true;
    }
    let repeated = 0;
    for (let b = 0; b < found.count; b++) {
      if (!found.has(b, HIT) && found.has(b, ZERO) && nonzero) {
        found.set(b, DROPPED);
        continue;
      }
      if (found.has(b, HIT) && found.size(b) == 1 && unchecked(found.omitted[b]) == 0 && detailed.has(hashLine(L, found.line(b, 0), FNV_BASIS))) {
        found.set(b, DROPPED);
        continue;
      }
      const key = unchecked(found.key[b]);
      if (keys.has(key)) {
        found.set(b, DROPPED);
        repeated++;
        continue;
      }
      keys.add(key);
    }
    return repeated;
  }

  private summary(L: Lines, exitCode: i32, out: ByteBuffer): void {
    let errors = 0;
    let warnings = 0;
    const firstErrors: i32[] = [];
    for (let i = 0; i < L.count; i++) {
      if (anyTerm(L, i, ERROR_TERMS) && !isZeroCount(L, i)) {
        errors++;
        if (firstErrors.length < 5) firstErrors.push(i);
      } else if (anyWord(L, i, WARNING_WORDS)) warnings++;
    }
    out.pushString(exitCode == 0 ? "ok" : "failed (exit " + exitCode.toString() + ")");
    out.pushString(", ");
    out.pushDecimal(L.count);
    out.pushString(L.count == 1 ? " line" : " lines");
    if (errors > 0 || warnings > 0) {
      out.pushString(", ");
      out.pushDecimal(errors);
      out.pushString(errors == 1 ? " error line, " : " error lines, ");
      out.pushDecimal(warnings);
      out.pushString(warnings == 1 ? " warning line" : " warning lines");
    }
    out.pushByte(0x0a);
    for (let k = 0; k < firstErrors.length; k++) {
      out.pushString("  ");
      out.pushString(this.cuts.shorten(L.str(firstErrors[k]), MAX_LINE));
      out.pushByte(0x0a);
    }
    const from = L.count > 3 ? L.count - 3 : 0;
    if (L.count > 0) out.pushString("last lines:\n");
    for (let i = from; i < L.count; i++) {
      out.pushString("  ");
      out.pushString(this.cuts.shorten(L.str(i), MAX_LINE));
      out.pushByte(0x0a);
    }
    this.cuts.cut = L.count > firstErrors.length + 3;
  }
}

// ---- the commands: rtk err, rtk test, rtk summary ----

/**
 * `rtk test <cmd>` for a development tool that has a filter of its own (`pytest`, `cargo test`,
 * `node --test`, `go test`, `npm test` ...): that filter's plan, which knows the runner's
 * report (and may ask it for a parseable format), as `rtk <cmd>` would run it. Any other
 * command (no filter, or a filter that is not a development tool's: `rtk test git status`)
 * gets the generic failures-only view. In a command core without that family the plan defers.
 */
function ownTestFilter(argv: string[]): Plan | null {
  const inner = argv[1];
  if (inner == "test" || inner == "err" || inner == "summary") return null;
  const p = planCommand(argv.slice(1));
  if (p.mode == "defer") {
    p.argv = argv.slice(0);
    return p;
  }
  if (p.mode == "passthrough" || new SpecReader(p.session).kind != "dev") return null;
  p.reason = "test: the command's own filter; " + p.reason;
  return p;
}

/**
 * `rtk test --shell sh '<command line>'`: a test command written for a shell (`make test && ./e2e.sh`,
 * a pipeline), run by that shell with -c as one string, through the generic failures view.
 */
function planShellTest(argv: string[]): Plan | null {
  if (argv.length != 4 || argv[2].length == 0 || argv[2].startsWith("-")) return null;
  return make("capture", [argv[2], "-c", argv[3]], new SpecWriter("generic").last("test").toString(), "rtk test --shell " + argv[2] + " " + argv[3], "test: a " + argv[2] + " command line, failures only");
}

function planGeneric(argv: string[], _at: i32): Plan | null {
  if (argv.length >= 2 && argv[0] == "test" && argv[1] == "--shell") return planShellTest(argv);
  if (argv.length < 2 || argv[1].startsWith("-")) return null;
  const c = argv[0];
  if (c == "test") {
    const own = ownTestFilter(argv);
    if (own !== null) return own;
  }
  return make("capture", argv.slice(1), new SpecWriter("generic").last(c).toString(), "rtk " + c + " " + argv[1], c + ": generic");
}

declareCommand({
  name: "err, test, summary",
  words: ["err", "test", "summary"],
  precedence: FILES,
  plan: planGeneric,
  sessions: [{ kind: "generic", open: (o: SpecReader): Session | null => new GenericSession(o.last()) }],
  // They run any command: the full core, which holds every family, plans them.
  inCommandCores: false,
});
