// go test, in both formats. (go build and go vet are declarative: filters/go.toml.)
//
// Human format: `=== RUN`, `--- PASS`, `ok` and `?` (no test files) lines go (counted); `--- FAIL` blocks with their
// log lines, `FAIL` package lines, build errors and panics stay. In goroutine traces only the
// frames in the user's code are kept: the standard library's frames and goroutine headers go.
//
// JSON format (`-json`, which rtk adds when the user did not choose a format): events are
// grouped per test; the output of every failed test is printed in the human format's shape,
// and a package that failed without a failing test (a build failure, a timeout, a panic in
// init) shows its package-level output. Lines that are not JSON (build errors arrive as plain
// text) stay as they are.

import { ByteBuffer } from "../../abi/buffers";
import { JsonReader } from "../sdk/json";
import { Lines, splitLines } from "../sdk/lines";
import { Run } from "../sdk/run";
import { isBlank, plural, pushLine, trim, trimStart } from "../sdk/text";

const STD_DIRS = ["runtime/", "testing/", "time/", "sync/", "reflect/", "internal/", "os/", "syscall/", "fmt/", "net/", "io/", "bufio/", "context/", "sort/", "strings/", "strconv/", "encoding/", "errors/"];

/** A trace line naming a file of Go's standard library (`\t/usr/lib/go/src/testing/testing.go:1446 +0x10b`). */
export function isStdFrameFile(line: string): bool {
  const t = trimStart(line);
  if (!t.startsWith("/") && !t.startsWith("_testmain.go")) return false;
  if (t.startsWith("_testmain.go")) return true;
  const k = t.indexOf("/src/");
  if (k < 0) return false;
  const rest = t.substring(k + 5);
  for (let i = 0; i < STD_DIRS.length; i++) if (rest.startsWith(unchecked(STD_DIRS[i]))) return true;
  return false;
}

/** Filters goroutine traces in `lines`: user frames stay, standard-library frames go. */
function dropStdFrames(lines: string[]): string[] {
  const out: string[] = [];
  let inTrace = false;
  for (let i = 0; i < lines.length; i++) {
    const l = unchecked(lines[i]);
    if (l.startsWith("goroutine ") && l.endsWith(":")) {
      inTrace = true;
      continue;
    }
    if (inTrace) {
      if (isBlank(l)) continue;
      // A frame: a function line, then a tab-indented file line.
      if (i + 1 < lines.length && unchecked(lines[i + 1]).startsWith("\t")) {
        if (!isStdFrameFile(unchecked(lines[i + 1]))) {
          out.push(l);
          out.push(unchecked(lines[i + 1]));
        }
        i++;
        continue;
      }
      if (l.startsWith("\t")) continue;
      inTrace = false;
    }
    out.push(l);
  }
  return out;
}

