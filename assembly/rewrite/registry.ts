// The rule table compiled into RegexSets, plus the extra rows of declarative (TOML) filters
// loaded at run time (trusted user and project files) in a second set: each a row with the
// filter's `rewrite` table, or a bare match_command that makes its command rewritable outside
// pipelines only. Classification asks the built-in rows first: the last (most specific)
// matching row wins; only when no row matches do the extra patterns count. Each row's own
// Regex is compiled too, lazily, for capture group 1 (the subcommand).
//
// Compiling the whole table costs a hook call 7-10 ms, and a process (a hook call, `rtk
// rewrite`) classifies a few lines. So the rows are compiled per first byte of the line: a row
// is a candidate when its pattern can begin a match with that byte (worked out from the parsed
// pattern, a superset, so no row that could match is left out), and the candidates of one byte
// make one set, compiled on first need. `git status` compiles the five rows starting with `g`.
//
// The rewrite core compiles none of it when its host hands it dist/rewrite-rules.bin: the sets
// the build compiled from this very table and from the built-in filters' match_command patterns
// (loadPrebuilt), which load without parsing a pattern. The file names the table it was built
// from (tableDigest) and is refused for any other; each set is used only for the patterns it
// was built from. The built-in filters' patterns are grouped by first byte the same way: a
// line no row takes (`echo hi`) loads the few of them that can match it, not all 95.

import { compileRegex, compileSet, Regex, RegexSet, SetResult } from "../regex/index";
import { assembleSet, assemblesAsCompiled, fragmentFits, serializeFragment, serializeSet } from "../regex/meta";
import { N_ALT, N_CAPTURE, N_CLASS, N_CONCAT, N_EMPTY, N_LOOK, N_REPEAT, Node } from "../regex/syntax/ast";
import { CharClass } from "../regex/syntax/charclass";
import { parse } from "../regex/syntax/parser";
import { isAnchoredStart } from "../regex/prefilter";
import { Rule, RULES, Safety } from "./rules";
import { decodeUtf8 } from "../abi/utf8";
import { inputPtr, takeInput } from "../abi/buffers";
import { markNeedsCompiler, NO_COMPILER } from "../regex/no-compiler";

/** The outcome of classifying one command (after peeling). */
export class Match {
  /** Index into RULES, or -1 when an extra pattern matched. */
  rule: i32 = -1;
  /** Index into the extra rows when `rule` is -1. */
  extra: i32 = -1;

  get found(): bool {
    return this.rule >= 0 || this.extra >= 0;
  }
}

let builtin: RegexSet | null = null;
let builtinError: string = "";
const ruleRegexes: Array<Regex | null> = [];
let extras: RegexSet | null = null;
let extraPatterns: string[] = [];
/** The row of each extra pattern, at the same index (a bare match_command's has no category, savings or pipeline role). */
let extraRows: Rule[] = [];
let extrasCompiled = true;
const hits: Array<i32> = [];

function builtinSet(): RegexSet | null {
  if (NO_COMPILER) {
    markNeedsCompiler();
    return null;
  }
  if (builtin === null && builtinError.length == 0) {
    const res = compileSet(rulePatterns());
    if (res.set === null) {
      const err = res.error;
      builtinError = "rule " + res.errorIndex.toString() + ": " + (err !== null ? err.message : "cannot compile");
    } else builtin = res.set;
  }
  return builtin;
}

/**
 * Adds to `bytes` every byte a match of `n` can begin with; returns whether `n` can match the
 * empty string (then what follows it can begin the match too). Non-ASCII code points add every
 * byte from 0x80: a superset, which is all the caller needs.
 */
function firstBytes(n: Node, bytes: StaticArray<bool>): bool {
  switch (n.kind) {
    case N_EMPTY:
    case N_LOOK:
      return true;
    case N_CLASS: {
      const r = (<CharClass>n.cls).ranges;
      for (let i = 0; i + 1 < r.length; i += 2) {
        const lo = unchecked(r[i]);
        const hi = unchecked(r[i + 1]);
        for (let c = lo; c <= hi && c < 0x80; c++) bytes[c] = true;
        if (hi >= 0x80) for (let c = 0x80; c < 0x100; c++) bytes[c] = true;
      }
      return false;
    }
    case N_CAPTURE:
      return firstBytes(n.subs[0], bytes);
    case N_REPEAT: {
      if (n.max == 0) return true;
      const nullable = firstBytes(n.subs[0], bytes);
      return n.min == 0 || nullable;
    }
    case N_CONCAT:
      for (let i = 0; i < n.subs.length; i++) if (!firstBytes(n.subs[i], bytes)) return false;
      return true;
    case N_ALT: {
      let nullable = false;
      for (let i = 0; i < n.subs.length; i++) if (firstBytes(n.subs[i], bytes)) nullable = true;
      return nullable;
    }
  }
  return true;
}

