// cargo build / check / clippy / install / test.
//
// cargo's own status lines (Compiling, Checking, Running, Downloaded, ...) go; compiler
// diagnostics are compacted to their facts (diagnostics.ts), and the final line stays; a
// target's `generated N warnings` goes where the closing `could not compile` repeats it;
// `--message-format short` lines sharing a message are written as one header with their
// locations (diagnostics.ts groupShortDiagnostics). clippy's
// warnings are grouped by lint, what the groups leave out named with the recall id (a single
// target's `generated N warnings (run cargo clippy --fix ...)` repeats the group header's count). cargo test
// keeps each failure block (panic message, assertion values, location) with every backtrace
// frame in the user's code (the panic line without its OS thread id; a test's `---- name
// stdout ----` header goes where the next line is that test's own panic, which names it), sums the result lines of every test binary into one count line and
// keeps each binary's own counts under it; a test binary that dies (a signal) keeps cargo's
// report of it.

import { ByteBuffer } from "../../abi/buffers";
import { basename, Groups, indentOf, isBlank, isDigit, numberAt, plural, pushLine, textIncludes, textIndexOf, trim, trimmedEnd, trimStart, words } from "../sdk/text";
import { Lines } from "../sdk/lines";
import { Run } from "../sdk/run";
import { compactDiagnostics, groupShortDiagnostics, hasAdvice, isDiagnosticHeader, isExplainPointer } from "./diagnostics";
import { trimWhitespace } from "../../text/trim";

const STATUS_WORDS = ["Compiling", "Checking", "Finished", "Running", "Doc-tests", "Fresh", "Downloaded", "Downloading", "Updating", "Locking", "Adding", "Installing", "Installed", "Replacing", "Replaced", "Blocking", "Building", "Packaging", "Verifying", "Archiving", "Uploading", "Removing", "Documenting", "Generated", "Executable", "Summary", "Ignored", "Unpacking", "Packaged", "Starting", "Executing", "Waiting"];

