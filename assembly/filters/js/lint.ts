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
import { Located, writeLocated } from "../sdk/located";
import { Run } from "../sdk/run";
import { Groups, indentOf, isBlank, isDigit, plural, pushLine, trim, words } from "../sdk/text";

/**
 * A tsc diagnostic header, plain `f(1,2): error TS1: m` or pretty `f:1:2 - error TS1: m`:
 * [location as printed, "error TS1: m"], or null.
 */
export function parseTscHeader(line: string): string[] | null {
  if (line.length == 0 || line.charCodeAt(0) == 0x20) return null;
  let e = line.indexOf(": error TS");
  let plain = true;
  if (e < 0) {
    e = line.indexOf(" - error TS");
    plain = false;
    if (e < 0) return null;
  }
  const loc = line.substring(0, e);
  if (plain) {
    const open = loc.lastIndexOf("(");
    if (open <= 0 || !loc.endsWith(")")) return null;
  } else {
    const c2 = loc.lastIndexOf(":");
    const c1 = c2 > 0 ? loc.lastIndexOf(":", c2 - 1) : -1;
    if (c1 <= 0) return null;
  }
  const message = line.substring(e + (plain ? 2 : 3));
  if (message.indexOf(": ") < 0) return null;
  return [loc, message];
}

/** `file:line:col` and nothing else. */
function isPrettyLocation(loc: string): bool {
  const c2 = loc.lastIndexOf(":");
  const c1 = c2 > 0 ? loc.lastIndexOf(":", c2 - 1) : -1;
  if (c1 <= 0 || c2 + 1 >= loc.length || c1 + 1 >= c2) return false;
  for (let i = c1 + 1; i < loc.length; i++) if (i != c2 && !isDigit(loc.charCodeAt(i))) return false;
  return true;
}

/**
 * A --pretty related location, as tsc 7 prints it, `src/b.ts:3:19 - message` (the message on the
 * same line), or as tsc 5 does, `lib/scan.js:75:38` alone (its excerpt, then its message
 * indented under it).
 */
function isRelatedLocation(t: string): bool {
  const dash = t.indexOf(" - ");
  return isPrettyLocation(dash > 0 ? t.substring(0, dash) : t);
}

/** The squiggle line under a --pretty excerpt: `~` and spaces. */
function isSquiggle(t: string): bool {
  if (t.length == 0) return false;
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) != 0x7e && t.charCodeAt(i) != 0x20) return false;
  return true;
}

/** A --pretty source excerpt line: its line number, then a space (`12 const x = 1;`). */
function isSourceLine(l: string): bool {
  let k = 0;
  while (k < l.length && isDigit(l.charCodeAt(k))) k++;
  return k > 0 && (k == l.length || l.charCodeAt(k) == 0x20);
}

