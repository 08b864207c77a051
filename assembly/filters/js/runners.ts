// JS test runners in their human formats: vitest, jest, node --test (TAP and spec), bun test and
// playwright test. Each keeps the failures (test name, message, assertion diff, file:line) and
// the runner's count lines, and drops passing tests, progress, banners, code frames and stack
// frames inside node_modules or node's internals. A passing run is one line. Output without the
// runner's summary (the runner crashed, bad flags) is not a test report: it is written raw.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { Run } from "../sdk/run";
import { indentOf, isBlank, isDigit, numberAt, plural, pushLine, trim, trimStart } from "../sdk/text";

/** A code-frame line (`  4| src`, `> 5 | src`, `    |   ^`) or a frame in dependencies/internals. */
export function isFrameNoise(line: string): bool {
  return isFrameNoiseTrimmed(trimStart(line));
}

/** isFrameNoise of a line whose leading spaces and tabs are already off (`trimStart`). */
function isFrameNoiseTrimmed(trimmed: string): bool {
  let t = trimmed;
  // vitest writes its stack frames as "❯ fn file:line:col": judged like node's "at" frames.
  if (t.startsWith("❯ ")) t = "at " + t.substring(2);
  if (t.startsWith("at ")) return t.includes("node_modules") || t.includes("(node:") || t.startsWith("at node:") || t.includes("node:internal") || t.startsWith("at async node:") || t.includes("<anonymous>)") && !t.includes("/");
  let k = 0;
  if (t.startsWith(">")) k = 1;
  while (k < t.length && t.charCodeAt(k) == 0x20) k++;
  let d = k;
  while (d < t.length && isDigit(t.charCodeAt(d))) d++;
  let e = d;
  while (e < t.length && t.charCodeAt(e) == 0x20) e++;
  if (e < t.length && t.charCodeAt(e) == 0x7c) return d > k || t.startsWith("|");
  if (t.startsWith("|") && (t.includes("^") || trim(t) == "|")) return true;
  // A caret line under a code frame: only spaces and carets.
  const c = trim(t);
  if (c.length == 0) return false;
  for (let i = 0; i < c.length; i++) if (c.charCodeAt(i) != 0x5e && c.charCodeAt(i) != 0x7e) return false;
  return true;
}

/** Squeezes blank-line runs to one and trims blank lines at both ends. */
function writeLines(out: ByteBuffer, lines: string[]): void {
  const w = new LineWriter(out);
  for (let i = 0; i < lines.length; i++) w.add(unchecked(lines[i]));
}

/**
 * writeLines a line at a time: a renderer that writes its kept lines as it reads them holds no
 * array of them (nor of the run's lines), so a large run leaves the collector little to mark.
 */
class LineWriter {
  private blank: bool = true;
  private pending: bool = false;

  constructor(private out: ByteBuffer) {}

  add(l: string): void {
    if (isBlank(l)) {
      if (!this.blank) this.pending = true;
      return;
    }
    if (this.pending) this.out.pushByte(0x0a);
    this.pending = false;
    this.blank = false;
    pushLine(this.out, l);
  }

  /** add("    " + l) for a line `l` that is not blank, without making that string. */
  addIndented(l: string): void {
    if (this.pending) this.out.pushByte(0x0a);
    this.pending = false;
    this.blank = false;
    this.out.pushString("    ");
    pushLine(this.out, l);
  }
}

function stripRule(line: string): string {
  // "  1) tests/a.spec.js:7:3 › name ──────" and "⎯⎯ Failed Tests 4 ⎯⎯" lose their rules.
  let e = line.length;
  while (e > 0) {
    const c = line.charCodeAt(e - 1);
    if (c == 0x2500 || c == 0x23af || c == 0x20) e--;
    else break;
  }
  let s = 0;
  while (s < e) {
    const c = line.charCodeAt(s);
    if (c == 0x23af || c == 0x2500) s++;
    else break;
  }
  return line.substring(s, e);
}