/** Per row, the first bytes a match of it can start with (every byte when unknown). */
let rowFirst: Array<StaticArray<bool>> | null = null;

/** The first bytes a match of `pattern` can start with: every byte when it is unanchored, nullable or unparsable. */
function patternFirstBytes(pattern: string): StaticArray<bool> {
  const bytes = new StaticArray<bool>(256);
  const parsed = parse(pattern);
  const node = parsed.node;
  if (parsed.error !== null || node === null || !isAnchoredStart(node) || firstBytes(node, bytes)) {
    for (let c = 0; c < 256; c++) bytes[c] = true;
  }
  return bytes;
}

function rowFirstBytes(): Array<StaticArray<bool>> {
  let rows = rowFirst;
  if (rows === null) {
    rows = new Array<StaticArray<bool>>();
    for (let i = 0; i < RULES.length; i++) rows.push(patternFirstBytes(unchecked(RULES[i]).pattern));
    rowFirst = rows;
  }
  return rows;
}

/** The rows a line starting with one byte can match, compiled together. */
class Candidates {
  rows: Array<i32> = new Array<i32>();
  set: RegexSet | null = null;
  /** Given by the build: the set is joined from the rows' fragments in the rules file (loadPrebuiltSet). */
  prebuilt: bool = false;
}

const candidatesByByte = new StaticArray<Candidates | null>(256);

function rulePatterns(): string[] {
  const patterns: string[] = [];
  for (let i = 0; i < RULES.length; i++) patterns.push(unchecked(RULES[i]).pattern);
  return patterns;
}

/** The patterns of `all` a line starting with `b` can match (by `first`, their first bytes); their indexes go to `cand.rows`. */
function candidatesOf(b: i32, all: string[], first: Array<StaticArray<bool>>, cand: Candidates): string[] {
  const patterns: string[] = [];
  for (let i = 0; i < all.length; i++) {
    if (!unchecked(first[i])[b]) continue;
    cand.rows.push(i);
    patterns.push(unchecked(all[i]));
  }
  return patterns;
}

/** The candidates for lines starting with `b`, or null when they do not compile (a bug: registryError says). */
function candidatesFor(b: u8): Candidates | null {
  let cand = unchecked(candidatesByByte[b]);
  if (cand !== null && cand.set === null && cand.prebuilt) {
    // Given by the build: join its automaton on first need.
    const patterns: string[] = [];
    for (let i = 0; i < cand.rows.length; i++) patterns.push(unchecked(RULES[unchecked(cand.rows[i])]).pattern);
    cand.set = loadPrebuiltSet(cand.rows, rowFragments, patterns);
  }
  if (NO_COMPILER) {
    if (cand === null) markNeedsCompiler();
    return cand;
  }
  if (cand === null) {
    cand = new Candidates();
    const patterns = candidatesOf(b, rulePatterns(), rowFirstBytes(), cand);
    if (patterns.length > 0) {
      const res = compileSet(patterns);
      if (res.set === null) return null;
      cand.set = res.set;
    }
    unchecked((candidatesByByte[b] = cand));
  }
  return cand;
}

/**
 * For the build: every distinct group of candidates, with the bytes whose lines it takes and its
 * compiled set (serializeSet). Null when a group does not compile, or its rows' fragments
 * (rowFragments) do not join into that very set.
 */
export function candidateAutomata(): Array<PrebuiltCandidates> | null {
  return groupAutomata(rulePatterns(), rowFirstBytes());
}

/**
 * For the build: the extra patterns now configured (the built-in filters' match_command
 * patterns) grouped by first byte as the rows are, each group's `rows` indexes into them. Null
 * when a group does not compile.
 */
export function extraGroupAutomata(): Array<PrebuiltCandidates> | null {
  const first = new Array<StaticArray<bool>>();
  for (let i = 0; i < extraPatterns.length; i++) first.push(patternFirstBytes(unchecked(extraPatterns[i])));
  return groupAutomata(extraPatterns, first);
}