/** The verb of a cargo status line (right-aligned in a 12-column gutter), or "". */
export function statusVerb(line: string): string {
  const ind = indentOf(line);
  if (ind > 12) return "";
  let e = ind;
  while (e < line.length) {
    const c = line.charCodeAt(e);
    if (!((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x2d)) break;
    e++;
  }
  if (e == ind || (e < line.length && line.charCodeAt(e) != 0x20)) return "";
  const w = line.substring(ind, e);
  return STATUS_WORDS.includes(w) ? w : "";
}

/**
 * statusVerb asked of line i in place: the end of its verb (which starts at the line's indent),
 * or -1 when the line is no status line.
 */
export function statusVerbAt(L: Lines, i: i32): i32 {
  const ind = L.indent(i);
  const n = L.len(i);
  // Every status word starts with a capital.
  if (ind > 12 || ind >= n || L.byteAt(i, ind) < 0x41 || L.byteAt(i, ind) > 0x5a) return -1;
  let e = ind;
  while (e < n) {
    const c = L.byteAt(i, e);
    if (!((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x2d)) break;
    e++;
  }
  if (e == ind || (e < n && L.byteAt(i, e) != 0x20)) return -1;
  // The word's first letter and length are read before its bytes are compared.
  const first = <u32>L.byteAt(i, ind);
  for (let k = 0; k < STATUS_WORDS.length; k++) {
    const w = unchecked(STATUS_WORDS[k]);
    if (<u32>load<u16>(changetype<usize>(w)) == first && w.length == e - ind && L.startsWithAt(i, ind, w)) return e;
  }
  return -1;
}

/** Lines kept from a cargo build-like run: everything but status lines and repeated blanks. */
function keptLines(lines: string[]): string[] {
  const kept: string[] = [];
  // `cargo run`: the program's own panic backtrace.
  const traces = new BacktraceFilter();
  for (let i = 0; i < lines.length; i++) {
    const l = unchecked(lines[i]);
    if (traces.take(l, kept)) continue;
    if (statusVerb(l).length > 0) continue;
    if (l.startsWith("warning: build failed, waiting for other jobs")) continue;
    // rustc's pointers to `rustc --explain`: the codes are in the diagnostics already.
    if (isExplainPointer(l)) continue;
    if (isBlank(l) && (kept.length == 0 || isBlank(kept[kept.length - 1]))) continue;
    kept.push(withoutThreadId(l));
  }
  while (kept.length > 0 && isBlank(kept[kept.length - 1])) kept.pop();
  return kept;
}

/** The last line with one of the verbs, trimmed, or "". */
function lastStatus(lines: string[], verbs: string[]): string {
  for (let i = lines.length - 1; i >= 0; i--) {
    const v = statusVerb(unchecked(lines[i]));
    if (v.length > 0 && verbs.includes(v)) return trim(unchecked(lines[i]));
  }
  return "";
}

/**
 * A panic line without the OS thread id recent Rust prints after the thread's name:
 * `thread 'tests::area' (20638) panicked at src/lib.rs:24:9:` reads
 * `thread 'tests::area' panicked at src/lib.rs:24:9:` (the id differs on every run and names
 * nothing in the user's code); any other line is returned as it is.
 */
export function withoutThreadId(l: string): string {
  if (!l.startsWith("thread '")) return l;
  const close = l.indexOf("' (", 8);
  if (close < 0) return l;
  let e = close + 3;
  while (e < l.length && isDigit(l.charCodeAt(e))) e++;
  if (e == close + 3 || !l.startsWith(") panicked at ", e)) return l;
  return l.substring(0, close + 1) + l.substring(e + 1);
}

function countHeaders(lines: string[], prefix: string): i32 {
  let n = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = unchecked(lines[i]);
    if (!l.startsWith(prefix)) continue;
    // Summary lines ("warning: `x` (lib) generated 2 warnings") are not diagnostics.
    if (l.includes("generated ") && l.includes(" warning")) continue;
    if (l.startsWith("error: could not compile") || l.startsWith("error: aborting") || l.startsWith("error: failed to compile")) continue;
    n++;
  }
  return n;
}

/** `lines` with every rustc diagnostic compacted (diagnostics.ts). */
function compacted(lines: string[]): string[] {
  const out: string[] = [];
  compactDiagnostics(lines, out);
  return out;
}

/**
 * cargo's per-target count, `warning: \`shapes\` (lib) generated 1 warning` with or without
 * clippy's `(run \`cargo clippy --fix ...\` to apply N suggestions)`: the target
 * (`\`shapes\` (lib)`) and the count (`1 warning`), or null for any other line.
 */
function generatedCount(l: string): string[] | null {
  if (!l.startsWith("warning: `")) return null;
  const g = l.indexOf(" generated ");
  if (g < 0) return null;
  let e = l.indexOf(" (run `", g);
  if (e < 0) e = l.length;
  const count = l.substring(g + 11, e);
  if (!(count.endsWith(" warning") || count.endsWith(" warnings")) || numberAt(count, 0) < 0) return null;
  return [l.substring(9, g), count];
}

/**
 * Drops each `generated N warnings` line that cargo's closing error repeats, target and count
 * (`error: could not compile \`shapes\` (lib) due to 2 previous errors; 1 warning emitted`):
 * a summary line saying what the line below it says again.
 */
function withoutRepeatedCounts(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = unchecked(lines[i]);
    const gen = generatedCount(l);
    if (gen !== null) {
      const closing = "error: could not compile " + unchecked(gen[0]) + " due to ";
      const tail = "; " + unchecked(gen[1]) + " emitted";
      let repeated = false;
      for (let k = i + 1; k < lines.length && !repeated; k++) {
        const c = unchecked(lines[k]);
        repeated = c.startsWith(closing) && c.endsWith(tail);
      }
      if (repeated) continue;
    }
    out.push(l);
  }
  return out;
}