function isRuleOnly(line: string): bool {
  const t = trim(line);
  if (t.length == 0) return false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c != 0x23af && c != 0x2500 && c != 0x5b && c != 0x5d && c != 0x2f && !isDigit(c)) return false;
  }
  return true;
}

// ---------------------------------------------------------------- vitest

/**
 * How many of the total in vitest's counts (`1 failed | 1 passed (6)`) no count names: tests or
 * files that never ran because the run stopped early (`--bail`; vitest 4 prints no notice of
 * it). 0 when the counts add up, or cannot be read.
 */
export function notRun(counts: string): i64 {
  const open = counts.lastIndexOf(" (");
  if (open < 0 || !counts.endsWith(")")) return 0;
  const total = numberAt(counts, open + 2);
  if (total < 0) return 0;
  let sum: i64 = 0;
  const parts = counts.substring(0, open).split("|");
  for (let i = 0; i < parts.length; i++) {
    const n = numberAt(trim(unchecked(parts[i])), 0);
    if (n < 0) return 0;
    sum += n;
  }
  return total > sum ? total - sum : 0;
}

export function renderVitest(run: Run, out: ByteBuffer): bool {
  let files = "";
  let tests = "";
  let duration = "";
  let snapshots = "";
  let errors = "";
  // The kept lines, written as they are read (each line decoded on its own, none held after it).
  const body = new ByteBuffer(256);
  const kept = new LineWriter(body);
  let inFailures = false;
  const text = run.text;
  for (let i = 0; i < text.count; i++) {
    const l = text.str(i);
    const t = trim(l);
    if (t.startsWith("Test Files  ")) {
      files = trim(t.substring(10));
      continue;
    }
    if (t.startsWith("Tests  ")) {
      tests = trim(t.substring(5));
      continue;
    }
    if (t.startsWith("Duration  ")) {
      const d = trim(t.substring(9));
      const sp = d.indexOf(" ");
      duration = sp > 0 ? d.substring(0, sp) : d;
      continue;
    }
    if (t.startsWith("Snapshots  ")) {
      snapshots = trim(t.substring(10));
      continue;
    }
    // "Errors  1 error": unhandled errors, counted apart from the tests.
    if (t.startsWith("Errors  ") && t.length > 8 && isDigit(trim(t.substring(6)).charCodeAt(0))) {
      errors = trim(t.substring(6));
      continue;
    }
    if (t.startsWith("Start at  ") || t.startsWith("RUN  v") || t.startsWith("Type Errors  ")) continue;
    if (t.startsWith("⎯") && (t.includes("Failed Tests") || t.includes("Failed Suites") || t.includes("Unhandled Error"))) {
      inFailures = true;
      kept.add("");
      kept.add(stripRule(t));
      continue;
    }
    if (!inFailures) {
      // Per-file and per-test result lines before the failure report: the report repeats the failures.
      // `□` is a todo test (vitest 5).
      if (t.startsWith("✓") || t.startsWith("×") || t.startsWith("❯") || t.startsWith("↓") || t.startsWith("·") || t.startsWith("□")) continue;
      if (isBlank(l)) continue;
      // Anything else (console output of tests, a warning) stays.
      kept.add(l);
      continue;
    }
    if (isRuleOnly(l) || isFrameNoise(l)) continue;
    kept.add(l);
  }
  if (tests.length == 0 && files.length == 0) return false;
  let head = "vitest: " + (tests.length > 0 ? tests : "") + (files.length > 0 ? "; files " + files : "");
  // "Snapshots  1 failed | 2 written": snapshot counts are not in the test counts.
  if (snapshots.length > 0) head += "; snapshots " + snapshots;
  if (errors.length > 0) head += "; unhandled " + errors;
  if (duration.length > 0) head += " in " + duration;
  // What the counts leave out of their totals never ran: said in words (rule 2, a run that
  // stopped early), as vitest's per-test `·` lines that said it are gone.
  const testsLeft = notRun(tests);
  const filesLeft = notRun(files);
  if (testsLeft > 0 || filesLeft > 0) {
    let left = "";
    if (testsLeft > 0) left = plural(testsLeft, "test", "tests");
    if (filesLeft > 0) left += (left.length > 0 ? " and " : "") + plural(filesLeft, "file", "files");
    head += "; " + left + " not run (the run stopped early)";
  }
  pushLine(out, head);
  out.pushBytes(body.ptr, body.length);
  return true;
}

