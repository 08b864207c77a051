// Type checkers and linters of the JS/TS world: tsc (plain and --pretty), ESLint (stylish) and
// Biome. tsc errors stay as tsc printed them, each with its location, in tsc's order (a message
// printed at several locations once, with every whole location under it); --pretty's source
// excerpts, squiggles and file table go. Lint problems are grouped by rule, each with its
// file:line:col and message. Counts and the tools' own summary lines lead.

import { ByteBuffer } from "../../abi/buffers";
import { Located, writeLocated } from "../toolkit/located";
import { registerRenderer, Run } from "../toolkit/session";
import { Groups, indentOf, isBlank, isDigit, plural, pushLine, trim, words } from "../toolkit/text";

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

/** A --pretty related location: `src/b.ts:3:19 - message` (file:line:col, then " - "). */
function isRelatedLocation(t: string): bool {
  const dash = t.indexOf(" - ");
  if (dash <= 0) return false;
  const loc = t.substring(0, dash);
  const c2 = loc.lastIndexOf(":");
  const c1 = c2 > 0 ? loc.lastIndexOf(":", c2 - 1) : -1;
  if (c1 <= 0 || c2 + 1 >= loc.length || c1 + 1 >= c2) return false;
  for (let i = c1 + 1; i < loc.length; i++) if (i != c2 && !isDigit(loc.charCodeAt(i))) return false;
  return true;
}

/** A --pretty source excerpt line: its line number, then a space (`12 const x = 1;`). */
function isSourceLine(l: string): bool {
  let k = 0;
  while (k < l.length && isDigit(l.charCodeAt(k))) k++;
  return k > 0 && (k == l.length || l.charCodeAt(k) == 0x20);
}

function renderTsc(run: Run, out: ByteBuffer): bool {
  const items: Located[] = [];
  let found = "";
  let total = 0;
  let last: Located | null = null;
  let afterBlank = false;
  let inTable = false;
  let dropped = false;
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
      dropped = true;
      continue;
    }
    if (inTable && (indentOf(l) > 0 || isBlank(l))) continue;
    inTable = false;
    if (isBlank(l)) {
      afterBlank = true;
      continue;
    }
    const prev = last;
    if (prev !== null) {
      // The elaboration of a message is indented and comes before any blank line; after the
      // blank line --pretty prints the source excerpt with its squiggles, and the related
      // locations (`  src/b.ts:3:19 - The expected type comes from ...`), which stay.
      if (!afterBlank && indentOf(l) > 0) prev.extra.push(l);
      else if (afterBlank && indentOf(l) > 0 && isRelatedLocation(trim(l))) prev.extra.push(l);
      else if (indentOf(l) == 0 && !isSourceLine(l)) {
        // An unindented line that is neither a diagnostic nor a --pretty source line (those
        // start with their line number) ends the error and is kept: a crash, a global error.
        last = null;
        items.push(Located.plain(l));
      } else dropped = true;
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
  if (dropped) run.cut = true;
  return true;
}

/** The directory shared by every path (ending in `/`), or "". */
function commonDir(paths: string[]): string {
  if (paths.length == 0) return "";
  let prefix = paths[0];
  for (let i = 1; i < paths.length; i++) {
    const p = unchecked(paths[i]);
    let k = 0;
    while (k < prefix.length && k < p.length && prefix.charCodeAt(k) == p.charCodeAt(k)) k++;
    prefix = prefix.substring(0, k);
  }
  const slash = prefix.lastIndexOf("/");
  return slash > 0 ? prefix.substring(0, slash + 1) : "";
}

class Problem {
  constructor(public file: string, public pos: string, public severity: string, public message: string) {}
}

/**
 * Writes the problems of one rule: a message seen once is `file:pos message`; a message seen
 * several times is written once, with its locations per file (`file: 3:1, 9:4`).
 */
