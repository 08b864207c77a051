// pytest, in its default, -q, -v and -x forms.
//
// The session header (platform, rootdir, plugins, collected) and the progress lines go. The
// ERRORS and FAILURES sections stay, minus traceback noise: frames inside pytest, importlib,
// the standard library and installed packages (in pytest's form and in Python's own, --tb=native), Python's `^^^^` markers, the import-error
// advice ("Hint: ...", "Traceback:") and, among collection errors, frames an earlier error
// already showed; a missing fixture's advice (the fixtures there are) is shown under its first
// error only, counted after. Each failure keeps the `>` line of its source excerpt (the rest of the
// excerpt is a code frame under the entry's location and goes), the `E` lines, the file:line
// location and captured output; every collection or import error keeps its
// title and `E` lines. The short summary (a shown failure's `FAILED` line without the message its
// `E` lines said) and the final count
// line stay; rule lines (`=====`, `_____`) shrink to three characters; the FAILURES ruler goes
// when it opens the report (the count line above and each test's header say it), and so does
// the short summary's ruler right after the tests' reports (unless a test's captured output
// ends them: the FAILED lines could be read as part of it). A coverage report
// (pytest-cov) keeps every row and its threshold failure, padding out. In the warnings summary,
// entries raised entirely inside installed packages (site-packages) go, counted in one line. A passing run is one
// line. Output with no pytest summary (a conftest that fails to import, a usage error) is not
// pytest's report: it is written raw.

import { ByteBuffer } from "../../abi/buffers";
import { Cuts } from "../../session/cuts";
import { Run } from "../sdk/run";
import { indentOf, isBlank, plural, pushLine, textStartsWith, trim, trimmedEnd, words } from "../sdk/text";

const OUTCOMES = ["passed", "failed", "error", "errors", "skipped", "xfailed", "xpassed", "deselected", "warning", "warnings", "no tests ran"];

/** The final count line, with or without `=` rules: "5 failed, 3 passed in 0.59s". */
export function summaryText(line: string): string {
  let t = trim(line);
  if (t.startsWith("=") && t.endsWith("=")) {
    let a = 0;
    while (a < t.length && t.charCodeAt(a) == 0x3d) a++;
    let b = t.length;
    while (b > a && t.charCodeAt(b - 1) == 0x3d) b--;
    t = trim(t.substring(a, b));
  }
  const k = t.lastIndexOf(" in ");
  if (k < 0 || !t.endsWith("s")) return "";
  const counts = t.substring(0, k);
  for (let i = 0; i < OUTCOMES.length; i++) if (counts.includes(unchecked(OUTCOMES[i]))) return t;
  return "";
}

/** A rule line of one repeated character (`=`, `_`, `-`, `!`) around an optional title, shortened. */
export function shortRule(line: string): string {
  if (line.length < 10) return line;
  // The "_ _ _ _" line between frames of one traceback.
  if (line.startsWith("_ _ _ _") && trim(line.replaceAll("_ ", "")).length <= 1) return "_ _ _";
  const c = line.charCodeAt(0);
  if (c != 0x3d && c != 0x5f && c != 0x2d && c != 0x21) return line;
  if (line.charCodeAt(line.length - 1) != c) return line;
  let a = 0;
  while (a < line.length && line.charCodeAt(a) == c) a++;
  let b = line.length;
  while (b > a && line.charCodeAt(b - 1) == c) b--;
  if (a < 3) return line;
  const rule = String.fromCharCode(c).repeat(3);
  const title = trim(line.substring(a, b));
  return title.length == 0 ? rule : rule + " " + title + " " + rule;
}

/**
 * A progress line: `tests/x.py .F.sx   [ 50%]`, `....F [100%]`, -v `x.py::t PASSED [ 10%]`, or
 * one a plugin's message cut short (pytest-cov's threshold error in the middle of the dots):
 * `tests/x.py ..` or `......` without its percentage, and the `[100%]` left alone after it.
 */
export function isProgress(line: string): bool {
  const t = trim(line);
  if (t.endsWith("%]")) return t.lastIndexOf("[") >= 0;
  const sp = t.lastIndexOf(" ");
  const letters = t.substring(sp + 1);
  if (letters.length == 0) return false;
  for (let i = 0; i < letters.length; i++) if (!OUTCOME_LETTERS.includes(letters.charAt(i))) return false;
  return sp < 0 || t.substring(0, sp).endsWith(".py");
}