// ---------------------------------------------------------------- jest

/** "0 total" or "3 passed, 3 total": nothing but passes. */
function isOnlyTotal(counts: string): bool {
  const parts = counts.split(", ");
  for (let i = 0; i < parts.length; i++) {
    const p = trim(unchecked(parts[i]));
    if (!p.endsWith(" total") && !p.endsWith(" passed")) return false;
  }
  return true;
}

export function renderJest(run: Run, out: ByteBuffer): bool {
  let suites = "";
  let tests = "";
  let time = "";
  let snapshots = "";
  let passHeader = "";
  const kept: string[] = [];
  let inBlock = false;
  // Each line decoded as it is read (run.lines would hold all of them at once).
  const lines = run.text;
  for (let i = 0; i < lines.count; i++) {
    const l = lines.str(i);
    const t = trim(l);
    if (l.startsWith("Test Suites: ")) {
      suites = trim(l.substring(12));
      inBlock = false;
      continue;
    }
    if (l.startsWith("Tests: ")) {
      tests = trim(l.substring(6));
      continue;
    }
    if (l.startsWith("Time: ")) {
      time = trim(l.substring(5));
      continue;
    }
    if (l.startsWith("Snapshots: ")) {
      snapshots = trim(l.substring(10));
      continue;
    }
    if (l.startsWith("Ran all test suites") || l.startsWith("Ran ")) continue;
    if (l.startsWith("PASS ")) {
      inBlock = false;
      passHeader = l;
      continue;
    }
    if (l.startsWith("FAIL ")) {
      inBlock = true;
      passHeader = "";
      kept.push("");
      kept.push(l);
      continue;
    }
    if (inBlock) {
      if (isFrameNoise(l)) continue;
      kept.push(l);
      continue;
    }
    if (t.startsWith("✓") || t.startsWith("√") || t.startsWith("○")) continue;
    if (isBlank(l)) continue;
    // What a passing file printed (its console output) is kept under that file's name, so it
    // is not read as part of the failure before it. An unindented line ("Snapshot Summary")
    // is no longer the file's.
    if (indentOf(l) == 0) passHeader = "";
    if (passHeader.length > 0) {
      kept.push("");
      kept.push(passHeader);
      passHeader = "";
    }
    kept.push(l);
  }
  if (tests.length == 0 && suites.length == 0) return false;
  let head = "jest: " + tests;
  if (suites.length > 0) head += "; suites " + suites;
  // "Snapshots:   1 failed, 1 total": kept when a snapshot failed, was written or is obsolete.
  if (snapshots.length > 0 && !isOnlyTotal(snapshots)) head += "; snapshots " + snapshots;
  if (time.length > 0) head += " in " + time;
  pushLine(out, head);
  writeLines(out, kept);
  return true;
}

// ---------------------------------------------------------------- node --test

/** A TAP or spec summary count: "# pass 1" / "ℹ pass 1" -> ["pass", "1"]. */
/**
 * Which of NODE_COUNTS the line is (`# tests 3`, `ℹ pass 2`), its value left in `countValue`;
 * -1 when it is none. The renderers keep a count per index (NodeCounts): no pair, no map per run.
 */