function writeRuleProblems(out: ByteBuffer, idx: string[], problems: Problem[], dir: string): void {
  const byMessage = new Groups();
  for (let k = 0; k < idx.length; k++) byMessage.add(unchecked(problems[I32.parseInt(unchecked(idx[k]))]).message, unchecked(idx[k]));
  for (let m = 0; m < byMessage.size; m++) {
    const items = unchecked(byMessage.items[m]);
    if (items.length == 1) {
      const p = unchecked(problems[I32.parseInt(items[0])]);
      pushLine(out, "  " + p.file.substring(dir.length) + (p.pos.length > 0 ? ":" + p.pos : "") + " " + p.message);
      continue;
    }
    pushLine(out, "  " + unchecked(byMessage.keys[m]) + " (" + items.length.toString() + ")");
    const byFile = new Groups();
    const wholeFiles: string[] = [];
    for (let k = 0; k < items.length; k++) {
      const p = unchecked(problems[I32.parseInt(unchecked(items[k]))]);
      // A diagnostic about a whole file (Biome's formatter) has no position.
      if (p.pos.length == 0) wholeFiles.push(p.file.substring(dir.length));
      else byFile.add(p.file.substring(dir.length), p.pos);
    }
    if (wholeFiles.length > 0) pushLine(out, "    " + wholeFiles.join(", "));
    for (let f = 0; f < byFile.size; f++) pushLine(out, "    " + unchecked(byFile.keys[f]) + ": " + unchecked(byFile.items[f]).join(", "));
  }
}

/** Writes problems grouped by rule: `rule (2 errors)` then the rule's problems. */
function writeByRule(out: ByteBuffer, rules: Groups, problems: Problem[], files: string[]): void {
  const dir = commonDir(files);
  if (dir.length > 0 && files.length > 0) pushLine(out, "in " + dir);
  for (let g = 0; g < rules.size; g++) {
    const idx = unchecked(rules.items[g]);
    let errors = 0;
    for (let k = 0; k < idx.length; k++) if (unchecked(problems[I32.parseInt(unchecked(idx[k]))]).severity == "error") errors++;
    const warnings = idx.length - errors;
    let counts = "";
    if (errors > 0) counts = plural(errors, "error", "errors");
    if (warnings > 0) counts += (counts.length > 0 ? ", " : "") + plural(warnings, "warning", "warnings");
    pushLine(out, unchecked(rules.keys[g]) + " (" + counts + ")");
    writeRuleProblems(out, idx, problems, dir);
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

function renderEslint(run: Run, out: ByteBuffer): bool {
  const rules = new Groups();
  const problems: Problem[] = [];
  const files: string[] = [];
  const tail: string[] = [];
  let file = "";
  for (let i = 0; i < run.lines.length; i++) {
    const l = unchecked(run.lines[i]);
    if (isBlank(l)) continue;
    const p = parseStylish(l);
    if (p !== null && file.length > 0) {
      const k = problems.length;
      problems.push(new Problem(file, p[0], p[1], p[2]));
      rules.add(p[3].length > 0 ? p[3] : "(parsing)", k.toString());
      continue;
    }
    // A file header is whatever unindented line the problem rows follow: a path may hold
    // spaces (`src/my dir/a.js`), so the header is known by what comes after it, not its text.
    if (indentOf(l) == 0 && !l.startsWith("✖") && startsProblems(run.lines, i + 1)) {
      file = l;
      files.push(l);
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
  let summary = "";
  for (let i = 0; i < tail.length; i++) if (unchecked(tail[i]).startsWith("✖")) summary = trim(unchecked(tail[i]).substring(1));
  pushLine(out, "eslint: " + (summary.length > 0 ? summary : plural(problems.length, "problem", "problems")) + " in " + plural(files.length, "file", "files"));
  writeByRule(out, rules, problems, files);
  for (let i = 0; i < tail.length; i++) if (!unchecked(tail[i]).startsWith("✖")) pushLine(out, trim(unchecked(tail[i])));
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

function renderBiome(run: Run, out: ByteBuffer): bool {
  const rules = new Groups();
  const problems: Problem[] = [];
  const files: string[] = [];
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
      const p = new Problem(h[0], h[1], "", "");
      if (!files.includes(h[0])) files.push(h[0]);
      rules.add(h[2], problems.length.toString());
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
  const dir = commonDir(files);
  if (dir.length > 0) pushLine(out, "in " + dir);
  for (let g = 0; g < rules.size; g++) {
    const idx = unchecked(rules.items[g]);
    pushLine(out, unchecked(rules.keys[g]) + " (" + idx.length.toString() + ")");
    writeRuleProblems(out, idx, problems, dir);
  }
  return true;
}

registerRenderer("tsc", renderTsc);
registerRenderer("eslint", renderEslint);
registerRenderer("biome", renderBiome);
