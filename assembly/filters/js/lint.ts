// Type checkers and linters of the JS/TS world: tsc (plain and --pretty), ESLint (stylish) and
// Biome. tsc errors stay as tsc printed them, each with its location, in tsc's order (a message
// printed at several locations once, with every whole location under it); --pretty's source
// excerpts, squiggles and file table go. Lint problems keep the tool's order, one per line,
// `file:line:col severity message [rule]`: the file as the tool printed it (ESLint's file header,
// Biome's location) and the position as the tool printed it, so every line carries its whole
// location (docs/filters.md rule 1); code frames and fix suggestions go. Where that would be no
// shorter than ESLint's own output (long absolute paths), ESLint's layout stays: its file header
// and rows, the column padding taken out. ESLint's own closing lines end its list; Biome's
// summary leads.

import { ByteBuffer } from "../../abi/buffers";
import { countChars } from "../../text/tokens";
import { LocatedList } from "../sdk/located";
import { Lines } from "../sdk/lines";
import { Run } from "../sdk/run";
import { indentOf, isDigit, isSpace, plural, pushLine } from "../sdk/text";

/**
 * Where line `i` is a tsc diagnostic header, plain `f(1,2): error TS1: m` or pretty
 * `f:1:2 - error TS1: m`: the end of its location as printed (its message starts two bytes on
 * when plain, three when pretty), or -1.
 */
function tscHeader(L: Lines, i: i32): i32 {
  if (L.len(i) == 0 || L.byteAt(i, 0) == 0x20) return -1;
  let e = L.find(i, ": error TS");
  let plain = true;
  if (e < 0) {
    e = L.find(i, " - error TS");
    plain = false;
    if (e < 0) return -1;
  }
  if (plain) {
    if (e == 0 || L.byteAt(i, e - 1) != 0x29 || L.lastIndexOf(i, 0x28, e) <= 0) return -1;
  } else {
    const c2 = L.lastIndexOf(i, 0x3a, e);
    const c1 = c2 > 0 ? L.lastIndexOf(i, 0x3a, c2) : -1;
    if (c1 <= 0) return -1;
  }
  if (L.find(i, ": ", e + (plain ? 2 : 3)) < 0) return -1;
  return e;
}

/** Where tsc's message starts after a header's location. */
@inline function tscMessage(L: Lines, i: i32, e: i32): i32 {
  return L.byteAt(i, e) == 0x3a ? e + 2 : e + 3;
}

/** A tsc diagnostic header: [location as printed, "error TS1: m"], or null. */
export function parseTscHeader(line: string): string[] | null {
  // A sniffer asks this of every line: most lines are turned away before any copy.
  if (!line.includes(" error TS")) return null;
  const L = Lines.ofText(line);
  const e = L.count == 0 ? -1 : tscHeader(L, 0);
  if (e < 0) return null;
  return [L.strRange(0, 0, e), L.strFrom(0, tscMessage(L, 0, e))];
}

/** Bytes [a, b) of line `i` are `file:line:col` and nothing else. */
function isPrettyLocation(L: Lines, i: i32, a: i32, b: i32): bool {
  const c2 = L.lastIndexOf(i, 0x3a, b);
  const c1 = c2 > a ? L.lastIndexOf(i, 0x3a, c2) : -1;
  if (c1 <= a || c2 + 1 >= b || c1 + 1 >= c2) return false;
  for (let k = c1 + 1; k < b; k++) if (k != c2 && !isDigit(L.byteAt(i, k))) return false;
  return true;
}

/**
 * A --pretty related location (line `i` trimmed to [a, b)), as tsc 7 prints it, `src/b.ts:3:19 -
 * message` (the message on the same line), or as tsc 5 does, `lib/scan.js:75:38` alone (its
 * excerpt, then its message indented under it).
 */
function isRelatedLocation(L: Lines, i: i32, a: i32, b: i32): bool {
  const dash = L.find(i, " - ", a);
  return isPrettyLocation(L, i, a, dash > a && dash < b ? dash : b);
}

/** The squiggle line under a --pretty excerpt (line `i` trimmed to [a, b)): `~` and spaces. */
function isSquiggle(L: Lines, i: i32, a: i32, b: i32): bool {
  if (b == a) return false;
  for (let k = a; k < b; k++) if (L.byteAt(i, k) != 0x7e && L.byteAt(i, k) != 0x20) return false;
  return true;
}

/** A --pretty source excerpt line from byte `a` of line `i` (to `b`): its line number, then a space (`12 const x = 1;`). */
function isSourceLine(L: Lines, i: i32, a: i32, b: i32): bool {
  let k = a;
  while (k < b && isDigit(L.byteAt(i, k))) k++;
  return k > a && (k == b || L.byteAt(i, k) == 0x20);
}