function nodeCount(line: string): i32 {
  // The count's name from `at` (after `# ` or `ℹ `, two units either way), asked in place.
  const at = 2;
  if (!line.startsWith("# ") && !line.startsWith("ℹ ")) return -1;
  for (let i = 0; i < NODE_COUNTS.length; i++) {
    const n = unchecked(NODE_COUNTS[i]);
    // `<name> <digit>`, asked without building `<name> ` (every `# Subtest:` line is asked); tape
    // aligns its values (`# pass  151`), so the spaces may be several.
    if (!line.startsWith(n, at) || line.charCodeAt(at + n.length) != 0x20) continue;
    let v = at + n.length + 1;
    while (v < line.length && line.charCodeAt(v) == 0x20) v++;
    if (v < line.length && isDigit(line.charCodeAt(v))) {
      countValue = trim(line.substring(v));
      return i;
    }
  }
  return -1;
}

/** The value of the count nodeCount found last. */
let countValue = "";

/** node --test's counts by their index in NODE_COUNTS (null: not printed); a later line of a count wins. */
type NodeCounts = StaticArray<string | null>;

/**
 * nodeCount asked of line i of T where it is (from `at`, past the `# ` or `ℹ `): the same index,
 * its value (the rest of the line, spaces and tabs trimmed) left in `countValue`, the only part
 * decoded.
 */
function nodeCountAt(T: Lines, i: i32, at: i32): i32 {
  const len = T.len(i);
  if (at >= len) return -1;
  // Only a count whose name starts with the line's byte there can match: most `# ` lines
  // (`# Subtest:`) start with none, and each other is tried against one or two names, not eight.
  const first = <u32>T.byteAt(i, at);
  for (let k = 0; k < NODE_COUNT_FIRST.length; k++) {
    if (<u32>unchecked(NODE_COUNT_FIRST[k]) != first) continue;
    const n = unchecked(NODE_COUNTS[k]);
    const e = at + n.length;
    if (len <= e + 1 || !T.startsWithAt(i, at, n) || T.byteAt(i, e) != 0x20) continue;
    let v = e + 1;
    while (v < len && T.byteAt(i, v) == 0x20) v++;
    if (v < len && isDigit(T.byteAt(i, v))) {
      countValue = T.strRange(i, v, T.trimmedEnd(i, v, len));
      return k;
    }
  }
  return -1;
}

/**
 * The names of the suites open over a failing test, `depth` of them, from their `# Subtest:`
 * lines (`suites`: each line's index + 1, 0 where none was read: an empty name).
 */
function suiteNames(T: Lines, suites: i32[], depth: i32): string[] {
  const names: string[] = [];
  for (let k = 0; k < depth; k++) {
    const l = unchecked(suites[k]) - 1;
    names.push(l < 0 ? "" : T.strFrom(l, T.indent(l) + 11));
  }
  return names;
}

const NODE_COUNTS = ["tests", "suites", "pass", "fail", "cancelled", "skipped", "todo", "duration_ms"];
/** The first byte of each name in NODE_COUNTS. */
const NODE_COUNT_FIRST: StaticArray<u8> = [0x74, 0x73, 0x70, 0x66, 0x63, 0x73, 0x74, 0x64];

/** NODE_COUNTS' indexes of the counts the head names, in its order; and of `tests` and `duration_ms`. */
const HEAD_ORDER: StaticArray<i32> = [3, 2, 4, 5, 6];
const TESTS: i32 = 0;
const DURATION: i32 = 7;

/** The head line, written to `out` with its `\n`: `node --test: ...`, or `TAP: ...` for another producer (tape). */
function nodeHead(counts: NodeCounts, out: ByteBuffer, tool: string = "node --test"): void {
  out.pushString(tool);
  out.pushAscii(": ");
  let first = true;
  for (let i = 0; i < HEAD_ORDER.length; i++) {
    const at = unchecked(HEAD_ORDER[i]);
    const v = unchecked(counts[at]);
    if (v === null) continue;
    const k = unchecked(NODE_COUNTS[at]);
    if (v == "0" && k != "pass") continue;
    if (!first) out.pushAscii(", ");
    out.pushString(v);
    out.pushByte(0x20);
    out.pushAscii(k == "pass" ? "passed" : k == "fail" ? "failed" : k);
    first = false;
  }
  const tests = unchecked(counts[TESTS]);
  if (tests !== null) {
    out.pushAscii(" (");
    out.pushString(tests);
    out.pushAscii(" tests)");
  }
  const duration = unchecked(counts[DURATION]);
  if (duration !== null) {
    out.pushAscii(" in ");
    out.pushString(duration);
    out.pushAscii("ms");
  }
  out.pushByte(0x0a);
}

