// What a line of any tool's output means to the generic `err` and `test` views: a report of an
// error or a failure (the head of a block), a line that belongs to the block above it (source
// excerpt, marker, frame), a passing test, or noise inside a block (runtime frames, durations).
// Lines are read as UTF-8 bytes in place; nothing here decodes a line.

import { Lines } from "../sdk/lines";

@inline function lower(b: u8): u8 {
  return b >= 0x41 && b <= 0x5a ? b + 0x20 : b;
}

@inline function isLetter(b: u8): bool {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
}

@inline function isDigitByte(b: u8): bool {
  return b >= 0x30 && b <= 0x39;
}

/** A word as UTF-8 bytes (lower case where it is matched without case). */
export function bytesOf(s: string): Uint8Array {
  return Uint8Array.wrap(String.UTF8.encode(s));
}

/**
 * Words searched for in every line of the output, encoded once when the list is made (an
 * encoding per line and word would cost more than the search), indexed by the byte they start
 * with: a line is read once for the whole list, and at each byte only the words starting with
 * it are tried.
 */
export class WordList {
  readonly bytes: Uint8Array[] = [];
  // Per first byte, a bit for each word of the list (at most 32) that starts with it.
  private readonly firsts: StaticArray<u32> = new StaticArray<u32>(256);
  /** `firsts` of the byte lower-cased, per byte: the scanners ask it of every byte of a line. */
  readonly anyCase: StaticArray<u32> = new StaticArray<u32>(256);
  private readonly words: StaticArray<Uint8Array>;
  constructor(words: string[]) {
    assert(words.length <= 32, "a WordList holds at most 32 words");
    this.words = new StaticArray<Uint8Array>(words.length);
    for (let k = 0; k < words.length; k++) {
      const w = bytesOf(words[k]);
      this.bytes.push(w);
      this.words[k] = w;
      if (w.length > 0) unchecked((this.firsts[w[0]] |= 1 << k));
    }
    for (let b = 0; b < 256; b++) unchecked((this.anyCase[b] = this.firsts[lower(<u8>b)]));
  }

  /** The words (bits by their index) that start with byte b (already lower-cased); 0 for none. */
  @inline starting(b: u8): u32 {
    return unchecked(this.firsts[b]);
  }

  /** The word of the lowest bit of `set`. */
  @inline word(set: u32): Uint8Array {
    return unchecked(this.words[<i32>ctz<u32>(set)]);
  }
}

/** `list.starting(lower(b))` from its anyCase table at `t` (taken once per line). */
@inline function startingAt(t: usize, b: u8): u32 {
  return load<u32>(t + (<usize>b << 2));
}

/** True when `w` (lower case) stands at byte k of the `n` bytes at p, without case. */
@inline function wordAt(p: usize, n: i32, k: i32, w: Uint8Array): bool {
  // The word's bytes read in place (its fields, no accessor call per byte).
  const m = w.byteLength;
  if (k + m > n) return false;
  const q = w.dataStart;
  let j = 0;
  while (j < m && lower(load<u8>(p + <usize>(k + j))) == load<u8>(q + <usize>j)) j++;
  return j == m;
}

/** Case-insensitive (ASCII letters) search of `word` in line i from byte `from`; -1 if absent. */
export function findWord(L: Lines, i: i32, w: Uint8Array, from: i32): i32 {
  const p = L.buf.ptr + <usize>L.start(i);
  const n = L.len(i);
  const m = w.length;
  if (m == 0) return from <= n ? from : -1;
  const first = unchecked(w[0]);
  for (let k = from; k + m <= n; k++) {
    if (lower(load<u8>(p + <usize>k)) == first && wordAt(p, n, k, w)) return k;
  }
  return -1;
}

/** Case-insensitive (ASCII letters) search of `word` anywhere in line i. */
export function hasWord(L: Lines, i: i32, word: string): bool {
  return findWord(L, i, bytesOf(word), 0) >= 0;
}

/** True when line i holds one of `list`'s words anywhere, without case. */
export function anyWord(L: Lines, i: i32, list: WordList): bool {
  const p = L.at(i);
  const n = L.len(i);
  const t = changetype<usize>(list.anyCase);
  for (let k = 0; k < n; k++) {
    for (let set = startingAt(t, load<u8>(p + <usize>k)); set != 0; set &= set - 1) if (wordAt(p, n, k, list.word(set))) return true;
  }
  return false;
}

/**
 * True when `w` (lower case) starts a word somewhere in line i: after a space, punctuation or
 * the line start, or as the capitalised tail of a name (`TypeError`, `RuntimeException`). Not
 * inside an identifier or path (`same-errors`, `http-errors`, `my_error`, `errors.ts`), which
 * names a thing and reports nothing. What follows is free: `error` also finds `errors`, `ERROR:`.
 */