export function renderTsc(run: Run, out: ByteBuffer): bool {
  const L = run.text;
  const items = new LocatedList(L);
  let found = -1;
  let total = 0;
  // Whether the last item is a diagnostic that lines may still belong to.
  let open = false;
  let afterBlank = false;
  let inTable = false;
  // After a related location printed alone (tsc 5): its message follows its excerpt.
  let relatedBelow = false;
  for (let i = 0; i < L.count; i++) {
    const e = tscHeader(L, i);
    if (e >= 0) {
      items.add(i, e, tscMessage(L, i, e));
      open = true;
      afterBlank = false;
      total++;
      continue;
    }
    if (L.startsWith(i, "Found ") && L.contains(i, " error")) {
      found = i;
      open = false;
      continue;
    }
    if (L.startsWith(i, "Errors  Files")) {
      inTable = true;
      continue;
    }
    const indent = L.indent(i);
    const blank = indent == L.len(i);
    if (inTable && (indent > 0 || blank)) continue;
    inTable = false;
    if (blank) {
      afterBlank = true;
      relatedBelow = false;
      continue;
    }
    if (open) {
      const end = L.trimmedEnd(i, indent, L.len(i));
      // The elaboration of a message is indented and comes before any blank line; after the
      // blank line --pretty prints the source excerpt with its squiggles, and the related
      // locations (`  src/b.ts:3:19 - The expected type comes from ...`), which stay.
      if (!afterBlank && indent > 0) items.addExtra(i);
      else if (afterBlank && indent > 0 && isRelatedLocation(L, i, indent, end)) {
        items.addExtra(i);
        const dash = L.find(i, " - ", indent);
        relatedBelow = dash < 0 || dash >= end;
      } else if (relatedBelow && indent > 2 && !isSourceLine(L, i, indent, end) && !isSquiggle(L, i, indent, end)) {
        // tsc 5's message of a related location, under its excerpt.
        items.addExtra(i);
      } else if (indent == 0 && !isSourceLine(L, i, 0, L.len(i))) {
        // An unindented line that is neither a diagnostic nor a --pretty source line (those
        // start with their line number) ends the error and is kept: a crash, a global error.
        open = false;
        items.addPlain(i);
      }
      // Otherwise an excerpt or its squiggles: noise (docs/filters.md rule 4).
      continue;
    }
    items.addPlain(i);
  }
  if (total == 0) {
    if (run.exitCode == 0 && items.count == 0) {
      pushLine(out, "tsc: no errors");
      return true;
    }
    return false;
  }
  items.write(out);
  if (found >= 0) L.copyTrimmedTo(found, out);
  return true;
}

/**
 * An ESLint stylish problem row, `  1:10  error  message  rule`, as byte offsets into its line
 * (a row is parsed where it lies; only the rows kept are ever written out).
 */
class StylishRow {
  pos: i32 = 0;
  posEnd: i32 = 0;
  warning: bool = false;
  message: i32 = 0;
  messageEnd: i32 = 0;
  rule: i32 = 0;
  ruleEnd: i32 = 0;
}

/** Reads line `i` as a stylish problem row into `row`; false when it is none. */
function parseStylish(L: Lines, i: i32, row: StylishRow): bool {
  const a = L.indent(i);
  if (a == 0) return false;
  const b = L.trimmedEnd(i, a, L.len(i));
  const sp = L.indexOf(i, 0x20, a);
  if (sp < 0 || sp >= b || sp - a < 3) return false;
  // The position, `line:col`: starts with a digit and holds a colon after it.
  const colon = L.indexOf(i, 0x3a, a);
  if (colon <= a || colon >= sp || !isDigit(L.byteAt(i, a))) return false;
  let r = L.skipSpaces(i, sp, b);
  let warning = false;
  if (L.startsWithAt(i, r, "error")) r += 5;
  else if (L.startsWithAt(i, r, "warning")) {
    r += 7;
    warning = true;
  } else return false;
  r = L.skipSpaces(i, r, b);
  // The rule is the last column, separated by two or more spaces; a parsing error has none.
  let messageEnd = b;
  let rule = b;
  const gap = L.findLast(i, "  ", r, b);
  if (gap > r) {
    const ruleStart = L.skipSpaces(i, gap, b);
    const space = L.indexOf(i, 0x20, ruleStart);
    if (space < 0 || space >= b) {
      messageEnd = L.trimmedEnd(i, r, gap);
      rule = ruleStart;
    }
  }
  row.pos = a;
  row.posEnd = sp;
  row.warning = warning;
  row.message = r;
  row.messageEnd = messageEnd;
  row.rule = rule;
  row.ruleEnd = b;
  return true;
}