export function renderHuman(run: Run, out: ByteBuffer): bool {
  const lines = run.lines;
  const kept: string[] = [];
  let okPkgs = 0;
  let noTests = 0;
  let failPkgs = 0;
  let passedTests = 0;
  let failedTests = 0;
  let skipIndent = -1;
  let okTime: f64 = 0;
  const coverage: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = unchecked(lines[i]);
    const t = trimStart(l);
    const ind = l.length - t.length;
    if (skipIndent >= 0) {
      if (ind > skipIndent && !t.startsWith("--- ")) continue;
      skipIndent = -1;
    }
    if (t.startsWith("=== RUN") || t.startsWith("=== PAUSE") || t.startsWith("=== CONT") || t.startsWith("=== NAME")) continue;
    if (t.startsWith("--- PASS:") || t.startsWith("--- SKIP:")) {
      if (t.startsWith("--- PASS:") && ind == 0) passedTests++;
      skipIndent = ind;
      continue;
    }
    if (t.startsWith("--- FAIL:") && ind == 0) failedTests++;
    if (l == "PASS" || l == "FAIL") continue;
    if (l.startsWith("ok  \t") || l.startsWith("ok \t") || l.startsWith("ok\t")) {
      okPkgs++;
      okTime += okSeconds(l);
      const c = coverageIn(l);
      if (c.length > 0) coverage.push(trim(l.substring(l.indexOf("\t") + 1, l.indexOf("\t", l.indexOf("\t") + 1))) + " " + c);
      continue;
    }
    if (l.startsWith("?   \t")) {
      noTests++;
      continue;
    }
    if (l.startsWith("FAIL\t")) failPkgs++;
    kept.push(l);
  }
  const shown = dropStdFrames(kept);
  // A run that passed (exit 0, no package failed) reads as one, whatever else it printed: a task
  // runner's echo of the command (`task: [test] go test ./...`) or a test binary's own prints
  // follow the count line.
  if (failPkgs == 0 && (shown.length == 0 || (run.exitCode == 0 && okPkgs + noTests > 0))) {
    let head = "go test: ok, " + plural(okPkgs, "package", "packages");
    if (passedTests > 0) head += ", " + plural(passedTests, "test", "tests") + " passed";
    if (noTests > 0) head += " (" + noTests.toString() + " without tests)";
    if (okTime > 0) head += " in " + secondsText(okTime);
    pushLine(out, head);
    for (let i = 0; i < coverage.length; i++) pushLine(out, unchecked(coverage[i]));
    for (let i = 0; i < shown.length; i++) pushLine(out, unchecked(shown[i]));
    return true;
  }
  let head = "go test: ";
  head += failPkgs > 0 ? plural(failPkgs, "package", "packages") + " failed" : "exit " + run.exitCode.toString();
  if (failedTests > 0) head += " (" + plural(failedTests, "test", "tests") + " failed)";
  head += ", " + okPkgs.toString() + " ok";
  // The packages without test files are said as the passing run says them.
  if (noTests > 0) head += " (" + noTests.toString() + " without tests)";
  pushLine(out, head);
  for (let i = 0; i < coverage.length; i++) pushLine(out, unchecked(coverage[i]));
  for (let i = 0; i < shown.length; i++) pushLine(out, unchecked(shown[i]));
  return true;
}

/** `coverage: 75.0% of statements` in a line of go test's output (what -cover asks for), or "". */
function coverageIn(l: string): string {
  const at = l.indexOf("coverage: ");
  if (at < 0) return "";
  const end = l.indexOf(" of statements", at);
  return end < 0 ? trim(l.substring(at)) : l.substring(at, end + 14);
}

class TestState {
  /** The test's output events, as line numbers of stdout. */
  output: i32[] = [];
  action: string = "";
}

class PkgState {
  name: string = "";
  /** The package's own output events (no test named), as line numbers of stdout. */
  output: i32[] = [];
  action: string = "";
  elapsed: f64 = 0;
  testNames: string[] = [];
  tests: Map<string, TestState> = new Map();
  passed: i32 = 0;
  failed: i32 = 0;
  skipped: i32 = 0;
  /** `coverage: 75.0% of statements` when the run was asked for coverage (-cover). */
  coverage: string = "";
}

/** A string member of event line i, or null. */
function field(lines: Lines, i: i32, key: string): string | null {
  return JsonReader.stringField(lines.buf.ptr + <usize>lines.start(i), lines.len(i), key);
}

/** The Output member of output event line i. */
function outputOf(lines: Lines, i: i32): string {
  const o = field(lines, i, "Output");
  return o === null ? "" : o;
}