export function renderBuild(run: Run, out: ByteBuffer): bool {
  const kept = withoutRepeatedCounts(groupShortDiagnostics(compacted(keptLines(run.lines))));
  const final = lastStatus(run.lines, ["Finished", "Installed", "Replaced", "Installing"]);
  // cargo doc's `Generated <dir>/index.html [and N other files]`: where the documentation is.
  const generated = lastStatus(run.lines, ["Generated"]);
  const tool = "cargo";
  if (kept.length == 0) {
    pushLine(out, tool + ": " + (final.length > 0 ? final : run.exitCode == 0 ? "ok" : "failed (exit " + run.exitCode.toString() + ")"));
  } else {
    for (let i = 0; i < kept.length; i++) pushLine(out, unchecked(kept[i]));
    if (final.length > 0) pushLine(out, final);
  }
  if (generated.length > 0) pushLine(out, generated);
  return true;
}

/** The lint of a diagnostic block: from `#[warn(clippy::x)]` or the lint index link, else "". */
function lintOf(block: string[]): string {
  for (let i = 0; i < block.length; i++) {
    const l = unchecked(block[i]);
    let a = textIndexOf(l, "#[warn(");
    if (a < 0) a = textIndexOf(l, "#[deny(");
    if (a >= 0) {
      const b = textIndexOf(l, ")]", a);
      if (b > a) return l.substring(a + 7, b);
    }
    const h = textIndexOf(l, "rust-clippy/");
    if (h >= 0) {
      const k = l.lastIndexOf("#");
      if (k > h) return "clippy::" + trim(l.substring(k + 1));
    }
  }
  return "";
}

function locationOf(block: string[]): string {
  for (let i = 0; i < block.length; i++) {
    // The line trimmed starts with `--> `: asked in place, the location alone copied.
    const l = unchecked(block[i]);
    const a = indentOf(l);
    const b = trimmedEnd(l, a);
    if (b - a >= 4 && l.startsWith("--> ", a)) return l.substring(a + 4, b);
  }
  return "";
}

/**
 * A backtrace `at` location outside the Rust toolchain and downloaded crates: the user's code.
 * std frames point into `/rustc/<hash>/library/` (or a rustup toolchain); dependencies into
 * cargo's registry or git checkouts.
 */
function isUserFrameFile(path: string): bool {
  // C frames of libc (`./nptl/pthread_create.c`) are not Rust code at all.
  if (!path.includes(".rs:")) return false;
  if (path.startsWith("/rustc/")) return false;
  if (path.includes("/.rustup/") || path.includes("/.cargo/registry/") || path.includes("/.cargo/git/")) return false;
  if (path.includes("/rustlib/src/rust/library/")) return false;
  return true;
}

/**
 * Rust panic backtraces (RUST_BACKTRACE=1 or full), line by line. Every frame in the user's code
 * stays as Rust printed it, its symbol line and its `at` line, without their padding: the function that panicked (the
 * frame the panic line names, written from the crate root: `./src/lib.rs:45:9`), the helper's
 * callers up to the test or `main`, and the closure the test harness wraps a test in (it names
 * the test's `fn` line). The toolchain's, libc's and dependencies' frames and the "details are
 * omitted" note go (docs/filters.md rule 4: frames in code the user did not write).
 */
class BacktraceFilter {
  inTrace: bool = false;
  headerKept: bool = false;
  frameLine: string = "";

