// make, cmake --build and ctest.
//
// make: when the recipe ran a test runner this family knows (make test around pytest, go
// test, cargo test ...), that runner's renderer takes the output. Otherwise it is a build:
// the echoed compiler and archiver command lines, "Entering/Leaving directory" and cmake's
// progress lines go; compiler diagnostics (`file:line:col: error:`, notes with their own
// location, `required from` lines), linker errors and make's own `***` lines stay, while the
// code frames and carets under them, the "In function" / "In instantiation of" and include-chain
// context, the notes located in system headers (the standard library's candidates), gcc's
// "reported only once" note, a diagnostic printed again word for word (a header's error, once
// per file that includes it) and the `Error 2` lines of sub-makes that only pass a failure up
// go. A clean build is one line.
//
// ctest: `Start N:` lines and passing tests go; each failed, crashed or timed-out test stays
// with the output ctest printed for it, then the summary; the list of failures that repeats
// them and ctest's advice lines go, the pointer to LastTest.log stays.

import { ByteBuffer } from "../../abi/buffers";
import { findRenderer, rendererAt, sniff } from "../tool";
import { Run } from "../sdk/run";
import { indentOf, isBlank, isDigit, isSpace, locationEnd, plural, pushLine, textIncludes, trim, unitAt } from "../sdk/text";

const TOOLS = ["cc", "gcc", "g++", "c++", "clang", "clang++", "ar", "ranlib", "ld", "as", "nasm", "libtool", "emcc", "em++", "cl", "icc", "icx"];

/** The last `c` in line[from, to), or -1. */
function lastUnitIn(line: string, c: i32, from: i32, to: i32): i32 {
  for (let k = to - 1; k >= from; k--) if (unitAt(line, k) == c) return k;
  return -1;
}

/** The shortest and longest of TOOLS, and their first letters. */
const TOOL_MIN: i32 = 2;
const TOOL_MAX: i32 = 7;
const TOOL_FIRST = toolFirsts();

function toolFirsts(): StaticArray<bool> {
  const t = new StaticArray<bool>(0x80);
  for (let k = 0; k < TOOLS.length; k++) {
    const w = TOOLS[k];
    assert(w.length >= TOOL_MIN && w.length <= TOOL_MAX, "TOOL_MIN and TOOL_MAX hold every tool");
    t[w.charCodeAt(0)] = true;
  }
  return t;
}

/** line[b, e) is one of TOOLS. */
function isTool(line: string, b: i32, e: i32): bool {
  const len = e - b;
  // Most first words are turned away by their length or first letter.
  if (len < TOOL_MIN || len > TOOL_MAX) return false;
  const c = unitAt(line, b);
  if (c >= 0x80 || !unchecked(TOOL_FIRST[c])) return false;
  for (let t = 0, n = TOOLS.length; t < n; t++) {
    const w = unchecked(TOOLS[t]);
    if (w.length == len && memory.compare(changetype<usize>(line) + (<usize>b << 1), changetype<usize>(w), <usize>len << 1) == 0) return true;
  }
  return false;
}

/** A recipe line echoing a compiler, archiver or linker command (`gcc -Wall -c a.c -o a.o`). */
export function isToolEcho(line: string): bool {
  if (indentOf(line) > 0) return false;
  // The first two words, found in place (every unindented line of a build is asked).
  const n = line.length;
  let e0 = 0;
  while (e0 < n && !isSpace(unitAt(line, e0))) e0++;
  let s1 = e0;
  while (s1 < n && isSpace(unitAt(line, s1))) s1++;
  if (e0 == 0 || s1 >= n) return false;
  let e1 = s1;
  while (e1 < n && !isSpace(unitAt(line, e1))) e1++;
  // The tool: the first word's basename, line[b, e), read in place (no copy per line asked).
  let b = lastUnitIn(line, 0x2f, 0, e0) + 1;
  let e = e0;
  // Versioned and cross compilers: gcc-12, clang-14, x86_64-linux-gnu-gcc-12.
  let dash = lastUnitIn(line, 0x2d, b, e);
  if (dash > b && dash + 1 < e && isDigit(unitAt(line, dash + 1))) e = dash;
  dash = lastUnitIn(line, 0x2d, b, e);
  if (!isTool(line, b, e) && dash > b) b = dash + 1;
  if (!isTool(line, b, e)) return false;
  const arg = line.substring(s1, e1);
  return arg.startsWith("-") || arg.endsWith(".o") || arg.endsWith(".c") || arg.endsWith(".a") || arg.startsWith("rcs") || arg == "cr" || arg == "rc";
}