function termIn(L: Lines, i: i32, w: Uint8Array): bool {
  let k = findWord(L, i, w, 0);
  while (k >= 0) {
    if (startsTerm(L, i, k)) return true;
    k = findWord(L, i, w, k + 1);
  }
  return false;
}

/** True when a word found at byte k of line i starts a term there (termIn's rule). */
@inline function startsTerm(L: Lines, i: i32, k: i32): bool {
  if (k == 0) return true;
  const prev = L.byteAt(i, k - 1);
  const first = L.byteAt(i, k);
  if (isLetter(prev)) return first >= 0x41 && first <= 0x5a;
  return !isDigitByte(prev) && prev != 0x2d && prev != 0x5f && prev != 0x2e && prev != 0x2f;
}

export function hasTerm(L: Lines, i: i32, word: string): bool {
  return termIn(L, i, bytesOf(word));
}

/** True when one of `list`'s words starts a term somewhere in line i (termIn), the line read once. */
export function anyTerm(L: Lines, i: i32, list: WordList): bool {
  const p = L.at(i);
  const n = L.len(i);
  const t = changetype<usize>(list.anyCase);
  for (let k = 0; k < n; k++) {
    let set = startingAt(t, load<u8>(p + <usize>k));
    if (set == 0 || !startsTerm(L, i, k)) continue;
    for (; set != 0; set &= set - 1) if (wordAt(p, n, k, list.word(set))) return true;
  }
  return false;
}

/** True when line i, from byte `at` (past its indentation), holds the bytes `w` (case-sensitive). */
function startsAfterIndent(L: Lines, i: i32, w: Uint8Array, at: i32 = L.indent(i)): bool {
  const m = w.length;
  if (L.len(i) - at < m) return false;
  for (let k = 0; k < m; k++) if (L.byteAt(i, at + k) != unchecked(w[k])) return false;
  return true;
}

const PASS_HEADS = new WordList(["✔", "✓", "√", "--- PASS", "PASS "]);
const TAP_OK = bytesOf("ok ");
const AT = bytesOf("at ");
const AT_NODE = bytesOf("at node:");
const NODE_FRAME = bytesOf("(node:");
const NODE_MODULES = bytesOf("/node_modules/");
const DURATION = bytesOf("duration");
const PY_FILE = bytesOf('file "');
const PY_LINE = bytesOf(", line ");

/** True when line i ends with the literal `lit`. */
function endsWith(L: Lines, i: i32, lit: string): bool {
  const m = lit.length;
  const n = L.len(i);
  if (n < m) return false;
  for (let k = 0; k < m; k++) if (<i32>L.byteAt(i, n - m + k) != lit.charCodeAt(k)) return false;
  return true;
}

/**
 * A test that passed: `✔ name`, `✓ name`, TAP `ok 3 - name`, `PASS`, go's `--- PASS`, and the
 * `name ... ok` of unittest and cargo. Never a failure, whatever words its name holds.
 */
export function isPassLine(L: Lines, i: i32): bool {
  const from = L.indent(i);
  if (from < L.len(i)) {
    for (let set = PASS_HEADS.starting(L.byteAt(i, from)); set != 0; set &= set - 1) if (startsAfterIndent(L, i, PASS_HEADS.word(set), from)) return true;
  }
  if (startsAfterIndent(L, i, TAP_OK, from)) {
    const at = from + 3;
    return at < L.len(i) && isDigitByte(L.byteAt(i, at));
  }
  return endsWith(L, i, "... ok") || endsWith(L, i, "... OK");
}

/**
 * A line that belongs to the block above it whatever its indentation: pytest's `E   ` (the
 * error and its diff) and `>   ` (the failing source line), a line of an expected/actual diff
 * (`- 6`, `+ -6`), and a source excerpt's gutter as compilers print it, `12 | code` or `   |`.
 */
export function isMarkerLine(L: Lines, i: i32): bool {
  const n = L.len(i);
  if (n == 0) return false;
  const b0 = L.byteAt(i, 0);
  if ((b0 == 0x45 || b0 == 0x3e) && (n == 1 || L.byteAt(i, 1) == 0x20)) return true; // "E ", "> "
  let k = L.indent(i);
  // A line of a diff between expected and actual: `- Expected`, `+ Received`, `-   "kind": 1,`.
  const d = L.byteAt(i, k);
  if ((d == 0x2b || d == 0x2d) && (k + 1 == n || L.byteAt(i, k + 1) == 0x20)) return true;
  while (k < n && isDigitByte(L.byteAt(i, k))) k++;
  while (k < n && L.byteAt(i, k) == 0x20) k++;
  return k < n && L.byteAt(i, k) == 0x7c && (k + 1 == n || L.byteAt(i, k + 1) == 0x20); // "|"
}