  /** Handles `l` when it belongs to a backtrace (pushing what stays to `kept`); false otherwise. */
  take(l: string, kept: string[]): bool {
    if (this.inTrace) {
      if (l.startsWith("note: Some details are omitted") || l.startsWith("note: run with `RUST_BACKTRACE")) {
        this.inTrace = false;
        return true;
      }
      if (l.startsWith("  ") || (l.length > 0 && l.charCodeAt(0) >= 0x30 && l.charCodeAt(0) <= 0x39)) {
        this.frame(l, kept);
        return true;
      }
      this.inTrace = false;
    }
    // Its first letter asked first: every line of the run is asked this.
    if (l.length > 0 && l.charCodeAt(0) == 0x73 && l.startsWith("stack backtrace:")) {
      this.inTrace = true;
      this.headerKept = false;
      this.frameLine = "";
      return true;
    }
    return false;
  }

  private frame(l: string, kept: string[]): void {
    const t = trimStart(l);
    if (!t.startsWith("at ")) {
      this.frameLine = l;
      return;
    }
    if (this.frameLine.length > 0 && isUserFrameFile(t.substring(3))) {
      if (!this.headerKept) {
        kept.push("stack backtrace:");
        this.headerKept = true;
      }
      // The padding goes (docs/filters.md rule 1): `4: runpanic::parse`, `  at ./src/main.rs:1:38`.
      kept.push(words(this.frameLine).join(" "));
      kept.push("  " + t);
    }
    this.frameLine = "";
  }
}

export function renderClippy(run: Run, out: ByteBuffer): bool {
  const kept = keptLines(run.lines);
  const groups = new Groups();
  const messages = new Map<string, string>();
  const lintByMessage = new Map<string, string>();
  let other: string[] = [];
  let warnings = 0;
  // Warnings whose label, help or suggested fix the groups leave out.
  let advised = 0;
  let i = 0;
  while (i < kept.length) {
    const l = unchecked(kept[i]);
    if (!l.startsWith("warning:") || textIncludes(l, "generated ")) {
      // Errors and anything else stay whole.
      other.push(l);
      i++;
      continue;
    }
    const block: string[] = [l];
    i++;
    while (i < kept.length && !isBlank(unchecked(kept[i])) && !isDiagnosticHeader(unchecked(kept[i]))) {
      block.push(unchecked(kept[i]));
      i++;
    }
    const loc = locationOf(block);
    if (loc.length == 0) {
      for (let k = 0; k < block.length; k++) other.push(unchecked(block[k]));
      continue;
    }
    const msg = trimWhitespace(l.substring(8));
    let lint = lintOf(block);
    // rustc names the lint only at its first warning; later ones with the same message share it.
    if (lint.length == 0) lint = lintByMessage.has(msg) ? lintByMessage.get(msg) : msg;
    else if (!lintByMessage.has(msg)) lintByMessage.set(msg, lint);
    // One lint can say different things (ptr_arg: `&Vec` here, `&String` there): a location
    // whose message differs from its group's first one carries its own.
    if (!messages.has(lint)) messages.set(lint, msg);
    groups.add(lint, messages.get(lint) == msg ? loc : loc + ": " + msg);
    if (hasAdvice(block)) advised++;
    warnings++;
  }
  if (warnings == 0) return renderBuild(run, out);
  other = compacted(other);
  pushLine(out, "clippy: " + plural(warnings, "warning", "warnings") + " (" + plural(groups.size, "lint", "lints") + ")");
  for (let g = 0; g < groups.size; g++) {
    const key = unchecked(groups.keys[g]);
    const locs = unchecked(groups.items[g]);
    const msg = messages.get(key);
    pushLine(out, key + " (" + locs.length.toString() + ")" + (msg != key ? ": " + msg : ""));
    for (let k = 0; k < locs.length; k++) pushLine(out, "  " + unchecked(locs[k]));
  }
  // The groups keep lint, message and location; each warning's frame and lint link are noise,
  // but its label, help and suggested fix are not: they are named, one `rtk recall` away.
  if (advised > 0) pushLine(out, "(" + run.cuts.omitted("help and suggested fixes of " + plural(advised, "warning", "warnings") + " not shown") + ")");
  // One target's `generated 7 warnings (run \`cargo clippy --fix ...\` ...)` says the count of the
  // line above again (with advice): it goes. With several targets each one's count stays.
  let targets = 0;
  let single = -1;
  for (let k = 0; k < other.length; k++) {
    const gen = generatedCount(unchecked(other[k]));
    if (gen === null) continue;
    targets++;
    if (unchecked(gen[1]) == plural(warnings, "warning", "warnings")) single = k;
  }
  let blank = true;
  for (let k = 0; k < other.length; k++) {
    const l = unchecked(other[k]);
    if (targets == 1 && k == single) continue;
    if (isBlank(l) && blank) continue;
    blank = isBlank(l);
    pushLine(out, l);
  }
  const final = lastStatus(run.lines, ["Finished"]);
  if (final.length > 0) pushLine(out, final);
  return true;
}