/** `ℹ `, the spec reporter's mark before a count, as UTF-8. */
const INFO_MARK = String.UTF8.encode("ℹ ");

function renderNodeTap(run: Run, out: ByteBuffer): bool {
  const counts = new StaticArray<string | null>(NODE_COUNTS.length);
  const keptBytes = new ByteBuffer(256);
  const kept = new LineWriter(keptBytes);
  // Read as bytes: a line is decoded only when it is a count, a suite's name, a failure or kept
  // (a passing test's lines and its YAML block are passed over where they were captured).
  const T = run.text;
  // The suites open at each depth (`# Subtest: name`, four spaces per level): a failing test is
  // named under them, `suite > test`, as the spec reporter nests it. Held as their lines (index
  // + 1), decoded only to name a failure.
  const suites: i32[] = [];
  // tape and other TAP producers write `not ok 57 should be equal` (no ` - ` before the
  // description) and name each test by a `# name` comment over its assertions: those comments are
  // held and written only over a failing assertion, which is written as it was printed.
  const tape = isTapeStyle(T);
  const held: string[] = [];
  let afterAssert = false;
  let groupShown = false;
  for (let i = 0; i < T.count; i++) {
    const len = T.len(i);
    // Each test below asks first for the byte its literal starts with (the line's first, or the
    // first past its indent), so most lines are passed over without comparing a literal.
    const b0 = len > 0 ? <u32>T.byteAt(i, 0) : 0;
    const mark = b0 == 0x23 && T.startsWith(i, "# ") ? 2 : b0 == 0xe2 && T.startsWithUtf8(i, INFO_MARK) ? INFO_MARK.byteLength : -1;
    if (mark >= 0) {
      const c = nodeCountAt(T, i, mark);
      if (c >= 0) {
        unchecked((counts[c] = countValue));
        continue;
      }
    }
    const ind = T.indent(i);
    const c0 = ind < len ? <u32>T.byteAt(i, ind) : 0;
    if (c0 == 0x23 && T.startsWithAt(i, ind, "# Subtest: ")) {
      suites.length = ind / 4;
      suites.push(i + 1);
      continue;
    }
    if (c0 == 0x6e && T.startsWithAt(i, ind, "not ok ")) {
      const t = T.strFrom(i, ind);
      if (tape) {
        afterAssert = true;
        if (!groupShown) for (let k = 0; k < held.length; k++) kept.add(unchecked(held[k]));
        groupShown = true;
      }
      // The YAML block that follows holds the location and the error.
      const depth = ind / 4 < suites.length ? ind / 4 : suites.length;
      const dash = t.indexOf(" - ");
      const name = tape || dash < 0 ? t : suiteNames(T, suites, depth).concat([t.substring(dash + 3)]).join(" > ");
      const block: string[] = [];
      let j = i + 1;
      if (j < T.count && isTrimmed(T, j, "---")) {
        j++;
        while (j < T.count && !isTrimmed(T, j, "...")) {
          block.push(unitsFrom(T, j, ind + 2));
          j++;
        }
      }
      i = j;
      // A suite that failed only because a subtest did adds nothing.
      let subtestsOnly = false;
      let location = "";
      // The lines kept, each written under four spaces.
      const body: string[] = [];
      for (let k = 0; k < block.length; k++) {
        const b = unchecked(block[k]);
        if (b.startsWith("error: '") && b.includes("subtest") && b.includes("failed")) subtestsOnly = true;
        if (b.startsWith("location: ")) {
          location = b.substring(10).replace("'", "").replace("'", "");
          continue;
        }
        if (isTapNoiseKey(b)) continue;
        const tb = trimStart(b);
        if (isFrameNoiseTrimmed(tb)) continue;
        if (isTapInternalFrame(tb)) continue;
        body.push(b);
      }
      kept.add((tape || dash < 0 ? "" : "✖ ") + name + (location.length > 0 ? " (" + location + ")" : ""));
      // A suite that failed only because a subtest did: its name and place, the subtest says why.
      if (subtestsOnly) continue;
      for (let k = 0; k < body.length; k++) if (!isBlank(unchecked(body[k]))) kept.addIndented(unchecked(body[k]));
      continue;
    }
    if (c0 == 0x6f && T.startsWithAt(i, ind, "ok ")) {
      afterAssert = true;
      continue;
    }
    if (c0 == 0x54 && T.startsWithAt(i, ind, "TAP version") || c0 == 0x31 && T.startsWithAt(i, ind, "1..")) continue;
    if (len - ind == 3 && T.startsWithAt(i, ind, "---")) {
      // YAML of a passing test.
      let j = i + 1;
      while (j < T.count && !isTrimmed(T, j, "...")) j++;
      i = j;
      continue;
    }
    if (c0 == 0x23 && T.startsWithAt(i, ind, "# ")) {
      // Diagnostics a test file printed (a module that failed to load): keep, without node's frames.
      const d = T.strFrom(i, ind + 2);
      if (isFrameNoise(d) || d.startsWith("at \\#")) continue;
      if (tape) {
        // A test's name (or a comment it printed): held until one of its assertions fails.
        if (afterAssert) {
          held.length = 0;
          afterAssert = false;
          groupShown = false;
        }
        held.push(d);
        continue;
      }
      kept.add(d);
      continue;
    }
    if (ind != len) kept.add(T.str(i));
  }
  if (unchecked(counts[TESTS]) === null) return false;
  nodeHead(counts, out, tape ? "TAP" : "node --test");
  out.pushBytes(keptBytes.ptr, keptBytes.length);
  return true;
}

