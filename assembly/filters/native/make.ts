// make, cmake --build and ctest.
//
// make: when the recipe ran a test runner this family knows (make test around pytest, go
// test, cargo test ...), that runner's renderer takes the output. Otherwise it is a build:
// the echoed compiler and archiver command lines, "Entering/Leaving directory" and cmake's
// progress lines go; compiler diagnostics (`file:line:col: error:` with the source line and
// caret under it, "In function" context, notes), linker errors and make's own `***` lines
// stay. A clean build is one line.
//
// ctest: passing tests go; each failed, crashed or timed-out test stays with the output ctest
// printed for it, then the summary and the list of failures.

import { ByteBuffer } from "../../abi/buffers";
import { findRenderer, registerRenderer, rendererAt, Run, sniff } from "../toolkit/session";
import { basename } from "../../plan/plan";
import { indentOf, isBlank, isDigit, locationEnd, plural, pushLine, trim, words } from "../toolkit/text";

const TOOLS = ["cc", "gcc", "g++", "c++", "clang", "clang++", "ar", "ranlib", "ld", "as", "nasm", "libtool", "emcc", "em++", "cl", "icc", "icx"];

/** A recipe line echoing a compiler, archiver or linker command (`gcc -Wall -c a.c -o a.o`). */
export function isToolEcho(line: string): bool {
  if (indentOf(line) > 0) return false;
  const w = words(line);
  if (w.length < 2) return false;
  let tool = basename(w[0]);
  // Versioned and cross compilers: gcc-12, clang-14, x86_64-linux-gnu-gcc-12.
  let dash = tool.lastIndexOf("-");
  if (dash > 0 && isDigit(tool.charCodeAt(dash + 1))) tool = tool.substring(0, dash);
  dash = tool.lastIndexOf("-");
  if (!TOOLS.includes(tool) && dash > 0) tool = tool.substring(dash + 1);
  if (!TOOLS.includes(tool)) return false;
  return w[1].startsWith("-") || w[1].endsWith(".o") || w[1].endsWith(".c") || w[1].endsWith(".a") || w[1].startsWith("rcs") || w[1] == "cr" || w[1] == "rc";
}

/** cmake's build progress: `[ 51%] Building C object x.o`, `[100%] Built target x`. */
export function isCmakeProgress(line: string): bool {
  const t = trim(line);
  if (t.startsWith("[") && t.indexOf("%]") > 0 && t.indexOf("%]") < 6) return true;
  return t.startsWith("Scanning dependencies of target") || t.startsWith("Consolidate compiler generated dependencies");
}

function isDirectoryNoise(line: string): bool {
  return (line.startsWith("make") || line.startsWith("gmake")) && (line.includes(": Entering directory") || line.includes(": Leaving directory"));
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

function renderBuild(run: Run, out: ByteBuffer, label: string): bool {
  const kept: string[] = [];
  let commands = 0;
  let built = 0;
  let errors = 0;
  let warnings = 0;
  for (let i = 0; i < run.lines.length; i++) {
    const l = unchecked(run.lines[i]);
    if (isToolEcho(l)) {
      commands++;
      continue;
    }
    if (isCmakeProgress(l)) {
      if (trim(l).includes("Built target")) built++;
      continue;
    }
    if (isDirectoryNoise(l)) continue;
    if (isBlank(l) && (kept.length == 0 || isBlank(kept[kept.length - 1]))) continue;
    const sev = diagnosticSeverity(l);
    if (sev == "error") errors++;
    else if (sev == "warning") warnings++;
    else if (l.includes("undefined reference to") || l.includes("ld returned")) errors++;
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

function renderMake(run: Run, out: ByteBuffer): bool {
  const inner = sniff(run.lines);
  if (inner.length > 0 && inner != "make") {
    const k = findRenderer(inner);
    if (k >= 0 && rendererAt(k)(run, out)) return true;
    out.clear();
  }
  return renderBuild(run, out, "make");
}

function renderCmakeBuild(run: Run, out: ByteBuffer): bool {
  return renderBuild(run, out, "cmake --build");
}

function renderCtest(run: Run, out: ByteBuffer): bool {
  const kept: string[] = [];
  let summary = "";
  let total = "";
  let inFailedOutput = false;
  let sawResult = false;
  for (let i = 0; i < run.lines.length; i++) {
    const l = unchecked(run.lines[i]);
    const t = trim(l);
    if (t.startsWith("Start ") && isDigit(t.charCodeAt(6))) {
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

registerRenderer("make", renderMake);
registerRenderer("cmake-build", renderCmakeBuild);
registerRenderer("ctest", renderCtest);