/** Hundredths of a second in "finished in 0.07s", or -1. */
function finishedHundredths(line: string): i64 {
  const a = line.indexOf("finished in ");
  if (a < 0) return -1;
  const s = a + 12;
  const whole = numberAt(line, s);
  if (whole < 0) return -1;
  let v = whole * 100;
  const dot = line.indexOf(".", s);
  if (dot > 0 && dot < line.length - 2) {
    const d1 = line.charCodeAt(dot + 1) - 0x30;
    const d2 = line.charCodeAt(dot + 2) - 0x30;
    if (d1 >= 0 && d1 <= 9) v += d1 * 10;
    if (d2 >= 0 && d2 <= 9) v += d2;
  }
  return v;
}

function seconds(h: i64): string {
  const frac = h % 100;
  return (h / 100).toString() + "." + (frac < 10 ? "0" : "") + frac.toString() + "s";
}

/** "test result: ok. 4 passed; 0 failed; 1 ignored; ..." -> the count before `word`. */
function resultCount(line: string, word: string): i64 {
  const k = line.indexOf(" " + word);
  if (k < 0) return 0;
  let b = k;
  while (b > 0 && line.charCodeAt(b - 1) >= 0x30 && line.charCodeAt(b - 1) <= 0x39) b--;
  return b < k ? numberAt(line, b) : 0;
}

/**
 * The test binary a `Running` / `Doc-tests` status line starts: `inventory (unittests src/lib.rs)`
 * for `Running unittests src/lib.rs (target/debug/deps/inventory-5b51e57cb5ed85b6)`,
 * `Doc-tests inventory`; "" for any other status line (`cargo run`'s, `-v`'s rustc commands).
 */
export function testBinaryLabel(line: string): string {
  const verb = statusVerb(line);
  const t = trim(line);
  if (verb == "Doc-tests") return t;
  if (verb != "Running") return "";
  const what = t.substring(8);
  const open = what.lastIndexOf(" (");
  if (what.startsWith("`") || open <= 0 || !what.endsWith(")")) return "";
  const path = what.substring(open + 2, what.length - 1);
  let binary = basename(path);
  // The binary's file name ends in `-<16 hex digits>`: its crate or test target is before it.
  const dash = binary.lastIndexOf("-");
  if (dash > 0 && binary.length - dash == 17) binary = binary.substring(0, dash);
  return binary + " (" + what.substring(0, open) + ")";
}

/**
 * The counts of a `test result:` line as cargo wrote them, without the zeros and the time:
 * `1 passed; 2 failed` for `test result: FAILED. 1 passed; 2 failed; 0 ignored; ...`; "" when
 * every count is zero.
 */
export function resultCounts(line: string): string {
  const dot = line.indexOf(". ");
  if (dot < 0) return "";
  const parts = line.substring(dot + 2).split("; ");
  let s = "";
  for (let i = 0; i < parts.length; i++) {
    const p = trim(unchecked(parts[i]));
    if (p.length == 0 || !isDigit(p.charCodeAt(0)) || p.startsWith("0 ")) continue;
    s += (s.length > 0 ? "; " : "") + p;
  }
  return s;
}

