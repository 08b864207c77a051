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
import { Groups, indentOf, isBlank, isDigit, plural, pushLine, trim, words } from "../sdk/text";

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
  if (found >= 0) {
    L.copyRange(found, L.indent(found), L.trimmedEnd(found, 0, L.len(found)), out);
    out.pushByte(0x0a);
  }
  return true;
}

class Problem {
  constructor(public file: string, public pos: string, public severity: string, public message: string, public rule: string) {}

  /** `file:line:col severity message [rule]`: the file and position whole, as the tool printed them. */
  write(out: ByteBuffer): void {
    out.pushString(this.file);
    if (this.pos.length > 0) out.pushByte(0x3a);
    this.writeRow(out);
  }

  /** `line:col severity message [rule]`, the row under a file header. */
  writeRow(out: ByteBuffer): void {
    out.pushString(this.pos);
    if (this.severity.length > 0) {
      out.pushByte(0x20);
      out.pushString(this.severity);
    }
    if (this.message.length > 0) {
      out.pushByte(0x20);
      out.pushString(this.message);
    }
    if (this.rule.length > 0) {
      out.pushString(" [");
      out.pushString(this.rule);
      out.pushByte(0x5d);
    }
    out.pushByte(0x0a);
  }
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

/** The problems ESLint listed: per problem its file header's line, its row's line and the row's parts. */
class Problems {
  header: i32[] = [];
  line: i32[] = [];
  parts: i32[] = []; // pos, posEnd, message, messageEnd, rule, ruleEnd, warning: seven per problem

  add(header: i32, line: i32, r: StylishRow): void {
    this.header.push(header);
    this.line.push(line);
    const p = this.parts;
    p.push(r.pos);
    p.push(r.posEnd);
    p.push(r.message);
    p.push(r.messageEnd);
    p.push(r.rule);
    p.push(r.ruleEnd);
    p.push(r.warning ? 1 : 0);
  }

  get count(): i32 {
    return this.line.length;
  }

  /** `line:col severity message [rule]`, the row under a file header. */
  writeRow(L: Lines, k: i32, out: ByteBuffer): void {
    const i = unchecked(this.line[k]);
    const p = this.parts;
    const at = k * 7;
    L.copyRange(i, unchecked(p[at]), unchecked(p[at + 1]), out);
    out.pushAscii(unchecked(p[at + 6]) == 1 ? " warning" : " error");
    const message = unchecked(p[at + 2]);
    const messageEnd = unchecked(p[at + 3]);
    if (messageEnd > message) {
      out.pushByte(0x20);
      L.copyRange(i, message, messageEnd, out);
    }
    const rule = unchecked(p[at + 4]);
    const ruleEnd = unchecked(p[at + 5]);
    if (ruleEnd > rule) {
      out.pushAscii(" [");
      L.copyRange(i, rule, ruleEnd, out);
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
      problems.add(file, i, row);
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
  for (let k = 0; k < problems.count; k++) {
    L.copyRange(unchecked(problems.header[k]), 0, L.len(unchecked(problems.header[k])), whole);
    whole.pushByte(0x3a);
    problems.writeRow(L, k, whole);
  }
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
      const h = unchecked(problems.header[k]);
      if (header < 0 || !L.same(h, header)) {
        header = h;
        L.copyTo(header, own);
      }
      own.pushAscii("  ");
      problems.writeRow(L, k, own);
    }
  }
  out.pushBytes(own.ptr, own.length);
  // ESLint's own closing lines (`✖ 9 problems (7 errors, 2 warnings)`, what --fix can do).
  for (let k = 0; k < tail.length; k++) {
    const i = unchecked(tail[k]);
    L.copyRange(i, L.indent(i), L.trimmedEnd(i, 0, L.len(i)), out);
    out.pushByte(0x0a);
  }
  return true;
}

/** A Biome diagnostic header: `src/a.js:9:9 lint/x/y  FIXABLE  ━━━` -> [file, pos, category]. */
export function parseBiomeHeader(line: string): string[] | null {
  if (!line.includes("━━") || indentOf(line) > 0) return null;
  const w = words(line);
  if (w.length < 2) return null;
  const loc = w[0];
  let file = loc;
  let pos = "";
  const c2 = loc.lastIndexOf(":");
  const c1 = c2 > 0 ? loc.lastIndexOf(":", c2 - 1) : -1;
  if (c1 > 0 && isDigit(loc.charCodeAt(c2 + 1))) {
    file = loc.substring(0, c1);
    pos = loc.substring(c1 + 1);
  }
  const category = w[1].startsWith("━") ? "" : w[1];
  return [file, pos, category];
}

export function renderBiome(run: Run, out: ByteBuffer): bool {
  const problems: Problem[] = [];
  const summary: string[] = [];
  let current: Problem | null = null;
  for (let i = 0; i < run.lines.length; i++) {
    const l = unchecked(run.lines[i]);
    const h = parseBiomeHeader(l);
    if (h !== null) {
      if (h[2].length == 0) {
        // The closing banner of the command itself ("check ━━━"): its message is summary.
        current = null;
        continue;
      }
      const p = new Problem(h[0], h[1], "", "", h[2]);
      problems.push(p);
      current = p;
      continue;
    }
    const t = trim(l);
    const cur = current;
    if (cur !== null && cur.message.length == 0) {
      if (t.startsWith("× ") || t.startsWith("! ") || t.startsWith("i ")) {
        cur.severity = t.startsWith("× ") ? "error" : "warning";
        cur.message = t.substring(2);
      }
      continue;
    }
    if (indentOf(l) == 0 && !isBlank(l) && (t.startsWith("Checked ") || t.startsWith("Found ") || t.startsWith("Formatted ") || t.startsWith("Fixed "))) {
      summary.push(t);
      current = null;
      continue;
    }
    if (current === null && (t.startsWith("× ") || t.startsWith("! "))) summary.push(t);
  }
  if (problems.length == 0) {
    if (summary.length == 0) return false;
    pushLine(out, "biome: " + summary.join(" "));
    return true;
  }
  pushLine(out, "biome: " + (summary.length > 0 ? summary.join(" ") : plural(problems.length, "diagnostic", "diagnostics")));
  for (let k = 0; k < problems.length; k++) unchecked(problems[k]).write(out);
  return true;
}