/** The letters pytest prints per test: passed, failed, error, skipped, xfailed, xpassed. */
const OUTCOME_LETTERS = ".FEsxX";

/** A header line before the run (`platform ...`, `rootdir: ...`, `plugins: ...`, `collected 6 items`). */
function endsHeader(line: string): bool {
  return line.startsWith("collected ") || line.startsWith("collecting ");
}

/**
 * A coverage report (pytest-cov, `--cov`): its table stays, every row with every figure the
 * user asked for (docs/filters.md rule 2), the alignment padding and the rule lines taken out;
 * the platform banner above it goes.
 */
function coverageLine(line: string): string {
  if (line.startsWith("---") && trim(line.replaceAll("-", "")).length == 0) return "";
  if (line.startsWith("___") && line.includes(" coverage: platform ")) return "";
  return words(line).join(" ");
}

/** `path:12: in name` for a frame of pytest itself, importlib or a frozen module. */
export function isInternalFrame(line: string): bool {
  return isFrame(line) && isInternalPlace(line);
}

/** A frame line's place is pytest's, importlib's or a frozen module's. */
function isInternalPlace(frame: string): bool {
  return frame.startsWith("<frozen ") || frame.includes("/_pytest/") || frame.includes("/importlib/") || frame.includes("/pluggy/");
}

/** A traceback frame line: `path:12: in name`, unindented. */
function isFrame(line: string): bool {
  return !line.startsWith(" ") && line.includes(": in ");
}

/** A frame in the standard library or an installed package (`/usr/lib/python3.11/json/decoder.py:337: in decode`). */
export function isDependencyFrame(line: string): bool {
  return isFrame(line) && isDependencyPlace(line);
}

/** A frame line's place is in the standard library or an installed package. */
function isDependencyPlace(line: string): bool {
  return isDependencyPath(line.substring(0, line.indexOf(": in ")));
}

function isDependencyPath(path: string): bool {
  if (isInstalledPath(path)) return true;
  // The interpreter's own library: an absolute path with /lib/pythonX.Y/ in it.
  return path.startsWith("/") && path.includes("/lib/python");
}

/**
 * The path of a frame in Python's own traceback form (`--tb=native`, an error pytest reports as
 * Python printed it): `  File "path", line 12, in name` -> `path`; "" for other lines.
 */
function nativeFramePath(line: string): string {
  if (!line.startsWith('  File "')) return "";
  const end = line.indexOf('", line ', 8);
  return end > 8 ? line.substring(8, end) : "";
}

/** A frame and the source line under it, as one key. */
function frameKey(lines: string[], i: i32): string {
  const next = i + 1 < lines.length ? unchecked(lines[i + 1]) : "";
  return unchecked(lines[i]) + "\n" + (next.startsWith(" ") ? next : "");
}

/** Python's `^^^^` markers under a source line in a traceback. */
function isCaretArt(line: string): bool {
  // Asked of every line of a report: read in place, no trimmed copy.
  if (!line.startsWith(" ")) return false;
  const a = indentOf(line);
  const b = trimmedEnd(line, a);
  if (a == b) return false;
  for (let i = a; i < b; i++) {
    const c = line.charCodeAt(i);
    if (c != 0x5e && c != 0x7e) return false;
  }
  return true;
}

/**
 * pytest's words around an import error that say nothing of this error: the "Hint: make sure
 * your test modules/packages have valid Python names" line, the "Traceback:" label, and the
 * "ImportError while importing test module '<absolute path>'." line (the section title names
 * the module, the `E` line the error).
 */
export function isImportAdvice(line: string): bool {
  return line.startsWith("Hint: ") || line == "Traceback:" || (line.startsWith("ImportError while importing test module '") && line.endsWith("'."));
}

/** A line of pytest's report of a missing fixture after its `E` line: the fixtures there are and where to read about them. */
function isFixtureAdvice(line: string): bool {
  if (!line.startsWith(">")) return false;
  const t = trim(line.substring(1));
  return t.startsWith("available fixtures: ") || t.startsWith("use 'pytest --fixtures ");
}