/** The thread named by a panic line (`thread 'tests::area' (20638) panicked at ...`), or "". */
function panickedThread(l: string): string {
  if (!l.startsWith("thread '")) return "";
  const close = l.indexOf("'", 8);
  if (close < 0 || !l.includes(" panicked at ", close)) return "";
  return l.substring(8, close);
}

/**
 * libtest's terse format (`cargo test -q`) while a binary runs: a progress line of one mark per
 * test (`.` passed, `i` ignored, `F` failed), with the count so far when the line fills
 * (`......... 9/10`), and `name --- FAILED` for each failure (the failure's block below names it
 * again). The counts are in the binary's result line: both go, as `test x ... ok` lines do.
 */
export function isTerseProgress(l: string): bool {
  if (l.endsWith(" --- FAILED")) return true;
  let k = 0;
  while (k < l.length && (l.charCodeAt(k) == 0x2e || l.charCodeAt(k) == 0x69 || l.charCodeAt(k) == 0x46)) k++;
  if (k == 0) return false;
  if (k == l.length) return true;
  // ` 9/10`
  if (l.charCodeAt(k) != 0x20) return false;
  k++;
  const a = k;
  while (k < l.length && isDigit(l.charCodeAt(k))) k++;
  if (k == a || k >= l.length || l.charCodeAt(k) != 0x2f) return false;
  k++;
  const b = k;
  while (k < l.length && isDigit(l.charCodeAt(k))) k++;
  return k > b && k == l.length;
}

/** libtest's header over a failing test's captured output: `---- tests::area stdout ----`. */
function isFailureHeader(l: string): bool {
  return l.startsWith("---- ") && (l.endsWith(" stdout ----") || l.endsWith(" stderr ----"));
}