/** pytest's `E   ` line: the error and its explanation. */
@inline export function isErrorMarker(L: Lines, i: i32): bool {
  return L.len(i) >= 2 && L.byteAt(i, 0) == 0x45 && L.byteAt(i, 1) == 0x20 && !L.isBlank(i);
}

/** pytest's `>   ` line: the source line that failed. */
@inline export function isFailingSource(L: Lines, i: i32): bool {
  return L.len(i) >= 2 && L.byteAt(i, 0) == 0x3e && L.byteAt(i, 1) == 0x20;
}

/**
 * A stack frame inside a runtime or a dependency (node:internal, node:async_hooks, a package in
 * node_modules): never the user's bug. With or without the `at ` of V8's format (TAP's YAML
 * `stack:` drops it).
 */
export function isRuntimeFrame(L: Lines, i: i32): bool {
  // One pass for both words (every line of a report is asked): `(node:` and `/node_modules/`.
  const p = L.at(i);
  const n = L.len(i);
  let modules = false;
  for (let k = 0; k < n; k++) {
    const b = load<u8>(p + <usize>k);
    if (b == 0x28 && wordAt(p, n, k, NODE_FRAME)) return true;
    if (b == 0x2f && !modules) modules = wordAt(p, n, k, NODE_MODULES);
  }
  if (startsAfterIndent(L, i, AT_NODE)) return true;
  return modules && (startsAfterIndent(L, i, AT) || endsWith(L, i, ")"));
}

/**
 * `duration_ms: 0.07`, `# duration_ms 206.1`, `Duration 738ms (transform 71ms, ...)`: how long
 * something took, a number and no more.
 */
export function isDurationLine(L: Lines, i: i32): bool {
  let k = L.indent(i);
  const n = L.len(i);
  if (k < n && L.byteAt(i, k) == 0x23) k++; // TAP's "#"
  while (k < n && L.byteAt(i, k) == 0x20) k++;
  if (!(k + 8 <= n && lower(L.byteAt(i, k)) == 0x64 && findWord(L, i, DURATION, k) == k)) return false;
  k += 8;
  while (k < n && (isLetter(L.byteAt(i, k)) || L.byteAt(i, k) == 0x5f)) k++;
  while (k < n && (L.byteAt(i, k) == 0x3a || L.byteAt(i, k) == 0x20 || L.byteAt(i, k) == 0x3d)) k++;
  let digits = 0;
  while (k < n && (isDigitByte(L.byteAt(i, k)) || L.byteAt(i, k) == 0x2e)) {
    k++;
    digits++;
  }
  while (k < n && isLetter(L.byteAt(i, k))) k++; // a unit
  // What may follow is how the time splits (`Duration 738ms (transform 71ms, ...)`).
  return digits > 0 && (k == n || (L.byteAt(i, k) == 0x20 && k + 1 < n && L.byteAt(i, k + 1) == 0x28));
}

/** Every number in line i is 0 (`ℹ skipped 0`, `# todo 0`): a count of nothing. */
export function onlyZeroCounts(L: Lines, i: i32): bool {
  let numbers = 0;
  const n = L.len(i);
  let k = 0;
  while (k < n) {
    if (!isDigitByte(L.byteAt(i, k))) {
      k++;
      continue;
    }
    let nonzero = false;
    while (k < n && isDigitByte(L.byteAt(i, k))) {
      if (L.byteAt(i, k) != 0x30) nonzero = true;
      k++;
    }
    if (nonzero) return false;
    numbers++;
  }
  return numbers > 0;
}

const ZERO_COUNTS = new WordList(["0 fail", "0 error", "fail 0", "failed 0", "failures=0", "failures: 0", "errors=0", "errors: 0", "error 0", "errors 0", "fail: 0", "failed: 0"]);

/** `0 failed`, `fail 0`, `failures=0`: a count of no failures, not a failure. */
export function isZeroCount(L: Lines, i: i32): bool {
  const p = L.at(i);
  const n = L.len(i);
  const t = changetype<usize>(ZERO_COUNTS.anyCase);
  for (let k = 0; k < n; k++) {
    for (let set = startingAt(t, load<u8>(p + <usize>k)); set != 0; set &= set - 1) {
      const w = ZERO_COUNTS.word(set);
      if (!wordAt(p, n, k, w)) continue;
      const end = k + w.length;
      const before = k == 0 || !isDigitByte(L.byteAt(i, k - 1));
      const after = end >= n || !isDigitByte(L.byteAt(i, end));
      if (w[0] == 0x30 ? before : after) return true;
    }
  }
  return false;
}

/**
 * pytest's per-test header, `_____ test_name _____` (`_ Class.test_long_name _` when the name is
 * long): a rule of underscores around a title.
 */
