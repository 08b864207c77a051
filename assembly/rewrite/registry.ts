// The rule table compiled into RegexSets, plus the extra patterns of declarative (TOML) filters
// in a second set. Classification asks the built-in rows first: the last (most specific)
// matching row wins; only when no row matches do the extra patterns count. Each row's own
// Regex is compiled too, lazily, for capture group 1 (the subcommand).
//
// Compiling the whole table costs a hook call 7-10 ms, and a process (a hook call, `rtk
// rewrite`) classifies a few lines. So the rows are compiled per first byte of the line: a row
// is a candidate when its pattern can begin a match with that byte (worked out from the parsed
// pattern, a superset, so no row that could match is left out), and the candidates of one byte
// make one set, compiled on first need. `git status` compiles the five rows starting with `g`.

import { compileRegex, compileSet, Regex, RegexSet } from "../regex/index";
import { N_ALT, N_CAPTURE, N_CLASS, N_CONCAT, N_EMPTY, N_LOOK, N_REPEAT, Node } from "../regex/syntax/ast";
import { CharClass } from "../regex/syntax/charclass";
import { parse } from "../regex/syntax/parser";
import { isAnchoredStart } from "../regex/prefilter";
import { Rule, RULES, Safety } from "./rules";
import { decodeUtf8 } from "../abi/utf8";

/** The outcome of classifying one command (after peeling). */
export class Match {
  /** Index into RULES, or -1 when an extra pattern matched. */
  rule: i32 = -1;
  /** Index into the extra patterns when `rule` is -1. */
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
let extrasCompiled = true;
const hits: Array<i32> = [];

function builtinSet(): RegexSet | null {
  if (builtin === null && builtinError.length == 0) {
    const patterns: string[] = [];
    for (let i = 0; i < RULES.length; i++) patterns.push(unchecked(RULES[i]).pattern);
    const res = compileSet(patterns);
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

function rowFirstBytes(): Array<StaticArray<bool>> {
  let rows = rowFirst;
  if (rows === null) {
    rows = new Array<StaticArray<bool>>();
    for (let i = 0; i < RULES.length; i++) {
      const bytes = new StaticArray<bool>(256);
      const parsed = parse(unchecked(RULES[i]).pattern);
      const node = parsed.node;
      // Unanchored, nullable or unparsable: a candidate for every line.
      if (parsed.error !== null || node === null || !isAnchoredStart(node) || firstBytes(node, bytes)) {
        for (let c = 0; c < 256; c++) bytes[c] = true;
      }
      rows.push(bytes);
    }
    rowFirst = rows;
  }
  return rows;
}

/** The rows a line starting with one byte can match, compiled together. */
class Candidates {
  rows: Array<i32> = new Array<i32>();
  set: RegexSet | null = null;
}

const candidatesByByte = new StaticArray<Candidates | null>(256);

/** The candidates for lines starting with `b`, or null when they do not compile (a bug: registryError says). */
function candidatesFor(b: u8): Candidates | null {
  let cand = unchecked(candidatesByByte[b]);
  if (cand === null) {
    const rows = rowFirstBytes();
    cand = new Candidates();
    const patterns: string[] = [];
    for (let i = 0; i < rows.length; i++) {
      if (!unchecked(rows[i])[b]) continue;
      cand.rows.push(i);
      patterns.push(unchecked(RULES[i]).pattern);
    }
    if (patterns.length > 0) {
      const res = compileSet(patterns);
      if (res.set === null) return null;
      cand.set = res.set;
    }
    unchecked((candidatesByByte[b] = cand));
  }
  return cand;
}

/** Why the built-in table failed to compile ("" when it compiled): a bug, caught by tests. */
export function registryError(): string {
  builtinSet();
  return builtinError;
}

/**
 * Replaces the extra patterns (match_command of TOML filters). They are compiled on first need
 * (most lines never get past the built-in table), as one set; when that set does not compile,
 * each pattern is tried alone and the ones that fail are dropped.
 */
export function setExtraPatterns(patterns: string[]): void {
  extraPatterns = patterns;
  extras = null;
  extrasCompiled = patterns.length == 0;
}

function extraSet(): RegexSet | null {
  if (extrasCompiled) return extras;
  extrasCompiled = true;
  let res = compileSet(extraPatterns);
  if (res.set === null) {
    const kept: string[] = [];
    for (let i = 0; i < extraPatterns.length; i++) {
      const p = unchecked(extraPatterns[i]);
      if (compileRegex(p).regex !== null) kept.push(p);
    }
    extraPatterns = kept;
    if (kept.length == 0) return null;
    res = compileSet(kept);
  }
  extras = res.set;
  return extras;
}

export function extraPattern(i: i32): string {
  return unchecked(extraPatterns[i]);
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
  const ex = extraSet();
  if (ex !== null) {
    hits.length = 0;
    ex.matches(ptr, len, hits);
    if (hits.length > 0) out.extra = unchecked(hits[hits.length - 1]);
  }
}

const slots = new StaticArray<i32>(64);

/** Capture group 1 of rule `index` on the text, or "" when the rule has none or it is unset. */
export function subcommand(index: i32, ptr: usize, len: i32): string {
  while (ruleRegexes.length <= index) ruleRegexes.push(null);
  let re = unchecked(ruleRegexes[index]);
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