/** `patterns` grouped by the first bytes of a line each can match (`first`), a compiled set per distinct group. */
function groupAutomata(all: string[], first: Array<StaticArray<bool>>): Array<PrebuiltCandidates> | null {
  const groups = new Array<PrebuiltCandidates>();
  for (let b = 0; b < 256; b++) {
    const cand = new Candidates();
    const patterns = candidatesOf(b, all, first, cand);
    if (patterns.length == 0) continue;
    let group: PrebuiltCandidates | null = null;
    for (let g = 0; g < groups.length && group === null; g++) {
      const rows = unchecked(groups[g]).rows;
      if (rows.length != cand.rows.length) continue;
      let same = true;
      for (let i = 0; i < rows.length && same; i++) same = unchecked(rows[i]) == unchecked(cand.rows[i]);
      if (same) group = unchecked(groups[g]);
    }
    if (group === null) {
      const data = serializeSet(patterns, new SetResult());
      if (data === null) return null;
      const fragments = fragmentsOf(patterns);
      if (fragments === null || !assemblesAsCompiled(fragments, data)) return null;
      group = new PrebuiltCandidates(new Array<i32>(), cand.rows);
      groups.push(group);
    }
    group.bytes.push(b);
  }
  return groups;
}

/** For the build: each of `patterns` compiled alone (serializeFragment), as the rules file holds them; null when one does not compile. */
export function fragmentsOf(patterns: string[]): Array<StaticArray<u8>> | null {
  const out = new Array<StaticArray<u8>>();
  for (let i = 0; i < patterns.length; i++) {
    const f = serializeFragment(unchecked(patterns[i]), new SetResult());
    if (f === null) return null;
    out.push(f);
  }
  return out;
}

/** For the build: the rows' patterns, in order. */
export function rowPatterns(): string[] {
  return rulePatterns();
}

/** For the build: the extra patterns now configured, in order. */
export function configuredExtraPatterns(): string[] {
  return extraPatterns;
}

/** One group of candidates as the build checked it: the first bytes it serves, its rows (indexes into RULES, or the extra patterns). */
export class PrebuiltCandidates {
  constructor(public bytes: Array<i32>, public rows: Array<i32>) {}
}

/** A group of a rules file the core took: the bytes it serves, its rows (or extra patterns). */
class LoadedGroup {
  bytes: Array<i32> = new Array<i32>();
  rows: Array<i32> = new Array<i32>();
}

/** Puts each group the build compiled, as Candidates, at the bytes it serves in `table`; a byte no group serves gets `none`. */
function placeGroups(groups: Array<LoadedGroup>, table: StaticArray<Candidates | null>, none: Candidates | null): void {
  for (let b = 0; b < 256; b++) unchecked((table[b] = none));
  for (let g = 0; g < groups.length; g++) {
    const group = unchecked(groups[g]);
    const cand = new Candidates();
    cand.rows = group.rows;
    cand.prebuilt = true;
    for (let i = 0; i < group.bytes.length; i++) unchecked((table[unchecked(group.bytes[i])] = cand));
  }
}

/** Why the built-in table failed to compile ("" when it compiled): a bug, caught by tests. */
export function registryError(): string {
  builtinSet();
  return builtinError;
}

/**
 * Replaces the extra rows (TOML filters loaded at run time). Their patterns are compiled on first need
 * (most lines never get past the built-in table), as one set; when that set does not compile,
 * each pattern is tried alone and the ones that fail are dropped. When they begin with the
 * built-in filters' patterns the build compiled (usePrebuiltExtras), those load as built and
 * only the rest (trusted user and project filters) compile.
 */
export function setExtraRules(rules: Rule[]): void {
  const patterns: string[] = [];
  for (let i = 0; i < rules.length; i++) patterns.push(unchecked(rules[i]).pattern);
  extraRows = rules;
  extraPatterns = patterns;
  extras = null;
  extrasCompiled = patterns.length == 0;
  prebuiltCount = 0;
  const given = prebuiltExtraPatterns;
  if (prebuiltExtrasTaken && given.length > 0 && given.length <= patterns.length) {
    let same = true;
    for (let i = 0; i < given.length && same; i++) same = unchecked(given[i]) == unchecked(patterns[i]);
    if (same) prebuiltCount = given.length;
  }
}