export function renderTsc(run: Run, out: ByteBuffer): bool {
  const items: Located[] = [];
  let found = "";
  let total = 0;
  let last: Located | null = null;
  let afterBlank = false;
  let inTable = false;
  // After a related location printed alone (tsc 5): its message follows its excerpt.
  let relatedBelow = false;
  for (let i = 0; i < run.lines.length; i++) {
    const l = unchecked(run.lines[i]);
    const h = parseTscHeader(l);
    if (h !== null) {
      const e = new Located(l, h[0], h[1]);
      items.push(e);
      last = e;
      afterBlank = false;
      total++;
      continue;
    }
    if (l.startsWith("Found ") && l.includes(" error")) {
      found = trim(l);
      last = null;
      continue;
    }
    if (l.startsWith("Errors  Files")) {
      inTable = true;
      continue;
    }
    if (inTable && (indentOf(l) > 0 || isBlank(l))) continue;
    inTable = false;
    if (isBlank(l)) {
      afterBlank = true;
      relatedBelow = false;
      continue;
    }
    const prev = last;
    if (prev !== null) {
      // The elaboration of a message is indented and comes before any blank line; after the
      // blank line --pretty prints the source excerpt with its squiggles, and the related
      // locations (`  src/b.ts:3:19 - The expected type comes from ...`), which stay.
      if (!afterBlank && indentOf(l) > 0) prev.extra.push(l);
      else if (afterBlank && indentOf(l) > 0 && isRelatedLocation(trim(l))) {
        prev.extra.push(l);
        relatedBelow = trim(l).indexOf(" - ") < 0;
      } else if (relatedBelow && indentOf(l) > 2 && !isSourceLine(trim(l)) && !isSquiggle(trim(l))) {
        // tsc 5's message of a related location, under its excerpt.
        prev.extra.push(l);
      } else if (indentOf(l) == 0 && !isSourceLine(l)) {
        // An unindented line that is neither a diagnostic nor a --pretty source line (those
        // start with their line number) ends the error and is kept: a crash, a global error.
        last = null;
        items.push(Located.plain(l));
      }
      // Otherwise an excerpt or its squiggles: noise (docs/filters.md rule 4).
      continue;
    }
    items.push(Located.plain(l));
  }
  if (total == 0) {
    if (run.exitCode == 0 && items.length == 0) {
      pushLine(out, "tsc: no errors");
      return true;
    }
    return false;
  }
  const shown: string[] = [];
  writeLocated(items, shown);
  for (let i = 0; i < shown.length; i++) pushLine(out, unchecked(shown[i]));
  if (found.length > 0) pushLine(out, found);
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

/** An ESLint stylish problem line: `  1:10  error  message  rule` -> [pos, severity, message, rule]. */
export function parseStylish(line: string): string[] | null {
  if (indentOf(line) == 0) return null;
  const t = trim(line);
  const sp = t.indexOf(" ");
  if (sp < 3) return null;
  const pos = t.substring(0, sp);
  const colon = pos.indexOf(":");
  if (colon <= 0 || !isDigit(pos.charCodeAt(0))) return null;
  let rest = trim(t.substring(sp));
  let severity = "";
  if (rest.startsWith("error")) severity = "error";
  else if (rest.startsWith("warning")) severity = "warning";
  else return null;
  rest = trim(rest.substring(severity.length));
  // The rule is the last column, separated by two or more spaces; a parsing error has none.
  const gap = rest.lastIndexOf("  ");
  let message = rest;
  let rule = "";
  if (gap > 0) {
    message = trim(rest.substring(0, gap));
    rule = trim(rest.substring(gap));
    if (rule.includes(" ")) {
      message = rest;
      rule = "";
    }
  }
  return [pos, severity, message, rule];
}

/** Whether the next non-blank line from `from` is a stylish problem row. */
function startsProblems(lines: string[], from: i32): bool {
  for (let k = from; k < lines.length; k++) {
    const l = unchecked(lines[k]);
    if (isBlank(l)) continue;
    return parseStylish(l) !== null;
  }
  return false;
}

export function renderEslint(run: Run, out: ByteBuffer): bool {
  const problems: Problem[] = [];
  const tail: string[] = [];
  let file = "";
  for (let i = 0; i < run.lines.length; i++) {
    const l = unchecked(run.lines[i]);
    if (isBlank(l)) continue;
    const p = parseStylish(l);
    if (p !== null && file.length > 0) {
      problems.push(new Problem(file, p[0], p[1], p[2], p[3]));
      continue;
    }
    // A file header is whatever unindented line the problem rows follow: a path may hold
    // spaces (`src/my dir/a.js`), so the header is known by what comes after it, not its text.
    if (indentOf(l) == 0 && !l.startsWith("✖") && startsProblems(run.lines, i + 1)) {
      file = l;
      continue;
    }
    tail.push(l);
  }
  if (problems.length == 0) {
    if (run.exitCode == 0 && tail.length == 0) {
      pushLine(out, "eslint: no problems");
      return true;
    }
    return false;
  }
  // Each problem on its own line with its whole location, unless that is no shorter than what
  // ESLint printed (its paths are absolute: said on every line, they can cost more than the
  // padding saves): then ESLint's own layout, a file header and its rows, padding taken out.
  const whole = new ByteBuffer(1024);
  for (let k = 0; k < problems.length; k++) unchecked(problems[k]).write(whole);
  let closing = 0;
  for (let i = 0; i < tail.length; i++) closing += trim(unchecked(tail[i])).length + 1;
  let own = whole;
  if (countChars(whole.ptr, whole.length) + closing >= run.chars) {
    own = new ByteBuffer(1024);
    let header = "";
    for (let k = 0; k < problems.length; k++) {
      const p = unchecked(problems[k]);
      if (p.file != header) {
        header = p.file;
        pushLine(own, header);
      }
      own.pushString("  ");
      p.writeRow(own);
    }
  }
  out.pushBytes(own.ptr, own.length);
  // ESLint's own closing lines (`✖ 9 problems (7 errors, 2 warnings)`, what --fix can do).
  for (let i = 0; i < tail.length; i++) pushLine(out, trim(unchecked(tail[i])));
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