export function renderJson(run: Run, out: ByteBuffer): bool {
  // JSON arrives on stdout; anything else (build errors on stderr) is plain text.
  const lines = run.stdout;
  const plain: string[] = [];
  const pkgNames: string[] = [];
  const pkgs = new Map<string, PkgState>();
  let events = 0;
  for (let i = 0; i < lines.count; i++) {
    if (!lines.startsWith(i, "{")) {
      if (!lines.isBlank(i)) plain.push(lines.str(i));
      continue;
    }
    // Events carry Action, Package, Test, Output and Elapsed; read just those.
    const action = field(lines, i, "Action");
    if (action === null) {
      plain.push(lines.str(i));
      continue;
    }
    events++;
    // go 1.24 on: a test binary that did not build (a compile or vet error) says so in JSON,
    // `{"ImportPath":...,"Action":"build-output","Output":"x.go:12:3: ..."}`, no Package: the
    // errors, as go printed them, go with the plain text (they are the failure's facts).
    if (action == "build-output") {
      const chunk = splitLines(outputOf(lines, i));
      for (let c = 0; c < chunk.length; c++) if (!isBlank(unchecked(chunk[c]))) plain.push(unchecked(chunk[c]));
      continue;
    }
    if (action == "build-fail") continue;
    const pkgField = field(lines, i, "Package");
    const pkgName = pkgField === null ? "" : pkgField;
    let pkg: PkgState;
    if (pkgs.has(pkgName)) pkg = pkgs.get(pkgName);
    else {
      pkg = new PkgState();
      pkg.name = pkgName;
      pkgs.set(pkgName, pkg);
      pkgNames.push(pkgName);
    }
    const testField = field(lines, i, "Test");
    const test = testField === null ? "" : testField;
    if (test.length == 0) {
      if (action == "output") {
        pkg.output.push(i);
        if (pkg.coverage.length == 0 && lines.contains(i, "coverage: ")) pkg.coverage = coverageIn(outputOf(lines, i));
      }
      else if (action == "pass" || action == "fail" || action == "skip") {
        pkg.action = action;
        const e = JsonReader.numberField(lines.buf.ptr + <usize>lines.start(i), lines.len(i), "Elapsed");
        pkg.elapsed = isNaN(e) ? 0 : e;
      }
      continue;
    }
    let ts: TestState;
    if (pkg.tests.has(test)) ts = pkg.tests.get(test);
    else {
      ts = new TestState();
      pkg.tests.set(test, ts);
      pkg.testNames.push(test);
    }
    // Output lines are kept as events and decoded only for the tests that failed.
    if (action == "output") ts.output.push(i);
    else if (action == "pass" || action == "fail" || action == "skip") {
      ts.action = action;
      // Count top-level tests only; subtests are part of their parent.
      if (!test.includes("/")) {
        if (action == "pass") pkg.passed++;
        else if (action == "fail") pkg.failed++;
        else pkg.skipped++;
      }
    }
  }
  if (events == 0) return renderHuman(run, out);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let failPkgs = 0;
  let okPkgs = 0;
  let elapsed: f64 = 0;
  for (let p = 0; p < pkgNames.length; p++) {
    const pkg = pkgs.get(unchecked(pkgNames[p]));
    passed += pkg.passed;
    failed += pkg.failed;
    skipped += pkg.skipped;
    elapsed += pkg.elapsed;
    if (pkg.action == "fail") failPkgs++;
    else if (pkg.action == "pass") okPkgs++;
  }
  // go before 1.24 reports a package whose test binary did not build (or whose vet check
  // failed) only as a plain `FAIL\tpkg [build failed]` line, with no JSON event: count it.
  for (let i = 0; i < plain.length; i++) {
    const name = plainFailedPackage(unchecked(plain[i]));
    if (name.length == 0) continue;
    if (pkgs.has(name) && pkgs.get(name).action == "fail") continue;
    failPkgs++;
  }
  const body: string[] = [];
  let noResult = 0;
  for (let p = 0; p < pkgNames.length; p++) {
    const pkg = pkgs.get(unchecked(pkgNames[p]));
    let anyTestFailed = false;
    for (let t = 0; t < pkg.testNames.length; t++) {
      const ts = pkg.tests.get(unchecked(pkg.testNames[t]));
      if (ts.action != "fail" && ts.action != "") continue;
      if (ts.action == "" && pkg.action != "fail") continue;
      anyTestFailed = true;
      const own: string[] = [];
      for (let k = 0; k < ts.output.length; k++) {
        const chunk = splitLines(outputOf(lines, unchecked(ts.output[k])));
        for (let c = 0; c < chunk.length; c++) {
          const l = unchecked(chunk[c]);
          const tl = trimStart(l);
          if (tl.startsWith("=== RUN") || tl.startsWith("=== PAUSE") || tl.startsWith("=== CONT") || tl.startsWith("=== NAME")) continue;
          // The JSON stream prints a test's logs before its result line; the human format
          // puts the result line first, and so do we.
          if (tl.startsWith("--- ")) own.unshift(l);
          else own.push(l);
        }
      }
      if (ts.action == "") {
        noResult++;
        own.unshift("--- NO RESULT: " + unchecked(pkg.testNames[t]) + " (still running when the test binary exited)");
      }
      for (let k = 0; k < own.length; k++) body.push(unchecked(own[k]));
    }
    if (pkg.action == "fail") {
      // Package-level output: the panic of a timeout, "FAIL" lines, and with no failing
      // test (a build failure) everything it said.
      for (let k = 0; k < pkg.output.length; k++) {
        const chunk = splitLines(outputOf(lines, unchecked(pkg.output[k])));
        for (let c = 0; c < chunk.length; c++) {
          const l = unchecked(chunk[c]);
          if (l == "FAIL" || l == "PASS") continue;
          if (anyTestFailed && !(l.startsWith("FAIL\t") || l.startsWith("panic:") || l.startsWith("exit status") || l.startsWith("goroutine ") || l.startsWith("\t") || l.includes("("))) continue;
          body.push(l);
        }
      }
    }
  }
  // The coverage the user asked for, per package, as go printed it.
  const coverage: string[] = [];
  for (let p = 0; p < pkgNames.length; p++) {
    const pkg = pkgs.get(unchecked(pkgNames[p]));
    if (pkg.coverage.length > 0) coverage.push(pkg.name + " " + pkg.coverage);
  }
  const stderrLines = run.stderr;
  for (let i = 0; i < stderrLines.count; i++) if (!stderrLines.isBlank(i)) plain.push(stderrLines.str(i));
  const shown = dropStdFrames(body);
  if (failPkgs == 0 && failed == 0 && plain.length == 0) {
    let head = "go test: " + passed.toString() + " passed";
    if (skipped > 0) head += ", " + skipped.toString() + " skipped";
    head += " in " + plural(okPkgs, "package", "packages") + " (" + secondsText(elapsed) + ")";
    pushLine(out, head);
    for (let i = 0; i < coverage.length; i++) pushLine(out, unchecked(coverage[i]));
    return true;
  }
  let head = "go test: " + failed.toString() + " failed, " + passed.toString() + " passed";
  if (skipped > 0) head += ", " + skipped.toString() + " skipped";
  if (noResult > 0) head += ", " + noResult.toString() + " without a result";
  head += "; " + plural(failPkgs, "package", "packages") + " failed, " + okPkgs.toString() + " ok";
  pushLine(out, head);
  for (let i = 0; i < coverage.length; i++) pushLine(out, unchecked(coverage[i]));
  for (let i = 0; i < plain.length; i++) pushLine(out, unchecked(plain[i]));
  for (let i = 0; i < shown.length; i++) pushLine(out, unchecked(shown[i]));
  return true;
}

/** The package of a plain `FAIL\tpkg [build failed]` / `[setup failed]` line, else "". */
function plainFailedPackage(line: string): string {
  if (!line.startsWith("FAIL\t") || !line.endsWith(" failed]")) return "";
  const open = line.lastIndexOf(" [");
  if (open < 5) return "";
  return line.substring(5, open);
}

/** Seconds with up to three decimals, as go prints them ("0.004s"). */
function secondsText(v: f64): string {
  const ms = <i64>Math.round(v * 1000);
  const frac = ms % 1000;
  let f = frac.toString();
  while (f.length < 3) f = "0" + f;
  return (ms / 1000).toString() + "." + f + "s";
}

/** The time at the end of an `ok  \tpkg\t0.004s` line, in seconds; 0 when cached or absent. */
function okSeconds(line: string): f64 {
  const tab = line.lastIndexOf("\t");
  if (tab < 0 || !line.endsWith("s")) return 0;
  const t = line.substring(tab + 1, line.length - 1);
  const v = parseFloat(t);
  return isNaN(v) ? 0 : v;
}