let prebuiltExtraPatterns: string[] = [];
let prebuiltExtrasTaken = false;
/** Per first byte of a line, the built-in filters' patterns that can match it (`rows` indexes prebuiltExtraPatterns), loaded on first need. */
const prebuiltExtrasByByte = new StaticArray<Candidates | null>(256);
/** How many of the extra patterns, from the first, the prebuilt set answers. */
let prebuiltCount = 0;

// dist/rewrite-rules.bin, little-endian i32s: [PREBUILT_VERSION, tableDigest(), row count, per
// row: its fragment's byte offset; the rows' groups; extra pattern count, per pattern: its
// fragment's byte offset, length in UTF-16 code units, the code units padded to 4 bytes; the
// extra patterns' groups; then the
// fragments], where groups are [group count, per group: byte count, bytes, index count, indexes
// (rows, or extra patterns)] and a fragment is one pattern's automaton (regex/meta.ts,
// serializeFragment: 16-bit columns). Each distinct pattern's fragment is in the file once (the
// rows and the built-in filters' patterns hold the same TOML filters' patterns; a row several
// first bytes can begin is in several groups). The core keeps the file as it came (no copy) and
// joins a group's fragments into its set only when a line needs it (assembleSet).
const PREBUILT_VERSION = 4;

/** The rules file the core took (loadPrebuilt), kept whole. */
let prebuiltData: StaticArray<u8> | null = null;
/** Per row, the byte offset of its pattern's fragment in prebuiltData. */
let rowFragments: Array<i32> = [];
/** Per built-in filter pattern (prebuiltExtraPatterns), the byte offset of its fragment. */
let extraFragments: Array<i32> = [];

/** The set of the patterns `indexes` pick (their fragments at `fragments`), joined from the rules file taken (only groups it gave ask). */
function loadPrebuiltSet(indexes: Array<i32>, fragments: Array<i32>, patterns: string[]): RegexSet {
  const offsets = new Array<i32>(indexes.length);
  for (let i = 0; i < indexes.length; i++) unchecked((offsets[i] = unchecked(fragments[unchecked(indexes[i])])));
  return assembleSet(changetype<usize>(prebuiltData), offsets, patterns);
}

/** FNV-1a over the table's patterns (UTF-16 code units, each pattern ended by 0): which table a prebuilt file was made from. */
export function tableDigest(): u32 {
  return TABLE_DIGEST;
}

// Computed by the start function: a pre-initialized core (scripts/preinit-core.mjs) holds it
// without computing it (the loop over every pattern cost each hook call 1.7 ms of CPU on Bun,
// which interprets wasm code before compiling it).
const TABLE_DIGEST: u32 = digestOfTable();

function digestOfTable(): u32 {
  let h: u32 = 0x811c9dc5;
  for (let i = 0; i < RULES.length; i++) {
    const p = unchecked(RULES[i]).pattern;
    for (let k = 0; k <= p.length; k++) {
      h ^= k < p.length ? <u32>p.charCodeAt(k) : 0;
      h *= 0x01000193;
    }
  }
  return h;
}

class Reader {
  at: i32 = 0;
  constructor(public ptr: usize, public len: i32) {}
  get ok(): bool {
    return this.at <= this.len;
  }
  i32(): i32 {
    const v = this.at + 4 <= this.len ? load<i32>(this.ptr + <usize>this.at) : -1;
    this.at += 4;
    return v;
  }
  ints(n: i32): StaticArray<i32> {
    const out = new StaticArray<i32>(max(n, 0));
    if (n > 0 && this.at + 4 * n <= this.len) memory.copy(changetype<usize>(out), this.ptr + <usize>this.at, <usize>(4 * n));
    this.at += 4 * max(n, 0);
    return out;
  }
}

/**
 * Takes the sets of a dist/rewrite-rules.bin, the first `len` bytes of the input area: true when
 * they are for this table and were used (the core keeps the input area: takeInput); false
 * (nothing changed: every set compiles on need) otherwise.
 */