/**
 * Line j decoded from its UTF-16 unit `cut` on, or whole when it is not longer than that (a YAML
 * line under its key's indent): `T.str(j).substring(cut < length ? cut : 0)`, decoded once from
 * the byte `cut` when the bytes before it are ASCII (a unit each).
 */
function unitsFrom(T: Lines, j: i32, cut: i32): string {
  const n = T.len(j);
  const k = n < cut ? n : cut;
  let ascii = true;
  for (let b = 0; b < k; b++) if (T.byteAt(j, b) >= 0x80) ascii = false;
  if (ascii) return n > cut ? T.strFrom(j, cut) : T.str(j);
  const s = T.str(j);
  return s.substring(cut < s.length ? cut : 0);
}

/**
 * Whether a TAP stream is tape's shape rather than node --test's: its first top-level assertion
 * has no ` - ` between the number and the description (`ok 1 should be equal`), and no
 * `# Subtest:` line nests tests.
 */
export function isTapeStyle(T: Lines): bool {
  for (let i = 0; i < T.count; i++) {
    if (T.startsWith(i, "# Subtest: ") || T.startsWith(i, "    # Subtest: ")) return false;
    const at = T.startsWith(i, "ok ") ? 3 : T.startsWith(i, "not ok ") ? 7 : -1;
    if (at < 0) continue;
    let k = at;
    while (k < T.len(i) && isDigit(T.byteAt(i, k))) k++;
    return !T.startsWithAt(i, k, " - ");
  }
  return false;
}

/**
 * A key of a failing test's YAML block that tells nothing the kept lines do not (its duration,
 * type, codes, the `error: |-` and `stack: |-` openers): asked by the line's first character,
 * then the keys that start with it.
 */