/** An ESLint stylish problem line: `  1:10  error  message  rule` -> [pos, severity, message, rule], or null. */
export function stylishParts(line: string): string[] | null {
  // A sniffer asks this of every line: an unindented one is turned away before any copy.
  if (line.length == 0 || !isSpace(line.charCodeAt(0))) return null;
  // Nor is a line whose position (`line:col`, a digit first, its colon before the first space)
  // is not there (a compiler's `   5 | code` frame).
  const a = indentOf(line);
  if (a >= line.length || !isDigit(line.charCodeAt(a))) return null;
  const sp = line.indexOf(" ", a);
  const colon = line.indexOf(":", a);
  if (sp < 0 || colon < 0 || colon > sp) return null;
  const L = Lines.ofText(line);
  const r = new StylishRow();
  if (L.count == 0 || !parseStylish(L, 0, r)) return null;
  return [L.strRange(0, r.pos, r.posEnd), r.warning ? "warning" : "error", L.strRange(0, r.message, r.messageEnd), L.strRange(0, r.rule, r.ruleEnd)];
}

/** Whether the next non-blank line from `from` is a stylish problem row. */
function startsProblems(L: Lines, from: i32, row: StylishRow): bool {
  for (let k = from; k < L.count; k++) {
    if (L.isBlank(k)) continue;
    return parseStylish(L, k, row);
  }
  return false;
}

/** Parts of a problem: each a byte range of one line. */
const FILE = 0;
const POS = 1;
const MESSAGE = 2;
const RULE = 3;
/** Numbers per problem: a line, a start and an end for each part, then its severity. */
const STRIDE = 13;
const NO_SEVERITY = 0;
const ERROR = 1;
const WARNING = 2;

/**
 * The problems a linter listed, in order, as byte ranges of the run's lines (no object per
 * problem): the file, the position, the message and the rule, and the severity. Written as
 * `file:line:col severity message [rule]`, or `line:col severity message [rule]` under a header.
 */
class Problems {
  // The numbers, STRIDE per problem, read and written in place (a list's accessors are calls).
  private parts: StaticArray<i32> = new StaticArray<i32>(STRIDE * 16);
  private used: i32 = 0;

  get count(): i32 {
    return this.used / STRIDE;
  }

  @inline private get(at: i32): i32 {
    return load<i32>(changetype<usize>(this.parts) + (<usize>at << 2));
  }

  @inline private put(at: i32, v: i32): void {
    store<i32>(changetype<usize>(this.parts) + (<usize>at << 2), v);
  }

  /** A new problem, every part empty: its index. */
  add(): i32 {
    if (this.used + STRIDE > this.parts.length) {
      const grown = new StaticArray<i32>(this.parts.length << 1);
      memory.copy(changetype<usize>(grown), changetype<usize>(this.parts), <usize>this.used << 2);
      this.parts = grown;
    }
    memory.fill(changetype<usize>(this.parts) + (<usize>this.used << 2), 0, <usize>STRIDE << 2);
    this.used += STRIDE;
    return this.count - 1;
  }

  /** Sets part `part` of problem k to bytes [start, end) of line i. */
  set(k: i32, part: i32, i: i32, start: i32, end: i32): void {
    const at = k * STRIDE + part * 3;
    this.put(at, i);
    this.put(at + 1, start);
    this.put(at + 2, end);
  }

  setSeverity(k: i32, severity: i32): void {
    this.put(k * STRIDE + 12, severity);
  }

  /** Whether part `part` of problem k is empty. */
  empty(k: i32, part: i32): bool {
    const at = k * STRIDE + part * 3;
    return this.get(at + 2) <= this.get(at + 1);
  }

  private copy(L: Lines, k: i32, part: i32, out: ByteBuffer): void {
    const at = k * STRIDE + part * 3;
    L.copyRange(this.get(at), this.get(at + 1), this.get(at + 2), out);
  }

  /** Whether problems a and b name the same file (byte for byte). */
  sameFile(L: Lines, a: i32, b: i32): bool {
    const x = a * STRIDE;
    const y = b * STRIDE;
    const n = this.get(x + 2) - this.get(x + 1);
    if (n != this.get(y + 2) - this.get(y + 1)) return false;
    return memory.compare(L.at(this.get(x)) + <usize>this.get(x + 1), L.at(this.get(y)) + <usize>this.get(y + 1), n) == 0;
  }