export function loadPrebuilt(len: i32): bool {
  const ptr = inputPtr();
  const r = new Reader(ptr, len);
  if (r.i32() != PREBUILT_VERSION || <u32>r.i32() != tableDigest()) return false;
  if (r.i32() != RULES.length) return false;
  const rows = r.ints(RULES.length);
  for (let i = 0; i < rows.length; i++) if (!fragmentFits(ptr, unchecked(rows[i]), len)) return false;
  const groups = readGroups(r, RULES.length);
  if (groups === null) return false;
  const patterns: string[] = [];
  const fragments: Array<i32> = [];
  const extraCount = r.i32();
  for (let i = 0; i < extraCount && r.ok; i++) {
    const at = r.i32();
    if (!fragmentFits(ptr, at, len)) return false;
    fragments.push(at);
    // UTF-16, as the core holds strings: taking one is a copy (decoding UTF-8 cost Bun's
    // interpreter ~2 ms for the 154 patterns).
    const n = r.i32();
    if (n < 0 || r.at + 2 * n > len) return false;
    patterns.push(String.UTF16.decodeUnsafe(ptr + <usize>r.at, <usize>(2 * n)));
    r.at += (2 * n + 3) & ~3;
  }
  const extras = readGroups(r, patterns.length);
  if (extras === null || !r.ok) return false;
  prebuiltData = takeInput();
  rowFragments = new Array<i32>(rows.length);
  for (let i = 0; i < rows.length; i++) unchecked((rowFragments[i] = unchecked(rows[i])));
  extraFragments = fragments;
  // A byte no row group serves has no candidates (none of its rows need parsing to say so).
  placeGroups(groups, candidatesByByte, new Candidates());
  placeGroups(extras, prebuiltExtrasByByte, null);
  prebuiltExtraPatterns = patterns;
  prebuiltExtrasTaken = patterns.length > 0;
  return true;
}

/** A list of groups (candidateAutomata's, extraGroupAutomata's) whose indexes are below `limit`; null when one is not. */
function readGroups(r: Reader, limit: i32): Array<LoadedGroup> | null {
  const groups = new Array<LoadedGroup>();
  const count = r.i32();
  for (let g = 0; g < count && r.ok; g++) {
    const bytes = r.ints(r.i32());
    const rows = r.ints(r.i32());
    const group = new LoadedGroup();
    for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0 && bytes[i] < 256) group.bytes.push(bytes[i]);
    for (let i = 0; i < rows.length; i++) {
      if (rows[i] < 0 || rows[i] >= limit) return null;
      group.rows.push(rows[i]);
    }
    groups.push(group);
  }
  return r.ok ? groups : null;
}

/** The built-in filters' match_command patterns of the prebuilt file taken (loadPrebuilt), in order; empty without one. */
export function prebuiltPatterns(): string[] {
  return prebuiltExtrasTaken ? prebuiltExtraPatterns : [];
}

/**
 * The index of the last built-in filter pattern that matches the line, or -1: only those that
 * can match a line starting with its first byte are tried (an empty line: those of byte 0, which
 * holds every pattern that can match nothing).
 */
function prebuiltExtraMatch(ptr: usize, len: i32): i32 {
  const cand = unchecked(prebuiltExtrasByByte[len > 0 ? load<u8>(ptr) : 0]);
  if (cand === null) return -1;
  let set = cand.set;
  if (set === null) {
    const patterns: string[] = [];
    for (let i = 0; i < cand.rows.length; i++) patterns.push(unchecked(prebuiltExtraPatterns[unchecked(cand.rows[i])]));
    set = loadPrebuiltSet(cand.rows, extraFragments, patterns);
    cand.set = set;
  }
  hits.length = 0;
  set.matches(ptr, len, hits);
  // The group's patterns are in order and the ids come ascending: the last is the last pattern.
  return hits.length > 0 ? unchecked(cand.rows[unchecked(hits[hits.length - 1])]) : -1;
}

/** The set of the extra patterns past the prebuilt ones, compiled on first need. */
function extraSet(): RegexSet | null {
  if (extrasCompiled) return extras;
  extrasCompiled = true;
  const prebuilt = prebuiltCount;
  const own = extraPatterns.slice(prebuilt);
  if (own.length == 0) return null;
  if (NO_COMPILER) {
    markNeedsCompiler();
    return null;
  }
  let res = compileSet(own);
  if (res.set === null) {
    const kept: string[] = extraPatterns.slice(0, prebuilt);
    const keptRows: Rule[] = extraRows.slice(0, prebuilt);
    for (let i = 0; i < own.length; i++) {
      const p = unchecked(own[i]);
      if (compileRegex(p).regex === null) continue;
      kept.push(p);
      keptRows.push(unchecked(extraRows[prebuilt + i]));
    }
    extraPatterns = kept;
    extraRows = keptRows;
    if (kept.length == prebuilt) return null;
    res = compileSet(kept.slice(prebuilt));
  }
  extras = res.set;
  return extras;
}