/** cmake's build progress: `[ 51%] Building C object x.o`, `[100%] Built target x`. */
export function isCmakeProgress(line: string): bool {
  // The line trimmed, asked in place: `%]` and the two phrases end in no space, so the trim's
  // end cannot cut them.
  const a = indentOf(line);
  if (a < line.length && line.charCodeAt(a) == 0x5b) {
    const k = line.indexOf("%]", a);
    if (k > a && k - a < 6) return true;
  }
  return line.startsWith("Scanning dependencies of target", a) || line.startsWith("Consolidate compiler generated dependencies", a);
}

function isDirectoryNoise(line: string): bool {
  return (line.startsWith("make") || line.startsWith("gmake")) && (textIncludes(line, ": Entering directory") || textIncludes(line, ": Leaving directory"));
}

/** Severity of a compiler diagnostic line (`a.c:5:17: error: ...`): "error", "warning", "note" or "". */
export function diagnosticSeverity(line: string): string {
  const e = locationEnd(line);
  if (e < 0 || e + 2 > line.length || line.charCodeAt(e) != 0x3a) return "";
  const rest = line.substring(e + 1).trimStart();
  if (rest.startsWith("error:") || rest.startsWith("fatal error:")) return "error";
  if (rest.startsWith("warning:")) return "warning";
  if (rest.startsWith("note:")) return "note";
  return "";
}

/** A gcc code-frame line: `    5 |     return w * h` or `      |          ^~~~`. */
export function isGccFrame(line: string): bool {
  const ind = indentOf(line);
  if (ind == 0) return false;
  let i = ind;
  while (i < line.length && isDigit(line.charCodeAt(i))) i++;
  if (i > ind) {
    if (i >= line.length || line.charCodeAt(i) != 0x20) return false;
    i++;
  }
  return i < line.length && line.charCodeAt(i) == 0x7c && (i + 1 == line.length || line.charCodeAt(i + 1) == 0x20);
}

/** A clang caret line: spaces, then `^` with `~` underlines around it. */
function isCaretLine(line: string): bool {
  let caret = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c == 0x5e) caret = true;
    else if (c != 0x20 && c != 0x7e) return false;
  }
  return caret;
}

/**
 * The context gcc prints above a diagnostic: `a.c: In function ‘f’:`, `At top level:`, and the
 * include chain (`In file included from a.h:3,` then `                 from b.c:2:`). The
 * diagnostic under it names its own location.
 */
function isGccContext(line: string): bool {
  if (line.startsWith("In file included from ")) return true;
  if (line.startsWith("                 from ") && line.endsWith(":") || line.startsWith("                 from ") && line.endsWith(",")) return true;
  if (!line.endsWith(":")) return false;
  const k = line.indexOf(": ");
  if (k <= 0) return false;
  // "In function ‘f’:", "In member function", "In instantiation of ‘...’:", "In substitution of".
  return line.startsWith("In ", k + 2) || (line.length - k - 2 == 13 && line.startsWith("At top level:", k + 2));
}

/** Where compilers keep the standard library's and the system's headers. */
function isSystemHeader(path: string): bool {
  return path.startsWith("/usr/include/") || path.startsWith("/usr/lib/gcc/") || path.startsWith("/usr/lib/llvm") || path.startsWith("/usr/local/include/") || path.startsWith("/Library/Developer/") || path.startsWith("/Applications/Xcode");
}

/**
 * A note located in a system header (`/usr/include/c++/12/ostream:108:7: note: candidate: ...`):
 * the candidates the compiler tried from the standard library, a dependency path. Notes in the
 * user's files stay, and so do errors wherever they are.
 */
function isSystemNote(line: string, severity: string): bool {
  return severity == "note" && isSystemHeader(line);
}

/** gcc's note after the first use of an undeclared name: the same every time, about no location in particular. */
function isBoilerplateNote(line: string): bool {
  return line.endsWith(": note: each undeclared identifier is reported only once for each function it appears in");
}

/** `make[2]: *** [x] Error 2`: a sub-make reporting the failure already shown above it. */
function isPropagatedFailure(line: string): bool {
  if (!(line.startsWith("make") || line.startsWith("gmake")) || !textIncludes(line, ": *** [")) return false;
  return line.endsWith("] Error 2");
}