  /** `file:line:col severity message [rule]`: the file and position whole, as the tool printed them. */
  write(L: Lines, k: i32, out: ByteBuffer): void {
    this.writeFile(L, k, out);
    if (!this.empty(k, POS)) out.pushByte(0x3a);
    this.writeRow(L, k, out);
  }

  writeFile(L: Lines, k: i32, out: ByteBuffer): void {
    this.copy(L, k, FILE, out);
  }

  /** `line:col severity message [rule]`, the row under a file header. */
  writeRow(L: Lines, k: i32, out: ByteBuffer): void {
    this.copy(L, k, POS, out);
    const severity = this.get(k * STRIDE + 12);
    if (severity != NO_SEVERITY) out.pushAscii(severity == WARNING ? " warning" : " error");
    if (!this.empty(k, MESSAGE)) {
      out.pushByte(0x20);
      this.copy(L, k, MESSAGE, out);
    }
    if (!this.empty(k, RULE)) {
      out.pushAscii(" [");
      this.copy(L, k, RULE, out);
      out.pushByte(0x5d);
    }
    out.pushByte(0x0a);
  }
}

/** ESLint's closing mark (`✖ 9 problems`), as UTF-8. */
const CROSS = String.UTF8.encode("✖");

export function renderEslint(run: Run, out: ByteBuffer): bool {
  const L = run.text;
  const problems = new Problems();
  const row = new StylishRow();
  // ESLint's closing lines and anything else outside its list: line numbers.
  const tail: i32[] = [];
  let file = -1;
  for (let i = 0; i < L.count; i++) {
    if (L.isBlank(i)) continue;
    if (parseStylish(L, i, row) && file >= 0) {
      const k = problems.add();
      problems.set(k, FILE, file, 0, L.len(file));
      problems.set(k, POS, i, row.pos, row.posEnd);
      problems.set(k, MESSAGE, i, row.message, row.messageEnd);
      problems.set(k, RULE, i, row.rule, row.ruleEnd);
      problems.setSeverity(k, row.warning ? WARNING : ERROR);
      continue;
    }
    // A file header is whatever unindented line the problem rows follow: a path may hold
    // spaces (`src/my dir/a.js`), so the header is known by what comes after it, not its text.
    if (L.indent(i) == 0 && !L.startsWithUtf8(i, CROSS) && startsProblems(L, i + 1, row)) {
      file = i;
      continue;
    }
    tail.push(i);
  }
  if (problems.count == 0) {
    if (run.exitCode == 0 && tail.length == 0) {
      pushLine(out, "eslint: no problems");
      return true;
    }
    return false;
  }
  // Each problem on its own line with its whole location, unless that is no shorter than what
  // ESLint printed (its paths are absolute: said on every line, they can cost more than the
  // padding saves): then ESLint's own layout, a file header and its rows, padding taken out.
  // Sized as the run: the compact form is about to be measured against it.
  const whole = new ByteBuffer(L.buf.length + 16);
  for (let k = 0; k < problems.count; k++) problems.write(L, k, whole);
  let closing: i64 = 0;
  for (let k = 0; k < tail.length; k++) {
    const i = unchecked(tail[k]);
    closing += L.utf16Length(i, L.indent(i), L.trimmedEnd(i, 0, L.len(i))) + 1;
  }
  let own = whole;
  if (countChars(whole.ptr, whole.length) + closing >= run.chars) {
    own = new ByteBuffer(whole.length + 16);
    let header = -1;
    for (let k = 0; k < problems.count; k++) {
      if (header < 0 || !problems.sameFile(L, k, header)) {
        header = k;
        problems.writeFile(L, k, own);
        own.pushByte(0x0a);
      }
      own.pushAscii("  ");
      problems.writeRow(L, k, own);
    }
  }
  out.pushBytes(own.ptr, own.length);
  // ESLint's own closing lines (`✖ 9 problems (7 errors, 2 warnings)`, what --fix can do).
  for (let k = 0; k < tail.length; k++) L.copyTrimmedTo(unchecked(tail[k]), out);
  return true;
}

/** A Biome diagnostic header's parts, as byte offsets into its line. */
class BiomeHeader {
  fileEnd: i32 = 0;
  pos: i32 = 0;
  posEnd: i32 = 0;
  category: i32 = 0;
  categoryEnd: i32 = 0;
}

/** Biome's rule `━` (U+2501), as UTF-8. */
const HEAVY_RULE = String.UTF8.encode("━");
const HEAVY_RULES = String.UTF8.encode("━━");
/** Biome's error mark `×` (U+00D7) and a space, as UTF-8. */
const CROSS_MARK = String.UTF8.encode("× ");