/** The index of the last extra pattern that matches, or -1. */
function extraMatch(ptr: usize, len: i32): i32 {
  const own = extraSet();
  if (own !== null) {
    hits.length = 0;
    own.matches(ptr, len, hits);
    if (hits.length > 0) return prebuiltCount + unchecked(hits[hits.length - 1]);
  }
  return prebuiltCount > 0 ? prebuiltExtraMatch(ptr, len) : -1;
}

export function extraRule(i: i32): Rule {
  return unchecked(extraRows[i]);
}

/** Row `index` takes the text: its subcommand (capture group 1) is not one it leaves (Rule.except). */
function takes(index: i32, ptr: usize, len: i32): bool {
  const rule = unchecked(RULES[index]);
  return rule.excluded.length == 0 || !rule.excluded.includes(subcommand(index, ptr, len));
}

/** Classifies the command text at [ptr, ptr+len) into `out`. */
export function classify(ptr: usize, len: i32, out: Match, skipTable: bool = false): void {
  out.rule = -1;
  out.extra = -1;
  // skipTable: the caller knows no row can match (shell plumbing), so no set need compile.
  if (!skipTable) {
    const cand = len > 0 ? candidatesFor(load<u8>(ptr)) : null;
    if (cand !== null) {
      const set = cand.set;
      if (set !== null) {
        hits.length = 0;
        set.matches(ptr, len, hits);
        // Candidates are in row order, and the ids come ascending: the last is the last row.
        for (let h = hits.length - 1; h >= 0; h--) {
          const r = unchecked(cand.rows[unchecked(hits[h])]);
          if (takes(r, ptr, len)) {
            out.rule = r;
            return;
          }
        }
      }
    } else {
      // An empty line, or candidates that do not compile: the whole table, as before.
      const set = builtinSet();
      if (set !== null) {
        hits.length = 0;
        set.matches(ptr, len, hits);
        for (let h = hits.length - 1; h >= 0; h--) {
          const r = unchecked(hits[h]);
          if (takes(r, ptr, len)) {
            out.rule = r;
            return;
          }
        }
      }
    }
  }
  out.extra = extraMatch(ptr, len);
}

const slots = new StaticArray<i32>(64);

/** Capture group 1 of rule `index` on the text, or "" when the rule has none or it is unset. */
export function subcommand(index: i32, ptr: usize, len: i32): string {
  while (ruleRegexes.length <= index) ruleRegexes.push(null);
  let re = unchecked(ruleRegexes[index]);
  if (NO_COMPILER) {
    markNeedsCompiler();
    return "";
  }
  if (re === null) {
    re = compileRegex(unchecked(RULES[index]).pattern).regex;
    if (re === null) return "";
    unchecked((ruleRegexes[index] = re));
  }
  for (let i = 0; i < slots.length; i++) unchecked((slots[i] = -1));
  if (!re.captures(ptr, len, 0, slots)) return "";
  const s = unchecked(slots[2]);
  const e = unchecked(slots[3]);
  if (s < 0 || e < s) return "";
  return decodeUtf8(ptr + <usize>s, e - s);
}

/** Estimated savings for rule `index` given its subcommand (the override when there is one). */
export function savingsFor(rule: Rule, sub: string): f64 {
  for (let i = 0; i < rule.savingsOverrides.length; i++) {
    if (unchecked(rule.savingsOverrides[i]) == sub) return unchecked(rule.savingsValues[i]);
  }
  return rule.savings;
}

/** "Passthrough" when rtk runs this subcommand unfiltered, else "Existing". */
export function statusFor(rule: Rule, sub: string): string {
  for (let i = 0; i < rule.passthrough.length; i++) {
    if (unchecked(rule.passthrough[i]) == sub) return "Passthrough";
  }
  return rule.savings > 0 ? "Existing" : "Passthrough";
}

export function producerSafe(s: Safety): bool {
  return s == Safety.ProducerOnly || s == Safety.Both;
}

/** May be rewritten as the last stage of a pipeline (its input comes from the pipe). */
export function finalSafe(s: Safety): bool {
  return s == Safety.FinalOnly || s == Safety.Both;
}