function isSectionStart(line: string): bool {
  return textStartsWith(line, "====") && line.endsWith("====");
}

/** A path inside the interpreter's library or an installed package, not the user's code. */
function isInstalledPath(line: string): bool {
  return line.includes("/site-packages/") || line.includes("/dist-packages/") || line.includes("\\site-packages\\");
}

/**
 * The body of a `warnings summary` section. Each entry (test ids, then the indented
 * `path:line: XWarning: message` and its source line) stays when any of its warnings points
 * at the user's code; entries raised entirely inside installed packages are third-party
 * deprecation noise the user cannot act on: they go, counted in one line that says where they
 * are (`cuts`: `rtk recall <id>`). The docs link goes.
 */
function pushWarnings(body: string[], kept: string[], cuts: Cuts): void {
  let dropped = 0;
  let i = 0;
  while (i < body.length) {
    while (i < body.length && isBlank(unchecked(body[i]))) i++;
    if (i >= body.length) break;
    const entry: string[] = [];
    while (i < body.length && !isBlank(unchecked(body[i]))) {
      entry.push(unchecked(body[i]));
      i++;
    }
    if (entry.length == 1 && unchecked(entry[0]).startsWith("-- Docs: ")) continue;
    let located = 0;
    let installed = 0;
    for (let k = 0; k < entry.length; k++) {
      const l = unchecked(entry[k]);
      // The location line: two spaces, then `path:line: Category: message`.
      if (!l.startsWith("  ") || l.startsWith("    ")) continue;
      if (!l.includes("Warning")) continue;
      located++;
      if (isInstalledPath(l)) installed++;
    }
    if (located > 0 && installed == located) {
      dropped++;
      continue;
    }
    for (let k = 0; k < entry.length; k++) kept.push(unchecked(entry[k]));
    kept.push("");
  }
  if (dropped > 0) kept.push("(" + cuts.omitted(plural(dropped, "warning", "warnings") + " raised inside installed packages not shown") + ")");
}

/**
 * A traceback entry's source excerpt, written to `kept`: in pytest's long form (the default)
 * the function around the failing line, which is marked `>`. The `>` lines stay; the lines
 * around them are a code frame under a located finding (the entry's `path:line:` names them)
 * and go. An excerpt with no `>` line (`--tb=short`'s one source line) stays whole.
 */
function flushExcerpt(excerpt: string[], kept: string[], test: string): void {
  let marked = false;
  for (let i = 0; i < excerpt.length && !marked; i++) marked = unchecked(excerpt[i]).startsWith(">");
  for (let i = 0; i < excerpt.length; i++) {
    const l = unchecked(excerpt[i]);
    if (!marked || l.startsWith(">") || definesOtherThan(l, test)) kept.push(l);
  }
  excerpt.length = 0;
}

/**
 * A `def name(` line of a function other than the test whose block this is: the helper or
 * fixture the entry is in, which its location line does not name. The test's own `def` line
 * says the block's header again.
 */
function definesOtherThan(l: string, test: string): bool {
  let t = trim(l);
  if (t.startsWith("async ")) t = t.substring(6);
  if (!t.startsWith("def ")) return false;
  const open = t.indexOf("(");
  return open > 4 && t.substring(4, open) != test;
}

/** What a `___ test_parse[4x5] ___` header names (`test_parse[4x5]`, `TestArea.test_square`); "" for other lines. */
function blockName(l: string): string {
  let a = 0;
  while (a < l.length && l.charCodeAt(a) == 0x5f) a++;
  let b = l.length;
  while (b > a && l.charCodeAt(b - 1) == 0x5f) b--;
  if (a < 3 || b == l.length) return "";
  return trim(l.substring(a, b));
}

/**
 * A short-summary line `FAILED tests/test_x.py::TestArea::test_square - assert 9 == 14` (or
 * `ERROR ...`) of a test whose report is shown above: the message after ` - ` is that report's
 * `E` line again (often cut short), so `FAILED tests/test_x.py::TestArea::test_square` stays. The
 * line of a test whose report is not shown (`--tb=no`) keeps its message.
 */
