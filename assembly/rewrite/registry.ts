// The rule table compiled once into one RegexSet, plus the extra patterns of declarative
// (TOML) filters in a second set. Classification asks the built-in set first: the last
// (most specific) matching row wins; only when no row matches do the extra patterns count.
// Each row's own Regex is compiled too, lazily, for capture group 1 (the subcommand).

import { compileRegex, compileSet, Regex, RegexSet } from "../regex/index";
import { Rule, RULES, Safety } from "./rules";

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

/** Classifies the command text at [ptr, ptr+len) into `out`. */
export function classify(ptr: usize, len: i32, out: Match, skipTable: bool = false): void {
  out.rule = -1;
  out.extra = -1;
  // skipTable: the caller knows no row can match (shell plumbing), so the set need not compile.
  const set: RegexSet | null = skipTable ? null : builtinSet();
  if (set !== null) {
    hits.length = 0;
    set.matches(ptr, len, hits);
    if (hits.length > 0) {
      out.rule = unchecked(hits[hits.length - 1]);
      return;
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
  return String.UTF8.decodeUnsafe(ptr + <usize>s, e - s, false);
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