function renderBuild(run: Run, out: ByteBuffer, label: string): bool {
  const kept: string[] = [];
  let commands = 0;
  let built = 0;
  let errors = 0;
  let warnings = 0;
  let failureShown = false;
  const shownDiagnostics = new Set<string>();
  // After a diagnostic: clang's source line, caret line and fix-it lines under it go.
  let afterDiagnostic = false;
  for (let i = 0; i < run.text.count; i++) {
    const l = run.text.str(i);
    if (isToolEcho(l)) {
      commands++;
      continue;
    }
    if (isCmakeProgress(l)) {
      if (textIncludes(trim(l), "Built target")) built++;
      continue;
    }
    if (isDirectoryNoise(l)) continue;
    // What goes below is the documented noise of a build (docs/filters.md rule 4), not a cut.
    if (isGccFrame(l) || isGccContext(l) || isBoilerplateNote(l)) continue;
    const sev = diagnosticSeverity(l);
    if (isSystemNote(l, sev)) {
      // Its frame goes with it (the next lines are frames, dropped above, or clang's source and caret).
      afterDiagnostic = true;
      continue;
    }
    if (sev.length == 0 && afterDiagnostic && !isBlank(l) && locationEnd(l) < 0) {
      // clang: the source line, then the caret line, then indented fix-its.
      if (isCaretLine(l) || (i + 1 < run.text.count && isCaretLine(run.text.str(i + 1))) || indentOf(l) > 0) continue;
    }
    afterDiagnostic = sev.length > 0;
    if (isPropagatedFailure(l) && failureShown) continue;
    if (textIncludes(l, ": *** ")) failureShown = true;
    if (isBlank(l) && (kept.length == 0 || isBlank(kept[kept.length - 1]))) continue;
    if (sev.length > 0) {
      // A header's error is reported again for every file that includes it: once is enough.
      if (shownDiagnostics.has(l)) continue;
      shownDiagnostics.add(l);
    }
    if (sev == "error") errors++;
    else if (sev == "warning") warnings++;
    else if (textIncludes(l, "undefined reference to") || textIncludes(l, "ld returned")) errors++;
    kept.push(l);
  }
  while (kept.length > 0 && isBlank(kept[kept.length - 1])) kept.pop();
  if (kept.length == 0) {
    let s = label + ": ok";
    if (built > 0) s += " (" + plural(built, "target", "targets") + " built)";
    else if (commands > 0) s += " (" + plural(commands, "command", "commands") + ")";
    if (run.exitCode != 0) s = label + ": exit " + run.exitCode.toString();
    pushLine(out, s);
    return true;
  }
  if (errors > 0 || warnings > 0) pushLine(out, label + ": " + plural(errors, "error", "errors") + ", " + plural(warnings, "warning", "warnings"));
  for (let i = 0; i < kept.length; i++) pushLine(out, unchecked(kept[i]));
  return true;
}

export function renderMake(run: Run, out: ByteBuffer): bool {
  const inner = sniff(run.text);
  if (inner.length > 0 && inner != "make") {
    const k = findRenderer(inner);
    if (k >= 0 && rendererAt(k)(run, out)) return true;
    out.clear();
  }
  return renderBuild(run, out, "make");
}

export function renderCmakeBuild(run: Run, out: ByteBuffer): bool {
  return renderBuild(run, out, "cmake --build");
}

/** ctest's `Start 3: name` line, its number padded when there are ten tests or more (`Start  3:`). */
function isTestStart(t: string): bool {
  if (!t.startsWith("Start ")) return false;
  let i = 6;
  while (i < t.length && t.charCodeAt(i) == 0x20) i++;
  return i < t.length && isDigit(t.charCodeAt(i));
}

export function renderCtest(run: Run, out: ByteBuffer): bool {
  const kept: string[] = [];
  let summary = "";
  let total = "";
  let inFailedOutput = false;
  let sawResult = false;
  for (let i = 0; i < run.text.count; i++) {
    const l = run.text.str(i);
    const t = trim(l);
    if (isTestStart(t)) {
      inFailedOutput = false;
      continue;
    }
    const slash = t.indexOf("/");
    if (slash > 0 && isDigit(t.charCodeAt(0)) && t.includes(" Test ") && t.includes("#")) {
      sawResult = true;
      if (t.includes("   Passed") || t.includes(" Passed ")) {
        inFailedOutput = false;
        continue;
      }
      kept.push(t);
      inFailedOutput = true;
      continue;
    }
    if (t.includes("% tests passed")) {
      summary = t;
      inFailedOutput = false;
      continue;
    }
    if (t.startsWith("Total Test time")) {
      total = t;
      continue;
    }
    if (t.startsWith("Test project ") || t.startsWith("Internal ctest changing into directory")) continue;
    // The list of failures repeats the result lines kept above; the closing lines are advice.
    if (t == "The following tests FAILED:") {
      while (i + 1 < run.text.count && run.text.str(i + 1).startsWith("\t")) i++;
      continue;
    }
    if (t == "Errors while running CTest" || t.startsWith("Use \"--rerun-failed --output-on-failure\"")) continue;
    if (inFailedOutput) {
      if (!isBlank(l)) kept.push("    " + l);
      continue;
    }
    if (!isBlank(l)) kept.push(l);
  }
  if (!sawResult && summary.length == 0) return false;
  let head = "ctest: " + summary;
  const k = total.indexOf("=");
  if (k > 0) head += " (" + trim(total.substring(k + 1)) + ")";
  pushLine(out, head);
  for (let i = 0; i < kept.length; i++) pushLine(out, unchecked(kept[i]));
  return true;
}