function isTapNoiseKey(b: string): bool {
  if (b.length == 0) return false;
  switch (b.charCodeAt(0)) {
    case 0x64: return b.startsWith("duration_ms:"); // d
    case 0x74: return b.startsWith("type:"); // t
    case 0x66: return b.startsWith("failureType:"); // f
    case 0x65: return b.startsWith("exitCode:") || b.startsWith("error: |-"); // e
    case 0x73: return b.startsWith("signal:") || b.startsWith("stack: |-"); // s
    case 0x63: return b.startsWith("code:"); // c
    case 0x6e: return b.startsWith("name:"); // n
    default: return false;
  }
}

/** A stack frame of node's own test runner (the stack's lines, trimmed), by its first character. */
function isTapInternalFrame(tb: string): bool {
  if (tb.length == 0) return false;
  switch (tb.charCodeAt(0)) {
    case 0x70: return tb.startsWith("process.processTicksAndRejections"); // p
    case 0x61: return tb.startsWith("async "); // a: "async Promise.all" too
    case 0x54: return tb.startsWith("TestContext.<anonymous> (node:") || tb.startsWith("Test."); // T
    case 0x53: return tb.startsWith("Suite."); // S
    case 0x6e: return tb.startsWith("new Promise"); // n
    default: return false;
  }
}

/** Line i without its leading and trailing spaces and tabs is exactly the ASCII `lit`. */
function isTrimmed(T: Lines, i: i32, lit: string): bool {
  const a = T.indent(i);
  return T.trimmedEnd(i, a, T.len(i)) - a == lit.length && T.startsWithAt(i, a, lit);
}

function renderNodeSpec(run: Run, out: ByteBuffer): bool {
  const counts = new StaticArray<string | null>(NODE_COUNTS.length);
  const keptBytes = new ByteBuffer(256);
  const kept = new LineWriter(keptBytes);
  let inFailing = false;
  let beforeTests = true;
  // Each line decoded as it is read (run.lines would hold all of them at once).
  const lines = run.text;
  for (let i = 0; i < lines.count; i++) {
    const l = lines.str(i);
    const c = nodeCount(l);
    if (c >= 0) {
      unchecked((counts[c] = countValue));
      continue;
    }
    const t = trimStart(l);
    if (t.startsWith("✖ failing tests:")) {
      inFailing = true;
      continue;
    }
    if (inFailing) {
      if (isFrameNoise(l) || t.startsWith("at async startSubtest")) continue;
      kept.add(l);
      continue;
    }
    if (t.startsWith("✔") || t.startsWith("✖") || t.startsWith("▶") || t.startsWith("﹣")) {
      beforeTests = false;
      continue;
    }
    // Output of a test file that crashed before any test, printed ahead of the results.
    if (beforeTests && !isBlank(l) && !isFrameNoise(l)) kept.add(l);
  }
  if (unchecked(counts[TESTS]) === null) return false;
  nodeHead(counts, out);
  out.pushBytes(keptBytes.ptr, keptBytes.length);
  return true;
}

// ---------------------------------------------------------------- bun test