export function withoutShownMessage(l: string, shown: Set<string>): string {
  const dash = l.indexOf(" - ");
  const space = l.indexOf(" ");
  if (dash < 0 || space >= dash) return l;
  const id = l.substring(space + 1, dash);
  const sep = id.indexOf("::");
  if (sep < 0) return l;
  const name = id.substring(sep + 2).replaceAll("::", ".");
  return shown.has(name) ? l.substring(0, dash) : l;
}

export function renderPytest(run: Run, out: ByteBuffer): bool {
  const lines = run.lines;
  let summary = "";
  let summaryAt = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    const s = summaryText(unchecked(lines[i]));
    if (s.length > 0) {
      summary = s;
      summaryAt = i;
      break;
    }
  }
  if (summaryAt < 0) return false;
  const kept: string[] = [];
  // In the session header, up to its `collected N items` line.
  let inHeader = false;
  let inSection = false;
  let inCoverage = false;
  // In a test's captured output (`--- Captured stdout call ---` up to the next test).
  let inCaptured = false;
  // The source lines of the traceback entry being read, up to its `E` lines, and the test whose
  // block it is in.
  const excerpt: string[] = [];
  let test = "";
  // The failures whose report was shown (`___ test_parse[4x5] ___`), and whether the short
  // summary is being read: its `FAILED` line of such a test need not say the message again.
  const shownTests = new Set<string>();
  // The same for the errors of a fixture's setup or teardown (`___ ERROR at setup of test_x ___`).
  const shownErrors = new Set<string>();
  let inSummary = false;
  // In the FAILURES or ERRORS section (the tests' reports).
  let inReports = false;
  // In the ERRORS section (collection and import errors), frames seen in an earlier error.
  let inErrors = false;
  const shownFrames = new Set<string>();
  // pytest's advice under a missing fixture (`available fixtures: ...`, `use 'pytest --fixtures
  // [testpath]' ...`) is the same for every test that asks for it: shown once, then counted.
  const shownAdvice = new Set<string>();
  let adviceAgain = 0;
  let adviceAt = -1;
  for (let i = 0; i < summaryAt; i++) {
    const l = unchecked(lines[i]);
    if (isSectionStart(l) && l.includes(" test session starts ")) {
      inHeader = true;
      continue;
    }
    if (inHeader && !isSectionStart(l)) {
      if (endsHeader(l)) inHeader = false;
      continue;
    }
    inHeader = false;
    if (isSectionStart(l)) {
      flushExcerpt(excerpt, kept, test);
      // The FAILURES ruler opening the report says what the `pytest: N failed` line and each
      // test's `___ name ___` header say; under an ERRORS section it tells the two apart: kept.
      const failuresFirst = !inSection && l.includes(" FAILURES ");
      // The short summary's `FAILED path::test - message` lines say what they are right after the
      // tests' reports; its ruler is needed to end a test's captured output, or another section
      // (warnings, a plugin's), which the lines could be read as part of.
      const plainSummary = l.includes(" short test summary info ") && inReports && !inCaptured;
      inReports = l.includes(" FAILURES ") || l.includes(" ERRORS ");
      inSection = true;
      inSummary = l.includes(" short test summary info ");
      inErrors = l.includes(" ERRORS ");
      inCoverage = l.includes(" coverage ");
      inCaptured = false;
      if (!failuresFirst && !plainSummary) kept.push(shortRule(l));
      if (l.includes(" warnings summary ")) {
        const body: string[] = [];
        while (i + 1 < summaryAt && !isSectionStart(unchecked(lines[i + 1]))) {
          i++;
          body.push(unchecked(lines[i]));
        }
        pushWarnings(body, kept, run.cuts);
      }
      continue;
    }
    if (!inSection) {
      // Between the header and the first section: progress lines, and anything a plugin or
      // the code under test printed (pytest-cov's threshold error); progress goes, the rest stays.
      if (isBlank(l) || isProgress(l)) continue;
      if (textStartsWith(l, "collecting") || textStartsWith(l, "collected ")) continue;
      kept.push(l);
      continue;
    }
    if (inCoverage) {
      const c = coverageLine(l);
      if (c.length > 0) kept.push(c);
      continue;
    }
    // A test's own header or a frame separator ends its captured output; a `--- Captured
    // stdout call ---` rule starts it (what the code printed is never a source excerpt).
    if (textStartsWith(l, "___") || textStartsWith(l, "_ _ _")) {
      flushExcerpt(excerpt, kept, test);
      inCaptured = false;
      if (textStartsWith(l, "___")) {
        const name = blockName(l);
        if (!inErrors) shownTests.add(name);
        else if (name.startsWith("ERROR at setup of ")) shownErrors.add(name.substring(18));
        else if (name.startsWith("ERROR at teardown of ")) shownErrors.add(name.substring(21));
        // `TestArea.test_square[4x5]`: the function's own name is `test_square`.
        const bracket = name.indexOf("[");
        const bare = bracket > 0 ? name.substring(0, bracket) : name;
        test = bare.substring(bare.lastIndexOf(".") + 1);
      }
    } else if (textStartsWith(l, "---") && l.includes(" Captured ")) inCaptured = true;
    if (inSummary && (textStartsWith(l, "FAILED ") || textStartsWith(l, "ERROR "))) {
      kept.push(withoutShownMessage(l, textStartsWith(l, "FAILED ") ? shownTests : shownErrors));
      continue;
    }
    if (inErrors && !inCaptured && isFixtureAdvice(l)) {
      if (!shownAdvice.has(l)) shownAdvice.add(l);
      else {
        if (adviceAgain == 0) {
          flushExcerpt(excerpt, kept, test);
          adviceAt = kept.length;
        }
        adviceAgain++;
        continue;
      }
    }
    if (!inCaptured && (textStartsWith(l, "    ") || textStartsWith(l, ">")) && !isCaretArt(l)) {
      excerpt.push(l);
      continue;
    }
    flushExcerpt(excerpt, kept, test);
    // Python's own form of a frame inside pytest, pluggy, the standard library or an installed
    // package: the frame line, its source line and carets go, as in pytest's form below. The
    // innermost frame in a package stays: it says where the error was raised (pytest's form keeps
    // that location too); pytest's own (`pytest.raises` failing) never does.
    const native = nativeFramePath(l);
    if (native.length > 0 && (isInternalPlace(native) || isDependencyPath(native))) {
      let next = i + 1;
      while (next < summaryAt && textStartsWith(unchecked(lines[next]), "    ")) next++;
      if (isInternalPlace(native) || (next < summaryAt && nativeFramePath(unchecked(lines[next])).length > 0)) {
        i = next - 1;
        continue;
      }
    }
    // Whether it is a frame is asked once: every line of a long report is.
    const frame = isFrame(l);
    if (frame && (isInternalPlace(l) || isDependencyPlace(l) || (inErrors && shownFrames.has(frameKey(lines, i))))) {
      // A traceback frame inside pytest, importlib, the standard library or an installed
      // package, or (collection errors) one an earlier error already showed: the frame line,
      // its source line and carets.
      while (i + 1 < summaryAt && (textStartsWith(unchecked(lines[i + 1]), " ") || unchecked(lines[i + 1]) == "???" || textStartsWith(unchecked(lines[i + 1]), "    ???"))) i++;
      continue;
    }
    if (inErrors && frame) shownFrames.add(frameKey(lines, i));
    if (isCaretArt(l) || isImportAdvice(l)) continue;
    kept.push(shortRule(l));
  }
  flushExcerpt(excerpt, kept, test);
  if (adviceAgain > 0) {
    // Said where it was first left out: under the second error that repeats it.
    kept.push("");
    for (let k = kept.length - 1; k > adviceAt; k--) unchecked((kept[k] = kept[k - 1]));
    kept[adviceAt] = "(" + run.cuts.omitted("pytest's fixture advice as above, repeated below: " + plural(adviceAgain, "line", "lines") + " not shown") + ")";
  }
  // The line after the summary may say why the run stopped (-x).
  for (let i = summaryAt + 1; i < lines.length; i++) if (!isBlank(unchecked(lines[i]))) kept.push(unchecked(lines[i]));
  if (kept.length == 0 && run.exitCode == 0) {
    pushLine(out, "pytest: " + summary);
    return true;
  }
  pushLine(out, "pytest: " + summary);
  let blank = true;
  for (let i = 0; i < kept.length; i++) {
    const l = unchecked(kept[i]);
    if (isBlank(l)) {
      if (blank) continue;
      blank = true;
    } else blank = false;
    pushLine(out, l);
  }
  return true;
}