export function isTitledRule(L: Lines, i: i32): bool {
  const n = L.len(i);
  if (n < 5 || L.byteAt(i, 0) != 0x5f || L.byteAt(i, n - 1) != 0x5f) return false;
  let k = 0;
  while (k < n && L.byteAt(i, k) == 0x5f) k++;
  if (!(k < n - 2 && L.byteAt(i, k) == 0x20)) return false;
  // A title, not pytest's `_ _ _ _` between the entries of one traceback.
  for (; k < n; k++) {
    const b = L.byteAt(i, k);
    if (b != 0x5f && b != 0x20) return true;
  }
  return false;
}

export function hasDigit(L: Lines, i: i32): bool {
  for (let k = 0; k < L.len(i); k++) if (isDigitByte(L.byteAt(i, k))) return true;
  return false;
}

/** A line that opens with a rule, `___`, `===` or `---`: a section of a report begins there. */
@inline export function isRuleStart(L: Lines, i: i32): bool {
  if (L.len(i) < 3) return false;
  const c = L.byteAt(i, 0);
  return (c == 0x5f || c == 0x3d || c == 0x2d) && L.byteAt(i, 1) == c && L.byteAt(i, 2) == c;
}

/** `^^^^` or `~~~~` under a source line: where in it the error is. */
export function isCaretLine(L: Lines, i: i32): bool {
  let marks = 0;
  for (let k = L.indent(i); k < L.len(i); k++) {
    const b = L.byteAt(i, k);
    if (b == 0x5e || b == 0x7e) marks++;
    else if (b != 0x20) return false;
  }
  return marks > 0;
}

/** A line that opens with a location, `path:12:` or `path:12:3:` (pytest, gcc, go vet). */
export function isLocationLead(L: Lines, i: i32): bool {
  const n = L.len(i);
  let k = L.indent(i);
  const from = k;
  while (k < n && L.byteAt(i, k) != 0x3a && L.byteAt(i, k) != 0x20) k++;
  if (k == from || k >= n || L.byteAt(i, k) != 0x3a) return false;
  k++;
  const digits = k;
  while (k < n && isDigitByte(L.byteAt(i, k))) k++;
  return k > digits && (k == n || L.byteAt(i, k) == 0x3a);
}

@inline function isNameByte(b: u8): bool {
  return isLetter(b) || isDigitByte(b) || b == 0x2e || b == 0x5f || b == 0x2d || b == 0x2f || b == 0x29 || b == 0x27 || b == 0x22;
}

/**
 * True when line i names a place in a file: `name.ext:12`, `name.ext:12:3` (compilers, V8
 * frames, TAP's `location:`), `name.ext(12,3)` (tsc) or Python's `File "x", line 12`.
 */
export function hasLocation(L: Lines, i: i32): bool {
  const n = L.len(i);
  for (let k = 1; k + 1 < n; k++) {
    const b = L.byteAt(i, k);
    if ((b == 0x3a || b == 0x28) && isNameByte(L.byteAt(i, k - 1)) && isDigitByte(L.byteAt(i, k + 1))) {
      let e = k + 1;
      while (e < n && isDigitByte(L.byteAt(i, e))) e++;
      if (e == n) return b == 0x3a;
      const c = L.byteAt(i, e);
      if (b == 0x3a && (c == 0x3a || c == 0x20 || c == 0x29 || c == 0x27)) return true;
      if (b == 0x28 && c == 0x2c) return true;
    }
  }
  return findWord(L, i, PY_FILE, 0) >= 0 && findWord(L, i, PY_LINE, 0) >= 0;
}

const COUNT_WORDS = new WordList(["passed", "failed", "fail", "pass", "tests", "errors", "error", "skipped", "failures", "total"]);

/**
 * A count of the run: a number next to a count word (`3 failed, 12 passed`, `ℹ fail 2`,
 * `FAILED (failures=1)`, `Tests: 2 failed`), not a failing test's own line.
 */
export function isCountLine(L: Lines, i: i32): bool {
  const n = L.len(i);
  if (n > 160) return false;
  const p = L.at(i);
  const t = changetype<usize>(COUNT_WORDS.anyCase);
  for (let k = 0; k < n; k++) {
    for (let set = startingAt(t, load<u8>(p + <usize>k)); set != 0; set &= set - 1) {
      const w = COUNT_WORDS.word(set);
      if (!wordAt(p, n, k, w)) continue;
      if (k >= 2 && L.byteAt(i, k - 1) == 0x20 && isDigitByte(L.byteAt(i, k - 2))) return true;
      let e = k + w.length;
      if (e < n && (L.byteAt(i, e) == 0x20 || L.byteAt(i, e) == 0x3d || L.byteAt(i, e) == 0x3a)) {
        e++;
        if (e < n && L.byteAt(i, e) == 0x20) e++;
        if (e < n && isDigitByte(L.byteAt(i, e))) return true;
      }
    }
  }
  return false;
}