export function renderBunTest(run: Run, out: ByteBuffer): bool {
  const kept: string[] = [];
  let block: string[] = [];
  let file = "";
  let fileShown = false;
  let summary = "";
  const counts: string[] = [];
  let inUnhandled = false;
  // Each line decoded as it is read (run.lines would hold all of them at once).
  const lines = run.text;
  for (let i = 0; i < lines.count; i++) {
    const l = lines.str(i);
    const t = trim(l);
    if (t.startsWith("bun test v")) continue;
    if (t.startsWith("Ran ") && t.includes(" tests across ")) {
      summary = t;
      continue;
    }
    if (indentOf(l) == 1 && (t.endsWith(" pass") || t.endsWith(" fail") || t.endsWith(" skip") || t.endsWith(" todo") || t.endsWith(" error") || t.endsWith(" errors") || t.endsWith(" expect() calls")) && isDigit(t.charCodeAt(0))) {
      if (!t.endsWith("expect() calls")) counts.push(t);
      continue;
    }
    if (t.startsWith("# Unhandled error")) {
      inUnhandled = true;
      if (!fileShown && file.length > 0) {
        kept.push(file);
        fileShown = true;
      }
      kept.push(t);
      continue;
    }
    if (inUnhandled) {
      if (t.startsWith("-----")) {
        if (kept.length > 0 && unchecked(kept[kept.length - 1]).startsWith("# Unhandled")) continue;
        inUnhandled = false;
        continue;
      }
      kept.push(l);
      continue;
    }
    if (indentOf(l) == 0 && t.endsWith(":") && !t.includes(" ") && t.length > 1) {
      file = t;
      fileShown = false;
      block = [];
      continue;
    }
    // "(pass)" without colour, a check mark with it; likewise "(fail)" and a cross.
    if (t.startsWith("(pass)") || t.startsWith("(skip)") || t.startsWith("(todo)") || t.startsWith("✓ ") || t.startsWith("» ") || t.startsWith("✎ ")) {
      block = [];
      continue;
    }
    if (t.startsWith("(fail)") || t.startsWith("✗ ")) {
      if (!fileShown && file.length > 0) {
        kept.push("");
        kept.push(file);
        fileShown = true;
      }
      kept.push(l);
      for (let k = 0; k < block.length; k++) {
        const b = unchecked(block[k]);
        if (isFrameNoise(b)) continue;
        kept.push("  " + b);
      }
      block = [];
      continue;
    }
    if (t.startsWith("^ this test")) {
      kept.push(l);
      continue;
    }
    block.push(l);
  }
  if (summary.length == 0 && counts.length == 0) return false;
  pushLine(out, "bun test: " + counts.join(", ") + (summary.length > 0 ? " — " + summary : ""));
  writeLines(out, kept);
  return true;
}

// ---------------------------------------------------------------- playwright

export function renderPlaywright(run: Run, out: ByteBuffer): bool {
  const kept: string[] = [];
  const summary: string[] = [];
  let inFailures = false;
  let inSummary = false;
  // Each line decoded as it is read (run.lines would hold all of them at once).
  const lines = run.text;
  for (let i = 0; i < lines.count; i++) {
    const l = lines.str(i);
    const t = trim(l);
    if (t.startsWith("Running ") && t.includes(" using ")) continue;
    if (indentOf(l) == 2 && isDigit(t.charCodeAt(0))) {
      // "  4 failed", "  1 skipped", "  3 passed (896ms)", "  1 flaky"
      const sp = t.indexOf(" ");
      const word = sp > 0 ? t.substring(sp + 1) : "";
      if (word.startsWith("failed") || word.startsWith("passed") || word.startsWith("skipped") || word.startsWith("flaky") || word.startsWith("interrupted") || word.startsWith("did not run")) {
        summary.push(t);
        inSummary = true;
        inFailures = false;
        continue;
      }
      if (t.includes(") ") && t.indexOf(")") < 5) {
        inFailures = true;
        kept.push("");
        kept.push(stripRule(t));
        continue;
      }
    }
    if (inSummary) {
      // The list of failed tests under "N failed" repeats the report's headers.
      continue;
    }
    if (!inFailures) {
      if (t.startsWith("✓") || t.startsWith("✘") || t.startsWith("-  ") || t.startsWith("ok ") || t.startsWith("x ") || isBlank(l)) continue;
      if (t.startsWith("[") && t.indexOf("/") > 0 && t.indexOf("]") > t.indexOf("/") && isDigit(t.charCodeAt(1))) continue; // line reporter progress
      kept.push(l);
      continue;
    }
    if (isFrameNoise(l)) continue;
    kept.push(l);
  }
  if (summary.length == 0) return false;
  pushLine(out, "playwright: " + summary.join(", "));
  writeLines(out, kept);
  return true;
}


export function renderNodeTest(run: Run, out: ByteBuffer): bool {
  // The TAP reporter (the default when stdout is not a terminal on Node 20-22) or spec.
  for (let i = 0; i < run.text.count && i < 5; i++) if (run.text.startsWith(i, "TAP version")) return renderNodeTap(run, out);
  return renderNodeSpec(run, out);
}