export function renderTest(run: Run, out: ByteBuffer): bool {
  const lines = run.lines;
  let suites = 0;
  let passed: i64 = 0;
  let failed: i64 = 0;
  let ignored: i64 = 0;
  let measured: i64 = 0;
  let filtered: i64 = 0;
  let time: i64 = 0;
  let started = 0;
  let running = 0;
  const kept: string[] = [];
  const traces = new BacktraceFilter();
  let inFailureList = false;
  // Between a binary's `running N tests` and its failures or result: where terse progress lines are.
  let inProgress = false;
  // Each test binary's label (from cargo's status lines, on stderr) and its counts (from its
  // result line, on stdout), paired by order: cargo runs the binaries one after another.
  const labels: string[] = [];
  const suiteCounts: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = unchecked(lines[i]);
    if (traces.take(l, kept)) continue;
    if (inFailureList) {
      if (l.startsWith("    ") || isBlank(l)) continue;
      inFailureList = false;
    }
    if (l.startsWith("note: run with `RUST_BACKTRACE=1`")) continue;
    if (statusVerb(l).length > 0) {
      const label = testBinaryLabel(l);
      if (label.length > 0) labels.push(label);
      continue;
    }
    if (l.startsWith("running ") && l.endsWith(" tests") || l == "running 1 test") {
      running++;
      inProgress = true;
      continue;
    }
    if (inProgress && isTerseProgress(l)) continue;
    if (l.startsWith("test ") && (l.endsWith(" ... ok") || l.includes(" ... ignored") || l.endsWith(" ... FAILED") || l.includes(" ... bench:"))) {
      started++;
      continue;
    }
    if (l == "failures:") {
      inProgress = false;
      // The first "failures:" opens the blocks; the second lists the names again.
      let j = i + 1;
      while (j < lines.length && isBlank(unchecked(lines[j]))) j++;
      if (j < lines.length && unchecked(lines[j]).startsWith("    ")) inFailureList = true;
      continue;
    }
    if (l.startsWith("test result: ")) {
      inProgress = false;
      suites++;
      passed += resultCount(l, "passed");
      failed += resultCount(l, "failed");
      ignored += resultCount(l, "ignored");
      measured += resultCount(l, "measured");
      filtered += resultCount(l, "filtered out");
      const h = finishedHundredths(l);
      if (h > 0) time += h;
      // The binary whose `running N tests` came last.
      while (suiteCounts.length < running - 1) suiteCounts.push("");
      suiteCounts.push(resultCounts(l));
      continue;
    }
    if (l.startsWith("warning: build failed, waiting for other jobs")) continue;
    if (isBlank(l) && (kept.length == 0 || isBlank(kept[kept.length - 1]) || isFailureHeader(kept[kept.length - 1]))) continue;
    // A test's header straight above its own panic says the name the panic line says again
    // (`---- tests::area stdout ----` over `thread 'tests::area' panicked at ...`): the panic
    // line stays alone. Over anything else (the test's prints, a helper thread's panic) it stays.
    if (kept.length > 0 && kept[kept.length - 1] == "---- " + panickedThread(l) + " stdout ----") kept.pop();
    kept.push(withoutThreadId(l));
  }
  while (kept.length > 0 && isBlank(kept[kept.length - 1])) kept.pop();
  if (suites == 0 && running == 0) {
    // Nothing ran: a build failure (or a cargo error) — the build view says it all.
    return renderBuild(run, out);
  }
  let head = "cargo test: ";
  if (failed > 0) head += failed.toString() + " failed, " + passed.toString() + " passed";
  else head += passed.toString() + " passed";
  if (ignored > 0) head += ", " + ignored.toString() + " ignored";
  if (measured > 0) head += ", " + measured.toString() + " measured";
  if (filtered > 0) head += ", " + filtered.toString() + " filtered out";
  head += " (" + plural(suites, "suite", "suites") + ", " + seconds(time) + ")";
  if (suites < running) head += "; " + plural(running - suites, "test binary", "test binaries") + " gave no result";
  pushLine(out, head);
  // Where more than one binary ran tests, each one's counts stay (a crate's result is a fact the
  // sum hides): `  inventory (unittests src/lib.rs): 1 passed; 2 failed`.
  let counted = 0;
  for (let k = 0; k < suiteCounts.length; k++) if (unchecked(suiteCounts[k]).length > 0) counted++;
  if (counted > 1) {
    for (let k = 0; k < suiteCounts.length; k++) {
      const c = unchecked(suiteCounts[k]);
      // Without cargo's status lines (`-q`) a binary is named by its place in the run.
      if (c.length > 0) pushLine(out, "  " + (k < labels.length ? unchecked(labels[k]) : "suite " + (k + 1).toString()) + ": " + c);
    }
  }
  // The compiler's warnings before the tests ran: header, location and label; their `= help:` and
  // `= note:` advice is named, one `rtk recall` away, as clippy's view does (errors keep theirs).
  const shown = compacted(kept);
  let advised = 0;
  let inWarning = false;
  let dropped = false;
  let adviceIndent = -1;
  for (let i = 0; i < shown.length; i++) {
    const l = unchecked(shown[i]);
    if (isDiagnosticHeader(l) || isBlank(l) || indentOf(l) == 0) {
      if (dropped) advised++;
      inWarning = l.startsWith("warning:") || l.startsWith("warning[");
      dropped = false;
      adviceIndent = -1;
    } else if (inWarning) {
      const at = indentOf(l);
      // A continuation of the advice above (rustc indents it deeper than its `=`).
      if (adviceIndent >= 0 && at > adviceIndent) continue;
      adviceIndent = -1;
      if (l.startsWith("= help:", at) || l.startsWith("= note:", at)) {
        adviceIndent = at;
        dropped = true;
        continue;
      }
    }
    pushLine(out, l);
  }
  if (dropped) advised++;
  if (advised > 0) pushLine(out, "(" + run.cuts.omitted("help and notes of " + plural(advised, "warning", "warnings") + " not shown") + ")");
  return true;
}