/** Reads line `i` as a Biome diagnostic header, `src/a.js:9:9 lint/x/y  FIXABLE  ━━━`, into `h`; false when it is none. */
function parseBiome(L: Lines, i: i32, h: BiomeHeader): bool {
  if (L.indent(i) > 0 || L.findUtf8(i, HEAVY_RULES) < 0) return false;
  const n = L.len(i);
  // The first two words: the location, then the category (or the rule, on the closing banner).
  let e0 = 0;
  while (e0 < n && !isSpace(L.byteAt(i, e0))) e0++;
  const w1 = L.skipSpaces(i, e0, n);
  if (e0 == 0 || w1 >= n) return false;
  let e1 = w1;
  while (e1 < n && !isSpace(L.byteAt(i, e1))) e1++;
  h.fileEnd = e0;
  h.pos = e0;
  h.posEnd = e0;
  const c2 = L.lastIndexOf(i, 0x3a, e0);
  const c1 = c2 > 0 ? L.lastIndexOf(i, 0x3a, c2) : -1;
  if (c1 > 0 && c2 + 1 < e0 && isDigit(L.byteAt(i, c2 + 1))) {
    h.fileEnd = c1;
    h.pos = c1 + 1;
  }
  const banner = L.startsWithUtf8At(i, w1, HEAVY_RULE);
  h.category = w1;
  h.categoryEnd = banner ? w1 : e1;
  return true;
}

/** A Biome diagnostic header: `src/a.js:9:9 lint/x/y  FIXABLE  ━━━` -> [file, pos, category]. */
export function parseBiomeHeader(line: string): string[] | null {
  if (!line.includes("━━")) return null;
  const L = Lines.ofText(line);
  const h = new BiomeHeader();
  if (L.count == 0 || !parseBiome(L, 0, h)) return null;
  return [L.strRange(0, 0, h.fileEnd), L.strRange(0, h.pos, h.posEnd), L.strRange(0, h.category, h.categoryEnd)];
}

/** Line i, unindented and trimmed to end at `b`, begins with the ASCII literal `lit`. */
function startsTrimmed(L: Lines, i: i32, b: i32, lit: string): bool {
  return b >= lit.length && L.startsWith(i, lit);
}

export function renderBiome(run: Run, out: ByteBuffer): bool {
  const L = run.text;
  const problems = new Problems();
  const h = new BiomeHeader();
  // Summary lines, written trimmed.
  const summary: i32[] = [];
  let current = -1;
  for (let i = 0; i < L.count; i++) {
    if (parseBiome(L, i, h)) {
      if (h.categoryEnd == h.category) {
        // The closing banner of the command itself ("check ━━━"): its message is summary.
        current = -1;
        continue;
      }
      current = problems.add();
      problems.set(current, FILE, i, 0, h.fileEnd);
      problems.set(current, POS, i, h.pos, h.posEnd);
      problems.set(current, RULE, i, h.category, h.categoryEnd);
      continue;
    }
    const n = L.len(i);
    const a = L.indent(i);
    const b = L.trimmedEnd(i, a, n);
    // What the line starts with once trimmed at both ends (`× ` is no mark on a line that is `×`).
    const cross = b - a >= CROSS_MARK.byteLength && L.startsWithUtf8At(i, a, CROSS_MARK);
    const bang = b - a >= 2 && L.startsWithAt(i, a, "! ");
    if (current >= 0 && problems.empty(current, MESSAGE)) {
      if (cross || bang || (b - a >= 2 && L.startsWithAt(i, a, "i "))) {
        problems.setSeverity(current, cross ? ERROR : WARNING);
        problems.set(current, MESSAGE, i, a + (cross ? CROSS_MARK.byteLength : 2), b);
      }
      continue;
    }
    if (a == 0 && n > 0 && (startsTrimmed(L, i, b, "Checked ") || startsTrimmed(L, i, b, "Found ") || startsTrimmed(L, i, b, "Formatted ") || startsTrimmed(L, i, b, "Fixed "))) {
      summary.push(i);
      current = -1;
      continue;
    }
    if (current < 0 && (cross || bang)) summary.push(i);
  }
  if (problems.count == 0 && summary.length == 0) return false;
  out.pushAscii("biome: ");
  if (summary.length == 0) out.pushString(plural(problems.count, "diagnostic", "diagnostics"));
  for (let k = 0; k < summary.length; k++) {
    const i = unchecked(summary[k]);
    if (k > 0) out.pushByte(0x20);
    L.copyRange(i, L.indent(i), L.trimmedEnd(i, 0, L.len(i)), out);
  }
  out.pushByte(0x0a);
  for (let k = 0; k < problems.count; k++) problems.write(L, k, out);
  return true;
}
